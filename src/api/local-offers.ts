/**
 * The local offers' calls (issue 32; ask-and-rewards 3.14, 3.15, 7.2, 7.4, 9.2; site 3.10 and 5;
 * CONTRACT 4c `local-offers`). The rewards service's go through the page's rewards client (its
 * headers, in-flight sharing, participant and token checks); the support servlet and the place
 * autocomplete are plain calls (api/http.ts).
 *
 *   fetchCategories(client, place?)          GET categories[?lat=&lng=] -> { categories: [{ id,
 *                                            groupName, offerCount }] }
 *   searchOffers(client, place, body)        POST offers?lat=&lng= with 3.15's body -> { totalResults,
 *                                            limitPerPage, sortBy, offers: [offer + distance,
 *                                            saved, redeemed] }
 *   saveOffer(client, offer, type)           POST eredeem/{offerId}?save=true (3.14's body) ->
 *                                            { offerId, saved, savedDate, redemptionType }
 *   redeemOffer(client, offer, type)         POST eredeem/{offerId} (3.14's body) -> { offerId,
 *                                            redeemed, redeemedDate, redemptionType,
 *                                            redemptionCode, alreadyRedeemed }
 *   fetchOfferList(client, kind)             GET eredeem/redeemedandsavedoffers?userIdentifier=
 *                                            &responseType=saved|redeemed -> { userIdentifier,
 *                                            responseType, offers: [offer + savedDate or
 *                                            redeemedDate, redemptionType, redemptionCode] }
 *   deleteSavedOffer(client, id, options)    POST eredeem/deletesavedoffer/{offerId}?userIdentifier=
 *                                            with {}; a text answer ('deleted'; 404: not saved)
 *   sendSupport(target, fields, uuid)        POST /bin/servlet/local-offers-support (the site's
 *                                            own origin, 7.4): the issue fields plus uuid ->
 *                                            { status, ticketNumber, uuid }
 *   fetchPlaces(placesUrl, input, signal)    GET {placesUrl}?input= -> { places: [site 3.10
 *                                            place fields] }; a blank input asks nothing
 *
 * Every answer but the delete's is "not shown" in the spec: the fields read are those of the
 * emulator's designed answers (emulator/handlers/rewards.ts, site.ts; docs/decisions.md,
 * "local-offers data"). Unknown fields are ignored. An answer that is not the object expected is
 * a RewardsError (or, for the two plain calls, an ApiError) with status 422; an item of a list
 * that cannot be read is left out and counted (`skipped`).
 */
import * as v from 'valibot';
import {
  offerActionBody,
  placeOf,
  searchQuery,
  type OfferCategory,
  type OfferFields,
  type Place,
  type RedemptionType,
  type SearchBody,
} from '../domain/local-offers.ts';
import { getJson, postJson } from './http.ts';
import { RewardsError, type RewardsClient } from './rewards.ts';

const REDEMPTION_TYPES: readonly RedemptionType[] = ['MOBILE', 'PRINT'];

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const words = v.fallback(v.pipe(v.string(), v.trim()), '');
const optionalWords = v.fallback(
  v.pipe(
    v.optional(v.nullable(v.string())),
    v.transform((value) => value?.trim() || undefined),
  ),
  undefined,
);
const redemptionType = v.fallback(v.optional(v.picklist(REDEMPTION_TYPES)), undefined);
/** The known redemption types of a list, each once, in the spec's order; anything else leaves none. */
const redemptionTypes = v.pipe(
  v.unknown(),
  v.transform((value): RedemptionType[] => (Array.isArray(value) ? REDEMPTION_TYPES.filter((type) => value.includes(type)) : [])),
);

const categorySchema = v.looseObject({
  id: v.union([v.pipe(v.number(), v.finite()), filled]),
  groupName: filled,
});

const offerSchema = v.looseObject({
  offerId: filled,
  merchantId: filled,
  merchantName: filled,
  merchantAddress: words,
  logoPath: words,
  offerTextShort: words,
  offerTextLong: words,
  category: v.fallback(v.optional(categorySchema), undefined),
  redemptionTypes,
  distance: v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))), undefined),
  saved: v.fallback(v.boolean(), false),
  redeemed: v.fallback(v.boolean(), false),
});

/** An offer as the page shows it (3.14's fields, 3.15's answer). */
export interface LocalOffer extends OfferFields {
  offerId: string;
  offerTextLong: string;
  category: OfferCategory | undefined;
  /** The ways it can be redeemed; none when the answer named no known type. */
  redemptionTypes: RedemptionType[];
  /** Miles from the searched place (search answers only). */
  distance: number | undefined;
  saved: boolean;
  redeemed: boolean;
}

function offerOf(output: v.InferOutput<typeof offerSchema>): LocalOffer {
  const category = output.category ? { id: output.category.id, groupName: output.category.groupName } : undefined;
  return {
    offerId: output.offerId,
    merchantId: output.merchantId,
    merchantName: output.merchantName,
    merchantAddress: output.merchantAddress,
    logoPath: output.logoPath,
    offerTextShort: output.offerTextShort,
    offerTextLong: output.offerTextLong,
    category,
    redemptionTypes: output.redemptionTypes,
    distance: output.distance,
    saved: output.saved,
    redeemed: output.redeemed,
  };
}

/** Reads each item of a list with `read`; an item it cannot read is left out and counted. */
function readEach<T>(items: readonly unknown[], readItem: (item: unknown) => T | undefined): { read: T[]; skipped: number } {
  const read: T[] = [];
  for (const item of items) {
    const value = readItem(item);
    if (value !== undefined) read.push(value);
  }
  return { read, skipped: items.length - read.length };
}

const readOffer = (item: unknown): LocalOffer | undefined => {
  const parsed = v.safeParse(offerSchema, item);
  return parsed.success ? offerOf(parsed.output) : undefined;
};

const signalOf = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// -- Categories -------------------------------------------------------------------------------

export interface CategoryOption extends OfferCategory {
  /** How many offers the category holds, when the answer says. */
  offerCount: number | undefined;
}

const categoriesSchema = v.looseObject({ categories: v.array(v.unknown()) });
const categoryItemSchema = v.looseObject({
  ...categorySchema.entries,
  offerCount: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), undefined),
});

/** The offer categories (the search's 'Category' select); near `place` when one is given. */
export async function fetchCategories(client: RewardsClient, place?: Pick<Place, 'lat' | 'lng'>, signal?: AbortSignal): Promise<CategoryOption[]> {
  const path = place ? `categories?${searchQuery(place)}` : 'categories';
  const { data } = await client.call({ path, ...signalOf(signal) }, categoriesSchema);
  return readEach(data.categories, (item) => {
    const parsed = v.safeParse(categoryItemSchema, item);
    return parsed.success ? { id: parsed.output.id, groupName: parsed.output.groupName, offerCount: parsed.output.offerCount } : undefined;
  }).read;
}

// -- Search -----------------------------------------------------------------------------------

const searchSchema = v.looseObject({
  totalResults: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), undefined),
  offers: v.array(v.unknown()),
});

export interface OfferSearchAnswer {
  /** Nearest first (the service's order, 9.2's sortBy DISTANCE). */
  offers: LocalOffer[];
  /** How many offers matched (may be more than a page holds). */
  total: number;
  /** Offers of the answer that could not be read, left out. */
  skipped: number;
}

/** 3.15: the offers near `place` that match `body` (the domain's `searchBody`). A user call: refused for non-participants. */
export async function searchOffers(
  client: RewardsClient,
  place: Pick<Place, 'lat' | 'lng'>,
  body: SearchBody,
  signal?: AbortSignal,
): Promise<OfferSearchAnswer> {
  const { data } = await client.call({ path: `offers?${searchQuery(place)}`, body, participant: true, ...signalOf(signal) }, searchSchema);
  const { read, skipped } = readEach(data.offers, readOffer);
  return { offers: read, total: Math.max(data.totalResults ?? read.length, read.length), skipped };
}

// -- Save, redeem, lists, delete ----------------------------------------------------------------

/** What a save or a redemption needs of an offer. */
export type OfferToAct = OfferFields & { offerId: string };

const actionPath = (offerId: string, save: boolean) => `eredeem/${encodeURIComponent(offerId)}${save ? '?save=true' : ''}`;
const userIdOf = (client: RewardsClient) => client.environment.caller().userId ?? '';

const saveSchema = v.looseObject({
  offerId: v.fallback(v.optional(filled), undefined),
  savedDate: optionalWords,
  redemptionType,
});

export interface SavedOffer {
  offerId: string;
  savedDate: string | undefined;
  redemptionType: RedemptionType | undefined;
}

/** 3.14: saves `offer` for later, to be redeemed by `type`. Any JSON object answered is a success. */
export async function saveOffer(client: RewardsClient, offer: OfferToAct, type: RedemptionType): Promise<SavedOffer> {
  const body = offerActionBody(offer, type, userIdOf(client));
  const { data } = await client.call({ path: actionPath(offer.offerId, true), body, participant: true }, saveSchema);
  return { offerId: data.offerId ?? offer.offerId, savedDate: data.savedDate, redemptionType: data.redemptionType ?? type };
}

const redeemSchema = v.looseObject({
  offerId: v.fallback(v.optional(filled), undefined),
  redeemedDate: optionalWords,
  redemptionType,
  redemptionCode: filled,
  alreadyRedeemed: v.fallback(v.boolean(), false),
});

export interface OfferRedemption {
  offerId: string;
  redeemedDate: string | undefined;
  redemptionType: RedemptionType | undefined;
  /** What the visitor shows the merchant (on the phone or printed). */
  redemptionCode: string;
  /** The offer had been redeemed before: this is that redemption. */
  alreadyRedeemed: boolean;
}

/** 3.14: redeems `offer` by `type`. An answer without a redemption code is of the wrong shape. */
export async function redeemOffer(client: RewardsClient, offer: OfferToAct, type: RedemptionType): Promise<OfferRedemption> {
  const body = offerActionBody(offer, type, userIdOf(client));
  const { data } = await client.call({ path: actionPath(offer.offerId, false), body, participant: true }, redeemSchema);
  return {
    offerId: data.offerId ?? offer.offerId,
    redeemedDate: data.redeemedDate,
    redemptionType: data.redemptionType ?? type,
    redemptionCode: data.redemptionCode,
    alreadyRedeemed: data.alreadyRedeemed,
  };
}

export type OfferListKind = 'saved' | 'redeemed';

/** An offer of the saved or the redeemed list. */
export interface ListedOffer extends LocalOffer {
  /** When it was saved or redeemed (ISO), as the answer says. */
  date: string | undefined;
  redemptionType: RedemptionType | undefined;
  /** The redemption's code (redeemed offers). */
  redemptionCode: string | undefined;
}

const listSchema = v.looseObject({ offers: v.array(v.unknown()) });
const listExtraSchema = v.looseObject({
  savedDate: optionalWords,
  redeemedDate: optionalWords,
  redemptionType,
  redemptionCode: optionalWords,
});

/** The user's saved or redeemed offers, newest first (the service's order). */
export async function fetchOfferList(client: RewardsClient, kind: OfferListKind, signal?: AbortSignal): Promise<{ offers: ListedOffer[]; skipped: number }> {
  const path = `${client.userPath('eredeem/redeemedandsavedoffers?userIdentifier={userId}')}&responseType=${kind}`;
  const { data } = await client.call({ path, participant: true, ...signalOf(signal) }, listSchema);
  const { read, skipped } = readEach(data.offers, (item): ListedOffer | undefined => {
    const offer = readOffer(item);
    const extra = v.safeParse(listExtraSchema, item);
    if (!offer || !extra.success) return undefined;
    const { savedDate, redeemedDate, redemptionType: type, redemptionCode } = extra.output;
    return {
      ...offer,
      // The list is the mark: every offer of the saved list is saved, of the redeemed list redeemed.
      ...(kind === 'saved' ? { saved: true } : { redeemed: true }),
      date: kind === 'saved' ? savedDate : redeemedDate,
      redemptionType: type,
      redemptionCode,
    };
  });
  return { offers: read, skipped };
}

/** How a delete ended: removed, or the service did not have it saved (its 404). */
export type DeleteOutcome = 'deleted' | 'not-saved';

/**
 * 7.2: removes a saved offer (body {}, a text answer). With `keepalive` the call outlives the
 * page (sent as the page is left). A 404 is the service saying the offer was not saved: the
 * visitor's aim (not saved) holds, so it resolves 'not-saved' rather than failing.
 */
export async function deleteSavedOffer(client: RewardsClient, offerId: string, options: { keepalive?: boolean } = {}): Promise<DeleteOutcome> {
  const path = client.userPath(`eredeem/deletesavedoffer/${encodeURIComponent(offerId)}?userIdentifier={userId}`);
  try {
    await client.call({ path, body: {}, participant: true, text: true, ...(options.keepalive ? { keepalive: true } : {}) }, v.string());
    return 'deleted';
  } catch (error) {
    if (error instanceof RewardsError && error.status === 404) return 'not-saved';
    throw error;
  }
}

// -- Support (7.4) ----------------------------------------------------------------------------

/** 7.4: the support servlet, on the site's own origin. */
export const SUPPORT_PATH = '/bin/servlet/local-offers-support';

/** The support servlet's address on the site `origin` (the page's own). */
export function supportUrl(origin: string): string {
  return new URL(SUPPORT_PATH, origin).href;
}

/** The issue fields of the 'Report a problem' form (7.4: not shown; the form names them). */
export type SupportFields = Readonly<Record<string, string | number | boolean>>;

const supportSchema = v.looseObject({ status: filled, ticketNumber: optionalWords });

/**
 * 7.4: sends the form's fields plus `uuid` (the user id, which wins over a field of that name).
 * Resolves with the ticket number when the answer gives one. Rejects with an ApiError (core/errors.ts).
 */
export async function sendSupport(
  target: { url: string; token?: string | undefined },
  fields: SupportFields,
  uuid: string,
): Promise<{ ticketNumber: string | undefined }> {
  const answer = await postJson(target.url, { ...fields, uuid }, supportSchema, { token: target.token, credentials: 'same-origin' });
  return { ticketNumber: answer.ticketNumber };
}

// -- Places (site 3.10, 5) --------------------------------------------------------------------

/** The place autocomplete answers while the visitor types: a short limit. */
export const PLACES_TIMEOUT_MS = 5000;

const placesSchema = v.looseObject({ places: v.array(v.unknown()) });

/** `placesUrl` with `?input=` (or `&input=` when it has a query already). */
export function placesRequestUrl(placesUrl: string, input: string): string {
  return `${placesUrl}${placesUrl.includes('?') ? '&' : '?'}input=${encodeURIComponent(input.trim())}`;
}

/**
 * Site 3.10 and 5: the places matching `input`, each read by the domain's `placeOf` (a place
 * without a label or a position is left out). A blank input asks nothing and resolves []. The
 * signal aborts the call: it then rejects with the signal's reason (an AbortError).
 */
export async function fetchPlaces(placesUrl: string, input: string, signal?: AbortSignal): Promise<Place[]> {
  if (!input.trim()) return [];
  try {
    const body = await getJson(placesRequestUrl(placesUrl, input), placesSchema, { credentials: 'omit', timeout: PLACES_TIMEOUT_MS, ...signalOf(signal) });
    return readEach(body.places, placeOf).read;
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw error;
  }
}
