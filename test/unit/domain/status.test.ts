import { describe, expect, it } from 'vitest';
import {
  codeForRewardsName,
  codeForStatusName,
  memberStateForCode,
  memberStateOf,
  membershipStatusForCode,
  normaliseStatusCode,
  readMembershipStatus,
  readStatusCode,
  rewardsNameForCode,
  statusNameForCode,
} from '../../../src/domain/status.ts';
import { DAY, NOW, inDays } from './identity-helpers.ts';

// Site 4.1 (first table), with site 3.4's names: 1 NON-MEMBER, 0 ACTIVE, 5 EXPIRED, 4 CANCELLED,
// M / U / D the three suspensions, other -> empty.
describe('statusNameForCode (site 4.1)', () => {
  it.each([
    ['1', 'NON-MEMBER'],
    ['0', 'ACTIVE'],
    ['5', 'EXPIRED'],
    ['4', 'CANCELLED'],
    ['M', 'MEMBER-REQUEST-SUSPEND'],
    ['U', 'UNDELIVERABLE-SUSPEND'],
    ['D', 'DECEASED-SUSPEND'],
    // other -> empty
    ['X', ''],
    ['', ''],
    ['2', ''],
    ['00', ''],
    ['ACTIVE', ''],
    ['0 1', ''],
    // bad input read leniently: trimmed, any case
    [' 0 ', 'ACTIVE'],
    ['m', 'MEMBER-REQUEST-SUSPEND'],
    ['u', 'UNDELIVERABLE-SUSPEND'],
    ['d', 'DECEASED-SUSPEND'],
  ])('%j -> %j', (code, name) => {
    expect(statusNameForCode(code)).toBe(name);
  });

  it.each([
    [0, 'ACTIVE'],
    [1, 'NON-MEMBER'],
    [undefined, ''],
    [null, ''],
    [true, ''],
    [{}, ''],
    [Number.NaN, ''],
  ])('wrong-typed %j -> %j', (code, name) => {
    expect(statusNameForCode(code)).toBe(name);
  });
});

describe('normaliseStatusCode', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['4', '4'],
    ['5', '5'],
    ['M', 'M'],
    ['U', 'U'],
    ['D', 'D'],
    [' 0 ', '0'],
    ['m', 'M'],
    ['\tD\n', 'D'],
    [0, '0'],
    [5, '5'],
    ['X', ''],
    ['', ''],
    ['MU', ''],
    ['-0', ''],
    [undefined, ''],
    [null, ''],
    [false, ''],
  ])('%j -> %j', (value, code) => {
    expect(normaliseStatusCode(value)).toBe(code);
  });
});

// Site 3.4 names to codes: ACTIVE / MEMBER / EXPIRING are the active code 0.
describe('codeForStatusName (site 3.4)', () => {
  it.each([
    ['ACTIVE', '0'],
    ['MEMBER', '0'],
    ['EXPIRING', '0'],
    ['NON-MEMBER', '1'],
    ['CANCELLED', '4'],
    ['EXPIRED', '5'],
    ['MEMBER-REQUEST-SUSPEND', 'M'],
    ['UNDELIVERABLE-SUSPEND', 'U'],
    ['DECEASED-SUSPEND', 'D'],
    ['cancelled', '4'],
    ['anonymous', ''],
    ['NON_MEMBER', ''],
    ['', ''],
    [undefined, ''],
    ['constructor', ''],
    ['__proto__', ''],
  ])('%j -> %j', (name, code) => {
    expect(codeForStatusName(name)).toBe(code);
  });
});

// Ask-and-rewards 3.2 / site 4.1 second list: ACTIVE 0, NON_MEMBER 1, CANCEL 4, EXPIRE 5,
// MEMBER_REQUEST_SUSPEND M, UNDELIVERABLE_SUSPEND U, DECEASED_SUSPEND D.
const REWARDS_TABLE = [
  ['ACTIVE', '0'],
  ['NON_MEMBER', '1'],
  ['CANCEL', '4'],
  ['EXPIRE', '5'],
  ['MEMBER_REQUEST_SUSPEND', 'M'],
  ['UNDELIVERABLE_SUSPEND', 'U'],
  ['DECEASED_SUSPEND', 'D'],
] as const;

describe('rewards names <-> codes (ask-and-rewards 3.2)', () => {
  it.each(REWARDS_TABLE)('%s -> %s', (name, code) => {
    expect(codeForRewardsName(name)).toBe(code);
  });

  it.each(REWARDS_TABLE)('%s <- %s', (name, code) => {
    expect(rewardsNameForCode(code)).toBe(name);
  });

  it.each([
    [' cancel ', '4'],
    ['expire', '5'],
    ['CANCELLED', ''], // the site 3.4 spelling is not a rewards name
    ['NON-MEMBER', ''],
    ['EXPIRED', ''],
    ['MEMBER', ''],
    ['0', ''],
    ['', ''],
    [undefined, ''],
    [7, ''],
    ['toString', ''],
  ])('codeForRewardsName(%j) -> %j', (name, code) => {
    expect(codeForRewardsName(name)).toBe(code);
  });

  it.each([
    ['X', ''],
    ['', ''],
    [' m ', 'MEMBER_REQUEST_SUSPEND'],
    [0, 'ACTIVE'],
    [undefined, ''],
  ])('rewardsNameForCode(%j) -> %j', (code, name) => {
    expect(rewardsNameForCode(code)).toBe(name);
  });
});

describe('readStatusCode: any of the three vocabularies', () => {
  it.each([
    ['0', '0'],
    ['M', 'M'],
    ['ACTIVE', '0'],
    ['MEMBER', '0'],
    ['EXPIRING', '0'],
    ['CANCELLED', '4'],
    ['CANCEL', '4'],
    ['EXPIRED', '5'],
    ['EXPIRE', '5'],
    ['NON-MEMBER', '1'],
    ['NON_MEMBER', '1'],
    ['MEMBER-REQUEST-SUSPEND', 'M'],
    ['MEMBER_REQUEST_SUSPEND', 'M'],
    ['UNDELIVERABLE-SUSPEND', 'U'],
    ['UNDELIVERABLE_SUSPEND', 'U'],
    ['DECEASED-SUSPEND', 'D'],
    ['DECEASED_SUSPEND', 'D'],
    ['SUSPENDED', ''],
    ['anonymous', ''],
    ['X', ''],
    [undefined, ''],
  ])('%j -> %j', (value, code) => {
    expect(readStatusCode(value)).toBe(code);
  });
});

// Site 4.1: "An ACTIVE member whose expiration date is within 60 days is EXPIRING" (site 9: 60
// days). Decided: 0..59 whole days left (as the 90-day prompt is "0-89"); a past, missing or
// unreadable date stays ACTIVE.
describe('membershipStatusForCode: EXPIRING within 60 days', () => {
  it.each([
    ['59 days left', inDays(59), 'EXPIRING'],
    ['59 days 23 h left', inDays(59, DAY - 3_600_000), 'EXPIRING'],
    ['exactly 60 days left', inDays(60), 'ACTIVE'],
    ['60 days and 1 ms', inDays(60, 1), 'ACTIVE'],
    ['61 days left', inDays(61), 'ACTIVE'],
    ['an hour left', inDays(0, 3_600_000), 'EXPIRING'],
    ['expiring this instant', inDays(0), 'EXPIRING'],
    ['1 ms past', inDays(0, -1), 'ACTIVE'],
    ['a year past', inDays(-365), 'ACTIVE'],
    ['lifetime', '2800-12-31T05:00Z', 'ACTIVE'],
    ['missing', undefined, 'ACTIVE'],
    ['empty', '', 'ACTIVE'],
    ['garbage', 'soon', 'ACTIVE'],
    ['an impossible day', '2027-02-30', 'ACTIVE'],
    ['a number', 1_700_000_000_000, 'ACTIVE'],
  ])('code 0, %s -> %s', (_label, expiry, name) => {
    expect(membershipStatusForCode('0', expiry, NOW)).toBe(name);
  });

  it('a date-only expiry 10 days away is EXPIRING', () => {
    expect(membershipStatusForCode('0', '2027-01-26', NOW)).toBe('EXPIRING');
  });

  it.each([
    ['1', 'NON-MEMBER'],
    ['5', 'EXPIRED'],
    ['4', 'CANCELLED'],
    ['M', 'MEMBER-REQUEST-SUSPEND'],
    ['U', 'UNDELIVERABLE-SUSPEND'],
    ['D', 'DECEASED-SUSPEND'],
    ['X', ''],
    ['', ''],
  ])('code %j with an expiry 10 days away -> %j (only ACTIVE becomes EXPIRING)', (code, name) => {
    expect(membershipStatusForCode(code, inDays(10), NOW)).toBe(name);
  });
});

describe('readMembershipStatus: a service status as a site 3.4 name', () => {
  it.each([
    ['ACTIVE', inDays(100), 'ACTIVE'],
    ['ACTIVE', inDays(10), 'EXPIRING'],
    ['MEMBER', inDays(100), 'ACTIVE'],
    ['MEMBER', inDays(10), 'EXPIRING'],
    ['EXPIRING', inDays(100), 'EXPIRING'], // the service's word is kept
    ['EXPIRING', undefined, 'EXPIRING'],
    ['NON-MEMBER', undefined, 'NON-MEMBER'],
    ['CANCELLED', undefined, 'CANCELLED'],
    ['EXPIRED', undefined, 'EXPIRED'],
    ['MEMBER-REQUEST-SUSPEND', undefined, 'MEMBER-REQUEST-SUSPEND'],
    ['UNDELIVERABLE-SUSPEND', undefined, 'UNDELIVERABLE-SUSPEND'],
    ['DECEASED-SUSPEND', undefined, 'DECEASED-SUSPEND'],
    ['CANCEL', undefined, 'CANCELLED'],
    ['5', undefined, 'EXPIRED'],
    [' active ', inDays(100), 'ACTIVE'],
    ['anonymous', undefined, ''],
    ['SUSPENDED', undefined, ''],
    ['', undefined, ''],
    [undefined, undefined, ''],
    [{ status: 'ACTIVE' }, undefined, ''],
  ])('%j (expiry %j) -> %j', (value, expiry, name) => {
    expect(readMembershipStatus(value, expiry, NOW)).toBe(name);
  });
});

// Site 4.3 / 4.5, CONTRACT 5: memberState from the code (0 MEMBER, 1 NON-MEMBER, 5 EXPIRED,
// 4 CANCELLED, M / U / D SUSPENDED); anything else counts as anonymous.
describe('memberStateForCode', () => {
  it.each([
    ['0', 'MEMBER'],
    ['1', 'NON-MEMBER'],
    ['5', 'EXPIRED'],
    ['4', 'CANCELLED'],
    ['M', 'SUSPENDED'],
    ['U', 'SUSPENDED'],
    ['D', 'SUSPENDED'],
    ['X', 'ANON'],
    ['', 'ANON'],
    [' 0 ', 'MEMBER'],
    ['m', 'SUSPENDED'],
    [undefined, 'ANON'],
    [0, 'MEMBER'],
    [['0'], 'ANON'],
  ])('%j -> %s', (code, state) => {
    expect(memberStateForCode(code)).toBe(state);
  });
});

// Site 4.3 "Not logged in" (knownUser memberState) and 4.5 "anything else counts as anonymous".
describe('memberStateOf', () => {
  it.each([
    [true, '0', 'NON-MEMBER', 'MEMBER'], // logged in: the code, not the known user
    [true, '1', 'MEMBER', 'NON-MEMBER'],
    [true, 'X', 'MEMBER', 'ANON'],
    [true, '', undefined, 'ANON'],
    [false, '0', undefined, 'ANON'], // not logged in: the code is not used
    [false, '', 'ANON', 'ANON'],
    [false, '', 'MEMBER', 'MEMBER'],
    [false, '', 'NON-MEMBER', 'NON-MEMBER'],
    [false, '', 'EXPIRED', 'EXPIRED'],
    [false, '', 'CANCELLED', 'CANCELLED'],
    [false, '', 'SUSPENDED', 'SUSPENDED'],
    [false, '', ' member ', 'MEMBER'],
    [false, '', 'GARBAGE', 'ANON'],
    [false, '', 'NON_MEMBER', 'ANON'],
    [false, '', '', 'ANON'],
    [false, '', 42, 'ANON'],
    [false, '', null, 'ANON'],
  ])('loggedIn %s, code %j, known %j -> %s', (loggedIn, code, known, state) => {
    expect(memberStateOf(loggedIn, code, known)).toBe(state);
  });
});
