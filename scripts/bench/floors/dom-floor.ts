/**
 * The bench's DOM floor (scripts/bench/floors.mjs): the React floor's greeting with plain DOM
 * calls, the least a custom element that renders without React can cost. It marks itself ready
 * once its markup is in place.
 */
customElements.define(
  'dom-floor',
  class extends HTMLElement {
    connectedCallback() {
      const doc = this.ownerDocument;
      const section = doc.createElement('section');
      section.setAttribute('aria-label', 'Your membership');
      const heading = doc.createElement('h2');
      heading.textContent = 'Welcome back, Pat';
      const line = doc.createElement('p');
      line.textContent = 'Your membership renews automatically on 15 March 2027.';
      const link = doc.createElement('a');
      link.href = '/account/';
      link.textContent = 'See your membership';
      section.append(heading, line, link);
      this.replaceChildren(section);
      this.setAttribute('data-element-state', 'ready');
    }
  },
);

export {};
