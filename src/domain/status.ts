/**
 * Membership status codes and names (site 3.4, 4.1; ask-and-rewards 3.2; brain-health 4.1) and
 * the memberState derived from them (site 4.3, 4.5; CONTRACT 5).
 *
 * Three vocabularies name the same seven statuses:
 *
 * | code | site 3.4 name (user info)  | rewards name (ask-and-rewards 3.2) | memberState |
 * |------|----------------------------|------------------------------------|-------------|
 * | 0    | ACTIVE (also MEMBER, EXPIRING) | ACTIVE                         | MEMBER      |
 * | 1    | NON-MEMBER                 | NON_MEMBER                         | NON-MEMBER  |
 * | 5    | EXPIRED                    | EXPIRE                             | EXPIRED     |
 * | 4    | CANCELLED                  | CANCEL                             | CANCELLED   |
 * | M    | MEMBER-REQUEST-SUSPEND     | MEMBER_REQUEST_SUSPEND             | SUSPENDED   |
 * | U    | UNDELIVERABLE-SUSPEND      | UNDELIVERABLE_SUSPEND              | SUSPENDED   |
 * | D    | DECEASED-SUSPEND           | DECEASED_SUSPEND                   | SUSPENDED   |
 *
 * Codes and names are read trimmed and in any case (' 0 ' is 0, 'm' is M; a number 0 is '0'):
 * the cookie is ours and a stray space or lower-case letter must not turn a suspended member's
 * paywall off (site 4.8 opens content for "any other code"). Anything else ('X', '', '00',
 * 'ACTIVE' where a code is expected) is no code: site 4.1 "other -> empty".
 */
import type { MemberState, MembershipStatusName, RewardsStatusName, StatusCode } from './identity.types.ts';
import { EXPIRING_STATUS_DAYS, isWithinDays } from './membership.ts';
import { upperText } from '../core/values.ts';

export const STATUS_CODES: readonly StatusCode[] = ['0', '1', '4', '5', 'M', 'U', 'D'];
/** Site 4.3: the codes that give suspended-member (expired, cancelled and the three suspensions). */
export const SUSPENDED_CODES: readonly StatusCode[] = ['5', '4', 'M', 'U', 'D'];
export const MEMBER_STATES: readonly MemberState[] = ['ANON', 'MEMBER', 'NON-MEMBER', 'EXPIRED', 'CANCELLED', 'SUSPENDED'];

type CodeStatusName = Exclude<MembershipStatusName, 'EXPIRING' | 'anonymous'>;

/** Site 4.1 (first table) with site 3.4's spelling of each status. */
const NAME_BY_CODE: Readonly<Record<StatusCode, CodeStatusName>> = {
  '1': 'NON-MEMBER',
  '0': 'ACTIVE',
  '5': 'EXPIRED',
  '4': 'CANCELLED',
  M: 'MEMBER-REQUEST-SUSPEND',
  U: 'UNDELIVERABLE-SUSPEND',
  D: 'DECEASED-SUSPEND',
};

/** Site 3.4 names (and MEMBER / EXPIRING, which are ACTIVE members) to codes. */
const CODE_BY_NAME: Readonly<Record<string, StatusCode>> = {
  ACTIVE: '0',
  MEMBER: '0',
  EXPIRING: '0',
  'NON-MEMBER': '1',
  CANCELLED: '4',
  EXPIRED: '5',
  'MEMBER-REQUEST-SUSPEND': 'M',
  'UNDELIVERABLE-SUSPEND': 'U',
  'DECEASED-SUSPEND': 'D',
};

/** Ask-and-rewards 3.2 / site 4.1 (second list). */
const REWARDS_NAME_BY_CODE: Readonly<Record<StatusCode, RewardsStatusName>> = {
  '0': 'ACTIVE',
  '1': 'NON_MEMBER',
  '4': 'CANCEL',
  '5': 'EXPIRE',
  M: 'MEMBER_REQUEST_SUSPEND',
  U: 'UNDELIVERABLE_SUSPEND',
  D: 'DECEASED_SUSPEND',
};

const CODE_BY_REWARDS_NAME: Readonly<Record<string, StatusCode>> = Object.fromEntries(
  Object.entries(REWARDS_NAME_BY_CODE).map(([code, name]) => [name, code as StatusCode]),
);

/** Site 4.3 / 4.5: memberState of each code. */
const STATE_BY_CODE: Readonly<Record<StatusCode, MemberState>> = {
  '0': 'MEMBER',
  '1': 'NON-MEMBER',
  '5': 'EXPIRED',
  '4': 'CANCELLED',
  M: 'SUSPENDED',
  U: 'SUSPENDED',
  D: 'SUSPENDED',
};

function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The status code of an `ms` value (site 4.1), or '' for anything else. */
export function normaliseStatusCode(value: unknown): StatusCode | '' {
  const code = upperText(value);
  return (STATUS_CODES as readonly string[]).includes(code) ? (code as StatusCode) : '';
}

/** Site 4.1: the status name of a code (ACTIVE, never EXPIRING), or '' ("other: empty"). */
export function statusNameForCode(code: unknown): CodeStatusName | '' {
  const normal = normaliseStatusCode(code);
  return normal ? NAME_BY_CODE[normal] : '';
}

/** The code of a site 3.4 name (ACTIVE, MEMBER and EXPIRING are 0), or ''. */
export function codeForStatusName(name: unknown): StatusCode | '' {
  return lookup(CODE_BY_NAME, upperText(name)) ?? '';
}

/** Ask-and-rewards 3.2: the rewards name of a code, or ''. */
export function rewardsNameForCode(code: unknown): RewardsStatusName | '' {
  const normal = normaliseStatusCode(code);
  return normal ? REWARDS_NAME_BY_CODE[normal] : '';
}

/** Ask-and-rewards 3.2: the code of a rewards name, or ''. */
export function codeForRewardsName(name: unknown): StatusCode | '' {
  return lookup(CODE_BY_REWARDS_NAME, upperText(name)) ?? '';
}

/** A code from any of the three vocabularies (code, site 3.4 name, rewards name), or ''. */
export function readStatusCode(value: unknown): StatusCode | '' {
  return normaliseStatusCode(value) || codeForStatusName(value) || codeForRewardsName(value);
}

/**
 * Site 4.1: the site 3.4 name of a code, with "an ACTIVE member whose expiration date is within
 * 60 days is EXPIRING" (0..59 whole days left; a past or missing date stays ACTIVE). '' when the
 * code is not one of the seven.
 */
export function membershipStatusForCode(code: unknown, expiry: unknown, now: Date): MembershipStatusName | '' {
  const name = statusNameForCode(code);
  if (name === 'ACTIVE' && isWithinDays(expiry, now, EXPIRING_STATUS_DAYS)) return 'EXPIRING';
  return name;
}

/**
 * A status from a service (site 3.4 user info, the known user's memberShipStatus) as a site 3.4
 * name. ACTIVE / MEMBER become ACTIVE or EXPIRING by the 60-day rule; EXPIRING from the service is
 * kept; a rewards name or a code is understood too. '' when unreadable.
 */
export function readMembershipStatus(value: unknown, expiry: unknown, now: Date): MembershipStatusName | '' {
  if (upperText(value) === 'EXPIRING') return 'EXPIRING';
  return membershipStatusForCode(readStatusCode(value), expiry, now);
}

/** Site 4.3 / 4.5: memberState of a code; anything else counts as anonymous (ANON). */
export function memberStateForCode(code: unknown): MemberState {
  const normal = normaliseStatusCode(code);
  return normal ? STATE_BY_CODE[normal] : 'ANON';
}

/** A memberState value as given by the known user (site 3.3), or '' when it is not one of them. */
export function readMemberState(value: unknown): MemberState | '' {
  const state = upperText(value);
  return (MEMBER_STATES as readonly string[]).includes(state) ? (state as MemberState) : '';
}

/**
 * memberState (CONTRACT 5): logged in, from the status code; not logged in, the known user's
 * memberState when it is one of the six values (site 4.3 "Not logged in"), else ANON (site 4.5
 * "anything else counts as anonymous").
 */
export function memberStateOf(loggedIn: boolean, statusCode: unknown, knownUserMemberState: unknown): MemberState {
  if (loggedIn) return memberStateForCode(statusCode);
  return readMemberState(knownUserMemberState) || 'ANON';
}
