import { defineMeta } from '../../src/core/schema.ts';
import { rewardsPointsSchema } from '../../src/features/rewards-points/rewards-points.schema.ts';

/**
 * `<rewards-points>`: the visitor's rewards points balance (ask-and-rewards 2.3, 4.9, 9.2).
 *
 * ```html
 * <rewards-points data-format="pts"></rewards-points>
 * <rewards-points data-format="brand" data-daily-cap="true"></rewards-points>
 * ```
 */
export const rewardsPoints = defineMeta({
  tag: 'rewards-points',
  summary:
    "Rewards points balance: '{n} pts', '{n} POINTS' or '{brand} Rewards {n} POINTS' (data-format), or 'not opted' for a logged-in visitor without a balance; follows the one balance store (every tab) and announces a change politely. Optional daily-cap meter ('{used} of {cap} points today'); the max-points notice (fewer than 500 points left today) after a limit check.",
  schema: rewardsPointsSchema,
  attributes: ['format', 'dailyCap'],
  // The balance look-up (4.5, for a participant without a cached balance) and, with the meter on
  // a page without tiles, the limit call for the daily login's activity.
  services: ['/applications/loyalty-catalog/pointsbalance/*', '/applications/loyalty-catalog/activity/limit/*'],
});
