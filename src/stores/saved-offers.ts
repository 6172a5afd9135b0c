/**
 * The visitor's saved offers (site 2.9, 2.10, 4.9, 4.10, 7.4): one store shared by every offer
 * card and the saved-benefits page, and kept in step across tabs.
 *
 * - `loadSavedOffers()` fetches the list once per page (later calls share the first); an
 *   anonymous visitor (no access token or no fedid) is never asked.
 * - `changeOffer` makes the save or remove call, then, on success only (`offerChangeSucceeded`:
 *   a removal 200 only, a save any 2xx), updates the store and tells the other tabs
 *   (core/cross-tab.ts), which read the list again: an offer saved on the catalogue in one tab
 *   appears on the saved-benefits page open in another, without a reload. Any other answer
 *   changes nothing here and tells no one.
 * - `scheduleRemoval` is the saved-benefits page's undo window (site 4.10: 2400 ms): the call
 *   goes out when the window ends, or at once with `keepalive` if the page is being left
 *   (`pagehide`), so a removal the visitor did not undo is never lost.
 */
import { atom } from 'nanostores';
import { listen, broadcast } from '../core/cross-tab.ts';
import { describeError } from '../core/error-text.ts';
import { siteConfig } from '../core/site-config.ts';
import { afterUndoWindow, type UndoWindow } from '../core/undo-window.ts';
import { changeSavedOffer, fetchSavedOffers, offerChangeSucceeded, type OfferAction, type OfferCaller } from '../api/offers.ts';
import { $identitySources, startIdentity } from './identity.ts';

export type SavedOffersStatus = 'idle' | 'loading' | 'ready' | 'anonymous' | 'error';

export interface SavedOffersState {
  status: SavedOffersStatus;
  /** Saved dbrOfferIds. */
  ids: readonly string[];
  /** dbrOfferIdCount of the last answer (site 4.10: hasOffers = count > 0). */
  count: number;
}

export const $savedOffers = atom<SavedOffersState>({ status: 'idle', ids: [], count: 0 });

/** The caller's credentials, or undefined for an anonymous visitor (site 6: saving needs a login). */
export function offerCaller(): OfferCaller | undefined {
  const sources = $identitySources.get();
  const token = sources.accessToken;
  const fedid = sources.fedid;
  return token && fedid ? { token, fedid } : undefined;
}

let loading: Promise<void> | undefined;
let stopListening: (() => void) | undefined;

async function fetchInto(doc: Document): Promise<void> {
  const caller = offerCaller();
  if (!caller) {
    $savedOffers.set({ status: 'anonymous', ids: [], count: 0 });
    return;
  }
  if ($savedOffers.get().status === 'idle') $savedOffers.set({ ...$savedOffers.get(), status: 'loading' });
  try {
    const { ids, count } = await fetchSavedOffers(siteConfig(doc), caller);
    $savedOffers.set({ status: 'ready', ids, count });
  } catch (error) {
    // Site 8: a catalogue failure is logged only; the cards stay as they are.
    console.error(`member-elements: saved offers could not be read: ${describeError(error)}`);
    $savedOffers.set({ ...$savedOffers.get(), status: 'error' });
  }
}

/** Fetches the saved offers once per page; every caller shares that one request. */
export function loadSavedOffers(doc: Document = document): Promise<void> {
  if (!loading) {
    startIdentity(doc.defaultView ?? window);
    loading = fetchInto(doc);
    // Another tab saved or removed an offer: read the list again.
    stopListening ??= listen((message) => {
      if (message.type === 'saved-offers-change') void fetchInto(doc);
    }, doc.defaultView ?? window);
  }
  return loading;
}

function applyChange(action: OfferAction, id: string): void {
  const state = $savedOffers.get();
  const without = state.ids.filter((saved) => saved !== id);
  const ids = action === 'save' ? [...without, id] : without;
  $savedOffers.set({ ...state, ids, count: ids.length });
}

/**
 * Saves or removes `id`: the call, then (on success: `offerChangeSucceeded`, a removal only on
 * 200) the store and the other tabs. Resolves with the answer's status (0: no answer). Never
 * rejects; failures are logged.
 */
export async function changeOffer(action: OfferAction, id: string, options: { keepalive?: boolean; doc?: Document } = {}): Promise<number> {
  const doc = options.doc ?? document;
  const caller = offerCaller();
  if (!caller) return 401;
  let status: number;
  try {
    status = await changeSavedOffer(siteConfig(doc), action, id, caller, options.keepalive ? { keepalive: true } : {});
  } catch (error) {
    console.error(`member-elements: the offer could not be ${action === 'save' ? 'saved' : 'removed'}: ${describeError(error)}`);
    return 0;
  }
  if (offerChangeSucceeded(action, status)) {
    applyChange(action, id);
    broadcast({ type: 'saved-offers-change' }, doc.defaultView ?? window);
  } else {
    console.error(`member-elements: the offer could not be ${action === 'save' ? 'saved' : 'removed'}: the service answered ${status}`);
  }
  return status;
}

/** Undo (`cancel`) and the call's status once it has gone out (0: no answer; never settles when cancelled). */
export type ScheduledRemoval = UndoWindow<number>;

/**
 * Site 4.10's undo window: removes `id` after `delayMs` unless cancelled. If the page is left
 * first (`pagehide`), the call is sent at once with `keepalive`, so it outlives the page
 * (core/undo-window.ts).
 */
export function scheduleRemoval(id: string, delayMs: number, win: Window = window): ScheduledRemoval {
  return afterUndoWindow((keepalive) => changeOffer('remove', id, { keepalive, doc: win.document }), delayMs, win);
}

/** For tests: forget the page's load and listener. */
export function resetSavedOffers(): void {
  stopListening?.();
  stopListening = undefined;
  loading = undefined;
  $savedOffers.set({ status: 'idle', ids: [], count: 0 });
}
