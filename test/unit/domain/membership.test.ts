import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  expiryDays,
  firstDate,
  isBypassSet,
  isExpiringMember,
  isLifetimeExpiry,
  isMemberUser,
  isWithinDays,
  normaliseAutoRenew,
} from '../../../src/domain/membership.ts';
import { DAY, NOW, ZONES, inDays, withTimeZone } from './identity-helpers.ts';

// Site 6 / ask-and-rewards 6.3: "A member is a user with memberState 'MEMBER' or with
// bypassBpCode set." Decided: set = true, or a non-empty code other than 'false' / 'null' /
// 'undefined'.
describe('isMemberUser', () => {
  it.each([
    ['MEMBER', undefined, true],
    ['MEMBER', false, true],
    ['NON-MEMBER', 'BP123', true],
    ['ANON', true, true],
    ['ANON', '0', true],
    ['ANON', undefined, false],
    ['ANON', '', false],
    ['ANON', '   ', false],
    ['ANON', 'false', false],
    ['ANON', 'FALSE', false],
    ['ANON', ' false ', false],
    ['ANON', 'null', false],
    ['ANON', 'undefined', false],
    ['ANON', false, false],
    ['ANON', 0, false],
    ['ANON', 1, false],
    ['ANON', {}, false],
    ['EXPIRED', undefined, false],
    ['CANCELLED', undefined, false],
    ['SUSPENDED', undefined, false],
    ['NON-MEMBER', undefined, false],
    [' member ', undefined, true],
    ['MEMBERS', undefined, false],
    [undefined, undefined, false],
  ])('memberState %j, bypassBpCode %j -> %s', (state, bypass, member) => {
    expect(isMemberUser(state, bypass)).toBe(member);
  });

  it('isBypassSet is the bypass half', () => {
    expect([true, 'X', '0'].map(isBypassSet)).toEqual([true, true, true]);
    expect([false, '', 'false', undefined, null].map(isBypassSet)).toEqual([false, false, false, false, false]);
  });
});

// Site 4.3 / 4.5 / 9: lifetime = expiry year 2800, "including the stored values
// 2800-12-30T18:30Z and 2800-12-31T05:00Z". Decided: a date-only (or zone-less) value by its
// written year; an instant when it is in 2800 in any zone (UTC-12 .. UTC+14).
const LIFETIME_TABLE: ReadonlyArray<readonly [unknown, boolean]> = [
  ['2800-12-30T18:30Z', true],
  ['2800-12-31T05:00Z', true],
  ['2800-12-31T05:00:00.000Z', true],
  ['2800-12-31', true],
  ['2800-01-01', true],
  ['2800-06-15T10:00:00+05:30', true],
  ['2800-12-31T23:59:59', true], // local wall-clock time, year as written
  ['2800-01-01T00:00', true],
  ['2801-01-01T04:00Z', true], // 31 December 2800 in the Americas
  ['2800-12-31T23:00-05:00', true],
  ['2801-01-01T11:59Z', true], // still 2800 at UTC-12
  ['2801-01-01T12:00Z', false],
  ['2799-12-31T10:00Z', true], // already 2800 at UTC+14
  ['2799-12-31T09:59Z', false],
  ['2801-01-01', false],
  ['2801-01-01T00:00', false],
  ['2799-12-31', false],
  ['2799-12-31T23:59', false],
  ['2027-03-01', false],
  ['9999-12-31', false],
  ['', false],
  ['garbage', false],
  ['2800', false],
  ['2800-13-01', false],
  [2800, false],
  [undefined, false],
  [null, false],
];

describe('isLifetimeExpiry', () => {
  it.each(LIFETIME_TABLE)('%j -> %s', (expiry, lifetime) => {
    expect(isLifetimeExpiry(expiry)).toBe(lifetime);
  });

  it('a Date in 2800 is lifetime', () => {
    expect(isLifetimeExpiry(new Date('2800-12-31T05:00Z'))).toBe(true);
    expect(isLifetimeExpiry(new Date(Number.NaN))).toBe(false);
  });

  // The same answers in every local time zone (the stored values' year reads 2800 or 2801
  // depending on the zone, the answer must not).
  it.each(ZONES)('gives the same answers with the local zone %s', (zone) => {
    withTimeZone(zone, () => {
      // the zone really is in force (so this test can fail)
      const offset = new Date('2027-01-15T12:00Z').getTimezoneOffset();
      if (zone === 'Asia/Kolkata') expect(offset).toBe(-330);
      if (zone === 'Etc/GMT+12') expect(offset).toBe(720);
      for (const [expiry, lifetime] of LIFETIME_TABLE) expect([expiry, isLifetimeExpiry(expiry)]).toEqual([expiry, lifetime]);
    });
  });
});

// Site 4.5: "expiryDays is the whole number of days left (floored), or -1 when past."
describe('expiryDays', () => {
  it.each([
    [inDays(0, 1), 0],
    [inDays(1), 1],
    [inDays(1, -1), 0],
    [inDays(59), 59],
    [inDays(180, 5), 180],
    [inDays(0), 0],
    [inDays(0, -1), -1],
    [inDays(-30), -1],
    ['', -1],
    ['garbage', -1],
    [undefined, -1],
    [123, -1],
  ])('%j -> %d', (expiry, days) => {
    expect(expiryDays(expiry, NOW)).toBe(days);
  });

  it('an invalid now gives -1', () => {
    expect(expiryDays(inDays(10), new Date(Number.NaN))).toBe(-1);
  });
});

describe('isWithinDays', () => {
  it.each([
    [0, 60, true],
    [59, 60, true],
    [60, 60, false],
    [-1, 60, false],
  ])('%d days left, window %d -> %s', (days, window, within) => {
    expect(isWithinDays(inDays(days, days < 0 ? 0 : 1), NOW, window)).toBe(within);
  });
});

// Site 4.3 / 9, brain-health 4.5 / 9: "A member not on auto-renew whose expiry is within 180
// days becomes expiring-member." Decided: 0..179 whole days left.
describe('isExpiringMember', () => {
  it.each([
    ['N', inDays(179), true],
    ['N', inDays(179, DAY - 1), true],
    ['N', inDays(180), false],
    ['N', inDays(181), false],
    ['N', inDays(0, 1), true],
    ['N', inDays(-1), false],
    ['N', '2800-12-31T05:00Z', false],
    ['N', undefined, false],
    ['N', 'garbage', false],
    ['', inDays(10), true], // not 'Y' counts as not on auto-renew
    ['X', inDays(10), true],
    [undefined, inDays(10), true],
    ['Y', inDays(10), false],
    ['y', inDays(10), false],
    [true, inDays(10), false],
  ])('auto-renew %j, expiry %j -> %s', (autoRenew, expiry, expiring) => {
    expect(isExpiringMember(autoRenew, expiry, NOW)).toBe(expiring);
  });
});

// CONTRACT 5: autoRenew 'Y' / 'N' / ''.
describe('normaliseAutoRenew', () => {
  it.each([
    ['Y', 'Y'],
    ['N', 'N'],
    ['y', 'Y'],
    [' n ', 'N'],
    [true, 'Y'],
    [false, 'N'],
    ['', ''],
    ['YES', ''],
    ['true', ''],
    ['X', ''],
    [undefined, ''],
    [null, ''],
    [1, ''],
  ])('%j -> %j', (value, flag) => {
    expect(normaliseAutoRenew(value)).toBe(flag);
  });
});

// CONTRACT 5: expiryDate 'YYYY-MM-DD'. Decided: a date-only value is the written day; a
// date-time with a zone is its day in US Eastern time; the same in every local zone.
const CALENDAR_TABLE: ReadonlyArray<readonly [unknown, string]> = [
  ['2027-03-01', '2027-03-01'],
  ['2027-03-01T05:00Z', '2027-03-01'],
  ['2027-03-01T04:59Z', '2027-02-28'],
  ['2027-07-01T04:00Z', '2027-07-01'], // daylight saving: UTC-4
  ['2027-07-01T03:59Z', '2027-06-30'],
  ['2027-03-01T00:00:00+05:30', '2027-02-28'],
  ['2800-12-31T05:00Z', '2800-12-31'],
  ['2800-12-30T18:30Z', '2800-12-30'],
  ['2027-03-01T23:30', '2027-03-01'], // no zone: local wall-clock time, the day written
  ['', ''],
  ['garbage', ''],
  ['2027-02-30', ''],
  [undefined, ''],
  [20270301, ''],
];

describe('calendarDate', () => {
  it.each(CALENDAR_TABLE)('%j -> %j', (value, date) => {
    expect(calendarDate(value)).toBe(date);
  });

  it.each(ZONES)('gives the same days with the local zone %s', (zone) => {
    withTimeZone(zone, () => {
      for (const [value, date] of CALENDAR_TABLE) expect([value, calendarDate(value)]).toEqual([value, date]);
    });
  });
});

describe('firstDate', () => {
  it.each([
    [['2027-03-01', '2028-01-01'], '2027-03-01'],
    [['garbage', ' 2028-01-01 '], '2028-01-01'],
    [[undefined, '', 5, '2028-01-01'], '2028-01-01'],
    [['garbage', null], undefined],
    [[], undefined],
  ])('%j -> %j', (values, first) => {
    expect(firstDate(...values)).toBe(first);
  });
});
