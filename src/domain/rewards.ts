/**
 * Rewards permissions (ask-and-rewards 4.5, 4.9, 6.2, 6.3; site 6).
 */
import type { AuthCookie } from './identity.types.ts';
import { normaliseStatusCode } from './status.ts';
import { ownValue, upperText } from '../core/values.ts';

/** `at.rs` says enrolled in rewards: 'Y' (any case, trimmed). */
export function isRewardsEnrolled(at: AuthCookie | undefined): boolean {
  return upperText(ownValue(at, 'rs')) === 'Y';
}

/** Ask-and-rewards 6.2: a rewards participant has the rewardsUser flag (true), or at.rs = 'Y'. */
export function isRewardsParticipant(rewardsUser: unknown, at: AuthCookie | undefined): boolean {
  return rewardsUser === true || isRewardsEnrolled(at);
}

/**
 * Site 6 "Member with status code 0", ask-and-rewards 4.9 / 6.3: rewards access in the header
 * needs the active member status, ms 0, of the login cookie. No cookie, no access.
 */
export function hasHeaderRewardsAccess(at: AuthCookie | undefined): boolean {
  return normaliseStatusCode(ownValue(at, 'ms')) === '0';
}
