/**
 * The saved list's cards (site 2.10, 4.10), pure: which cards the list holds, in which order and
 * in which state, as the shared store and the visitor change them. The view (SavedBenefits.tsx)
 * renders `cards` and does the side effects (the removal call, timers, focus, announcements).
 *
 * - A card's life: normal -> removing ('remove offer'; the undo window) -> sending (the window
 *   closed, the call is out) -> leaving (200: the exit animation) -> gone. Undo in the window:
 *   back to normal. Any other answer: back to normal with its retry counter up.
 * - The list follows the offers to show (`follow`, on every change of the store or the offers):
 *   a normal card whose offer is no longer shown leaves (removed in another tab), as a removal
 *   here does; a newly shown offer gets a card in the servlet list's order, after the card of the
 *   shown offer before it, marked `entering` (it animates in) unless it is the list's first
 *   render. Cards are kept by `dbrOfferId`, never rebuilt, so a card in its undo window, and the
 *   focus in it, survive a change of the store.
 * - When the list is not the view (`follow` with no offers), it holds no card.
 */
import type { Offer } from '../../api/offers.ts';

/** A card's state (its `data-card-state`). */
export type CardState = 'normal' | 'removing' | 'sending' | 'leaving';

export interface ListedCard {
  offer: Offer;
  state: CardState;
  /** Removals that failed (`data-retry-count`). */
  retries: number;
  /** Arrived while the list was shown (an offer saved in another tab): it animates in. */
  entering: boolean;
  /** Leaving after a removal made here (not one seen from another tab). */
  removedHere: boolean;
}

export interface CardsState {
  cards: readonly ListedCard[];
  /** The offers the list was last told to show; undefined while the list is not the view. */
  shown: readonly Offer[] | undefined;
  /** Whether cards animate (no `prefers-reduced-motion: reduce`). */
  animate: boolean;
}

export type CardsAction =
  { type: 'follow'; shown: readonly Offer[] | undefined; animate: boolean } | { type: 'remove' | 'sending' | 'undo' | 'failed' | 'leave' | 'gone'; id: string };

export const noCards: CardsState = { cards: [], shown: undefined, animate: true };

/** The cards for `shown` from the cards there are (see the module comment). */
export function followShown(cards: readonly ListedCard[], shown: readonly Offer[] | undefined, animate: boolean): ListedCard[] {
  if (!shown) return [];
  const wanted = new Set(shown.map((offer) => offer.dbrOfferId));
  const entering = cards.length > 0 && animate;
  const next = cards.map((card) =>
    card.state === 'normal' && !wanted.has(card.offer.dbrOfferId) ? { ...card, state: 'leaving' as const, removedHere: false } : card,
  );
  let previous: ListedCard | undefined;
  for (const offer of shown) {
    let card = next.find((listed) => listed.offer.dbrOfferId === offer.dbrOfferId);
    if (!card) {
      card = { offer, state: 'normal', retries: 0, entering, removedHere: false };
      next.splice(previous ? next.indexOf(previous) + 1 : 0, 0, card);
    }
    if (card.state !== 'leaving') previous = card;
  }
  return next;
}

/** The states a card may go to from each action (anything else leaves it as it is). */
const STEPS: Record<Exclude<CardsAction['type'], 'follow' | 'gone'>, { from: readonly CardState[]; to: CardState }> = {
  remove: { from: ['normal'], to: 'removing' },
  sending: { from: ['removing'], to: 'sending' },
  undo: { from: ['removing'], to: 'normal' },
  failed: { from: ['removing', 'sending'], to: 'normal' },
  leave: { from: ['normal', 'removing', 'sending'], to: 'leaving' },
};

export function cardsReducer(state: CardsState, action: CardsAction): CardsState {
  if (action.type === 'follow') {
    if (action.shown === state.shown && action.animate === state.animate) return state;
    return { cards: followShown(state.cards, action.shown, action.animate), shown: action.shown, animate: action.animate };
  }
  if (action.type === 'gone') {
    const rest = state.cards.filter((card) => card.offer.dbrOfferId !== action.id);
    if (rest.length === state.cards.length) return state;
    // Followed again: an offer shown again while its card was leaving gets a card of its own.
    return { ...state, cards: followShown(rest, state.shown, state.animate) };
  }
  const step = STEPS[action.type];
  let changed = false;
  const cards = state.cards.map((card) => {
    if (card.offer.dbrOfferId !== action.id || !step.from.includes(card.state)) return card;
    changed = true;
    return {
      ...card,
      state: step.to,
      retries: action.type === 'failed' ? card.retries + 1 : card.retries,
      removedHere: action.type === 'leave',
    };
  });
  return changed ? { ...state, cards } : state;
}

/** Whether a card is on its way out or waiting for its call: the list stays until it is done. */
export const isBusy = (state: CardsState) => state.cards.some((card) => card.state !== 'normal');
