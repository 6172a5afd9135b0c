/**
 * POST secretword (ask-and-rewards 3.16, 7.2) through the page's rewards client. The answer is
 * "not shown" in the spec; of the emulator's designed answer (emulator/handlers/rewards.ts,
 * docs/decisions.md "Rewards pages") two fields are read: `pointsAwarded` and `currentBalance`.
 */
import * as v from 'valibot';
import type { RewardsClient } from './rewards.ts';

const secretWordAnswerSchema = v.looseObject({
  pointsAwarded: v.pipe(v.number(), v.finite(), v.minValue(0)),
  currentBalance: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
});

export interface SecretWordAnswer {
  pointsAwarded: number;
  currentBalance: number | undefined;
}

/** Sends the word; rejects with the client's RewardsError (status, body) when refused or failed. */
export async function postSecretWord(client: RewardsClient, body: { userIdentifier: string; secretWord: string }): Promise<SecretWordAnswer> {
  const { data } = await client.call({ path: 'secretword', body, participant: true }, secretWordAnswerSchema);
  return { pointsAwarded: data.pointsAwarded, currentBalance: data.currentBalance };
}
