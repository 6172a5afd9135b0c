import { defineMeta } from '../../src/core/schema.ts';
import { savingsTilesSchema } from '../../src/features/savings-tiles/savings-tiles.schema.ts';

/**
 * `<savings-tiles>`: the savings-calculator tiles page (site 2.12, 5).
 *
 * ```html
 * <savings-tiles><ul><li data-code="r">...</li><li data-code="ar">...</li></ul></savings-tiles>
 * ```
 */
export const savingsTiles = defineMeta({
  tag: 'savings-tiles',
  summary:
    "Savings-calculator tiles: the CMS's tiles (li data-code) in the order of the savingcards query parameter (letters and hyphens only, else r-ar-h-m-air-c-b-ag-ra-a-cr-ads); tiles it does not name follow, none is hidden.",
  schema: savingsTilesSchema,
  attributes: [],
});
