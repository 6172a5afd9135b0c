/**
 * The local offers' rules (src/domain/local-offers.ts) with the spec's rows: 9.2's search values
 * and redemption types, 3.15's body (keywordSearch '' when none, category only when chosen),
 * 3.14's save/redeem body, and site 3.10's place fields.
 */
import { describe, expect, it } from 'vitest';
import { offerActionBody, placeOf, PLACES_DEBOUNCE_MS, redemptionTypesOf, searchBody, searchQuery } from '../../../src/domain/local-offers.ts';

describe('9.2: the redemption types of data-redemption-types', () => {
  it.each([
    ['MOBILE,PRINT', ['MOBILE', 'PRINT']],
    ['PRINT,MOBILE', ['MOBILE', 'PRINT']],
    ['MOBILE', ['MOBILE']],
    ['PRINT', ['PRINT']],
    [' mobile , print ', ['MOBILE', 'PRINT']],
    [null, ['MOBILE', 'PRINT']],
    ['', ['MOBILE', 'PRINT']],
    ['EMAIL', undefined],
    ['MOBILE,FAX', undefined],
    [',', undefined],
  ])('%j -> %j', (attribute, types) => expect(redemptionTypesOf(attribute)).toEqual(types));
});

describe('3.15: the search body with 9.2 values', () => {
  it("sortBy DISTANCE, radius 100, 100 a page; keywordSearch '' when none; category only when chosen", () => {
    expect(searchBody({ uuid: 'fed-1', types: ['MOBILE', 'PRINT'] })).toEqual({
      sortBy: 'DISTANCE',
      searchRadius: 100,
      redemptionTypes: ['MOBILE', 'PRINT'],
      uuid: 'fed-1',
      limitPerPage: 100,
      keywordSearch: '',
    });
    expect(searchBody({ uuid: 'fed-1', keyword: '  pizza ', category: { id: 101, groupName: 'Dining' }, types: ['PRINT'] })).toEqual({
      sortBy: 'DISTANCE',
      searchRadius: 100,
      redemptionTypes: ['PRINT'],
      uuid: 'fed-1',
      limitPerPage: 100,
      keywordSearch: 'pizza',
      category: { id: 101, groupName: 'Dining' },
    });
    expect(PLACES_DEBOUNCE_MS).toBe(500);
  });
});

describe("site 3.10: a place's fields", () => {
  const place = { formatted_address: 'Arlington, VA, USA', name: 'Arlington', place_id: 'p-1', rating: null, geometry: { lat: 38.88, lng: -77.09 } };
  it('reads the label, the position and the id; the query is its lat and lng', () => {
    expect(placeOf(place)).toEqual({ id: 'p-1', label: 'Arlington, VA, USA', lat: 38.88, lng: -77.09 });
    expect(searchQuery(placeOf(place)!)).toBe('lat=38.88&lng=-77.09');
    expect(placeOf({ ...place, formatted_address: '' })).toMatchObject({ label: 'Arlington' });
  });
  it.each([
    ['no position', { ...place, geometry: {} }],
    ['a position out of range', { ...place, geometry: { lat: 91, lng: 0 } }],
    ['a position as text', { ...place, geometry: { lat: '38', lng: '-77' } }],
    ['no words', { ...place, formatted_address: ' ', name: '' }],
    ['not an object', 'Arlington'],
  ])('%s: no place', (_name, raw) => expect(placeOf(raw)).toBeUndefined());
});

describe("3.14: a save or redemption's body", () => {
  it('carries the offer fields, the type and the user', () => {
    expect(
      offerActionBody(
        { merchantId: 'MER-301', logoPath: '/logo.png', merchantName: 'Riverbend Bistro', merchantAddress: '412 River Road', offerTextShort: '15% off' },
        'MOBILE',
        'fed-1',
      ),
    ).toEqual({
      redemptionType: 'MOBILE',
      userPrimaryIdentifier: 'fed-1',
      merchantId: 'MER-301',
      logoPath: '/logo.png',
      merchantName: 'Riverbend Bistro',
      merchantAddress: '412 River Road',
      offerTextShort: '15% off',
    });
  });
});
