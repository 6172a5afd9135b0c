/**
 * Travel subpages open the matching tab of the travel-booking widget (site 2.9): the table of
 * path segments, English and Spanish, and the tab each selects.
 */
import { pathSegments } from '../../core/paths.ts';

export type TravelTab = 'packages' | 'hotels' | 'flights' | 'cruises' | 'things to do';

/** site 2.9, row by row: path segment (any of) -> widget tab. */
export const TRAVEL_TABLE: ReadonlyArray<{ segments: readonly string[]; tab: TravelTab }> = [
  { segments: ['planning', 'travel-planning', 'planificacion-viajes'], tab: 'packages' },
  { segments: ['hotels', 'hotels-and-resorts', 'hoteles'], tab: 'hotels' },
  { segments: ['flights', 'flights-and-vacation-packages', 'vuelos-paquetes-vacacionales'], tab: 'flights' },
  { segments: ['cruise', 'cruises', 'crucero'], tab: 'cruises' },
  { segments: ['rail-tours', 'rail-and-tours', 'ferrocarril-excursiones'], tab: 'things to do' },
];

/**
 * The tab a page selects: the deepest path segment found in the table wins
 * (/benefits/travel/hotels/ -> hotels). Undefined when no segment is in the table.
 */
export function tabForPath(path: string): TravelTab | undefined {
  const segments = pathSegments(path);
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const row = TRAVEL_TABLE.find((entry) => entry.segments.includes(segments[index]!));
    if (row) return row.tab;
  }
  return undefined;
}

/** A tab name as compared with the markup's data-tab: letters and digits only, lower case ('things-to-do' = 'things to do'). */
export function tabKey(name: string): string {
  return typeof name === 'string' ? name.toLowerCase().replace(/[^a-z0-9]/g, '') : '';
}

/**
 * The tab a page opens first (site 2.9): the one `tabForPath` names among the markup's tabs
 * (`keys`, each a `tabKey`), else the first.
 */
export function initialTab(keys: readonly string[], path: string): number {
  const wanted = tabForPath(path);
  return wanted === undefined ? 0 : Math.max(0, keys.indexOf(tabKey(wanted)));
}

/**
 * The APG tabs keys: Right / Left move and wrap, Home / End go to the ends. The tab `key`
 * selects from `selected` among `count`; undefined for any other key.
 */
export function tabAfterKey(key: string, selected: number, count: number): number | undefined {
  const last = count - 1;
  if (key === 'ArrowRight') return selected >= last ? 0 : selected + 1;
  if (key === 'ArrowLeft') return selected <= 0 ? last : selected - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
