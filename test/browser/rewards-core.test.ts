/**
 * Rewards core against the emulator in real Chromium (issue 18): the daily login once a local
 * day with the page clock moved over midnight (TimeTravelCookie -> X-Time-Travel), a 404 on the
 * daily login, a 429 deposit, a double click, a deposit raised in two windows at once (two
 * same-origin documents sharing the Web Locks lock and localStorage), a retry after a dropped
 * connection, a 401, and the token check on a rewards page. Nothing here measures time: each
 * test awaits the flow's own promise and then reads the emulator's ledger.
 */
import { expect } from 'chai';
import { personaCookieStrings, personas } from '../../fixtures/personas.ts';
import { $identitySources, readCookieSources } from '../../src/stores/identity.ts';
import { loadBalance } from '../../src/stores/rewards-balance.ts';
import { setRewardsClient, rewardsClientFor } from '../../src/stores/rewards-client.ts';
import { runDailyLogin } from '../../src/stores/rewards-daily.ts';
import { deposit, resetProcessed } from '../../src/stores/rewards-deposits.ts';
import * as v from 'valibot';
import { clearCookies, emulatorSiteConfig } from './helpers.ts';

const PERSONA = personas.find((persona) => persona.id === 'member-auto-renew')!;
const USER = 'fed-member-auto-renew';
const DAILY = 'bdd640fb-0667-4ad1-9c80-317fa3b1799d';
// Activities the persona's seed ledger has not earned yet.
const ARTICLE = '6c307511-b2b9-437a-a8df-6ec4ce4a2bbd'; // lesson, 200 + 100 member bonus, once
const QUIZ = '5be6128e-18c2-4797-a142-ea7d17be3111'; // programme activation, 1000 + 500, once
const SUBMIT = '/applications/loyalty-catalog/activity/usergroup/member/user/*';

let services = '';
const frames: HTMLIFrameElement[] = [];

async function emulator(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${services}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-member-auto-renew', 'X-Time-Travel': readClock() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

function readClock(): string {
  return decodeURIComponent(/(?:^|; )TimeTravelCookie=([^;]*)/.exec(document.cookie)?.[1] ?? '');
}

/** Earned transactions of `activity` in the emulator's ledger (every day up to the clock's). */
async function earned(activity: string): Promise<number> {
  const page = (await emulator(
    `applications/loyalty-catalog/transaction/memberPoints?userPrimaryIdentifier=${USER}&userGroupDesignIdentifier=member&activityType=earn&size=100&page=0`,
  )) as {
    transactions: Array<{ activityIdentifier: string | null }>;
  };
  return page.transactions.filter((t) => t.activityIdentifier === activity).length;
}

function setClock(iso: string): void {
  document.cookie = `TimeTravelCookie=${encodeURIComponent(iso)}; path=/`;
}

function login(extra: string[] = []): void {
  clearCookies();
  for (const cookie of personaCookieStrings(PERSONA)) document.cookie = cookie;
  for (const cookie of extra) document.cookie = cookie;
  setClock('2027-01-15T17:00:00Z');
  $identitySources.set(readCookieSources(document.cookie, localStorage));
}

function events(name: string): unknown[] {
  const seen: unknown[] = [];
  document.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
  return seen;
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
  services = await emulatorSiteConfig();
});

beforeEach(async () => {
  await fetch(`${services}__emulator/reset`, { method: 'POST' });
  localStorage.clear();
  sessionStorage.clear();
  login();
  setRewardsClient(document, undefined);
  resetProcessed(document);
});

afterEach(() => {
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
    await emulator(`applications/loyalty-catalog/activity/usergroup/member/user/${USER}/${DAILY}`, {});
    expect(await runDailyLogin(document)).to.deep.equal({ status: 'already-today' });
    expect(localStorage.getItem('firstLoginTS')).to.equal(String(Date.parse('2027-01-16T00:00:00Z')));
  });

  it('404 sets dailyErrorTS to the next local midnight; balance calls are then refused for the day', async () => {
    await fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify({ path: SUBMIT, status: 404, times: 1 }) });
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

  it("429: 'loyalty-error' loyaty-deposit-limited and the flow goes on with an empty response", async () => {
    await fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify({ path: SUBMIT, status: 429, times: 1 }) });
    const errors = events('loyalty-error');
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'limited', activityIdentifier: QUIZ });
    expect(errors).to.deep.include({ code: 'loyaty-deposit-limited', activityIdentifier: QUIZ });
    expect(await earned(QUIZ)).to.equal(0);
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

  it('a dropped connection is retried once, and counts once', async () => {
    await fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify({ path: SUBMIT, drop: true, times: 1 }) });
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'deposited', activityIdentifier: QUIZ, points: 1500 });
    expect(await earned(QUIZ)).to.equal(1);
    // Asked again: the record of today's deposits stops it; without the record (the page's
    // processed set reset too), the limit check does.
    resetProcessed(document);
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'done-in-another-tab', activityIdentifier: QUIZ });
    resetProcessed(document);
    localStorage.removeItem('rewards_submited');
    expect(await deposit({ activityIdentifier: QUIZ }, document)).to.deep.equal({ status: 'limit-hit', activityIdentifier: QUIZ });
    expect(await earned(QUIZ)).to.equal(1);
  });

  it('every loyalty-error is logged as "error on activity load": an inactive activity', async () => {
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      const outcome = await deposit({ activityIdentifier: '759cde66-bacf-43d0-8b1f-9163ce9ff57f' }, document);
      expect(outcome).to.deep.include({ status: 'error', code: 'invalid-activity-id' });
    } finally {
      console.error = original;
    }
    expect(logged.some((line) => line.startsWith('error on activity load invalid-activity-id'))).to.equal(true);
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
