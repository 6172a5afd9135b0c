/**
 * The identity snapshot (CONTRACT 5) and the personalisation tokens (site 3.6), composed from the
 * rules of this folder. Pure: the caller passes the sources and "now"; nothing throws.
 *
 * Precedence between the sources
 * ------------------------------
 * 1. Logged in means the `at` cookie parsed to something (CONTRACT 3). Nothing else logs a
 *    visitor in: user info saying isLoggedIn, an access token or programme data without the
 *    cookie do not.
 * 2. Logged in: the cookie first, the services fill only what it lacks.
 *    - status code (memberState, header, segment): at.ms, else the rewards membership status
 *      (ask-and-rewards 3.2), else the user-info status (site 3.4). The `statusCode` field
 *      itself is the cookie's ms code only ("the ms code or ''").
 *    - expiry: at.me, else user info membershipExpirationDate, else the programme record's
 *      membership_expiration_date, else the rewards membershipExpiration (first readable date).
 *    - auto-renew: at.mar, else user info memberAutoRenew, else the programme auto_renew
 *      (first 'Y' / 'N').
 *    - membershipStatus: the user-info status (the service that owns site 3.4's names; its
 *      ACTIVE / MEMBER still becomes EXPIRING within 60 days), else the code's name with the
 *      EXPIRING rule, else 'anonymous'.
 *    - firstName: at.f, else user info firstName.
 *    - headerUserType: the programme record when present (site 4.3 "instead"), else the
 *      logged-in rules on the code above.
 *    - sponsor: the programme data (access_and_features.sponsor, else hasSponsoredSubscription).
 * 3. Not logged in: the known user (site 3.3) alone: memberState, memberShipStatus (else
 *    'anonymous'), memberAutoRenewStatus, memberExpiry (else memberExpiryDate), and the 'known-'
 *    header rules. User info, programme records and rewards membership are ignored without the
 *    cookie: they describe a session that is gone (a logout in another tab), and brain-health
 *    4.7 treats programme data without a login cookie as a session to clear. statusCode is ''.
 *    An ANON (or missing / unknown) known user is anonymous: no status, no expiry.
 * 4. Whatever the login: knownUser.bypassBpCode counts for isMember (site 6); the rewardsUser
 *    flag or at.rs for rewardsParticipant; the programme userType for programUserType (it exists
 *    for anonymous visitors too, brain-health 4.3: on a programme page, `context.program`, a
 *    visitor without the cookie is anonymous-user, program-gate.ts `gateUserType`).
 *
 * analyticsSegment: site 4.2's cookie reading whenever there is a cookie with a known ms code
 * (and ANON without a cookie, as that reading says); with a cookie whose code is missing or
 * unknown, the user-info reading of membershipStatus above.
 */
import { formatMonthDate } from '../core/dates.ts';
import { formatPoints, toNumber } from '../core/numbers.ts';
import type {
  AuthCookie,
  HeaderUserType,
  IdentitySnapshot,
  IdentitySources,
  MemberState,
  MembershipStatusName,
  PageContext,
  PersonalisationTokens,
} from './identity.types.ts';
import { knownUserHeaderType, loggedInHeaderType, programHeaderType } from './header-type.ts';
import { calendarDate, expiryDays, firstDate, isLifetimeExpiry, isMemberUser, normaliseAutoRenew } from './membership.ts';
import { programUserType } from './program.ts';
import { gateUserType } from './program-gate.ts';
import { hasHeaderRewardsAccess, isRewardsParticipant } from './rewards.ts';
import { segmentForCode, segmentFromStatus } from './segments.ts';
import { isImh, programSponsor } from './sponsor.ts';
import {
  codeForRewardsName,
  memberStateForCode,
  membershipStatusForCode,
  normaliseStatusCode,
  readMemberState,
  readMembershipStatus,
  readStatusCode,
} from './status.ts';
import { asRecord, ownValue, text } from '../core/values.ts';
import { anonymousSnapshot, pageFacts } from './anonymous-identity.ts';

export { anonymousSnapshot } from './anonymous-identity.ts';

/** The parsed login cookie when it holds anything, else undefined (CONTRACT 3: absent). */
function loginCookie(sources: unknown): AuthCookie | undefined {
  const at = asRecord(ownValue(sources, 'at'));
  return at && Object.keys(at).length > 0 ? (at as AuthCookie) : undefined;
}

interface Membership {
  memberState: MemberState;
  statusCode: string;
  membershipStatus: MembershipStatusName;
  analyticsSegment: IdentitySnapshot['analyticsSegment'];
  headerUserType: HeaderUserType;
  autoRenew: 'Y' | 'N' | '';
  expiry: string | undefined;
  sponsor: string;
  firstName: string;
}

function loggedInMembership(at: AuthCookie, sources: IdentitySources, context: PageContext): Membership {
  const { now } = context;
  const userInfo = ownValue(sources, 'userInfo');
  const programUser = ownValue(sources, 'programUser');
  const record = ownValue(ownValue(programUser, 'fullResponse'), 'user');
  const rewards = ownValue(sources, 'rewardsMembership');

  const statusCode = normaliseStatusCode(ownValue(at, 'ms'));
  const code = statusCode || codeForRewardsName(ownValue(rewards, 'membershipStatus')) || readStatusCode(ownValue(userInfo, 'membershipStatus'));
  const expiry = firstDate(
    ownValue(at, 'me'),
    ownValue(userInfo, 'membershipExpirationDate'),
    ownValue(record, 'membership_expiration_date'),
    ownValue(rewards, 'membershipExpiration'),
  );
  const autoRenew =
    normaliseAutoRenew(ownValue(at, 'mar')) || normaliseAutoRenew(ownValue(userInfo, 'memberAutoRenew')) || normaliseAutoRenew(ownValue(record, 'auto_renew'));
  const membershipStatus =
    readMembershipStatus(ownValue(userInfo, 'membershipStatus'), expiry, now) || membershipStatusForCode(code, expiry, now) || 'anonymous';
  return {
    memberState: memberStateForCode(code),
    statusCode,
    membershipStatus,
    analyticsSegment: statusCode ? segmentForCode(statusCode) : segmentFromStatus(membershipStatus),
    headerUserType: programHeaderType(programUser, context.product, now) || loggedInHeaderType(code, autoRenew, expiry, now),
    autoRenew,
    expiry,
    sponsor: programSponsor(programUser),
    firstName: text(ownValue(at, 'f')) || text(ownValue(userInfo, 'firstName')),
  };
}

function knownMembership(sources: IdentitySources, context: PageContext): Membership {
  const knownUser = ownValue(sources, 'knownUser');
  const memberState = readMemberState(ownValue(knownUser, 'memberState')) || 'ANON';
  const known = memberState !== 'ANON';
  const expiry = known ? firstDate(ownValue(knownUser, 'memberExpiry'), ownValue(knownUser, 'memberExpiryDate')) : undefined;
  return {
    memberState,
    statusCode: '',
    membershipStatus: (known && readMembershipStatus(ownValue(knownUser, 'memberShipStatus'), expiry, context.now)) || 'anonymous',
    analyticsSegment: 'ANON',
    headerUserType: knownUserHeaderType(knownUser, context.now),
    autoRenew: known ? normaliseAutoRenew(ownValue(knownUser, 'memberAutoRenewStatus')) : '',
    expiry,
    sponsor: '',
    firstName: '',
  };
}

/** The snapshot of CONTRACT 5 from the sources; see the module comment for precedence. */
export function deriveIdentity(sources: IdentitySources, context: PageContext): IdentitySnapshot {
  try {
    const at = loginCookie(sources);
    const membership = at ? loggedInMembership(at, sources, context) : knownMembership(sources, context);
    const { now } = context;
    return {
      isLoggedIn: at !== undefined,
      memberState: membership.memberState,
      statusCode: membership.statusCode,
      membershipStatus: membership.membershipStatus,
      analyticsSegment: membership.analyticsSegment,
      headerUserType: membership.headerUserType,
      autoRenew: membership.autoRenew,
      expiryDate: calendarDate(membership.expiry),
      expiryDays: expiryDays(membership.expiry, now),
      isLifetime: isLifetimeExpiry(membership.expiry) || isImh(membership.sponsor),
      isMember: isMemberUser(membership.memberState, ownValue(ownValue(sources, 'knownUser'), 'bypassBpCode')),
      rewardsParticipant: isRewardsParticipant(ownValue(sources, 'rewardsUser'), at),
      rewardsAccess: hasHeaderRewardsAccess(at),
      sponsor: membership.sponsor,
      programUserType: context.program === true ? gateUserType(at, ownValue(sources, 'programUser')) : programUserType(ownValue(sources, 'programUser')),
      firstName: membership.firstName,
      ...pageFacts(context),
    };
  } catch {
    // Only reachable through exotic inputs (a getter that throws); the visitor is anonymous.
    return anonymousSnapshot(context);
  }
}

/**
 * The personalisation tokens of site 3.6, all strings ('' when unknown):
 * - firstName: the snapshot's first name, blanked when there is no access token (site 3.2; only
 *   the token is blanked, the snapshot keeps the name for the header greeting);
 * - userName at.a; userEmail at.e, else at.email; userAddressState at.us (state_long);
 * - memberJoinedDate (at.mj) and memberExpiryDate (the snapshot's expiry date): 'Mon DD, YYYY'
 *   (site 9's date format; Spanish months on Spanish pages), the calendar day as
 *   membership.ts's calendarDate reads it;
 * - points: the balance in the points format (site 9); pointsNumOnly: the balance as plain
 *   whole digits, no grouping or K / M ('1234567'); both '' without a usable balance;
 * - expiryDays: the snapshot's expiryDays as digits ('-1' when past), '' when there is no expiry.
 */
export function personalisationTokens(snapshot: IdentitySnapshot, sources: IdentitySources, balance?: unknown): PersonalisationTokens {
  const at = loginCookie(sources);
  const locale = snapshot.locale;
  const number = toNumber(balance);
  const whole = number !== undefined && number >= 0 ? Math.floor(number) : undefined;
  return {
    firstName: text(ownValue(sources, 'accessToken')) ? text(snapshot.firstName) : '',
    userName: text(ownValue(at, 'a')),
    userEmail: text(ownValue(at, 'e')) || text(ownValue(at, 'email')),
    userAddressState: text(ownValue(at, 'us')),
    memberJoinedDate: formatMonthDate(calendarDate(ownValue(at, 'mj')), { locale }),
    memberExpiryDate: formatMonthDate(snapshot.expiryDate, { locale }),
    points: formatPoints(balance),
    pointsNumOnly: whole !== undefined && Number.isSafeInteger(whole) ? String(whole) : '',
    expiryDays: snapshot.expiryDate ? String(snapshot.expiryDays) : '',
  };
}
