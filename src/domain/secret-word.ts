/**
 * The secret word's request (ask-and-rewards 3.16, 7.2 `POST secretword`): the body, and the
 * refusal codes of the emulator's designed answer (docs/decisions.md "Rewards pages").
 */

/** The `code` of the rewards error body (8.2) for each refusal of a word. */
export const SECRET_WORD_CODES = {
  used: 'error.secretWord.alreadyUsed',
  invalid: 'error.secretWord.invalid',
  expired: 'error.secretWord.expired',
} as const;

/** The request body, or undefined when the trimmed word is empty (nothing is sent). */
export function secretWordBody(userId: string | undefined, typed: string): { userIdentifier: string; secretWord: string } | undefined {
  const secretWord = typed.trim();
  if (!secretWord) return undefined;
  return { userIdentifier: userId ?? '', secretWord };
}
