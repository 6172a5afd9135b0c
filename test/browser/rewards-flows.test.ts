/**
 * Rewards flows against the emulator in real Chromium (issue 18): the daily login never counted
 * twice (two windows at once, with Web Locks and with the localStorage lease; a double start in
 * one page; a dropped connection), lesson progress kept for the session and its
 * `lesson-data-error`, and the membership mismatch check (4.8) recorded in the data layer.
 * Nothing here measures time: each test awaits the flow's own promise, then reads the emulator
 * (its ledger, and how many requests it answered: `counter` in rewards-emulator.ts).
 */
import { expect } from 'chai';
import { siteConfig } from '../../src/core/site-config.ts';
import { $identitySources, readCookieSources, startIdentity } from '../../src/stores/identity.ts';
import { loadServiceSources } from '../../src/stores/identity-services.ts';
import { loadBalance } from '../../src/stores/rewards-balance.ts';
import { setRewardsClient } from '../../src/stores/rewards-client.ts';
import { runDailyLogin, type DailyLoginOutcome } from '../../src/stores/rewards-daily.ts';
import { deposit, resetProcessed } from '../../src/stores/rewards-deposits.ts';
import { $lessonSummary, checkMembershipMismatch, LESSON_SUMMARY_KEY, loadLessonSummary } from '../../src/stores/rewards-lessons.ts';
import { startRewards } from '../../src/stores/rewards-start.ts';
import { captureConsole, clearCookies, waitFor } from './helpers.ts';
import {
  closeWindows,
  DAILY_LOGIN_ID,
  eventsOf,
  openSiteWindow,
  REWARDS_PERSONA,
  REWARDS_USER,
  rewardsEmulator,
  rewardsLogin,
  type FaultRule,
  type RewardsEmulator,
} from './rewards-emulator.ts';

const LOYALTY = '/applications/loyalty-catalog/';
const DAILY_SUBMIT = `${LOYALTY}activity/usergroup/member/user/${REWARDS_USER}/${DAILY_LOGIN_ID}`;
const LIMIT = `${LOYALTY}activity/limit/${REWARDS_USER}`;
const LESSON_STATUS = `${LOYALTY}member/lessons/status/${REWARDS_USER}`;
const USER_INFO = '/applications/CoreApi/user/info';
/** Lesson LSN-104's activity (the persona has done LSN-101..103). */
const LESSON_104_ACTIVITY = '6c307511-b2b9-437a-a8df-6ec4ce4a2bbd';
const NEXT_MIDNIGHT = String(Date.parse('2027-01-16T00:00:00Z'));

let emu: RewardsEmulator;

before(async () => {
  emu = await rewardsEmulator();
});

beforeEach(async () => {
  await emu.reset();
  localStorage.clear();
  sessionStorage.clear();
  rewardsLogin();
  setRewardsClient(document, undefined);
  resetProcessed(document);
  $lessonSummary.set(undefined);
});

afterEach(() => {
  closeWindows();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

/** Takes the Web Locks API away from a window: the lock falls back to the localStorage lease. */
function withoutWebLocks(doc: Document): Document {
  Object.defineProperty(doc.defaultView!.navigator, 'locks', { value: undefined, configurable: true });
  return doc;
}

describe('daily login: never counted twice (4.6)', () => {
  for (const [lock, prepare] of [
    ['Web Locks', (doc: Document) => doc],
    ['the localStorage lease (no Web Locks)', withoutWebLocks],
  ] as const) {
    it(`two windows starting at once submit one daily login (${lock})`, async () => {
      const before = await emu.earned(DAILY_LOGIN_ID);
      const submits = await emu.counter('POST', DAILY_SUBMIT);
      const [one, two] = (await Promise.all([openSiteWindow(), openSiteWindow()])).map(prepare);
      const outcomes = await Promise.all([runDailyLogin(one), runDailyLogin(two)]);
      // The second window's turn comes after the first's success: it reads firstLoginTS again.
      expect(outcomes.map((outcome) => outcome.status).sort()).to.deep.equal(['awarded', 'not-due']);
      expect(await submits()).to.equal(1);
      expect(await emu.earned(DAILY_LOGIN_ID)).to.equal(before + 1);
      expect(localStorage.getItem('firstLoginTS')).to.equal(NEXT_MIDNIGHT);
    });
  }

  it('a second run started in the same page while the first is on shares it and submits nothing', async () => {
    const submits = await emu.counter('POST', DAILY_SUBMIT);
    const [first, second] = await Promise.all([runDailyLogin(document), runDailyLogin(document)]);
    expect(first).to.deep.equal({ status: 'awarded', points: 30 });
    expect(second).to.deep.equal(first);
    expect(await submits()).to.equal(1);
  });

  // A dropped connection (the request never reached the service): the limit call decides.
  const dropped: Array<{ name: string; counted: boolean; limit?: FaultRule; outcome: DailyLoginOutcome; resent: number; firstLoginTS: string | null }> = [
    {
      name: 'the limit call says it did not count: sent again, once',
      counted: false,
      outcome: { status: 'awarded', points: 30 },
      resent: 1,
      firstLoginTS: NEXT_MIDNIGHT,
    },
    {
      name: 'the limit call says it counted: not sent again, a success',
      counted: true,
      outcome: { status: 'already-today' },
      resent: 0,
      firstLoginTS: NEXT_MIDNIGHT,
    },
    {
      name: 'the limit call fails too: not sent again, tried on the next page',
      counted: false,
      limit: { path: LIMIT, method: 'POST', status: 500, times: 1 },
      outcome: { status: 'failed', reason: 'XHR failed' },
      resent: 0,
      firstLoginTS: null,
    },
  ];
  for (const row of dropped) {
    it(`a dropped connection: ${row.name}`, async () => {
      // Counted by the service already (the state a lost answer leaves behind).
      if (row.counted) await emu.call(DAILY_SUBMIT.slice(1), {});
      const before = await emu.earned(DAILY_LOGIN_ID);
      await emu.addFaults({ path: DAILY_SUBMIT, method: 'POST', drop: 'before', times: 1 }, ...(row.limit ? [row.limit] : []));
      const resent = await emu.counter('POST', DAILY_SUBMIT);
      const { result } = await captureConsole(() => runDailyLogin(document));
      expect(result).to.deep.equal(row.outcome);
      expect(await emu.activeFaults()).to.not.deep.include({ path: DAILY_SUBMIT, method: 'POST', drop: 'before', times: 1 });
      expect(await resent()).to.equal(row.resent);
      expect(await emu.earned(DAILY_LOGIN_ID)).to.equal(before + row.resent);
      expect(localStorage.getItem('firstLoginTS')).to.equal(row.firstLoginTS);
    });
  }
});

describe('lesson progress (3.10): kept for the session', () => {
  const SUMMARY = {
    lessons: ['LSN-101', 'LSN-102', 'LSN-103', 'LSN-104'],
    totalLessons: 4,
    totalLessonsComplete: 3,
    completeLessons: ['LSN-101', 'LSN-102', 'LSN-103'],
    endDate: '2027-12-31T23:59:59Z',
  };

  beforeEach(() => history.replaceState(null, '', '/rewards/lessons/'));

  it('a second load in the session does not ask the service again; forced, it does', async () => {
    const asked = await emu.counter('GET', LESSON_STATUS);
    expect(await loadLessonSummary(document)).to.deep.equal(SUMMARY);
    expect(await asked()).to.equal(1);
    expect(JSON.parse(sessionStorage.getItem(LESSON_SUMMARY_KEY)!)).to.deep.equal({ user: REWARDS_USER, summary: SUMMARY });
    // LSN-104 done meanwhile: the session's summary still answers, without a call.
    expect(await deposit({ activityIdentifier: LESSON_104_ACTIVITY }, document)).to.deep.include({ status: 'deposited' });
    $lessonSummary.set(undefined);
    expect(await loadLessonSummary(document)).to.deep.equal(SUMMARY);
    expect($lessonSummary.get()).to.deep.equal(SUMMARY);
    expect(await asked()).to.equal(1);
    const fresh = await loadLessonSummary(document, { force: true });
    expect(fresh).to.deep.include({ totalLessonsComplete: 4, completeLessons: ['LSN-101', 'LSN-102', 'LSN-103', 'LSN-104'] });
    expect(await asked()).to.equal(2);
  });

  it("another user's summary in the session is not used", async () => {
    const theirs = { ...SUMMARY, totalLessonsComplete: 0, completeLessons: [] };
    sessionStorage.setItem(LESSON_SUMMARY_KEY, JSON.stringify({ user: 'fed-someone-else', summary: theirs }));
    const asked = await emu.counter('GET', LESSON_STATUS);
    expect(await loadLessonSummary(document)).to.deep.equal(SUMMARY);
    expect(await asked()).to.equal(1);
  });

  it("a rewards page's start loads it; a second page of the session reads it from the session", async () => {
    const asked = await emu.counter('GET', LESSON_STATUS);
    for (const round of [1, 2]) {
      const doc = await openSiteWindow();
      doc.defaultView!.history.replaceState(null, '', '/rewards/lessons/');
      $lessonSummary.set(undefined);
      const stop = startRewards(doc);
      expect(await waitFor(() => $lessonSummary.get(), 8000, `page ${round}'s lesson summary`)).to.deep.equal(SUMMARY);
      // The start's other calls, awaited so that none outlives the test.
      await Promise.all([runDailyLogin(doc), loadBalance(doc), startIdentity(doc.defaultView!).loaded.catch(() => undefined)]);
      stop();
      startIdentity(doc.defaultView!).stop();
      expect(await asked(), `page ${round}`).to.equal(1);
    }
  });

  const failures: Array<[string, FaultRule]> = [
    ['a server error', { path: LESSON_STATUS, status: 500 }],
    ['a dropped connection', { path: LESSON_STATUS, drop: 'before' }],
    ['an answer that is not JSON', { path: LESSON_STATUS, body: 'malformed' }],
    ['an answer of the wrong shape', { path: LESSON_STATUS, body: 'wrong-shape' }],
  ];
  for (const [name, rule] of failures) {
    it(`${name}: 'lesson-data-error', nothing kept, asked again on the next load`, async () => {
      await emu.addFaults({ ...rule, method: 'GET', times: 1 });
      const errors = eventsOf('lesson-data-error');
      const { result, errors: logged } = await captureConsole(() => loadLessonSummary(document));
      expect(result).to.equal(undefined);
      expect(errors).to.have.length(1);
      expect((errors[0] as { reason: unknown }).reason)
        .to.be.a('string')
        .and.not.equal('');
      expect(logged.some((line) => line.startsWith('member-elements: lesson data could not be read:'))).to.equal(true);
      expect(sessionStorage.getItem(LESSON_SUMMARY_KEY)).to.equal(null);
      expect($lessonSummary.get()).to.equal(undefined);
      const asked = await emu.counter('GET', LESSON_STATUS);
      expect(await loadLessonSummary(document)).to.deep.equal(SUMMARY);
      expect(await asked()).to.equal(1);
      expect(errors).to.have.length(1);
    });
  }
});

describe('membership mismatch (4.8): recorded as an analytics error', () => {
  // The emulator's rewards membership for the persona: ACTIVE (code 0), expiring 2027-06-30; its
  // user info says 2027-06-30 too. The page's `at` cookie is changed to differ; without user
  // info (a 500) the cookie's `me` is the date compared.
  const rows: Array<{ name: string; ms: string; me: string; userInfo: boolean; fields: string[] }> = [
    { name: 'status and expiration agree', ms: '0', me: '2027-06-30', userInfo: true, fields: [] },
    { name: 'the cookie says expired (5)', ms: '5', me: '2027-06-30', userInfo: true, fields: ['status'] },
    { name: "the cookie's date is off but user info's agrees", ms: '0', me: '2026-01-01', userInfo: true, fields: [] },
    { name: 'exactly 1 day later', ms: '0', me: '2027-07-01T00:00:00Z', userInfo: false, fields: [] },
    { name: 'exactly 1 day earlier', ms: '0', me: '2027-06-29', userInfo: false, fields: [] },
    { name: '1 day and 1 second later', ms: '0', me: '2027-07-01T00:00:01Z', userInfo: false, fields: ['expiration'] },
    { name: '2 days earlier', ms: '0', me: '2027-06-28', userInfo: false, fields: ['expiration'] },
    { name: 'cancelled (4) and a week later', ms: '4', me: '2027-07-07', userInfo: false, fields: ['status', 'expiration'] },
  ];

  function loginWithMembership(ms: string, me: string): void {
    const at = { ...(REWARDS_PERSONA.cookies.at as Record<string, string>), ms, me };
    rewardsLogin([`at=${encodeURIComponent(JSON.stringify(at))}; path=/`]);
  }

  const analyticsErrors = (doc: Document) =>
    ((doc.defaultView as Window & { adobeDataLayer?: Array<{ event?: string }> }).adobeDataLayer ?? []).filter((entry) => entry.event === 'error');

  for (const row of rows) {
    it(`${row.name}: ${row.fields.length ? row.fields.join(' and ') : 'nothing recorded'}`, async () => {
      loginWithMembership(row.ms, row.me);
      if (!row.userInfo) await emu.addFaults({ path: USER_INFO, status: 500 });
      const { result: loaded } = await captureConsole(() =>
        loadServiceSources(
          readCookieSources(document.cookie, () => localStorage),
          siteConfig(document),
        ),
      );
      expect(loaded.rewardsMembership).to.deep.include({ membershipStatus: 'ACTIVE', membershipExpiration: '2027-06-30' });
      expect(Boolean(loaded.userInfo)).to.equal(row.userInfo);
      $identitySources.set(loaded);
      const page = await openSiteWindow();
      expect(checkMembershipMismatch(page)).to.deep.equal(row.fields);
      // Once per page.
      checkMembershipMismatch(page);
      const expected = row.fields.length ? [{ event: 'error', error: { type: 'rewards', message: 'membership mismatch', fields: row.fields } }] : [];
      expect(analyticsErrors(page)).to.deep.equal(expected);
    });
  }

  it("the page's start checks once identity's services have answered", async () => {
    loginWithMembership('5', '2027-06-30');
    const page = await openSiteWindow();
    const win = page.defaultView!;
    const stop = startRewards(page);
    // The start's check runs on identity's `loaded`, before this test's own wait on it resumes.
    await Promise.all([startIdentity(win).loaded.catch(() => undefined), runDailyLogin(page), loadBalance(page)]);
    stop();
    startIdentity(win).stop();
    expect(analyticsErrors(page)).to.deep.equal([{ event: 'error', error: { type: 'rewards', message: 'membership mismatch', fields: ['status'] } }]);
  });
});
