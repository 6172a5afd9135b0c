/**
 * Runs before the loader on a test page: for every custom element the page defines, records
 * which of the page's own tags were defined by the end of that task's synchronous run (a
 * microtask after the definition). Tags defined together in one task see each other; tags
 * defined one file at a time, each in its own task, do not.
 */
interface Definition {
  tag: string;
  definedTogether: string[];
}

const pageTags = [...new Set([...document.body.querySelectorAll('*')].map((element) => element.localName).filter((name) => name.includes('-')))];
const definitions: Definition[] = [];
(window as unknown as { __definitions: Definition[] }).__definitions = definitions;

const define = customElements.define.bind(customElements);
customElements.define = (tag, constructor, options) => {
  define(tag, constructor, options);
  queueMicrotask(() => definitions.push({ tag, definedTogether: pageTags.filter((name) => customElements.get(name)) }));
};
