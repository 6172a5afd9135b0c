/**
 * The saved list's cards (saved-benefits.reducer.ts, site 4.10): following the offers to show
 * (order, cards removed and saved in another tab, entering), and each card's life (remove, the
 * window closing, undo, a failure with its retry counter, leaving, gone).
 */
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../src/api/offers.ts';
import {
  cardsReducer,
  followShown,
  isBusy,
  noCards,
  type CardsAction,
  type CardsState,
} from '../../../../src/features/saved-benefits/saved-benefits.reducer.ts';

const offer = (dbrOfferId: string): Offer => ({
  dbrOfferId,
  dataOfferId: `ofr-${dbrOfferId}`,
  dataCategoryId: 'travel',
  dbrOfferType: 'discount',
  analyticsBrand: '',
  lineOfBusiness: '',
  asiCategory: '',
  offerTiming: 'ongoing member offer',
  expiryDate: '',
  title: `Offer ${dbrOfferId}`,
  description: '',
  url: '',
  modalUrl: '',
  altText: '',
  image: '',
  imageRatio: '',
  categoryAndOfferName: '',
});
const offers = (...ids: string[]) => ids.map(offer);
const run = (state: CardsState, ...actions: CardsAction[]) => actions.reduce(cardsReducer, state);
const summary = (state: CardsState) =>
  state.cards.map((card) => `${card.offer.dbrOfferId}:${card.state}${card.entering ? '+' : ''}${card.retries ? `#${card.retries}` : ''}`);
const listed = (...ids: string[]) => run(noCards, { type: 'follow', shown: offers(...ids), animate: true });

describe('following the offers to show', () => {
  it('the first render: a card per offer, in order, none entering', () => {
    expect(summary(listed('1', '2', '3'))).toEqual(['1:normal', '2:normal', '3:normal']);
  });

  it('an offer saved in another tab: a card after the shown offer before it, entering; first in the list when it comes first', () => {
    const state = run(listed('1', '3'), { type: 'follow', shown: offers('0', '1', '2', '3'), animate: true });
    expect(summary(state)).toEqual(['0:normal+', '1:normal', '2:normal+', '3:normal']);
  });

  it('no entering animation with reduced motion', () => {
    const state = run(listed('1'), { type: 'follow', shown: offers('1', '2'), animate: false });
    expect(summary(state)).toEqual(['1:normal', '2:normal']);
  });

  it('an offer removed in another tab: its card leaves (not as a removal made here); a card being removed stays', () => {
    const state = run(listed('1', '2', '3'), { type: 'remove', id: '3' }, { type: 'follow', shown: offers('2'), animate: true });
    expect(summary(state)).toEqual(['1:leaving', '2:normal', '3:removing']);
    expect(state.cards[0]!.removedHere).toBe(false);
  });

  it('a new card goes after the live card before it, before a leaving one', () => {
    const state = run(listed('1', '2'), { type: 'follow', shown: offers('1'), animate: true }, { type: 'follow', shown: offers('1', '3'), animate: true });
    expect(summary(state)).toEqual(['1:normal', '3:normal+', '2:leaving']);
  });

  it('no list (another view): no card', () => {
    expect(run(listed('1', '2'), { type: 'follow', shown: undefined, animate: true }).cards).toEqual([]);
    expect(followShown([], undefined, true)).toEqual([]);
  });

  it('the same offers again: the same state', () => {
    const state = listed('1');
    expect(cardsReducer(state, { type: 'follow', shown: state.shown, animate: true })).toBe(state);
  });
});

describe("a card's life", () => {
  it('remove, the window closes, 200: leaving, then gone', () => {
    let state = run(listed('1', '2'), { type: 'remove', id: '1' });
    expect(summary(state)).toEqual(['1:removing', '2:normal']);
    expect(isBusy(state)).toBe(true);
    // 200: the store drops the offer (the list follows; the card is not normal, it stays), then it leaves.
    state = run(state, { type: 'sending', id: '1' }, { type: 'follow', shown: offers('2'), animate: true }, { type: 'leave', id: '1' });
    expect(summary(state)).toEqual(['1:leaving', '2:normal']);
    expect(state.cards[0]!.removedHere).toBe(true);
    state = run(state, { type: 'gone', id: '1' });
    expect(summary(state)).toEqual(['2:normal']);
    expect(isBusy(state)).toBe(false);
  });

  it('undo within the window: normal again; not once the call is out', () => {
    expect(summary(run(listed('1'), { type: 'remove', id: '1' }, { type: 'undo', id: '1' }))).toEqual(['1:normal']);
    expect(summary(run(listed('1'), { type: 'remove', id: '1' }, { type: 'sending', id: '1' }, { type: 'undo', id: '1' }))).toEqual(['1:sending']);
  });

  it('a failure: normal again with the retry counter up, each time', () => {
    const state = run(
      listed('1'),
      { type: 'remove', id: '1' },
      { type: 'sending', id: '1' },
      { type: 'failed', id: '1' },
      { type: 'remove', id: '1' },
      { type: 'failed', id: '1' },
    );
    expect(summary(state)).toEqual(['1:normal#2']);
  });

  it('actions out of turn change nothing', () => {
    const state = listed('1');
    for (const type of ['sending', 'undo', 'failed'] as const) expect(cardsReducer(state, { type, id: '1' })).toBe(state);
    expect(cardsReducer(state, { type: 'remove', id: 'nope' })).toBe(state);
    expect(cardsReducer(state, { type: 'gone', id: 'nope' })).toBe(state);
  });

  it('gone while its offer is shown again: a card of its own comes back', () => {
    const state = run(listed('1', '2'), { type: 'follow', shown: offers('2'), animate: true }, { type: 'follow', shown: offers('1', '2'), animate: true });
    expect(summary(state)).toEqual(['1:leaving', '2:normal']);
    expect(summary(run(state, { type: 'gone', id: '1' }))).toEqual(['1:normal+', '2:normal']);
  });
});
