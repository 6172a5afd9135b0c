/**
 * The rewards (loyalty) service: every row of ask-and-rewards 7.2 under
 * `/applications/loyalty-catalog/`, the activity record of 7.3, and the other services of 7.4.
 * Per-persona state (balance, ledger, goals, saved offers) is seeded from fixtures/rewards and
 * put back by POST /__emulator/reset; goods stock is shared by everyone.
 *
 * Rules the spec leaves to the service (and docs/decisions.md records):
 * - Every call needs a bearer token (401); a user id in the path, query or body must be the
 *   token's user (403); user calls are for rewards participants only (`at.rs` = 'Y', 6.2):
 *   others get 403 `User not a participant`, code `error.business.UserNotAParticipant`.
 * - "Today" is the US-Eastern day of the `X-Time-Travel` header (7.2; a date `YYYY-MM-DD` is
 *   that day) or of the real clock. `X-Loyalty-Backend` is accepted and ignored.
 * - Points: members (ms 0) earn basePointValue + memberPointBonus, others the base. At most
 *   DAILY_POINTS_LIMIT earned points a day: an award that would pass it answers 429 (9.2) and
 *   awards nothing. An activity already done in its limitPeriod answers 200 with zero points,
 *   `limitHit: true` and `Error.Code` (`error.dailyActivity` for the daily login, 4.6/8.4, which
 *   the client treats as a success; `error.activityLimit` otherwise).
 * - Earned points expire at the end of the month 12 months later; redemptions use the points
 *   that expire first; points past their day lapse (an expiry transaction) when the ledger is
 *   next read, so time travel forward expires them until a reset.
 * - Business failures answer 422 with `{ error, code, message }` (code e.g.
 *   `error.business.InsufficientBalance`, 8.2); a body of the wrong shape 400; unknown ids 404.
 * Responses the spec marks "not shown" are designed here; each route says so.
 */
import {
  activityBundles,
  DAILY_LOGIN_ACTIVITY_ID,
  goodsCatalogue,
  lessons,
  localOffers,
  offerCategories,
  rewardsActivities,
  secretWords,
  seedLedgers,
  type Goods,
  type LimitPeriod,
  type LocalOffer,
  type PointsBucket,
  type RewardsActivity,
  type RewardsTransaction,
  type SeedLedger,
  type TransactionKind,
} from '../../fixtures/rewards/index.ts';
import { personas } from '../../fixtures/personas.ts';
import { callerPersona, requireToken } from '../core/auth.ts';
import { postalAddress } from '../core/postal-address.ts';
import type { Router } from '../core/router.ts';
import { fail, json, type EmulatorContext, type EmulatorRequest, type EmulatorResponse, type Handler } from '../core/types.ts';

// ---------------------------------------------------------------------------------------------
// Constants

export const REWARDS_BASE = '/applications/loyalty-catalog';
/** Earned points a participant may collect in one (US-Eastern) day; an award past it is a 429. */
export const DAILY_POINTS_LIMIT = 2_000;
/** Check-redeem items per call (9.2); more is a 400. */
export const CHECK_REDEEM_BATCH_LIMIT = 10;
/** Expiring points look-ahead when `months` is absent (9.2). */
export const DEFAULT_EXPIRY_MONTHS = 6;
export const MAX_EXPIRY_MONTHS = 24;
/** Earned points last until the end of the month this many months later. */
export const POINTS_LIFETIME_MONTHS = 12;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 10;
export const MAX_TRANSACTION_PAGE_SIZE = 100;
export const MAX_REDEEM_QUANTITY = 99;
export const NOT_A_PARTICIPANT = 'User not a participant';

/** goodsTypeId -> goodsType (3.11). */
export const GOODS_TYPES: Readonly<Record<string, string>> = {
  '1159954000000007': 'donation',
  '1159772000000007': 'digital',
  '1159782000000011': 'physical',
  '1958898000000009': 'physical',
  '1166746000000007': 'local offers',
  '1166746000000116': 'gift-card provider',
  '1166892000000007': 'experience',
  '1314076000000046': 'sweepstakes',
  '1438220000000007': 'sweepstakes',
  '1314076000000059': 'instant win',
  '1437114000000012': 'instant win',
  '1419411000000007': 'second gift-card provider',
  '1660440000000009': 'third provider',
  '1660331100000022': 'third provider',
  '1425527000000009': 'ecard',
  '1436754000000009': 'digitalItems',
  '1660330000000007': 'sameCodeDigitalItem',
};
/** Redeemed on the provider's own site, never through POST redemption (5.6). */
export const PROVIDER_ONLY_GOODS_TYPES: readonly string[] = ['1166746000000116', '1166892000000007'];

/** Codes in error bodies (`code`) and in check-redeem `reason`. */
export const REWARDS_ERRORS = {
  notParticipant: 'error.business.UserNotAParticipant',
  insufficientBalance: 'error.business.InsufficientBalance',
  outOfStock: 'error.business.OutOfStock',
  goodsNotFound: 'error.business.GoodsNotFound',
  goodsNotAvailable: 'error.business.GoodsNotAvailable',
  redemptionLimit: 'error.business.RedemptionLimitReached',
  providerOnly: 'error.business.RedeemWithProvider',
  dailyPointsLimit: 'error.dailyPointsLimit',
  dailyActivity: 'error.dailyActivity',
  activityLimit: 'error.activityLimit',
  activityNotFound: 'error.activity.notFound',
  invalidActivityId: 'invalid-activity-id',
  invalidActivityDate: 'invalid-activity-date',
  secretWordInvalid: 'error.secretWord.invalid',
  secretWordExpired: 'error.secretWord.expired',
  secretWordUsed: 'error.secretWord.alreadyUsed',
  offerNotFound: 'error.offer.notFound',
  offerRedemptionType: 'error.offer.redemptionTypeNotOffered',
  goalNotFound: 'error.goal.notFound',
  lessonNotFound: 'error.lesson.notFound',
  locationUnknown: 'error.location.unknown',
} as const;

/** 3.2: the rewards membershipStatus of each `at.ms` code. */
const MEMBERSHIP_STATUS: Readonly<Record<string, string>> = {
  '0': 'ACTIVE',
  '1': 'NON_MEMBER',
  '4': 'CANCEL',
  '5': 'EXPIRE',
  M: 'MEMBER_REQUEST_SUSPEND',
  U: 'UNDELIVERABLE_SUSPEND',
  D: 'DECEASED_SUSPEND',
};

// ---------------------------------------------------------------------------------------------
// Time: "today" is a US-Eastern calendar day, moved by X-Time-Travel.

const EASTERN = 'America/New_York';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export interface RewardsClock {
  /** The instant of the call. */
  instant: Date;
  /** Its US-Eastern day, YYYY-MM-DD. */
  day: string;
}

const easternFormat = new Intl.DateTimeFormat('en-US', { timeZone: EASTERN, year: 'numeric', month: '2-digit', day: '2-digit' });

export function easternDay(instant: Date): string {
  const parts: Record<string, string> = {};
  for (const part of easternFormat.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function isCalendarDay(day: string): boolean {
  const match = DATE_ONLY.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date;
}

/**
 * The clock of a call: an `x-time-travel` date is that day (at 17:00 UTC, midday in the East, so
 * the day is the same in every US zone); a date-time is that instant; anything else is ignored.
 */
export function clockOf(request: EmulatorRequest, real: Date = new Date()): RewardsClock {
  const header = (request.headers['x-time-travel'] ?? '').trim();
  if (isCalendarDay(header)) return { instant: new Date(`${header}T17:00:00.000Z`), day: header };
  if (DATE_TIME.test(header) && isCalendarDay(header.slice(0, 10))) {
    const instant = new Date(header);
    if (!Number.isNaN(instant.getTime())) return { instant, day: easternDay(instant) };
  }
  return { instant: real, day: easternDay(real) };
}

function dayParts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return formatDay(new Date(Date.UTC(year, month - 1, date + days)));
}

/** The same day `months` later, kept inside the month (Jan 31 + 1 month = Feb 28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = dayParts(day);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return formatDay(new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))));
}

function monthEndAfter(day: string, months: number): string {
  const [year, month] = dayParts(day);
  return formatDay(new Date(Date.UTC(year, month - 1 + months + 1, 0)));
}

/** Monday of the ISO week of `day`. */
function weekStart(day: string): string {
  const [year, month, date] = dayParts(day);
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function isoWeek(day: string): { year: number; week: number } {
  const thursday = addDays(weekStart(day), 3);
  const [year] = dayParts(thursday);
  const firstThursday = addDays(weekStart(`${year}-01-04`), 3);
  const week = 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000));
  return { year, week };
}

/** Monday of ISO week `week` of `year`. */
function isoWeekMonday(year: number, week: number): string {
  return addDays(weekStart(`${String(year).padStart(4, '0')}-01-04`), (week - 1) * 7);
}

function isoWeeksIn(year: number): number {
  return isoWeek(`${year}-12-28`).week;
}

/** Whether `done` (a day) falls in the same limit period as `today`, and not after it. */
function inPeriod(period: LimitPeriod | null, done: string, today: string): boolean {
  if (done > today) return false;
  switch (period) {
    case 'DAILY':
      return done === today;
    case 'WEEKLY':
      return weekStart(done) === weekStart(today);
    case 'MONTHLY':
      return done.slice(0, 7) === today.slice(0, 7);
    case 'ONCE':
      return true;
    default:
      return false;
  }
}

const txDay = (transaction: RewardsTransaction) => easternDay(new Date(transaction.transactionDate));

// ---------------------------------------------------------------------------------------------
// Personas

function atCookie(personaId: string): Record<string, string> {
  const at = personas.find((persona) => persona.id === personaId)?.cookies.at;
  if (typeof at === 'object') return at;
  if (typeof at === 'string') {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(at)) if (!(key in fields)) fields[key] = value;
    return fields;
  }
  return {};
}

/** A rewards participant: `at.rs` is 'Y' (6.2). */
export function isParticipant(personaId: string): boolean {
  return (atCookie(personaId).rs ?? '').trim().toUpperCase() === 'Y';
}

/** A member earns the member bonus (6.3): status code 0. */
function isMember(personaId: string): boolean {
  return (atCookie(personaId).ms ?? '').trim() === '0';
}

function hashOf(text: string): number {
  let hash = 17;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 2_147_483_647;
  return hash;
}

// ---------------------------------------------------------------------------------------------
// State

interface Ledger extends SeedLedger {
  nextTransaction: number;
  supportTickets: Array<{ ticketNumber: string; uuid: string; fields: Record<string, unknown>; receivedDate: string }>;
  profileUpdates: Array<{ suffix: string; date: string }>;
}

const EMPTY_LEDGER: SeedLedger = {
  enrollmentDate: '',
  buckets: [],
  transactions: [],
  activityGoal: null,
  fitnessGoal: null,
  savedOffers: [],
  redeemedOffers: [],
};

function seedLedger(personaId: string): Ledger {
  const seed = structuredClone(seedLedgers[personaId] ?? EMPTY_LEDGER);
  const numbers = seed.transactions.map((t) => Number(t.transactionIdentifier.replace(/\D/g, '')) || 0);
  return { ...seed, nextTransaction: Math.max(0, ...numbers) + 1, supportTickets: [], profileUpdates: [] };
}

function ledgerOf(context: EmulatorContext, personaId: string): Ledger {
  return context.state.slice(personaId, 'rewards', () => seedLedger(personaId));
}

/** Goods stock, shared by every persona (a reset restores it). */
function stockOf(context: EmulatorContext): Record<string, number | null> {
  return context.state.slice('*', 'rewards-stock', () => Object.fromEntries(goodsCatalogue.map((goods) => [goods.primaryIdentifier, goods.inventory])));
}

const balanceOf = (ledger: Ledger) => ledger.buckets.reduce((sum, bucket) => sum + bucket.points, 0);

function addTransaction(ledger: Ledger, fields: Omit<RewardsTransaction, 'transactionIdentifier'>): RewardsTransaction {
  const transaction: RewardsTransaction = { transactionIdentifier: `TX-${String(ledger.nextTransaction).padStart(6, '0')}`, ...fields };
  ledger.nextTransaction += 1;
  ledger.transactions.push(transaction);
  return transaction;
}

/** Points whose last day has passed lapse: one expiry transaction per bucket, dated the day after. */
function settleExpiry(ledger: Ledger, clock: RewardsClock): void {
  const lapsed = ledger.buckets.filter((bucket) => bucket.expirationDate < clock.day && bucket.points > 0);
  for (const bucket of lapsed.sort((a, b) => a.expirationDate.localeCompare(b.expirationDate))) {
    addTransaction(ledger, {
      transactionDate: `${addDays(bucket.expirationDate, 1)}T05:00:00.000Z`,
      activityType: 'expiry',
      source: 'expiry',
      description: `Points earned before ${bucket.expirationDate} expired`,
      points: -bucket.points,
      basePoints: 0,
      memberBonusPoints: 0,
      activityIdentifier: null,
      goodsIdentifier: null,
      goodsTypeId: null,
      quantity: null,
      expirationDate: bucket.expirationDate,
    });
  }
  ledger.buckets = ledger.buckets.filter((bucket) => bucket.expirationDate >= clock.day && bucket.points > 0);
}

function earn(
  ledger: Ledger,
  clock: RewardsClock,
  fields: { source: string; description: string; basePoints: number; memberBonusPoints: number; activityIdentifier: string | null },
): RewardsTransaction {
  const points = fields.basePoints + fields.memberBonusPoints;
  const expirationDate = monthEndAfter(clock.day, POINTS_LIFETIME_MONTHS);
  const bucket = ledger.buckets.find((b) => b.expirationDate === expirationDate);
  if (bucket) bucket.points += points;
  else ledger.buckets.push({ expirationDate, points });
  ledger.buckets.sort((a, b) => a.expirationDate.localeCompare(b.expirationDate));
  return addTransaction(ledger, {
    transactionDate: clock.instant.toISOString(),
    activityType: 'earn',
    points,
    goodsIdentifier: null,
    goodsTypeId: null,
    quantity: null,
    expirationDate,
    ...fields,
  });
}

/** Spends points from the buckets that expire first. The caller has checked the balance. */
function spend(ledger: Ledger, points: number): void {
  let left = points;
  for (const bucket of ledger.buckets) {
    const take = Math.min(left, bucket.points);
    bucket.points -= take;
    left -= take;
    if (!left) break;
  }
  ledger.buckets = ledger.buckets.filter((bucket) => bucket.points > 0);
}

function earnedOn(ledger: Ledger, day: string): number {
  return ledger.transactions.filter((t) => t.activityType === 'earn' && txDay(t) === day).reduce((sum, t) => sum + t.points, 0);
}

const dailyPointsLeft = (ledger: Ledger, day: string) => Math.max(0, DAILY_POINTS_LIMIT - earnedOn(ledger, day));

function activityLimitHit(ledger: Ledger, activity: RewardsActivity, today: string): boolean {
  return ledger.transactions.some(
    (t) => t.activityType === 'earn' && t.activityIdentifier === activity.identifier && inPeriod(activity.limitPeriod, txDay(t), today),
  );
}

function expiringWithin(ledger: Ledger, clock: RewardsClock, months: number) {
  const toDate = addMonths(clock.day, months);
  const expiringPoints: PointsBucket[] = ledger.buckets.filter((b) => b.expirationDate >= clock.day && b.expirationDate <= toDate).map((b) => ({ ...b }));
  return { months, fromDate: clock.day, toDate, totalExpiringPoints: expiringPoints.reduce((sum, b) => sum + b.points, 0), expiringPoints };
}

// ---------------------------------------------------------------------------------------------
// Requests: errors, callers, bodies

/** A JSON error `{ error, code, message }` with extra fields. */
export function rewardsError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): EmulatorResponse {
  const base = fail(status, message);
  return { ...base, body: { ...(base.body as Record<string, unknown>), code, ...extra } };
}

const text = (status: number, body: string): EmulatorResponse => ({ status, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, raw: body });

interface Caller {
  personaId: string;
  userId: string;
  member: boolean;
  ledger: Ledger;
  clock: RewardsClock;
}

type Checked<T> = { ok: true; value: T } | { ok: false; response: EmulatorResponse };

/** Any valid token (401 otherwise): the calls that read no user's data. */
function signedIn(request: EmulatorRequest): Checked<string> {
  const auth = requireToken(request);
  return auth.ok ? { ok: true, value: auth.personaId } : auth;
}

/**
 * The participant a call is for: a token (401), `userId` present (400, naming `where`), the
 * token's own user (403), a rewards participant (403 'User not a participant'). Lapsed points
 * are settled before the call reads the ledger.
 */
function participant(request: EmulatorRequest, context: EmulatorContext, userId: unknown, where = 'userId'): Checked<Caller> {
  const signed = requireToken(request);
  if (!signed.ok) return signed;
  if (typeof userId !== 'string' || !userId) return { ok: false, response: fail(400, `${where} is required`) };
  const auth = requireToken(request, userId);
  if (!auth.ok) return auth;
  if (!isParticipant(auth.personaId)) return { ok: false, response: rewardsError(403, REWARDS_ERRORS.notParticipant, NOT_A_PARTICIPANT) };
  const clock = clockOf(request);
  const ledger = ledgerOf(context, auth.personaId);
  settleExpiry(ledger, clock);
  return { ok: true, value: { personaId: auth.personaId, userId, member: isMember(auth.personaId), ledger, clock } };
}

/** The token's own user as a participant (calls that name no user). */
function selfParticipant(request: EmulatorRequest, context: EmulatorContext): Checked<Caller> {
  const signed = requireToken(request);
  if (!signed.ok) return signed;
  return participant(request, context, `fed-${signed.personaId}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "body {}": an object or nothing. */
function emptyBodyOk(body: unknown): boolean {
  return body === undefined || body === '' || isRecord(body);
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A query integer: undefined when absent, NaN when not a whole number in [min, max]. */
function queryInt(request: EmulatorRequest, name: string, min: number, max: number): number | undefined {
  const raw = request.query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw.trim())) return Number.NaN;
  const value = Number(raw);
  return value >= min && value <= max ? value : Number.NaN;
}

// ---------------------------------------------------------------------------------------------
// Views

function activityView(activity: RewardsActivity, limitHit: boolean) {
  const { identifier, ...rest } = activity;
  return { identifier, id: identifier, activityIdentifier: identifier, ...rest, limitHit };
}

function activityValidity(activity: RewardsActivity, clock: RewardsClock): string | undefined {
  if (!activity.active) return REWARDS_ERRORS.invalidActivityId;
  const start = Date.parse(activity.startDate);
  const end = Date.parse(activity.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return REWARDS_ERRORS.invalidActivityDate;
  if (start > clock.instant.getTime() || new Date(end).toISOString().slice(0, 10) < clock.day) return REWARDS_ERRORS.invalidActivityDate;
  return undefined;
}

function offerView(offer: LocalOffer) {
  const { keywords: _keywords, ...rest } = offer;
  return rest;
}

function goodsView(goods: Goods, stock: Record<string, number | null>) {
  return { ...goods, inventory: stock[goods.primaryIdentifier] ?? goods.inventory };
}

function lessonProgress(ledger: Ledger) {
  return lessons.map((lesson) => {
    const done = ledger.transactions.find((t) => t.activityType === 'earn' && t.activityIdentifier === lesson.activityIdentifier);
    return { primaryIdentifier: lesson.primaryIdentifier, completed: Boolean(done), endDate: lesson.endDate, completedDate: done?.transactionDate ?? null };
  });
}

function stepsOn(personaId: string, day: string): number {
  // The day first: the hash then spreads consecutive days across the range (with the persona
  // first, days one apart got counts one apart).
  return 2_500 + (hashOf(`${day}|${personaId}`) % 9_000);
}

// ---------------------------------------------------------------------------------------------
// Activities

/** The submission response (3.9 fields, the rest designed): points awarded, balance, limits. */
function submitActivity(caller: Caller, activityId: string): EmulatorResponse {
  const activity = rewardsActivities.find((a) => a.identifier === activityId);
  if (!activity) return rewardsError(404, REWARDS_ERRORS.activityNotFound, `no such activity: ${activityId}`);
  const invalid = activityValidity(activity, caller.clock);
  if (invalid)
    return rewardsError(422, invalid, invalid === REWARDS_ERRORS.invalidActivityId ? 'the activity is not active' : 'the activity is outside its dates');
  const { ledger, clock } = caller;
  const answer = (basePointsAwarded: number, memberBonusPointsAwarded: number, transactionIdentifier: string | null) => ({
    activityIdentifier: activity.identifier,
    basePointsAwarded,
    memberBonusPointsAwarded,
    pointsAwarded: basePointsAwarded + memberBonusPointsAwarded,
    currentBalance: balanceOf(ledger),
    userDailyPointsLeft: dailyPointsLeft(ledger, clock.day),
    limitHit: true,
    limitPeriod: activity.limitPeriod,
    transactionIdentifier,
  });
  if (activityLimitHit(ledger, activity, clock.day)) {
    const daily = activity.identifier === DAILY_LOGIN_ACTIVITY_ID;
    const code = daily ? REWARDS_ERRORS.dailyActivity : REWARDS_ERRORS.activityLimit;
    return json({
      ...answer(0, 0, null),
      Error: { Code: code, Message: daily ? 'the daily login was already recorded today' : `already done this limit period (${activity.limitPeriod})` },
    });
  }
  const base = activity.activityType.basePointValue;
  const bonus = caller.member ? activity.activityType.memberPointBonus : 0;
  const left = dailyPointsLeft(ledger, clock.day);
  if (base + bonus > left) {
    return rewardsError(429, REWARDS_ERRORS.dailyPointsLimit, 'the daily points limit has been reached', {
      userDailyPointsLeft: left,
      dailyPointsLimit: DAILY_POINTS_LIMIT,
    });
  }
  const source = activity.identifier === DAILY_LOGIN_ACTIVITY_ID ? 'dailyLogin' : activity.lessonIdentifier ? 'lesson' : 'activity';
  const transaction = earn(ledger, clock, {
    source,
    description: activity.name,
    basePoints: base,
    memberBonusPoints: bonus,
    activityIdentifier: activity.identifier,
  });
  return json(answer(base, bonus, transaction.transactionIdentifier));
}

// ---------------------------------------------------------------------------------------------
// Goods and redemption

function goodsAvailable(goods: Goods, clock: RewardsClock): boolean {
  return Date.parse(goods.startDate) <= clock.instant.getTime() && goods.endDate.slice(0, 10) >= clock.day;
}

function redeemedUnits(ledger: Ledger, goods: Goods, today: string): number {
  return ledger.transactions
    .filter((t) => t.activityType === 'redemption' && t.goodsIdentifier === goods.primaryIdentifier && inPeriod(goods.limitPeriod ?? 'ONCE', txDay(t), today))
    .reduce((sum, t) => sum + (t.quantity ?? 1), 0);
}

/** Why `quantity` of the goods cannot be redeemed now, or undefined (3.13 reasons). */
function redeemBlock(caller: Caller, goods: Goods | undefined, quantity: number, stock: Record<string, number | null>): string | undefined {
  if (!goods) return REWARDS_ERRORS.goodsNotFound;
  if (!goodsAvailable(goods, caller.clock)) return REWARDS_ERRORS.goodsNotAvailable;
  const inStock = stock[goods.primaryIdentifier];
  if (inStock !== null && inStock !== undefined && inStock < quantity) return REWARDS_ERRORS.outOfStock;
  if (goods.limitPerUser !== null && redeemedUnits(caller.ledger, goods, caller.clock.day) + quantity > goods.limitPerUser)
    return REWARDS_ERRORS.redemptionLimit;
  if (balanceOf(caller.ledger) < goods.pointValue * quantity) return REWARDS_ERRORS.insufficientBalance;
  return undefined;
}

const BLOCK_MESSAGES: Readonly<Record<string, string>> = {
  [REWARDS_ERRORS.goodsNotFound]: 'no such goods',
  [REWARDS_ERRORS.goodsNotAvailable]: 'the goods are not available today',
  [REWARDS_ERRORS.outOfStock]: 'out of stock',
  [REWARDS_ERRORS.redemptionLimit]: 'the redemption limit for these goods has been reached',
  [REWARDS_ERRORS.insufficientBalance]: REWARDS_ERRORS.insufficientBalance,
};

interface RedemptionBody {
  goodsIdentifier: string;
  goodsTypeId: string;
  quantity: number;
  orderAttr: unknown;
  catalog_identifier: 'purchase' | 'points';
  registeredDate: string | undefined;
}

function parseRedemption(body: unknown): Checked<RedemptionBody> {
  const bad = (message: string): Checked<RedemptionBody> => ({ ok: false, response: fail(400, message) });
  if (!isRecord(body)) return bad('expected a JSON object { goodsIdentifier, goodsTypeId, quantity, orderAttr, catalog_identifier, registeredDate? }');
  if (!nonEmptyString(body.goodsIdentifier)) return bad('goodsIdentifier must be a non-empty string');
  const typeId =
    typeof body.goodsTypeId === 'number' && Number.isSafeInteger(body.goodsTypeId)
      ? String(body.goodsTypeId)
      : typeof body.goodsTypeId === 'string' && /^\d+$/.test(body.goodsTypeId)
        ? body.goodsTypeId
        : undefined;
  if (!typeId) return bad('goodsTypeId must be a number (or a string of digits)');
  const quantity = body.quantity === undefined ? 1 : body.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REDEEM_QUANTITY)
    return bad(`quantity must be a whole number from 1 to ${MAX_REDEEM_QUANTITY}`);
  if (!(body.orderAttr === undefined || body.orderAttr === null || typeof body.orderAttr === 'string' || isRecord(body.orderAttr)))
    return bad('orderAttr must be a string or an object');
  if (body.catalog_identifier !== 'purchase' && body.catalog_identifier !== 'points') return bad("catalog_identifier must be 'purchase' or 'points'");
  if (
    body.registeredDate !== undefined &&
    body.registeredDate !== null &&
    !(typeof body.registeredDate === 'string' && !Number.isNaN(Date.parse(body.registeredDate)))
  )
    return bad('registeredDate must be an ISO date');
  return {
    ok: true,
    value: {
      goodsIdentifier: body.goodsIdentifier,
      goodsTypeId: typeId,
      quantity,
      orderAttr: body.orderAttr ?? null,
      catalog_identifier: body.catalog_identifier,
      registeredDate: typeof body.registeredDate === 'string' ? body.registeredDate : undefined,
    },
  };
}

const CODE_TYPES = new Set([
  '1159772000000007',
  '1436754000000009',
  '1660330000000007',
  '1419411000000007',
  '1660440000000009',
  '1660331100000022',
  '1425527000000009',
]);

/** Whether the caller's instant-win play of `day` wins (one in ten persona-days, fixed per day). */
export function instantWinOn(personaId: string, day: string): boolean {
  return hashOf(`${personaId}|${day}`) % 10 === 0;
}

function redeem(caller: Caller, order: RedemptionBody, stock: Record<string, number | null>): EmulatorResponse {
  const goods = goodsCatalogue.find((g) => g.primaryIdentifier === order.goodsIdentifier);
  if (!goods) return rewardsError(404, REWARDS_ERRORS.goodsNotFound, `no such goods: ${order.goodsIdentifier}`);
  if (String(goods.goodsTypeId) !== order.goodsTypeId)
    return fail(400, `goodsTypeId ${order.goodsTypeId} does not match goods ${goods.primaryIdentifier} (${goods.goodsTypeId})`);
  if (PROVIDER_ONLY_GOODS_TYPES.includes(order.goodsTypeId))
    return rewardsError(422, REWARDS_ERRORS.providerOnly, `${GOODS_TYPES[order.goodsTypeId]} goods are redeemed on the provider's site`);
  const blocked = redeemBlock(caller, goods, order.quantity, stock);
  if (blocked) return rewardsError(422, blocked, BLOCK_MESSAGES[blocked] ?? blocked, { currentBalance: balanceOf(caller.ledger) });
  const points = goods.pointValue * order.quantity;
  spend(caller.ledger, points);
  const inStock = stock[goods.primaryIdentifier];
  if (typeof inStock === 'number') stock[goods.primaryIdentifier] = inStock - order.quantity;
  const transaction = addTransaction(caller.ledger, {
    transactionDate: caller.clock.instant.toISOString(),
    activityType: 'redemption',
    source: 'redemption',
    description: goods.name,
    points: -points,
    basePoints: 0,
    memberBonusPoints: 0,
    activityIdentifier: null,
    goodsIdentifier: goods.primaryIdentifier,
    goodsTypeId: goods.goodsTypeId,
    quantity: order.quantity,
    expirationDate: null,
  });
  const seq = transaction.transactionIdentifier.replace(/\D/g, '');
  const type = GOODS_TYPES[order.goodsTypeId];
  return json({
    status: 'SUCCESS',
    orderIdentifier: `ORD-${seq}`,
    transactionIdentifier: transaction.transactionIdentifier,
    goodsIdentifier: goods.primaryIdentifier,
    goodsTypeId: goods.goodsTypeId,
    quantity: order.quantity,
    pointsRedeemed: points,
    currentBalance: balanceOf(caller.ledger),
    catalog_identifier: order.catalog_identifier,
    orderAttr: order.orderAttr,
    registeredDate: order.registeredDate ?? null,
    redemptionCode: CODE_TYPES.has(order.goodsTypeId) ? `RC-${String(hashOf(`${caller.personaId}|${seq}`) % 100_000_000).padStart(8, '0')}` : null,
    instantWin: type === 'instant win' ? { won: instantWinOn(caller.personaId, caller.clock.day) } : null,
  });
}

// ---------------------------------------------------------------------------------------------
// Transactions

const KIND_ALIASES: Readonly<Record<string, TransactionKind | 'all'>> = {
  all: 'all',
  earn: 'earn',
  earned: 'earn',
  earning: 'earn',
  earnings: 'earn',
  redemption: 'redemption',
  redemptions: 'redemption',
  purchase: 'redemption',
  purchases: 'redemption',
  expiry: 'expiry',
  expiration: 'expiry',
  expired: 'expiry',
};

function transactions(request: EmulatorRequest, context: EmulatorContext, forced?: TransactionKind): EmulatorResponse {
  const who = participant(request, context, request.query.get('userPrimaryIdentifier'), 'userPrimaryIdentifier');
  if (!who.ok) return who.response;
  const requested = (request.query.get('activityType') ?? '').trim().toLowerCase();
  const kind = requested ? KIND_ALIASES[requested] : (forced ?? 'all');
  if (!kind || (forced && kind !== forced)) {
    return fail(400, forced ? `activityType must be ${forced} here` : `activityType must be one of ${Object.keys(KIND_ALIASES).join(', ')}`);
  }
  const size = queryInt(request, 'size', 1, MAX_TRANSACTION_PAGE_SIZE) ?? DEFAULT_TRANSACTION_PAGE_SIZE;
  const page = queryInt(request, 'page', 0, 100_000) ?? 0;
  if (Number.isNaN(size) || Number.isNaN(page))
    return fail(400, `size must be 1 to ${MAX_TRANSACTION_PAGE_SIZE} and page 0 or more (whole numbers; pages count from 0)`);
  const order = (request.query.get('order') ?? 'DESC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') return fail(400, 'order must be ASC or DESC');
  const { ledger, clock } = who.value;
  const rows = ledger.transactions
    .filter((t) => (kind === 'all' || t.activityType === kind) && txDay(t) <= clock.day)
    .sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.transactionIdentifier.localeCompare(b.transactionIdentifier));
  if (order === 'DESC') rows.reverse();
  return json({
    userPrimaryIdentifier: who.value.userId,
    userGroupDesignIdentifier: request.query.get('userGroupDesignIdentifier') ?? 'member',
    activityType: kind,
    order,
    page,
    size,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    transactions: rows.slice(page * size, page * size + size).map((t) => ({ ...t })),
  });
}

// ---------------------------------------------------------------------------------------------
// Local offers

const ADDRESS_KEYS = ['zip', 'zipCode', 'postalCode', 'address', 'addressLine1', 'street', 'city', 'state', 'lat', 'latitude', 'lng', 'lon', 'longitude'];

/** Earth's mean radius in miles. */
const EARTH_RADIUS_MILES = 3958.8;

export interface Position {
  lat: number;
  lng: number;
}

/** How far from its nearest offer a position is still in the offers service's area (miles). */
export const SERVICE_AREA_MILES = 500;

/** Great-circle distance in miles between two positions (haversine), rounded to 0.1. */
export function milesBetween(from: Position, to: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/**
 * The searched position: `lat` and `lng` of the query. Neither: undefined (an address without
 * geography). Only one, or either not a number in range: a 400.
 */
function queryPosition(request: EmulatorRequest): Checked<Position | undefined> {
  const lat = (request.query.get('lat') ?? '').trim();
  const lng = (request.query.get('lng') ?? '').trim();
  if (!lat && !lng) return { ok: true, value: undefined };
  const position = { lat: Number(lat), lng: Number(lng) };
  if (!lat || !lng || !Number.isFinite(position.lat) || !Number.isFinite(position.lng) || Math.abs(position.lat) > 90 || Math.abs(position.lng) > 180)
    return { ok: false, response: fail(400, 'lat and lng must both be given, as degrees (lat -90 to 90, lng -180 to 180)') };
  return { ok: true, value: position };
}

interface OfferSearch {
  /** Where distances are measured from; undefined: the fixtures' own distances. */
  origin: Position | undefined;
  sortBy: string;
  searchRadius: number;
  redemptionTypes: string[];
  uuid: string;
  limitPerPage: number;
  keywordSearch: string;
  categoryId: string | undefined;
}

function parseOfferSearch(request: EmulatorRequest): Checked<OfferSearch> {
  const bad = (message: string): Checked<OfferSearch> => ({ ok: false, response: fail(400, message) });
  if (!ADDRESS_KEYS.some((key) => (request.query.get(key) ?? '').trim() !== '')) return bad(`the query must give an address (${ADDRESS_KEYS.join(', ')})`);
  const origin = queryPosition(request);
  if (!origin.ok) return origin;
  const body = request.body;
  if (!isRecord(body)) return bad('expected a JSON object { sortBy, searchRadius, redemptionTypes, uuid, limitPerPage, keywordSearch, category? }');
  if (!nonEmptyString(body.sortBy)) return bad('sortBy must be a string');
  if (typeof body.searchRadius !== 'number' || !(body.searchRadius > 0)) return bad('searchRadius must be a number above 0');
  if (!Array.isArray(body.redemptionTypes) || !body.redemptionTypes.length || !body.redemptionTypes.every((t) => t === 'MOBILE' || t === 'PRINT'))
    return bad("redemptionTypes must list 'MOBILE' and/or 'PRINT'");
  if (typeof body.uuid !== 'string') return bad('uuid must be a string');
  if (typeof body.limitPerPage !== 'number' || !Number.isInteger(body.limitPerPage) || body.limitPerPage < 1 || body.limitPerPage > 500)
    return bad('limitPerPage must be a whole number from 1 to 500');
  if (typeof body.keywordSearch !== 'string') return bad('keywordSearch must be a string (empty for none)');
  let categoryId: string | undefined;
  if (body.category !== undefined && body.category !== null) {
    const category = body.category;
    if (!isRecord(category) || !(typeof category.id === 'number' || nonEmptyString(category.id))) return bad('category must be { id, groupName }');
    categoryId = String(category.id);
  }
  return {
    ok: true,
    value: {
      origin: origin.value,
      sortBy: body.sortBy.toUpperCase(),
      searchRadius: body.searchRadius,
      redemptionTypes: body.redemptionTypes as string[],
      uuid: body.uuid,
      limitPerPage: body.limitPerPage,
      keywordSearch: body.keywordSearch,
      categoryId,
    },
  };
}

/** Whether `offer`, `distance` miles away, answers `search`: radius, redemption types, category, every keyword. */
function offerMatches(offer: LocalOffer, distance: number, search: OfferSearch): boolean {
  if (distance > search.searchRadius) return false;
  if (!offer.redemptionTypes.some((type) => search.redemptionTypes.includes(type))) return false;
  if (search.categoryId !== undefined && String(offer.category.id) !== search.categoryId) return false;
  const haystack = [offer.merchantName, offer.offerTextShort, offer.offerTextLong, offer.category.groupName, ...offer.keywords].join(' ').toLowerCase();
  return search.keywordSearch
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

interface OfferRedemptionBody {
  redemptionType: 'MOBILE' | 'PRINT';
  userPrimaryIdentifier: string;
  merchantId: string;
}

function parseOfferRedemption(body: unknown): Checked<OfferRedemptionBody> {
  const bad = (message: string): Checked<OfferRedemptionBody> => ({ ok: false, response: fail(400, message) });
  if (!isRecord(body))
    return bad('expected a JSON object { redemptionType, userPrimaryIdentifier, merchantId, logoPath, merchantName, merchantAddress, offerTextShort }');
  if (body.redemptionType !== 'MOBILE' && body.redemptionType !== 'PRINT') return bad("redemptionType must be 'MOBILE' or 'PRINT'");
  if (!nonEmptyString(body.userPrimaryIdentifier)) return bad('userPrimaryIdentifier must be a non-empty string');
  if (!nonEmptyString(body.merchantId)) return bad('merchantId must be a non-empty string');
  for (const field of ['logoPath', 'merchantName', 'merchantAddress', 'offerTextShort']) {
    if (typeof body[field] !== 'string') return bad(`${field} must be a string`);
  }
  return { ok: true, value: { redemptionType: body.redemptionType, userPrimaryIdentifier: body.userPrimaryIdentifier, merchantId: body.merchantId } };
}

function offerState(ledger: Ledger, offerId: string) {
  const saved = ledger.savedOffers.find((s) => s.offerId === offerId);
  const redeemed = ledger.redeemedOffers.find((r) => r.offerId === offerId);
  return {
    saved: Boolean(saved),
    savedDate: saved?.savedDate ?? null,
    redeemed: Boolean(redeemed),
    redeemedDate: redeemed?.redeemedDate ?? null,
    redemptionCode: redeemed?.redemptionCode ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Goals and overviews

function weekOverview(caller: Caller, monday: string) {
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    const future = date > caller.clock.day;
    const earned = caller.ledger.transactions.filter((t) => t.activityType === 'earn' && txDay(t) === date);
    const steps = future ? null : stepsOn(caller.personaId, date);
    const goal = caller.ledger.fitnessGoal?.goal ?? null;
    return {
      date,
      steps,
      stepGoal: goal,
      goalMet: steps !== null && goal !== null && steps >= goal,
      activitiesCompleted: earned.filter((t) => t.activityIdentifier !== null).length,
      pointsEarned: earned.reduce((sum, t) => sum + t.points, 0),
    };
  });
  const activitiesCompleted = days.reduce((sum, day) => sum + day.activitiesCompleted, 0);
  const activityGoal = caller.ledger.activityGoal?.goal ?? null;
  return {
    userIdentifier: caller.userId,
    ...isoWeek(monday),
    startDate: monday,
    endDate: addDays(monday, 6),
    days,
    totalSteps: days.reduce((sum, day) => sum + (day.steps ?? 0), 0),
    daysGoalMet: days.filter((day) => day.goalMet).length,
    activitiesCompleted,
    activityGoal,
    activityGoalMet: activityGoal !== null && activitiesCompleted >= activityGoal,
    pointsEarned: days.reduce((sum, day) => sum + day.pointsEarned, 0),
  };
}

function parseTopics(raw: string | null): string[] | undefined {
  if (raw === null) return [];
  const topics = raw
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  return topics.every((topic) => topic.length <= 40) ? [...new Set(topics)] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Routes

export function registerRewards(router: Router): void {
  const base = REWARDS_BASE;
  const route = (method: 'GET' | 'POST', path: string, handler: Handler) => router.add(method, `${base}/${path}`, handler);

  // -- Activities (3.4, 3.5, 3.9) --------------------------------------------------------------
  // activity/listV3: `{ activities: [...] }`, each with identifier, id, activityIdentifier (the
  // same value), active, dates, activityType, limitPeriod and the caller's limitHit.
  route('GET', 'activity/listV3', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const personaId = signed.value;
    const clock = clockOf(request);
    const ledger = isParticipant(personaId) ? ledgerOf(context, personaId) : undefined;
    return json({ activities: rewardsActivities.map((a) => activityView(a, ledger ? activityLimitHit(ledger, a, clock.day) : false)) });
  });
  // activity/bundle (response not shown): `{ bundles: [{ bundleIdentifier, name, description,
  // activityIdentifiers, activities, completed }] }`, with the caller's limitHit.
  route('GET', 'activity/bundle', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const clock = clockOf(request);
    const ledger = isParticipant(signed.value) ? ledgerOf(context, signed.value) : undefined;
    return json({
      bundles: activityBundles.map((bundle) => {
        const activities = bundle.activityIdentifiers
          .map((id) => rewardsActivities.find((a) => a.identifier === id))
          .filter((a): a is RewardsActivity => Boolean(a))
          .map((a) => activityView(a, ledger ? activityLimitHit(ledger, a, clock.day) : false));
        return { ...bundle, activities, completed: activities.every((a) => a.limitHit) };
      }),
    });
  });
  route('GET', 'activity/{activityId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const activity = rewardsActivities.find((a) => a.identifier === params.activityId);
    if (!activity) return rewardsError(404, REWARDS_ERRORS.activityNotFound, `no such activity: ${params.activityId}`);
    const ledger = isParticipant(signed.value) ? ledgerOf(context, signed.value) : undefined;
    return json(activityView(activity, ledger ? activityLimitHit(ledger, activity, clockOf(request).day) : false));
  });
  // activity/limit: userDailyPointsLeft and, per known activity asked for, limitHit and
  // limitPeriod (unknown ids are left out); dailyPointsLimit added.
  route('POST', 'activity/limit/{userId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const body = request.body;
    if (!isRecord(body) || !Array.isArray(body.activityList) || !body.activityList.every((item) => isRecord(item) && nonEmptyString(item.activityIdentifier))) {
      return fail(400, 'expected { activityList: [{ activityIdentifier }] }');
    }
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const { ledger, clock } = who.value;
    const asked = (body.activityList as Array<{ activityIdentifier: string }>).map((item) => item.activityIdentifier);
    return json({
      userDailyPointsLeft: dailyPointsLeft(ledger, clock.day),
      dailyPointsLimit: DAILY_POINTS_LIMIT,
      activityList: asked
        .map((id) => rewardsActivities.find((a) => a.identifier === id))
        .filter((a): a is RewardsActivity => Boolean(a))
        .map((a) => ({ activityIdentifier: a.identifier, limitHit: activityLimitHit(ledger, a, clock.day), limitPeriod: a.limitPeriod })),
    });
  });
  // Submit an activity or the daily login (body {}). Response designed around 3.9.
  route('POST', 'activity/usergroup/member/user/{userId}/{activityId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    if (!emptyBodyOk(request.body)) return fail(400, 'expected an empty JSON object {}');
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    return submitActivity(who.value, params.activityId ?? '');
  });
  // 7.3: the loyalty activity record (brain-health activation). Same answer as a submission,
  // with userIdentifier.
  route('POST', 'activity', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const body = request.body;
    if (!isRecord(body) || !nonEmptyString(body.userIdentifier) || !nonEmptyString(body.activityIdentifier))
      return fail(400, 'expected { userIdentifier, activityIdentifier }');
    const who = participant(request, context, body.userIdentifier, 'userIdentifier');
    if (!who.ok) return who.response;
    const answer = submitActivity(who.value, body.activityIdentifier);
    return answer.status === 200 ? { ...answer, body: { userIdentifier: who.value.userId, ...(answer.body as object) } } : answer;
  });

  // -- Goods (3.11) ---------------------------------------------------------------------------
  // goods/{goodsId}/detail (response not shown): the goods record with its current inventory.
  route('GET', 'goods/{goodsId}/detail', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const goods = goodsCatalogue.find((g) => g.primaryIdentifier === params.goodsId);
    if (!goods) return rewardsError(404, REWARDS_ERRORS.goodsNotFound, `no such goods: ${params.goodsId}`);
    return json(goodsView(goods, stockOf(context)));
  });
  // goods/goodsinventoryndate (body and response not shown): body { goodsIdentifiers: [...] } ->
  // { goods: [{ goodsIdentifier, inventory, available, startDate, endDate }] }, unknown ids left out.
  route('POST', 'goods/goodsinventoryndate', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const body = request.body;
    if (!isRecord(body) || !Array.isArray(body.goodsIdentifiers) || !body.goodsIdentifiers.every(nonEmptyString))
      return fail(400, 'expected { goodsIdentifiers: [string] }');
    const stock = stockOf(context);
    const clock = clockOf(request);
    return json({
      goods: (body.goodsIdentifiers as string[])
        .map((id) => goodsCatalogue.find((g) => g.primaryIdentifier === id))
        .filter((g): g is Goods => Boolean(g))
        .map((g) => {
          const inventory = stock[g.primaryIdentifier] ?? null;
          return {
            goodsIdentifier: g.primaryIdentifier,
            inventory,
            available: goodsAvailable(g, clock) && inventory !== 0,
            startDate: g.startDate,
            endDate: g.endDate,
          };
        }),
    });
  });
  // daily/instantwin (response not shown): today's instant-win games, whether the caller has
  // played each today, and the result of today's play: lastResult 'won' | 'not-won' | null
  // (not played; also for a caller who is not a participant).
  route('GET', 'daily/instantwin', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const clock = clockOf(request);
    const ledger = isParticipant(signed.value) ? ledgerOf(context, signed.value) : undefined;
    const games = goodsCatalogue.filter((g) => GOODS_TYPES[String(g.goodsTypeId)] === 'instant win' && g.limitPeriod === 'DAILY' && goodsAvailable(g, clock));
    return json({
      date: clock.day,
      games: games.map((g) => {
        const played = ledger ? redeemedUnits(ledger, g, clock.day) : 0;
        return {
          goodsIdentifier: g.primaryIdentifier,
          name: g.name,
          goodsTypeId: g.goodsTypeId,
          pointValue: g.pointValue,
          playsPerDay: g.limitPerUser,
          playsLeft: Math.max(0, (g.limitPerUser ?? 1) - played),
          playedToday: played > 0,
          lastResult: played > 0 ? (instantWinOn(signed.value, clock.day) ? 'won' : 'not-won') : null,
        };
      }),
    });
  });

  // -- Lessons (3.10) -------------------------------------------------------------------------
  // {brand}/lessons (response not shown): { lessons: [...] }. Registered before member/{userId}
  // so that member/lessons (brand 'member') is the lessons.
  route('GET', '{brand}/lessons', (request) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    return json({ lessons, totalLessons: lessons.length });
  });
  route('GET', '{brand}/lessons/status/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    return json({ userIdentifier: who.value.userId, lessonProgress: lessonProgress(who.value.ledger) });
  });
  // Defined but not used by the site (7.2): one lesson, and one lesson's status.
  route('GET', '{brand}/lessons/{lessonId}', (request, params) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const lesson = lessons.find((l) => l.primaryIdentifier === params.lessonId);
    return lesson ? json(lesson) : rewardsError(404, REWARDS_ERRORS.lessonNotFound, `no such lesson: ${params.lessonId}`);
  });
  route('GET', '{brand}/status/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const lessonId = request.query.get('lessonIdentifier');
    if (!lessonId) return fail(400, 'lessonIdentifier is required');
    const progress = lessonProgress(who.value.ledger).find((p) => p.primaryIdentifier === lessonId);
    return progress
      ? json({ userIdentifier: who.value.userId, lessonIdentifier: lessonId, ...progress })
      : rewardsError(404, REWARDS_ERRORS.lessonNotFound, `no such lesson: ${lessonId}`);
  });

  // -- Balance, transactions, expiring points (3.8) --------------------------------------------
  route('GET', 'pointsbalance/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    return json({ userIdentifier: who.value.userId, currentBalance: balanceOf(who.value.ledger), asOf: who.value.clock.instant.toISOString() });
  });
  // Transactions (response not shown): `{ transactions, page, size, totalElements, totalPages,
  // activityType, order }`, pages from 0, newest first unless order=ASC. purchasePoints is
  // registered first: `transaction/{brand}Points` would read it as brand 'purchase'.
  route('GET', 'transaction/purchasePoints', (request, _params, context) => transactions(request, context, 'redemption'));
  route('GET', 'transaction/{brand}Points', (request, _params, context) => transactions(request, context));
  // Expiring points (response not shown): `{ months, fromDate, toDate, totalExpiringPoints,
  // expiringPoints: [{ expirationDate, points }] }` for buckets ending today .. today + months.
  route('GET', '{brand}/expiration/user/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const months = queryInt(request, 'months', 1, MAX_EXPIRY_MONTHS) ?? DEFAULT_EXPIRY_MONTHS;
    if (Number.isNaN(months)) return fail(400, `months must be a whole number from 1 to ${MAX_EXPIRY_MONTHS}`);
    return json({ userIdentifier: who.value.userId, ...expiringWithin(who.value.ledger, who.value.clock, months) });
  });

  // -- Secret word (3.16) ---------------------------------------------------------------------
  // Response designed: { secretWord, basePointsAwarded, memberBonusPointsAwarded, pointsAwarded,
  // currentBalance, userDailyPointsLeft }. Unknown or not-yet-live words, lapsed words and words
  // already used answer 422 with a code; past the daily limit 429.
  route('POST', 'secretword', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const body = request.body;
    if (!isRecord(body) || !nonEmptyString(body.userIdentifier) || typeof body.secretWord !== 'string')
      return fail(400, 'expected { userIdentifier, secretWord }');
    const who = participant(request, context, body.userIdentifier, 'userIdentifier');
    if (!who.ok) return who.response;
    const { ledger, clock, member } = who.value;
    const word = secretWords.find((w) => w.secretWord.toLowerCase() === (body.secretWord as string).trim().toLowerCase());
    if (!word || Date.parse(word.startDate) > clock.instant.getTime()) return rewardsError(422, REWARDS_ERRORS.secretWordInvalid, 'that is not a secret word');
    if (word.endDate.slice(0, 10) < clock.day) return rewardsError(422, REWARDS_ERRORS.secretWordExpired, 'that secret word has expired');
    if (ledger.transactions.some((t) => t.activityIdentifier === word.identifier))
      return rewardsError(422, REWARDS_ERRORS.secretWordUsed, 'that secret word has already been used');
    const bonus = member ? word.memberPointBonus : 0;
    const left = dailyPointsLeft(ledger, clock.day);
    if (word.basePointValue + bonus > left)
      return rewardsError(429, REWARDS_ERRORS.dailyPointsLimit, 'the daily points limit has been reached', {
        userDailyPointsLeft: left,
        dailyPointsLimit: DAILY_POINTS_LIMIT,
      });
    const transaction = earn(ledger, clock, {
      source: 'secretWord',
      description: `Secret word: ${word.secretWord}`,
      basePoints: word.basePointValue,
      memberBonusPoints: bonus,
      activityIdentifier: word.identifier,
    });
    return json({
      secretWord: word.secretWord,
      basePointsAwarded: word.basePointValue,
      memberBonusPointsAwarded: bonus,
      pointsAwarded: transaction.points,
      currentBalance: balanceOf(ledger),
      userDailyPointsLeft: dailyPointsLeft(ledger, clock.day),
      transactionIdentifier: transaction.transactionIdentifier,
    });
  });

  // -- Redemption (3.12, 3.13) ----------------------------------------------------------------
  // check: [{ goodsIdentifier }] (at most 10) -> [{ goodsIdentifier, redeemable, reason }],
  // reason null when redeemable, else a code (REWARDS_ERRORS) for one unit.
  route('POST', '{brand}/redemption/check/{userId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const body = request.body;
    if (!Array.isArray(body) || !body.every((item) => isRecord(item) && nonEmptyString(item.goodsIdentifier)))
      return fail(400, 'expected [{ goodsIdentifier }]');
    if (body.length > CHECK_REDEEM_BATCH_LIMIT) return fail(400, `at most ${CHECK_REDEEM_BATCH_LIMIT} items per call`);
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const stock = stockOf(context);
    return json(
      (body as Array<{ goodsIdentifier: string }>).map(({ goodsIdentifier }) => {
        const reason =
          redeemBlock(
            who.value,
            goodsCatalogue.find((g) => g.primaryIdentifier === goodsIdentifier),
            1,
            stock,
          ) ?? null;
        return { goodsIdentifier, redeemable: reason === null, reason };
      }),
    );
  });
  // Redemption (response designed): { status, orderIdentifier, transactionIdentifier,
  // goodsIdentifier, goodsTypeId, quantity, pointsRedeemed, currentBalance, catalog_identifier,
  // orderAttr, registeredDate, redemptionCode, instantWin }; records a redemption (PURCHASES).
  route('POST', '{brand}/redemption/{userId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const order = parseRedemption(request.body);
    if (!order.ok) return order.response;
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    return redeem(who.value, order.value, stockOf(context));
  });
  // totalEntries/{x}{y} (response not shown): the segment is a goods identifier, optionally
  // followed by more text; answers the caller's units redeemed of those goods.
  route('GET', '{brand}/redemption/{userId}/totalEntries/{entry}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const entry = params.entry ?? '';
    const goods = goodsCatalogue.find((g) => entry.startsWith(g.primaryIdentifier));
    if (!goods) return rewardsError(404, REWARDS_ERRORS.goodsNotFound, `no goods for ${entry}`);
    const totalEntries = who.value.ledger.transactions
      .filter((t) => t.activityType === 'redemption' && t.goodsIdentifier === goods.primaryIdentifier)
      .reduce((sum, t) => sum + (t.quantity ?? 1), 0);
    return json({ userIdentifier: who.value.userId, goodsIdentifier: goods.primaryIdentifier, totalEntries, limitPerUser: goods.limitPerUser });
  });

  // -- Local offers (3.14, 3.15) --------------------------------------------------------------
  // Search (response designed): { totalResults, limitPerPage, sortBy, offers: [offer + distance,
  // saved, redeemed] }, where an offer is { offerId, merchantId, merchantName, merchantAddress,
  // logoPath, offerTextShort, offerTextLong, category { id, groupName }, redemptionTypes, lat,
  // lng, distance }. The query must name an address (ADDRESS_KEYS). With a position (`lat` and
  // `lng`, as the page sends: `offers?lat=&lng=`) each offer's distance is measured from it (great
  // circle, miles, to 0.1) and drives the radius, the order and the answer's `distance`: Arlington
  // finds the offers around Washington, DC, Phoenix those around Phoenix, never both. With only
  // an address (zip, city, ...) there is no geography: each offer's fixture `distance` is used,
  // whatever the address. A position the service does not serve (farther than SERVICE_AREA_MILES
  // from every offer it has: Anchorage in the places fixture) is refused with 422
  // { code: 'error.location.unknown' }, the page's "a place the service does not know".
  route('POST', 'offers', (request, _params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const search = parseOfferSearch(request);
    if (!search.ok) return search.response;
    const who = selfParticipant(request, context);
    if (!who.ok) return who.response;
    const { origin } = search.value;
    if (origin && localOffers.every((offer) => milesBetween(origin, offer) > SERVICE_AREA_MILES))
      return rewardsError(422, REWARDS_ERRORS.locationUnknown, `no local offers are served within ${SERVICE_AREA_MILES} miles of ${origin.lat},${origin.lng}`);
    const found = localOffers
      .map((offer) => ({ offer, distance: origin ? milesBetween(origin, offer) : offer.distance }))
      .filter(({ offer, distance }) => offerMatches(offer, distance, search.value));
    const byName = ['NAME', 'MERCHANT_NAME', 'ALPHABETICAL', 'ALPHA'].includes(search.value.sortBy);
    found.sort((a, b) =>
      byName ? a.offer.merchantName.localeCompare(b.offer.merchantName) : a.distance - b.distance || a.offer.merchantName.localeCompare(b.offer.merchantName),
    );
    return json({
      totalResults: found.length,
      limitPerPage: search.value.limitPerPage,
      sortBy: search.value.sortBy,
      offers: found.slice(0, search.value.limitPerPage).map(({ offer, distance }) => {
        const state = offerState(who.value.ledger, offer.offerId);
        return { ...offerView(offer), distance, saved: state.saved, redeemed: state.redeemed };
      }),
    });
  });
  // categories (response not shown): { categories: [{ id, groupName, offerCount }] }; the query
  // (an address) is accepted and does not narrow the list.
  route('GET', 'categories', (request) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    return json({ categories: offerCategories.map((c) => ({ ...c, offerCount: localOffers.filter((o) => o.category.id === c.id).length })) });
  });
  // Saved and redeemed lists (response not shown): { userIdentifier, responseType, offers:
  // [offer + savedDate or redeemedDate, redemptionType, redemptionCode] }, newest first.
  route('GET', 'eredeem/redeemedandsavedoffers', (request, _params, context) => {
    const who = participant(request, context, request.query.get('userIdentifier'), 'userIdentifier');
    if (!who.ok) return who.response;
    const type = (request.query.get('responseType') ?? '').toLowerCase();
    if (type !== 'redeemed' && type !== 'saved') return fail(400, "responseType must be 'redeemed' or 'saved'");
    const { ledger } = who.value;
    const rows =
      type === 'saved'
        ? [...ledger.savedOffers]
            .sort((a, b) => b.savedDate.localeCompare(a.savedDate))
            .map((s) => ({ offer: localOffers.find((o) => o.offerId === s.offerId), extra: s }))
        : [...ledger.redeemedOffers]
            .sort((a, b) => b.redeemedDate.localeCompare(a.redeemedDate))
            .map((r) => ({ offer: localOffers.find((o) => o.offerId === r.offerId), extra: r }));
    return json({
      userIdentifier: who.value.userId,
      responseType: type,
      offers: rows.filter((row) => row.offer).map((row) => ({ ...offerView(row.offer!), ...row.extra })),
    });
  });
  // One offer for the user (response not shown): the offer with saved / redeemed, their dates and
  // the redemption code.
  route('GET', 'eredeem/{offerId}', (request, params, context) => {
    const who = participant(request, context, request.query.get('userIdentifier'), 'userIdentifier');
    if (!who.ok) return who.response;
    const offer = localOffers.find((o) => o.offerId === params.offerId);
    if (!offer) return rewardsError(404, REWARDS_ERRORS.offerNotFound, `no such offer: ${params.offerId}`);
    return json({ ...offerView(offer), ...offerState(who.value.ledger, offer.offerId) });
  });
  // Delete a saved offer: body {}; a text answer, 'deleted' or (404) 'offer not saved'.
  route('POST', 'eredeem/deletesavedoffer/{offerId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    if (!emptyBodyOk(request.body)) return fail(400, 'expected an empty JSON object {}');
    const who = participant(request, context, request.query.get('userIdentifier'), 'userIdentifier');
    if (!who.ok) return who.response;
    const { ledger } = who.value;
    const before = ledger.savedOffers.length;
    ledger.savedOffers = ledger.savedOffers.filter((s) => s.offerId !== params.offerId);
    return ledger.savedOffers.length < before ? text(200, 'deleted') : text(404, 'offer not saved');
  });
  // Save (?save=true) or redeem an offer (responses designed): save -> { offerId, saved,
  // savedDate, redemptionType }; redeem -> { offerId, redeemed, redeemedDate, redemptionType,
  // redemptionCode, alreadyRedeemed } (a second redemption answers the first).
  route('POST', 'eredeem/{offerId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    const body = parseOfferRedemption(request.body);
    if (!body.ok) return body.response;
    const who = participant(request, context, body.value.userPrimaryIdentifier, 'userPrimaryIdentifier');
    if (!who.ok) return who.response;
    const offer = localOffers.find((o) => o.offerId === params.offerId);
    if (!offer) return rewardsError(404, REWARDS_ERRORS.offerNotFound, `no such offer: ${params.offerId}`);
    if (body.value.merchantId !== offer.merchantId) return fail(400, `merchantId ${body.value.merchantId} is not the merchant of offer ${offer.offerId}`);
    if (!offer.redemptionTypes.includes(body.value.redemptionType))
      return rewardsError(422, REWARDS_ERRORS.offerRedemptionType, `offer ${offer.offerId} cannot be redeemed by ${body.value.redemptionType}`);
    const { ledger, clock } = who.value;
    const now = clock.instant.toISOString();
    if ((request.query.get('save') ?? '').toLowerCase() === 'true') {
      let saved = ledger.savedOffers.find((s) => s.offerId === offer.offerId);
      if (!saved) {
        saved = { offerId: offer.offerId, redemptionType: body.value.redemptionType, savedDate: now };
        ledger.savedOffers.push(saved);
      }
      return json({ offerId: offer.offerId, saved: true, savedDate: saved.savedDate, redemptionType: saved.redemptionType });
    }
    const existing = ledger.redeemedOffers.find((r) => r.offerId === offer.offerId);
    const redemption = existing ?? {
      offerId: offer.offerId,
      redemptionType: body.value.redemptionType,
      redeemedDate: now,
      redemptionCode: `${offer.merchantId.replace(/\W/g, '').slice(-3)}-${String(hashOf(`${who.value.personaId}|${offer.offerId}`) % 100_000_000)
        .padStart(8, '0')
        .replace(/(\d{4})(\d{4})/, '$1-$2')}`,
    };
    if (!existing) ledger.redeemedOffers.push(redemption);
    return json({ ...redemption, redeemed: true, alreadyRedeemed: Boolean(existing) });
  });

  // -- Goals and overviews (responses not shown) ----------------------------------------------
  // Activity goal: { userIdentifier, goal (activities a week, null until stored), activityTopics,
  // createdDate, updatedDate }. create makes an empty one if there is none; store creates too.
  const activityGoalAnswer = (caller: Caller) => json({ userIdentifier: caller.userId, ...caller.ledger.activityGoal });
  route('POST', 'user/createUserActivityGoal/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const { ledger, clock } = who.value;
    const created = !ledger.activityGoal;
    if (created) ledger.activityGoal = { goal: null, activityTopics: [], createdDate: clock.instant.toISOString(), updatedDate: clock.instant.toISOString() };
    return { ...activityGoalAnswer(who.value), status: created ? 201 : 200 };
  });
  route('POST', 'user/storeUserActivityGoal/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const goal = queryInt(request, 'goal', 1, 50);
    if (goal === undefined || Number.isNaN(goal)) return fail(400, 'goal must be a whole number of activities a week, 1 to 50');
    const topics = parseTopics(request.query.get('activityTopics'));
    if (!topics) return fail(400, 'activityTopics must be a comma-separated list of topics');
    const { ledger, clock } = who.value;
    const now = clock.instant.toISOString();
    ledger.activityGoal = { goal, activityTopics: topics, createdDate: ledger.activityGoal?.createdDate ?? now, updatedDate: now };
    return activityGoalAnswer(who.value);
  });
  route('GET', 'user/getUserActivityGoal/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    return who.value.ledger.activityGoal ? activityGoalAnswer(who.value) : rewardsError(404, REWARDS_ERRORS.goalNotFound, 'no activity goal yet');
  });
  // Fitness goal: { userIdentifier, goal (daily steps, null until stored), createdDate, updatedDate }.
  const fitnessGoalAnswer = (caller: Caller) => json({ userIdentifier: caller.userId, ...caller.ledger.fitnessGoal });
  route('POST', 'user/createFitnessGoal/{userId}', (request, params, context) => {
    const signed = signedIn(request);
    if (!signed.ok) return signed.response;
    if (!emptyBodyOk(request.body)) return fail(400, 'expected an empty JSON object {}');
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const { ledger, clock } = who.value;
    const created = !ledger.fitnessGoal;
    if (created) ledger.fitnessGoal = { goal: null, createdDate: clock.instant.toISOString(), updatedDate: clock.instant.toISOString() };
    return { ...fitnessGoalAnswer(who.value), status: created ? 201 : 200 };
  });
  route('POST', 'user/storeFitnessGoal/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const goal = queryInt(request, 'goal', 500, 100_000);
    if (goal === undefined || Number.isNaN(goal)) return fail(400, 'goal must be a whole number of daily steps, 500 to 100000');
    const { ledger, clock } = who.value;
    const now = clock.instant.toISOString();
    ledger.fitnessGoal = { goal, createdDate: ledger.fitnessGoal?.createdDate ?? now, updatedDate: now };
    return fitnessGoalAnswer(who.value);
  });
  // Daily overview: today's steps (deterministic per persona and day), step goal, activities and
  // points today, the daily limit and what is left, the weekly activity goal.
  route('GET', 'user/dailyOverview/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const { ledger, clock } = who.value;
    const today = weekOverview(who.value, weekStart(clock.day)).days.find((day) => day.date === clock.day)!;
    return json({
      userIdentifier: who.value.userId,
      ...today,
      dailyPointsLimit: DAILY_POINTS_LIMIT,
      userDailyPointsLeft: dailyPointsLeft(ledger, clock.day),
      activityGoal: ledger.activityGoal?.goal ?? null,
    });
  });
  // Weekly overview for ISO week `week` of `year` (default: this week): seven days, totals, goals.
  route('GET', 'user/weeklyOverview/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const current = isoWeek(who.value.clock.day);
    const year = queryInt(request, 'year', 2000, 2100) ?? current.year;
    const week = queryInt(request, 'week', 1, 53) ?? current.week;
    if (Number.isNaN(year) || Number.isNaN(week) || week > isoWeeksIn(year))
      return fail(400, 'week must be an ISO week (1 to 52 or 53) of year (2000 to 2100)');
    return json(weekOverview(who.value, isoWeekMonday(year, week)));
  });
  // The user's rewards information (response not shown).
  const information = (caller: Caller) => {
    const at = atCookie(caller.personaId);
    const earned = caller.ledger.transactions.filter((t) => t.activityType === 'earn').reduce((sum, t) => sum + t.points, 0);
    const redeemed = -caller.ledger.transactions.filter((t) => t.activityType === 'redemption').reduce((sum, t) => sum + t.points, 0);
    return {
      userIdentifier: caller.userId,
      firstName: at.f ?? '',
      lastName: 'Example',
      email: `${at.u ?? caller.personaId}@example.org`,
      rewardsUser: true,
      enrollmentDate: caller.ledger.enrollmentDate,
      membershipStatus: MEMBERSHIP_STATUS[(at.ms ?? '').trim().toUpperCase()] ?? 'NON_MEMBER',
      membershipExpiration: at.me ?? '',
      currentBalance: balanceOf(caller.ledger),
      lifetimePointsEarned: earned,
      lifetimePointsRedeemed: redeemed,
    };
  };
  route('GET', 'user/{userId}/getInformation', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    return json(information(who.value));
  });
  // Dashboard (response not shown): information plus today's points, expiring points (6 months),
  // lessons and the five latest transactions. Also served at the host root, the spec's leading
  // slash read either way.
  const dashboard: Handler = (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const { ledger, clock } = who.value;
    const progress = lessonProgress(ledger);
    const expiring = expiringWithin(ledger, clock, DEFAULT_EXPIRY_MONTHS);
    return json({
      ...information(who.value),
      pointsEarnedToday: earnedOn(ledger, clock.day),
      dailyPointsLimit: DAILY_POINTS_LIMIT,
      userDailyPointsLeft: dailyPointsLeft(ledger, clock.day),
      expiringPoints: {
        months: expiring.months,
        totalExpiringPoints: expiring.totalExpiringPoints,
        nextExpirationDate: expiring.expiringPoints[0]?.expirationDate ?? null,
      },
      lessons: { totalLessons: progress.length, totalLessonsComplete: progress.filter((p) => p.completed).length },
      recentTransactions: [...ledger.transactions]
        .filter((t) => txDay(t) <= clock.day)
        .sort((a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.transactionIdentifier.localeCompare(a.transactionIdentifier))
        .slice(0, 5),
    });
  };
  route('GET', 'dashboard/member/{userId}/information', dashboard);
  router.get('/dashboard/member/{userId}/information', dashboard);

  // -- Rewards membership (3.2) ---------------------------------------------------------------
  // After every `{brand}/...` route of two segments (member/lessons is the lessons).
  route('GET', 'member/{userId}', (request, params, context) => {
    const who = participant(request, context, params.userId);
    if (!who.ok) return who.response;
    const at = atCookie(who.value.personaId);
    return json({
      membershipStatus: MEMBERSHIP_STATUS[(at.ms ?? '').trim().toUpperCase()] ?? 'NON_MEMBER',
      membershipExpiration: at.me ?? '',
      userIdentifier: who.value.userId,
    });
  });

  // -- Internal activity list (7.2: GET /bin/{product}/earnlist.json) -------------------------
  // The CMS's own export: public (tiles show points to everyone), no per-user limitHit.
  router.get('/bin/{product}/earnlist.json', () => json({ activities: rewardsActivities.map((a) => activityView(a, false)) }));

  // -- 7.4 ------------------------------------------------------------------------------------
  // Local offers support (issue fields not shown): any string fields plus uuid; the caller by
  // token or fedid cookie. Answer designed: { status: 'RECEIVED', ticketNumber, uuid }.
  router.post('/bin/servlet/local-offers-support', (request, _params, context) => {
    const personaId = callerPersona(request);
    if (!personaId) return fail(401, 'log in to report a problem with an offer');
    const body = request.body;
    if (!isRecord(body) || typeof body.uuid !== 'string') return fail(400, 'expected a JSON object with uuid and the issue fields');
    if (!Object.values(body).every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value)))
      return fail(400, 'issue fields must be strings, numbers or booleans');
    const ledger = ledgerOf(context, personaId);
    const ticketNumber = `LOS-${String(1000 + ledger.supportTickets.length + 1)}`;
    ledger.supportTickets.push({ ticketNumber, uuid: body.uuid, fields: { ...body }, receivedDate: clockOf(request).instant.toISOString() });
    return json({ status: 'RECEIVED', ticketNumber, uuid: body.uuid });
  });
  // Rewards status (response not shown): 200 { rewardsStatus: 'ENROLLED', ... } for a
  // participant, 204 (no body) for anyone else with a token.
  router.get('/applications/CoreApi/user/rewards/status', (request, _params, context) => {
    const auth = requireToken(request);
    if (!auth.ok) return auth.response;
    if (!isParticipant(auth.personaId)) return { status: 204 };
    return json({
      rewardsStatus: 'ENROLLED',
      rewardsUser: true,
      userIdentifier: `fed-${auth.personaId}`,
      enrollmentDate: ledgerOf(context, auth.personaId).enrollmentDate,
    });
  });
  // updateLoyaltyProfile/{suffix} (response not shown): records the update, answers
  // { status: 'SUCCESS', userIdentifier, update }.
  router.get('/applications/CoreApi/user/updateLoyaltyProfile/{suffix}', (request, params, context) => {
    const auth = requireToken(request);
    if (!auth.ok) return auth.response;
    const ledger = ledgerOf(context, auth.personaId);
    ledger.profileUpdates.push({ suffix: params.suffix ?? '', date: clockOf(request).instant.toISOString() });
    return json({ status: 'SUCCESS', userIdentifier: `fed-${auth.personaId}`, update: params.suffix });
  });
  // The e-greeting sender's address (response not shown).
  router.get('/applications/rewards-egreeting/user/address', (request) => {
    const auth = requireToken(request);
    if (!auth.ok) return auth.response;
    return json({ userIdentifier: `fed-${auth.personaId}`, ...postalAddress(auth.personaId, atCookie(auth.personaId)) });
  });
  // Sending a redeemed e-card (not in the spec, which shows only the sender's address call;
  // designed here, docs/decisions.md "Rewards pages"): POST body { orderIdentifier,
  // recipientName, recipientEmail, message } (message optional, at most 500 characters) ->
  // { status: 'SENT', orderIdentifier, recipientEmail }. The order must be the caller's e-card
  // redemption (404 otherwise); one card per order (409 when already sent).
  router.post('/applications/rewards-egreeting/send', (request, _params, context) => {
    const auth = requireToken(request);
    if (!auth.ok) return auth.response;
    const body = request.body;
    if (!isRecord(body)) return fail(400, 'expected { orderIdentifier, recipientName, recipientEmail, message? }');
    if (!nonEmptyString(body.orderIdentifier)) return fail(400, 'orderIdentifier is required');
    if (!nonEmptyString(body.recipientName) || body.recipientName.trim().length > 100) return fail(400, 'recipientName must be 1 to 100 characters');
    if (typeof body.recipientEmail !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.recipientEmail.trim()))
      return fail(400, 'recipientEmail must be an e-mail address');
    if (body.message !== undefined && (typeof body.message !== 'string' || body.message.length > 500))
      return fail(400, 'message must be at most 500 characters');
    const ledger = ledgerOf(context, auth.personaId);
    const order = ledger.transactions.find(
      (t) =>
        t.activityType === 'redemption' &&
        `ORD-${t.transactionIdentifier.replace(/\D/g, '')}` === body.orderIdentifier &&
        GOODS_TYPES[String(t.goodsTypeId)] === 'ecard',
    );
    if (!order) return fail(404, `no e-card order ${String(body.orderIdentifier)} for this user`);
    const sent = context.state.slice(auth.personaId, 'egreetings-sent', () => [] as string[]);
    if (sent.includes(body.orderIdentifier)) return fail(409, 'this e-card has already been sent');
    sent.push(body.orderIdentifier);
    return json({ status: 'SENT', orderIdentifier: body.orderIdentifier, recipientEmail: body.recipientEmail.trim() });
  });
}
