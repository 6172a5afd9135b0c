import { defineMeta } from '../../src/core/schema.ts';
import { localOffersSchema } from '../../src/features/local-offers/local-offers.schema.ts';

/**
 * `<local-offers>`: the rewards local offers page (ask-and-rewards 3.14, 3.15, 7.2, 7.4, 9.2;
 * CONTRACT 4c). Finds offers near a place, saves and redeems them, lists the saved and redeemed
 * ones, and takes a report of a problem.
 *
 * ```html
 * <local-offers data-redemption-types="MOBILE,PRINT">
 *   <script type="application/json">{ "supportFormTitle": "Report a problem with an offer" }</script>
 * </local-offers>
 * ```
 */
export const localOffers = defineMeta({
  tag: 'local-offers',
  summary:
    "Rewards local offers: 'Find offers' (a place combobox over the site's placesUrl or 'Use my location', 'Keyword', 'Category', 'Search'; results with 'Save' and 'Redeem', 'Show on my phone' or 'Print'), 'Saved' (with 'Remove' and 'Undo') and 'Redeemed' tabs, and 'Report a problem' (a form in the modal dialog).",
  schema: localOffersSchema,
  attributes: ['redemptionTypes', 'supportFormTitle', 'joinUrl'],
  services: [
    '/applications/loyalty-catalog/categories',
    '/applications/loyalty-catalog/offers',
    '/applications/loyalty-catalog/eredeem/*',
    '/bin/servlet/local-offers-support',
    '/maps/places/autocomplete',
  ],
});
