import { describe, expect, it } from 'vitest';
import {
  activityPoints,
  activityValidity,
  canDepositPoints,
  dailyLoginIncrease,
  depositFlag,
  isBalanceCookieMissing,
  isDailyErrorActive,
  isDailyLoginDue,
  isDailyLoginSuccess,
  isDepositableId,
  isDoublePoints,
  isRewardsPage,
  lessonSummary,
  membershipMismatch,
  nextLocalMidnight,
  shouldFetchBalance,
  showsMaxPointsNotice,
  tokenCheck,
} from '../../../src/domain/rewards-rules.ts';

const NOW = new Date(2027, 0, 15, 14, 30); // local time
const MIDNIGHT = new Date(2027, 0, 16, 0, 0).getTime();
const ID = 'bdd640fb-0667-4ad1-9c80-317fa3b1799d';
const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('2.3 rewards pages', () => {
  it.each([
    ['/rewards/catalog/', true],
    ['/espanol/REWARDS/historial/', true],
    ['/rewards', false],
    ['/health/', false],
  ])('%s -> %s', (path, expected) => expect(isRewardsPage(path)).toBe(expected));
});

describe('4.5 daily error timestamp: refused while at or after the end of today', () => {
  it.each([
    [MIDNIGHT, true],
    [MIDNIGHT + 1, true],
    [String(MIDNIGHT), true],
    [MIDNIGHT - 1, false],
    [undefined, false],
    ['garbage', false],
  ])('dailyErrorTS %j -> %s', (value, expected) => expect(isDailyErrorActive(value, NOW)).toBe(expected));
  it('a new day lifts it', () => expect(isDailyErrorActive(MIDNIGHT, new Date(2027, 0, 16, 0, 0, 1))).toBe(false));
  it('next local midnight', () => expect(nextLocalMidnight(NOW).getTime()).toBe(MIDNIGHT));
});

describe('4.5 the balance is fetched only when all four hold', () => {
  const at = { rs: 'Y' };
  it.each([
    [{ fedid: 'f', accessToken: 't', at, balanceCookie: undefined }, false, true],
    [{ fedid: 'f', accessToken: 't', at, balanceCookie: 'null' }, false, true],
    [{ fedid: 'f', accessToken: 't', at, balanceCookie: '' }, false, true],
    [{ fedid: 'f', accessToken: 't', at, balanceCookie: '120' }, false, false],
    [{ fedid: 'f', accessToken: 't', at, balanceCookie: '120' }, true, true],
    [{ accessToken: 't', at, balanceCookie: undefined }, false, false],
    [{ fedid: 'f', at, balanceCookie: undefined }, false, false],
    [{ fedid: 'f', accessToken: 't', at: { rs: 'N' }, balanceCookie: undefined }, false, false],
    [{ fedid: 'f', accessToken: 't', at: { rs: 'N' }, balanceCookie: '1' }, true, false],
  ])('%j forced=%s -> %s', (sources, force, expected) => expect(shouldFetchBalance(sources, force)).toBe(expected));
  it.each([
    [undefined, true],
    ['null', true],
    ['NULL', true],
    ['0', false],
  ])('cookie %j missing: %s', (raw, expected) => expect(isBalanceCookieMissing(raw)).toBe(expected));
});

describe('4.6 daily login', () => {
  it.each([
    [{ basePointsAwarded: 20, memberBonusPointsAwarded: 10 }, true],
    [{ Error: { Code: 'error.dailyActivity' } }, true],
    [{ Error: { Code: 'error.business.F.YouAreUnableToParticipateInThisProgramContactCustCareIfYouHaveAnyFurtherQuestions' } }, false],
    [{ code: 'error.x' }, false],
    [{ Error: { Code: 'error.dailyActivity' }, code: 'x' }, false],
    [undefined, false],
  ])('%j success: %s', (answer, expected) => expect(isDailyLoginSuccess(answer)).toBe(expected));
  it.each([
    [{ basePointsAwarded: 20, memberBonusPointsAwarded: 10 }, 30],
    [{ basePointsAwarded: 20 }, 20],
    [{ basePointsAwarded: 0, memberBonusPointsAwarded: 10 }, 0],
    [{ basePointsAwarded: -5, memberBonusPointsAwarded: 10 }, 0],
    [{ basePointsAwarded: '20' }, 0],
  ])('%j -> balance + %s', (answer, expected) => expect(dailyLoginIncrease(answer)).toBe(expected));
  it.each([
    [undefined, true],
    [MIDNIGHT, false],
    [NOW.getTime(), true],
    ['junk', true],
  ])('firstLoginTS %j -> due %s', (value, expected) => expect(isDailyLoginDue(value, NOW)).toBe(expected));
});

describe('5.3 activity validity', () => {
  const now = new Date('2027-01-15T17:00:00Z');
  const ok = { identifier: ID, active: true, startDate: '2025-01-01T00:00:00Z', endDate: '2027-12-31T23:59:59Z' };
  it.each([
    [ok, undefined],
    [{ ...ok, active: false }, 'invalid-activity-id'],
    [{ ...ok, active: undefined }, 'invalid-activity-id'],
    [{ ...ok, startDate: null }, 'invalid-activity-date'],
    [{ ...ok, endDate: null }, 'invalid-activity-date'],
    [{ ...ok, endDate: 'garbage' }, 'invalid-activity-date'],
    [{ ...ok, endDate: '2027-01-14T23:59:59Z' }, 'invalid-activity-date'],
    [{ ...ok, endDate: '2027-01-15T00:00:00Z' }, undefined],
    [{ ...ok, startDate: '2027-01-15T17:00:01Z' }, 'invalid-activity-date'],
  ])('%j -> %s', (activity, expected) => expect(activityValidity(activity, now)).toBe(expected));
});

describe('5.4 / 4.7 deposit ids, flag, notice', () => {
  it.each([
    [ID, true],
    [ID.slice(0, 35), false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('id %j depositable: %s', (id, expected) => expect(isDepositableId(id)).toBe(expected));
  it.each([
    [ID, [], true],
    [ID, [ID.toUpperCase()], false],
    [ID, ['other', ID], false],
  ])('flag of %s with %j -> %s', (id, noFlag, expected) => expect(depositFlag(id, noFlag)).toBe(expected));
  it.each([
    [499, true],
    [0, true],
    [500, false],
    [undefined, false],
  ])('userDailyPointsLeft %j -> notice %s', (left, expected) => expect(showsMaxPointsNotice(left)).toBe(expected));
  it.each([
    ['t', { rs: 'Y' }, true],
    ['', { rs: 'Y' }, false],
    ['t', { rs: 'N' }, false],
    ['t', undefined, false],
  ])('6.2 token %j at %j -> %s', (token, at, expected) => expect(canDepositPoints(token, at)).toBe(expected));
});

describe('6.3 / 2.3 tile points', () => {
  const activity = { activityType: { identifier: 'doubleArticle', basePointValue: 100, memberPointBonus: 50 } };
  it('members base + bonus, others base', () => {
    expect(activityPoints(activity, true)).toBe(150);
    expect(activityPoints(activity, false)).toBe(100);
  });
  it.each([
    ['doubleArticle', true],
    ['Double', true],
    ['article', false],
    [undefined, false],
  ])('type %j -> 2X %s', (identifier, expected) => expect(isDoublePoints({ activityType: { identifier } })).toBe(expected));
});

describe('4.8 membership mismatch', () => {
  it.each([
    [{ membershipStatus: 'ACTIVE', membershipExpiration: '2027-06-30' }, { ms: '0', me: '2027-06-30' }, undefined, []],
    [{ membershipStatus: 'EXPIRE', membershipExpiration: '2027-06-30' }, { ms: '0', me: '2027-06-30' }, undefined, ['status']],
    [{ membershipStatus: 'ACTIVE', membershipExpiration: '2027-07-02' }, { ms: '0', me: '2027-06-30' }, undefined, ['expiration']],
    [{ membershipStatus: 'ACTIVE', membershipExpiration: '2027-07-01' }, { ms: '0', me: '2027-06-30' }, undefined, []],
    [{ membershipStatus: 'ACTIVE', membershipExpiration: '2027-07-01T12:00:00Z' }, { ms: '0' }, '2027-06-30T00:00:00Z', ['expiration']],
    [undefined, { ms: '0' }, undefined, []],
  ])('%j vs %j -> %j', (membership, at, userExpiration, expected) => expect(membershipMismatch({ membership, at, userExpiration })).toEqual(expected));
});

describe('3.10 lesson summary', () => {
  it('counts complete lessons and keeps the latest end date', () => {
    expect(
      lessonSummary([
        { primaryIdentifier: 'L1', completed: true, endDate: '2027-03-01' },
        { primaryIdentifier: 'L2', completed: false, endDate: '2027-05-01' },
        { primaryIdentifier: 'L3', completed: true, endDate: null },
      ]),
    ).toEqual({ lessons: ['L1', 'L2', 'L3'], totalLessons: 3, totalLessonsComplete: 2, completeLessons: ['L1', 'L3'], endDate: '2027-05-01' });
    expect(lessonSummary([])).toEqual({ lessons: [], totalLessons: 0, totalLessonsComplete: 0, completeLessons: [], endDate: '' });
  });
});

describe('5.2 token check', () => {
  const now = new Date('2027-01-15T17:00:00Z');
  const future = now.getTime() / 1000 + 3600;
  it.each([
    [jwt({ federatedId: 'fed-a', exp: future }), 'fed-a', true],
    [jwt({ federatedId: 'fed-b', exp: future }), 'fed-a', false],
    [jwt({ federatedId: 'fed-a', exp: now.getTime() / 1000 - 1 }), 'fed-a', false],
    [jwt({ federatedId: 'fed-a' }), 'fed-a', true],
    [jwt({ sub: 'fed-a' }), 'fed-a', false],
    ['token-opaque', 'fed-a', true],
    ['a.b', 'fed-a', false],
    ['h.!!!.s', 'fed-a', false],
    ['', 'fed-a', false],
    [jwt({ federatedId: 'fed-a' }), undefined, false],
  ])('%s for %s -> %s', (token, user, expected) => expect(tokenCheck(token, user, now)).toBe(expected));
});
