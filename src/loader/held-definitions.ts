/**
 * Holds the element definitions of the loader's first scan until every element file it asked
 * for has arrived, then defines them together, in one task: the page's elements upgrade and
 * render in one pass, instead of one task and one layout per file (docs/decisions.md, "Start-up:
 * session 9"). The harness (src/core/element.ts, `HELD_DEFINITIONS`) pushes each definition onto
 * the array under this key while it is there, and defines at once when it is not. The loader
 * holds once per page (it runs once, `window.memberElements`).
 */
export const HELD_DEFINITIONS = 'member-elements.held-definitions';

/**
 * Starts holding; the returned function defines what was held, in the order it arrived, and
 * stops holding (later element files define at once). Calling it again does nothing.
 */
export function holdDefinitions(): () => void {
  const key = Symbol.for(HELD_DEFINITIONS);
  const held: Array<() => void> = ((globalThis as unknown as Record<symbol, unknown>)[key] = []);
  return () => {
    delete (globalThis as unknown as Record<symbol, unknown>)[key];
    // Each definition catches its own errors (the harness): one cannot stop the rest.
    for (const define of held.splice(0)) define();
  };
}
