/**
 * The rewards catalogue's goods rules (src/domain/rewards-goods.ts), with the spec's rows:
 * ask-and-rewards 3.11 (goodsType by goodsTypeId), 5.6 (the two excluded types), 3.12
 * (catalog_identifier) and issue 31 (check-redeem batches of 10, points short).
 */
import { describe, expect, it } from 'vitest';
import {
  catalogIdentifier,
  checkRedeemBatches,
  goodsTypeOf,
  isExcludedFromRedemption,
  pointsShort,
  type GoodsType,
} from '../../../src/domain/rewards-goods.ts';

describe('3.11: goodsType from goodsTypeId, every row of the table', () => {
  const rows: Array<[string, GoodsType]> = [
    ['1159954000000007', 'donation'],
    ['1159772000000007', 'digital'],
    ['1159782000000011', 'physical'],
    ['1958898000000009', 'physical'],
    ['1166746000000007', 'local offers'],
    ['1166746000000116', 'a gift-card provider'],
    ['1166892000000007', 'experience'],
    ['1314076000000046', 'sweepstakes'],
    ['1438220000000007', 'sweepstakes'],
    ['1314076000000059', 'instant win'],
    ['1437114000000012', 'instant win'],
    ['1419411000000007', 'a second gift-card provider'],
    ['1660440000000009', 'a third provider'],
    ['1660331100000022', 'a third provider'],
    ['1425527000000009', 'ecard'],
    ['1436754000000009', 'digitalItems'],
    ['1660330000000007', 'sameCodeDigitalItem'],
  ];
  for (const [id, type] of rows) it(`${id} -> ${type}`, () => expect(goodsTypeOf(id)).toBe(type));

  it('any other id is unknown: a near miss, blank, garbage, a prototype key, no value', () => {
    for (const id of ['1159954000000008', '', '  ', 'ecard', 'constructor', '__proto__', 'toString', undefined, null, {}])
      expect(goodsTypeOf(id), String(id)).toBe('unknown');
  });

  it('surrounding blanks and a number id are read as the id', () => {
    expect(goodsTypeOf(' 1425527000000009 ')).toBe('ecard');
    expect(goodsTypeOf(1159954000000007)).toBe('donation');
  });
});

describe('5.6: the two types that are never redeemed', () => {
  const rows: Array<[GoodsType, boolean]> = [
    ['a gift-card provider', true],
    ['experience', true],
    ['a second gift-card provider', false],
    ['a third provider', false],
    ['donation', false],
    ['physical', false],
    ['unknown', false],
  ];
  for (const [type, excluded] of rows) it(`${type}: ${excluded ? 'excluded' : 'redeemable'}`, () => expect(isExcludedFromRedemption(type)).toBe(excluded));
});

describe('check-redeem batches (issue 31: 10 a call, one after another)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, index) => `GD-${1000 + index}`);
  const rows: Array<[number, number[]]> = [
    [0, []],
    [1, [1]],
    [10, [10]],
    [11, [10, 1]],
    [25, [10, 10, 5]],
  ];
  for (const [count, sizes] of rows)
    it(`${count} goods -> batches of ${sizes.join(', ') || 'none'}`, () => {
      const batches = checkRedeemBatches(ids(count));
      expect(batches.map((batch) => batch.length)).toEqual(sizes);
      expect(batches.flat().map((item) => item.goodsIdentifier)).toEqual(ids(count));
    });

  it('each id once, blanks dropped, the first order kept', () => {
    expect(checkRedeemBatches(['B', ' A ', '', 'B', 'C'])).toEqual([[{ goodsIdentifier: 'B' }, { goodsIdentifier: 'A' }, { goodsIdentifier: 'C' }]]);
  });
});

describe('points short', () => {
  const rows: Array<[number | undefined, number | undefined, number]> = [
    [12480, 250, 0],
    [40, 250, 210],
    [250, 250, 0],
    [0, 1, 1],
    [undefined, 250, 0],
    [40, undefined, 0],
    [Number.NaN, 250, 0],
  ];
  for (const [balance, cost, short] of rows) it(`balance ${balance}, cost ${cost}: ${short}`, () => expect(pointsShort(balance, cost)).toBe(short));
});

describe('3.12: catalog_identifier', () => {
  it("'purchase' when the item is for purchase, else 'points'", () => {
    expect(catalogIdentifier(true)).toBe('purchase');
    expect(catalogIdentifier(false)).toBe('points');
  });
});
