/**
 * The identity of a visitor we know nothing about: no cookie, no known user, no programme data,
 * no cached balance. Every page derives it, so it lives apart from the rules of identity.ts,
 * which the page loads only when a source needs them (stores/identity-session.ts): an anonymous
 * visitor's page never fetches them. identity.test.ts holds the two to the same answers.
 */
import type { IdentitySnapshot, PageContext, PersonalisationTokens } from './identity.types.ts';
import { ownValue } from '../core/values.ts';

/** The snapshot of a visitor we know nothing about. */
export function anonymousSnapshot(context: PageContext): IdentitySnapshot {
  return {
    isLoggedIn: false,
    memberState: 'ANON',
    statusCode: '',
    membershipStatus: 'anonymous',
    analyticsSegment: 'ANON',
    headerUserType: 'anonymous-user',
    autoRenew: '',
    expiryDate: '',
    expiryDays: -1,
    isLifetime: false,
    isMember: false,
    rewardsParticipant: false,
    rewardsAccess: false,
    sponsor: '',
    // On the programme a visitor without a login cookie is anonymous-user (program-gate.ts
    // `gateUserType`, which identity.ts applies; the value is repeated here to keep that module
    // off the anonymous page).
    programUserType: ownValue(context, 'program') === true ? 'anonymous-user' : '',
    firstName: '',
    ...pageFacts(context),
  };
}

/** The snapshot's page facts, read from the context as both snapshots read them. */
export function pageFacts(context: PageContext): Pick<IdentitySnapshot, 'locale' | 'authoring' | 'appWebView'> {
  const locale = ownValue(context, 'locale');
  return {
    locale: locale === 'es' || locale === 'zz' ? locale : 'en',
    authoring: ownValue(context, 'authoring') === true,
    appWebView: ownValue(context, 'appWebView') === true,
  };
}

/** The personalisation tokens (site 3.6) of that visitor: every one blank. */
export const ANONYMOUS_TOKENS: Readonly<PersonalisationTokens> = Object.freeze({
  firstName: '',
  userName: '',
  userEmail: '',
  userAddressState: '',
  memberJoinedDate: '',
  memberExpiryDate: '',
  points: '',
  pointsNumOnly: '',
  expiryDays: '',
});
