// @vitest-environment node
/**
 * Contract tests of the emulated brain-health services (brain-health 7, and the programme
 * user-types call of docs/decisions.md): shapes and field spellings, auth, JSONP, state changes
 * per persona, validation, and reset back to the fixtures.
 */
import { describe, expect, it } from 'vitest';
import { Emulator } from '../../../emulator/emulator.ts';
import {
  ACTIVATE_PATH,
  CHALLENGE_VALID_USER_PATH,
  ASSESSMENT_COMPLETE_PATH,
  brainHealthSiteConfig,
  CBS_SCORES_SYNC_PATH,
  CBS_START_PATH,
  CHALLENGES_PATH,
  CMS_API_BASE_URL,
  EMAIL_VERIFICATION_SEND_PATH,
  EMAIL_VERIFICATION_STATUS_PATH,
  HOME_TILES_PATH,
  isSafeCallback,
  MESSAGING_USER_API_URL,
  MY_LIST_PATH,
  parseUpNextName,
  USER_TYPES_URL,
} from '../../../emulator/handlers/brain-health.ts';
import { bearer, call } from '../../../emulator/testing.ts';
import type { EmulatorResponse } from '../../../emulator/core/types.ts';
import { challengeDefinitions, challengeProgress } from '../../../fixtures/brain-health/challenges.ts';
import { myLists } from '../../../fixtures/brain-health/categories.ts';
import { inboxCards } from '../../../fixtures/brain-health/inbox.ts';
import { topSheetHtml } from '../../../fixtures/brain-health/top-sheet.ts';
import { programPersonas } from '../../../fixtures/brain-health/users.ts';
import { personas, TODAY } from '../../../fixtures/personas.ts';
import { hostileStrings } from '../../../fixtures/hostile/payloads.ts';
import { deriveIdentity } from '../../../src/domain/identity.ts';
import type { PageContext, ProgramUser } from '../../../src/domain/identity.types.ts';
import { freeTrialExpiredRecently, isFreeTrialEligible, isFreeTrialUser } from '../../../src/domain/program.ts';

type Body = Record<string, any>;
const body = (answer: EmulatorResponse) => answer.body as Body;
const inbox = (personaId: string) => MESSAGING_USER_API_URL.replace('{fedid}', `fed-${personaId}`);
const messagingHeaders = (personaId: string) => ({ authorization: `token-${personaId}`, 'content-type': 'application/json' });
const challengeBody = (challenge: Record<string, unknown>) => ({ data: JSON.stringify(challenge) });

/** The payload of a JSONP answer `callback({...});`. */
function jsonpPayload(answer: EmulatorResponse, callback: string): Body {
  const match = new RegExp(`^${callback.replace(/[.$]/g, '\\$&')}\\((.*)\\);$`, 's').exec(answer.raw ?? '');
  if (!match) throw new Error(`not a JSONP answer for ${callback}: ${answer.raw}`);
  return JSON.parse(match[1]!) as Body;
}

describe('fixtures and exported paths', () => {
  it('programme records, inboxes, lists and progress belong to personas of fixtures/personas.ts', () => {
    const ids = new Set(personas.map((persona) => persona.id));
    for (const id of [...Object.keys(programPersonas), ...Object.keys(inboxCards), ...Object.keys(myLists), ...Object.keys(challengeProgress)])
      expect(ids, id).toContain(id);
  });

  it('saved challenge progress matches its challenge and never exceeds total_steps', () => {
    for (const progress of Object.values(challengeProgress).flat()) {
      const definition = challengeDefinitions.find((candidate) => candidate.id === progress.id);
      expect(definition, progress.id).toBeDefined();
      expect(progress.total_steps).toBe(definition!.total_steps);
      expect(progress.steps_completed).toBeLessThanOrEqual(progress.total_steps);
      expect(definition!.steps).toHaveLength(definition!.total_steps);
    }
  });

  it('exports the site-config values of brain-health 7 for product member, and for another product', () => {
    expect(brainHealthSiteConfig()).toEqual({
      apiPathURL: '/applications/member/api/v1',
      baseApiPathURL: '/applications/',
      challengesBaseUrl: 'member/api/v1/me/challenges',
      challengeValidUserUrl: '/applications/member/api/v1/me/challenges/valid-user',
      cmsApiBaseUrl: '/content/member/api',
      messagingApiKey: 'emulator-messaging-key',
      messagingBaseUrl: '/messaging/v1',
      messagingUserApiUrl: '/messaging/v1/users/{fedid}/content-cards',
      userTypesUrl: '/applications/member/api/v1/user/types',
    });
    expect(brainHealthSiteConfig('staying-sharp').userTypesUrl).toBe('/applications/staying-sharp/api/v1/user/types');
    const config = brainHealthSiteConfig();
    expect(`${config.baseApiPathURL}member/api/v1/activate`).toBe(ACTIVATE_PATH);
    expect(`${config.baseApiPathURL}${config.challengesBaseUrl}`).toBe(CHALLENGES_PATH);
  });

  it('lists its routes', async () => {
    const routes = body(await call(new Emulator(), 'GET', '/__emulator/routes')).routes as Array<{ method: string; pattern: string }>;
    const listed = routes.map((route) => `${route.method} ${route.pattern}`);
    for (const route of [
      'GET /applications/{product}/api/v1/user/types',
      'GET /messaging/v1/users/{fedid}/content-cards',
      `GET ${EMAIL_VERIFICATION_STATUS_PATH}`,
      `GET ${EMAIL_VERIFICATION_SEND_PATH}`,
      'GET /applications/{product}/api/v1/assessments/assessment_complete',
      'POST /applications/{product}/api/v1/cbs/start',
      'POST /applications/{product}/api/v1/cbs/scores/sync',
      'GET /applications/{product}/api/v1/activate',
      'POST /applications/{product}/api/v1/me/challenges',
      'GET /applications/{product}/api/v1/me/challenges/valid-user',
      'GET /content/{product}/api/challenges.{userType}.json',
      'GET /content/{product}/api/pillars.upnext.{name}.json',
      'GET /etc/{product}/categories/categories.{id}.json',
    ]) {
      expect(listed).toContain(route);
    }
  });
});

describe('programme user types (brain-health 3.1; call decided in docs/decisions.md)', () => {
  const emulator = new Emulator();

  it('answers the record with every field spelled as brain-health 3.1 spells it', async () => {
    const answer = await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-free-trial-eligible') });
    expect(answer.status).toBe(200);
    const { userType, hasSponsoredSubscription, fullResponse } = body(answer);
    expect(userType).toBe('first-time-member');
    expect(hasSponsoredSubscription).toBe(false);
    expect(Object.keys(fullResponse.user).sort()).toEqual(
      ['access_and_features', 'auto_renew', 'created_on', 'is_registered_non_member_activated', 'membership_expiration_date', 'membership_status'].sort(),
    );
    expect(Object.keys(fullResponse.user.access_and_features).sort()).toEqual(
      ['activate_free_trail_member', 'active', 'features', 'free_trail_expired', 'free_trial_camppaign_id', 'no_of_free_trial_days', 'sponsor'].sort(),
    );
    expect(fullResponse.user.access_and_features).toMatchObject({
      free_trail_expired: false,
      free_trial_camppaign_id: 'USSTEST7',
      no_of_free_trial_days: 30,
      activate_free_trail_member: true,
      features: expect.arrayContaining(['content']),
    });
  });

  it('names the free-trial flag after the product of the path', async () => {
    const answer = await call(emulator, 'GET', '/applications/sharp/api/v1/user/types', { headers: bearer('bh-free-trial-eligible') });
    const features = body(answer).fullResponse.user.access_and_features;
    expect(features.activate_free_trail_sharp).toBe(true);
    expect(features.activate_free_trail_member).toBeUndefined();
  });

  it('answers anonymous-user without a token, 401 for an unknown token', async () => {
    const anonymous = await call(emulator, 'GET', USER_TYPES_URL);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ userType: 'anonymous-user', hasSponsoredSubscription: false, fullResponse: {} });
    expect((await call(emulator, 'GET', USER_TYPES_URL, { headers: { authorization: 'Bearer token-nobody' } })).status).toBe(401);
  });

  it('reads the access_token cookie when there is no Authorization header', async () => {
    const answer = await call(emulator, 'GET', USER_TYPES_URL, { cookies: { access_token: 'token-bh-returning-member' } });
    expect(body(answer).userType).toBe('returning-member-content-access');
  });

  const context: PageContext = {
    now: new Date(TODAY),
    locale: 'en',
    authoring: false,
    appWebView: false,
    product: 'member',
    insurers: { insurer1: 'INSURER1', insurer2: 'INSURER2' },
  };

  // Each persona's record, through the library's own rules (brain-health 4.3, 4.5, 4.6, 5, 6).
  it.each([
    ['bh-registered-non-member', 'registered-non-member', false, 'non-member', ''],
    ['bh-registered-non-activated-member', 'registered-non-activated-member', false, 'member-on-automatic-renew', ''],
    ['bh-cancelled-or-expired-member', 'cancelled-or-expired-member', false, 'suspended-member', ''],
    ['bh-first-time-member', 'first-time-member', false, 'member-not-on-automatic-renew', ''],
    ['bh-returning-member', 'returning-member-content-access', false, 'member-on-automatic-renew', ''],
    ['bh-assessment-in-progress', 'mbs-assessment-inProgress', false, 'member-on-automatic-renew', ''],
    ['bh-lifestyle-completed-mbs-in-progress', 'lifestyle-completed-mbs-inProgress', false, 'member-on-automatic-renew', ''],
    ['bh-free-trial-eligible', 'first-time-member', false, 'member-on-trail-period', 'TRIAL30'],
    ['bh-free-trial-expired', 'registered-non-member', false, 'non-member', ''],
    ['bh-sponsor-insurer1', 'returning-member-content-access', 'INSURER1', 'sponsor-subsciption-member', 'INSURER1'],
    ['bh-sponsor-insurer1ms35', 'returning-member-content-access', 'INSURER1MS35', 'sponsor-subsciption-member', 'INSURER1MS35'],
    ['bh-sponsor-insurer1ma', 'first-time-member', 'INSURER1MA', 'sponsor-subsciption-member', 'INSURER1MA'],
    ['bh-sponsor-insurer2', 'returning-member-no-assessment-started', 'INSURER2', 'sponsor-subsciption-member', 'INSURER2'],
    ['bh-sponsor-imh', 'returning-member-content-access', 'IMH', 'lifetime-member', 'IMH'],
  ])('%s: userType %s, hasSponsoredSubscription %s, header type %s', async (personaId, userType, sponsored, headerUserType, sponsor) => {
    const answer = await call(new Emulator(), 'GET', USER_TYPES_URL, { headers: bearer(personaId) });
    const programUser = answer.body as ProgramUser;
    expect(programUser.userType).toBe(userType);
    expect(programUser.hasSponsoredSubscription).toBe(sponsored);
    const persona = personas.find((candidate) => candidate.id === personaId)!;
    const at = persona.cookies.at as Record<string, string>;
    const snapshot = deriveIdentity({ at, accessToken: `token-${personaId}`, fedid: `fed-${personaId}`, programUser }, context);
    expect(snapshot.headerUserType).toBe(headerUserType);
    expect(snapshot.sponsor).toBe(sponsor);
    expect(snapshot.programUserType).toBe(userType);
  });

  it('has one free-trial member eligible and one expired inside the 60-day window (brain-health 4.6, 5, 9)', async () => {
    const eligible = (await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-free-trial-eligible') })).body;
    const expired = (await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-free-trial-expired') })).body;
    const now = new Date(TODAY);
    expect([isFreeTrialUser(eligible), isFreeTrialEligible(eligible), freeTrialExpiredRecently(eligible, now)]).toEqual([true, true, false]);
    expect([isFreeTrialUser(expired), isFreeTrialEligible(expired), freeTrialExpiredRecently(expired, now)]).toEqual([true, false, true]);
    expect(freeTrialExpiredRecently(expired, new Date('2027-02-01T00:00:00Z'))).toBe(false);
  });

  it('derives a record from the at cookie for personas of the site', async () => {
    const member = body(await call(new Emulator(), 'GET', USER_TYPES_URL, { headers: bearer('member-auto-renew') }));
    expect(member).toMatchObject({
      userType: 'registered-non-activated-member',
      fullResponse: { user: { membership_status: 'ACTIVE', auto_renew: 'Y', membership_expiration_date: '2027-06-30' } },
    });
    const expired = body(await call(new Emulator(), 'GET', USER_TYPES_URL, { headers: bearer('expired-member') }));
    expect(expired.userType).toBe('cancelled-or-expired-member');
    const nonMember = body(await call(new Emulator(), 'GET', USER_TYPES_URL, { headers: bearer('registered-non-member') }));
    expect(nonMember.userType).toBe('registered-non-member');
  });
});

describe('message inbox (brain-health 3.4, 4.10, 7.1)', () => {
  it('answers users[0] and cards, some viewed and some not', async () => {
    const answer = await call(new Emulator(), 'GET', inbox('bh-returning-member'), { headers: messagingHeaders('bh-returning-member') });
    expect(answer.status).toBe(200);
    const { users, cards } = body(answer);
    expect(users[0]).toMatchObject({
      external_id: 'fed-bh-returning-member',
      first_name: 'Maya',
      custom_attributes: { user_type: 'returning-member-content-access' },
    });
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) {
      expect(card).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        url: expect.any(String),
        viewed: expect.any(Boolean),
        created: expect.any(Number),
      });
    }
    expect(cards.filter((card: Body) => !card.viewed)).toHaveLength(2);
  });

  it('answers 204 with no body for a user without cards', async () => {
    const answer = await call(new Emulator(), 'GET', inbox('member-auto-renew'), { headers: messagingHeaders('member-auto-renew') });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
  });

  it.each([
    ['no authorization header', { 'content-type': 'application/json' }, 401],
    ['a Bearer prefix (7.1 sends the token itself)', { authorization: 'Bearer token-bh-returning-member', 'content-type': 'application/json' }, 401],
    ['an unknown token', { authorization: 'token-nobody', 'content-type': 'application/json' }, 401],
    ["another user's token", messagingHeaders('bh-first-time-member'), 403],
    ['no JSON content type', { authorization: 'token-bh-returning-member' }, 415],
  ])('refuses %s', async (_name, headers, status) => {
    expect((await call(new Emulator(), 'GET', inbox('bh-returning-member'), { headers })).status).toBe(status);
  });

  it('marks a card viewed, and reset brings the unread card back', async () => {
    const emulator = new Emulator();
    const unread = async () =>
      (body(await call(emulator, 'GET', inbox('bh-first-time-member'), { headers: messagingHeaders('bh-first-time-member') })).cards as Body[]).filter(
        (card) => !card.viewed,
      ).length;
    expect(await unread()).toBe(2);
    const marked = await call(emulator, 'POST', `${inbox('bh-first-time-member')}/card-welcome/viewed`, {
      headers: { authorization: 'token-bh-first-time-member' },
    });
    expect(marked.status).toBe(204);
    expect(await unread()).toBe(1);
    expect(
      (await call(emulator, 'POST', `${inbox('bh-first-time-member')}/no-such-card/viewed`, { headers: { authorization: 'token-bh-first-time-member' } }))
        .status,
    ).toBe(404);
    await call(emulator, 'POST', '/__emulator/reset');
    expect(await unread()).toBe(2);
  });
});

describe('email verification, JSONP (brain-health 4.8, 7.2)', () => {
  const status = (emulator: Emulator, personaId: string | undefined, callback = 'fn') =>
    call(
      emulator,
      'GET',
      `${EMAIL_VERIFICATION_STATUS_PATH}?callback=${encodeURIComponent(callback)}`,
      personaId ? { cookies: { access_token: `token-${personaId}` } } : {},
    );
  const send = (emulator: Emulator, personaId: string | undefined, callback = 'fn') =>
    call(
      emulator,
      'GET',
      `${EMAIL_VERIFICATION_SEND_PATH}?callback=${encodeURIComponent(callback)}`,
      personaId ? { cookies: { access_token: `token-${personaId}` } } : {},
    );

  it('answers callback({...}) as application/javascript', async () => {
    const answer = await status(new Emulator(), 'bh-registered-non-member', 'jQuery3610_1737');
    expect(answer.status).toBe(200);
    expect(answer.headers!['Content-Type']).toMatch(/^application\/javascript/);
    expect(answer.raw).toMatch(/^jQuery3610_1737\(\{.*\}\);$/);
    expect(jsonpPayload(answer, 'jQuery3610_1737')).toEqual({ result: 'success', status: 'Q', popup: true, emailVerified: false, sentCount: 0 });
  });

  it.each(['', 'alert(1)', 'a-b', '1abc', 'x;y', 'a..b', 'fn.', 'function', 'window.eval', 'a'.repeat(101), 'fn</script>'])(
    'refuses the callback %j with 400',
    async (callback) => {
      expect(isSafeCallback(callback)).toBe(false);
      const answer = await status(new Emulator(), 'bh-registered-non-member', callback);
      expect(answer.status).toBe(400);
      expect(answer.raw).toBeUndefined();
    },
  );

  it('refuses a missing callback with 400', async () => {
    expect((await call(new Emulator(), 'GET', EMAIL_VERIFICATION_STATUS_PATH, { cookies: { access_token: 'token-bh-first-time-member' } })).status).toBe(400);
  });

  it.each(['fn', '$cb', '_cb2', 'jQuery123_456', 'ns.callbacks.cb1'])('accepts the callback %j', (callback) => {
    expect(isSafeCallback(callback)).toBe(true);
  });

  it('is not success without login, for both calls', async () => {
    const emulator = new Emulator();
    expect(jsonpPayload(await status(emulator, undefined), 'fn').result).toBe('failure');
    expect(jsonpPayload(await send(emulator, undefined), 'fn').result).toBe('failure');
    expect(jsonpPayload(await status(emulator, 'nobody'), 'fn').result).toBe('failure');
  });

  it('is not success for a verified address (modal flags cleared, 4.8 step 5), and sending fails', async () => {
    const emulator = new Emulator();
    expect(jsonpPayload(await status(emulator, 'bh-returning-member'), 'fn')).toMatchObject({ result: 'verified', status: 'V', popup: false });
    expect(jsonpPayload(await send(emulator, 'bh-returning-member'), 'fn').result).not.toBe('success');
  });

  it('after a send the status is pending without the popup; reset restores the seed', async () => {
    const emulator = new Emulator();
    const sent = jsonpPayload(await send(emulator, 'bh-first-time-member', 'cb'), 'cb');
    expect(sent).toMatchObject({ result: 'success', status: 'P' });
    expect(jsonpPayload(await status(emulator, 'bh-first-time-member'), 'fn')).toMatchObject({ result: 'success', status: 'P', popup: false, sentCount: 1 });
    await call(emulator, 'POST', '/__emulator/reset');
    expect(jsonpPayload(await status(emulator, 'bh-first-time-member'), 'fn')).toMatchObject({ status: 'Q', popup: true });
  });

  it('also reads a Bearer header', async () => {
    const answer = await call(new Emulator(), 'GET', `${EMAIL_VERIFICATION_STATUS_PATH}?callback=fn`, { headers: bearer('bh-free-trial-eligible') });
    expect(jsonpPayload(answer, 'fn').result).toBe('success');
  });

  it('the faults reach the JSONP argument: wrong-shape calls back with a list, hostile replaces its strings (issue 34)', async () => {
    const cookies = { access_token: 'token-bh-first-time-member' };
    const path = `${EMAIL_VERIFICATION_STATUS_PATH}?callback=cb`;
    const shaped = await call(new Emulator(), 'GET', path, { cookies, headers: { 'x-emulator-fault': 'body=wrong-shape' } });
    expect(shaped.raw).toBe('cb(["wrong","shape",42]);');
    const hostile = await call(new Emulator(), 'GET', path, { cookies, headers: { 'x-emulator-fault': 'body=hostile' } });
    expect(hostile.raw).toMatch(/^cb\(\{.*\}\);$/s);
    const payload = jsonpPayload(hostile, 'cb');
    expect(payload.result).not.toBe('success');
    expect(
      Object.values(payload)
        .filter((value) => typeof value === 'string')
        .every((value) => hostileStrings.includes(value as string)),
    ).toBe(true);
    // Other raw bodies (not a callback's call) are left as they were.
    const malformed = await call(new Emulator(), 'GET', path, { cookies, headers: { 'x-emulator-fault': 'body=malformed' } });
    expect(malformed.raw).toBe('{"truncated": tr');
  });
});

describe('assessment (brain-health 4.11, 7.3, 9)', () => {
  const check = (emulator: Emulator, personaId: string) => call(emulator, 'GET', ASSESSMENT_COMPLETE_PATH, { headers: bearer(personaId) });

  it('needs a token', async () => {
    expect((await call(new Emulator(), 'GET', ASSESSMENT_COMPLETE_PATH)).status).toBe(401);
    expect((await call(new Emulator(), 'POST', CBS_START_PATH)).status).toBe(401);
    expect((await call(new Emulator(), 'POST', CBS_SCORES_SYNC_PATH)).status).toBe(401);
  });

  it('an assessment in progress fails twice and succeeds on the third check (inside 5 attempts), and the user type moves on', async () => {
    const emulator = new Emulator();
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) results.push(body(await check(emulator, 'bh-assessment-in-progress')).status);
    expect(results).toEqual(['failure', 'failure', 'success', 'success']);
    const done = body(await check(emulator, 'bh-assessment-in-progress'));
    expect(done).toMatchObject({ assessment_complete: true, userType: 'mbs-completed-lifestyle-inProgress' });
    expect(body(await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-assessment-in-progress') })).userType).toBe(
      'mbs-completed-lifestyle-inProgress',
    );
    await call(emulator, 'POST', '/__emulator/reset');
    expect(body(await check(emulator, 'bh-assessment-in-progress')).status).toBe('failure');
    expect(body(await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-assessment-in-progress') })).userType).toBe('mbs-assessment-inProgress');
  });

  it('the lifestyle-completed persona never completes', async () => {
    const emulator = new Emulator();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(body(await check(emulator, 'bh-lifestyle-completed-mbs-in-progress'))).toEqual({
        status: 'failure',
        assessment_complete: false,
        assessment_state: 'in-progress',
        attempts: attempt,
      });
    }
  });

  it.each([
    ['bh-returning-member', 'success'],
    ['bh-first-time-member', 'failure'],
  ])('%s: %s', async (personaId, result) => {
    expect(body(await check(new Emulator(), personaId)).status).toBe(result);
  });

  it('cbs/start puts the assessment in progress, it completes on the third check, then scores sync', async () => {
    const emulator = new Emulator();
    expect(body(await call(emulator, 'POST', CBS_SCORES_SYNC_PATH, { headers: bearer('bh-first-time-member') }))).toEqual({ status: 'pending' });
    const started = await call(emulator, 'POST', CBS_START_PATH, { headers: bearer('bh-first-time-member'), body: { locale: 'es' } });
    expect(started.status).toBe(200);
    expect(body(started)).toMatchObject({
      status: 'success',
      session_id: expect.any(String),
      redirect_url: '/espanol/evaluacion/cuestionario-estilo-de-vida/comenzar',
    });
    expect(body(await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-first-time-member') })).userType).toBe('mbs-assessment-inProgress');
    expect(body(await check(emulator, 'bh-first-time-member')).status).toBe('failure');
    expect(body(await check(emulator, 'bh-first-time-member')).status).toBe('failure');
    expect(body(await check(emulator, 'bh-first-time-member')).status).toBe('success');
    const synced = body(await call(emulator, 'POST', CBS_SCORES_SYNC_PATH, { headers: bearer('bh-first-time-member') }));
    expect(synced.status).toBe('success');
    for (const { score } of synced.scores.domains) expect(score).toBeGreaterThanOrEqual(0);
    for (const score of Object.values(synced.scores.pillars) as number[]) expect(score).toBeLessThanOrEqual(10);
    expect(Object.keys(synced.scores.pillars).sort()).toEqual([
      'be_social',
      'eat_right',
      'engage_your_brain',
      'manage_stress',
      'ongoing_exercise',
      'restorative_sleep',
    ]);
  });

  it('cbs/start refuses users without programme access (403) and bodies that are not JSON objects (400)', async () => {
    expect((await call(new Emulator(), 'POST', CBS_START_PATH, { headers: bearer('bh-registered-non-member') })).status).toBe(403);
    expect((await call(new Emulator(), 'POST', CBS_START_PATH, { headers: bearer('bh-returning-member'), body: { __malformed: '{"loc' } })).status).toBe(400);
    expect((await call(new Emulator(), 'POST', CBS_START_PATH, { headers: bearer('bh-returning-member'), body: { locale: 'fr' } })).status).toBe(400);
  });
});

describe('activation (brain-health 4.13, 7.4, 8)', () => {
  const activate = (emulator: Emulator, personaId: string | undefined, locale = 'en') =>
    call(emulator, 'GET', `${ACTIVATE_PATH}?locale=${locale}`, personaId ? { headers: bearer(personaId) } : {});

  it.each([
    ['no token', undefined],
    ['an unknown token', 'nobody'],
  ])('answers 401 with status error and a message naming an invalid token, for %s', async (_name, personaId) => {
    const answer = await activate(new Emulator(), personaId);
    expect(answer.status).toBe(401);
    expect(body(answer).status).toBe('error');
    expect(body(answer).message).toMatch(/invalid/);
    expect(body(answer).message).toMatch(/token/);
  });

  it('activates a registered-non-activated-member: ACTIVE, and the user type becomes first-time-member', async () => {
    const emulator = new Emulator();
    expect(body(await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-registered-non-activated-member') })).userType).toBe(
      'registered-non-activated-member',
    );
    const answer = await activate(emulator, 'bh-registered-non-activated-member');
    expect(answer.status).toBe(200);
    expect(body(answer)).toMatchObject({
      status: 'success',
      userType: 'first-time-member',
      user: { membership_status: 'ACTIVE', access_and_features: { active: true } },
    });
    const after = body(await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-registered-non-activated-member') }));
    expect(after).toMatchObject({
      userType: 'first-time-member',
      fullResponse: { user: { access_and_features: { active: true, features: expect.arrayContaining(['content']) } } },
    });
    await call(emulator, 'POST', '/__emulator/reset');
    expect(body(await call(emulator, 'GET', USER_TYPES_URL, { headers: bearer('bh-registered-non-activated-member') })).userType).toBe(
      'registered-non-activated-member',
    );
  });

  it('a registered non-member becomes rnma and stays NON-MEMBER', async () => {
    const emulator = new Emulator();
    const answer = body(await activate(emulator, 'bh-registered-non-member', 'es'));
    expect(answer).toMatchObject({ userType: 'rnma', user: { membership_status: 'NON-MEMBER', is_registered_non_member_activated: 'true' } });
  });

  it('members of the site activate too (their record is derived from the at cookie)', async () => {
    expect(body(await activate(new Emulator(), 'member-not-auto-renew'))).toMatchObject({
      userType: 'first-time-member',
      user: { membership_status: 'ACTIVE' },
    });
  });

  it('leaves an activated user as they are', async () => {
    expect(body(await activate(new Emulator(), 'bh-returning-member'))).toMatchObject({
      userType: 'returning-member-content-access',
      user: { membership_status: 'ACTIVE' },
    });
  });

  it('refuses an expired member (403, not a token error) and a locale other than en / es (400)', async () => {
    const expired = await activate(new Emulator(), 'bh-cancelled-or-expired-member');
    expect(expired.status).toBe(403);
    expect(body(expired)).toMatchObject({ status: 'error' });
    expect(body(expired).message).not.toMatch(/token/);
    expect((await activate(new Emulator(), 'bh-registered-non-activated-member', 'fr')).status).toBe(400);
    expect((await call(new Emulator(), 'GET', ACTIVATE_PATH, { headers: bearer('bh-registered-non-activated-member') })).status).toBe(400);
  });
});

describe('challenges (brain-health 3.7, 4.12, 5, 7.5)', () => {
  const save = (emulator: Emulator, personaId: string | undefined, payload: unknown) =>
    call(emulator, 'POST', CHALLENGES_PATH, { ...(personaId ? { headers: bearer(personaId) } : {}), body: payload });

  it('saves progress and lists it; reset restores the seed', async () => {
    const emulator = new Emulator();
    const answer = await save(
      emulator,
      'bh-returning-member',
      challengeBody({ id: 'ch-walk-five-days', steps_completed: 4, total_steps: 5, completed: false }),
    );
    expect(answer.status).toBe(200);
    expect(body(answer)).toMatchObject({
      status: 'success',
      challenge: { id: 'ch-walk-five-days', steps_completed: 4, total_steps: 5, completed: false, updated_on: expect.any(String) },
    });
    const done = await save(emulator, 'bh-returning-member', challengeBody({ id: 'ch-mind-kitchen', steps_completed: 3, total_steps: 3, completed: true }));
    expect(done.status).toBe(200);
    const listed = body(await call(emulator, 'GET', CHALLENGES_PATH, { headers: bearer('bh-returning-member') })).challenges as Body[];
    expect(listed.find((challenge) => challenge.id === 'ch-walk-five-days')!.steps_completed).toBe(4);
    expect(listed.find((challenge) => challenge.id === 'ch-mind-kitchen')!.completed).toBe(true);
    await call(emulator, 'POST', '/__emulator/reset');
    const reset = body(await call(emulator, 'GET', CHALLENGES_PATH, { headers: bearer('bh-returning-member') })).challenges as Body[];
    expect(reset.map((challenge) => [challenge.id, challenge.steps_completed])).toEqual([
      ['ch-walk-five-days', 3],
      ['ch-better-sleep', 7],
    ]);
  });

  it.each([
    ['a body without data', { id: 'ch-walk-five-days' }],
    ['data as an object, not a JSON string', { data: { id: 'ch-walk-five-days', steps_completed: 1, total_steps: 5, completed: false } }],
    ['data that is not JSON', { data: '{"id": "ch-walk' }],
    ['data holding an array', { data: '[1,2]' }],
    ['steps_completed above total_steps', challengeBody({ id: 'ch-walk-five-days', steps_completed: 6, total_steps: 5, completed: false })],
    ['a negative steps_completed', challengeBody({ id: 'ch-walk-five-days', steps_completed: -1, total_steps: 5, completed: false })],
    ['a fractional steps_completed', challengeBody({ id: 'ch-walk-five-days', steps_completed: 1.5, total_steps: 5, completed: false })],
    ['steps_completed as text', challengeBody({ id: 'ch-walk-five-days', steps_completed: '2', total_steps: 5, completed: false })],
    ['completed as text', challengeBody({ id: 'ch-walk-five-days', steps_completed: 2, total_steps: 5, completed: 'false' })],
    ['completed before the last step', challengeBody({ id: 'ch-walk-five-days', steps_completed: 4, total_steps: 5, completed: true })],
    ['no id', challengeBody({ steps_completed: 1, total_steps: 5, completed: false })],
    ['the data field inside the challenge', challengeBody({ id: 'ch-walk-five-days', steps_completed: 1, total_steps: 5, completed: false, data: {} })],
    ["total_steps that is not the challenge's", challengeBody({ id: 'ch-walk-five-days', steps_completed: 1, total_steps: 6, completed: false })],
    ['a malformed JSON body', { __malformed: '{"data":' }],
  ])('answers 400 for %s', async (_name, payload) => {
    const answer = await save(new Emulator(), 'bh-returning-member', payload);
    expect(answer.status).toBe(400);
    expect(body(answer).error).toBe('BAD_REQUEST');
  });

  it('answers 404 for an unknown challenge, 401 without a token, 403 without programme access', async () => {
    const valid = challengeBody({ id: 'ch-walk-five-days', steps_completed: 1, total_steps: 5, completed: false });
    expect(
      (await save(new Emulator(), 'bh-returning-member', challengeBody({ id: 'ch-nope', steps_completed: 1, total_steps: 5, completed: false }))).status,
    ).toBe(404);
    expect((await save(new Emulator(), undefined, valid)).status).toBe(401);
    expect((await save(new Emulator(), 'bh-registered-non-activated-member', valid)).status).toBe(403);
  });

  it.each([
    ['bh-returning-member', '', {}],
    ['bh-first-time-member', '', {}],
    ['bh-registered-non-activated-member', '', { url: '/get-started/' }],
    ['bh-cancelled-or-expired-member', '?locale=es', { url: '/espanol/articulos/' }],
  ])('the valid-user check (4.12): %s%s answers %j', async (personaId, query, expected) => {
    const answer = await call(new Emulator(), 'GET', `${CHALLENGE_VALID_USER_PATH}${query}`, { headers: bearer(personaId) });
    expect(answer.status).toBe(200);
    expect(body(answer)).toEqual(expected);
  });

  it('the valid-user check needs a token', async () => {
    expect((await call(new Emulator(), 'GET', CHALLENGE_VALID_USER_PATH)).status).toBe(401);
  });

  it('serves the challenges shape per user type: all for returning members, a starter set for first-time members', async () => {
    const emulator = new Emulator();
    const returning = await call(emulator, 'GET', `${CMS_API_BASE_URL}/challenges.returning-member-content-access.json`, {
      headers: bearer('bh-returning-member'),
    });
    expect(returning.status).toBe(200);
    const shape = body(returning);
    expect(shape.userType).toBe('returning-member-content-access');
    expect(shape.challenges).toHaveLength(challengeDefinitions.length);
    for (const challenge of shape.challenges) {
      expect(challenge).toMatchObject({
        id: expect.any(String),
        total_steps: expect.any(Number),
        url: expect.stringMatching(/^\/challenges\//),
        url_es: expect.stringMatching(/^\/espanol\/desafios\//),
      });
      expect(challenge.steps).toHaveLength(challenge.total_steps);
    }
    const starter = body(await call(emulator, 'GET', `${CMS_API_BASE_URL}/challenges.first-time-member.json`, { headers: bearer('bh-first-time-member') }));
    expect(starter.challenges.length).toBeLessThan(challengeDefinitions.length);
  });

  it.each([
    ['registered-non-member', 'bh-registered-non-member', 204],
    ['anonymous-user', 'bh-registered-non-member', 204],
    ['not-a-type', 'bh-returning-member', 404],
  ])('challenges.%s.json answers %s', async (userType, personaId, status) => {
    expect((await call(new Emulator(), 'GET', `${CMS_API_BASE_URL}/challenges.${userType}.json`, { headers: bearer(personaId) })).status).toBe(status);
  });

  it('the shape needs a Bearer token', async () => {
    expect((await call(new Emulator(), 'GET', `${CMS_API_BASE_URL}/challenges.first-time-member.json`)).status).toBe(401);
  });
});

describe('recommendations and categories (brain-health 3.8, 3.9, 4.14, 4.16, 7.6)', () => {
  it.each([
    ['first-time-member', { tags: [], userType: 'first-time-member', locale: 'en' }],
    ['first-time-member.es', { tags: [], userType: 'first-time-member', locale: 'es' }],
    ['eat_right.move.returning-member-content-access', { tags: ['eat_right', 'move'], userType: 'returning-member-content-access', locale: 'en' }],
    ['eat_right,manage_stress.mbs-assessment-inProgress.es', { tags: ['eat_right', 'manage_stress'], userType: 'mbs-assessment-inProgress', locale: 'es' }],
    ['memoryreturning-member-assessment-inProgress', { tags: ['memory'], userType: 'returning-member-assessment-inProgress', locale: 'en' }],
    ['move.RNMA', { tags: ['move'], userType: 'rnma', locale: 'en' }],
  ])('reads %s', (name, expected) => {
    expect(parseUpNextName(name)).toEqual(expected);
  });

  it('reads no user type from a name without one', () => {
    expect(parseUpNextName('eat_right.nobody')).toBeUndefined();
  });

  const upNext = (name: string, personaId: string | null = 'bh-returning-member') =>
    call(new Emulator(), 'GET', `${CMS_API_BASE_URL}/pillars.upnext.${name}.json`, personaId ? { headers: bearer(personaId) } : {});

  it('recommends content matching the tags, old pillar names included', async () => {
    const answer = await upNext('nourish.returning-member-content-access');
    expect(answer.status).toBe(200);
    const { items, userType, locale } = body(answer);
    expect([userType, locale]).toEqual(['returning-member-content-access', 'en']);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.pillarTag).toBe('eat_right');
    const games = body(await upNext('word.logic.first-time-member')).items as Body[];
    expect(new Set(games.map((item) => item.gameTag))).toEqual(new Set(['word', 'logic']));
  });

  it('in Spanish recommends only items with a Spanish version, with Spanish ids, text and neuro tags', async () => {
    const items = body(await upNext('engage_your_brain.returning-member-content-access.es')).items as Body[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.url).toMatch(/^\/espanol\//);
    expect(items.map((item) => item.neuroTag).filter(Boolean)).toContain('Memoria de recuerdo');
    expect(items.some((item) => item.id === 'bh-juego-cuadricula-numeros')).toBe(true);
  });

  it('answers 204 when nothing matches, 404 for an unknown user type, 401 without a token', async () => {
    expect((await upNext('no-such-tag.first-time-member')).status).toBe(204);
    expect((await upNext('eat_right.nobody')).status).toBe(404);
    expect((await upNext('first-time-member', null)).status).toBe(401);
  });

  it('serves the home tiles to anyone, with exclusive tiles for sponsor types and extra tiles', async () => {
    const answer = await call(new Emulator(), 'GET', HOME_TILES_PATH);
    expect(answer.status).toBe(200);
    const tiles = body(answer).tiles as Body[];
    const exclusive = tiles.filter((tile) => tile.exclusive);
    expect(exclusive.map((tile) => tile.userType)).toEqual(['INSURER1MS35,INSURER1MA', 'IMH']);
    expect(tiles.filter((tile) => tile.extra)).toHaveLength(2);
    expect((await call(new Emulator(), 'GET', '/etc/member/categories/categories.6.json')).status).toBe(404);
  });

  it('serves my list with statuses and Spanish item ids, so the 4.14 count is 4 in English and 2 in Spanish', async () => {
    const answer = await call(new Emulator(), 'GET', MY_LIST_PATH, { headers: bearer('bh-returning-member') });
    expect(answer.status).toBe(200);
    const { item_response_list: items, count } = body(answer) as { item_response_list: Body[]; count: number };
    expect(count).toBe(items.length);
    for (const item of items)
      expect(item).toMatchObject({
        item_id: expect.any(String),
        status: expect.stringMatching(/^(added|removed|completed)$/),
        item_details: expect.any(Object),
      });
    const added = items.filter((item) => item.status === 'added');
    expect(added).toHaveLength(4);
    expect(added.filter((item) => item.item_details.item_id_es)).toHaveLength(2);
    expect(items.some((item) => item.status !== 'added')).toBe(true);
  });

  it('my list needs a token and is empty for a user without one', async () => {
    expect((await call(new Emulator(), 'GET', MY_LIST_PATH)).status).toBe(401);
    expect(body(await call(new Emulator(), 'GET', MY_LIST_PATH, { headers: bearer('bh-first-time-member') }))).toEqual({
      id: 24,
      name: 'my-list',
      item_response_list: [],
      count: 0,
    });
  });
});

describe('the top sheet (brain-health 1; CONTRACT 4c)', () => {
  it('serves the CMS fragment as text/html in English and Spanish, with no login; another locale 404', async () => {
    for (const locale of ['en', 'es'] as const) {
      const answer = await call(new Emulator(), 'GET', `/content/member/${locale}/fragments/top-sheet.html`);
      expect(answer.status).toBe(200);
      expect(answer.headers?.['Content-Type']).toMatch(/^text\/html/);
      expect(answer.raw).toBe(topSheetHtml[locale]);
      expect(answer.raw).toMatch(/<a href="\//);
    }
    expect((await call(new Emulator(), 'GET', '/content/member/fr/fragments/top-sheet.html')).status).toBe(404);
  });
});
