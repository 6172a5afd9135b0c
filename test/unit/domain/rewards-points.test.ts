// @vitest-environment node
/**
 * The points forms shared by the header and `rewards-points`, with the spec's rows:
 * ask-and-rewards 2.3 (the three forms, English grouping 1,234), 5.5 (empty for negative or
 * non-numeric values) and 9.2 (below 1000 as is, 1000-99999 with a comma, 100000-999999 '{n}K',
 * above '{n.n}M').
 */
import { describe, expect, it } from 'vitest';
import { groupedPoints, notOptedText, pointsText, POINTS_FORMATS } from '../../../src/domain/rewards-points.ts';

describe('points in the three forms (ask-and-rewards 2.3, 5.5, 9.2)', () => {
  // [balance, '{n} pts', '{n} POINTS', '{brand} Rewards {n} POINTS']
  const rows: ReadonlyArray<[unknown, string, string, string]> = [
    [0, '0 pts', '0 POINTS', 'member Rewards 0 POINTS'],
    [999, '999 pts', '999 POINTS', 'member Rewards 999 POINTS'],
    [1000, '1,000 pts', '1,000 POINTS', 'member Rewards 1,000 POINTS'],
    [1234, '1,234 pts', '1,234 POINTS', 'member Rewards 1,234 POINTS'],
    [99999, '99,999 pts', '99,999 POINTS', 'member Rewards 99,999 POINTS'],
    [100000, '100K pts', '100K POINTS', 'member Rewards 100,000 POINTS'],
    [123456, '123K pts', '123K POINTS', 'member Rewards 123,456 POINTS'],
    [999999, '999K pts', '999K POINTS', 'member Rewards 999,999 POINTS'],
    [1234567, '1.2M pts', '1.2M POINTS', 'member Rewards 1,234,567 POINTS'],
    ['2500', '2,500 pts', '2,500 POINTS', 'member Rewards 2,500 POINTS'],
    [-5, '', '', ''],
    ['abc', '', '', ''],
    [Number.NaN, '', '', ''],
    [undefined, '', '', ''],
  ];
  it.each(rows)('%j', (balance, pts, points, brand) => {
    expect(pointsText('pts', balance, 'member')).toBe(pts);
    expect(pointsText('POINTS', balance, 'member')).toBe(points);
    expect(pointsText('brand', balance, 'member')).toBe(brand);
  });
  it('goes through the translate function with its placeholders', () => {
    const t = (source: string, params?: Readonly<Record<string, string | number>>) => `[${source}|${JSON.stringify(params)}]`;
    expect(pointsText('brand', 1500, 'AB', t)).toBe('[{brand} Rewards {n} POINTS|{"brand":"AB","n":"1,500"}]');
    expect(pointsText('pts', 1500, 'AB', t)).toBe('[{n} pts|{"n":"1,500"}]');
    expect(notOptedText('AB', t)).toBe('[Not opted in to {brand} Rewards|{"brand":"AB"}]');
  });
  it('the formats are the contract’s three', () => expect(POINTS_FORMATS).toEqual(['pts', 'POINTS', 'brand']));
  it.each([
    [1234567, '1,234,567'],
    [12.9, '12'],
    [-1, ''],
    ['x', ''],
  ])('English grouping of %j: %j', (value, text) => expect(groupedPoints(value)).toBe(text));
  it("'not opted' words", () => expect(notOptedText('member')).toBe('Not opted in to member Rewards'));
});
