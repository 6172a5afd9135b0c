/**
 * The local offers' flows (issue 32; ask-and-rewards 3.14, 3.15, 7.2, 7.4, 9.2; site 3.10, 4.10
 * and 5; CONTRACT 4c `local-offers`), through the page's rewards client. What the view calls:
 *
 *   findPlaces(input, signal?, doc?)          the place autocomplete at the site config's
 *                                             placesUrl; a blank input asks nothing (no places)
 *   loadCategories(place?, signal?, doc?)     the 'Category' select's options
 *   search(query, signal?, doc?)              POST offers?lat=&lng= with 3.15's body and 9.2's
 *                                             values; uuid is the rewards caller's user id
 *   save(offer, type, doc?)                   eredeem/{offerId}?save=true
 *   $savedOfferChange                         the latest save or removal that went out
 *   redeem(offer, type, doc?)                 eredeem/{offerId}: the redemption code
 *   loadList(kind, signal?, doc?)             the 'Saved offers' or 'Redeemed offers' tab
 *   scheduleSavedRemoval(offerId, win?)       'Remove' on a saved offer: site 4.10's undo window
 *                                             (2400 ms; 'Undo' = cancel), sent at once with
 *                                             keepalive if the page is left (core/undo-window.ts)
 *   sendSupportForm(fields, doc?)             'Report a problem': the issue fields plus uuid to
 *                                             7.4's servlet on the page's own origin
 *
 * Never rejects. Each resolves `{ ok: true, ... }` or `{ ok: false, failure, code, error }`:
 * `failure` is how a rewards page reads it (domain/rewards-pages.ts `rewardsFailure`: 'account'
 * for 401/403, 'not-participant', else 'failed'), or 'aborted' when the caller's own signal
 * stopped it (the view ignores those); `code` is the service's business code when it gave one
 * (e.g. error.offer.redemptionTypeNotOffered); `error` is what was thrown.
 */
import { atom } from 'nanostores';
import { siteConfig } from '../core/site-config.ts';
import { afterUndoWindow, UNDO_WINDOW_MS, type UndoWindow } from '../core/undo-window.ts';
import { searchBody, type OfferCategory, type Place, type RedemptionType } from '../domain/local-offers.ts';
import { rewardsErrorCode, rewardsFailure, type RewardsFailure } from '../domain/rewards-pages.ts';
import {
  deleteSavedOffer,
  fetchCategories,
  fetchOfferList,
  fetchPlaces,
  redeemOffer,
  saveOffer,
  searchOffers,
  sendSupport,
  supportUrl,
  type CategoryOption,
  type DeleteOutcome,
  type ListedOffer,
  type LocalOffer,
  type OfferListKind,
  type OfferRedemption,
  type OfferToAct,
  type SavedOffer,
  type SupportFields,
} from '../api/local-offers.ts';
import { rewardsClientFor } from './rewards-client.ts';

export type { CategoryOption, DeleteOutcome, ListedOffer, LocalOffer, OfferListKind, OfferRedemption, OfferToAct, SavedOffer, SupportFields };

export type LocalOffersFailure = RewardsFailure | 'aborted';

export interface LocalOffersFailed {
  ok: false;
  failure: LocalOffersFailure;
  /** The rewards service's business code (8.2's `{ error, code, message }`), when it gave one. */
  code: string | undefined;
  error: unknown;
}

/** A flow's outcome: `{ ok: true }` with its fields, or the failure. */
export type LocalOffersResult<T extends object> = ({ ok: true } & T) | LocalOffersFailed;

function failed(error: unknown, signal?: AbortSignal): LocalOffersFailed {
  return { ok: false, failure: signal?.aborted ? 'aborted' : rewardsFailure(error), code: rewardsErrorCode(error), error };
}

/** Runs `flow`; its failure becomes a value. */
async function settle<T extends object>(flow: () => Promise<T>, signal?: AbortSignal): Promise<LocalOffersResult<T>> {
  try {
    return { ok: true, ...(await flow()) };
  } catch (error) {
    return failed(error, signal);
  }
}

function reportSkipped(skipped: number, what: string): void {
  if (skipped) console.warn(`<local-offers> ${skipped} ${what} of the answer could not be read, and ${skipped === 1 ? 'was' : 'were'} left out`);
}

/** The rewards user id (3.15's uuid, 3.14's userPrimaryIdentifier) of the page's client. */
const userIdOf = (doc: Document) => rewardsClientFor(doc).environment.caller().userId ?? '';

/** Site 3.10 and 5: the places for what the visitor typed (the view waits PLACES_DEBOUNCE_MS first). */
export async function findPlaces(input: string, signal?: AbortSignal, doc: Document = document): Promise<LocalOffersResult<{ places: Place[] }>> {
  return settle(async () => {
    if (!input.trim()) return { places: [] };
    const placesUrl = siteConfig(doc).placesUrl;
    if (!placesUrl) throw new Error('the site config has no placesUrl: places cannot be looked up');
    return { places: await fetchPlaces(placesUrl, input, signal) };
  }, signal);
}

export function loadCategories(
  place?: Pick<Place, 'lat' | 'lng'>,
  signal?: AbortSignal,
  doc: Document = document,
): Promise<LocalOffersResult<{ categories: CategoryOption[] }>> {
  return settle(async () => ({ categories: await fetchCategories(rewardsClientFor(doc), place, signal) }), signal);
}

export interface OfferQuery {
  place: Pick<Place, 'lat' | 'lng'>;
  keyword?: string | undefined;
  category?: OfferCategory | undefined;
  /** The element's redemption types (9.2: data-redemption-types). */
  types: readonly RedemptionType[];
}

/** 3.15 / 9.2: the offers near the place, nearest first, with the user's saved and redeemed marks. */
export function search(query: OfferQuery, signal?: AbortSignal, doc: Document = document): Promise<LocalOffersResult<{ offers: LocalOffer[]; total: number }>> {
  return settle(async () => {
    const body = searchBody({ uuid: userIdOf(doc), keyword: query.keyword, category: query.category, types: query.types });
    const { offers, total, skipped } = await searchOffers(rewardsClientFor(doc), query.place, body, signal);
    reportSkipped(skipped, skipped === 1 ? 'offer' : 'offers');
    return { offers, total };
  }, signal);
}

/**
 * The page's latest change to which offers are saved: a save, or a removal that went out. The
 * search results listen (`.listen`, changes only), so a card whose offer was removed in the
 * 'Saved' tab offers 'Save' again, and one saved says 'Saved'.
 */
export const $savedOfferChange = atom<{ offerId: string; saved: boolean } | undefined>(undefined);

export async function save(offer: OfferToAct, type: RedemptionType, doc: Document = document): Promise<LocalOffersResult<{ saved: SavedOffer }>> {
  const answer = await settle(async () => ({ saved: await saveOffer(rewardsClientFor(doc), offer, type) }));
  if (answer.ok) $savedOfferChange.set({ offerId: offer.offerId, saved: true });
  return answer;
}

export function redeem(offer: OfferToAct, type: RedemptionType, doc: Document = document): Promise<LocalOffersResult<{ redemption: OfferRedemption }>> {
  return settle(async () => ({ redemption: await redeemOffer(rewardsClientFor(doc), offer, type) }));
}

/** The 'Saved' or 'Redeemed' tab: the user's offers of that kind, newest first. */
export function loadList(kind: OfferListKind, signal?: AbortSignal, doc: Document = document): Promise<LocalOffersResult<{ offers: ListedOffer[] }>> {
  return settle(async () => {
    const { offers, skipped } = await fetchOfferList(rewardsClientFor(doc), kind, signal);
    reportSkipped(skipped, skipped === 1 ? `${kind} offer` : `${kind} offers`);
    return { offers };
  }, signal);
}

/** A saved offer's removal: `cancel()` is Undo; `done` settles once the call has gone out. */
export type SavedRemoval = UndoWindow<LocalOffersResult<{ outcome: DeleteOutcome }>>;

/**
 * 'Remove' on a saved offer, with site 4.10's undo window (UNDO_WINDOW_MS, 2400 ms): the delete
 * is sent when the window ends unless cancelled, or at once with keepalive on `pagehide`.
 * `outcome` 'not-saved' is the service's 404: the offer was not saved (any more).
 */
export function scheduleSavedRemoval(offerId: string, win: Window = window): SavedRemoval {
  return afterUndoWindow(
    async (keepalive) => {
      const answer = await settle(async () => ({ outcome: await deleteSavedOffer(rewardsClientFor(win.document), offerId, { keepalive }) }));
      if (answer.ok) $savedOfferChange.set({ offerId, saved: false });
      return answer;
    },
    UNDO_WINDOW_MS,
    win,
  );
}

/** 7.4: 'Send' of the 'Report a problem' form: the issue fields plus uuid (the user id). */
export function sendSupportForm(fields: SupportFields, doc: Document = document): Promise<LocalOffersResult<{ ticketNumber: string | undefined }>> {
  return settle(async () => {
    const caller = rewardsClientFor(doc).environment.caller();
    const origin = doc.defaultView?.location.origin ?? doc.location?.origin ?? '';
    return sendSupport({ url: supportUrl(origin), token: caller.token }, fields, caller.userId ?? '');
  });
}
