/**
 * `rewards-points`' page glue (renders nothing): which element of a page speaks, and the rewards
 * code it loads on demand (the balance look-up, the daily cap, the meter's own limit call), so a
 * plain points display for a visitor who is not a participant costs no rewards chunk.
 */
import type { ReadableAtom } from 'nanostores';
import type { DailyCapInput } from './rewards-points.logic.ts';

/** The connected `rewards-points` of each document, in the order they started: the first one announces. */
const speakers = new WeakMap<Document, HTMLElement[]>();

/** Counts `host` among its page's `rewards-points`; returns the function that takes it out. */
export function joinSpeakers(host: HTMLElement): () => void {
  const doc = host.ownerDocument;
  const list = speakers.get(doc) ?? [];
  list.push(host);
  speakers.set(doc, list);
  return () => {
    const index = list.indexOf(host);
    if (index >= 0) list.splice(index, 1);
  };
}

/** Whether `host` is the first connected `rewards-points` of its page (the one that says balance changes). */
export function isSpeaker(host: HTMLElement): boolean {
  return (speakers.get(host.ownerDocument) ?? []).find((element) => element.isConnected) === host;
}

/** The documents whose max-points notice was said already: once per page, by whichever element shows it first. */
const noticeSaid = new WeakSet<Document>();

/** True the first time it is asked for `doc`: the caller says the notice. */
export function claimNotice(doc: Document): boolean {
  if (noticeSaid.has(doc)) return false;
  noticeSaid.add(doc);
  return true;
}

/** A participant's balance look-up (4.5), shared with the page's own start; settles either way. */
export async function askBalance(doc: Document): Promise<void> {
  try {
    const { loadBalance } = await import('../../stores/rewards-balance.ts');
    await loadBalance(doc);
  } catch {
    // A failed look-up leaves no balance: the view shows 'unavailable'.
  }
}

/** `$dailyCap` (stores/rewards-activities.ts): the last limit answer, loaded with the rewards code. */
export async function loadDailyCap(): Promise<ReadableAtom<DailyCapInput | undefined>> {
  const { $dailyCap } = await import('../../stores/rewards-activities.ts');
  return $dailyCap;
}

/** The meter's own limit call, for the daily login's activity (a page without `rewards-tile`). */
export async function askDailyLoginLimit(doc: Document): Promise<void> {
  const [{ loadActivityLimits }, { rewardsClientFor }] = await Promise.all([
    import('../../stores/rewards-activities.ts'),
    import('../../stores/rewards-client.ts'),
  ]);
  const daily = rewardsClientFor(doc).environment.rewards.dailyLoginActivityId;
  if (daily) await loadActivityLimits([daily], doc).catch(() => undefined);
}
