/**
 * `<rewards-expiring>` configuration (CONTRACT 4c): how many months ahead to look (`data-months`,
 * default 6), where 'Use them' goes (the catalogue, filtered to what the member can redeem now),
 * and what every rewards page shares (`joinUrl`).
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';
import { rewardsPageEntries } from '../../domain/rewards-pages.ts';
import { DEFAULT_EXPIRY_MONTHS, MAX_EXPIRY_MONTHS } from './rewards-expiring.logic.ts';

export const DEFAULT_CATALOG_URL = '/rewards/catalog/';

export const rewardsExpiringSchema = v.object({
  months: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'expected a whole number of months'), v.transform(Number))]),
      v.integer('expected a whole number of months'),
      v.minValue(1, 'expected at least 1 month'),
      v.maxValue(MAX_EXPIRY_MONTHS, `expected at most ${MAX_EXPIRY_MONTHS} months`),
      v.description(`How many months ahead to look (ask-and-rewards 7.2 expiration ?months=): 1 to ${MAX_EXPIRY_MONTHS}.`),
    ),
    DEFAULT_EXPIRY_MONTHS,
  ),
  catalogUrl: text(DEFAULT_CATALOG_URL, "The rewards catalogue page: 'Use them' goes there with show=affordable (http(s) or a path of this site)."),
  ...rewardsPageEntries,
});

export type RewardsExpiringConfig = v.InferOutput<typeof rewardsExpiringSchema>;
