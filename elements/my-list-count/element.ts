import { defineMeta } from '../../src/core/schema.ts';
import { myListCountSchema } from '../../src/features/my-list-count/my-list-count.schema.ts';

/**
 * `<my-list-count>`: the brain-health my list / my plan count (brain-health 3.8, 4.14, 7.6;
 * CONTRACT 4c) in the CMS's link.
 *
 * ```html
 * <my-list-count><a href="/my-list/">My list <span data-count></span></a></my-list-count>
 * ```
 */
export const myListCount = defineMeta({
  tag: 'my-list-count',
  summary:
    "My list count: the member's items with status 'added' (in Spanish only those with a Spanish id) shown in the link's [data-count]; nothing at 0, signed out or on failure; the element hidden in vendor mode (the page's program-gate vendorMode).",
  schema: myListCountSchema,
  attributes: [],
  services: ['/etc/*/categories/categories.24.json'],
});
