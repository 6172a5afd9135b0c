import { defineMeta } from '../../src/core/schema.ts';
import { searchBoxSchema } from '../../src/features/search-box/search-box.schema.ts';

/**
 * `<search-box>`: the header search box with typeahead (site 2.8, 5), enhancing the CMS form.
 *
 * ```html
 * <search-box>
 *   <form action="/search/" role="search">
 *     <label for="site-q">Search</label> <input id="site-q" name="q" type="search">
 *     <select name="c"><option value="all">All</option></select> <button type="submit">Search</button>
 *   </form>
 * </search-box>
 * ```
 */
export const searchBox = defineMeta({
  tag: 'search-box',
  summary:
    "Header search box: enhances the CMS search form (which works without JavaScript) with the APG combobox of typeahead suggestions (3 characters, a 250 ms pause, 8 shown, a polite status), and sends searches to {searchUrl}?q=&c= with tracking parameters and analytics; the results page's own box (input id results-search) too.",
  schema: searchBoxSchema,
  attributes: ['intcmp', 'listLabel'],
  services: ['/search/v2/querySuggest'],
});
