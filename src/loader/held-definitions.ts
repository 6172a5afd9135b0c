/**
 * Holds the element definitions of the loader's first scan until every element file it asked
 * for has given its definition (or has failed), then defines them together, in one task: the
 * page's elements upgrade and render in one pass, instead of one task and one layout per file
 * (docs/experiments/start-up-log.md, "Start-up: session 9"). The harness (src/core/element.ts,
 * `HELD_DEFINITIONS`) calls the function under this key with its tag and its definition while
 * it is there, and defines at once when it is not. The loader holds once per page (it runs once,
 * `window.memberElements`).
 *
 * Releasing as soon as the last expected tag's definition arrives (not when the loader's
 * `import()` settles, a task later) matters when the CMS writes the element files as module
 * scripts (README "Hosting dist/"): they then run before the page's first layout, and so do the
 * definitions and the first render (docs/experiments/start-up-log.md, "Start-up: session 11").
 */
export const HELD_DEFINITIONS = 'member-elements.held-definitions';

/** What the harness finds under the key: hold this tag's definition. */
export type HoldDefinition = (tag: string, define: () => void) => void;

/**
 * Starts holding until each of `expected` (the tags whose files the loader has just asked for)
 * has given its definition: call it before any of those files can run (`import()` never runs a
 * module in the same task). The returned function defines what was held, in the order it
 * arrived, and stops holding (later element files define at once); it is what the loader calls
 * when a file fails or takes too long. Calling it again does nothing.
 */
export function holdDefinitions(expected: Iterable<string>): () => void {
  const key = Symbol.for(HELD_DEFINITIONS);
  const slots = globalThis as unknown as Record<symbol, unknown>;
  const held: Array<() => void> = [];
  const missing = new Set(expected);
  const release = () => {
    if (slots[key] !== hold) return;
    delete slots[key];
    // Each definition catches its own errors (the harness): one cannot stop the rest.
    for (const define of held.splice(0)) define();
  };
  const hold: HoldDefinition = (tag, define) => {
    held.push(define);
    missing.delete(tag);
    if (!missing.size) release();
  };
  if (missing.size) slots[key] = hold;
  return release;
}
