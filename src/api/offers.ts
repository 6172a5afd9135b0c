/**
 * The offer calls (site 7.4, 3.8):
 *
 *   GET  {servicesHost}/applications/CoreApi/offers/dbr/user            the user's saved offers
 *   POST {servicesHost}/applications/CoreApi/offers/dbr/{action}/{id}   action save | remove, no body
 *        both with Content-Type application/json, fedId and Authorization: Bearer {token}
 *   GET  {origin}{servletPath}                                          the offers, an array (3.8)
 *
 * `{servicesHost}` is the services endpoint's origin with its environment suffix mapped
 * (core/environment.ts `servicesHost`). Answers are checked: a saved-offer list of the wrong
 * shape is an ApiError; in the offer list an item of the wrong shape is dropped, not the list.
 */
import ky from 'ky';
import * as v from 'valibot';
import { servicesHost } from '../core/environment.ts';
import { ApiError } from '../core/errors.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { getJson, looseString, SERVICE_TIMEOUT_MS, toApiError } from './http.ts';

export type OfferAction = 'save' | 'remove';

export interface OfferCaller {
  /** The bearer token (access_token). */
  token: string;
  /** The user id (fedid cookie), sent as the fedId header. */
  fedid: string;
  signal?: AbortSignal;
}

export function savedOffersUrl(config: Pick<SiteConfig, 'servicesEndpoint'>): string {
  return `${servicesHost(config.servicesEndpoint)}/applications/CoreApi/offers/dbr/user`;
}

export function offerActionUrl(config: Pick<SiteConfig, 'servicesEndpoint'>, action: OfferAction, dbrOfferId: string): string {
  return `${servicesHost(config.servicesEndpoint)}/applications/CoreApi/offers/dbr/${action}/${encodeURIComponent(dbrOfferId)}`;
}

function offerHeaders(caller: OfferCaller): Record<string, string> {
  return { 'Content-Type': 'application/json', fedId: caller.fedid, Authorization: `Bearer ${caller.token}` };
}

const idText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
);

const savedOffersSchema = v.looseObject({
  dbrOfferIds: v.fallback(v.array(v.unknown()), []),
  dbrOfferIdCount: v.fallback(v.optional(v.number()), undefined),
});

export interface SavedOffers {
  /** The saved dbrOfferIds, trimmed, without blanks or repeats. */
  ids: string[];
  /** dbrOfferIdCount as answered (site 4.10: hasOffers is count > 0); the ids' number when absent. */
  count: number;
}

/** The user's saved offers (site 7.4, 3.8). Entries without a usable dbrOfferId are skipped. */
export async function fetchSavedOffers(config: Pick<SiteConfig, 'servicesEndpoint'>, caller: OfferCaller): Promise<SavedOffers> {
  const body = await getJson(savedOffersUrl(config), savedOffersSchema, {
    credentials: 'omit',
    headers: offerHeaders(caller),
    ...(caller.signal ? { signal: caller.signal } : {}),
  });
  const ids: string[] = [];
  for (const entry of body.dbrOfferIds) {
    const parsed = v.safeParse(v.object({ dbrOfferId: idText }), entry);
    if (parsed.success && parsed.output.dbrOfferId && !ids.includes(parsed.output.dbrOfferId)) ids.push(parsed.output.dbrOfferId);
  }
  return { ids, count: body.dbrOfferIdCount ?? ids.length };
}

/**
 * Whether the answer to a save or remove call (site 7.4) is success. A removal: status 200 only
 * (site 4.10, 7.4, 8: "On 200 the card leaves ... any other answer restores the card"); one
 * rule for every removal, so the saved-benefits page, the catalogue and the shared store agree.
 * A save (only the catalogue saves; the spec names no status for it): any 2xx
 * (docs/decisions.md, saved-benefits).
 */
export function offerChangeSucceeded(action: OfferAction, status: number): boolean {
  return action === 'remove' ? status === 200 : status >= 200 && status < 300;
}

/**
 * Saves or removes one offer (site 7.4). Resolves with the answer's HTTP status (whether it is
 * success: `offerChangeSucceeded`); rejects with an ApiError (status 0) when there was no answer.
 * `keepalive` lets the request outlive the page (a removal sent on pagehide).
 */
export async function changeSavedOffer(
  config: Pick<SiteConfig, 'servicesEndpoint'>,
  action: OfferAction,
  dbrOfferId: string,
  caller: OfferCaller,
  options: { keepalive?: boolean } = {},
): Promise<number> {
  const url = offerActionUrl(config, action, dbrOfferId);
  try {
    const response = await ky.post(url, {
      credentials: 'omit',
      headers: offerHeaders(caller),
      timeout: SERVICE_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(caller.signal ? { signal: caller.signal } : {}),
    });
    return response.status;
  } catch (error) {
    throw toApiError(error, url);
  }
}

/** An offer of the servlet list (site 3.8); text fields are strings ('' when absent). */
export interface Offer {
  dbrOfferId: string;
  dataOfferId: string;
  dataCategoryId: string;
  dbrOfferType: string;
  analyticsBrand: string;
  lineOfBusiness: string;
  asiCategory: string;
  offerTiming: string;
  expiryDate: string;
  title: string;
  description: string;
  url: string;
  modalUrl: string;
  altText: string;
  image: string;
  imageRatio: string;
  categoryAndOfferName: string;
}

const OFFER_TEXT_FIELDS = [
  'dataOfferId',
  'dataCategoryId',
  'dbrOfferType',
  'analyticsBrand',
  'lineOfBusiness',
  'asiCategory',
  'offerTiming',
  'expiryDate',
  'title',
  'description',
  'url',
  'modalUrl',
  'altText',
  'image',
  'imageRatio',
  'categoryAndOfferName',
] as const;

const offerSchema = v.looseObject({
  dbrOfferId: idText,
  ...Object.fromEntries(OFFER_TEXT_FIELDS.map((field) => [field, looseString])),
});

/**
 * The offers at `{origin}{servletPath}` (site 7.4: read only on status 200). An answer that is
 * not a list is an ApiError (422); items without a dbrOfferId are dropped. Same origin only.
 */
export async function fetchOffers(servletPath: string, options: { signal?: AbortSignal; origin?: string } = {}): Promise<Offer[]> {
  const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const url = new URL(servletPath, `${origin}/`);
  if (url.origin !== origin) throw new ApiError(`the offers path must be on this site: ${servletPath}`, 400, servletPath);
  // Site 7.4: the body is read only on status 200 (another 2xx, such as 204, is not a list).
  let body: unknown;
  try {
    const response = await ky.get(url.href, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      timeout: SERVICE_TIMEOUT_MS,
      retry: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status !== 200) throw new ApiError(`${url.href} answered ${response.status}`, response.status, url.href);
    body = await response.json();
  } catch (error) {
    throw toApiError(error, url.href);
  }
  if (!Array.isArray(body)) throw new ApiError(`unexpected answer from ${url.href}: not a list of offers`, 422, url.href);
  const offers: Offer[] = [];
  for (const item of body) {
    const parsed = v.safeParse(offerSchema, item);
    if (!parsed.success || !parsed.output.dbrOfferId) continue;
    const record = parsed.output as Record<string, unknown>;
    const offer = { dbrOfferId: parsed.output.dbrOfferId } as Offer;
    for (const field of OFFER_TEXT_FIELDS) offer[field] = typeof record[field] === 'string' ? (record[field] as string) : '';
    offers.push(offer);
  }
  return offers;
}
