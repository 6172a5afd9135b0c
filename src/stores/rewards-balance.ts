/**
 * The rewards points balance (ask-and-rewards 3.8, 3.18, 4.5, 9.2): ONE store for the header,
 * `rewards-points` and every tab. It is identity's `$rewardsBalance` (src/stores/identity.ts),
 * which follows the `{brand}_rewards_balance` cookie in this tab and, through the cross-tab
 * `balance-change` message, in every other tab; this module adds the service behind the cookie.
 *
 * API for elements:
 *   $rewardsBalance                      atom<number | undefined>: the balance, undefined = none ('not opted')
 *   loadBalance(doc?, { force? })         the cookie cache (86400 s) unless forced or missing; fetches
 *                                         GET pointsbalance/{userId} only under the four conditions of
 *                                         4.5 (fedid, token, at.rs 'Y', cookie missing or 'null'; force
 *                                         waives the last). Resolves with the balance (undefined when
 *                                         none); a failed call raises `loyalty-error` get-points-failed.
 *   addToBalance(points, doc?)            the cookie grows by `points` (daily login, 4.6)
 *   writeBalance(balance, doc?)           writes the cookie, the store, and tells the other tabs
 */
import * as v from 'valibot';
import { broadcast } from '../core/cross-tab.ts';
import { readCookie } from '../core/cookies.ts';
import { writeCookie } from '../core/cookie-write.ts';
import { siteConfig } from '../core/site-config.ts';
import { BALANCE_COOKIE_MAX_AGE_S, shouldFetchBalance } from '../domain/rewards-rules.ts';
import { $identitySources, $rewardsBalance, readBalanceCookie } from './identity.ts';
import { raiseLoyaltyError, rewardsClientFor } from './rewards-client.ts';

export { $rewardsBalance };

const balanceSchema = v.looseObject({ currentBalance: v.pipe(v.number(), v.finite()) });

const cookieName = (doc: Document) => `${siteConfig(doc).brand}_rewards_balance`;

/** Writes the balance cookie (max age 86400 s), sets the store and tells the other tabs. */
export function writeBalance(balance: number, doc: Document = document): void {
  const value = Math.max(0, Math.floor(balance));
  writeCookie(cookieName(doc), String(value), BALANCE_COOKIE_MAX_AGE_S / 86_400, doc);
  $rewardsBalance.set(value);
  if (doc.defaultView) broadcast({ type: 'balance-change' }, doc.defaultView);
}

/** 4.6: the cookie grows by `points`. Without a cached balance there is nothing to add to: the service is asked. */
export async function addToBalance(points: number, doc: Document = document): Promise<number | undefined> {
  const cached = readBalanceCookie(doc.cookie, siteConfig(doc).brand);
  if (cached === undefined) return loadBalance(doc, { force: true });
  writeBalance(cached + Math.max(0, Math.floor(points)), doc);
  return $rewardsBalance.get();
}

/** The balance: from the cookie cache unless forced or missing; from the service under 4.5's conditions. */
export async function loadBalance(doc: Document = document, options: { force?: boolean } = {}): Promise<number | undefined> {
  const client = rewardsClientFor(doc);
  const brand = siteConfig(doc).brand;
  const cached = readBalanceCookie(doc.cookie, brand);
  if (!options.force && cached !== undefined) {
    if ($rewardsBalance.get() !== cached) $rewardsBalance.set(cached);
    return cached;
  }
  const sources = $identitySources.get();
  const fetchIt = shouldFetchBalance(
    { fedid: sources.fedid, accessToken: sources.accessToken, at: sources.at, balanceCookie: readCookie(cookieName(doc), doc.cookie) },
    options.force === true,
  );
  if (!fetchIt) return cached;
  try {
    const { data } = await client.call({ path: client.userPath('pointsbalance/{userId}'), participant: true, dailyGuarded: true }, balanceSchema);
    writeBalance(data.currentBalance, doc);
    return $rewardsBalance.get();
  } catch (error) {
    raiseLoyaltyError(doc, 'get-points-failed', undefined, error);
    return cached;
  }
}
