/**
 * Stories: the widths the tests use (390, 800 and 1280 px: phone, tablet, desktop; 320 px: the
 * narrowest phone, the reflow width of the accessibility tests and the size of Storybook's
 * 'mobile1', which the narrow stories asked for). Storybook 10 reads the choices from
 * `parameters.viewport.options` and a story's width from its `globals.viewport` (the Storybook 8
 * `defaultViewport` parameter is ignored there).
 */
export const VIEWPORTS = {
  w320: { name: '320 px', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  w390: { name: '390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  w800: { name: '800 px', styles: { width: '800px', height: '900px' }, type: 'tablet' },
  w1280: { name: '1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export type Width = keyof typeof VIEWPORTS;

/** The meta's viewport parameter: the widths to choose from. */
export const viewportOptions = { viewport: { options: VIEWPORTS } };

/** A story's globals entry that opens it at `width`. */
export const atWidth = (width: Width) => ({ viewport: { value: width, isRotated: false } });
