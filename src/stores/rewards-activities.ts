/**
 * Activities and their limits (ask-and-rewards 3.4, 3.5, 6.3, 7.2), read by the deposit flow and
 * by `rewards-tile`.
 *
 * API for elements:
 *   $rewardsActivities        atom<Record<id, RewardsActivityView>>: what is known of each activity
 *   $dailyCap                 atom<DailyCap | undefined>: from the last limit answer
 *                             { left (userDailyPointsLeft), cap (dailyPointsLimit, when answered),
 *                               used (cap - left, when cap is known), maxPointsNotice (left < 500) };
 *                             a limit answer without userDailyPointsLeft empties it (the last
 *                             answer decides); a submission answer without it leaves it as it was
 *   dailyCapAfterLimitAnswer(previous, answer)  that rule, pure
 *   loadActivities(doc?)      the activity list: GET activity/listV3 with a token (shared while in
 *                             flight), else the public GET /bin/{product}/earnlist.json. Resolves
 *                             with the list; rejects with the call's error.
 *   loadActivityLimits(ids, doc?)  POST activity/limit/{userId} (never shared: 7.2) for
 *                             participants; updates limitHit / limitPeriod and $dailyCap.
 *   activityPointsFor(view, isMember)  6.3: members base + bonus, others base
 *
 * A RewardsActivityView: { identifier, basePointValue, memberPointBonus, type (activityType
 * identifier), double ('2X PTS': type starts with 'double'), limitHit, limitPeriod }.
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { siteConfig } from '../core/site-config.ts';
import { activityIdOf, activityPoints, isDoublePoints, showsMaxPointsNotice, type Activity } from '../domain/rewards-rules.ts';
import { RewardsError } from '../api/rewards.ts';
import { getJson } from '../api/http.ts';
import { rewardsCaller, rewardsClientFor } from './rewards-client.ts';

export interface RewardsActivityView {
  identifier: string;
  basePointValue: number;
  memberPointBonus: number;
  type: string;
  double: boolean;
  limitHit: boolean;
  limitPeriod: string | null;
}

export interface DailyCap {
  left: number;
  cap: number | undefined;
  used: number | undefined;
  maxPointsNotice: boolean;
}

export const $rewardsActivities = atom<Readonly<Record<string, RewardsActivityView>>>({});
export const $dailyCap = atom<DailyCap | undefined>(undefined);

const optionalNumber = v.fallback(v.optional(v.number()), undefined);
const activitySchema = v.looseObject({
  identifier: v.fallback(v.optional(v.string()), undefined),
  id: v.fallback(v.optional(v.string()), undefined),
  activityIdentifier: v.fallback(v.optional(v.string()), undefined),
  active: v.fallback(v.optional(v.boolean()), undefined),
  startDate: v.fallback(v.optional(v.nullable(v.string())), undefined),
  endDate: v.fallback(v.optional(v.nullable(v.string())), undefined),
  activityType: v.fallback(
    v.optional(
      v.looseObject({
        identifier: v.fallback(v.optional(v.string()), undefined),
        basePointValue: optionalNumber,
        memberPointBonus: optionalNumber,
      }),
    ),
    undefined,
  ),
  limitHit: v.fallback(v.optional(v.boolean()), undefined),
  limitPeriod: v.fallback(v.optional(v.nullable(v.string())), undefined),
});
/** The list: `{ activities: [...] }` or a bare array (items of the wrong shape are dropped). */
export const activityListSchema = v.union([v.looseObject({ activities: v.array(v.unknown()) }), v.array(v.unknown())]);

const limitSchema = v.looseObject({
  userDailyPointsLeft: v.fallback(v.optional(v.number()), undefined),
  dailyPointsLimit: optionalNumber,
  activityList: v.fallback(
    v.array(
      v.looseObject({
        activityIdentifier: v.string(),
        limitHit: v.fallback(v.optional(v.boolean()), undefined),
        limitPeriod: v.fallback(v.optional(v.nullable(v.string())), undefined),
      }),
    ),
    [],
  ),
});
export type LimitAnswer = v.InferOutput<typeof limitSchema>;

/** The activities of a list answer, each with its identifier (3.4: identifier, id or activityIdentifier). */
export function readActivityList(body: v.InferOutput<typeof activityListSchema>): Activity[] {
  const items = Array.isArray(body) ? body : body.activities;
  const activities: Activity[] = [];
  for (const item of items) {
    const parsed = v.safeParse(activitySchema, item);
    const identifier = parsed.success ? activityIdOf(parsed.output) : undefined;
    if (parsed.success && identifier) activities.push({ ...parsed.output, identifier } as Activity);
  }
  return activities;
}

function viewOf(activity: Activity, previous?: RewardsActivityView): RewardsActivityView {
  return {
    identifier: activity.identifier,
    basePointValue: activityPoints(activity, false),
    memberPointBonus: activityPoints(activity, true) - activityPoints(activity, false),
    type: activity.activityType?.identifier ?? '',
    double: isDoublePoints(activity),
    limitHit: activity.limitHit ?? previous?.limitHit ?? false,
    limitPeriod: activity.limitPeriod ?? previous?.limitPeriod ?? null,
  };
}

/** 6.3: the points a tile shows. */
export function activityPointsFor(view: Pick<RewardsActivityView, 'basePointValue' | 'memberPointBonus'>, isMember: boolean): number {
  return view.basePointValue + (isMember ? view.memberPointBonus : 0);
}

/** Puts activities into the store (keeping a limitHit the limit call gave when the list has none). */
export function rememberActivities(activities: readonly Activity[]): void {
  const next = { ...$rewardsActivities.get() };
  for (const activity of activities) next[activity.identifier] = viewOf(activity, next[activity.identifier]);
  $rewardsActivities.set(next);
}

/** Marks one activity's limit (after a limit answer or a deposit). */
export function markLimit(identifier: string, limitHit: boolean, limitPeriod?: string | null): void {
  const current = $rewardsActivities.get()[identifier];
  if (!current) return;
  $rewardsActivities.set({ ...$rewardsActivities.get(), [identifier]: { ...current, limitHit, limitPeriod: limitPeriod ?? current.limitPeriod } });
}

/** The daily cap after an answer with `left` (userDailyPointsLeft) and `cap` (dailyPointsLimit); undefined when `left` is no number. */
function dailyCapOf(previous: DailyCap | undefined, left: unknown, cap: unknown): DailyCap | undefined {
  if (typeof left !== 'number' || !Number.isFinite(left)) return undefined;
  const known = typeof cap === 'number' && Number.isFinite(cap) && cap > 0 ? cap : previous?.cap;
  return { left, cap: known, used: known === undefined ? undefined : Math.max(0, known - left), maxPointsNotice: showsMaxPointsNotice(left) };
}

/**
 * 4.7: the daily cap after a limit answer. The spec's answer (3.5) carries userDailyPointsLeft
 * only; dailyPointsLimit (the emulator's) adds the cap the meter needs. An answer without a
 * usable userDailyPointsLeft leaves no daily cap: the notice and the meter follow the last answer.
 */
export function dailyCapAfterLimitAnswer(
  previous: DailyCap | undefined,
  answer: { readonly userDailyPointsLeft?: unknown; readonly dailyPointsLimit?: unknown; readonly [field: string]: unknown },
): DailyCap | undefined {
  return dailyCapOf(previous, answer.userDailyPointsLeft, answer.dailyPointsLimit);
}

/** Sets $dailyCap from a submission's userDailyPointsLeft (and a cap when known); without it, nothing changes. */
export function rememberDailyCap(left: number | undefined, cap: number | undefined): void {
  const next = dailyCapOf($dailyCap.get(), left, cap);
  if (next) $dailyCap.set(next);
}

/** The activity list (shared while in flight); the store learns every activity in it. */
export async function loadActivities(doc: Document = document): Promise<Activity[]> {
  const client = rewardsClientFor(doc);
  let body: v.InferOutput<typeof activityListSchema>;
  if (rewardsCaller().token) {
    body = (await client.call({ path: 'activity/listV3' }, activityListSchema)).data;
  } else {
    // The CMS's public export (7.2's internal alternative): tiles show points to everyone.
    const config = siteConfig(doc);
    body = await getJson(`${config.servicesEndpoint}bin/${encodeURIComponent(config.product)}/earnlist.json`, activityListSchema, { credentials: 'omit' });
  }
  const activities = readActivityList(body);
  rememberActivities(activities);
  return activities;
}

/** 7.2: the limit call for `ids` (participants only); updates limitHit and $dailyCap. */
export async function loadActivityLimits(ids: readonly string[], doc: Document = document): Promise<LimitAnswer> {
  const client = rewardsClientFor(doc);
  const activityList = [...new Set(ids.map((id) => id.trim()).filter(Boolean))].map((activityIdentifier) => ({ activityIdentifier }));
  if (!activityList.length) throw new RewardsError('no activity ids to check', 0, 'activity/limit');
  const { data } = await client.call({ path: client.userPath('activity/limit/{userId}'), body: { activityList }, participant: true }, limitSchema);
  for (const item of data.activityList) markLimit(item.activityIdentifier, item.limitHit === true, item.limitPeriod);
  $dailyCap.set(dailyCapAfterLimitAnswer($dailyCap.get(), data));
  return data;
}
