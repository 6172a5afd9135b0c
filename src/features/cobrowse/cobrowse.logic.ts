/**
 * Co-browse office hours (site 2.14, 9): Monday to Friday, hours 8 to 20 inclusive, US Eastern
 * time. "Hours 8 to 20 inclusive" reads as the hour of the clock: 08:00 up to 20:59.
 */
import { US_EASTERN, zonedParts } from '../../core/time-zone.ts';

export const COBROWSE_FIRST_HOUR = 8;
export const COBROWSE_LAST_HOUR = 20;

export function isCobrowseOpen(instant: Date): boolean {
  const { weekday, hour } = zonedParts(instant, US_EASTERN);
  const weekdayOpen = weekday >= 1 && weekday <= 5;
  return weekdayOpen && hour >= COBROWSE_FIRST_HOUR && hour <= COBROWSE_LAST_HOUR;
}
