/**
 * The points that expire soon (ask-and-rewards 3.8, 7.2; CONTRACT 4c `rewards-expiring`): the
 * rows, soonest first, with the date and the days left, and the words.
 *
 * Days left are calendar days from today's date in US Eastern time (the rewards service's day,
 * 7.2; the page clock honours TimeTravelCookie) to the expiration date: 0 'today', 1
 * 'tomorrow', else 'in {n} days'. Entries of one date are added together; past dates (the
 * service should not send them) are left out.
 */
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { calendarParts, formatMonthDate } from '../../core/dates.ts';
import { US_EASTERN } from '../../core/time-zone.ts';
import { groupedPoints } from '../../domain/rewards-points.ts';

export const DEFAULT_EXPIRY_MONTHS = 6;
/** The most months the element asks for (the emulator's limit: 24). */
export const MAX_EXPIRY_MONTHS = 24;

export interface ExpiringRow {
  expirationDate: string;
  points: number;
  daysLeft: number;
}

const DAY_MS = 86_400_000;

/** Today's calendar date in US Eastern time, as a UTC midnight (ms), or undefined. */
function easternToday(at: Date): number | undefined {
  const parts = calendarParts(at, US_EASTERN);
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) : undefined;
}

function dayOf(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? time : undefined;
}

/** The rows to show: one per date, soonest first, none in the past. */
export function expiringRows(entries: ReadonlyArray<{ expirationDate: string; points: number }>, at: Date): ExpiringRow[] {
  const today = easternToday(at);
  if (today === undefined) return [];
  const byDate = new Map<string, ExpiringRow>();
  for (const { expirationDate, points } of entries) {
    const day = dayOf(expirationDate);
    if (day === undefined || day < today || !(points > 0)) continue;
    const row = byDate.get(expirationDate) ?? { expirationDate, points: 0, daysLeft: Math.round((day - today) / DAY_MS) };
    row.points += points;
    byDate.set(expirationDate, row);
  }
  return [...byDate.values()].sort((a, b) => a.daysLeft - b.daysLeft);
}

/**
 * How many dates show before 'Show all {n} dates': the soonest ones, which are what a member acts
 * on. The list's room is then the same for any member (a total, three dates, the button and 'Use
 * them'), so it is kept while the list loads and nothing below it moves when it comes.
 */
export const SOONEST_ROWS = 3;

/**
 * Sample rows of the list's room (RewardsExpiring's `ExpiringRoom`): long figures and dates
 * ('1,050 points Sep 30, 2027 (in 258 days)'), and more than three, so the room has the 'Show
 * all' button's line too.
 */
export const ROOM_ROWS: readonly ExpiringRow[] = [
  { expirationDate: '2027-09-27', points: 1050, daysLeft: 255 },
  { expirationDate: '2027-09-28', points: 1050, daysLeft: 256 },
  { expirationDate: '2027-09-29', points: 1050, daysLeft: 257 },
  { expirationDate: '2027-09-30', points: 1050, daysLeft: 258 },
];

/** The soonest rows, shown at once, and the rest, behind 'Show all {n} dates'. */
export function splitRows(rows: readonly ExpiringRow[]): { soonest: ExpiringRow[]; later: ExpiringRow[] } {
  return { soonest: rows.slice(0, SOONEST_ROWS), later: rows.slice(SOONEST_ROWS) };
}

export const EXPIRING_TEXT = {
  none: 'No points expire in the next {months} months',
  noneOneMonth: 'No points expire in the next month',
  total: '{points} points expire in the next {months} months.',
  totalOneMonth: '{points} points expire in the next month.',
  points: '{points} points',
  today: 'today',
  tomorrow: 'tomorrow',
  inDays: 'in {n} days',
  useThem: 'Use them: see what you can get now',
  showAll: 'Show all {n} dates',
  showFewer: 'Show fewer dates',
  failed: 'We could not load your expiring points.',
  loading: 'Loading your expiring points…',
} as const;

/** 'today', 'tomorrow' or 'in {n} days'. */
export function daysLeftText(daysLeft: number, t: Translate): string {
  if (daysLeft <= 0) return t(EXPIRING_TEXT.today);
  if (daysLeft === 1) return t(EXPIRING_TEXT.tomorrow);
  return t(EXPIRING_TEXT.inDays, { n: daysLeft });
}

/** The spec's empty sentence ('No points expire in the next {months} months'), singular for one month. */
export function noneText(months: number, t: Translate): string {
  return months === 1 ? t(EXPIRING_TEXT.noneOneMonth) : t(EXPIRING_TEXT.none, { months });
}

export function totalText(rows: readonly ExpiringRow[], months: number, t: Translate): string {
  const points = groupedPoints(rows.reduce((sum, row) => sum + row.points, 0));
  return months === 1 ? t(EXPIRING_TEXT.totalOneMonth, { points }) : t(EXPIRING_TEXT.total, { points, months });
}

/** A row's date as site 9 writes dates ('Jan 24, 2027'; Spanish 'Ene 24, 2027'). */
export function rowDate(row: ExpiringRow, locale: Locale): string {
  return formatMonthDate(`${row.expirationDate}T12:00:00Z`, { locale, timeZone: 'UTC' });
}

export const rowPoints = (row: ExpiringRow, t: Translate) => t(EXPIRING_TEXT.points, { points: groupedPoints(row.points) });

/** The catalogue filtered to what the member can redeem now ('Use them'; rewards-catalog reads `show=affordable`). */
export function catalogAffordableUrl(catalogUrl: string, base: string): string | undefined {
  try {
    const url = new URL(catalogUrl, base || undefined);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.searchParams.set('show', 'affordable');
    return url.href;
  } catch {
    return undefined;
  }
}
