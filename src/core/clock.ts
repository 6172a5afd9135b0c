/**
 * The shared clock. Every date rule asks `now()`, never `new Date()`, so tests and the demo can
 * move "today" with the `TimeTravelCookie` (ask-and-rewards 3.18: "a testing date").
 *
 * The cookie holds an ISO 8601 date-time (`2027-03-01T14:30:00Z`), which is used as the
 * instant, or a date (`2027-03-01`), which keeps today's time of day on that date. A value that
 * does not parse is ignored.
 */
import { readCookie } from './cookies.ts';

export const TIME_TRAVEL_COOKIE = 'TimeTravelCookie';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the cookie stands for, given the real instant; undefined when absent or garbage. */
export function timeTravel(cookieValue: string | undefined, real: Date): Date | undefined {
  const value = cookieValue?.trim();
  if (!value) return undefined;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    const moved = new Date(real.getTime());
    moved.setFullYear(year, month - 1, day);
    return moved.getMonth() === month - 1 && moved.getDate() === day ? moved : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** Now, or the time-travel instant when the cookie is set. */
export function now(cookieString?: string): Date {
  const real = new Date();
  return timeTravel(readCookie(TIME_TRAVEL_COOKIE, cookieString), real) ?? real;
}
