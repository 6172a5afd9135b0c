/**
 * The secret word (ask-and-rewards 3.16, 7.2, 9.2; issue 31): the body (trimmed, never empty),
 * and how every answer reads, one row per answer the emulator gives (emulator/handlers/rewards.ts).
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE, RewardsError, XHR_FAILED } from '../../../../src/api/rewards.ts';
import { secretWordBody } from '../../../../src/domain/secret-word.ts';
import { failureText } from '../../../../src/domain/rewards-pages.ts';
import { canRetry, outcomeOf, outcomeText, SECRET_WORD_TEXT, type SecretWordOutcome } from '../../../../src/features/secret-word/secret-word.logic.ts';

const URL_ = 'https://services.example.org/applications/loyalty-catalog/secretword';
const refused = (status: number, code?: string) => ({
  ok: false as const,
  error: new RewardsError(`${URL_} answered ${status}`, status, URL_, code ? { error: 'x', code, message: 'y' } : undefined),
});
const fill = (text: string, params?: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (_all, key: string) => String(params?.[key] ?? ''));

describe('the request body (3.16)', () => {
  const rows: ReadonlyArray<[string, string, ReturnType<typeof secretWordBody>]> = [
    ['a word', 'HARVEST', { userIdentifier: 'u1', secretWord: 'HARVEST' }],
    ['trimmed', '  harvest \n', { userIdentifier: 'u1', secretWord: 'harvest' }],
    ['empty: not sent', '', undefined],
    ['blank: not sent', ' \t ', undefined],
  ];
  it.each(rows)('%s', (_name, typed, expected) => {
    expect(secretWordBody('u1', typed)).toEqual(expected);
  });
});

describe('how each answer reads', () => {
  const rows: ReadonlyArray<[string, Parameters<typeof outcomeOf>[0], SecretWordOutcome, string, boolean]> = [
    [
      'points earned, with the balance',
      { ok: true, pointsAwarded: 150, currentBalance: 12630 },
      { kind: 'earned', points: 150, balance: 12630 },
      'Correct! You earned 150 points. You now have 12,630 points.',
      false,
    ],
    [
      'points earned, no balance in the answer',
      { ok: true, pointsAwarded: 100, currentBalance: undefined },
      { kind: 'earned', points: 100, balance: undefined },
      'Correct! You earned 100 points.',
      false,
    ],
    ['already used (422 error.secretWord.alreadyUsed)', refused(422, 'error.secretWord.alreadyUsed'), { kind: 'used' }, SECRET_WORD_TEXT.used, false],
    ['not a word (422 error.secretWord.invalid)', refused(422, 'error.secretWord.invalid'), { kind: 'not-today' }, SECRET_WORD_TEXT.notToday, false],
    ['a word of another day (422 error.secretWord.expired)', refused(422, 'error.secretWord.expired'), { kind: 'not-today' }, SECRET_WORD_TEXT.notToday, false],
    ['daily limit (429, 9.2)', refused(429, 'error.dailyPointsLimit'), { kind: 'limit' }, SECRET_WORD_TEXT.limit, false],
    ['429 without a body', refused(429), { kind: 'limit' }, SECRET_WORD_TEXT.limit, false],
    ['401 (8.2)', { ok: false, error: new RewardsError(ACCOUNT_MESSAGE, 401, URL_) }, { kind: 'account' }, ACCOUNT_MESSAGE, false],
    ['403 (8.2)', { ok: false, error: new RewardsError(ACCOUNT_MESSAGE, 403, URL_) }, { kind: 'account' }, ACCOUNT_MESSAGE, false],
    ['no answer', { ok: false, error: new RewardsError(XHR_FAILED, 0, URL_) }, { kind: 'failed' }, SECRET_WORD_TEXT.failed, true],
    ['500', refused(500), { kind: 'failed' }, SECRET_WORD_TEXT.failed, true],
    ['422 with an unknown code', refused(422, 'error.something'), { kind: 'failed' }, SECRET_WORD_TEXT.failed, true],
  ];
  it.each(rows)('%s', (_name, result, outcome, text, retry) => {
    expect(outcomeOf(result)).toEqual(outcome);
    expect(outcomeText(outcomeOf(result), fill, (kind) => failureText(kind, SECRET_WORD_TEXT.failed, 'member', fill))).toBe(text);
    expect(canRetry(outcomeOf(result))).toBe(retry);
  });
});
