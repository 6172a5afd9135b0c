/**
 * `<rewards-history>` configuration (CONTRACT 4c): rows per page (`data-size`, default 10) and
 * what every rewards page shares (`joinUrl`).
 */
import * as v from 'valibot';
import { rewardsPageEntries } from '../../domain/rewards-pages.ts';
import { DEFAULT_HISTORY_SIZE, MAX_HISTORY_SIZE } from './rewards-history.logic.ts';

export const rewardsHistorySchema = v.object({
  size: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'expected a whole number of rows'), v.transform(Number))]),
      v.integer('expected a whole number of rows'),
      v.minValue(1, 'expected at least 1 row'),
      v.maxValue(MAX_HISTORY_SIZE, `expected at most ${MAX_HISTORY_SIZE} rows`),
      v.description(`Rows per page (ask-and-rewards 7.2 size=): 1 to ${MAX_HISTORY_SIZE}; 'Show more' asks for the next page.`),
    ),
    DEFAULT_HISTORY_SIZE,
  ),
  ...rewardsPageEntries,
});

export type RewardsHistoryConfig = v.InferOutput<typeof rewardsHistorySchema>;
