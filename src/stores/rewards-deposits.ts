/**
 * Point deposits (ask-and-rewards 3.6, 4.7, 5.3, 5.4, 6.2, 8.3, 9.2, site 7.8).
 *
 * API:
 *   deposit(detail, doc?)       one deposit for `loyalty-deposit`'s detail { activityIdentifier,
 *                               hide_notification }; without an id, the page's badge target's
 *                               `data-activity-id`. Resolves with a DepositOutcome, never rejects.
 *   badgeActivityId(doc)        the badge target's id: the first [data-activity-id] outside
 *                               every rewards-tile (tiles name other activities), or undefined
 *   resetProcessed(doc?)        forgets the page's processed ids (the `loyalty-deposit-reset` event)
 *   $lastDeposit                atom: the last deposit that went through
 *                               { activityIdentifier, points, hideNotification }
 *   the max-points notice (4.7)  $dailyCap.maxPointsNotice (stores/rewards-activities.ts), set from
 *                               every limit and submission answer (a 429 counts as 0 points left)
 *
 * Never counted twice:
 * - a double click or a repeated event: the page's processed-id set (marked before any await);
 * - two tabs: a cross-tab lock per user and activity (core/tab-lock.ts: Web Locks, else a
 *   BroadcastChannel-announced lease), inside which the `rewards_submited` record (localStorage,
 *   until the next local midnight) of deposits done in any tab is read first;
 * - a dropped connection: the submission is never sent again by the page (the service may have
 *   counted it; the limit call cannot tell for an activity allowed more than once a period). The
 *   id stays processed, the balance and the activity's limit are read again, `loyalty-error`
 *   'loyaty-deposit-failed' is raised, and the activity is left for a later visit;
 * - identical requests in flight share one fetch (api/rewards.ts).
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { now } from '../core/clock.ts';
import { canDepositPoints, depositFlag, isDepositableId, nextLocalMidnight, activityValidity, type LoyaltyErrorCode } from '../domain/rewards-rules.ts';
import { withTabLock } from '../core/tab-lock.ts';
import type { LoyaltyDepositDetail } from '../core/events.ts';
import { STORAGE_KEYS, type RewardsClient } from '../api/rewards.ts';
import { $identitySources } from './identity.ts';
import { loadActivities, loadActivityLimits, markLimit, rememberDailyCap } from './rewards-activities.ts';
import { loadBalance } from './rewards-balance.ts';
import { localStore, raiseLoyaltyError, rewardsClientFor } from './rewards-client.ts';

export type DepositOutcome =
  | { status: 'deposited'; activityIdentifier: string; points: number }
  | { status: 'limited'; activityIdentifier: string }
  | { status: 'limit-hit'; activityIdentifier: string }
  | { status: 'repeat'; activityIdentifier: string }
  | { status: 'done-in-another-tab'; activityIdentifier: string }
  | { status: 'not-eligible' | 'no-id' | 'invalid-id'; activityIdentifier?: string }
  | { status: 'error'; activityIdentifier: string; code: LoyaltyErrorCode };

export interface LastDeposit {
  activityIdentifier: string;
  points: number;
  hideNotification: boolean;
}

export const $lastDeposit = atom<LastDeposit | undefined>(undefined);

const processedByDoc = new WeakMap<Document, Set<string>>();
const processedOf = (doc: Document) => {
  let set = processedByDoc.get(doc);
  if (!set) processedByDoc.set(doc, (set = new Set()));
  return set;
};

/** Forgets the ids this page has processed (4.7: "reset by an event"). */
export function resetProcessed(doc: Document = document): void {
  processedOf(doc).clear();
}

export function badgeActivityId(doc: Document): string | undefined {
  for (const element of doc.querySelectorAll('[data-activity-id]')) {
    if (element.closest('rewards-tile')) continue;
    const id = element.getAttribute('data-activity-id')?.trim();
    if (id) return id;
  }
  return undefined;
}

interface SubmittedRecord {
  user: string;
  until: number;
  ids: string[];
}

/** The deposits done today by `user` in any tab (the `rewards_submited` record). */
export function readSubmitted(storage: Pick<Storage, 'getItem'> | undefined, user: string, at: Date): string[] {
  try {
    const record = JSON.parse(storage?.getItem(STORAGE_KEYS.submitted) ?? 'null') as SubmittedRecord | null;
    if (record && record.user === user && typeof record.until === 'number' && at.getTime() < record.until && Array.isArray(record.ids)) {
      return record.ids.filter((id) => typeof id === 'string');
    }
  } catch {
    // Garbled: nothing recorded.
  }
  return [];
}

function recordSubmitted(storage: Storage | undefined, user: string, id: string, at: Date): void {
  const ids = readSubmitted(storage, user, at);
  if (!ids.includes(id)) ids.push(id);
  try {
    storage?.setItem(STORAGE_KEYS.submitted, JSON.stringify({ user, until: nextLocalMidnight(at).getTime(), ids }));
  } catch {
    // Storage refused: the processed set and the lock still hold in this tab.
  }
}

const submitSchema = v.looseObject({
  basePointsAwarded: v.fallback(v.optional(v.number()), undefined),
  memberBonusPointsAwarded: v.fallback(v.optional(v.number()), undefined),
  userDailyPointsLeft: v.fallback(v.optional(v.number()), undefined),
  limitHit: v.fallback(v.optional(v.boolean()), undefined),
  limitPeriod: v.fallback(v.optional(v.nullable(v.string())), undefined),
  // 3.9: a business code ('error.dailyActivity' on a repeated daily login) and a code.
  Error: v.fallback(v.optional(v.looseObject({ Code: v.fallback(v.optional(v.string()), undefined) })), undefined),
  code: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined),
});
export type SubmitAnswer = v.InferOutput<typeof submitSchema>;

/** The submit call of 7.2 (also the daily login's). */
export async function submitActivity(client: RewardsClient, id: string, fraud: boolean): Promise<SubmitAnswer> {
  const path = client.userPath(`activity/usergroup/member/user/{userId}/${encodeURIComponent(id)}`);
  return (await client.call({ path, body: {}, fraud, participant: true, dailyGuarded: true }, submitSchema)).data;
}

const statusOf = (error: unknown) => (error as { status?: unknown })?.status;

async function runDeposit(doc: Document, id: string, hideNotification: boolean): Promise<DepositOutcome> {
  const client = rewardsClientFor(doc);
  const user = client.environment.caller().userId ?? '';
  const storage = localStore(doc);
  const fail = (code: LoyaltyErrorCode, cause?: unknown): DepositOutcome => {
    raiseLoyaltyError(doc, code, id, cause);
    return { status: 'error', activityIdentifier: id, code };
  };
  if (readSubmitted(storage, user, now(doc.cookie)).includes(id)) return { status: 'done-in-another-tab', activityIdentifier: id };

  // 4.7: look the activity up in the list and validate it (5.3).
  let activities;
  try {
    activities = await loadActivities(doc);
  } catch (error) {
    return fail('get-activity-failed', error);
  }
  if (!activities.length) return fail('get-activity-empty');
  const activity = activities.find((item) => item.identifier.toLowerCase() === id.toLowerCase());
  if (!activity) return fail('get-activity-failed', new Error(`activity ${id} is not in the list`));
  const invalid = activityValidity(activity, now(doc.cookie));
  if (invalid) return fail(invalid);

  // Then the daily limit.
  let limit;
  try {
    limit = await loadActivityLimits([id], doc);
  } catch (error) {
    return fail('get-activity-limited-failed', error);
  }
  if (limit.activityList.find((item) => item.activityIdentifier === id)?.limitHit === true) return { status: 'limit-hit', activityIdentifier: id };

  // Then the submission, sent once. A lost answer (the connection dropped) is never sent again by
  // the page: the service may have counted it, and for an activity allowed more than once a
  // period the limit call cannot tell (3.18, 4.7). The id stays processed, the balance and the
  // activity's limit are read again, and the activity is left for a later visit.
  const fraud = depositFlag(id, client.environment.rewards.noFlagActivityIds);
  let answer: SubmitAnswer;
  try {
    answer = await submitActivity(client, id, fraud);
  } catch (error) {
    if (statusOf(error) === 429) {
      // 4.7: the daily limit is reached; the flow goes on with an empty response.
      raiseLoyaltyError(doc, 'loyaty-deposit-limited', id, error);
      rememberDailyCap(0, undefined);
      return { status: 'limited', activityIdentifier: id };
    }
    if (statusOf(error) === 0 && (error as Error).message === 'XHR failed') {
      await Promise.all([loadBalance(doc, { force: true }).catch(() => undefined), loadActivityLimits([id], doc).catch(() => undefined)]);
    }
    return fail('loyaty-deposit-failed', error);
  }
  const points = Math.max(0, answer.basePointsAwarded ?? 0) + Math.max(0, answer.memberBonusPointsAwarded ?? 0);
  recordSubmitted(storage, user, id, now(doc.cookie));
  // 2.3: 'Completed' only from limitHit: the answer's when it carries one, else the limit call's.
  if (answer.limitHit !== undefined) markLimit(id, answer.limitHit, answer.limitPeriod);
  else await loadActivityLimits([id], doc).catch(() => undefined);
  rememberDailyCap(answer.userDailyPointsLeft, undefined);
  if (points > 0) await loadBalance(doc, { force: true });
  $lastDeposit.set({ activityIdentifier: id, points, hideNotification });
  return { status: 'deposited', activityIdentifier: id, points };
}

/** One deposit (see the top of this file). */
export async function deposit(detail: Partial<LoyaltyDepositDetail> | null | undefined, doc: Document = document): Promise<DepositOutcome> {
  const given = typeof detail?.activityIdentifier === 'string' ? detail.activityIdentifier.trim() : '';
  const id = given || badgeActivityId(doc);
  if (!id) return { status: 'no-id' };
  // 5.4: at least 36 characters, else no submission.
  if (!isDepositableId(id)) {
    console.warn(`member-elements: loyalty-deposit ignored: activity id "${id.slice(0, 60)}" is shorter than 36 characters`);
    return { status: 'invalid-id', activityIdentifier: id };
  }
  const processed = processedOf(doc);
  if (processed.has(id)) return { status: 'repeat', activityIdentifier: id };
  // 6.2: deposits need an auth token and at.rs = 'Y'.
  const sources = $identitySources.get();
  if (!canDepositPoints(sources.accessToken, sources.at) || !sources.fedid) return { status: 'not-eligible', activityIdentifier: id };
  processed.add(id);
  const hide = detail?.hide_notification === true || String(detail?.hide_notification) === 'true';
  try {
    return await withTabLock(`deposit:${sources.fedid}:${id.toLowerCase()}`, () => runDeposit(doc, id, hide), doc.defaultView ?? window);
  } catch (error) {
    processed.delete(id);
    raiseLoyaltyError(doc, 'loyaty-deposit-failed', id, error);
    return { status: 'error', activityIdentifier: id, code: 'loyaty-deposit-failed' };
  }
}
