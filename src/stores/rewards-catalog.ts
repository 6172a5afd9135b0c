/**
 * The rewards catalogue's flows (ask-and-rewards 3.11-3.13, 5.6, 7.2, 7.4, 8.2; CONTRACT 4c),
 * through the page's rewards client.
 *
 *   checkGoods(items, onBatch, doc?)   check-redeem for every item that is not excluded (5.6):
 *                                      batches of 10, one after another; each batch's answers are
 *                                      handed to `onBatch` as they come. Resolves with undefined,
 *                                      or the error that stopped it (later batches not sent).
 *   readUsedRows(doc?)                 the newest points-used rows: read when the confirmation
 *                                      opens, the mark a redemption is compared against.
 *   redeemItem(item, mark, doc?)       one redemption, never two: held under the cross-tab lock
 *                                      of the user's redemptions; inside it the rows are read
 *                                      again, and goods redeemed since the mark (another window,
 *                                      another device) are not sent again ('duplicate'). A
 *                                      business refusal is 'refused'; no answer, a 5xx or an
 *                                      answer of the wrong shape is checked against the rows
 *                                      before anything is offered again (`verifyRedemption`).
 *   verifyRedemption(item, before)     'redeemed' when a new row for the goods is there,
 *                                      'not-sent' when it is not, 'unknown' when the rows could
 *                                      not be read.
 *   resultDetail(item, doc?)           what the result needs by goods type: the entries so far
 *                                      (sweepstakes), today's result (instant win), the sender
 *                                      (e-card). Never rejects (undefined when it could not).
 *   shippingAddress(doc?), sendCard(card, doc?)   7.4's core user address; the e-card.
 *
 * After a redemption the balance is read afresh (every rewards-points, every tab).
 */
import { siteConfig } from '../core/site-config.ts';
import { withTabLock } from '../core/tab-lock.ts';
import {
  checkRedeemBatches,
  INSUFFICIENT_BALANCE,
  isExcludedFromRedemption,
  newRedemptionOf,
  redemptionBody,
  resultKind,
  type GoodsItem,
  type RedeemCheck,
  type UsedRow,
} from '../domain/rewards-goods.ts';
import { rewardsErrorCode, rewardsFailure, rewardsStatus } from '../domain/rewards-pages.ts';
import {
  checkRedeem,
  fetchInstantWin,
  fetchSender,
  fetchShippingAddress,
  fetchTotalEntries,
  fetchUsedRows,
  redeem,
  sendEcard,
  type Ecard,
  type PostalAddress,
  type Redemption,
} from '../api/rewards-catalog.ts';
import { loadBalance, writeBalance } from './rewards-balance.ts';
import { rewardsCaller, rewardsClientFor } from './rewards-client.ts';

export type { Ecard, PostalAddress, Redemption };

const brandOf = (doc: Document) => siteConfig(doc).brand;

export async function checkGoods(
  items: readonly GoodsItem[],
  onBatch: (checks: Map<string, RedeemCheck>, sent: string[]) => void,
  doc: Document = document,
): Promise<unknown> {
  const client = rewardsClientFor(doc);
  const ids = items.filter((item) => !isExcludedFromRedemption(item.type)).map((item) => item.id);
  for (const batch of checkRedeemBatches(ids)) {
    try {
      onBatch(
        await checkRedeem(client, brandOf(doc), batch),
        batch.map((entry) => entry.goodsIdentifier),
      );
    } catch (error) {
      return error;
    }
  }
  return undefined;
}

export function readUsedRows(doc: Document = document): Promise<UsedRow[]> {
  return fetchUsedRows(rewardsClientFor(doc), brandOf(doc));
}

export type RedeemOutcome =
  | { kind: 'redeemed'; redemption: Redemption | undefined }
  | { kind: 'refused'; reason: string }
  | { kind: 'duplicate' | 'account' | 'not-participant' | 'failed' | 'not-sent' | 'unknown' };

/** The balance after a redemption: read afresh; the answer's own when the read fails. */
async function refreshBalance(doc: Document, fromAnswer: number | undefined): Promise<void> {
  const fresh = await loadBalance(doc, { force: true }).catch(() => undefined);
  if (fresh === undefined && fromAnswer !== undefined) writeBalance(fromAnswer, doc);
}

/** A failure whose answer says for certain that nothing was redeemed. */
function definiteRefusal(error: unknown): string | undefined {
  const status = rewardsStatus(error);
  const code = rewardsErrorCode(error);
  if (status >= 400 && status < 500 && code) return code;
  return undefined;
}

export async function verifyRedemption(item: GoodsItem, before: readonly UsedRow[], doc: Document = document): Promise<RedeemOutcome> {
  let after: UsedRow[];
  try {
    after = await readUsedRows(doc);
  } catch {
    return { kind: 'unknown' };
  }
  if (!newRedemptionOf(item.id, before, after)) return { kind: 'not-sent' };
  await refreshBalance(doc, undefined);
  return { kind: 'redeemed', redemption: undefined };
}

/** Goods ids being redeemed, per page (a second click, a second element); other tabs wait on the lock. */
const redeemingIn = new WeakMap<Document, Set<string>>();

export async function redeemItem(item: GoodsItem, mark: readonly UsedRow[], doc: Document = document): Promise<RedeemOutcome | undefined> {
  let redeeming = redeemingIn.get(doc);
  if (!redeeming) redeemingIn.set(doc, (redeeming = new Set()));
  if (redeeming.has(item.id) || isExcludedFromRedemption(item.type)) return undefined;
  redeeming.add(item.id);
  const client = rewardsClientFor(doc);
  const userId = rewardsCaller().userId ?? '';
  try {
    return await withTabLock(
      `redeem:${userId}`,
      async (): Promise<RedeemOutcome> => {
        let before: UsedRow[];
        try {
          before = await readUsedRows(doc);
        } catch (error) {
          return { kind: rewardsFailure(error) };
        }
        if (newRedemptionOf(item.id, mark, before)) {
          await refreshBalance(doc, undefined);
          return { kind: 'duplicate' };
        }
        try {
          const redemption = await redeem(client, brandOf(doc), redemptionBody(item));
          await refreshBalance(doc, redemption.currentBalance);
          return { kind: 'redeemed', redemption };
        } catch (error) {
          const failure = rewardsFailure(error);
          if (failure !== 'failed') return { kind: failure };
          const refusal = definiteRefusal(error);
          if (refusal) {
            if (refusal === INSUFFICIENT_BALANCE) await refreshBalance(doc, undefined);
            return { kind: 'refused', reason: refusal };
          }
          return verifyRedemption(item, before, doc);
        }
      },
      doc.defaultView ?? window,
    );
  } finally {
    redeeming.delete(item.id);
  }
}

export type ResultDetail =
  { kind: 'entries'; entries: number } | { kind: 'instant-win'; result: 'won' | 'not-won' } | { kind: 'sender'; name: string; email: string };

export async function resultDetail(item: GoodsItem, doc: Document = document): Promise<ResultDetail | undefined> {
  const client = rewardsClientFor(doc);
  try {
    switch (resultKind(item.type)) {
      case 'sweepstakes':
        return { kind: 'entries', entries: await fetchTotalEntries(client, brandOf(doc), item.id) };
      case 'instant-win': {
        const result = await fetchInstantWin(client, item.id);
        return result ? { kind: 'instant-win', result } : undefined;
      }
      case 'ecard':
        return { kind: 'sender', ...(await fetchSender(siteConfig(doc), rewardsCaller().token)) };
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

export function shippingAddress(doc: Document = document, signal?: AbortSignal): Promise<PostalAddress> {
  return fetchShippingAddress(siteConfig(doc), rewardsCaller().token, signal);
}

export function sendCard(card: Ecard, doc: Document = document): Promise<void> {
  return sendEcard(siteConfig(doc), rewardsCaller().token, card);
}
