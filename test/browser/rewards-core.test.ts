/**
 * Rewards core against the emulator in real Chromium (issue 18): the daily login once a local
 * day with the page clock moved over midnight (TimeTravelCookie -> X-Time-Travel), a 404 on the
 * daily login, a 429 deposit, a double click, a deposit raised in two windows at once (two
 * same-origin documents sharing the Web Locks lock and localStorage), a retry after a dropped
 * connection, a 401, and the token check on a rewards page; the fraud-session header (none on
 * the daily login and the two configured no-flag ids, present on other deposits), every 8.3
 * code as a `loyalty-error` event and an 'error on activity load' line, the badge target, the
 * reset event, and deposits raised before the rewards code loaded. Nothing here measures time:
 * each test awaits the flow's own promise (or a store the flow sets) and then reads the
 * emulator's ledger.
 */
import { expect } from 'chai';
import { siteConfig } from '../../src/core/site-config.ts';
import { createRewardsClient, readRewardsConfig } from '../../src/api/rewards.ts';
import { rewardsFlows } from '../../src/behaviours/rewards.ts';
import { behavioursSettled } from '../../src/behaviours/lazy.ts';
import { loadBalance } from '../../src/stores/rewards-balance.ts';
import { readCookieSources, startIdentity } from '../../src/stores/identity.ts';
import { loadServiceSources } from '../../src/stores/identity-services.ts';
import { setRewardsClient, rewardsCaller, rewardsClientFor } from '../../src/stores/rewards-client.ts';
import { runDailyLogin } from '../../src/stores/rewards-daily.ts';
import { $lastDeposit, deposit, resetProcessed, type LastDeposit } from '../../src/stores/rewards-deposits.ts';
import { startRewards } from '../../src/stores/rewards-start.ts';
import { $rewardsActivities } from '../../src/stores/rewards-activities.ts';
import * as v from 'valibot';
import { captureConsole, clearCookies, mount } from './helpers.ts';
import {
  DAILY_LOGIN_ID as DAILY,
  eventsOf as events,
  LIMIT_PATH as LIMIT,
  rewardsEmulator,
  rewardsLogin as login,
  setClock,
  SUBMIT_PATH as SUBMIT,
  REWARDS_USER as USER,
  type FaultRule,
  type RewardsEmulator,
} from './rewards-emulator.ts';

// Activities the persona's seed ledger has not earned yet.
const ARTICLE = '6c307511-b2b9-437a-a8df-6ec4ce4a2bbd'; // lesson, 200 + 100 member bonus, once
const QUIZ = '5be6128e-18c2-4797-a142-ea7d17be3111'; // programme activation, 1000 + 500, once
const GAME = 'b74d0fb1-32e7-4629-8fad-c1a606cb0fb3'; // daily word game (DAILY), not played on the test day
const INACTIVE = '759cde66-bacf-43d0-8b1f-9163ce9ff57f'; // active: false
const ENDED = 'ec1b8ca1-f91e-4d4c-9ff4-9b7889463e85'; // ended 2026-10-31, before the test clock
const NOT_STARTED = '4b0dbb41-8d52-48f1-942c-3fe860e7a113'; // starts 2027-04-01, after the test clock
const LIST = '/applications/loyalty-catalog/activity/listV3';
const BALANCE = '/applications/loyalty-catalog/pointsbalance/*';
const FRAUD_HEADER = 'X-Fraud-Session';

const frames: HTMLIFrameElement[] = [];
/** Cleanup of a test: mounted markup to remove, started flows to stop. */
const undo: Array<() => void> = [];

let emu: RewardsEmulator;
/** Earned transactions of `activity` in the emulator's ledger (every day up to the clock's). */
const earned = (activity: string) => emu.earned(activity);
const fault = (rule: FaultRule) => emu.addFaults(rule);

interface Sent {
  method: string;
  path: string;
  headers: Headers;
}

/**
 * Makes this document's rewards client one whose requests are recorded (method, path, headers)
 * on their way to the emulator, with `#site-config` extended by `config` while the client reads
 * it; `answers` (path suffix -> JSON) are answered in the page instead of by the emulator.
 */
function recordingClient(config: Record<string, unknown> = {}, answers: Record<string, unknown> = {}): Sent[] {
  const sent: Sent[] = [];
  const record: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    sent.push({ method: request.method, path, headers: request.headers });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    if (answer) return Promise.resolve(new Response(JSON.stringify(answer[1]), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    return fetch(input, init);
  };
  const block = document.getElementById('site-config')!;
  const original = block.textContent ?? '{}';
  block.textContent = JSON.stringify({ ...(JSON.parse(original) as object), ...config });
  try {
    setRewardsClient(
      document,
      createRewardsClient({ doc: document, config: siteConfig(document), rewards: readRewardsConfig(document), caller: rewardsCaller, fetch: record }),
    );
  } finally {
    block.textContent = original;
  }
  return sent;
}

/** The recorded submissions of `activity`. */
const submissions = (sent: Sent[], activity: string) => sent.filter((request) => request.method === 'POST' && request.path.endsWith(`/${activity}`));

/** Resolves with the next `$lastDeposit` of `activity` (the deposit flow sets it when one went through). */
function nextDeposit(activity: string): Promise<LastDeposit> {
  return new Promise((resolve) => {
    const stop = $lastDeposit.listen((last) => {
      if (last?.activityIdentifier !== activity) return;
      stop();
      resolve(last);
    });
  });
}

/**
 * Prepares a page where starting the flows sends nothing of its own: today's daily login is
 * done (firstLoginTS ahead), the balance is cached, the path is not a rewards page, no badge.
 */
function quietPage(): void {
  localStorage.setItem('firstLoginTS', String(Date.parse('2027-01-16T00:00:00Z')));
  document.cookie = 'member_rewards_balance=5000; path=/';
}

async function openWindow(): Promise<Document> {
  const frame = document.createElement('iframe');
  frames.push(frame);
  frame.src = '/test/browser/pages/loader-only.html?no-loader';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentDocument!;
}

before(async () => {
  emu = await rewardsEmulator();
});

beforeEach(async () => {
  await emu.reset();
  localStorage.clear();
  sessionStorage.clear();
  login();
  setRewardsClient(document, undefined);
  resetProcessed(document);
});

afterEach(() => {
  for (const step of undo.splice(0).reverse()) step();
  $lastDeposit.set(undefined);
  for (const frame of frames.splice(0)) frame.remove();
  clearCookies();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('daily login (4.6)', () => {
  it('once per local day: a second run the same day sends nothing; over midnight it runs again', async () => {
    document.cookie = 'member_rewards_balance=12450; path=/';
    const before = await earned(DAILY);
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'awarded', points: 30 });
    expect(document.cookie).to.include('member_rewards_balance=12480');
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'not-due' });
    expect(await earned(DAILY)).to.equal(before + 1);
    // Past local midnight (UTC in these tests) and past US-Eastern midnight (the service's day).
    setClock('2027-01-16T05:30:00Z');
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'awarded', points: 30 });
    expect(await earned(DAILY)).to.equal(before + 2);
    expect(Number(localStorage.getItem('firstLoginTS'))).to.equal(Date.parse('2027-01-17T00:00:00Z'));
  });

  it('already recorded today by the service (error.dailyActivity) counts as a success', async () => {
    await emu.call(`applications/loyalty-catalog/activity/usergroup/member/user/${USER}/${DAILY}`, {});
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'already-today' });
    expect(localStorage.getItem('firstLoginTS')).to.equal(String(Date.parse('2027-01-16T00:00:00Z')));
  });

  it('404 sets dailyErrorTS to the next local midnight; balance calls are then refused for the day', async () => {
    await fault({ path: SUBMIT, status: 404, times: 1 });
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'not-found' });
    expect(localStorage.getItem('dailyErrorTS')).to.equal(String(Date.parse('2027-01-16T00:00:00Z')));
    const errors = events('loyalty-error');
    expect(await loadBalance(document, { force: true })).to.equal(undefined);
    expect(errors).to.deep.include({ code: 'get-points-failed' });
    const refused = await rewardsClientFor(document)
      .call({ path: `pointsbalance/${USER}`, dailyGuarded: true, participant: true }, v.unknown())
      .catch((error: Error) => error.message);
    expect(refused).to.equal('daily error timestamp set');
  });
});

describe('deposits (4.7)', () => {
  it('a deposit adds its points once and the balance follows', async () => {
    document.cookie = 'member_rewards_balance=1; path=/';
    const outcome = await deposit({ activityIdentifier: ARTICLE }, document);
    expect(outcome).to.deep.equal({ status: 'deposited', activityIdentifier: ARTICLE, points: 300 });
    expect(await earned(ARTICLE)).to.equal(1);
    expect(document.cookie).to.match(/member_rewards_balance=\d{4,}/);
  });

  it('a double click counts once', async () => {
    const [first, second] = await Promise.all([deposit({ activityIdentifier: QUIZ }, document), deposit({ activityIdentifier: QUIZ }, document)]);
    expect([first.status, second.status].sort()).to.deep.equal(['deposited', 'repeat']);
    expect(await earned(QUIZ)).to.equal(1);
  });

  it('the same deposit raised in two windows at once counts once', async () => {
    const [one, two] = await Promise.all([openWindow(), openWindow()]);
    const outcomes = await Promise.all([deposit({ activityIdentifier: ARTICLE }, one), deposit({ activityIdentifier: ARTICLE }, two)]);
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal(['deposited', 'done-in-another-tab']);
    expect(await earned(ARTICLE)).to.equal(1);
  });

  it('a dropped connection is not sent again: the id stays processed, and a later visit deposits it once', async () => {
    await fault({ path: SUBMIT, drop: 'before', times: 1 });
    const { result: outcome } = await captureConsole(() => deposit({ activityIdentifier: QUIZ }, document));
    expect(outcome).to.deep.equal({ status: 'error', activityIdentifier: QUIZ, code: 'loyaty-deposit-failed' });
    expect(await earned(QUIZ)).to.equal(0);
    // The same event again on this page: still processed, nothing sent.
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'repeat', activityIdentifier: QUIZ });
    expect(await earned(QUIZ)).to.equal(0);
    // A later visit (a new page: the processed set empty) deposits it, once.
    resetProcessed(document);
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'deposited', activityIdentifier: QUIZ, points: 1500 });
    expect(await earned(QUIZ)).to.equal(1);
  });

  it("'Completed' only from limitHit: a submission answer without it asks the limit call, which says not yet", async () => {
    // The submission is answered in the page without limitHit (the service did not count it).
    const sent = recordingClient({}, { [`/${ARTICLE}`]: { basePointsAwarded: 200, memberBonusPointsAwarded: 100 } });
    expect(await deposit({ activityIdentifier: ARTICLE }, document)).to.deep.equal({ status: 'deposited', activityIdentifier: ARTICLE, points: 300 });
    const submitted = sent.findIndex((request) => request.method === 'POST' && request.path.endsWith(`/${ARTICLE}`));
    expect(sent.slice(submitted + 1).some((request) => request.path.includes('/activity/limit/'))).to.equal(true);
    expect($rewardsActivities.get()[ARTICLE]?.limitHit).to.equal(false);
  });
});

describe('auth (5.2, 6.2, 8.2)', () => {
  it("401: the account message and 'loyalty-auth-error'", async () => {
    login(['access_token=token-nobody; path=/']);
    const auth = events('loyalty-auth-error');
    const failed = await rewardsClientFor(document)
      .call({ path: 'activity/listV3' }, v.unknown())
      .catch((error: Error) => error.message);
    expect(failed).to.equal('Sorry, we are having trouble accessing your account. Please logout and then login and try again.');
    expect(auth).to.deep.include({ reason: failed, status: 401 });
  });

  it("token check on a rewards page: another user's token fails before any call", async () => {
    history.replaceState(null, '', '/rewards/catalog/');
    const token = `h.${btoa(JSON.stringify({ federatedId: 'fed-someone-else' }))}.s`;
    login([`access_token=${token}; path=/`]);
    const auth = events('loyalty-auth-error');
    const outcome = await deposit({ activityIdentifier: ARTICLE }, document);
    expect(outcome).to.deep.include({ status: 'error', code: 'get-activity-failed' });
    expect(auth).to.deep.include({ reason: 'token check failed' });
    expect(await earned(ARTICLE)).to.equal(0);
  });
});

describe('the rewards membership (3.2) goes through the rewards client (7.2)', () => {
  /** Records the page's requests to member/{userId} (the identity services call the page's own fetch). */
  function recordMemberCalls(): Array<{ url: string; headers: Headers }> {
    const sent: Array<{ url: string; headers: Headers }> = [];
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      // A call already given up (identity stopped) never leaves the page: not counted.
      if (new URL(request.url).pathname.includes('/loyalty-catalog/member/') && !request.signal.aborted)
        sent.push({ url: request.url, headers: request.headers });
      return original(input, init);
    };
    undo.push(() => (window.fetch = original));
    return sent;
  }

  const sourcesNow = () =>
    loadServiceSources(
      readCookieSources(document.cookie, () => localStorage),
      siteConfig(document),
    );

  // The page's own identity (started by earlier flows) reads the services again on a cookie
  // change: stopped, so the calls recorded are this reading's only.
  beforeEach(() => startIdentity(window).stop());

  it('with the JSON content type, the bearer token, X-Time-Travel and X-Loyalty-Backend', async () => {
    login(['LoyaltyBackend=true; path=/']);
    const sent = recordMemberCalls();
    const loaded = await sourcesNow();
    expect(loaded.rewardsMembership).to.deep.include({ membershipStatus: 'ACTIVE' });
    expect(sent).to.have.length(1);
    const headers = sent[0]!.headers;
    expect(sent[0]!.url).to.match(new RegExp(`/applications/loyalty-catalog/member/${USER}$`));
    expect(headers.get('content-type')).to.equal('application/json');
    expect(headers.get('authorization')).to.equal('Bearer token-member-auto-renew');
    expect(headers.get('x-time-travel')).to.equal('2027-01-15T17:00:00.000Z');
    expect(headers.get('x-loyalty-backend')).to.equal('LoyaltyPlus');
  });

  it("on a rewards page with another user's token: not sent, 'token check failed'", async () => {
    history.replaceState(null, '', '/rewards/catalog/');
    login([`access_token=h.${btoa(JSON.stringify({ federatedId: 'fed-someone-else' }))}.s; path=/`]);
    const sent = recordMemberCalls();
    const auth = events('loyalty-auth-error');
    const { result: loaded, warnings } = await captureConsole(sourcesNow);
    expect(sent).to.deep.equal([]);
    expect(loaded.rewardsMembership).to.equal(undefined);
    expect(auth).to.deep.include({ reason: 'token check failed' });
    expect(warnings.some((line) => line.includes('rewards membership unavailable') && line.includes('token check failed'))).to.equal(true);
  });
});

describe('the fraud-session header (4.6, 4.7, 7.2)', () => {
  it('the daily login sends none', async () => {
    const sent = recordingClient();
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'awarded', points: 30 });
    const [login, ...more] = submissions(sent, DAILY);
    expect(more).to.have.length(0);
    expect(login!.headers.get('Authorization')).to.equal('Bearer token-member-auto-renew');
    expect(login!.headers.has(FRAUD_HEADER)).to.equal(false);
  });

  it('the two configured no-flag ids submit without it; any other id sends it', async () => {
    const sent = recordingClient({ rewardsNoFlagActivityIds: [ARTICLE, GAME] });
    for (const id of [ARTICLE, GAME, QUIZ]) expect(await deposit({ activityIdentifier: id }, document)).to.deep.include({ status: 'deposited' });
    const headerOf = (id: string) => {
      const found = submissions(sent, id);
      expect(found, `submissions of ${id}`).to.have.length(1);
      return found[0]!.headers.get(FRAUD_HEADER);
    };
    expect(headerOf(ARTICLE)).to.equal(null);
    expect(headerOf(GAME)).to.equal(null);
    // `{session id};{e-mail}`: the session id a UUID kept for 60 minutes.
    expect(headerOf(QUIZ)).to.match(/^[0-9a-f-]{36};/);
    // The limit and list calls are not flagged.
    expect(sent.filter((request) => request.headers.has(FRAUD_HEADER)).map((request) => request.path)).to.have.length(1);
  });
});

describe("8.3: every deposit-flow code is a 'loyalty-error' event and an 'error on activity load' line", () => {
  interface Row {
    code: string;
    how: string;
    /** The activity deposited; without one, the balance is read (forced). */
    activity?: string;
    /** An emulator fault for the one request. */
    fault?: FaultRule;
    /** Answers given in the page instead of the emulator's (path suffix -> JSON). */
    answers?: Record<string, unknown>;
    /** What the flow resolves with, when not `{ status: 'error', activityIdentifier, code }`. */
    outcome?: unknown;
  }
  const rows: Row[] = [
    { code: 'get-activity-empty', how: 'the activity list comes back empty', activity: ARTICLE, answers: { 'activity/listV3': { activities: [] } } },
    { code: 'get-activity-failed', how: 'the activity list answers 500', activity: ARTICLE, fault: { path: LIST, status: 500, times: 1 } },
    { code: 'invalid-activity-date', how: 'the activity ended before today', activity: ENDED },
    { code: 'invalid-activity-date', how: 'the activity starts after now', activity: NOT_STARTED },
    { code: 'invalid-activity-id', how: 'the activity is not active', activity: INACTIVE },
    { code: 'loyaty-deposit-failed', how: 'the submission answers 500', activity: QUIZ, fault: { path: SUBMIT, status: 500, times: 1 } },
    {
      code: 'loyaty-deposit-limited',
      how: 'the submission answers 429 (the daily limit); the flow goes on with an empty response',
      activity: QUIZ,
      fault: { path: SUBMIT, status: 429, times: 1 },
      outcome: { status: 'limited', activityIdentifier: QUIZ },
    },
    { code: 'get-activity-limited-failed', how: 'the limit call answers 500', activity: QUIZ, fault: { path: LIMIT, status: 500, times: 1 } },
    { code: 'get-points-failed', how: 'the balance call answers 500', fault: { path: BALANCE, status: 500, times: 1 }, outcome: undefined },
  ];

  for (const row of rows) {
    it(`${row.code}: ${row.how}`, async () => {
      const { activity } = row;
      if (row.answers) recordingClient({}, row.answers);
      if (row.fault) await fault(row.fault);
      const errors = events('loyalty-error');
      const { result, errors: logged } = await captureConsole<unknown>(() =>
        activity ? deposit({ activityIdentifier: activity }, document) : loadBalance(document, { force: true }),
      );
      expect(result).to.deep.equal('outcome' in row ? row.outcome : { status: 'error', activityIdentifier: activity, code: row.code });
      expect(errors).to.deep.equal([{ code: row.code, ...(activity ? { activityIdentifier: activity } : {}) }]);
      const prefix = `error on activity load ${row.code}${activity ? ` ${activity}` : ''}`;
      expect(logged.filter((line) => line.startsWith('error on activity load'))).to.satisfy(
        (lines: string[]) => lines.length === 1 && lines[0]!.startsWith(prefix),
        `one line starting "${prefix}" in ${JSON.stringify(logged)}`,
      );
      if (activity) expect(await earned(activity)).to.equal(0);
    });
  }
});

describe('where deposits start (4.7, site 7.8)', () => {
  it("without an id, the deposit takes the page's badge target (data-activity-id), not a tile's", async () => {
    const tile = mount(`<rewards-tile data-activity-id="${QUIZ}"></rewards-tile>`);
    const badge = mount(`<div class="badge" data-activity-id="${ARTICLE}"></div>`);
    undo.push(
      () => tile.remove(),
      () => badge.remove(),
    );
    expect(await deposit({ hide_notification: true }, document)).to.deep.equal({ status: 'deposited', activityIdentifier: ARTICLE, points: 300 });
    expect($lastDeposit.get()).to.deep.equal({ activityIdentifier: ARTICLE, points: 300, hideNotification: true });
    expect(await earned(ARTICLE)).to.equal(1);
    expect(await earned(QUIZ)).to.equal(0);
  });

  it("'loyalty-deposit-reset': a processed id is processed again", async () => {
    quietPage();
    undo.push(startRewards(document));
    // A failed deposit keeps its id processed: asked again, it is a repeat and nothing is sent.
    await fault({ path: SUBMIT, status: 500, times: 1 });
    expect(await captureConsole(() => deposit({ activityIdentifier: QUIZ }, document))).to.have.nested.property('result.code', 'loyaty-deposit-failed');
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'repeat', activityIdentifier: QUIZ });
    document.dispatchEvent(new CustomEvent('loyalty-deposit-reset', { bubbles: true }));
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'deposited', activityIdentifier: QUIZ, points: 1500 });
    expect(await earned(QUIZ)).to.equal(1);
  });

  it("'loyalty-deposit' events raised before the rewards code loaded are processed once it arrives", async () => {
    quietPage();
    const landed = nextDeposit(ARTICLE);
    // The page behaviour (always loaded) holds the event while it imports the flows.
    rewardsFlows(document, document);
    document.dispatchEvent(new CustomEvent('loyalty-deposit', { detail: { activityIdentifier: ARTICLE }, bubbles: true }));
    await behavioursSettled(document);
    undo.push(startRewards(document));
    // The held event has started its deposit: the same id now is a repeat.
    expect(await deposit({ activityIdentifier: ARTICLE }, document)).to.deep.equal({ status: 'repeat', activityIdentifier: ARTICLE });
    expect(await landed).to.deep.equal({ activityIdentifier: ARTICLE, points: 300, hideNotification: false });
    expect(await earned(ARTICLE)).to.equal(1);
  });
});
