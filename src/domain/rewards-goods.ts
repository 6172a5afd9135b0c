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

// ---------------------------------------------------------------------------------------------
// One catalogue item, from the CMS (CONTRACT 4c), and what the page shows for it.

/** A goods item as the CMS rendered it (`<li data-goods-id data-goods-type-id data-points ...>`). */
export interface GoodsItem {
  /** data-goods-id: the goods' primaryIdentifier. */
  id: string;
  /** data-goods-type-id, trimmed. */
  typeId: string;
  type: GoodsType;
  /** data-points: the cost; undefined when not a whole number of 0 or more. */
  points: number | undefined;
  /** data-order-attr ('' when none). */
  orderAttr: string;
  /** data-for-purchase="true". */
  forPurchase: boolean;
  /** data-registered-date, when given. */
  registeredDate: string | undefined;
  /** The item's heading text: the name in the confirmation and results. */
  name: string;
}

/** The item's attributes as read from the markup (each undefined when absent). */
export interface GoodsAttributes {
  goodsId?: string | null | undefined;
  goodsTypeId?: string | null | undefined;
  points?: string | null | undefined;
  orderAttr?: string | null | undefined;
  forPurchase?: string | null | undefined;
  registeredDate?: string | null | undefined;
  name?: string | null | undefined;
}

/** The item of `attributes`, or undefined without a goods id (nothing to check or redeem). */
export function goodsItem(attributes: GoodsAttributes): GoodsItem | undefined {
  const id = (attributes.goodsId ?? '').trim();
  if (!id) return undefined;
  const typeId = (attributes.goodsTypeId ?? '').trim();
  const rawPoints = (attributes.points ?? '').trim();
  const points = /^\d+$/.test(rawPoints) && Number.isSafeInteger(Number(rawPoints)) ? Number(rawPoints) : undefined;
  const registeredDate = (attributes.registeredDate ?? '').trim();
  return {
    id,
    typeId,
    type: goodsTypeOf(typeId),
    points,
    orderAttr: (attributes.orderAttr ?? '').trim(),
    forPurchase: (attributes.forPurchase ?? '').trim().toLowerCase() === 'true',
    registeredDate: registeredDate || undefined,
    name: (attributes.name ?? '').replace(/\s+/g, ' ').trim() || id,
  };
}

/** 3.12: the redemption request's body: quantity 1 (9.2), registeredDate only when given. */
export interface RedemptionBody {
  goodsIdentifier: string;
  goodsTypeId: string;
  quantity: number;
  orderAttr: string;
  catalog_identifier: 'purchase' | 'points';
  registeredDate?: string;
}

export const REDEEM_QUANTITY = 1;

export function redemptionBody(item: GoodsItem): RedemptionBody {
  return {
    goodsIdentifier: item.id,
    goodsTypeId: item.typeId,
    quantity: REDEEM_QUANTITY,
    orderAttr: item.orderAttr,
    catalog_identifier: catalogIdentifier(item.forPurchase),
    ...(item.registeredDate ? { registeredDate: item.registeredDate } : {}),
  };
}

/** A check-redeem answer for one item (3.13). */
export interface RedeemCheck {
  redeemable: boolean;
  reason: string;
}

/** 8.2: the business code of a balance that is too small. */
export const INSUFFICIENT_BALANCE = 'error.business.InsufficientBalance';

/**
 * What an item shows:
 * - excluded (5.6): nothing is added; the CMS link stays;
 * - checking: its check has not answered yet; unchecked: the check failed (the list says so);
 * - short: 'You need {n} more points' (the balance is below the cost, or the check said
 *   InsufficientBalance and the cost is known);
 * - redeemable: 'Redeem';
 * - blocked: the check's reason, in plain words (reasonText).
 */
export type ItemPlan =
  | { kind: 'excluded' }
  | { kind: 'checking' }
  | { kind: 'unchecked' }
  | { kind: 'short'; points: number }
  | { kind: 'redeemable' }
  | { kind: 'blocked'; reason: string };

export function itemPlan(item: GoodsItem, check: RedeemCheck | 'checking' | 'failed', balance: number | undefined): ItemPlan {
  if (isExcludedFromRedemption(item.type)) return { kind: 'excluded' };
  if (check === 'checking') return { kind: 'checking' };
  if (check === 'failed') return { kind: 'unchecked' };
  const short = pointsShort(balance, item.points);
  if (short > 0) return { kind: 'short', points: short };
  if (check.redeemable) return { kind: 'redeemable' };
  return { kind: 'blocked', reason: check.reason };
}

/** The plain words of a check-redeem or redemption reason (the service's codes, 3.13, 8.2). */
export const REASON_TEXT: Readonly<Record<string, string>> = {
  [INSUFFICIENT_BALANCE]: 'You do not have enough points for this yet.',
  'error.business.GoodsNotAvailable': 'Not available right now.',
  'error.business.OutOfStock': 'Out of stock.',
  'error.business.RedemptionLimitReached': 'You have redeemed this as many times as allowed.',
  'error.business.GoodsNotFound': 'No longer offered.',
};
export const UNKNOWN_REASON_TEXT = 'Not available to redeem right now.';

/**
 * The words for `reason`: ours for a known code; a reason that is already words (it has a space
 * and is not a dotted code) as it came, shown as text; anything else our general words.
 */
export function reasonText(reason: string): { key: string } | { words: string } {
  const trimmed = reason.trim();
  if (Object.hasOwn(REASON_TEXT, trimmed)) return { key: REASON_TEXT[trimmed]! };
  if (/\s/.test(trimmed) && !/^[\w-]+(\.[\w-]+)+$/.test(trimmed) && trimmed.length <= 200) return { words: trimmed };
  return { key: UNKNOWN_REASON_TEXT };
}

/**
 * 'What I can redeem now': the items with a Redeem button, and the excluded ones (redeemed on the
 * provider's site, not checked here) whose cost the balance covers.
 */
export function redeemableNow(item: GoodsItem, plan: ItemPlan, balance: number | undefined): boolean {
  if (plan.kind === 'redeemable') return true;
  return plan.kind === 'excluded' && balance !== undefined && item.points !== undefined && item.points <= balance;
}

/** The query parameter and value of the filter (rewards-expiring's 'Use them' links to it). */
export const SHOW_PARAM = 'show';
export const SHOW_AFFORDABLE = 'affordable';

/** Whether the page's query asks for the filter. */
export function showsAffordable(search: string): boolean {
  return new URLSearchParams(search).get(SHOW_PARAM) === SHOW_AFFORDABLE;
}

/** `href` with the filter set or taken out, the rest of the URL kept. */
export function withAffordable(href: string, on: boolean): string {
  const url = new URL(href);
  if (on) url.searchParams.set(SHOW_PARAM, SHOW_AFFORDABLE);
  else url.searchParams.delete(SHOW_PARAM);
  return url.toString();
}

/** How the result of a redemption is shown, by goods type (issue 31). */
export type ResultKind = 'sweepstakes' | 'instant-win' | 'ecard' | 'physical' | 'digital' | 'donation' | 'other';

const RESULT_KIND: Partial<Record<GoodsType, ResultKind>> = {
  sweepstakes: 'sweepstakes',
  'instant win': 'instant-win',
  ecard: 'ecard',
  physical: 'physical',
  digital: 'digital',
  digitalItems: 'digital',
  sameCodeDigitalItem: 'digital',
  'a second gift-card provider': 'digital',
  'a third provider': 'digital',
  donation: 'donation',
};

export function resultKind(type: GoodsType): ResultKind {
  return RESULT_KIND[type] ?? 'other';
}

/** A row of the points-used history, as far as the lost-answer check needs it. */
export interface UsedRow {
  id: string | undefined;
  date: string;
  points: number;
  description: string;
  goodsIdentifier: string | undefined;
}

/** A row's key: its id, else what it says (a service that sends no ids). */
export function usedRowKey(row: UsedRow): string {
  return row.id ?? `${row.date}|${row.points}|${row.description}`;
}

/**
 * Whether the points-used rows `after` hold a redemption of `goodsId` that the rows `before`
 * did not: how the page tells, after a lost answer, that its redemption went through (or that
 * another window redeemed the same goods meanwhile).
 */
export function newRedemptionOf(goodsId: string, before: readonly UsedRow[], after: readonly UsedRow[]): boolean {
  const known = new Set(before.map(usedRowKey));
  return after.some((row) => row.goodsIdentifier === goodsId && !known.has(usedRowKey(row)));
}
