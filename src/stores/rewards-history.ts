/**
 * The transaction history's flow (ask-and-rewards 7.2): one page of one kind through the page's
 * rewards client. Never rejects: a refusal or failure resolves `{ ok: false, error }`; entries
 * that could not be read are left out and said in the console.
 */
import { siteConfig } from '../core/site-config.ts';
import { fetchHistoryPage, type HistoryEntry, type HistoryKind } from '../api/rewards-history.ts';
import { rewardsClientFor } from './rewards-client.ts';

export type { HistoryEntry, HistoryKind };
export type HistoryResult = { ok: true; entries: HistoryEntry[]; last: boolean } | { ok: false; error: unknown };

export async function loadHistoryPage(kind: HistoryKind, page: number, size: number, doc: Document = document, signal?: AbortSignal): Promise<HistoryResult> {
  try {
    const answer = await fetchHistoryPage(rewardsClientFor(doc), siteConfig(doc).brand, kind, page, size, signal);
    if (answer.skipped) console.warn(`<rewards-history> ${answer.skipped} transaction(s) without a date, description or points were left out`);
    return { ok: true, entries: answer.entries, last: answer.last };
  } catch (error) {
    return { ok: false, error };
  }
}
