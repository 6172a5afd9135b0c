/**
 * The catalogue's words (src/features/rewards-catalog/rewards-catalog.logic.ts): an item's mark
 * with the points format (9.2), the question, the result of each goods type, the problem of each
 * outcome and whether 'Try again' is offered, and the e-card form's checks.
 */
import { describe, expect, it } from 'vitest';
import { untranslated as t } from '../../../../src/core/i18n.ts';
import type { GoodsItem } from '../../../../src/domain/rewards-goods.ts';
import {
  canTryAgain,
  confirmBalanceText,
  confirmText,
  costText,
  ecardProblem,
  outcomeProblem,
  planText,
  resultLines,
} from '../../../../src/features/rewards-catalog/rewards-catalog.logic.ts';
import type { RedeemOutcome, ResultDetail } from '../../../../src/stores/rewards-catalog.ts';

const item = (type: GoodsItem['type'], points = 250): GoodsItem => ({
  id: 'G-1',
  typeId: '1',
  type,
  points,
  orderAttr: '',
  forPurchase: false,
  registeredDate: undefined,
  name: 'Birthday e-card',
});

describe("an item's mark", () => {
  it.each([
    [{ kind: 'checking' }, 'Checking…'],
    [{ kind: 'short', points: 1 }, 'You need 1 more point'],
    [{ kind: 'short', points: 7550 }, 'You need 7,550 more points'],
    [{ kind: 'short', points: 120_000 }, 'You need 120K more points'],
    [{ kind: 'blocked', reason: 'error.business.OutOfStock' }, 'Out of stock.'],
    [{ kind: 'blocked', reason: 'Sold out for this month' }, 'Sold out for this month'],
    [{ kind: 'redeemable' }, undefined],
    [{ kind: 'excluded' }, undefined],
    [{ kind: 'unchecked' }, undefined],
  ] as const)('%o -> %s', (plan, words) => expect(planText(plan, t)).toBe(words));
});

describe("an item's cost", () => {
  it('in the points format, nothing without a cost', () => {
    expect(costText(item('ecard', 250), t)).toBe('250 points');
    expect(costText(item('ecard', 20_000), t)).toBe('20,000 points');
    expect(costText({ ...item('ecard'), points: undefined }, t)).toBe('');
  });
});

describe('the question', () => {
  it("'Redeem {name} for {points} points?', and the balance before and after", () => {
    expect(confirmText(item('ecard', 2500), t)).toBe('Redeem Birthday e-card for 2,500 points?');
    expect(confirmBalanceText(item('ecard', 2500), 12_450, t)).toBe('You have 12,450 points. After this you will have 9,950.');
    expect(confirmBalanceText(item('ecard', 2500), undefined, t)).toBe('');
  });
});

describe('the result by goods type', () => {
  const rows: Array<[string, GoodsItem, string | undefined, ResultDetail | undefined, string[]]> = [
    ['sweepstakes, 5 entries', item('sweepstakes'), undefined, { kind: 'entries', entries: 5 }, ['You are entered! You now have 5 entries.']],
    ['sweepstakes, the first entry', item('sweepstakes'), undefined, { kind: 'entries', entries: 1 }, ['You are entered! This is your first entry.']],
    ['sweepstakes, entries unknown', item('sweepstakes'), undefined, undefined, ['You are entered!']],
    ['instant win, won', item('instant win'), undefined, { kind: 'instant-win', result: 'won' }, ['You won! We will be in touch about your prize.']],
    [
      'instant win, not won',
      item('instant win'),
      undefined,
      { kind: 'instant-win', result: 'not-won' },
      ['Not a winner this time. You can play again tomorrow.'],
    ],
    ['instant win, result unknown', item('instant win'), undefined, undefined, ['Your play is in. Your result will show in your points history.']],
    ['e-card', item('ecard'), 'RC-1', undefined, ['Your e-card is ready. Who should get it?']],
    ['physical', item('physical'), undefined, undefined, ['Done! We will ship Birthday e-card to your address.']],
    ['donation', item('donation'), undefined, undefined, ['Thank you! Your donation has been made.']],
    ['digital with a code', item('digital'), 'RC-12345678', undefined, ['Done! Birthday e-card is yours.', 'Your code: RC-12345678']],
    ['digital without', item('sameCodeDigitalItem'), undefined, undefined, ['Done! Birthday e-card is yours.']],
    ['unknown goods', item('unknown'), undefined, undefined, ['Done! You redeemed Birthday e-card.']],
  ];
  it.each(rows)('%s', (_name, goods, code, detail, lines) => expect(resultLines(goods, code, detail, t)).toEqual(lines));
});

describe('an outcome that is not a success', () => {
  const failure = (kind: 'account' | 'not-participant') => `failure:${kind}`;
  const rows: Array<[RedeemOutcome, string | undefined, boolean]> = [
    [{ kind: 'redeemed', redemption: undefined }, undefined, false],
    [{ kind: 'duplicate' }, 'You redeemed this a moment ago in another window. We did not redeem it again.', false],
    [{ kind: 'refused', reason: 'error.business.InsufficientBalance' }, 'You do not have enough points for this yet.', false],
    [{ kind: 'account' }, 'failure:account', false],
    [{ kind: 'not-participant' }, 'failure:not-participant', false],
    [{ kind: 'not-sent' }, 'Your redemption did not go through. No points were taken.', true],
    [{ kind: 'unknown' }, 'We could not tell whether your redemption went through. Please check your points history before you try again.', false],
    [{ kind: 'failed' }, 'We could not redeem this just now. No points were taken.', true],
  ];
  it.each(rows)('%o', (outcome, words, again) => {
    expect(outcomeProblem(outcome, t, failure)).toBe(words);
    expect(canTryAgain(outcome)).toBe(again);
  });
});

describe("the e-card form's checks", () => {
  it.each([
    [{ recipientName: 'Sam', recipientEmail: 'sam@example.org', message: '' }, undefined],
    [{ recipientName: ' ', recipientEmail: 'sam@example.org', message: '' }, 'recipientName'],
    [{ recipientName: 'Sam', recipientEmail: 'sam', message: '' }, 'recipientEmail'],
    [{ recipientName: 'Sam', recipientEmail: 'sam@example', message: '' }, 'recipientEmail'],
    [{ recipientName: 'Sam', recipientEmail: ' sam@example.org ', message: 'x'.repeat(500) }, undefined],
    [{ recipientName: 'Sam', recipientEmail: 'sam@example.org', message: 'x'.repeat(501) }, 'message'],
  ])('%o -> %s', (fields, problem) => expect(ecardProblem(fields)).toBe(problem));
});
