import { defineMeta } from '../../src/core/schema.ts';
import { rewardsCatalogSchema } from '../../src/features/rewards-catalog/rewards-catalog.schema.ts';

/**
 * `<rewards-catalog>`: the rewards catalogue (ask-and-rewards 3.11-3.13, 5.6, 7.2, 7.4, 8.2, 9.2;
 * CONTRACT 4c). Enhances the goods the CMS rendered.
 *
 * ```html
 * <rewards-catalog>
 *   <ul>
 *     <li data-goods-id="GD-1001" data-goods-type-id="1425527000000009" data-points="250"
 *         data-order-attr="birthday" data-for-purchase="false">
 *       <img src="..." alt="..."> <h3>Birthday e-card</h3> <p>...</p>
 *       <a href="/rewards/catalog/birthday-ecard.html">Details</a></li>
 *   </ul>
 * </rewards-catalog>
 * ```
 */
export const rewardsCatalog = defineMeta({
  tag: 'rewards-catalog',
  summary:
    "Rewards catalogue: checks the CMS's goods (check-redeem, batches of 10 one after another; the two excluded types keep their link) and marks each 'Redeem', its reason, or 'You need {n} more points'; 'What I can redeem now' (?show=affordable); redeems once after 'Redeem {name} for {points} points?' in the modal dialog (cross-tab lock; a lost answer is checked in the points history first) and shows the result by goods type (entries, instant-win result, e-card form, shipping address, code).",
  schema: rewardsCatalogSchema,
  attributes: ['joinUrl', 'historyUrl'],
  // The two the fault matrix covers: the check on load, and the redemption a visitor confirms
  // (its lost answer reads the points history; README lists every call).
  services: ['/applications/loyalty-catalog/*/redemption/check/*', '/applications/loyalty-catalog/*/redemption/fed-*'],
});
