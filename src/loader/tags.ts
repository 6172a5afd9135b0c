/**
 * The loader's map from tag to chunk, made by the build from the folders: every
 * `elements/<tag>/define.ts` is an element, its folder name is its tag. Only these tags are
 * looked for; a tag's code is imported the first time the tag appears in the document.
 * (elements/index.ts lists the same elements' metadata for the docs and the build; a unit test
 * holds the two to the folders.)
 */
const defines = import.meta.glob('../../elements/*/define.ts');

export const elementChunks: Readonly<Record<string, () => Promise<unknown>>> = Object.fromEntries(
  Object.entries(defines).map(([path, load]) => [path.split('/').at(-2)!, load]),
);
