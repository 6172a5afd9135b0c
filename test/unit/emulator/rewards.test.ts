// @vitest-environment node
/**
 * Contract tests of the emulated rewards service (ask-and-rewards 7.2, 7.3, 7.4): the shape of
 * every answer, auth and participation, points, limits, redemption, offers, goals, time travel
 * and reset. "Today" is the personas' TODAY (2027-01-15) through X-Time-Travel unless a test
 * says otherwise.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Emulator } from '../../../emulator/emulator.ts';
import {
  CHECK_REDEEM_BATCH_LIMIT,
  DAILY_POINTS_LIMIT,
  instantWinOn,
  milesBetween,
  SERVICE_AREA_MILES,
  NOT_A_PARTICIPANT,
  REWARDS_BASE,
  REWARDS_ERRORS,
} from '../../../emulator/handlers/rewards.ts';
import { bearer, call } from '../../../emulator/testing.ts';
import type { EmulatorResponse } from '../../../emulator/core/types.ts';
import {
  DAILY_LOGIN_ACTIVITY_ID,
  goodsCatalogue,
  localOffers,
  PROGRAM_ACTIVATION_ACTIVITY_ID,
  rewardsActivities,
  SEED_BALANCE,
  seedLedgers,
} from '../../../fixtures/rewards/index.ts';
import places from '../../../fixtures/site/places.json' with { type: 'json' };

const PERSONA = 'member-auto-renew';
const USER = `fed-${PERSONA}`;
const B = REWARDS_BASE;
const DAY = '2027-01-15';

const INACTIVE_ACTIVITY = '759cde66-bacf-43d0-8b1f-9163ce9ff57f';
const ENDED_ACTIVITY = 'ec1b8ca1-f91e-4d4c-9ff4-9b7889463e85';
const FUTURE_ACTIVITY = '4b0dbb41-8d52-48f1-942c-3fe860e7a113';
const PROFILE_ACTIVITY = '43b7a3a6-9a8d-4a03-980d-7b71d8f56413';
const FITNESS_ACTIVITY = '371ecd7b-27cd-4130-8722-9389571aa876';
const LESSON_4_ACTIVITY = '6c307511-b2b9-437a-a8df-6ec4ce4a2bbd';

const headers = (extra: Record<string, string> = {}, persona = PERSONA) => ({ ...bearer(persona), 'x-time-travel': DAY, ...extra });

let emulator: Emulator;
beforeEach(() => {
  emulator = new Emulator();
});

const get = (path: string, extra: Record<string, string> = {}, persona = PERSONA) => call(emulator, 'GET', path, { headers: headers(extra, persona) });
const post = (path: string, body?: unknown, extra: Record<string, string> = {}, persona = PERSONA) =>
  call(emulator, 'POST', path, { headers: headers(extra, persona), body });
const body = <T = Record<string, any>>(answer: EmulatorResponse) => answer.body as T;

const balance = async (extra: Record<string, string> = {}) => body<{ currentBalance: number }>(await get(`${B}/pointsbalance/${USER}`, extra)).currentBalance;
const submit = (activityId: string, extra: Record<string, string> = {}) => post(`${B}/activity/usergroup/member/user/${USER}/${activityId}`, {}, extra);
const txQuery = (extra = '') => `userPrimaryIdentifier=${USER}&userGroupDesignIdentifier=member${extra}`;

describe('fixtures', () => {
  it('the seed ledger adds up: buckets = transactions = SEED_BALANCE', () => {
    const ledger = seedLedgers[PERSONA]!;
    expect(ledger.buckets.reduce((sum, b) => sum + b.points, 0)).toBe(SEED_BALANCE);
    expect(ledger.transactions.reduce((sum, t) => sum + t.points, 0)).toBe(SEED_BALANCE);
  });

  it('has about fifteen activities with 36-character ids, goods of every provider type, ten or so offers', () => {
    expect(rewardsActivities.length).toBeGreaterThanOrEqual(15);
    for (const activity of rewardsActivities) expect(activity.identifier).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(rewardsActivities.map((a) => a.identifier)).size).toBe(rewardsActivities.length);
    const types = new Set(goodsCatalogue.map((g) => g.goodsTypeId));
    for (const id of [1166746000000116, 1166892000000007, 1314076000000046, 1314076000000059, 1425527000000009, 1159954000000007]) expect(types).toContain(id);
    expect(localOffers.length).toBeGreaterThanOrEqual(10);
  });
});

describe('auth and participation (6.2)', () => {
  const userCalls: Array<[string, string, string, unknown?]> = [
    ['GET', 'member/{u}', ''],
    ['POST', 'activity/limit/{u}', '', { activityList: [] }],
    ['POST', `activity/usergroup/member/user/{u}/${DAILY_LOGIN_ACTIVITY_ID}`, '', {}],
    ['GET', 'member/lessons/status/{u}', ''],
    ['GET', 'pointsbalance/{u}', ''],
    ['GET', 'transaction/memberPoints', '?userPrimaryIdentifier={u}'],
    ['GET', 'transaction/purchasePoints', '?userPrimaryIdentifier={u}&activityType=redemption'],
    ['GET', 'member/expiration/user/{u}', '?months=6'],
    ['POST', 'secretword', '', { userIdentifier: '{u}', secretWord: 'LANTERN' }],
    [
      'POST',
      'member/redemption/{u}',
      '',
      { goodsIdentifier: 'GDS-1009', goodsTypeId: 1436754000000009, quantity: 1, orderAttr: 'email', catalog_identifier: 'points' },
    ],
    ['POST', 'member/redemption/check/{u}', '', [{ goodsIdentifier: 'GDS-1009' }]],
    ['GET', 'member/redemption/{u}/totalEntries/GDS-1002', ''],
    ['GET', 'eredeem/LO-5001', '?userIdentifier={u}'],
    ['GET', 'eredeem/redeemedandsavedoffers', '?userIdentifier={u}&responseType=saved'],
    ['POST', 'eredeem/deletesavedoffer/LO-5003', '?userIdentifier={u}', {}],
    ['POST', 'user/createUserActivityGoal/{u}', ''],
    ['POST', 'user/storeUserActivityGoal/{u}', '?goal=4&activityTopics=health'],
    ['GET', 'user/getUserActivityGoal/{u}', ''],
    ['POST', 'user/createFitnessGoal/{u}', '', {}],
    ['POST', 'user/storeFitnessGoal/{u}', '?goal=8000'],
    ['GET', 'user/dailyOverview/{u}', ''],
    ['GET', 'user/weeklyOverview/{u}', '?week=2&year=2027'],
    ['GET', 'user/{u}/getInformation', ''],
    ['GET', 'dashboard/member/{u}/information', ''],
    ['POST', 'activity', '', { userIdentifier: '{u}', activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID }],
  ];
  const fill = (value: unknown, user: string): unknown => JSON.parse(JSON.stringify(value ?? null).replaceAll('{u}', user)) ?? undefined;
  const send = (method: string, path: string, query: string, payload: unknown, user: string, init: { headers?: Record<string, string> }) =>
    call(emulator, method, `${B}/${path.replace('{u}', user)}${query.replace('{u}', user)}`, { ...init, body: fill(payload, user) });

  it.each(userCalls)(
    '%s %s: 401 without a token, 401 with an unknown one, 403 for another user, 403 for a non-participant, 2xx for the participant',
    async (method, path, query, payload) => {
      expect((await send(method, path, query, payload, USER, { headers: { 'x-time-travel': DAY } })).status).toBe(401);
      expect((await send(method, path, query, payload, USER, { headers: { authorization: 'Bearer token-nobody' } })).status).toBe(401);
      const other = await send(method, path, query, payload, USER, { headers: headers({}, 'member-not-auto-renew') });
      expect(other).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
      const outsider = await send(method, path, query, payload, 'fed-member-not-auto-renew', { headers: headers({}, 'member-not-auto-renew') });
      expect(outsider).toMatchObject({ status: 403, body: { error: 'FORBIDDEN', message: NOT_A_PARTICIPANT, code: REWARDS_ERRORS.notParticipant } });
      const own = await send(method, path, query, payload, USER, { headers: headers() });
      expect(own.status, JSON.stringify(own.body ?? own.raw)).toBeGreaterThanOrEqual(200);
      expect(own.status).toBeLessThan(300);
    },
  );

  it('a member whose at cookie has no rs (key=value form) is not a participant either', async () => {
    const answer = await get(`${B}/pointsbalance/fed-member-key-value-cookie`, {}, 'member-key-value-cookie');
    expect(answer).toMatchObject({ status: 403, body: { message: NOT_A_PARTICIPANT } });
  });

  it.each([
    ['GET', 'activity/listV3'],
    ['GET', `activity/${DAILY_LOGIN_ACTIVITY_ID}`],
    ['GET', 'activity/bundle'],
    ['GET', 'goods/GDS-1005/detail'],
    ['POST', 'goods/goodsinventoryndate'],
    ['GET', 'daily/instantwin'],
    ['GET', 'member/lessons'],
    ['GET', 'member/lessons/LSN-101'],
    ['POST', 'offers?zip=20001'],
    ['GET', 'categories?zip=20001'],
  ])('%s %s needs a token (401)', async (method, path) => {
    const answer = await call(emulator, method, `${B}/${path}`, { body: {} });
    expect(answer).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
  });

  it('accepts and ignores X-Loyalty-Backend', async () => {
    expect(await balance({ 'x-loyalty-backend': 'LoyaltyPlus' })).toBe(SEED_BALANCE);
  });

  it('answers the router 405 for a wrong method', async () => {
    expect(await get(`${B}/secretword`)).toMatchObject({ status: 405, body: { error: 'METHOD_NOT_ALLOWED' } });
    expect(await post(`${B}/pointsbalance/${USER}`, {})).toMatchObject({ status: 405 });
    expect(await get(`${B}/member/redemption/check/${USER}`)).toMatchObject({ status: 405 });
  });

  it('registers every row of the 7.2 table and the calls of 7.3 and 7.4', async () => {
    const routes = body<{ routes: Array<{ method: string; pattern: string }> }>(await call(emulator, 'GET', '/__emulator/routes')).routes.map(
      (r) => `${r.method} ${r.pattern}`,
    );
    const expected = [
      'POST {brand}/redemption/check/{userId}',
      'GET member/{userId}',
      'GET activity/listV3',
      'GET activity/{activityId}',
      'POST activity/limit/{userId}',
      'POST activity/usergroup/member/user/{userId}/{activityId}',
      'GET activity/bundle',
      'GET goods/{goodsId}/detail',
      'POST goods/goodsinventoryndate',
      'GET daily/instantwin',
      'GET {brand}/lessons',
      'GET {brand}/lessons/status/{userId}',
      'GET pointsbalance/{userId}',
      'GET transaction/{brand}Points',
      'GET transaction/purchasePoints',
      'GET {brand}/expiration/user/{userId}',
      'POST secretword',
      'POST {brand}/redemption/{userId}',
      'GET {brand}/redemption/{userId}/totalEntries/{entry}',
      'POST offers',
      'GET categories',
      'GET eredeem/{offerId}',
      'POST eredeem/{offerId}',
      'POST eredeem/deletesavedoffer/{offerId}',
      'GET eredeem/redeemedandsavedoffers',
      'POST user/createUserActivityGoal/{userId}',
      'POST user/storeUserActivityGoal/{userId}',
      'GET user/getUserActivityGoal/{userId}',
      'POST user/createFitnessGoal/{userId}',
      'POST user/storeFitnessGoal/{userId}',
      'GET user/dailyOverview/{userId}',
      'GET user/weeklyOverview/{userId}',
      'GET user/{userId}/getInformation',
      'GET dashboard/member/{userId}/information',
      'POST activity',
    ].map((row) => row.replace(' ', ` ${B}/`));
    expect(routes).toEqual(expect.arrayContaining(expected));
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /bin/{product}/earnlist.json',
        'GET /dashboard/member/{userId}/information',
        'POST /bin/servlet/local-offers-support',
        'GET /applications/CoreApi/user/rewards/status',
        'GET /applications/CoreApi/user/updateLoyaltyProfile/{suffix}',
        'GET /applications/rewards-egreeting/user/address',
      ]),
    );
  });
});

describe('membership, activities and limits (3.2, 3.4, 3.5)', () => {
  it('GET member/{userId} answers membershipStatus (3.2), membershipExpiration and userIdentifier', async () => {
    expect(await get(`${B}/member/${USER}`)).toMatchObject({
      status: 200,
      body: { membershipStatus: 'ACTIVE', membershipExpiration: '2027-06-30', userIdentifier: USER },
    });
  });

  it('GET activity/listV3 answers every activity with identifier, id, activityIdentifier, dates, activityType, limitPeriod and the caller\u2019s limitHit', async () => {
    const { activities } = body<{ activities: Array<Record<string, any>> }>(await get(`${B}/activity/listV3`));
    expect(activities).toHaveLength(rewardsActivities.length);
    for (const activity of activities) {
      expect(activity).toMatchObject({
        identifier: expect.any(String),
        active: expect.any(Boolean),
        startDate: expect.any(String),
        endDate: expect.any(String),
        activityType: { identifier: expect.any(String), basePointValue: expect.any(Number), memberPointBonus: expect.any(Number) },
        limitHit: expect.any(Boolean),
        limitPeriod: expect.stringMatching(/^(DAILY|WEEKLY|MONTHLY|ONCE)$/),
      });
      expect(activity.id).toBe(activity.identifier);
      expect(activity.activityIdentifier).toBe(activity.identifier);
      expect(activity.identifier).toHaveLength(36);
    }
    const byId = Object.fromEntries(activities.map((a) => [a.identifier, a]));
    expect(byId[PROFILE_ACTIVITY]!.limitHit).toBe(true);
    expect(byId[PROGRAM_ACTIVATION_ACTIVITY_ID]!.limitHit).toBe(false);
    expect(activities.some((a) => a.activityType.identifier.startsWith('double'))).toBe(true);
  });

  it('a non-participant with a token reads the list with limitHit false; the CMS earnlist needs no token', async () => {
    const list = body<{ activities: Array<{ limitHit: boolean }> }>(await get(`${B}/activity/listV3`, {}, 'member-not-auto-renew'));
    expect(list.activities.every((a) => a.limitHit === false)).toBe(true);
    const earnlist = await call(emulator, 'GET', '/bin/member/earnlist.json');
    expect(earnlist.status).toBe(200);
    expect(body(earnlist).activities).toHaveLength(rewardsActivities.length);
  });

  it('GET activity/{activityId} answers one activity, 404 for an unknown id', async () => {
    expect(await get(`${B}/activity/${DAILY_LOGIN_ACTIVITY_ID}`)).toMatchObject({
      status: 200,
      body: { identifier: DAILY_LOGIN_ACTIVITY_ID, activityType: { identifier: 'dailyLogin' }, limitPeriod: 'DAILY' },
    });
    expect(await get(`${B}/activity/00000000-0000-4000-8000-000000000000`)).toMatchObject({ status: 404, body: { code: REWARDS_ERRORS.activityNotFound } });
  });

  it('GET activity/bundle answers bundles of activities', async () => {
    const { bundles } = body<{ bundles: Array<Record<string, any>> }>(await get(`${B}/activity/bundle`));
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(bundle).toMatchObject({
        bundleIdentifier: expect.any(String),
        name: expect.any(String),
        activityIdentifiers: expect.any(Array),
        completed: expect.any(Boolean),
      });
      expect(bundle.activities.map((a: { identifier: string }) => a.identifier)).toEqual(bundle.activityIdentifiers);
    }
  });

  it('POST activity/limit answers userDailyPointsLeft and limitHit / limitPeriod per known activity', async () => {
    const answer = await post(`${B}/activity/limit/${USER}`, {
      activityList: [{ activityIdentifier: PROFILE_ACTIVITY }, { activityIdentifier: DAILY_LOGIN_ACTIVITY_ID }, { activityIdentifier: 'not-an-activity' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      userDailyPointsLeft: DAILY_POINTS_LIMIT,
      dailyPointsLimit: DAILY_POINTS_LIMIT,
      activityList: [
        { activityIdentifier: PROFILE_ACTIVITY, limitHit: true, limitPeriod: 'ONCE' },
        { activityIdentifier: DAILY_LOGIN_ACTIVITY_ID, limitHit: false, limitPeriod: 'DAILY' },
      ],
    });
  });

  it.each([
    ['no body', undefined],
    ['an array', [{ activityIdentifier: PROFILE_ACTIVITY }]],
    ['activityList not an array', { activityList: PROFILE_ACTIVITY }],
    ['an item without activityIdentifier', { activityList: [{ id: PROFILE_ACTIVITY }] }],
  ])('POST activity/limit with %s is a 400', async (_name, payload) => {
    expect(await post(`${B}/activity/limit/${USER}`, payload)).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });
});

describe('submitting activities (3.9, 4.6, 4.7)', () => {
  it('adds base points and the member bonus, records an earn transaction and sets limitHit', async () => {
    const answer = await submit(PROGRAM_ACTIVATION_ACTIVITY_ID);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID,
        basePointsAwarded: 1000,
        memberBonusPointsAwarded: 500,
        pointsAwarded: 1500,
        currentBalance: SEED_BALANCE + 1500,
        userDailyPointsLeft: DAILY_POINTS_LIMIT - 1500,
        limitHit: true,
        limitPeriod: 'ONCE',
        transactionIdentifier: expect.stringMatching(/^TX-\d+$/),
      },
    });
    expect(body(answer).Error).toBeUndefined();
    expect(await balance()).toBe(SEED_BALANCE + 1500);
    const latest = body(await get(`${B}/transaction/memberPoints?${txQuery('&size=1')}`)).transactions[0];
    expect(latest).toMatchObject({
      activityType: 'earn',
      activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID,
      points: 1500,
      basePoints: 1000,
      memberBonusPoints: 500,
      transactionDate: expect.stringMatching(/^2027-01-15T/),
    });
    const limit = body(await post(`${B}/activity/limit/${USER}`, { activityList: [{ activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID }] }));
    expect(limit.activityList[0].limitHit).toBe(true);
  });

  it('an activity already done in its limit period answers limitHit with no points and error.activityLimit', async () => {
    await submit(PROGRAM_ACTIVATION_ACTIVITY_ID);
    const again = await submit(PROGRAM_ACTIVATION_ACTIVITY_ID);
    expect(again).toMatchObject({
      status: 200,
      body: { basePointsAwarded: 0, memberBonusPointsAwarded: 0, limitHit: true, Error: { Code: REWARDS_ERRORS.activityLimit } },
    });
    const seedDone = await submit(PROFILE_ACTIVITY);
    expect(seedDone).toMatchObject({ status: 200, body: { basePointsAwarded: 0, limitHit: true, Error: { Code: 'error.activityLimit' } } });
    expect(await balance()).toBe(SEED_BALANCE + 1500);
  });

  it('a weekly activity comes back the next ISO week', async () => {
    expect(body(await submit(FITNESS_ACTIVITY)).basePointsAwarded).toBe(250);
    expect(body(await submit(FITNESS_ACTIVITY, { 'x-time-travel': '2027-01-17' })).limitHit).toBe(true);
    expect(body(await submit(FITNESS_ACTIVITY, { 'x-time-travel': '2027-01-17' })).Error).toMatchObject({ Code: 'error.activityLimit' });
    expect(body(await submit(FITNESS_ACTIVITY, { 'x-time-travel': '2027-01-18' })).basePointsAwarded).toBe(250);
  });

  it('the daily login awards 20 + 10 once a day; the second the same day answers error.dailyActivity with no points', async () => {
    const first = await submit(DAILY_LOGIN_ACTIVITY_ID);
    expect(first).toMatchObject({ status: 200, body: { basePointsAwarded: 20, memberBonusPointsAwarded: 10 } });
    const second = await submit(DAILY_LOGIN_ACTIVITY_ID);
    expect(second).toMatchObject({ status: 200, body: { basePointsAwarded: 0, memberBonusPointsAwarded: 0, Error: { Code: 'error.dailyActivity' } } });
    expect(await balance()).toBe(SEED_BALANCE + 30);
  });

  it('x-time-travel moves "today": the next day logs in again; the day is US Eastern', async () => {
    await submit(DAILY_LOGIN_ACTIVITY_ID);
    // 03:00 UTC on the 16th is still the 15th in New York.
    expect(body(await submit(DAILY_LOGIN_ACTIVITY_ID, { 'x-time-travel': '2027-01-16T03:00:00Z' })).Error).toMatchObject({ Code: 'error.dailyActivity' });
    const nextDay = await submit(DAILY_LOGIN_ACTIVITY_ID, { 'x-time-travel': '2027-01-16' });
    expect(nextDay).toMatchObject({ status: 200, body: { basePointsAwarded: 20 } });
    expect(body(nextDay).Error).toBeUndefined();
    const latest = body(await get(`${B}/transaction/memberPoints?${txQuery('&size=1')}`, { 'x-time-travel': '2027-01-16' })).transactions[0];
    expect(latest.transactionDate.slice(0, 10)).toBe('2027-01-16');
  });

  it('a login at 22:00 in New York (03:00 UTC the next day) counts for the New York day', async () => {
    expect(body(await submit(DAILY_LOGIN_ACTIVITY_ID, { 'x-time-travel': '2027-01-16T03:00:00Z' })).basePointsAwarded).toBe(20);
    expect(body(await submit(DAILY_LOGIN_ACTIVITY_ID)).Error).toMatchObject({ Code: 'error.dailyActivity' });
    expect(body(await submit(DAILY_LOGIN_ACTIVITY_ID, { 'x-time-travel': '2027-01-16' })).basePointsAwarded).toBe(20);
  });

  it('an award that would pass the daily limit answers 429 and awards nothing', async () => {
    expect((await submit(PROGRAM_ACTIVATION_ACTIVITY_ID)).status).toBe(200); // 1500
    expect((await submit(FITNESS_ACTIVITY)).status).toBe(200); // 375, 125 left
    const limited = await submit(LESSON_4_ACTIVITY); // 300 > 125
    expect(limited).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS', code: REWARDS_ERRORS.dailyPointsLimit, userDailyPointsLeft: 125 } });
    expect(await balance()).toBe(SEED_BALANCE + 1875);
    expect(body(await post(`${B}/activity/limit/${USER}`, { activityList: [{ activityIdentifier: LESSON_4_ACTIVITY }] }))).toMatchObject({
      userDailyPointsLeft: 125,
      activityList: [{ limitHit: false }],
    });
    expect((await submit(DAILY_LOGIN_ACTIVITY_ID)).status).toBe(200); // 30 fits
    expect((await submit(LESSON_4_ACTIVITY, { 'x-time-travel': '2027-01-16' })).status).toBe(200);
  });

  it.each([
    ['inactive', INACTIVE_ACTIVITY, REWARDS_ERRORS.invalidActivityId],
    ['ended', ENDED_ACTIVITY, REWARDS_ERRORS.invalidActivityDate],
    ['not started', FUTURE_ACTIVITY, REWARDS_ERRORS.invalidActivityDate],
  ])('an %s activity is refused (422, %s)', async (_name, id, code) => {
    expect(await submit(id)).toMatchObject({ status: 422, body: { code } });
    expect(await balance()).toBe(SEED_BALANCE);
  });

  it('an unknown activity is a 404; a body that is not an object is a 400', async () => {
    expect(await submit('00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404 });
    expect(await post(`${B}/activity/usergroup/member/user/${USER}/${DAILY_LOGIN_ACTIVITY_ID}`, [1, 2])).toMatchObject({
      status: 400,
      body: { error: 'BAD_REQUEST' },
    });
  });

  it('POST activity (7.3) records the programme activation for the user in the body', async () => {
    const answer = await post(
      `${B}/activity`,
      { userIdentifier: USER, activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID },
      { 'x-loyalty-backend': 'LoyaltyPlus' },
    );
    expect(answer).toMatchObject({ status: 200, body: { userIdentifier: USER, activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID, pointsAwarded: 1500 } });
    expect(await post(`${B}/activity`, { userIdentifier: USER })).toMatchObject({ status: 400 });
    expect(
      await post(
        `${B}/activity`,
        { userIdentifier: 'fed-member-not-auto-renew', activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID },
        {},
        'member-not-auto-renew',
      ),
    ).toMatchObject({
      status: 403,
      body: { message: NOT_A_PARTICIPANT },
    });
  });
});

describe('balance, transactions and expiring points (3.8)', () => {
  it('GET pointsbalance answers currentBalance', async () => {
    expect(await get(`${B}/pointsbalance/${USER}`)).toMatchObject({
      status: 200,
      body: { userIdentifier: USER, currentBalance: SEED_BALANCE, asOf: expect.any(String) },
    });
  });

  it('GET transaction/{brand}Points pages the history, newest first, pages from 0', async () => {
    const total = seedLedgers[PERSONA]!.transactions.length;
    const first = body(await get(`${B}/transaction/memberPoints?${txQuery('&size=5&page=0')}`));
    expect(first).toMatchObject({ page: 0, size: 5, totalElements: total, totalPages: Math.ceil(total / 5), activityType: 'all', order: 'DESC' });
    expect(first.transactions).toHaveLength(5);
    for (const t of first.transactions) {
      expect(t).toMatchObject({
        transactionIdentifier: expect.any(String),
        transactionDate: expect.any(String),
        activityType: expect.stringMatching(/^(earn|redemption|expiry)$/),
        description: expect.any(String),
        points: expect.any(Number),
      });
    }
    const dates = first.transactions.map((t: { transactionDate: string }) => t.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = body(await get(`${B}/transaction/memberPoints?${txQuery(`&size=5&page=${first.totalPages - 1}`)}`));
    expect(last.transactions).toHaveLength(total - 5 * (first.totalPages - 1));
    const ascending = body(await get(`${B}/transaction/memberPoints?${txQuery('&size=1&order=ASC')}`));
    expect(ascending.transactions[0].transactionIdentifier).toBe('TX-000001');
  });

  it('PURCHASES read transaction/purchasePoints with activityType=redemption; EXPIRY reads expiry transactions', async () => {
    const purchases = body(await get(`${B}/transaction/purchasePoints?${txQuery('&activityType=redemption&size=10&page=0')}`));
    expect(purchases.transactions.length).toBe(4);
    expect(
      purchases.transactions.every(
        (t: { activityType: string; points: number; goodsIdentifier: string }) => t.activityType === 'redemption' && t.points < 0 && t.goodsIdentifier,
      ),
    ).toBe(true);
    const expiry = body(await get(`${B}/transaction/memberPoints?${txQuery('&activityType=EXPIRY&size=10&page=0&order=DESC')}`));
    expect(expiry.transactions).toEqual([expect.objectContaining({ activityType: 'expiry', points: -325, expirationDate: '2026-10-31' })]);
    const earned = body(await get(`${B}/transaction/memberPoints?${txQuery('&activityType=earn&size=100')}`));
    expect(earned.transactions.every((t: { points: number }) => t.points > 0)).toBe(true);
  });

  it.each([
    ['an unknown activityType', `transaction/memberPoints?${txQuery('&activityType=bogus')}`],
    ['size 0', `transaction/memberPoints?${txQuery('&size=0')}`],
    ['size 500', `transaction/memberPoints?${txQuery('&size=500')}`],
    ['page -1', `transaction/memberPoints?${txQuery('&page=-1')}`],
    ['order sideways', `transaction/memberPoints?${txQuery('&order=SIDEWAYS')}`],
    ['purchasePoints for earnings', `transaction/purchasePoints?${txQuery('&activityType=earn')}`],
    ['no userPrimaryIdentifier', 'transaction/memberPoints?size=5'],
  ])('%s is a 400', async (_name, path) => {
    expect(await get(`${B}/${path}`)).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });

  it('GET {brand}/expiration/user answers the points expiring within 6 months by default, or ?months', async () => {
    expect(await get(`${B}/member/expiration/user/${USER}`)).toMatchObject({
      status: 200,
      body: {
        months: 6,
        fromDate: DAY,
        toDate: '2027-07-15',
        totalExpiringPoints: 3270,
        expiringPoints: [
          { expirationDate: '2027-01-31', points: 440 },
          { expirationDate: '2027-02-28', points: 1000 },
          { expirationDate: '2027-03-31', points: 1050 },
          { expirationDate: '2027-05-31', points: 780 },
        ],
      },
    });
    expect(body(await get(`${B}/member/expiration/user/${USER}?months=1`)).totalExpiringPoints).toBe(440);
    expect(body(await get(`${B}/member/expiration/user/${USER}?months=12`)).totalExpiringPoints).toBe(SEED_BALANCE);
    expect((await get(`${B}/member/expiration/user/${USER}?months=0`)).status).toBe(400);
    expect((await get(`${B}/member/expiration/user/${USER}?months=six`)).status).toBe(400);
  });

  it('time travel past an expiration date lapses those points with an expiry transaction', async () => {
    expect(await balance({ 'x-time-travel': '2027-02-01' })).toBe(SEED_BALANCE - 440);
    const expiry = body(await get(`${B}/transaction/memberPoints?${txQuery('&activityType=expiry&size=10')}`, { 'x-time-travel': '2027-02-01' }));
    expect(expiry.transactions[0]).toMatchObject({ activityType: 'expiry', points: -440, expirationDate: '2027-01-31' });
  });
});

describe('goods and redemption (3.11, 3.12, 3.13)', () => {
  const order = (goodsIdentifier: string, extra: Record<string, unknown> = {}) => {
    const goods = goodsCatalogue.find((g) => g.primaryIdentifier === goodsIdentifier);
    return {
      goodsIdentifier,
      goodsTypeId: goods?.goodsTypeId ?? 1159782000000011,
      quantity: 1,
      orderAttr: goods?.customAttributes.orderAttr ?? '',
      catalog_identifier: 'points',
      ...extra,
    };
  };
  const redeem = (payload: unknown, extra: Record<string, string> = {}) => post(`${B}/member/redemption/${USER}`, payload, extra);

  it('GET goods/{goodsId}/detail answers the goods (3.11 fields) with current inventory; 404 unknown', async () => {
    expect(await get(`${B}/goods/GDS-1005/detail`)).toMatchObject({
      status: 200,
      body: {
        primaryIdentifier: 'GDS-1005',
        goodsTypeId: 1159782000000011,
        pointValue: 2500,
        inventory: 40,
        customAttributes: { isForPurchase: true, orderAttr: 'shippingAddress' },
      },
    });
    expect((await get(`${B}/goods/GDS-0000/detail`)).status).toBe(404);
  });

  it('POST goods/goodsinventoryndate answers inventory and dates per goods', async () => {
    const answer = await post(`${B}/goods/goodsinventoryndate`, { goodsIdentifiers: ['GDS-1005', 'GDS-1006', 'GDS-0000'] });
    expect(answer.body).toEqual({
      goods: [
        { goodsIdentifier: 'GDS-1005', inventory: 40, available: true, startDate: expect.any(String), endDate: expect.any(String) },
        { goodsIdentifier: 'GDS-1006', inventory: 0, available: false, startDate: expect.any(String), endDate: expect.any(String) },
      ],
    });
    expect((await post(`${B}/goods/goodsinventoryndate`, ['GDS-1005'])).status).toBe(400);
  });

  it('GET daily/instantwin answers today\u2019s games', async () => {
    expect(await get(`${B}/daily/instantwin`)).toMatchObject({
      status: 200,
      body: { date: DAY, games: [{ goodsIdentifier: 'GDS-1003', playsLeft: 1, playedToday: false }] },
    });
  });

  it('a redemption takes the points (soonest-expiring first), lowers stock and adds a PURCHASES transaction', async () => {
    const answer = await redeem(order('GDS-1005', { orderAttr: { shippingAddress: '100 Example Avenue NW' }, registeredDate: '2027-01-15' }));
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 'SUCCESS',
        orderIdentifier: expect.any(String),
        goodsIdentifier: 'GDS-1005',
        goodsTypeId: 1159782000000011,
        quantity: 1,
        pointsRedeemed: 2500,
        currentBalance: SEED_BALANCE - 2500,
        catalog_identifier: 'points',
        registeredDate: '2027-01-15',
      },
    });
    expect(await balance()).toBe(SEED_BALANCE - 2500);
    const purchases = body(await get(`${B}/transaction/purchasePoints?${txQuery('&activityType=redemption&size=10&page=0')}`));
    expect(purchases.totalElements).toBe(5);
    expect(purchases.transactions[0]).toMatchObject({ activityType: 'redemption', goodsIdentifier: 'GDS-1005', points: -2500, quantity: 1 });
    expect(body(await get(`${B}/goods/GDS-1005/detail`)).inventory).toBe(39);
    expect(body(await get(`${B}/member/expiration/user/${USER}`)).totalExpiringPoints).toBe(3270 - 2500);
  });

  it('quantity defaults to 1 and multiplies the points', async () => {
    const { quantity: _q, ...noQuantity } = order('GDS-1002');
    expect(body(await redeem(noQuantity)).pointsRedeemed).toBe(25);
    expect(body(await redeem(order('GDS-1002', { quantity: 3 }))).pointsRedeemed).toBe(75);
  });

  it.each([
    ['an array', [order('GDS-1005')]],
    ['no goodsIdentifier', order('', { goodsIdentifier: undefined })],
    ['goodsTypeId not a number', order('GDS-1005', { goodsTypeId: 'physical' })],
    ['quantity 0', order('GDS-1005', { quantity: 0 })],
    ['quantity 1.5', order('GDS-1005', { quantity: 1.5 })],
    ['catalog_identifier cash', order('GDS-1005', { catalog_identifier: 'cash' })],
    ['orderAttr a number', order('GDS-1005', { orderAttr: 7 })],
    ['registeredDate not a date', order('GDS-1005', { registeredDate: 'soon' })],
    ['a goodsTypeId of other goods', order('GDS-1005', { goodsTypeId: 1159772000000007 })],
  ])('a redemption with %s is a 400', async (_name, payload) => {
    expect(await redeem(payload)).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await balance()).toBe(SEED_BALANCE);
  });

  it.each([
    ['too few points', 'GDS-1011', 422, REWARDS_ERRORS.insufficientBalance],
    ['out of stock', 'GDS-1006', 422, REWARDS_ERRORS.outOfStock],
    ['a gift-card provider (5.6)', 'GDS-1010', 422, REWARDS_ERRORS.providerOnly],
    ['an experience (5.6)', 'GDS-1012', 422, REWARDS_ERRORS.providerOnly],
    ['unknown goods', 'GDS-0000', 404, REWARDS_ERRORS.goodsNotFound],
  ])('a redemption of %s fails (%s, %s)', async (_name, goodsIdentifier, status, code) => {
    expect(await redeem(order(goodsIdentifier))).toMatchObject({ status, body: { code } });
    expect(await balance()).toBe(SEED_BALANCE);
  });

  it('insufficient points answer the message error.business.InsufficientBalance (8.2)', async () => {
    expect(body(await redeem(order('GDS-1011'))).message).toBe('error.business.InsufficientBalance');
  });

  it('the daily instant win can be played once a day', async () => {
    expect((await redeem(order('GDS-1003'))).status).toBe(200);
    expect(await redeem(order('GDS-1003'))).toMatchObject({ status: 422, body: { code: REWARDS_ERRORS.redemptionLimit } });
    expect(body(await get(`${B}/daily/instantwin`)).games[0]).toMatchObject({ playsLeft: 0, playedToday: true });
    expect((await redeem(order('GDS-1003'), { 'x-time-travel': '2027-01-16' })).status).toBe(200);
  });

  it("daily/instantwin's lastResult is today's play: null before, then what the redemption said", async () => {
    expect(body(await get(`${B}/daily/instantwin`)).games[0].lastResult).toBeNull();
    for (const day of ['2027-01-15', '2027-01-16', '2027-01-17', '2027-01-18']) {
      const played = body(await redeem(order('GDS-1003'), { 'x-time-travel': day }));
      const game = body(await get(`${B}/daily/instantwin`, { 'x-time-travel': day })).games[0];
      expect(game.lastResult, day).toBe(played.instantWin.won ? 'won' : 'not-won');
      expect(played.instantWin.won).toBe(instantWinOn(PERSONA, day));
    }
  });

  it('an e-card order is sent once, to a valid address; other orders and bad bodies are refused', async () => {
    const redeemed = body(await redeem(order('GDS-1004')));
    const card = { orderIdentifier: redeemed.orderIdentifier, recipientName: 'Sam', recipientEmail: 'sam@example.org', message: 'Happy birthday!' };
    expect(await post('/applications/rewards-egreeting/send', card)).toMatchObject({
      status: 200,
      body: { status: 'SENT', orderIdentifier: redeemed.orderIdentifier, recipientEmail: 'sam@example.org' },
    });
    expect((await post('/applications/rewards-egreeting/send', card)).status).toBe(409);
    const mug = body(await redeem(order('GDS-1009')));
    expect((await post('/applications/rewards-egreeting/send', { ...card, orderIdentifier: mug.orderIdentifier })).status).toBe(404);
    for (const bad of [{ ...card, recipientEmail: 'sam' }, { ...card, recipientName: ' ' }, { ...card, message: 'x'.repeat(501) }, 'card']) {
      expect((await post('/applications/rewards-egreeting/send', bad)).status).toBe(400);
    }
    expect((await call(emulator, 'POST', '/applications/rewards-egreeting/send', { body: card })).status).toBe(401);
  });

  it('check-redeem answers redeemable and reason per item', async () => {
    const answer = await post(`${B}/member/redemption/check/${USER}`, [
      { goodsIdentifier: 'GDS-1005' },
      { goodsIdentifier: 'GDS-1011' },
      { goodsIdentifier: 'GDS-1006' },
      { goodsIdentifier: 'GDS-0000' },
    ]);
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body).toEqual([
      { goodsIdentifier: 'GDS-1005', redeemable: true, reason: null },
      { goodsIdentifier: 'GDS-1011', redeemable: false, reason: REWARDS_ERRORS.insufficientBalance },
      { goodsIdentifier: 'GDS-1006', redeemable: false, reason: REWARDS_ERRORS.outOfStock },
      { goodsIdentifier: 'GDS-0000', redeemable: false, reason: REWARDS_ERRORS.goodsNotFound },
    ]);
  });

  it(`check-redeem takes at most ${CHECK_REDEEM_BATCH_LIMIT} items: 11 is a 400, 10 is fine`, async () => {
    const items = (n: number) => goodsCatalogue.slice(0, n).map((g) => ({ goodsIdentifier: g.primaryIdentifier }));
    expect(await post(`${B}/member/redemption/check/${USER}`, items(11))).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    const ten = await post(`${B}/member/redemption/check/${USER}`, items(10));
    expect(ten.status).toBe(200);
    expect(ten.body).toHaveLength(10);
    expect((await post(`${B}/member/redemption/check/${USER}`, { goodsIdentifier: 'GDS-1005' })).status).toBe(400);
    expect((await post(`${B}/member/redemption/check/${USER}`, [{ goods: 'GDS-1005' }])).status).toBe(400);
  });

  it('totalEntries answers the user\u2019s entries for the goods the segment starts with', async () => {
    expect(await get(`${B}/member/redemption/${USER}/totalEntries/GDS-1002`)).toMatchObject({
      status: 200,
      body: { goodsIdentifier: 'GDS-1002', totalEntries: 4 },
    });
    expect(body(await get(`${B}/member/redemption/${USER}/totalEntries/GDS-1002-2027-06`)).totalEntries).toBe(4);
    expect((await get(`${B}/member/redemption/${USER}/totalEntries/nothing`)).status).toBe(404);
  });
});

describe('secret words (3.16)', () => {
  const word = (secretWord: unknown, extra: Record<string, string> = {}) => post(`${B}/secretword`, { userIdentifier: USER, secretWord }, extra);

  it('a correct word (any case, trimmed) awards its points once', async () => {
    const answer = await word(' lantern ');
    expect(answer).toMatchObject({
      status: 200,
      body: { secretWord: 'LANTERN', basePointsAwarded: 150, memberBonusPointsAwarded: 75, pointsAwarded: 225, currentBalance: SEED_BALANCE + 225 },
    });
    expect(await word('LANTERN')).toMatchObject({ status: 422, body: { code: REWARDS_ERRORS.secretWordUsed } });
    expect(await balance()).toBe(SEED_BALANCE + 225);
  });

  it.each([
    ['already used in the seed', 'HARVEST', DAY, REWARDS_ERRORS.secretWordUsed],
    ['wrong', 'PINEAPPLE', DAY, REWARDS_ERRORS.secretWordInvalid],
    ['lapsed', 'SUNFLOWER', DAY, REWARDS_ERRORS.secretWordExpired],
    ['not live yet', 'SNOWFALL', '2026-12-15', REWARDS_ERRORS.secretWordInvalid],
  ])('a word %s is refused', async (_name, secret, day, code) => {
    expect(await word(secret, { 'x-time-travel': day })).toMatchObject({ status: 422, body: { code } });
  });

  it('a wrong body is a 400; another user in the body a 403', async () => {
    expect((await post(`${B}/secretword`, { secretWord: 'LANTERN' })).status).toBe(400);
    expect((await post(`${B}/secretword`, { userIdentifier: USER, secretWord: 7 })).status).toBe(400);
    expect((await post(`${B}/secretword`, { userIdentifier: 'fed-expiring-member', secretWord: 'LANTERN' })).status).toBe(403);
  });
});

describe('lessons (3.10)', () => {
  it('GET {brand}/lessons answers the lessons; one lesson by id', async () => {
    const answer = body(await get(`${B}/member/lessons`));
    expect(answer.totalLessons).toBe(4);
    expect(answer.lessons[0]).toMatchObject({ primaryIdentifier: 'LSN-101', title: expect.any(String), endDate: expect.any(String) });
    expect(await get(`${B}/member/lessons/LSN-102`)).toMatchObject({ status: 200, body: { primaryIdentifier: 'LSN-102' } });
    expect((await get(`${B}/member/lessons/LSN-999`)).status).toBe(404);
  });

  it('lessons/status answers lessonProgress; finishing the lesson activity completes it', async () => {
    const before = body(await get(`${B}/member/lessons/status/${USER}`)).lessonProgress;
    expect(before).toHaveLength(4);
    expect(before.map((p: { completed: boolean }) => p.completed)).toEqual([true, true, true, false]);
    expect(before[0]).toMatchObject({ primaryIdentifier: 'LSN-101', completed: true, endDate: expect.any(String) });
    await submit(LESSON_4_ACTIVITY);
    expect(await get(`${B}/member/status/${USER}?lessonIdentifier=LSN-104`)).toMatchObject({
      status: 200,
      body: { lessonIdentifier: 'LSN-104', completed: true },
    });
    expect((await get(`${B}/member/status/${USER}`)).status).toBe(400);
  });
});

describe('local offers (3.14, 3.15)', () => {
  const search = { sortBy: 'DISTANCE', searchRadius: 100, redemptionTypes: ['MOBILE', 'PRINT'], uuid: USER, limitPerPage: 100, keywordSearch: '' };
  const offer = (offerId: string, extra: Record<string, unknown> = {}) => {
    const o = localOffers.find((x) => x.offerId === offerId)!;
    return {
      redemptionType: 'MOBILE',
      userPrimaryIdentifier: USER,
      merchantId: o.merchantId,
      logoPath: o.logoPath,
      merchantName: o.merchantName,
      merchantAddress: o.merchantAddress,
      offerTextShort: o.offerTextShort,
      ...extra,
    };
  };

  it('POST offers searches within the radius, nearest first, with the user\u2019s saved and redeemed marks', async () => {
    const answer = await post(`${B}/offers?zip=20001`, search);
    expect(answer.status).toBe(200);
    const found = body(answer);
    expect(found.totalResults).toBe(localOffers.filter((o) => o.distance <= 100).length);
    const distances = found.offers.map((o: { distance: number }) => o.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(found.offers[0]).toMatchObject({
      offerId: expect.any(String),
      merchantId: expect.any(String),
      merchantName: expect.any(String),
      merchantAddress: expect.any(String),
      logoPath: expect.any(String),
      offerTextShort: expect.any(String),
      category: { id: expect.any(Number), groupName: expect.any(String) },
      redemptionTypes: expect.any(Array),
    });
    const byId = Object.fromEntries(found.offers.map((o: { offerId: string }) => [o.offerId, o]));
    expect(byId['LO-5003']).toMatchObject({ saved: true, redeemed: false });
    expect(byId['LO-5001']).toMatchObject({ redeemed: true });
  });

  // An address without a position has no geography: each offer's fixture distance counts (from
  // Arlington for the offers around Washington, from downtown Phoenix for Phoenix's), so both mix.
  it.each([
    ['keyword museum', { keywordSearch: 'museum' }, ['LO-5010']],
    ['category 104', { category: { id: 104, groupName: 'Health and fitness' } }, ['LO-5008', 'LO-5102', 'LO-5009']],
    ['print only within 5 miles', { redemptionTypes: ['PRINT'], searchRadius: 5 }, ['LO-5101', 'LO-5001', 'LO-5003', 'LO-5004']],
    ['limitPerPage 2', { limitPerPage: 2 }, ['LO-5101', 'LO-5001']],
    ['the whole radius', { searchRadius: 200, keywordSearch: 'railway' }, ['LO-5011']],
  ])('POST offers filters by %s', async (_name, change, ids) => {
    const found = body(await post(`${B}/offers?zip=20001`, { ...search, ...change }));
    expect(found.offers.map((o: { offerId: string }) => o.offerId)).toEqual(ids);
  });

  describe('a search from a position (lat and lng): distances measured from it', () => {
    const at = (name: string) => {
      const place = places.find((p) => p.name === name)!;
      return `lat=${place.geometry.lat}&lng=${place.geometry.lng}`;
    };
    const found = async (query: string, change: Record<string, unknown> = {}) =>
      body<{ totalResults: number; offers: Array<{ offerId: string; distance: number }> }>(await post(`${B}/offers?${query}`, { ...search, ...change }));
    const PHOENIX_IDS = ['LO-5101', 'LO-5105', 'LO-5103', 'LO-5104', 'LO-5102', 'LO-5106'];

    it('Phoenix finds only the offers around Phoenix, nearest first, each distance measured from the place', async () => {
      const answer = await found(at('Phoenix'));
      expect(answer.offers.map((o) => o.offerId)).toEqual(PHOENIX_IDS);
      expect(answer.totalResults).toBe(6);
      expect(answer.offers.map((o) => o.distance)).toEqual([0.2, 7.5, 7.8, 7.9, 9.2, 14]);
      const phoenix = places.find((p) => p.name === 'Phoenix')!.geometry;
      for (const offer of answer.offers) {
        const fixture = localOffers.find((o) => o.offerId === offer.offerId)!;
        expect(offer.distance).toBe(milesBetween(phoenix, fixture));
      }
    });

    it('Arlington finds the offers around Washington within 100 miles and none of Phoenix’s', async () => {
      const answer = await found(at('Arlington'));
      const ids = answer.offers.map((o) => o.offerId);
      expect(ids.filter((id) => id.startsWith('LO-51'))).toEqual([]);
      expect([...ids].sort()).toEqual(localOffers.filter((o) => o.offerId.startsWith('LO-50')).map((o) => o.offerId));
      expect(ids.slice(0, 3)).toEqual(['LO-5001', 'LO-5004', 'LO-5003']);
      const distances = answer.offers.map((o) => o.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(Math.max(...distances)).toBeLessThanOrEqual(100);
    });

    it.each([
      ['Phoenix', 5, ['LO-5101']],
      ['Phoenix', 7.8, ['LO-5101', 'LO-5105', 'LO-5103']],
      ['Phoenix', 8, ['LO-5101', 'LO-5105', 'LO-5103', 'LO-5104']],
      ['Arlington', 4, ['LO-5001', 'LO-5004', 'LO-5003']],
      ['Arlington', 35, ['LO-5001', 'LO-5004', 'LO-5003', 'LO-5002', 'LO-5008', 'LO-5007', 'LO-5005', 'LO-5006', 'LO-5009', 'LO-5010']],
    ])('from %s, searchRadius %s: only the offers that near, nearest first', async (name, radius, ids) => {
      const answer = await found(at(name), { searchRadius: radius });
      expect(answer.offers.map((o) => o.offerId)).toEqual(ids);
      for (const offer of answer.offers) expect(offer.distance).toBeLessThanOrEqual(radius);
    });

    it('a radius wider than the country finds every offer, Washington’s first from Arlington', async () => {
      const answer = await found(at('Arlington'), { searchRadius: 2500 });
      expect(answer.totalResults).toBe(localOffers.length);
      expect(answer.offers.slice(-6).map((o) => o.offerId.slice(0, 5))).toEqual(Array(6).fill('LO-51'));
    });

    it('a keyword finds the nearby merchant only: bowling is Saguaro Lanes from Phoenix, Lakeside Bowling Lanes from Arlington', async () => {
      expect((await found(at('Phoenix'), { keywordSearch: 'bowling' })).offers.map((o) => o.offerId)).toEqual(['LO-5103']);
      expect((await found(at('Arlington'), { keywordSearch: 'bowling' })).offers.map((o) => o.offerId)).toEqual(['LO-5005']);
    });

    it.each([
      ['Phoenix', 'LO-51'],
      ['Scottsdale', 'LO-51'],
      ['Mesa', 'LO-51'],
      ['Tempe', 'LO-51'],
      ['85004', 'LO-51'],
      ['Arlington', 'LO-50'],
      ['Clarendon', 'LO-50'],
      ['22201', 'LO-50'],
      ['Alexandria', 'LO-50'],
      ['Washington', 'LO-50'],
    ])('the places fixture lines up: from %s every offer found is %sxx', async (name, prefix) => {
      const answer = await found(at(name));
      expect(answer.totalResults).toBeGreaterThan(0);
      for (const offer of answer.offers) expect(offer.offerId.startsWith(prefix)).toBe(true);
    });

    it('a position outside the service area (Anchorage: over 500 miles from every offer) is refused with a code; one inside it is not', async () => {
      expect(await post(`${B}/offers?${at('Anchorage')}`, search)).toMatchObject({ status: 422, body: { code: 'error.location.unknown' } });
      const nearest = Math.min(...localOffers.map((offer) => milesBetween(places.find((p) => p.name === 'Anchorage')!.geometry, offer)));
      expect(nearest).toBeGreaterThan(SERVICE_AREA_MILES);
      // Inside the area, a search that matches nothing is an empty answer, not a refusal.
      expect(await found(at('Phoenix'), { keywordSearch: 'no-such-merchant' })).toMatchObject({ totalResults: 0, offers: [] });
    });

    it('an address alone (no lat and lng) still answers, with the fixtures’ distances', async () => {
      const answer = await found('zip=85004');
      expect(answer.totalResults).toBe(localOffers.filter((o) => o.distance <= 100).length);
      expect(answer.offers[0]).toMatchObject({ offerId: 'LO-5101', distance: 0.2 });
      const byId = Object.fromEntries(answer.offers.map((o) => [o.offerId, o.distance]));
      for (const offer of localOffers.filter((o) => o.distance <= 100)) expect(byId[offer.offerId]).toBe(offer.distance);
    });

    it.each([
      ['lat without lng', 'lat=33.45'],
      ['lng without lat', 'zip=85004&lng=-112.07'],
      ['lat not a number', 'lat=north&lng=-112.07'],
      ['lat out of range', 'lat=91&lng=-112.07'],
      ['lng out of range', 'lat=33.45&lng=181'],
    ])('a position with %s is a 400', async (_name, query) => {
      expect(await post(`${B}/offers?${query}`, search)).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    });

    it('milesBetween: haversine miles to 0.1', () => {
      expect(milesBetween({ lat: 38.8816, lng: -77.091 }, { lat: 38.8816, lng: -77.091 })).toBe(0);
      expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBe(69.1);
      expect(milesBetween({ lat: 38.8816, lng: -77.091 }, { lat: 33.4484, lng: -112.074 })).toBeCloseTo(1974, -1);
    });
  });

  it.each([
    ['no address in the query', '', search],
    ['no body', '?zip=20001', undefined],
    ['searchRadius a string', '?zip=20001', { ...search, searchRadius: '100' }],
    ['an unknown redemption type', '?zip=20001', { ...search, redemptionTypes: ['EMAIL'] }],
    ['limitPerPage 0', '?zip=20001', { ...search, limitPerPage: 0 }],
    ['no uuid', '?zip=20001', { ...search, uuid: undefined }],
    ['a category without id', '?zip=20001', { ...search, category: { groupName: 'Dining' } }],
  ])('POST offers with %s is a 400', async (_name, query, payload) => {
    expect(await post(`${B}/offers${query}`, payload)).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });

  it('GET categories answers the groups with counts', async () => {
    const { categories } = body(await get(`${B}/categories?zip=20001`));
    expect(categories).toHaveLength(5);
    expect(categories[0]).toEqual({ id: 101, groupName: 'Dining', offerCount: 4 });
  });

  it('save, redeem, list and delete offers', async () => {
    expect(await get(`${B}/eredeem/LO-5003?userIdentifier=${USER}`)).toMatchObject({ status: 200, body: { offerId: 'LO-5003', saved: true, redeemed: false } });
    expect(await post(`${B}/eredeem/LO-5002?save=true`, offer('LO-5002'))).toMatchObject({
      status: 200,
      body: { offerId: 'LO-5002', saved: true, savedDate: expect.stringMatching(/^2027-01-15/) },
    });
    const saved = body(await get(`${B}/eredeem/redeemedandsavedoffers?userIdentifier=${USER}&responseType=saved`));
    expect(saved.offers.map((o: { offerId: string }) => o.offerId)).toEqual(['LO-5002', 'LO-5003']);
    const redeemed = await post(`${B}/eredeem/LO-5002`, offer('LO-5002'));
    expect(redeemed).toMatchObject({
      status: 200,
      body: { offerId: 'LO-5002', redeemed: true, redemptionType: 'MOBILE', redemptionCode: expect.any(String), alreadyRedeemed: false },
    });
    expect(body(await post(`${B}/eredeem/LO-5002`, offer('LO-5002')))).toMatchObject({ alreadyRedeemed: true, redemptionCode: body(redeemed).redemptionCode });
    const list = body(await get(`${B}/eredeem/redeemedandsavedoffers?userIdentifier=${USER}&responseType=redeemed`));
    expect(list.offers.map((o: { offerId: string }) => o.offerId)).toEqual(['LO-5002', 'LO-5001']);
    const deleted = await post(`${B}/eredeem/deletesavedoffer/LO-5003?userIdentifier=${USER}`, {});
    expect(deleted).toMatchObject({ status: 200, raw: 'deleted' });
    expect(await post(`${B}/eredeem/deletesavedoffer/LO-5003?userIdentifier=${USER}`, {})).toMatchObject({ status: 404, raw: 'offer not saved' });
  });

  it.each([
    ['a redemption type the offer lacks', 'LO-5004', offer('LO-5004', { redemptionType: 'MOBILE' }), 422],
    ['another merchant', 'LO-5002', offer('LO-5002', { merchantId: 'MER-999' }), 400],
    ['no offerTextShort', 'LO-5002', offer('LO-5002', { offerTextShort: undefined }), 400],
    ['redemptionType EMAIL', 'LO-5002', offer('LO-5002', { redemptionType: 'EMAIL' }), 400],
    ['an unknown offer', 'LO-0000', offer('LO-5002'), 404],
    ['another user', 'LO-5002', offer('LO-5002', { userPrimaryIdentifier: 'fed-expiring-member' }), 403],
  ])('redeeming with %s fails', async (_name, offerId, payload, status) => {
    expect((await post(`${B}/eredeem/${offerId}`, payload)).status).toBe(status);
  });

  it('the saved / redeemed list needs responseType redeemed or saved', async () => {
    expect((await get(`${B}/eredeem/redeemedandsavedoffers?userIdentifier=${USER}&responseType=all`)).status).toBe(400);
  });
});

describe('goals and overviews', () => {
  it('activity goal: read the seed, store a new one, create keeps it', async () => {
    expect(await get(`${B}/user/getUserActivityGoal/${USER}`)).toMatchObject({
      status: 200,
      body: { userIdentifier: USER, goal: 3, activityTopics: ['health', 'money'] },
    });
    expect(await post(`${B}/user/storeUserActivityGoal/${USER}?goal=5&activityTopics=health,travel`)).toMatchObject({
      status: 200,
      body: { goal: 5, activityTopics: ['health', 'travel'] },
    });
    expect(await post(`${B}/user/createUserActivityGoal/${USER}`)).toMatchObject({ status: 200, body: { goal: 5 } });
    expect((await post(`${B}/user/storeUserActivityGoal/${USER}?goal=0`)).status).toBe(400);
    expect((await post(`${B}/user/storeUserActivityGoal/${USER}`)).status).toBe(400);
  });

  it('fitness goal: create keeps the seed, store changes it, bad goals are 400', async () => {
    expect(await post(`${B}/user/createFitnessGoal/${USER}`, {})).toMatchObject({ status: 200, body: { goal: 7000 } });
    expect(await post(`${B}/user/storeFitnessGoal/${USER}?goal=8000`, {})).toMatchObject({ status: 200, body: { userIdentifier: USER, goal: 8000 } });
    expect((await post(`${B}/user/storeFitnessGoal/${USER}?goal=lots`)).status).toBe(400);
  });

  it('daily overview answers today\u2019s steps, goal, points and what is left', async () => {
    await submit(DAILY_LOGIN_ACTIVITY_ID);
    expect(await get(`${B}/user/dailyOverview/${USER}`)).toMatchObject({
      status: 200,
      body: {
        userIdentifier: USER,
        date: DAY,
        steps: expect.any(Number),
        stepGoal: 7000,
        goalMet: expect.any(Boolean),
        activitiesCompleted: 1,
        pointsEarned: 30,
        dailyPointsLimit: DAILY_POINTS_LIMIT,
        userDailyPointsLeft: DAILY_POINTS_LIMIT - 30,
        activityGoal: 3,
      },
    });
  });

  it('weekly overview answers the ISO week Monday to Sunday; future days have no steps', async () => {
    const week = body(await get(`${B}/user/weeklyOverview/${USER}?week=2&year=2027`));
    expect(week).toMatchObject({ year: 2027, week: 2, startDate: '2027-01-11', endDate: '2027-01-17', activityGoal: 3 });
    expect(week.days).toHaveLength(7);
    expect(week.days[4]).toMatchObject({ date: DAY, steps: expect.any(Number) });
    expect(week.days[5].steps).toBeNull();
    expect(body(await get(`${B}/user/weeklyOverview/${USER}`)).startDate).toBe('2027-01-11');
    expect((await get(`${B}/user/weeklyOverview/${USER}?week=54&year=2027`)).status).toBe(400);
  });

  it('getInformation and the dashboard (under the base and at the root) answer the user\u2019s summary', async () => {
    expect(await get(`${B}/user/${USER}/getInformation`)).toMatchObject({
      status: 200,
      body: { userIdentifier: USER, firstName: 'Pat', currentBalance: SEED_BALANCE, membershipStatus: 'ACTIVE', enrollmentDate: '2025-09-15' },
    });
    for (const path of [`${B}/dashboard/member/${USER}/information`, `/dashboard/member/${USER}/information`]) {
      expect(await get(path)).toMatchObject({
        status: 200,
        body: {
          currentBalance: SEED_BALANCE,
          pointsEarnedToday: 0,
          expiringPoints: { months: 6, totalExpiringPoints: 3270, nextExpirationDate: '2027-01-31' },
          lessons: { totalLessons: 4, totalLessonsComplete: 3 },
        },
      });
    }
  });
});

describe('other services used by rewards (7.4)', () => {
  it('CoreApi user/rewards/status: 200 for a participant, 204 for anyone else, 401 without a token', async () => {
    expect(await get('/applications/CoreApi/user/rewards/status')).toMatchObject({ status: 200, body: { rewardsStatus: 'ENROLLED', userIdentifier: USER } });
    const outsider = await get('/applications/CoreApi/user/rewards/status', {}, 'member-not-auto-renew');
    expect(outsider.status).toBe(204);
    expect(outsider.body).toBeUndefined();
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/rewards/status')).status).toBe(401);
  });

  it('updateLoyaltyProfile and the e-greeting address answer with a token', async () => {
    expect(await get('/applications/CoreApi/user/updateLoyaltyProfile/emailOptIn')).toMatchObject({
      status: 200,
      body: { status: 'SUCCESS', update: 'emailOptIn' },
    });
    expect(await get('/applications/rewards-egreeting/user/address')).toMatchObject({
      status: 200,
      body: { firstName: 'Pat', address1: expect.any(String), city: expect.any(String), state: 'DC', zip: expect.stringMatching(/^\d{5}$/) },
    });
    expect((await call(emulator, 'GET', '/applications/rewards-egreeting/user/address')).status).toBe(401);
  });

  it('the core user carries the shipping address the e-greeting sender has too', async () => {
    const core = await call(emulator, 'GET', '/applications/CoreApi/user', { headers: { ...headers(), ascp: 'ami' } });
    const sender = body(await get('/applications/rewards-egreeting/user/address'));
    expect(core).toMatchObject({
      status: 200,
      body: { user: { address: { firstName: 'Pat', address1: sender.address1, city: sender.city, state: 'DC', zip: sender.zip } } },
    });
  });

  it('the local-offers support servlet takes the issue fields plus uuid', async () => {
    expect(await post('/bin/servlet/local-offers-support', { uuid: USER, offerId: 'LO-5002', issue: 'The merchant did not accept the offer' })).toMatchObject({
      status: 200,
      body: { status: 'RECEIVED', ticketNumber: expect.stringMatching(/^LOS-\d+$/), uuid: USER },
    });
    expect((await post('/bin/servlet/local-offers-support', { issue: 'no uuid' })).status).toBe(400);
    expect((await call(emulator, 'POST', '/bin/servlet/local-offers-support', { body: { uuid: USER } })).status).toBe(401);
  });
});

describe('reset', () => {
  it('POST /__emulator/reset restores the seed: balance, history, stock, words, goals and offers', async () => {
    await call(emulator, 'POST', `${B}/member/redemption/${USER}`, {
      headers: headers(),
      body: { goodsIdentifier: 'GDS-1005', goodsTypeId: 1159782000000011, quantity: 2, orderAttr: 'shippingAddress', catalog_identifier: 'purchase' },
    });
    await submit(DAILY_LOGIN_ACTIVITY_ID);
    await post(`${B}/secretword`, { userIdentifier: USER, secretWord: 'LANTERN' });
    await post(`${B}/user/storeFitnessGoal/${USER}?goal=9000`);
    await post(`${B}/eredeem/deletesavedoffer/LO-5003?userIdentifier=${USER}`, {});
    expect(await balance()).toBe(SEED_BALANCE - 5000 + 30 + 225);

    expect((await call(emulator, 'POST', '/__emulator/reset')).status).toBe(200);

    expect(await balance()).toBe(SEED_BALANCE);
    expect(body(await get(`${B}/transaction/memberPoints?${txQuery()}`)).totalElements).toBe(seedLedgers[PERSONA]!.transactions.length);
    expect(body(await get(`${B}/goods/GDS-1005/detail`)).inventory).toBe(40);
    expect((await post(`${B}/secretword`, { userIdentifier: USER, secretWord: 'LANTERN' })).status).toBe(200);
    expect(body(await post(`${B}/user/createFitnessGoal/${USER}`, {})).goal).toBe(7000);
    expect(body(await get(`${B}/eredeem/LO-5003?userIdentifier=${USER}`)).saved).toBe(true);
    expect(body(await submit(DAILY_LOGIN_ACTIVITY_ID)).basePointsAwarded).toBe(20);
  });
});
