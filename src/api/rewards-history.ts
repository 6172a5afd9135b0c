/**
 * The transaction history (ask-and-rewards 7.2): `GET transaction/{brand}Points` or, for points
 * used (PURCHASES), `GET transaction/purchasePoints` with `activityType=redemption`, each with
 * `?userPrimaryIdentifier={userId}&userGroupDesignIdentifier=member&activityType={type}&size={n}&page={p}`
 * (pages from 0), through the page's rewards client.
 *
 * The answer is "not shown" in the spec; of the emulator's designed answer
 * (emulator/handlers/rewards.ts, docs/decisions.md "Rewards pages") these fields are read:
 * `transactions: [{ transactionIdentifier?, transactionDate, description, points }]` and
 * `totalPages` (optional: without it, a page shorter than `size` is the last). A transaction
 * without a readable date, description or whole number of points is left out and counted.
 */
import * as v from 'valibot';
import { parseDate } from '../core/iso-date.ts';
import type { RewardsClient } from './rewards.ts';

export type HistoryKind = 'earned' | 'used';

const answerSchema = v.looseObject({
  transactions: v.array(v.unknown()),
  totalPages: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
const transactionSchema = v.looseObject({
  transactionIdentifier: v.optional(v.string()),
  transactionDate: v.pipe(
    v.string(),
    v.check((value) => parseDate(value) !== undefined, 'expected a date'),
  ),
  description: v.pipe(v.string(), v.trim(), v.minLength(1)),
  points: v.pipe(v.number(), v.integer()),
});

export interface HistoryEntry {
  id: string | undefined;
  date: string;
  description: string;
  points: number;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** No page after this one. */
  last: boolean;
  skipped: number;
}

/** The path and query of one page of `kind` (7.2's row: PURCHASES is purchasePoints with activityType=redemption). */
export function historyPath(brand: string, kind: HistoryKind, userId: string, page: number, size: number): string {
  const query = new URLSearchParams({
    userPrimaryIdentifier: userId,
    userGroupDesignIdentifier: 'member',
    activityType: kind === 'used' ? 'redemption' : 'earn',
    size: String(size),
    page: String(page),
  });
  return `${kind === 'used' ? 'transaction/purchasePoints' : `transaction/${encodeURIComponent(brand)}Points`}?${query.toString()}`;
}

export async function fetchHistoryPage(
  client: RewardsClient,
  brand: string,
  kind: HistoryKind,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const userId = client.environment.caller().userId ?? '';
  const { data } = await client.call({ path: historyPath(brand, kind, userId, page, size), participant: true, ...(signal ? { signal } : {}) }, answerSchema);
  const entries: HistoryEntry[] = [];
  let skipped = 0;
  for (const raw of data.transactions) {
    const parsed = v.safeParse(transactionSchema, raw);
    if (!parsed.success) {
      skipped += 1;
      continue;
    }
    const { transactionIdentifier, transactionDate, description, points } = parsed.output;
    entries.push({ id: transactionIdentifier, date: transactionDate, description, points });
  }
  const last = data.totalPages !== undefined ? page + 1 >= data.totalPages : data.transactions.length < size;
  return { entries, last, skipped };
}
