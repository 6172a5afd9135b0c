/**
 * The saved-benefits page's data besides the shared saved list (stores/saved-offers.ts): the
 * offers at `data-servlet-path` (site 3.8), one atom per path, fetched once.
 *
 * The requests start as soon as the element's code runs (`startSavedBenefits`, from define.ts),
 * before the harness has read the configuration: the saved list and, for a logged-in visitor,
 * the offers at each element's `data-servlet-path` (the attribute is the last config source, so it
 * is final). The view then finds the request under way: one round trip less before the list shows.
 * An answer sets the atom, and a view on it (`useStore`) renders in the same task: the list is on
 * the page, and the element ready, in the pass the data arrives. Nothing is asked in authoring mode.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { fetchOffers, type Offer } from '../../api/offers.ts';
import { isAuthoring } from '../../core/authoring.ts';
import { describeError } from '../../core/error-text.ts';
import { $savedOffers, loadSavedOffers } from '../../stores/saved-offers.ts';
import { fetchFailedText } from './saved-benefits.logic.ts';

export interface ServletOffers {
  /** The offers, once answered; `[]` when the request failed (site 8: logged, the empty view shows). */
  offers: readonly Offer[] | undefined;
}

interface Entry {
  $offers: WritableAtom<ServletOffers>;
  request: Promise<void> | undefined;
}

const entries = new Map<string, Entry>();

function entryFor(path: string): Entry {
  let entry = entries.get(path);
  if (!entry) {
    entry = { $offers: atom<ServletOffers>({ offers: undefined }), request: undefined };
    entries.set(path, entry);
  }
  return entry;
}

/** The offers at `path`, as an atom for `useStore`. Asks nothing: see `loadOffers`. */
export function offersAt(path: string): ReadableAtom<ServletOffers> {
  return entryFor(path).$offers;
}

/**
 * Fetches the offers at `path` once per page; later calls share the request and its answer, a
 * failure too (it is logged once, and the empty view shows).
 */
export function loadOffers(path: string): void {
  const entry = entryFor(path);
  if (entry.request) return;
  entry.request = fetchOffers(path).then(
    (offers) => entry.$offers.set({ offers }),
    (error: unknown) => {
      // Site 8: logged; the page shows the empty view.
      console.error(fetchFailedText(describeError(error)));
      entry.$offers.set({ offers: [] });
    },
  );
}

/**
 * Starts the page's data when the element's code runs (see the module comment): the saved list,
 * and for a logged-in visitor the offers of every `saved-benefits[data-servlet-path]`.
 */
export function startSavedBenefits(doc: Document = document): void {
  if (isAuthoring(doc.defaultView ?? window)) return;
  void loadSavedOffers(doc);
  if ($savedOffers.get().status === 'anonymous') return;
  for (const host of doc.querySelectorAll('saved-benefits[data-servlet-path]')) loadOffers(host.getAttribute('data-servlet-path')!);
}

/** For tests: forget every path's offers. */
export function resetSavedBenefitsData(): void {
  entries.clear();
}
