import { defineMeta } from '../../src/core/schema.ts';
import { rewardsHistorySchema } from '../../src/features/rewards-history/rewards-history.schema.ts';

/**
 * `<rewards-history>`: the points earned and the points used (ask-and-rewards 7.2 transactions;
 * CONTRACT 4c).
 *
 * ```html
 * <rewards-history data-size="10"></rewards-history>
 * ```
 */
export const rewardsHistory = defineMeta({
  tag: 'rewards-history',
  summary:
    "Points history in two tabs, 'Points earned' and 'Points used' (PURCHASES: transaction/purchasePoints with activityType=redemption), newest first, each row its date, description and points; data-size rows a page (default 10), 'Show more' for the next page, the end of the list said. Signed out: 'Log in'; not a participant: how to join; a failure: 8.2's account message or 'Try again'.",
  schema: rewardsHistorySchema,
  attributes: ['size', 'joinUrl'],
  services: ['/applications/loyalty-catalog/transaction/*'],
});
