/**
 * The expiring points' flow (ask-and-rewards 3.8, 7.2): one reading through the page's rewards
 * client. Never rejects: a refusal or failure resolves `{ ok: false, error }` (the client's
 * RewardsError); entries of the answer that could not be read are left out and said in the
 * console.
 */
import { siteConfig } from '../core/site-config.ts';
import { fetchExpiringPoints, type ExpiringEntry } from '../api/rewards-expiring.ts';
import { rewardsClientFor } from './rewards-client.ts';

export type ExpiringResult = { ok: true; entries: ExpiringEntry[] } | { ok: false; error: unknown };

export async function loadExpiringPoints(months: number, doc: Document = document, signal?: AbortSignal): Promise<ExpiringResult> {
  try {
    const { entries, skipped } = await fetchExpiringPoints(rewardsClientFor(doc), siteConfig(doc).brand, months, signal);
    if (skipped) console.warn(`<rewards-expiring> ${skipped} expiring points entr${skipped === 1 ? 'y was' : 'ies were'} not a date with points, and left out`);
    return { ok: true, entries };
  } catch (error) {
    return { ok: false, error };
  }
}
