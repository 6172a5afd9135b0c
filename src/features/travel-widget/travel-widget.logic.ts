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
