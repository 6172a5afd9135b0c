/**
 * The rewards catalogue's goods (ask-and-rewards 3.11-3.13, 5.6), pure rules for
 * `rewards-catalog` (issue 31):
 *
 *   goodsTypeOf(goodsTypeId)        3.11's goodsType of an id ('unknown' for any other)
 *   isExcludedFromRedemption(type)  5.6: the two types never sent to check-redeem or redemption
 *   checkRedeemBatches(ids)         the check-redeem calls' bodies: batches of 10, in order
 *   pointsShort(balance, cost)      how many more points an item needs (0 when affordable)
 *   catalogIdentifier(forPurchase)  3.12: 'purchase' or 'points'
 */

/** 3.11: goodsType by goodsTypeId, the spec's rows and names. */
export const GOODS_TYPE_BY_ID: Readonly<Record<string, GoodsType>> = {
  '1159954000000007': 'donation',
  '1159772000000007': 'digital',
  '1159782000000011': 'physical',
  '1958898000000009': 'physical',
  '1166746000000007': 'local offers',
  '1166746000000116': 'a gift-card provider',
  '1166892000000007': 'experience',
  '1314076000000046': 'sweepstakes',
  '1438220000000007': 'sweepstakes',
  '1314076000000059': 'instant win',
  '1437114000000012': 'instant win',
  '1419411000000007': 'a second gift-card provider',
  '1660440000000009': 'a third provider',
  '1660331100000022': 'a third provider',
  '1425527000000009': 'ecard',
  '1436754000000009': 'digitalItems',
  '1660330000000007': 'sameCodeDigitalItem',
};

export type GoodsType =
  | 'donation'
  | 'digital'
  | 'physical'
  | 'local offers'
  | 'a gift-card provider'
  | 'experience'
  | 'sweepstakes'
  | 'instant win'
  | 'a second gift-card provider'
  | 'a third provider'
  | 'ecard'
  | 'digitalItems'
  | 'sameCodeDigitalItem'
  | 'unknown';

/** 3.11: the goodsType of `goodsTypeId` (surrounding blanks ignored); 'unknown' for any other value. */
export function goodsTypeOf(goodsTypeId: unknown): GoodsType {
  if (typeof goodsTypeId !== 'string' && typeof goodsTypeId !== 'number') return 'unknown';
  const id = String(goodsTypeId).trim();
  return Object.hasOwn(GOODS_TYPE_BY_ID, id) ? GOODS_TYPE_BY_ID[id]! : 'unknown';
}

/** 5.6: goods of these two types are sent neither to check-redeem nor to redemption; they keep their CMS link. */
export const EXCLUDED_FROM_REDEMPTION: ReadonlySet<GoodsType> = new Set(['a gift-card provider', 'experience']);

export function isExcludedFromRedemption(type: GoodsType): boolean {
  return EXCLUDED_FROM_REDEMPTION.has(type);
}

/** Issue 31: check-redeem takes at most this many goods a call; the calls go one after another. */
export const CHECK_REDEEM_BATCH = 10;

/** The bodies of the check-redeem calls for `goodsIdentifiers` (3.13), in order: batches of 10, each id once. */
export function checkRedeemBatches(goodsIdentifiers: readonly string[], size = CHECK_REDEEM_BATCH): Array<Array<{ goodsIdentifier: string }>> {
  const unique = [...new Set(goodsIdentifiers.map((id) => id.trim()).filter(Boolean))];
  const batches: Array<Array<{ goodsIdentifier: string }>> = [];
  for (let start = 0; start < unique.length; start += size) batches.push(unique.slice(start, start + size).map((goodsIdentifier) => ({ goodsIdentifier })));
  return batches;
}

/** How many more points an item costing `cost` needs at `balance` (0 when it is affordable or either is unknown). */
export function pointsShort(balance: number | undefined, cost: number | undefined): number {
  if (balance === undefined || cost === undefined || !Number.isFinite(balance) || !Number.isFinite(cost)) return 0;
  return Math.max(0, Math.ceil(cost - balance));
}

/** 3.12: the redemption's catalog_identifier. */
export function catalogIdentifier(forPurchase: boolean): 'purchase' | 'points' {
  return forPurchase ? 'purchase' : 'points';
}
