/**
 * `<rewards-tile>` configuration (CONTRACT 4a; ask-and-rewards 2.3, 6.3): the activity the tile
 * is for and whether its article is members-only, as the CMS writes them on the tag
 * (`data-activity-id`, `data-members-only`).
 */
import * as v from 'valibot';
import { flag } from '../../core/schema.ts';
import { MIN_ACTIVITY_ID_LENGTH } from '../../domain/rewards-rules.ts';

export const rewardsTileSchema = v.object({
  activityId: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(MIN_ACTIVITY_ID_LENGTH, `expected an activity identifier of at least ${MIN_ACTIVITY_ID_LENGTH} characters`),
    v.description(
      'Identifier of the activity the tile is for (ask-and-rewards 3.4; at least 36 characters, 5.4): its points, limitHit and type come from the activity list.',
    ),
  ),
  membersOnly: flag(false, 'A members-only article (ask-and-rewards 6.3): visitors who are not members see a lock whose text alternative is "Members only".'),
});

export type RewardsTileConfig = v.InferOutput<typeof rewardsTileSchema>;
