/**
 * Membership facts (site 4.3, 4.5, 6, 9; ask-and-rewards 6.3; brain-health 9): who counts as a
 * member, lifetime memberships, the expiry windows, days left, the expiry's calendar date and the
 * auto-renew flag.
 *
 * Windows. "Within N days" (EXPIRING 60, header expiring-member 180) counts the whole days left
 * as `daysUntil` does (site 4.5: floored), and is 0 .. N-1, as site 9 writes the 90-day expiry
 * prompt "0-89 days". So 59 days left is inside the 60-day window, 60 is not. An expiry that has
 * passed, or is missing or unreadable, is in no window (`daysUntil` gives -1).
 */
import { daysUntil, formatIsoDate, type DateInput } from '../core/dates.ts';
import { parseDate } from '../core/iso-date.ts';
import { US_EASTERN } from '../core/time-zone.ts';
import { text, upperText } from '../core/values.ts';

/** Site 4.1 / 9: an ACTIVE member this close to expiry is EXPIRING. */
export const EXPIRING_STATUS_DAYS = 60;
/** Site 4.3 / 9, brain-health 9: the header's expiring-member window. */
export const EXPIRING_MEMBER_DAYS = 180;
/** Site 4.3, 4.5 / 9: the expiry year of a lifetime membership (the one statement of it). */
export const LIFETIME_YEAR = 2800;

const HOUR_MS = 3_600_000;
/** 2800-01-01T00:00 at UTC+14, the first instant that is in 2800 somewhere on Earth. */
const LIFETIME_FROM = Date.UTC(LIFETIME_YEAR, 0, 1) - 14 * HOUR_MS;
/** 2801-01-01T00:00 at UTC-12, the first instant that is 2801 everywhere. */
const LIFETIME_UNTIL = Date.UTC(LIFETIME_YEAR + 1, 0, 1) + 12 * HOUR_MS;
/** A date-time with a zone: 'Z' or an offset at the end. */
const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Whether a value is a valid date written with its own zone (an instant), not a calendar value. */
function isZonedText(value: string): boolean {
  return /T/i.test(value) && ZONED.test(value);
}

/**
 * Lifetime membership: expiry year 2800 (site 4.3, 4.5, 9), judged the same in every time zone.
 * - A date-only value, or a date-time without a zone, is read as written: year 2800.
 * - A date-time with a zone (or a Date) is an instant: lifetime when it falls in the year 2800 in
 *   any time zone (UTC-12 to UTC+14). So the stored values 2800-12-30T18:30Z and
 *   2800-12-31T05:00Z are lifetime everywhere, and so is 2801-01-01T04:00Z (still 31 December
 *   2800 in the Americas); 2801-01-01T12:00Z and later are not.
 * Missing or unreadable values are not lifetime.
 */
export function isLifetimeExpiry(expiry: unknown): boolean {
  const date = parseDate(expiry);
  if (!date) return false;
  if (typeof expiry === 'string' && !isZonedText(expiry.trim())) return Number(expiry.trim().slice(0, 4)) === LIFETIME_YEAR;
  const time = date.getTime();
  return time >= LIFETIME_FROM && time < LIFETIME_UNTIL;
}

/** Whole days left (site 4.5 expiryDays): floored, -1 when past, missing or unreadable. */
export function expiryDays(expiry: unknown, now: Date): number {
  return daysUntil(dateInput(expiry), now);
}

/** Whether the expiry is 0 .. days-1 whole days away (see the module comment). */
export function isWithinDays(expiry: unknown, now: Date, days: number): boolean {
  const left = expiryDays(expiry, now);
  return left >= 0 && left < days;
}

/**
 * The expiring-member rule (site 4.3, brain-health 4.5): not on auto-renew ('Y') and the expiry
 * within 180 days (0..179 days left). Lifetime memberships are never within the window.
 */
export function isExpiringMember(autoRenew: unknown, expiry: unknown, now: Date): boolean {
  return normaliseAutoRenew(autoRenew) !== 'Y' && isWithinDays(expiry, now, EXPIRING_MEMBER_DAYS);
}

/**
 * The auto-renew flag as 'Y' / 'N' / '' (CONTRACT 5): 'Y' or 'N' in any case and with spaces
 * around, or a boolean from a service; anything else (missing, 'yes', 'X') is '' (unknown).
 */
export function normaliseAutoRenew(value: unknown): 'Y' | 'N' | '' {
  if (value === true) return 'Y';
  if (value === false) return 'N';
  const flag = upperText(value);
  return flag === 'Y' || flag === 'N' ? flag : '';
}

/**
 * Whether a bypassBpCode is "set" (site 4.8, 6; ask-and-rewards 6.3): `true`, or a non-empty
 * string other than 'false', 'null' and 'undefined' (any case, trimmed). '', 'false' and `false`
 * are not set; a code such as 'BP123' (or '0') is.
 */
export function isBypassSet(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  const code = value.trim().toLowerCase();
  return code !== '' && code !== 'false' && code !== 'null' && code !== 'undefined';
}

/** A member (site 6, ask-and-rewards 6.3): memberState 'MEMBER', or a bypassBpCode set. */
export function isMemberUser(memberState: unknown, bypassBpCode: unknown): boolean {
  return upperText(memberState) === 'MEMBER' || isBypassSet(bypassBpCode);
}

/**
 * The calendar date of a membership date as 'YYYY-MM-DD' (CONTRACT 5 expiryDate), the same for
 * every visitor: a date-only value (or one without a zone) is the day written; a date-time with a
 * zone is the day in US Eastern time, the organisation's zone (so 2027-03-01T05:00Z, Eastern
 * midnight stored in UTC, is 2027-03-01 in California too). '' when missing or unreadable.
 */
export function calendarDate(value: unknown): string {
  const input = dateInput(value);
  if (!parseDate(input)) return '';
  if (typeof input === 'string' && !isZonedText(input.trim())) return formatIsoDate(input);
  return formatIsoDate(input, US_EASTERN);
}

/** The first value that is a readable date, for precedence between sources; undefined if none. */
export function firstDate(...values: unknown[]): string | undefined {
  for (const value of values) {
    const candidate = text(value);
    if (candidate && parseDate(candidate)) return candidate;
  }
  return undefined;
}

function dateInput(value: unknown): DateInput {
  return value instanceof Date || typeof value === 'string' ? value : undefined;
}
