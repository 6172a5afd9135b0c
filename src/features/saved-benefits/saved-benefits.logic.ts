/**
 * The saved-benefits page's rules (site 2.10, 4.10, 5, 8), pure and table-tested.
 */
import { offerChangeSucceeded, type Offer } from '../../api/offers.ts';
import { parseDate } from '../../core/iso-date.ts';
import { UNDO_WINDOW_MS } from '../../core/undo-window.ts';
import type { SavedOffersStatus } from '../../stores/saved-offers.ts';

/** Site 4.10 / 3.8: the offerTiming value that makes an offer limited-time. */
export const LIMITED_TIME_OFFER = 'limited time member offer';

export const SAVED_BENEFITS_TIMING = {
  /** Site 4.10: normal -> removing starts this undo window (core/undo-window.ts: the local offers' saved list has the same). */
  undoWindowMs: UNDO_WINDOW_MS,
  /** Site 4.10: card enter and exit animations. */
  animationMs: 700,
} as const;

/** The words of site 2.10 the element adds, as dictionary keys (fixtures/site/dict.es.json). */
export const SAVED_BENEFITS_TEXT = {
  limitedTime: 'Limited Time: ',
  advertisement: 'Advertisement',
  removeOffer: 'remove offer',
  removing: ' Removing ',
  undo: 'Undo',
  removed: '{title} has been removed.',
  kept: '{title} was not removed.',
  failed: '{title} could not be removed. Please try again.',
} as const;

/** Whether an offer is a limited-time member offer (trimmed, any case: docs/decisions.md). */
export function isLimitedTime(offer: Pick<Offer, 'offerTiming'>): boolean {
  return offer.offerTiming.trim().toLowerCase() === LIMITED_TIME_OFFER;
}

/**
 * The instant a limited-time offer stops being shown. A date (`2027-03-31`) is valid through that
 * whole day (local time): it ends at the next midnight. A date-time is that instant. Anything
 * else: undefined (the offer cannot be shown to be later than now, so it is dropped).
 */
export function offerEnds(expiryDate: string): Date | undefined {
  const text = expiryDate.trim();
  const parsed = parseDate(text);
  if (!parsed) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return parsed;
  const end = new Date(parsed.getTime());
  end.setDate(end.getDate() + 1);
  return end;
}

/**
 * Site 4.10's list filter: only offers whose dbrOfferId is among the saved ids, in the servlet
 * list's order; a limited-time offer only while its expiryDate is later than now.
 */
export function offersToShow(offers: readonly Offer[], savedIds: readonly string[], at: Date): Offer[] {
  const saved = new Set(savedIds);
  const seen = new Set<string>();
  return offers.filter((offer) => {
    if (!saved.has(offer.dbrOfferId) || seen.has(offer.dbrOfferId)) return false;
    seen.add(offer.dbrOfferId);
    if (!isLimitedTime(offer)) return true;
    const ends = offerEnds(offer.expiryDate);
    return ends !== undefined && ends.getTime() > at.getTime();
  });
}

export type SavedView = 'none' | 'loading' | 'empty' | 'anonymous' | 'list';

export interface ViewInputs {
  authoring: boolean;
  /** The shared store's status (stores/saved-offers.ts). */
  status: SavedOffersStatus;
  /** dbrOfferIdCount of the user fetch (site 4.10: hasOffers = count > 0). */
  count: number;
  /** The offers the list would show (offersToShow), or undefined while the servlet list is awaited. */
  shown: readonly Offer[] | undefined;
}

/**
 * Which view shows (site 4.10, 6). Authoring: the empty view with its buttons, and no requests
 * (docs/decisions.md). Anonymous: the empty view with 'log in' and 'create login'. Logged in: the
 * list when hasOffers and something remains after filtering; else the empty view without buttons.
 * A user list that could not be read shows the empty view (the failure is logged, site 8).
 */
export function savedView({ authoring, status, count, shown }: ViewInputs): SavedView {
  if (authoring) return 'anonymous';
  if (status === 'anonymous') return 'anonymous';
  if (status === 'idle' || status === 'loading') return 'loading';
  if (status === 'error') return 'empty';
  if (count <= 0) return 'empty';
  if (shown === undefined) return 'loading';
  return shown.length ? 'list' : 'empty';
}

/**
 * Where the banner copy goes (site 2.10): after card index bannerDisplayOrder - 1, i.e. after
 * `bannerDisplayOrder` cards, or after the last card when there are fewer. Returns how many cards
 * come before it, or undefined for no banner (disabled, or no cards).
 */
export function bannerAfter(cards: number, bannerDisplayOrder: number, enableBanner: boolean): number | undefined {
  if (!enableBanner || cards <= 0) return undefined;
  const order = Number.isFinite(bannerDisplayOrder) ? Math.max(0, Math.trunc(bannerDisplayOrder)) : cards;
  return Math.min(order, cards);
}

export interface TextPart {
  text: string;
  /** Shown as superscript: © and ® (site 2.10). */
  sup: boolean;
}

/** Splits text so © and ® can be rendered as superscript (as DOM text, never as HTML). */
export function superscriptParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const piece of text.split(/([©®])/u)) {
    if (!piece) continue;
    parts.push({ text: piece, sup: piece === '©' || piece === '®' });
  }
  return parts;
}

/** Site 4.10: the remove call's answer. Only 200 is success: the shared store's rule. */
export const removalSucceeded = (status: number) => offerChangeSucceeded('remove', status);

/** Site 8: the log line for a fetch that failed. */
export const fetchFailedText = (error: string) => `Unable to fetch the data. Error: ${error}`;
/** Site 8: the configuration fetch's log line names its URL. */
export const configFetchFailedText = (error: string, url: string) => `Unable to fetch the data. Error: ${error}, with URL: ${url}`;
