import { defineMeta } from '../../src/core/schema.ts';
import { benefitsNavSchema } from '../../src/features/benefits-nav/benefits-nav.schema.ts';

/**
 * `<benefits-nav>`: the benefits category left navigation (site 2.9).
 *
 * ```html
 * <benefits-nav><nav aria-label="Benefit categories"><ul><li><a href="/benefits/travel/">Travel</a>
 *   <ul><li><a href="/benefits/travel/hotels/" data-subcategory-id="41">Hotels</a></li></ul></li></ul></nav></benefits-nav>
 * ```
 */
export const benefitsNav = defineMeta({
  tag: 'benefits-nav',
  summary:
    'Benefits category navigation: the link matching the last two path segments is aria-current; the selected item (category, subcategory page name, subcategory id, redirectEnabled) is remembered in session storage and a subcategory link scrolls the next page to its subcategory; a disclosure at 767 px or less; #limitedtimememberoffer scrolls to and focuses the limited-time section.',
  schema: benefitsNavSchema,
  attributes: ['toggleLabel'],
});
