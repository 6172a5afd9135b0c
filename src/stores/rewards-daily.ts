/**
 * The daily login (ask-and-rewards 4.5, 4.6, 8.4, 9.2).
 *
 * API:
 *   runDailyLogin(doc?)   submits the daily login once per local day (the page clock:
 *                         TimeTravelCookie moves it). Resolves with a DailyLoginOutcome, never rejects.
 *
 * Rules: due when localStorage firstLoginTS (the next local midnight after the last success) has
 * passed; needs a token, a fedid and at.rs 'Y' (6.2). Success: no error code other than
 * 'error.dailyActivity' and no code; then firstLoginTS = next local midnight, and when
 * basePointsAwarded > 0 the balance cookie grows by base + bonus. A 404 sets dailyErrorTS to the
 * next local midnight (rewards calls are then refused for the day, 4.5). No fraud header.
 * Once only: one run per page at a time, a cross-tab lock per user inside which firstLoginTS is
 * read again, and a dropped connection retried only when the limit call says it did not count
 * (when it did, the answer was lost: done for the day, and the balance is re-read from the service).
 */
import { now } from '../core/clock.ts';
import { withTabLock } from '../core/tab-lock.ts';
import { canDepositPoints, dailyLoginIncrease, isDailyLoginDue, isDailyLoginSuccess, nextLocalMidnight } from '../domain/rewards-rules.ts';
import { STORAGE_KEYS, XHR_FAILED } from '../api/rewards.ts';
import { $identitySources } from './identity.ts';
import { loadActivityLimits } from './rewards-activities.ts';
import { addToBalance, loadBalance } from './rewards-balance.ts';
import { localStore, rewardsClientFor } from './rewards-client.ts';
import { submitActivity, type SubmitAnswer } from './rewards-deposits.ts';

export type DailyLoginOutcome =
  | { status: 'awarded'; points: number }
  | { status: 'already-today' }
  | { status: 'not-due' }
  | { status: 'not-eligible' }
  | { status: 'not-found' }
  | { status: 'refused'; reason: string }
  | { status: 'failed'; reason: string };

const running = new WeakMap<Document, Promise<DailyLoginOutcome>>();

function store(doc: Document, key: string, value: number): void {
  try {
    localStore(doc)?.setItem(key, String(value));
  } catch {
    // Storage refused: the service's own daily limit still answers error.dailyActivity.
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => (error as { status?: unknown })?.status;

async function submitOnce(doc: Document): Promise<DailyLoginOutcome> {
  const client = rewardsClientFor(doc);
  const id = client.environment.rewards.dailyLoginActivityId;
  if (!isDailyLoginDue(localStore(doc)?.getItem(STORAGE_KEYS.firstLoginTS), now(doc.cookie))) return { status: 'not-due' };
  let answer: SubmitAnswer;
  // Counted by the service but its answer lost: the points are unknown, so the balance is re-read.
  let answerLost = false;
  try {
    try {
      answer = await submitActivity(client, id, false);
    } catch (error) {
      if (statusOf(error) !== 0 || reasonOf(error) !== XHR_FAILED) throw error;
      // The answer was lost: ask whether today's login counted before sending it again.
      const limit = await loadActivityLimits([id], doc).catch(() => undefined);
      if (!limit) throw error;
      answerLost = limit.activityList.find((item) => item.activityIdentifier === id)?.limitHit === true;
      answer = answerLost ? { Error: { Code: 'error.dailyActivity' } } : await submitActivity(client, id, false);
    }
  } catch (error) {
    if (statusOf(error) === 404) {
      store(doc, STORAGE_KEYS.dailyErrorTS, nextLocalMidnight(now(doc.cookie)).getTime());
      return { status: 'not-found' };
    }
    const reason = reasonOf(error);
    console.error('member-elements: the daily rewards login failed:', reason);
    return statusOf(error) === 0 && reason !== XHR_FAILED ? { status: 'refused', reason } : { status: 'failed', reason };
  }
  if (!isDailyLoginSuccess(answer)) {
    console.error('member-elements: the daily rewards login was refused:', JSON.stringify(answer.Error ?? answer.code ?? '').slice(0, 200));
    return { status: 'failed', reason: 'refused by the service' };
  }
  store(doc, STORAGE_KEYS.firstLoginTS, nextLocalMidnight(now(doc.cookie)).getTime());
  const points = dailyLoginIncrease(answer);
  if (points > 0) {
    await addToBalance(points, doc);
    return { status: 'awarded', points };
  }
  await loadBalance(doc, { force: answerLost });
  return { status: 'already-today' };
}

/** The daily login (see the top of this file). */
export function runDailyLogin(doc: Document = document): Promise<DailyLoginOutcome> {
  const sources = $identitySources.get();
  if (!canDepositPoints(sources.accessToken, sources.at) || !sources.fedid) return Promise.resolve({ status: 'not-eligible' });
  if (!isDailyLoginDue(localStore(doc)?.getItem(STORAGE_KEYS.firstLoginTS), now(doc.cookie))) return Promise.resolve({ status: 'not-due' });
  const existing = running.get(doc);
  if (existing) return existing;
  const run = withTabLock(`daily-login:${sources.fedid}`, () => submitOnce(doc), doc.defaultView ?? window)
    .catch((error: unknown): DailyLoginOutcome => ({ status: 'failed', reason: reasonOf(error) }))
    .finally(() => running.delete(doc));
  running.set(doc, run);
  return run;
}
