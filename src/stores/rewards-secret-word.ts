/**
 * The secret word's flow (ask-and-rewards 3.16, 7.2, 9.2): one submission through the page's
 * rewards client (its headers, its participant and token checks), then the balance.
 *
 *   submitSecretWord(word, doc?)   POST secretword { userIdentifier, secretWord } (trimmed; an
 *                                  empty word is not sent: resolves undefined). Points earned:
 *                                  the answer's currentBalance is written to the one balance
 *                                  store (every rewards-points, every tab), or, without it, the
 *                                  balance is read afresh. Never rejects: a refusal or failure
 *                                  resolves `{ ok: false, error }` (the client's RewardsError).
 */
import { postSecretWord, type SecretWordAnswer } from '../api/rewards-secret-word.ts';
import { secretWordBody } from '../domain/secret-word.ts';
import { loadBalance, writeBalance } from './rewards-balance.ts';
import { rewardsCaller, rewardsClientFor } from './rewards-client.ts';

export type SecretWordResult = ({ ok: true } & SecretWordAnswer) | { ok: false; error: unknown };

export async function submitSecretWord(word: string, doc: Document = document): Promise<SecretWordResult | undefined> {
  const body = secretWordBody(rewardsCaller().userId, word);
  if (!body) return undefined;
  let answer: SecretWordAnswer;
  try {
    answer = await postSecretWord(rewardsClientFor(doc), body);
  } catch (error) {
    return { ok: false, error };
  }
  if (answer.currentBalance !== undefined) writeBalance(answer.currentBalance, doc);
  else await loadBalance(doc, { force: true }).catch(() => undefined);
  return { ok: true, ...answer };
}
