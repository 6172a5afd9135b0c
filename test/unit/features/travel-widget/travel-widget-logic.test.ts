/** site 2.9: travel subpages open the matching tab; every row, every segment, English and Spanish. */
import { describe, expect, it } from 'vitest';
import { TRAVEL_TABLE, initialTab, tabAfterKey, tabForPath, tabKey } from '../../../../src/features/travel-widget/travel-widget.logic.ts';

/** The spec's table, as written in site 2.9. */
const SPEC_ROWS: Array<[string, string]> = [
  ['planning, travel-planning, planificacion-viajes', 'packages'],
  ['hotels, hotels-and-resorts, hoteles', 'hotels'],
  ['flights, flights-and-vacation-packages, vuelos-paquetes-vacacionales', 'flights'],
  ['cruise, cruises, crucero', 'cruises'],
  ['rail-tours, rail-and-tours, ferrocarril-excursiones', 'things to do'],
];

describe('the table is the spec', () => {
  it('row by row', () => {
    expect(TRAVEL_TABLE.map((row) => [row.segments.join(', '), row.tab])).toEqual(SPEC_ROWS);
  });
});

describe('tabForPath: every segment of every row selects its tab', () => {
  const cases = SPEC_ROWS.flatMap(([segments, tab]) =>
    segments.split(', ').flatMap((segment) => {
      const spanish = /(planificacion|hoteles|vuelos|crucero|ferrocarril)/.test(segment);
      const base = spanish ? '/espanol/beneficios/viajes' : '/benefits/travel';
      return [
        [`${base}/${segment}/`, tab],
        [`${base}/${segment}`, tab],
        [`${base}/${segment}.html`, tab],
        [`${base}/${segment.toUpperCase()}/`, tab],
        [`/content/member/${spanish ? 'es' : 'en'}/home${base}/${segment}.html?x=1#top`, tab],
      ] as Array<[string, string]>;
    }),
  );
  it.each(cases)('%s -> %s', (path, tab) => {
    expect(tabForPath(path)).toBe(tab);
  });

  it('the deepest listed segment wins', () => {
    expect(tabForPath('/benefits/travel/cruises/hotels/')).toBe('hotels');
    expect(tabForPath('/benefits/travel/hotels/hilton-offer.html')).toBe('hotels');
  });

  it.each(['/', '/benefits/travel/', '/espanol/beneficios/viajes/', '/benefits/travel/hotel/', '/benefits/travel/hotels-deals/', '', undefined])(
    'no listed segment: %s -> undefined',
    (path) => {
      expect(tabForPath(path as string)).toBeUndefined();
    },
  );
});

describe('tabKey', () => {
  it.each([
    ['things to do', 'thingstodo'],
    ['things-to-do', 'thingstodo'],
    ['Things_To_Do', 'thingstodo'],
    ['packages', 'packages'],
    ['', ''],
  ])('%s -> %s', (name, key) => expect(tabKey(name)).toBe(key));
});

describe('initialTab: the path picks among the markup tabs, else the first', () => {
  const keys = ['packages', 'hotels', 'flights', 'cruises', 'thingstodo'];
  it.each<[string, readonly string[], number]>([
    ['/benefits/travel/hotels/', keys, 1],
    ['/espanol/beneficios/viajes/ferrocarril-excursiones.html', keys, 4],
    ['/benefits/travel/', keys, 0],
    ['/benefits/travel/cruises/', ['packages', 'hotels'], 0],
  ])('%s', (path, tabs, expected) => {
    expect(initialTab(tabs, path)).toBe(expected);
  });
});

describe('tabAfterKey: the APG tabs keys', () => {
  it.each<[string, number, number | undefined]>([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 0],
    ['ArrowLeft', 0, 4],
    ['ArrowLeft', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['Enter', 1, undefined],
    ['ArrowDown', 1, undefined],
  ])('%s from %i of 5', (key, selected, expected) => {
    expect(tabAfterKey(key, selected, 5)).toBe(expected);
  });
});
