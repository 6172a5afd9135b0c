import { defineMeta } from '../../src/core/schema.ts';
import { configFetchFailedText } from '../../src/features/saved-benefits/saved-benefits.logic.ts';
import { savedBenefitsSchema } from '../../src/features/saved-benefits/saved-benefits.schema.ts';

/**
 * `<saved-benefits>`: the saved-benefits page (site 2.10, 4.10).
 *
 * ```html
 * <saved-benefits data-servlet-path="/content/member/en/benefits/offers.json"
 *   data-json-url="/content/member/en/config/saved-benefits.json"><script type="application/json">{ "title": "..." }</script></saved-benefits>
 * <div data-promo-banner>...</div>
 * ```
 */
export const savedBenefits = defineMeta({
  tag: 'saved-benefits',
  summary:
    "Saved-benefits page: the visitor's saved offers as cards (logo, title, 'Limited Time: ' description, Advertisement, © and ® as superscript) with 'remove offer' and a 2400 ms Undo, a copy of the page's promo banner, and an empty view with log in and create login buttons for anonymous visitors; kept in step with the catalogue and other tabs.",
  schema: savedBenefitsSchema,
  attributes: ['servletPath'],
  services: ['/applications/CoreApi/offers/dbr/user', '/applications/CoreApi/offers/dbr/remove/*'],
  // site 8: "Saved-benefits fetch fails: logged: 'Unable to fetch the data. Error: ...', with the URL for the configuration fetch".
  configFetchWarning: configFetchFailedText,
});
