import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_ERROR_TEXT,
  PROGRAM_ACTIVATION_ACTIVITY_ID,
  activationOutcome,
  activationUrl,
  isInvalidTokenError,
  loyaltyActivityBody,
  loyaltyActivityHeaders,
  loyaltyActivityUrl,
  nextActivationState,
  type ActivationEvent,
  type ActivationState,
} from '../../../src/domain/activation.ts';
import { CACHE_CLEAN_FLAGS } from '../../../src/domain/program-caches.ts';

const CLEAN: Array<[string, string]> = [
  [CACHE_CLEAN_FLAGS.userType, 'true'],
  [CACHE_CLEAN_FLAGS.assessment, 'true'],
  [CACHE_CLEAN_FLAGS.list, 'true'],
];

// Brain-health 7.4: the activation address.
describe('activationUrl (7.4)', () => {
  it.each([
    ['/applications/', 'member', 'en', '/applications/member/api/v1/activate?locale=en'],
    ['/applications', 'member', 'es', '/applications/member/api/v1/activate?locale=es'],
    ['https://api.example.org/applications/', 'sharpmind', 'zz', 'https://api.example.org/applications/sharpmind/api/v1/activate?locale=en'],
  ] as const)('%s %s %s', (base, product, locale, url) => {
    expect(activationUrl(base, product, locale)).toBe(url);
  });
});

// CONTRACT 4c / brain-health 8: the invalid-token error rule.
describe('isInvalidTokenError (8)', () => {
  it.each<[number, unknown, boolean]>([
    [401, { status: 'error', message: 'invalid token' }, true],
    [401, { status: 'error', message: 'Invalid or expired TOKEN' }, true],
    [403, { status: 'ERROR', message: 'token is invalid' }, true],
    [400, { status: 'error', message: 'invalid token: no bearer token sent' }, true],
    [401, JSON.stringify({ status: 'error', message: 'invalid token' }), true], // the body as text
    // not all three
    [401, { status: 'error', message: 'expired token' }, false],
    [401, { status: 'error', message: 'invalid request' }, false],
    [401, { status: 'failure', message: 'invalid token' }, false],
    [401, { message: 'invalid token' }, false],
    [401, { status: 'error', error: 'invalid token' }, false], // the message field only
    [401, 'invalid token', false],
    [401, undefined, false],
    // a 2xx is never an error
    [200, { status: 'error', message: 'invalid token' }, false],
  ])('%i %j -> %s', (status, body, expected) => {
    expect(isInvalidTokenError(status, body)).toBe(expected);
  });
});

// Brain-health 4.13 / 8: the activation answer.
describe('activationOutcome (4.13)', () => {
  it('ACTIVE: the first-time-member flag, the caches flagged to clean, the loyalty activity, login', () => {
    expect(activationOutcome(200, { status: 'success', userType: 'first-time-member', user: { membership_status: 'ACTIVE' } })).toEqual({
      kind: 'activated',
      set: [['firstTimeMember', 'true'], ...CLEAN],
      recordLoyalty: true,
      redirectToLogin: true,
    });
  });

  it.each<[string, number, unknown, string]>([
    ['ACTIVE in another case', 200, { user: { membership_status: ' active ' } }, 'activated'],
    ['ACTIVE, the body as text', 200, '{"user":{"membership_status":"ACTIVE"}}', 'activated'],
    ['still NON-MEMBER (rnma)', 200, { userType: 'rnma', user: { membership_status: 'NON-MEMBER' } }, 'not-active'],
    ['no user', 200, { status: 'success' }, 'not-active'],
    ['a 2xx that is not an object', 200, 'ok', 'error'],
    ['invalid token', 401, { status: 'error', message: 'invalid token' }, 'invalid-token'],
    ['forbidden', 403, { status: 'error', message: 'membership is not active: renew to activate the programme' }, 'error'],
    ['bad locale', 400, { status: 'error', message: 'locale must be en or es' }, 'error'],
    ['server error', 500, undefined, 'error'],
    ['network failure', 0, undefined, 'error'],
  ])('%s -> %s', (_name, status, body, kind) => {
    expect(activationOutcome(status, body).kind).toBe(kind);
  });

  it('not ACTIVE: caches flagged to clean and a reload', () => {
    expect(activationOutcome(200, { user: { membership_status: 'NON-MEMBER' } })).toEqual({ kind: 'not-active', set: CLEAN, reload: true });
  });

  it('anything else: an error message', () => {
    expect(activationOutcome(500, undefined)).toEqual({ kind: 'error', message: ACTIVATION_ERROR_TEXT });
  });
});

// Brain-health 3.10 / 7.4: the loyalty activity.
describe('the loyalty activity (3.10, 7.4)', () => {
  it('the body of 3.10', () => {
    expect(loyaltyActivityBody('fed-bh-rnam')).toEqual({ userIdentifier: 'fed-bh-rnam', activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID });
    expect(loyaltyActivityBody('fed-1', 'other-id')).toEqual({ userIdentifier: 'fed-1', activityIdentifier: 'other-id' });
    expect(loyaltyActivityBody('fed-1', ' ')).toEqual({ userIdentifier: 'fed-1', activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID });
  });

  it('the headers, LoyaltyPlus optional', () => {
    expect(loyaltyActivityHeaders('tok')).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
    expect(loyaltyActivityHeaders('tok', true)).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      'X-Loyalty-Backend': 'LoyaltyPlus',
    });
  });

  it.each([
    ['https://services.example.org', 'https://services.example.org/applications/loyalty-catalog/activity'],
    ['https://services.example.org/', 'https://services.example.org/applications/loyalty-catalog/activity'],
  ])('%s', (host, url) => {
    expect(loyaltyActivityUrl(host)).toBe(url);
  });
});

// Issue 34: never two activations from a double click; any error removes the loading state (4.13).
describe('nextActivationState', () => {
  it.each<[ActivationState, ActivationEvent, ActivationState]>([
    ['idle', 'click', 'loading'], // the one click that starts a call
    ['loading', 'click', 'loading'], // the double click: ignored
    ['done', 'click', 'done'],
    ['loading', 'error', 'idle'],
    ['loading', 'invalid-token', 'idle'],
    ['loading', 'activated', 'done'],
    ['loading', 'not-active', 'done'],
    ['idle', 'activated', 'idle'], // an answer without a call under way changes nothing
  ])('%s + %s -> %s', (state, event, next) => {
    expect(nextActivationState(state, event)).toBe(next);
  });

  it('a double click starts one call', () => {
    let state: ActivationState = 'idle';
    let calls = 0;
    for (const event of ['click', 'click', 'click'] as const) {
      const next = nextActivationState(state, event);
      if (state === 'idle' && next === 'loading') calls += 1;
      state = next;
    }
    expect(calls).toBe(1);
  });
});
