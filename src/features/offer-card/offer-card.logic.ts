/**
 * The offer card's rules (site 2.9, 4.9, 9), pure and table-tested.
 *
 * - Expiry (`data-expireon`): a date ('2027-03-01' or the CMS's '03/01/2027') is the last day the
 *   offer is shown, read as a US Eastern calendar day (the organisation's day, the same for every
 *   visitor): the offer is hidden from 00:00 US Eastern of the next day. A date-time
 *   ('2027-03-01T17:00Z') is an instant: hidden from that instant on. Empty: never expires.
 * - Ids (site 2.9, 9): the offer id carries a 4-character prefix ('ofr-10482', 'dbr-1001'); the
 *   id without it is the dbrOfferId the save/remove calls use and the `id` of the matching offer
 *   a limited-time member offer scrolls to.
 */
import { isCalendarDay, parseDate } from '../../core/iso-date.ts';
import { US_EASTERN, validParts, zonedParts } from '../../core/time-zone.ts';

/** Site 9: the save tooltip shows for 2.5 s, the button disabled meanwhile. */
export const SAVE_TOOLTIP_MS = 2500;
/** Site 9: the offer modal's layout settles 1.2 s after it opens. */
export const MODAL_LAYOUT_DELAY_MS = 1200;
/** Site 9: the limited-offer id prefix is 4 characters. */
export const OFFER_ID_PREFIX_LENGTH = 4;
/** Site 3.8: the offerTiming value that matters. */
export const LIMITED_TIME_OFFER = 'limited time member offer';

export type ExpiryReading = { kind: 'never' } | { kind: 'day'; year: number; month: number; day: number } | { kind: 'instant'; at: Date };

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `data-expireon`; undefined for a value that is not a date. */
export function readExpiry(value: string | null | undefined): ExpiryReading | undefined {
  const text = (value ?? '').trim();
  if (!text) return { kind: 'never' };
  const us = US_DATE.exec(text);
  if (us) {
    const [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
    return isCalendarDay(year, month, day) ? { kind: 'day', year, month, day } : undefined;
  }
  if (ISO_DAY.test(text)) {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    return isCalendarDay(year, month, day) ? { kind: 'day', year, month, day } : undefined;
  }
  const at = parseDate(text);
  return at ? { kind: 'instant', at } : undefined;
}

/** Whether an offer expiring `value` is past at `now` (see the module comment). Garbage: not expired. */
export function isExpired(value: string | null | undefined, now: Date): boolean {
  const expiry = readExpiry(value);
  if (!expiry || expiry.kind === 'never') return false;
  if (expiry.kind === 'instant') return now.getTime() >= expiry.at.getTime();
  const today = zonedParts(now, US_EASTERN);
  if (!validParts(today)) return false;
  const key = (y: number, m: number, d: number) => y * 10_000 + m * 100 + d;
  return key(today.year, today.month, today.day) > key(expiry.year, expiry.month, expiry.day);
}

/** The offer id without its 4-character prefix ('ofr-10482' -> '10482'); '' when nothing is left. */
export function withoutPrefix(offerId: string): string {
  return offerId.trim().slice(OFFER_ID_PREFIX_LENGTH).trim();
}

/** Whether the offer timing is a limited-time member offer (any case, spaces around ignored). */
export function isLimitedTime(timing: string | null | undefined): boolean {
  return (timing ?? '').trim().toLowerCase() === LIMITED_TIME_OFFER;
}

/** The tooltip after a change (site 4.9), in English: the view translates it. */
export function changedText(action: 'save' | 'remove'): 'has been saved' | 'has been removed' {
  return action === 'save' ? 'has been saved' : 'has been removed';
}

/** The count text with its first number lowered by `by` (never below 0); unchanged without a number. */
export function lowerCount(text: string, by: number): string {
  return text.replace(/\d[\d,]*/, (digits) => String(Math.max(0, Number(digits.replaceAll(',', '')) - by)));
}

/**
 * The modal URL, if it may be shown in the iframe: same origin as the page, http(s), resolved
 * against the page. Anything else (another origin, javascript:, data:, garbage) gives undefined.
 */
export function modalUrl(value: string | null | undefined, pageHref: string): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    url = new URL(text, page);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin === page.origin ? url.href : undefined;
}
