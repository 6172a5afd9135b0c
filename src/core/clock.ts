/**
 * The shared clock. Every date rule asks `now()`, never `new Date()`, so tests and the demo can
 * move "today" with the `TimeTravelCookie` (ask-and-rewards 3.18: "a testing date").
 *
 * The cookie holds an ISO 8601 date-time (`2027-03-01T14:30:00Z`), which is used as the
 * instant, or a date (`2027-03-01`), which keeps today's (local) time of day on that date. A
 * value that does not parse, or names a day the calendar does not have (`2027-02-30`, also
 * inside a date-time, which `Date` would silently roll over to 2 March), is ignored.
 *
 * This module imports nothing but cookies.ts and iso-date.ts so that every date helper can depend on it.
 */
import { readCookie } from './cookies.ts';
import { parseDate } from './iso-date.ts';

export const TIME_TRAVEL_COOKIE = 'TimeTravelCookie';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant the cookie stands for, given the real instant; undefined when absent or garbage. */
export function timeTravel(cookieValue: string | undefined, real: Date): Date | undefined {
  const value = typeof cookieValue === 'string' ? cookieValue.trim() : '';
  if (!value || !(real instanceof Date) || Number.isNaN(real.getTime())) return undefined;
  const parsed = parseDate(value);
  if (!parsed || !DATE_ONLY.test(value)) return parsed;
  // That day, at the real time of day (a day the local clock skips stays refused).
  const moved = new Date(real.getTime());
  moved.setFullYear(parsed.getFullYear(), parsed.getMonth(), parsed.getDate());
  return moved.getMonth() === parsed.getMonth() && moved.getDate() === parsed.getDate() ? moved : undefined;
}

/** Now, or the time-travel instant when the cookie is set. */
export function now(cookieString?: string): Date {
  const real = new Date();
  return timeTravel(readCookie(TIME_TRAVEL_COOKIE, cookieString), real) ?? real;
}
