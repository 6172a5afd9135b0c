/**
 * The loader's elements: which tags it looks for and how it imports each one's chunk. Every
 * `elements/<tag>/define.ts` is an element; its folder name is its tag.
 * - Built (dist/loader.js): the tags are the keys of the map the build writes into the loader
 *   (vite.config.ts, `elementMap`), and a tag's chunk is `elements/<tag>.js` beside the loader,
 *   imported by URL. Each tag costs the loader its name once, however many elements there are.
 * - Unbuilt (unit tests, browser tests, the dev server): the folders themselves, through Vite's
 *   glob; `import.meta.env.DEV` keeps this branch out of the build.
 * (elements/index.ts lists the same elements' metadata for the docs and the build; a unit test
 * holds the two to the folders, and the dist check holds the built map to the manifest.)
 */
export type ElementChunks = Readonly<Record<string, () => Promise<unknown>>>;

/** The loader's element chunks, from the build's map (`tags`: tag -> shared chunk indexes; 'page' is the page API's). */
export function elementChunks(built: { tags: Readonly<Record<string, unknown>> } | undefined): ElementChunks {
  if (import.meta.env.DEV) {
    const defines = import.meta.glob('../../elements/*/define.ts');
    return Object.fromEntries(Object.entries(defines).map(([path, load]) => [path.split('/').at(-2)!, load]));
  }
  // This file's folder: the loader's own URL, so dist/ works from any prefix and origin.
  const folder = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);
  const tags = Object.keys(built?.tags ?? {}).filter((key) => key !== 'page');
  return Object.fromEntries(tags.map((tag) => [tag, () => import(`${folder}elements/${tag}.js`)]));
}
