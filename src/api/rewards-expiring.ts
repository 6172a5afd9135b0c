/**
 * GET {brand}/expiration/user/{userId}?months={months} (ask-and-rewards 3.8, 7.2) through the
 * page's rewards client. The answer is "not shown" in the spec; of the emulator's designed answer
 * (emulator/handlers/rewards.ts, docs/decisions.md "Rewards pages") one field is read:
 * `expiringPoints`, a list of `{ expirationDate: 'YYYY-MM-DD', points }`. An entry that is not
 * a calendar day with a whole number of points above 0 is left out (and counted, so the caller
 * can say so in the console); a missing or non-list `expiringPoints` is an answer of the wrong
 * shape.
 */
import * as v from 'valibot';
import type { RewardsClient } from './rewards.ts';

const answerSchema = v.looseObject({ expiringPoints: v.array(v.unknown()) });
const entrySchema = v.looseObject({
  expirationDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export interface ExpiringEntry {
  expirationDate: string;
  points: number;
}

export interface ExpiringAnswer {
  entries: ExpiringEntry[];
  /** Entries of the answer that were not read (not a date, not a positive whole number). */
  skipped: number;
}

export async function fetchExpiringPoints(client: RewardsClient, brand: string, months: number, signal?: AbortSignal): Promise<ExpiringAnswer> {
  const path = `${encodeURIComponent(brand)}/expiration/user/{userId}?months=${months}`;
  const { data } = await client.call({ path: client.userPath(path), participant: true, ...(signal ? { signal } : {}) }, answerSchema);
  const entries: ExpiringEntry[] = [];
  let skipped = 0;
  for (const raw of data.expiringPoints) {
    const entry = v.safeParse(entrySchema, raw);
    if (entry.success) entries.push({ expirationDate: entry.output.expirationDate, points: entry.output.points });
    else skipped += 1;
  }
  return { entries, skipped };
}
