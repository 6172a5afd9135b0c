/**
 * The secret word (ask-and-rewards 3.16, 7.2 `POST secretword {userIdentifier, secretWord}`,
 * 9.2's 429): what is sent, and how each answer reads.
 *
 * The answer is "not shown" in the spec (api/rewards-secret-word.ts reads `pointsAwarded` and
 * `currentBalance` of the emulator's). Refusals are the rewards error body `{ error, code,
 * message }` (8.2), read for `code` only (domain/secret-word.ts); the daily limit is the status
 * 429 whatever the body.
 */
import type { Translate } from '../../core/i18n.ts';
import { groupedPoints } from '../../domain/rewards-points.ts';
import { SECRET_WORD_CODES } from '../../domain/secret-word.ts';
import { rewardsErrorCode, rewardsFailure, rewardsStatus, type RewardsFailure } from '../../domain/rewards-pages.ts';

export type SecretWordOutcome =
  { kind: 'earned'; points: number; balance: number | undefined } | { kind: 'used' } | { kind: 'not-today' } | { kind: 'limit' } | { kind: RewardsFailure };

/** A submission's outcome (`submitSecretWord` of stores/rewards-secret-word.ts). */
export function outcomeOf(result: { ok: true; pointsAwarded: number; currentBalance: number | undefined } | { ok: false; error: unknown }): SecretWordOutcome {
  return result.ok ? { kind: 'earned', points: result.pointsAwarded, balance: result.currentBalance } : failedOutcome(result.error);
}

/** A refused or failed submission: 429 the daily limit (9.2), the secret-word codes, else 8.2's readings. */
export function failedOutcome(error: unknown): SecretWordOutcome {
  const status = rewardsStatus(error);
  if (status === 429) return { kind: 'limit' };
  const code = rewardsErrorCode(error);
  if (code === SECRET_WORD_CODES.used) return { kind: 'used' };
  if (code === SECRET_WORD_CODES.invalid || code === SECRET_WORD_CODES.expired) return { kind: 'not-today' };
  return { kind: rewardsFailure(error) };
}

export const SECRET_WORD_TEXT = {
  empty: 'Type the secret word first.',
  checking: 'Checking your word…',
  earned: 'Correct! You earned {points} points.',
  earnedBalance: 'Correct! You earned {points} points. You now have {balance} points.',
  used: 'You have already used this secret word. Look for a new one soon.',
  notToday: 'That is not the secret word for today. Check the spelling and try again.',
  limit: 'You have reached the most points you can earn today. Try again tomorrow.',
  failed: 'We could not check your word just now.',
} as const;

/** Whether the outcome is a failure the visitor can send again ('Try again'). */
export const canRetry = (outcome: SecretWordOutcome) => outcome.kind === 'failed';

/** The words of an outcome (the account and not-opted messages come from the page's access text). */
export function outcomeText(outcome: SecretWordOutcome, t: Translate, failure: (kind: RewardsFailure) => string): string {
  switch (outcome.kind) {
    case 'earned':
      return outcome.balance === undefined
        ? t(SECRET_WORD_TEXT.earned, { points: groupedPoints(outcome.points) })
        : t(SECRET_WORD_TEXT.earnedBalance, { points: groupedPoints(outcome.points), balance: groupedPoints(outcome.balance) });
    case 'used':
      return t(SECRET_WORD_TEXT.used);
    case 'not-today':
      return t(SECRET_WORD_TEXT.notToday);
    case 'limit':
      return t(SECRET_WORD_TEXT.limit);
    default:
      return failure(outcome.kind);
  }
}
