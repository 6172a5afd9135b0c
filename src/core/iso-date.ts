/**
 * Reading the ISO 8601 values of cookies and data (CONTRACT 3): a date ('2027-03-01'), which is
 * a day of the calendar (local midnight), or a date-time, which with `Z` or an offset is that
 * instant and without one is local wall-clock time (dates.ts says why). It imports nothing, so
 * the clock and every date helper can use it.
 */

/**
 * ISO 8601 in the extended form the contract uses: a date, optionally 'T' hh:mm[:ss[.fraction]]
 * and 'Z' or an offset (+hh:mm or +hhmm). Ranges are checked by the regex (hours 00-23, minutes
 * and seconds 00-59); the day is checked against the calendar afterwards.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|([+-])([01]\d|2[0-3]):?([0-5]\d))?)?$/i;

/** Whether year-month-day is a day of the (proleptic Gregorian) calendar: no 30 February. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(2000, 0, 1));
  probe.setUTCFullYear(year, month, 0); // day 0 of the next month = last day of `month`
  return day <= probe.getUTCDate();
}

/**
 * Reads a date or date-time (CONTRACT 3: '2027-03-01', '2800-12-31T05:00Z'); a valid Date is
 * copied. Anything else (garbage, impossible days such as 2027-02-30, 25:00, a Date that is
 * invalid, numbers) gives undefined. See the module comment for what each form means.
 */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime());
  if (typeof value !== 'string') return undefined;
  const match = ISO.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction, zone, sign, offsetHours, offsetMinutes] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!isCalendarDay(year, month, day)) return undefined;
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  if (zone === undefined) {
    // A calendar date (local midnight) or a local wall-clock time. setFullYear, unlike the
    // Date constructor, does not turn years 0-99 into 1900-1999.
    const local = new Date(2000, 0, 1);
    local.setFullYear(year, month - 1, day);
    local.setHours(hours, minutes, seconds, millis);
    return local;
  }
  const utc = new Date(Date.UTC(2000, 0, 1));
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hours, minutes, seconds, millis);
  const offset = zone.toUpperCase() === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  return new Date(utc.getTime() - offset * 60_000);
}
