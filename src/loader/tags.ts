/**
 * The loader's map from tag to chunk. Only tags listed here are looked for; a tag's code is
 * imported the first time the tag appears in the document. Keep in step with elements/index.ts
 * (a unit test checks).
 */
export const elementChunks: Readonly<Record<string, () => Promise<unknown>>> = {
  'cobrowse-link': () => import('../../elements/cobrowse-link/define.ts'),
  'member-strip': () => import('../../elements/member-strip/define.ts'),
  'ask-widget': () => import('../../elements/ask-widget/define.ts'),
  'ask-page': () => import('../../elements/ask-page/define.ts'),
};
