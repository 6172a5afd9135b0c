import { defineMeta } from '../../src/core/schema.ts';
import { rewardsTileSchema } from '../../src/features/rewards-tile/rewards-tile.schema.ts';

/**
 * `<rewards-tile>`: a featured rewards tile (ask-and-rewards 2.3, 6.3) around the CMS's tile.
 *
 * ```html
 * <rewards-tile data-activity-id="23b8c1e9-3924-46de-beb1-3b9046685257" data-members-only="true">
 *   <a href="/health/sleep-better/">Five ways to sleep better tonight</a>
 * </rewards-tile>
 * ```
 */
export const rewardsTile = defineMeta({
  tag: 'rewards-tile',
  summary:
    "Featured rewards tile: the points its activity earns (members base + bonus, others base), a 'Completed' badge when limitHit, '2X PTS' ('Double points') for 'double' activity types, and a 'Members only' lock on members-only tiles for visitors who are not members.",
  schema: rewardsTileSchema,
  attributes: ['activityId', 'membersOnly'],
  services: ['/applications/loyalty-catalog/activity/listV3', '/applications/loyalty-catalog/activity/limit/*'],
});
