/**
 * The rewards catalogue's calls (ask-and-rewards 3.11-3.13, 7.2, 7.4; CONTRACT 4c). The rewards
 * service's go through the page's rewards client (headers, dedupe, token check, time travel);
 * the core user and the e-greeting service are called directly with the visitor's token.
 *
 *   checkRedeem(client, brand, batch)      POST {brand}/redemption/check/{userId} [{goodsIdentifier}]
 *                                          (at most 10) -> per goods id { redeemable, reason };
 *                                          an answer without every goods asked about is refused
 *   redeem(client, brand, body)            POST {brand}/redemption/{userId} (3.12)
 *   fetchTotalEntries(client, brand, id)   GET {brand}/redemption/{userId}/totalEntries/{id}
 *   fetchInstantWin(client, id)            GET daily/instantwin: today's result of that game
 *   fetchUsedRows(client, brand)           the first page of points used (the lost-answer check)
 *   fetchShippingAddress(config, token)    GET applications/CoreApi/user (7.4: credentials, ascp)
 *   fetchSender(config, token)             GET applications/rewards-egreeting/user/address
 *   sendEcard(config, token, card)         POST applications/rewards-egreeting/send (ours)
 *
 * Every answer but check-redeem's is "not shown" in the spec; the fields read here are those of
 * the emulator's designed answers (emulator/handlers/rewards.ts, identity.ts), documented in
 * docs/decisions.md "Rewards pages". A call rejects with the client's RewardsError or an
 * ApiError (status 0 for no answer).
 */
import * as v from 'valibot';
import type { SiteConfig } from '../core/site-config.ts';
import type { RedeemCheck, RedemptionBody, UsedRow } from '../domain/rewards-goods.ts';
import { getJson, postJson } from './http.ts';
import { coreUserUrl } from './member-number.ts';
import { historyPath } from './rewards-history.ts';
import { RewardsError, type RewardsClient } from './rewards.ts';

const checkItemSchema = v.looseObject({
  goodsIdentifier: v.string(),
  redeemable: v.boolean(),
  reason: v.fallback(v.optional(v.nullable(v.string())), undefined),
});

/** The answers by goods id; an item of the wrong shape is left out (that item stays unchecked). */
export async function checkRedeem(client: RewardsClient, brand: string, batch: ReadonlyArray<{ goodsIdentifier: string }>): Promise<Map<string, RedeemCheck>> {
  const path = client.userPath(`${encodeURIComponent(brand)}/redemption/check/{userId}`);
  const { data } = await client.call({ path, body: batch, participant: true }, v.array(v.unknown()));
  const checks = new Map<string, RedeemCheck>();
  for (const raw of data) {
    const item = v.safeParse(checkItemSchema, raw);
    if (item.success) checks.set(item.output.goodsIdentifier, { redeemable: item.output.redeemable, reason: item.output.reason ?? '' });
  }
  // An answer that leaves out goods it was asked about is not the answer (3.13: an item each).
  const missing = batch.filter(({ goodsIdentifier }) => !checks.has(goodsIdentifier)).length;
  if (missing) throw new RewardsError(`unexpected answer from check-redeem: ${missing} of ${batch.length} goods not answered`, 422, path);
  return checks;
}

const count = v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))), undefined);
const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined);

const redemptionSchema = v.looseObject({
  orderIdentifier: optionalText,
  currentBalance: count,
  redemptionCode: optionalText,
});

/** What the page reads of a redemption's answer: any JSON object is a success. */
export interface Redemption {
  orderIdentifier: string | undefined;
  currentBalance: number | undefined;
  redemptionCode: string | undefined;
}

export async function redeem(client: RewardsClient, brand: string, body: RedemptionBody): Promise<Redemption> {
  const { data } = await client.call(
    { path: client.userPath(`${encodeURIComponent(brand)}/redemption/{userId}`), body, participant: true, fraud: true },
    redemptionSchema,
  );
  return { orderIdentifier: data.orderIdentifier || undefined, currentBalance: data.currentBalance, redemptionCode: data.redemptionCode || undefined };
}

const totalEntriesSchema = v.looseObject({ totalEntries: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export async function fetchTotalEntries(client: RewardsClient, brand: string, goodsId: string): Promise<number> {
  const { data } = await client.call(
    { path: client.userPath(`${encodeURIComponent(brand)}/redemption/{userId}/totalEntries/${encodeURIComponent(goodsId)}`), participant: true },
    totalEntriesSchema,
  );
  return data.totalEntries;
}

const instantWinSchema = v.looseObject({
  games: v.array(v.looseObject({ goodsIdentifier: v.string(), lastResult: v.fallback(v.optional(v.nullable(v.string())), undefined) })),
});

/** Today's result of the game `goodsId`: won, not won, or undefined when the answer does not say. */
export async function fetchInstantWin(client: RewardsClient, goodsId: string): Promise<'won' | 'not-won' | undefined> {
  const { data } = await client.call({ path: 'daily/instantwin', participant: true }, instantWinSchema);
  const result = data.games.find((game) => game.goodsIdentifier === goodsId)?.lastResult;
  return result === 'won' || result === 'not-won' ? result : undefined;
}

/** How many rows of points used the lost-answer check reads (the newest first). */
export const USED_ROWS = 10;

const usedSchema = v.looseObject({ transactions: v.array(v.unknown()) });
const usedRowSchema = v.looseObject({
  transactionIdentifier: v.fallback(v.optional(v.string()), undefined),
  transactionDate: v.fallback(v.string(), ''),
  description: v.fallback(v.string(), ''),
  points: v.fallback(v.number(), 0),
  goodsIdentifier: v.fallback(v.optional(v.nullable(v.string())), undefined),
});

/** The newest rows of points used (7.2 PURCHASES), with the goods each was for. */
export async function fetchUsedRows(client: RewardsClient, brand: string): Promise<UsedRow[]> {
  const userId = client.environment.caller().userId ?? '';
  const { data } = await client.call({ path: historyPath(brand, 'used', userId, 0, USED_ROWS), participant: true }, usedSchema);
  return data.transactions.flatMap((raw) => {
    const row = v.safeParse(usedRowSchema, raw);
    if (!row.success) return [];
    const { transactionIdentifier, transactionDate, description, points, goodsIdentifier } = row.output;
    return [{ id: transactionIdentifier, date: transactionDate, description, points, goodsIdentifier: goodsIdentifier ?? undefined }];
  });
}

/** A postal address, each line plain text. */
export interface PostalAddress {
  name: string;
  lines: string[];
}

const line = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))), undefined);
const addressSchema = v.looseObject({
  firstName: line,
  lastName: line,
  address1: line,
  address2: line,
  city: line,
  state: line,
  zip: line,
});

/** The lines of an address record; undefined without a first line, a city and a zip. */
function addressOf(record: v.InferOutput<typeof addressSchema>): PostalAddress | undefined {
  if (!record.address1 || !record.city || !record.zip) return undefined;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  const town = `${record.city}${record.state ? `, ${record.state}` : ''} ${record.zip}`;
  return { name, lines: [record.address1, ...(record.address2 ? [record.address2] : []), town] };
}

const coreUserSchema = v.looseObject({ user: v.looseObject({ address: addressSchema }) });

/** 7.4: the core user's shipping address (credentials, header ascp). Rejects when it has none. */
export async function fetchShippingAddress(config: SiteConfig, token: string | undefined, signal?: AbortSignal): Promise<PostalAddress> {
  const body = await getJson(coreUserUrl(config), coreUserSchema, { token, credentials: 'include', headers: { ascp: 'ami' }, ...(signal ? { signal } : {}) });
  const address = addressOf(body.user.address);
  if (!address) throw new Error('the core user has no complete address');
  return address;
}

const senderSchema = v.looseObject({ firstName: line, lastName: line, email: line });

/** 7.4: the e-greeting sender (name and e-mail address). */
export async function fetchSender(config: SiteConfig, token: string | undefined): Promise<{ name: string; email: string }> {
  const body = await getJson(`${config.servicesEndpoint}applications/rewards-egreeting/user/address`, senderSchema, { token, credentials: 'omit' });
  return { name: [body.firstName, body.lastName].filter(Boolean).join(' '), email: body.email ?? '' };
}

export interface Ecard {
  orderIdentifier: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

const sentSchema = v.looseObject({ status: v.string() });

/** Sends a redeemed e-card (ours: the spec shows no such call; docs/decisions.md). */
export async function sendEcard(config: SiteConfig, token: string | undefined, card: Ecard): Promise<void> {
  await postJson(`${config.servicesEndpoint}applications/rewards-egreeting/send`, card, sentSchema, { token, credentials: 'omit' });
}
