/**
 * The membership expiry date as the site shows it: MM/DD/YYYY (site 4.5 member strip, 4.6 expiry
 * prompt, 9). Its own module, outside the always-loaded base chunk: only the elements that show
 * the date load it (core/dates.ts `formatUsDate` lives in the base, where any use from an element
 * would add its bytes to every page; docs/decisions.md, issue 13).
 */
import { parseDate } from '../core/iso-date.ts';

/**
 * 'YYYY-MM-DD' (or a longer ISO date-time) -> 'MM/DD/YYYY', the day as written: the snapshot's
 * expiryDate is already a US-Eastern calendar date, so a date-time is not moved to another zone
 * ('2800-12-30T18:30Z' -> '12/30/2800'). The whole value must be a valid ISO date or date-time
 * (spaces around allowed); anything else, such as '2027-02-30', gives ''.
 */
export function formatExpiryDate(isoDate: unknown): string {
  if (typeof isoDate !== 'string') return '';
  const value = isoDate.trim();
  if (!parseDate(value)) return '';
  return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
}
