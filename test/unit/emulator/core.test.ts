// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Emulator } from '../../../emulator/emulator.ts';
import { bearer, call } from '../../../emulator/testing.ts';

describe('emulator: identity contracts (site 7.3 and the calls decided in docs/decisions.md)', () => {
  const emulator = new Emulator();

  it('GET /applications/CoreApi/user needs ascp: ami and a bearer token, and answers status and user.memberNumber', async () => {
    expect((await call(emulator, 'GET', '/applications/CoreApi/user', { headers: bearer('member-auto-renew') })).status).toBe(400);
    expect((await call(emulator, 'GET', '/applications/CoreApi/user', { headers: { ascp: 'ami' } })).status).toBe(401);
    expect((await call(emulator, 'GET', '/applications/CoreApi/user', { headers: { ascp: 'ami', authorization: 'Bearer token-nobody' } })).status).toBe(401);
    const ok = await call(emulator, 'GET', '/applications/CoreApi/user', { headers: { ascp: 'ami', ...bearer('member-auto-renew') } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'SUCCESS', user: { memberNumber: expect.stringMatching(/^\d{9}$/), membershipExpirationDate: '2027-06-30' } });
  });

  it('GET {identity}/api/v1/sessions/me answers lastPasswordVerification for a logged-in visitor', async () => {
    const answer = await call(emulator, 'GET', '/identity/api/v1/sessions/me', { cookies: { at: '{"ms":"0"}', access_token: 'token-member-auto-renew' } });
    expect(answer.status).toBe(200);
    const { lastPasswordVerification } = answer.body as { lastPasswordVerification: number };
    expect(Date.now() - lastPasswordVerification).toBeGreaterThan(9 * 60_000);
    expect(Date.now() - lastPasswordVerification).toBeLessThan(3_540_000);
    expect((await call(emulator, 'GET', '/identity/api/v1/sessions/me')).status).toBe(401);
  });

  it('GET user/known answers the site 3.3 fields for a fedid, ANON without', async () => {
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known', { cookies: { fedid: 'fed-expired-member' } })).body).toMatchObject({
      memberState: 'EXPIRED',
      memberShipStatus: 'EXPIRED',
    });
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known')).body).toEqual({ memberState: 'ANON' });
  });

  it('GET user/info answers the site 3.4 fields with a token, 401 without', async () => {
    const answer = await call(emulator, 'GET', '/applications/CoreApi/user/info', { headers: bearer('suspended-d') });
    expect(answer.body).toMatchObject({ membershipStatus: 'DECEASED-SUSPEND', memberAutoRenew: 'N' });
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/info')).status).toBe(401);
  });

  it('the login page lists personas and the choice sets the login cookies and goes back with code and state', async () => {
    const page = await call(
      emulator,
      'GET',
      '/applications/user/login?response_type=code&client_id=x&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fmember%2Fauth%2Fcallback&scope=bui&state=http%3A%2F%2Flocalhost%3A8080%2Farticle.html',
    );
    expect(page.status).toBe(200);
    expect(page.raw).toContain('value="member-auto-renew"');
    expect(page.raw).toContain('name="state" value="http://localhost:8080/article.html"');
    const chosen = await call(
      emulator,
      'GET',
      '/applications/user/login/choose?persona=expiring-member&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fmember%2Fauth%2Fcallback&state=http%3A%2F%2Flocalhost%3A8080%2Farticle.html',
    );
    expect(chosen.status).toBe(302);
    const location = new URL(chosen.headers!.Location!);
    expect(location.pathname).toBe('/member/auth/callback');
    expect(location.searchParams.get('state')).toBe('http://localhost:8080/article.html');
    expect(chosen.setCookies!.join('\n')).toMatch(/^access_token=token-expiring-member; Path=\//m);
    const callback = await call(emulator, 'GET', `${location.pathname}${location.search}`);
    expect(callback.headers!.Location).toBe('http://localhost:8080/article.html');
  });

  it("the programme's login (scope openid) starts its session: ss_user here, the local token on the callback page, which goes on to a page of ours only", async () => {
    const login = (scope: string, state: string) =>
      call(
        emulator,
        'GET',
        `/applications/user/login/choose?persona=bh-returning-member&redirect_uri=${encodeURIComponent('http://localhost:8080/member/auth/callback')}&scope=${encodeURIComponent(scope)}&state=${encodeURIComponent(state)}`,
      );
    const site = await login('bui', 'http://localhost:8080/a.html');
    expect(site.setCookies!.join('\n')).not.toMatch(/^ss_user=/m);
    const programme = await login('bui bmi openid', 'http://localhost:8080/challenges/x/step-1/');
    expect(programme.setCookies!.join('\n')).toMatch(/^ss_user=fed-bh-returning-member; Path=\//m);
    const back = new URL(programme.headers!.Location!);
    const page = await call(emulator, 'GET', `${back.pathname}${back.search}`, { cookies: { ss_user: 'fed-bh-returning-member' } });
    expect(page.status).toBe(200);
    expect(page.raw).toContain(
      '<script src="/member/auth/programme-session.js" data-token="token-bh-returning-member" data-next="http://localhost:8080/challenges/x/step-1/" defer>',
    );
    const script = await call(emulator, 'GET', '/member/auth/programme-session.js');
    expect(script.headers!['Content-Type']).toMatch(/^text\/javascript/);
    expect(script.raw).toContain("localStorage.setItem('ss_token'");
    // Another host, or a script address, as the state: the callback's own fallback, escaped.
    const evil = await call(emulator, 'GET', `${back.pathname}?code=code-bh-returning-member&state=${encodeURIComponent('javascript:alert(1)//"><b>')}`, {
      cookies: { ss_user: 'x' },
    });
    expect(evil.raw).toContain('data-next="/"');
    expect(evil.raw).not.toContain('<b>');
    // No programme session (a site login): the plain redirect.
    const plain = await call(emulator, 'GET', `${back.pathname}${back.search}`);
    expect(plain.status).toBe(302);
  });

  it('never redirects to another host', async () => {
    const chosen = await call(emulator, 'GET', '/applications/user/login/choose?persona=expiring-member&redirect_uri=https%3A%2F%2Fevil.example%2F');
    expect(chosen.status).toBe(400);
    expect(chosen.headers?.Location).toBeUndefined();
    const logout = await call(emulator, 'GET', '/system/sling/logout.html?referrer=javascript%3Aalert(1)');
    expect(logout.headers!.Location).toBe('/');
  });

  it('the logout page clears the login cookies and returns to the referrer', async () => {
    const answer = await call(emulator, 'GET', '/system/sling/logout.html?referrer=http%3A%2F%2Flocalhost%3A8080%2F');
    expect(answer.status).toBe(302);
    expect(answer.headers!.Location).toBe('http://localhost:8080/');
    expect(answer.setCookies!.some((cookie) => /^at=; Path=\/.*Max-Age=0/.test(cookie))).toBe(true);
  });
});

describe('emulator: faults, reset, errors and CORS', () => {
  it.each([
    ['status', { path: '/applications/CoreApi/user/info', status: 500 }, 500],
    ['status for a glob', { path: '/applications/CoreApi/*', status: 404 }, 404],
    ['a 403', { path: '/applications/CoreApi/user/info', status: 403 }, 403],
  ])('injects %s', async (_name, rule, status) => {
    const emulator = new Emulator();
    expect((await call(emulator, 'POST', '/__emulator/faults', { body: rule })).status).toBe(200);
    const answer = await call(emulator, 'GET', '/applications/CoreApi/user/info', { headers: bearer('member-auto-renew') });
    expect(answer.status).toBe(status);
  });

  it('skip: the first matching requests pass, then the rule applies (times counted from there)', async () => {
    const emulator = new Emulator();
    await call(emulator, 'POST', '/__emulator/faults', { body: [{ path: '/applications/CoreApi/user/known', status: 500, skip: 2, times: 1 }] });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await call(emulator, 'GET', '/applications/CoreApi/user/known')).status);
    expect(statuses).toEqual([200, 200, 500, 200]);
    expect((await call(emulator, 'POST', '/__emulator/faults', { body: [{ path: '/x', status: 500, skip: -1 }] })).status).toBe(400);
  });

  it('answers malformed and wrong-shaped bodies, delays and drops on request', async () => {
    const emulator = new Emulator();
    await call(emulator, 'POST', '/__emulator/faults', { body: [{ path: '/applications/CoreApi/user/known', body: 'malformed', times: 1 }] });
    const malformed = await call(emulator, 'GET', '/applications/CoreApi/user/known');
    expect(() => JSON.parse(malformed.raw!)).toThrow();
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known')).body).toEqual({ memberState: 'ANON' });
    const shaped = await call(emulator, 'GET', '/applications/CoreApi/user/known', { headers: { 'x-emulator-fault': 'body=wrong-shape' } });
    expect(Array.isArray(shaped.body)).toBe(true);
    const slow = await call(emulator, 'GET', '/applications/CoreApi/user/known', { headers: { 'x-emulator-fault': 'delay=1500' } });
    expect(slow.delayMs).toBe(1500);
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known', { headers: { 'x-emulator-fault': 'drop' } })).drop).toBe(true);
  });

  // The daily login: the first submission of the day earns points, a second one answers error.dailyActivity.
  it.each([
    ['before the route runs, no byte sent (drop)', 'drop', true, { basePointsAwarded: 20 }],
    ['before the route runs, cut mid-answer (drop=before)', 'drop=before', 'mid-answer', { basePointsAwarded: 20 }],
    ['after the route ran: it counted, the answer is lost (drop=after)', 'drop=after', 'mid-answer', { Error: { Code: 'error.dailyActivity' } }],
  ])('drops the connection %s', async (_name, fault, drop, next) => {
    const emulator = new Emulator();
    const path = '/applications/loyalty-catalog/activity/usergroup/member/user/fed-member-auto-renew/bdd640fb-0667-4ad1-9c80-317fa3b1799d';
    const headers = { ...bearer('member-auto-renew'), 'x-time-travel': '2027-01-15T17:00:00Z' };
    expect(await call(emulator, 'POST', path, { headers: { ...headers, 'x-emulator-fault': fault }, body: {} })).toEqual({ status: 0, drop, headers: {} });
    expect((await call(emulator, 'POST', path, { headers, body: {} })).body).toMatchObject(next);
  });

  it("accepts drop: true | 'before' | 'after' in a rule, nothing else", async () => {
    const emulator = new Emulator();
    const post = async (drop: unknown) => (await call(emulator, 'POST', '/__emulator/faults', { body: { path: '/x', drop, times: 1 } })).status;
    expect(await Promise.all([true, 'before', 'after', false, 'later', 1].map(post))).toEqual([200, 200, 200, 400, 400, 400]);
  });

  it('omit leaves named top-level fields out of an answer, the rest as the route gives it', async () => {
    const emulator = new Emulator();
    await call(emulator, 'POST', '/__emulator/faults', { body: { path: '/applications/CoreApi/user/known', omit: ['memberState'], times: 1 } });
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known')).body).toEqual({});
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known')).body).toEqual({ memberState: 'ANON' });
    const header = await call(emulator, 'GET', '/applications/CoreApi/user/known', { headers: { 'x-emulator-fault': 'omit=memberState' } });
    expect(header).toMatchObject({ status: 200, body: {} });
    for (const omit of [[], [''], 'memberState', [3]]) {
      expect((await call(emulator, 'POST', '/__emulator/faults', { body: { path: '/x', omit } })).status, JSON.stringify(omit)).toBe(400);
    }
  });

  it('rejects a fault rule of the wrong shape with a JSON error', async () => {
    const answer = await call(new Emulator(), 'POST', '/__emulator/faults', { body: { path: '/x', status: 'boom' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST' });
  });

  it('reset clears faults', async () => {
    const emulator = new Emulator();
    await call(emulator, 'POST', '/__emulator/faults', { body: { path: '/applications/CoreApi/user/known', status: 500 } });
    await call(emulator, 'POST', '/__emulator/reset');
    expect((await call(emulator, 'GET', '/applications/CoreApi/user/known')).status).toBe(200);
  });

  it('answers 404 for an unknown path and 405 for a wrong method, as JSON', async () => {
    const emulator = new Emulator();
    expect(await call(emulator, 'GET', '/no/such/thing')).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await call(emulator, 'POST', '/applications/CoreApi/user/info')).toMatchObject({ status: 405, body: { error: 'METHOD_NOT_ALLOWED' } });
  });

  it('allows credentialed calls from local origins only', async () => {
    const emulator = new Emulator();
    const local = await call(emulator, 'GET', '/applications/CoreApi/user/known', { origin: 'http://localhost:8080' });
    expect(local.headers).toMatchObject({ 'Access-Control-Allow-Origin': 'http://localhost:8080', 'Access-Control-Allow-Credentials': 'true' });
    const preflight = await call(emulator, 'OPTIONS', '/applications/CoreApi/user/info', { origin: 'http://127.0.0.1:8000' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers!['Access-Control-Allow-Headers']).toContain('authorization');
    const foreign = await call(emulator, 'GET', '/applications/CoreApi/user/known', { origin: 'https://evil.example' });
    expect(foreign.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
