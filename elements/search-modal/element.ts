import { defineMeta } from '../../src/core/schema.ts';
import { searchModalSchema } from '../../src/features/search-modal/search-modal.schema.ts';

/**
 * `<search-modal>`: the site search in a modal dialog, with a channel dropdown (site 2.8).
 *
 * ```html
 * <search-modal><script type="application/json">{ "options": [{ "dropDownLabel": "All", "dropDownValue": "all" }] }</script>
 *   <button type="button" data-search-open>Search</button></search-modal>
 * ```
 */
export const searchModal = defineMeta({
  tag: 'search-modal',
  summary:
    "Search modal: the [data-search-open] button opens the site search in the one modal dialog (focus to the search input; Close or Escape closes it, focus back to the button). The form sits in a <search-box> (its typeahead upgrades it) and has a channel dropdown, the APG select-only combobox, starting on the page's channel (<html data-channel data-subchannel>, site 2.8 mapping). Submits to {searchUrl}?q=&c= (default /search/, Spanish /espanol/buscar/); a blank term is never submitted. Off in authoring mode.",
  schema: searchModalSchema,
  attributes: [],
});
