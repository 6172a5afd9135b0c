/**
 * Header user types (site 4.3, brain-health 4.5). The header items of each (site 4.4) are in
 * header-items.ts: this file is on every page (identity derives the type), the items only where
 * a header shows them.
 *
 * Three sets of rules, chosen by the caller (identity.ts):
 * - logged in: from the status code, the auto-renew flag (mar) and the expiry (me);
 * - not logged in: from the known user (site 3.3), with the prefix 'known-';
 * - programme user data present (brain-health sub-site): from the programme record instead.
 *
 * The member rules, in the spec's order (a later rule wins): auto-renew 'Y' gives
 * member-on-automatic-renew, otherwise member-not-on-automatic-renew; not on auto-renew with the
 * expiry within 180 days (0..179 whole days left) gives expiring-member; an expiry in the year
 * 2800 gives lifetime-member. The expiring and lifetime rules apply to members (code 0) only: an
 * expired, cancelled or suspended member stays suspended-member whatever the date.
 */
import type { BaseHeaderUserType, HeaderUserType } from './identity.types.ts';
import { firstDate, isExpiringMember, isLifetimeExpiry, normaliseAutoRenew } from './membership.ts';
import { hasFreeTrialFlag } from './program.ts';
import { programSponsor, isImh } from './sponsor.ts';
import { readMemberState, readStatusCode } from './status.ts';
import { isOn, ownValue, upperText } from '../core/values.ts';

/** How a status places a visitor for the header. */
export type Standing = 'member' | 'non-member' | 'suspended';

/** Site 4.3: code 0 member, 1 non-member, 5 / 4 / M / U / D suspended; anything else undefined. */
export function standingForCode(code: unknown): Standing | undefined {
  const normal = readStatusCode(code);
  if (normal === '') return undefined;
  if (normal === '0') return 'member';
  return normal === '1' ? 'non-member' : 'suspended';
}

/**
 * The known user's memberState (site 3.3) as a standing: MEMBER member; NON-MEMBER non-member;
 * EXPIRED, CANCELLED, SUSPENDED suspended (as codes 5, 4, M/U/D are); ANON, missing or anything
 * else undefined (anonymous).
 */
export function standingForMemberState(state: unknown): Standing | undefined {
  const value = readMemberState(state);
  if (value === 'MEMBER') return 'member';
  if (value === 'NON-MEMBER') return 'non-member';
  return value === 'EXPIRED' || value === 'CANCELLED' || value === 'SUSPENDED' ? 'suspended' : undefined;
}

/** The member types of site 4.3, in the spec's order (see the module comment). */
export function memberHeaderType(autoRenew: unknown, expiry: unknown, now: Date): BaseHeaderUserType {
  if (isLifetimeExpiry(expiry)) return 'lifetime-member';
  if (normaliseAutoRenew(autoRenew) === 'Y') return 'member-on-automatic-renew';
  return isExpiringMember(autoRenew, expiry, now) ? 'expiring-member' : 'member-not-on-automatic-renew';
}

function typeForStanding(standing: Standing, autoRenew: unknown, expiry: unknown, now: Date): BaseHeaderUserType {
  if (standing === 'non-member') return 'non-member';
  if (standing === 'suspended') return 'suspended-member';
  return memberHeaderType(autoRenew, expiry, now);
}

/**
 * Site 4.3, logged in. A code that is none of the seven (missing, 'X') gives non-member: the
 * visitor is logged in (so not anonymous) and nothing says they are a member.
 */
export function loggedInHeaderType(code: unknown, autoRenew: unknown, expiry: unknown, now: Date): BaseHeaderUserType {
  return typeForStanding(standingForCode(code) ?? 'non-member', autoRenew, expiry, now);
}

/**
 * Site 4.3, not logged in: knownUser memberState ANON or missing (or not one of the six values)
 * gives anonymous-user; otherwise the logged-in rules with the prefix 'known-', where the
 * memberState stands for the code (see standingForMemberState), memberAutoRenewStatus for mar and
 * memberExpiry (else memberExpiryDate, the first that is a date) for the expiry.
 */
export function knownUserHeaderType(knownUser: unknown, now: Date): HeaderUserType {
  const standing = standingForMemberState(ownValue(knownUser, 'memberState'));
  if (!standing) return 'anonymous-user';
  const expiry = firstDate(ownValue(knownUser, 'memberExpiry'), ownValue(knownUser, 'memberExpiryDate'));
  return `known-${typeForStanding(standing, ownValue(knownUser, 'memberAutoRenewStatus'), expiry, now)}`;
}

/**
 * The programme's "suspended list" (site 4.3, brain-health 4.5). The spec does not list it; we
 * read it as the statuses site 4.3 sends to suspended-member (codes 5, 4, M, U, D) in whatever
 * vocabulary membership_status carries them: the codes, the site 3.4 names (EXPIRED, CANCELLED,
 * MEMBER-REQUEST-SUSPEND, ...), the rewards names (EXPIRE, CANCEL, MEMBER_REQUEST_SUSPEND, ...),
 * plus the memberState word SUSPENDED. Any case, trimmed.
 */
export function isSuspendedProgramStatus(status: unknown): boolean {
  if (upperText(status) === 'SUSPENDED') return true;
  const code = readStatusCode(status);
  return code !== '' && code !== '0' && code !== '1';
}

/** ACTIVE for the programme rule: ACTIVE, or another spelling of an active member (MEMBER, 0). */
export function isActiveProgramStatus(status: unknown): boolean {
  return readStatusCode(status) === '0';
}

/**
 * Brain-health 4.5 / site 4.3: the header type from programme user data, or '' when the data
 * has no record (fullResponse.user).
 *
 * membership_status not ACTIVE, or a sponsor present: the suspended list -> suspended-member;
 * else the free-trial flag -> member-on-trail-period; else access active ->
 * sponsor-subsciption-member (lifetime-member when the sponsor is IMH); else non-member.
 * ACTIVE with no sponsor: the member rules with auto_renew and membership_expiration_date.
 */
export function programHeaderType(user: unknown, product: string, now: Date): HeaderUserType | '' {
  const record = ownValue(ownValue(user, 'fullResponse'), 'user');
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return '';
  const status = ownValue(record, 'membership_status');
  const sponsor = programSponsor(user);
  if (!isActiveProgramStatus(status) || sponsor !== '') {
    if (isSuspendedProgramStatus(status)) return 'suspended-member';
    if (hasFreeTrialFlag(user, product)) return 'member-on-trail-period';
    if (isOn(ownValue(ownValue(record, 'access_and_features'), 'active'))) return isImh(sponsor) ? 'lifetime-member' : 'sponsor-subsciption-member';
    return 'non-member';
  }
  return memberHeaderType(ownValue(record, 'auto_renew'), ownValue(record, 'membership_expiration_date'), now);
}
