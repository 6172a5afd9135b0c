/**
 * `<rewards-points>` configuration (CONTRACT 4a/4b; ask-and-rewards 2.3): which of the three
 * points forms it shows, and whether it adds the daily-cap meter. Both are usually given as
 * `data-*` attributes (`data-format="pts"`, `data-daily-cap="true"`).
 */
import * as v from 'valibot';
import { flag } from '../../core/schema.ts';
import { POINTS_FORMATS } from '../../domain/rewards-points.ts';

export const rewardsPointsSchema = v.object({
  format: v.optional(
    v.pipe(
      v.picklist(POINTS_FORMATS, 'expected pts, POINTS or brand'),
      v.description(
        "Points form (ask-and-rewards 2.3): 'pts' ('{n} pts'), 'POINTS' ('{n} POINTS') or 'brand' ('{brand} Rewards {n} POINTS', n grouped 1,234).",
      ),
    ),
    'pts',
  ),
  dailyCap: flag(false, "Adds the daily-cap meter ('{used} of {cap} points today') and the max-points notice below the points, for rewards participants."),
});

export type RewardsPointsConfig = v.InferOutput<typeof rewardsPointsSchema>;
