/**
 * The rewards programme's rules (ask-and-rewards 2.3, 3.4-3.10, 4.5-4.8, 5.2-5.4, 6.2, 6.3, 9.2),
 * pure and table-tested (test/unit/domain/rewards-rules.test.ts). Kept apart from
 * domain/rewards.ts, which identity (every page) imports: these load only with the rewards
 * client and elements.
 */
import type { AuthCookie, RewardsMembership } from './identity.types.ts';
import { isRewardsEnrolled } from './rewards.ts';
import { codeForRewardsName, normaliseStatusCode } from './status.ts';
import { ownValue, text } from '../core/values.ts';

/** 8.2: what a 401 or 403 of a rewards call says. */
export const ACCOUNT_MESSAGE = 'Sorry, we are having trouble accessing your account. Please logout and then login and try again.';
/** 6.2 / 8.2: the refusal of a user call for a visitor who is not a rewards participant. */
export const NOT_A_PARTICIPANT = 'User not a participant';

/** 9.2: points left today under which the max-points notice shows. */
export const MAX_POINTS_NOTICE_BELOW = 500;
/** 5.4 / 9.2: the shortest activity identifier a deposit accepts. */
export const MIN_ACTIVITY_ID_LENGTH = 36;
/** 9.2: the balance cookie's max age. */
export const BALANCE_COOKIE_MAX_AGE_S = 86_400;
/** 9.2: a fraud session id is reused for this long. */
export const FRAUD_SESSION_MS = 60 * 60 * 1000;
/** 9.2: membership expiration tolerance. */
export const EXPIRATION_TOLERANCE_MS = 86_400_000;
/** 4.6 / 8.4: the daily login's "already done today" code, a success. */
export const DAILY_ACTIVITY_CODE = 'error.dailyActivity';

/** 8.3: the codes of `loyalty-error` events (the spec's spellings, `loyaty` included). */
export type LoyaltyErrorCode =
  | 'get-activity-empty'
  | 'get-activity-failed'
  | 'invalid-activity-date'
  | 'invalid-activity-id'
  | 'loyaty-deposit-failed'
  | 'loyaty-deposit-limited'
  | 'get-activity-limited-failed'
  | 'get-points-failed';

/**
 * Ask-and-rewards 6.2: point deposits (and the daily bonus) need an auth token (non-empty) and
 * at.rs = 'Y'. (Here, not in domain/rewards.ts, which every page loads.)
 */
export function canDepositPoints(accessToken: unknown, at: AuthCookie | undefined): boolean {
  return text(accessToken) !== '' && isRewardsEnrolled(at);
}

/** 2.3: rewards pages (on its own in rewards-path.ts, outside the rewards chunk). */
export { isRewardsPage } from './rewards-path.ts';

/** The next local midnight after `now` (4.6, 9.2: the daily login and daily error reset there). */
export function nextLocalMidnight(now: Date): Date {
  const next = new Date(now.getTime());
  next.setHours(24, 0, 0, 0);
  return next;
}

/**
 * 4.5: calls are refused while dailyErrorTS (ms since the epoch) is at or after the end of today
 * (the next local midnight). A missing or garbage value refuses nothing.
 */
export function isDailyErrorActive(dailyErrorTS: unknown, now: Date): boolean {
  const value = typeof dailyErrorTS === 'string' ? Number(dailyErrorTS) : dailyErrorTS;
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return value >= nextLocalMidnight(now).getTime();
}

/** 4.6: the daily login is due when firstLoginTS (the next midnight after the last success) has passed. */
export function isDailyLoginDue(firstLoginTS: unknown, now: Date): boolean {
  const value = typeof firstLoginTS === 'string' ? Number(firstLoginTS) : firstLoginTS;
  if (typeof value !== 'number' || !Number.isFinite(value)) return true;
  return now.getTime() >= value;
}

export interface BalanceSources {
  fedid?: string | undefined;
  accessToken?: string | undefined;
  at?: AuthCookie | undefined;
  /** The raw `{brand}_rewards_balance` cookie, undefined when absent. */
  balanceCookie?: string | undefined;
}

/** 4.5: the cookie counts as missing when absent, empty or 'null'. */
export function isBalanceCookieMissing(raw: string | undefined): boolean {
  const value = text(raw).trim();
  return value === '' || value.toLowerCase() === 'null';
}

/**
 * 4.5: the balance is fetched only when the user has a fedid, an auth token exists, at.rs is 'Y'
 * and the balance cookie is missing or 'null'. A forced refresh (after points were earned) waives
 * the cookie condition only.
 */
export function shouldFetchBalance(sources: BalanceSources, force = false): boolean {
  if (!text(sources.fedid).trim() || !text(sources.accessToken).trim() || !isRewardsEnrolled(sources.at)) return false;
  return force || isBalanceCookieMissing(sources.balanceCookie);
}

/** 3.9: the daily login response, as far as the rules read it. */
export interface DailyLoginAnswer {
  basePointsAwarded?: unknown;
  memberBonusPointsAwarded?: unknown;
  Error?: { Code?: unknown } | undefined;
  code?: unknown;
  xhrStatusCode?: unknown;
}

/** 4.6 / 8.4: success when there is no error code other than 'error.dailyActivity' and no code. */
export function isDailyLoginSuccess(answer: DailyLoginAnswer | undefined): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const errorCode = text(answer.Error?.Code).trim();
  if (errorCode && errorCode !== DAILY_ACTIVITY_CODE) return false;
  return text(answer.code).trim() === '';
}

const wholePoints = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** 4.6: what the balance cookie grows by: base + bonus when basePointsAwarded is above 0, else 0. */
export function dailyLoginIncrease(answer: DailyLoginAnswer | undefined): number {
  const base = wholePoints(answer?.basePointsAwarded);
  return base > 0 ? base + wholePoints(answer?.memberBonusPointsAwarded) : 0;
}

/** 3.4: an activity as the list answers it. */
export interface Activity {
  identifier: string;
  active?: boolean | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  activityType?: { identifier?: string | undefined; basePointValue?: number | undefined; memberPointBonus?: number | undefined } | undefined;
  limitHit?: boolean | undefined;
  limitPeriod?: string | null | undefined;
}

/** 3.4: an activity's identifier, given as identifier, id or activityIdentifier. */
export function activityIdOf(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  for (const key of ['identifier', 'id', 'activityIdentifier']) {
    const value = ownValue(item as Record<string, unknown>, key);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * 5.3: 'invalid-activity-id' when not active; 'invalid-activity-date' when a date is missing or
 * unreadable, the endDate (as a UTC day) is before today (the UTC day of `now`), or the
 * startDate is in the future. Undefined when the activity may be deposited.
 */
export function activityValidity(activity: Activity, now: Date): 'invalid-activity-id' | 'invalid-activity-date' | undefined {
  if (activity.active !== true) return 'invalid-activity-id';
  if (activity.startDate == null || activity.endDate == null) return 'invalid-activity-date';
  const start = new Date(activity.startDate);
  const end = new Date(activity.endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'invalid-activity-date';
  if (utcDay(end) < utcDay(now)) return 'invalid-activity-date';
  if (start.getTime() > now.getTime()) return 'invalid-activity-date';
  return undefined;
}

/** 5.4: an identifier a deposit may submit: a string of at least 36 characters. */
export function isDepositableId(id: unknown): boolean {
  return typeof id === 'string' && id.trim().length >= MIN_ACTIVITY_ID_LENGTH;
}

/**
 * 4.7: the submission flag (read here as "send the fraud-session header"): false for the two
 * configured identifiers, true for every other.
 */
export function depositFlag(id: string, noFlagIds: readonly string[]): boolean {
  const key = id.trim().toLowerCase();
  return !noFlagIds.some((other) => other.trim().toLowerCase() === key);
}

/** 4.7 / 9.2: the max-points notice shows when userDailyPointsLeft is a number below 500. */
export function showsMaxPointsNotice(userDailyPointsLeft: unknown): boolean {
  return typeof userDailyPointsLeft === 'number' && Number.isFinite(userDailyPointsLeft) && userDailyPointsLeft < MAX_POINTS_NOTICE_BELOW;
}

/** 6.3: the points a tile shows: members base + bonus, others base only. */
export function activityPoints(activity: Pick<Activity, 'activityType'>, isMember: boolean): number {
  const base = wholePoints(activity.activityType?.basePointValue);
  return isMember ? base + wholePoints(activity.activityType?.memberPointBonus) : base;
}

/** 2.3: '2X PTS' for activity types whose identifier starts with 'double' (any case). */
export function isDoublePoints(activity: Pick<Activity, 'activityType'>): boolean {
  return text(activity.activityType?.identifier).trim().toLowerCase().startsWith('double');
}

export interface MismatchInput {
  membership: RewardsMembership | undefined;
  at: AuthCookie | undefined;
  /** user.membershipExpirationDate (3.3, core user service); the cookie's `me` when absent. */
  userExpiration?: string | undefined;
}

/**
 * 4.8: mismatch when the rewards status code differs from the cookie's ms code, or the two
 * expiration dates differ by more than 1 day. Which fields differ ('status', 'expiration'); an
 * empty list when they agree or when there is nothing to compare.
 */
export function membershipMismatch(input: MismatchInput): Array<'status' | 'expiration'> {
  const found: Array<'status' | 'expiration'> = [];
  if (!input.membership) return found;
  const rewardsCode = codeForRewardsName(input.membership.membershipStatus);
  const cookieCode = normaliseStatusCode(ownValue(input.at, 'ms'));
  if (rewardsCode && cookieCode && rewardsCode !== cookieCode) found.push('status');
  const a = Date.parse(text(input.membership.membershipExpiration));
  const b = Date.parse(text(input.userExpiration ?? ownValue(input.at, 'me')));
  if (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) > EXPIRATION_TOLERANCE_MS) found.push('expiration');
  return found;
}

/** 3.10: one lesson's progress. */
export interface LessonProgress {
  primaryIdentifier: string;
  completed: boolean;
  endDate?: string | null | undefined;
}

/** 3.10: the summary kept for the session. */
export interface LessonSummary {
  lessons: string[];
  totalLessons: number;
  totalLessonsComplete: number;
  completeLessons: string[];
  /** The latest endDate among the lessons, '' when none has one. */
  endDate: string;
}

export function lessonSummary(progress: readonly LessonProgress[]): LessonSummary {
  const completeLessons = progress.filter((lesson) => lesson.completed === true).map((lesson) => lesson.primaryIdentifier);
  const endDate = progress
    .map((lesson) => text(lesson.endDate))
    .filter((date) => Number.isFinite(Date.parse(date)))
    .sort((x, y) => Date.parse(x) - Date.parse(y))
    .pop();
  return {
    lessons: progress.map((lesson) => lesson.primaryIdentifier),
    totalLessons: progress.length,
    totalLessonsComplete: completeLessons.length,
    completeLessons,
    endDate: endDate ?? '',
  };
}

/** A token's readable claims: a JWT's payload; undefined for an opaque token. */
export function tokenClaims(token: string): Record<string, unknown> | undefined {
  const parts = text(token).split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 5.2: on rewards pages the token's federatedId must equal the user id and the token must not
 * have expired (`exp`, seconds since the epoch). A JWT without a federatedId fails. An opaque
 * token (not a JWT) carries nothing to check here: it passes, and the service judges it (401).
 */
export function tokenCheck(token: string | undefined, userId: string | undefined, now: Date): boolean {
  if (!text(token).trim() || !text(userId).trim()) return false;
  const claims = tokenClaims(token!);
  if (!claims) return !text(token).includes('.');
  if (text(claims.federatedId).trim() !== text(userId).trim()) return false;
  const exp = typeof claims.exp === 'string' ? Number(claims.exp) : claims.exp;
  if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000 > now.getTime();
  return true;
}
