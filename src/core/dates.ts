/**
 * Dates: parsing the ISO values found in cookies and data (CONTRACT 3) and the display formats
 * of site 9 "Formats" and brain-health 9: 'Mon DD, YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY', and the
 * whole days left before an expiry (site 4.5 expiryDays). The daily-puzzle date (brain-health
 * 2.4, a fixed UTC-5) is a domain rule: src/domain/daily-puzzle.ts.
 *
 * Calendar dates. A date-only value ('2027-03-01') names a day of the calendar, not an instant:
 * `parseDate` returns local midnight at the start of that day, so the local getters (and every
 * formatter below when no time zone is given) read back exactly the day written, in any time
 * zone. (`new Date('2027-03-01')` would be UTC midnight, which shows as 28 February in the
 * Americas; that is the bug this avoids.) A date-time with `Z` or an offset is that instant; a
 * date-time without one is local wall-clock time, as in ECMAScript.
 *
 * Formatters read the local calendar by default; pass `timeZone` (e.g. US_EASTERN) to read the
 * calendar of that zone instead. Anything that is not a valid date formats as ''.
 */
import { now } from './clock.ts';
import { parseDate } from './iso-date.ts';
import type { Locale } from './locale.ts';
import { validParts, zonedParts } from './time-zone.ts';

/** What the formatters accept: a Date, or an ISO string as `parseDate` reads it. */
export type DateInput = Date | string | null | undefined;

const DAY_MS = 86_400_000;

/** Year, month (1-12) and day of `value`: local calendar, or that of `timeZone` when given. */
export function calendarParts(value: DateInput, timeZone?: string): { year: number; month: number; day: number } | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  if (timeZone === undefined) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  const parts = zonedParts(date, timeZone);
  return validParts(parts) ? { year: parts.year, month: parts.month, day: parts.day } : undefined;
}

/** Which month names 'Mon DD, YYYY' uses (site 9 gives two readings). */
export type MonthReading = 'standard' | 'recommendations';

/** site 9 / brain-health 9: English Jan..Dec. */
export const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** site 9 / brain-health 9: Spanish Ene..Dic. */
export const MONTHS_ES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;
/** site 9: the recommendations' own reading, exactly as listed there. */
export const MONTHS_RECOMMENDATIONS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

export interface MonthDateOptions {
  /** 'es' gives Spanish month names; 'en' and the pseudo-locale 'zz' give English. */
  locale?: Locale;
  /** 'recommendations' gives the recommendation area's English names (site 9). */
  reading?: MonthReading;
  /** Read the calendar of this zone instead of the local one. */
  timeZone?: string;
}

/**
 * 'Mon DD, YYYY' (site 9, brain-health 9), e.g. 'Mar 05, 2027', 'Ene 05, 2027', 'Sept 05, 2027'.
 * DD is two digits, as the pattern writes it. Spanish pages use Ene..Dic whatever the reading
 * (the recommendations' long names are English words). '' for anything that is not a date.
 */
export function formatMonthDate(value: DateInput, options: MonthDateOptions = {}): string {
  const parts = calendarParts(value, options.timeZone);
  if (!parts) return '';
  const names = options.locale === 'es' ? MONTHS_ES : options.reading === 'recommendations' ? MONTHS_RECOMMENDATIONS : MONTHS_EN;
  return `${names[parts.month - 1] ?? ''} ${pad(parts.day, 2)}, ${pad(parts.year, 4)}`;
}

/** 'YYYY-MM-DD' (site 9); '' for anything that is not a date. */
export function formatIsoDate(value: DateInput, timeZone?: string): string {
  const parts = calendarParts(value, timeZone);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}` : '';
}

/** 'MM/DD/YYYY' (site 9; the member strip and expiry prompt, site 4.5 and 4.6); '' when invalid. */
export function formatUsDate(value: DateInput, timeZone?: string): string {
  const parts = calendarParts(value, timeZone);
  return parts ? `${pad(parts.month, 2)}/${pad(parts.day, 2)}/${pad(parts.year, 4)}` : '';
}

/**
 * Whole days left until `expiry` (site 4.5: "expiryDays is the whole number of days left
 * (floored), or -1 when past"). Elapsed time, floored to whole 24-hour days: 0 while less than a
 * day is left, -1 once the expiry instant has passed (however long ago). A date-only expiry is
 * the start (local midnight) of that day. A missing or invalid expiry (or `at`) gives -1, the
 * same as "no days left", so that no window rule (60, 90, 120, 180 days) fires on garbage.
 */
export function daysUntil(expiry: DateInput, at: Date = now()): number {
  const end = parseDate(expiry);
  const start = parseDate(at);
  if (!end || !start) return -1;
  const left = end.getTime() - start.getTime();
  return left < 0 ? -1 : Math.floor(left / DAY_MS);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
