/**
 * The page's one rewards client (api/rewards.ts), with the caller read from identity's sources at
 * each call, and the deposit flow's error reporting (8.3).
 *
 *   rewardsClientFor(doc)            the client of this document (made once)
 *   rewardsCaller()                  { token, userId (fedid), email (user info, else the login cookie), participant } now
 *   raiseLoyaltyError(doc, code, …)  `loyalty-error` { code } + console 'error on activity load'
 *   localStore(doc)                  the page's localStorage, or undefined where it is blocked
 */
import { emit } from '../core/events.ts';
import { describeError } from '../core/error-text.ts';
import { siteConfig } from '../core/site-config.ts';
import { windowStorage } from '../core/window-storage.ts';
import { isRewardsParticipant } from '../domain/rewards.ts';
import type { LoyaltyErrorCode } from '../domain/rewards-rules.ts';
import { createRewardsClient, readRewardsConfig, type RewardsCaller, type RewardsClient } from '../api/rewards.ts';
import { $identitySources, startIdentity } from './identity.ts';

/** A non-blank string, else undefined. */
const filled = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function rewardsCaller(): RewardsCaller {
  const sources = $identitySources.get();
  // The fraud-session header's e-mail (7.2): the user-info answer's, else the login cookie's
  // `email` / `e` (site 3.1), so the header is not sent with an empty address when the answer has none.
  const email = filled((sources.userInfo as Record<string, unknown> | undefined)?.email) ?? filled(sources.at?.email) ?? filled(sources.at?.e);
  return {
    token: sources.accessToken,
    userId: sources.fedid,
    email,
    participant: isRewardsParticipant(sources.rewardsUser, sources.at),
  };
}

const clients = new WeakMap<Document, RewardsClient>();

/** The rewards client of `doc`; starts identity for its window (once) so the caller is known. */
export function rewardsClientFor(doc: Document = document): RewardsClient {
  let client = clients.get(doc);
  if (!client) {
    if (doc.defaultView) startIdentity(doc.defaultView);
    client = createRewardsClient({ doc, config: siteConfig(doc), rewards: readRewardsConfig(doc), caller: rewardsCaller });
    clients.set(doc, client);
  }
  return client;
}

/** For tests: use `client` for `doc`. */
export function setRewardsClient(doc: Document, client: RewardsClient | undefined): void {
  if (client) clients.set(doc, client);
  else clients.delete(doc);
}

/** 8.3: raises `loyalty-error` with `code` and logs it as 'error on activity load'. */
export function raiseLoyaltyError(doc: Document, code: LoyaltyErrorCode, activityIdentifier?: string, cause?: unknown): void {
  console.error('error on activity load', code, ...(activityIdentifier ? [activityIdentifier] : []), ...(cause ? [describeError(cause)] : []));
  emit(doc, 'loyalty-error', { code, ...(activityIdentifier ? { activityIdentifier } : {}) });
}

export function localStore(doc: Document): Storage | undefined {
  return windowStorage('localStorage', doc.defaultView ?? undefined);
}
