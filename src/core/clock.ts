/**
 * The shared clock. Every date rule asks `now()`, never `new Date()`, so tests and the demo can
 * move "today" with the `TimeTravelCookie` (ask-and-rewards 3.18: "a testing date").
 *
 * The cookie holds an ISO 8601 date-time (`2027-03-01T14:30:00Z`), which is used as the
 * instant, or a date (`2027-03-01`), which keeps today's (local) time of day on that date. A
 * value that does not parse, or names a day the calendar does not have (`2027-02-30`, also
 * inside a date-time, which `Date` would silently roll over to 2 March), is ignored.
 *
 * This module imports nothing but cookies.ts so that every date helper can depend on it.
 */
import { readCookie } from './cookies.ts';

export const TIME_TRAVEL_COOKIE = 'TimeTravelCookie';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Date, 'T', hh:mm[:ss[.fff]], optional Z or +hh:mm / +hhmm offset (the form CONTRACT 3 uses). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i;

/** Whether year-month-day is a day of the (proleptic Gregorian) calendar. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(2000, 0, 1));
  probe.setUTCFullYear(year, month, 0); // day 0 of the next month = last day of `month`
  return day <= probe.getUTCDate();
}

/** The instant the cookie stands for, given the real instant; undefined when absent or garbage. */
export function timeTravel(cookieValue: string | undefined, real: Date): Date | undefined {
  const value = typeof cookieValue === 'string' ? cookieValue.trim() : '';
  if (!value || !(real instanceof Date) || Number.isNaN(real.getTime())) return undefined;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    if (!isCalendarDay(year, month, day)) return undefined;
    const moved = new Date(real.getTime());
    moved.setFullYear(year, month - 1, day);
    return moved.getMonth() === month - 1 && moved.getDate() === day ? moved : undefined;
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return undefined;
  const [, year, month, day] = dateTime.map(Number) as [number, number, number, number];
  if (!isCalendarDay(year, month, day)) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** Now, or the time-travel instant when the cookie is set. */
export function now(cookieString?: string): Date {
  const real = new Date();
  return timeTravel(readCookie(TIME_TRAVEL_COOKIE, cookieString), real) ?? real;
}
