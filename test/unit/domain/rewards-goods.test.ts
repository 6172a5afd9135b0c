/**
 * The rewards catalogue's goods rules (src/domain/rewards-goods.ts), with the spec's rows:
 * ask-and-rewards 3.11 (goodsType by goodsTypeId), 5.6 (the two excluded types), 3.12
 * (catalog_identifier) and issue 31 (check-redeem batches of 10, points short).
 */
import { describe, expect, it } from 'vitest';
import {
  catalogIdentifier,
  checkRedeemBatches,
  goodsItem,
  goodsTypeOf,
  isExcludedFromRedemption,
  itemPlan,
  newRedemptionOf,
  pointsShort,
  reasonText,
  redeemableNow,
  redemptionBody,
  resultKind,
  showsAffordable,
  withAffordable,
  type GoodsItem,
  type GoodsType,
  type UsedRow,
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

describe('a goods item from the CMS attributes (CONTRACT 4c)', () => {
  it('reads each attribute, trimmed; a cost that is not a whole number is unknown; no goods id, no item', () => {
    expect(
      goodsItem({
        goodsId: ' GD-1001 ',
        goodsTypeId: ' 1425527000000009',
        points: '250',
        orderAttr: 'birthday',
        forPurchase: 'TRUE',
        registeredDate: '2027-01-02',
        name: '  Birthday\n  e-card ',
      }),
    ).toEqual({
      id: 'GD-1001',
      typeId: '1425527000000009',
      type: 'ecard',
      points: 250,
      orderAttr: 'birthday',
      forPurchase: true,
      registeredDate: '2027-01-02',
      name: 'Birthday e-card',
    });
    for (const points of ['', '2.5', '-1', 'lots', '99999999999999999999']) expect(goodsItem({ goodsId: 'G', points })!.points, points).toBeUndefined();
    expect(goodsItem({ goodsId: 'G' })).toMatchObject({ type: 'unknown', forPurchase: false, registeredDate: undefined, name: 'G', orderAttr: '' });
    for (const goodsId of [undefined, null, '', '  ']) expect(goodsItem({ goodsId })).toBeUndefined();
  });
});

const ITEM: GoodsItem = {
  id: 'GDS-1005',
  typeId: '1159782000000011',
  type: 'physical',
  points: 2500,
  orderAttr: 'shippingAddress',
  forPurchase: true,
  registeredDate: undefined,
  name: 'Water bottle',
};

describe('3.12: the redemption body', () => {
  it('quantity 1, catalog_identifier by data-for-purchase, registeredDate only when given', () => {
    expect(redemptionBody(ITEM)).toEqual({
      goodsIdentifier: 'GDS-1005',
      goodsTypeId: '1159782000000011',
      quantity: 1,
      orderAttr: 'shippingAddress',
      catalog_identifier: 'purchase',
    });
    expect(redemptionBody({ ...ITEM, forPurchase: false, registeredDate: '2027-01-02' })).toMatchObject({
      catalog_identifier: 'points',
      registeredDate: '2027-01-02',
    });
  });
});

describe("what an item shows (itemPlan) and 'What I can redeem now'", () => {
  const excluded: GoodsItem = { ...ITEM, id: 'GDS-1010', typeId: '1166746000000116', type: 'a gift-card provider', points: 9000 };
  const rows: Array<[string, GoodsItem, Parameters<typeof itemPlan>[1], number | undefined, ReturnType<typeof itemPlan>, boolean]> = [
    ['excluded (5.6), whatever the check', excluded, { redeemable: true, reason: '' }, 12_000, { kind: 'excluded' }, true],
    ['excluded and more than the balance', excluded, 'checking', 8_999, { kind: 'excluded' }, false],
    ['still checking', ITEM, 'checking', 12_000, { kind: 'checking' }, false],
    ['the check failed', ITEM, 'failed', 12_000, { kind: 'unchecked' }, false],
    ['redeemable', ITEM, { redeemable: true, reason: '' }, 12_000, { kind: 'redeemable' }, true],
    ['redeemable, balance unknown', ITEM, { redeemable: true, reason: '' }, undefined, { kind: 'redeemable' }, true],
    ['the balance short, though the check said yes', ITEM, { redeemable: true, reason: '' }, 2_499, { kind: 'short', points: 1 }, false],
    [
      'InsufficientBalance and the balance short',
      ITEM,
      { redeemable: false, reason: 'error.business.InsufficientBalance' },
      40,
      { kind: 'short', points: 2460 },
      false,
    ],
    [
      'InsufficientBalance with a balance that looks enough',
      ITEM,
      { redeemable: false, reason: 'error.business.InsufficientBalance' },
      9_000,
      { kind: 'blocked', reason: 'error.business.InsufficientBalance' },
      false,
    ],
    ['out of stock', ITEM, { redeemable: false, reason: 'error.business.OutOfStock' }, 12_000, { kind: 'blocked', reason: 'error.business.OutOfStock' }, false],
  ];
  for (const [name, item, check, balance, plan, now] of rows) {
    it(name, () => {
      expect(itemPlan(item, check, balance)).toEqual(plan);
      expect(redeemableNow(item, plan, balance)).toBe(now);
    });
  }
});

describe('a reason in plain words (3.13, 8.2)', () => {
  it.each([
    ['error.business.InsufficientBalance', { key: 'You do not have enough points for this yet.' }],
    ['error.business.OutOfStock', { key: 'Out of stock.' }],
    ['error.business.GoodsNotAvailable', { key: 'Not available right now.' }],
    ['error.business.RedemptionLimitReached', { key: 'You have redeemed this as many times as allowed.' }],
    ['error.business.GoodsNotFound', { key: 'No longer offered.' }],
    ['error.business.SomethingNew', { key: 'Not available to redeem right now.' }],
    ['', { key: 'Not available to redeem right now.' }],
    ['Sold out for this month', { words: 'Sold out for this month' }],
    ['x'.repeat(150) + ' ' + 'y'.repeat(100), { key: 'Not available to redeem right now.' }],
  ])('%s', (reason, words) => expect(reasonText(reason)).toEqual(words));
});

describe('the filter in the address (?show=affordable)', () => {
  it('reads and writes it, keeping the rest of the address', () => {
    expect(showsAffordable('?show=affordable')).toBe(true);
    expect(showsAffordable('?show=all')).toBe(false);
    expect(showsAffordable('')).toBe(false);
    expect(withAffordable('https://www.example.org/rewards/catalog/?cmp=x#top', true)).toBe(
      'https://www.example.org/rewards/catalog/?cmp=x&show=affordable#top',
    );
    expect(withAffordable('https://www.example.org/rewards/catalog/?show=affordable&cmp=x', false)).toBe('https://www.example.org/rewards/catalog/?cmp=x');
  });
});

describe('the result by goods type', () => {
  it.each([
    ['sweepstakes', 'sweepstakes'],
    ['instant win', 'instant-win'],
    ['ecard', 'ecard'],
    ['physical', 'physical'],
    ['donation', 'donation'],
    ['digital', 'digital'],
    ['digitalItems', 'digital'],
    ['sameCodeDigitalItem', 'digital'],
    ['a second gift-card provider', 'digital'],
    ['a third provider', 'digital'],
    ['local offers', 'other'],
    ['unknown', 'other'],
  ] as Array<[GoodsType, string]>)('%s -> %s', (type, kind) => expect(resultKind(type)).toBe(kind));
});

describe('a lost answer: a new points-used row for the goods', () => {
  const row = (id: string | undefined, goodsIdentifier: string | undefined, date = '2027-01-15T17:00:00Z'): UsedRow => ({
    id,
    date,
    points: -25,
    description: 'Entry',
    goodsIdentifier,
  });
  it('only a row the first reading did not have, for these goods', () => {
    const before = [row('TX-1', 'GDS-1002'), row('TX-2', 'GDS-1013')];
    expect(newRedemptionOf('GDS-1002', before, before)).toBe(false);
    expect(newRedemptionOf('GDS-1002', before, [row('TX-3', 'GDS-1013'), ...before])).toBe(false);
    expect(newRedemptionOf('GDS-1002', before, [row('TX-3', 'GDS-1002'), ...before])).toBe(true);
    expect(newRedemptionOf('GDS-1002', [], [row('TX-3', 'GDS-1002')])).toBe(true);
    // Rows without ids are told apart by what they say.
    expect(newRedemptionOf('GDS-1002', [row(undefined, 'GDS-1002')], [row(undefined, 'GDS-1002')])).toBe(false);
    expect(newRedemptionOf('GDS-1002', [row(undefined, 'GDS-1002')], [row(undefined, 'GDS-1002', '2027-01-15T18:00:00Z'), row(undefined, 'GDS-1002')])).toBe(
      true,
    );
  });
});
