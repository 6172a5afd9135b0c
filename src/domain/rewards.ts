/**
 * Rewards permissions (ask-and-rewards 4.5, 4.9, 6.2, 6.3; site 6).
 */
import type { AuthCookie } from './identity.types.ts';
import { normaliseStatusCode } from './status.ts';
import { ownValue } from '../core/values.ts';
import { isRewardsEnrolled } from './auth-cookie.ts';

// Every page reads enrolment (the rewards behaviour), so it lives with the cookie's other facts.
export { isRewardsEnrolled } from './auth-cookie.ts';

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
