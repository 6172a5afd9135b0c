/**
 * A deposit or daily login whose connection drops (issue 18: never counted twice), against the
 * emulator in real Chromium. Two different failures look the same to the page:
 * - the request never counted (`drop: 'before'`: the route does not run);
 * - the service counted it and only the answer was lost (`drop: 'after'`).
 * A deposit is never sent again by the page (issue 31: for an activity allowed more than once a
 * period the limit call cannot tell the two apart): the id stays processed, the balance and the
 * limit are read again, and a later visit deposits what did not count. The daily login (once a
 * day, so the limit call can tell) is sent again once when the limit call says it did not count.
 * Each test also proves how many submissions reached the service: after the drop rule come
 * marker rules (`delayMs: 0`, used up by one submission each, changing nothing), and the markers
 * still listed afterwards are the submissions that were not sent. Nothing here measures time.
 */
import { expect } from 'chai';
import type { FaultRule } from '../../emulator/core/faults.ts';
import { readBalanceCookie } from '../../src/stores/identity.ts';
import { setRewardsClient } from '../../src/stores/rewards-client.ts';
import { $rewardsActivities } from '../../src/stores/rewards-activities.ts';
import { runDailyLogin } from '../../src/stores/rewards-daily.ts';
import { deposit, resetProcessed } from '../../src/stores/rewards-deposits.ts';
import { captureConsole, clearCookies } from './helpers.ts';
import { LIMIT_PATH, rewardsEmulator, rewardsLogin, SUBMIT_PATH, type RewardsEmulator } from './rewards-emulator.ts';

const DAILY = 'bdd640fb-0667-4ad1-9c80-317fa3b1799d'; // 20 + 10 member bonus, once a day
const QUIZ = '5be6128e-18c2-4797-a142-ea7d17be3111'; // programme activation, 1000 + 500, once
const NEXT_MIDNIGHT = String(Date.parse('2027-01-16T00:00:00Z'));

const MARKER: FaultRule = { path: SUBMIT_PATH, delayMs: 0, times: 1 };
/** Submissions not sent: the marker rules still listed. */
const markersLeft = async (emulator: RewardsEmulator) =>
  (await emulator.activeFaults()).filter((rule) => rule.path === SUBMIT_PATH && rule.delayMs === 0).length;
const balanceCookie = () => readBalanceCookie(document.cookie, 'member');

let emulator: RewardsEmulator;

before(async () => {
  emulator = await rewardsEmulator();
});

beforeEach(async () => {
  await emulator.reset();
  localStorage.clear();
  sessionStorage.clear();
  rewardsLogin();
  setRewardsClient(document, undefined);
  resetProcessed(document);
});

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('a deposit whose connection drops', () => {
  it('counted, answer lost: not sent again; the balance read again counts it once; the tile is completed from the limit call', async () => {
    document.cookie = 'member_rewards_balance=1; path=/';
    await emulator.addFaults({ path: SUBMIT_PATH, drop: 'after', times: 1 }, MARKER);
    const { result: outcome } = await captureConsole(() => deposit({ activityIdentifier: QUIZ }, document));
    expect(outcome).to.deep.equal({ status: 'error', activityIdentifier: QUIZ, code: 'loyaty-deposit-failed' });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(QUIZ)).to.equal(1);
    expect(balanceCookie()).to.equal(await emulator.balance());
    expect($rewardsActivities.get()[QUIZ]?.limitHit).to.equal(true);
    // The same event again on the page: still processed, nothing sent.
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'repeat', activityIdentifier: QUIZ });
    // A later visit: the limit check stops it.
    resetProcessed(document);
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'limit-hit', activityIdentifier: QUIZ });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(QUIZ)).to.equal(1);
  });

  it('counted, answer lost, and the limit call fails too: not sent again; a later visit finds it counted', async () => {
    await emulator.addFaults({ path: SUBMIT_PATH, drop: 'after', times: 1 }, MARKER);
    // The flow's own limit check answers; the one asked after the drop does not.
    await emulator.addFaults({ path: LIMIT_PATH, delayMs: 0, times: 1 }, { path: LIMIT_PATH, drop: 'before', times: 1 });
    const { result: outcome } = await captureConsole(() => deposit({ activityIdentifier: QUIZ }, document));
    expect(outcome).to.deep.include({ status: 'error', code: 'loyaty-deposit-failed' });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(QUIZ)).to.equal(1);
    resetProcessed(document);
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'limit-hit', activityIdentifier: QUIZ });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(QUIZ)).to.equal(1);
  });

  it('not counted (dropped before the service): not sent again by the page; a later visit deposits it once', async () => {
    document.cookie = 'member_rewards_balance=1; path=/';
    await emulator.addFaults({ path: SUBMIT_PATH, drop: 'before', times: 1 }, MARKER);
    const { result: outcome } = await captureConsole(() => deposit({ activityIdentifier: QUIZ }, document));
    expect(outcome).to.deep.include({ status: 'error', code: 'loyaty-deposit-failed' });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(QUIZ)).to.equal(0);
    expect($rewardsActivities.get()[QUIZ]?.limitHit).to.equal(false);
    resetProcessed(document);
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'deposited', activityIdentifier: QUIZ, points: 1500 });
    expect(await markersLeft(emulator)).to.equal(0);
    expect(await emulator.earned(QUIZ)).to.equal(1);
    expect(balanceCookie()).to.equal(await emulator.balance());
  });
});

describe('a daily login whose connection drops', () => {
  it('counted, answer lost: not sent again; done for the day; the ledger counts one login and the balance follows the service', async () => {
    document.cookie = 'member_rewards_balance=12450; path=/';
    const before = await emulator.earned(DAILY);
    await emulator.addFaults({ path: SUBMIT_PATH, drop: 'after', times: 1 }, MARKER);
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'already-today' });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(DAILY)).to.equal(before + 1);
    expect(localStorage.getItem('firstLoginTS')).to.equal(NEXT_MIDNIGHT);
    expect(balanceCookie()).to.equal(await emulator.balance());
    expect(balanceCookie()).to.equal(12480);
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'not-due' });
    expect(await markersLeft(emulator)).to.equal(1);
  });

  it('not counted (dropped before the service): sent again once, and awarded once', async () => {
    document.cookie = 'member_rewards_balance=12450; path=/';
    const before = await emulator.earned(DAILY);
    await emulator.addFaults({ path: SUBMIT_PATH, drop: 'before', times: 1 }, MARKER, MARKER);
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'awarded', points: 30 });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(DAILY)).to.equal(before + 1);
    expect(balanceCookie()).to.equal(12480);
  });

  it('not counted twice over: the one retry is dropped too, nothing more is sent, and it is still due', async () => {
    const before = await emulator.earned(DAILY);
    await emulator.addFaults({ path: SUBMIT_PATH, drop: 'before', times: 2 }, MARKER);
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'failed', reason: 'XHR failed' });
    expect(await markersLeft(emulator)).to.equal(1);
    expect(await emulator.earned(DAILY)).to.equal(before);
    expect(localStorage.getItem('firstLoginTS')).to.equal(null);
  });
});
