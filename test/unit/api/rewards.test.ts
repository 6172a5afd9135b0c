// @vitest-environment happy-dom
/**
 * The loyalty-catalog client (src/api/rewards.ts, ask-and-rewards 7.2, 4.5, 5.2, 6.2, 8.2) over a
 * stubbed fetch: methods, the success range, in-flight sharing, headers and refusals.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { SERVICE_TIMEOUT_MS } from '../../../src/api/http.ts';
import {
  ACCOUNT_MESSAGE,
  createRewardsClient,
  DAILY_ERROR_SET,
  fraudSessionId,
  NOT_A_PARTICIPANT,
  readRewardsConfig,
  TOKEN_CHECK_FAILED,
  XHR_FAILED,
  type RewardsCaller,
} from '../../../src/api/rewards.ts';

const any = v.unknown();
let calls: Request[];
let answer: () => Response;

function client(caller: Partial<RewardsCaller> = {}, rewards = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return answer();
  });
  return createRewardsClient({
    doc: document,
    config: { servicesEndpoint: 'https://services.example/' },
    rewards: { ...readRewardsConfig(document), ...rewards },
    caller: () => ({ token: 'token-x', userId: 'fed-x', email: 'pat@example.org', participant: true, ...caller }),
    fetch: fetchStub as unknown as typeof fetch,
  });
}

beforeEach(() => {
  calls = [];
  answer = () => new Response('{"ok":true}', { status: 200 });
});
afterEach(() => {
  for (const name of ['TimeTravelCookie', 'LoyaltyBackend', 'LoyaltySystem']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('7.2 common behaviour', () => {
  it('a call without a body is a GET, with a JSON body a POST', async () => {
    const c = client();
    await c.call({ path: 'activity/listV3' }, any);
    await c.call({ path: 'activity/limit/fed-x', body: { activityList: [] } }, any);
    expect(calls.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(calls[0]!.url).toBe('https://services.example/applications/loyalty-catalog/activity/listV3');
    expect(await calls[1]!.text()).toBe('{"activityList":[]}');
  });

  it.each([
    [200, true],
    [204, true],
    [302, true],
    [399, true],
    [400, false],
    [429, false],
    [500, false],
  ])('status %s succeeds: %s', async (status, ok) => {
    answer = () => new Response(status === 204 || status === 302 ? null : '{}', { status });
    const result = client()
      .call({ path: 'activity/listV3' }, any)
      .then(() => true)
      .catch(() => false);
    expect(await result).toBe(ok);
  });

  it('identical URLs in flight share one request; the activity-limit URL never does', async () => {
    const c = client();
    await Promise.all([c.call({ path: 'activity/listV3' }, any), c.call({ path: 'activity/listV3' }, any)]);
    expect(calls).toHaveLength(1);
    const body = { activityList: [{ activityIdentifier: 'a' }] };
    await Promise.all([c.call({ path: 'activity/limit/fed-x', body }, any), c.call({ path: 'activity/limit/fed-x', body }, any)]);
    expect(calls).toHaveLength(3);
    await c.call({ path: 'activity/listV3' }, any);
    expect(calls).toHaveLength(4); // shared only while in flight
  });

  it('a caller that aborts leaves a shared request to the others (its own promise rejects); the last to abort aborts the fetch', async () => {
    let release: () => void = () => undefined;
    answer = (() => new Promise<Response>((resolve) => (release = () => resolve(new Response('{"n":1}', { status: 200 }))))) as unknown as () => Response;
    const c = client();
    const [first, second, third, fourth] = [new AbortController(), new AbortController(), new AbortController(), new AbortController()];
    const a = c.call({ path: 'activity/listV3', signal: first.signal }, any);
    const b = c.call({ path: 'activity/listV3', signal: second.signal }, any);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(false);
    release();
    await expect(b).resolves.toMatchObject({ data: { n: 1 } });
    expect(calls).toHaveLength(1);

    const d = c.call({ path: 'activity/listV3', signal: third.signal }, any);
    const e = c.call({ path: 'activity/listV3', signal: fourth.signal }, any);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    third.abort();
    fourth.abort();
    await expect(d).rejects.toMatchObject({ name: 'AbortError' });
    await expect(e).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[1]!.signal.aborted).toBe(true);
    release();
  });
});

describe('7.2 headers', () => {
  it('bearer, JSON, no time travel, no backend switch, no fraud header, no credentials by default', async () => {
    await client().call({ path: 'activity/listV3' }, any);
    const r = calls[0]!;
    expect(r.headers.get('authorization')).toBe('Bearer token-x');
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(r.headers.get('x-time-travel')).toBeNull();
    expect(r.headers.get('x-loyalty-backend')).toBeNull();
    expect(r.headers.get('x-fraud-session')).toBeNull();
    expect(r.credentials).toBe('omit');
  });

  it('X-Time-Travel from the TimeTravelCookie, X-Loyalty-Backend from the cookie or the switch, credentials with the system cookie', async () => {
    document.cookie = 'TimeTravelCookie=2027-01-15T17:00:00Z; path=/';
    document.cookie = 'LoyaltyBackend=1; path=/';
    document.cookie = 'LoyaltySystem=1; path=/';
    await client().call({ path: 'activity/listV3' }, any);
    expect(calls[0]!.headers.get('x-time-travel')).toBe('2027-01-15T17:00:00.000Z');
    expect(calls[0]!.headers.get('x-loyalty-backend')).toBe('LoyaltyPlus');
    expect(calls[0]!.credentials).toBe('include');
    document.cookie = 'LoyaltyBackend=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await client({}, { loyaltyPlus: true }).call({ path: 'activity/bundle' }, any);
    expect(calls[1]!.headers.get('x-loyalty-backend')).toBe('LoyaltyPlus');
  });

  it('flagged calls carry the fraud-session header: a session id reused for 60 minutes, and the e-mail', async () => {
    await client().call({ path: 'a', body: {}, fraud: true }, any);
    await client().call({ path: 'b', body: {}, fraud: true }, any);
    const [first, second] = calls.map((r) => r.headers.get('x-fraud-session')!);
    expect(first).toMatch(/^.+;pat%40example\.org$/);
    expect(second).toBe(first);
  });

  it('fraud session id: reused under 60 minutes, new at 60', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, value: string) => void store.set(k, value) };
    let n = 0;
    const make = () => `id-${++n}`;
    expect(fraudSessionId(storage, 0, make)).toBe('id-1');
    expect(fraudSessionId(storage, 59 * 60_000, make)).toBe('id-1');
    expect(fraudSessionId(storage, 60 * 60_000, make)).toBe('id-2');
    store.set('rewards_fraud_session', 'garbage');
    expect(fraudSessionId(storage, 0, make)).toBe('id-3');
  });
});

describe('refusals and errors (4.5, 5.2, 6.2, 8.2)', () => {
  it("401 and 403: the account message and 'loyalty-auth-error'", async () => {
    for (const status of [401, 403]) {
      answer = () => new Response('{}', { status });
      const events: unknown[] = [];
      const listener = (event: Event) => events.push((event as CustomEvent).detail);
      document.addEventListener('loyalty-auth-error', listener);
      await expect(client().call({ path: 'activity/listV3' }, any)).rejects.toThrow(ACCOUNT_MESSAGE);
      document.removeEventListener('loyalty-auth-error', listener);
      expect(events).toEqual([{ reason: ACCOUNT_MESSAGE, status }]);
    }
  });

  it("non-participants: 'User not a participant', nothing sent", async () => {
    await expect(client({ participant: false }).call({ path: 'pointsbalance/fed-x', participant: true }, any)).rejects.toThrow(NOT_A_PARTICIPANT);
    expect(calls).toHaveLength(0);
  });

  it("'daily error timestamp set' while dailyErrorTS is at or after the end of today", async () => {
    const midnight = new Date();
    midnight.setHours(24, 0, 0, 0);
    localStorage.setItem('dailyErrorTS', String(midnight.getTime()));
    await expect(client().call({ path: 'pointsbalance/fed-x', dailyGuarded: true }, any)).rejects.toThrow(DAILY_ERROR_SET);
    await client().call({ path: 'activity/listV3' }, any); // not a guarded call
    localStorage.setItem('dailyErrorTS', String(midnight.getTime() - 1));
    await client().call({ path: 'pointsbalance/fed-x', dailyGuarded: true }, any);
    expect(calls).toHaveLength(2);
  });

  it("rewards pages: 'token check failed' and 'loyalty-auth-error' when the token is another user's", async () => {
    history.replaceState(null, '', '/rewards/catalog/');
    const token = `h.${btoa(JSON.stringify({ federatedId: 'fed-other' }))}.s`;
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('loyalty-auth-error', listener);
    await expect(client({ token }).call({ path: 'activity/listV3' }, any)).rejects.toThrow(TOKEN_CHECK_FAILED);
    document.removeEventListener('loyalty-auth-error', listener);
    expect(events).toEqual([{ reason: TOKEN_CHECK_FAILED }]);
    expect(calls).toHaveLength(0);
  });

  // The fault matrix (test/e2e/faults.spec.ts) sets 'timeout' and 'malformed body' on one rewards
  // service only: these two tests are why the others need not repeat them.
  it("no answer in time and a dropped connection are one failure, 8.2's 'XHR failed' (status 0)", async () => {
    vi.useFakeTimers();
    try {
      answer = (() => new Promise<Response>(() => undefined)) as unknown as () => Response;
      const held = client()
        .call({ path: 'held' }, any)
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS + 1);
      expect(await held).toMatchObject({ name: 'RewardsError', message: XHR_FAILED, status: 0 });
    } finally {
      vi.useRealTimers();
    }
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(client().call({ path: 'dropped' }, any)).rejects.toMatchObject({ name: 'RewardsError', message: XHR_FAILED, status: 0 });
  });

  it('a body that is not JSON, or of the wrong shape, is a 422', async () => {
    answer = () => new Response('{"truncated": tr', { status: 200 });
    await expect(client().call({ path: 'x' }, any)).rejects.toMatchObject({ status: 422 });
    answer = () => new Response('[1]', { status: 200 });
    await expect(client().call({ path: 'y' }, v.object({ a: v.number() }))).rejects.toMatchObject({ status: 422 });
  });
});

describe('configuration', () => {
  it('reads the rewards fields of #site-config', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'site-config';
    block.textContent = JSON.stringify({ rewardsNoFlagActivityIds: ['a', 'b', 'c'], loyaltyPlus: 'true', fraudSessionHeader: 'bad header' });
    document.head.append(block);
    const config = readRewardsConfig(document);
    block.remove();
    expect(config.noFlagActivityIds).toEqual(['a', 'b']);
    expect(config.loyaltyPlus).toBe(true);
    expect(config.fraudSessionHeader).toBe('X-Fraud-Session');
    expect(config.dailyLoginActivityId).toBe('bdd640fb-0667-4ad1-9c80-317fa3b1799d');
  });
});
