import { defineMeta } from '../../src/core/schema.ts';
import { rewardsExpiringSchema } from '../../src/features/rewards-expiring/rewards-expiring.schema.ts';

/**
 * `<rewards-expiring>`: the points that expire in the next months (ask-and-rewards 3.8, 7.2;
 * CONTRACT 4c).
 *
 * ```html
 * <rewards-expiring data-months="6"></rewards-expiring>
 * ```
 */
export const rewardsExpiring = defineMeta({
  tag: 'rewards-expiring',
  summary:
    "Points that expire in the next data-months months (default 6): GET {brand}/expiration/user/{userId}?months=, soonest first, each with its date and the days left ('in 9 days'), a total, and 'Use them' to the catalogue filtered to what the member can redeem now; none: 'No points expire in the next 6 months'. Signed out: 'Log in'; not a participant: how to join; a failure: 8.2's account message or 'Try again'.",
  schema: rewardsExpiringSchema,
  attributes: ['months', 'catalogUrl', 'joinUrl'],
  services: ['/applications/loyalty-catalog/*/expiration/user/*'],
});
