import { defineMeta } from '../../src/core/schema.ts';
import { travelWidgetSchema } from '../../src/features/travel-widget/travel-widget.schema.ts';

/**
 * `<travel-widget>`: the travel-booking widget's tab selection (site 2.9).
 *
 * ```html
 * <travel-widget><button data-tab="packages">Packages</button> ... <div data-panel="packages">...</div> ...</travel-widget>
 * ```
 */
export const travelWidget = defineMeta({
  tag: 'travel-widget',
  summary:
    "Travel-booking widget: the page's path segment selects the tab (site 2.9 table, English and Spanish); adjacent buttons become an APG tab list (arrow keys, Home/End, aria-selected, other panels hidden), otherwise buttons with aria-pressed.",
  schema: travelWidgetSchema,
  attributes: ['label'],
});
