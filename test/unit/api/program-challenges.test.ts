// @vitest-environment node
/**
 * The challenge calls (src/api/program-challenges.ts; brain-health 4.12, 7.5) and the activation's
 * loyalty activity (src/api/program.ts; 3.10, 7.4) over a stubbed fetch: each sends the bearer
 * token; the save posts 7.5's body and needs a 2xx with an object; the shape takes a 200's object
 * and a 204 (both accepted), anything else is an ApiError; the activity posts 7.4's body.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkChallengeUser, fetchChallengesShape, saveChallenge } from '../../../src/api/program-challenges.ts';
import { recordLoyaltyActivity } from '../../../src/api/program.ts';
import { ApiError } from '../../../src/core/errors.ts';
import { PROGRAM_ACTIVATION_ACTIVITY_ID } from '../../../src/domain/activation.ts';
import { challengeSaveBody } from '../../../src/domain/challenges.ts';

const SHAPE = 'https://www.example.org/content/member/api/challenges.first-time-member.json';
const SAVE = 'https://services.example.org/applications/member/api/v1/me/challenges';
const VALID = 'https://services.example.org/applications/member/api/v1/me/challenges/valid-user?locale=en';

/** The bodies the stubbed fetch was sent, read as it received them. */
const sentBodies: string[] = [];

function answer(body: string | null, status = 200) {
  sentBodies.length = 0;
  const fetch = vi.fn(async (request: Request) => {
    sentBodies.push(request.method === 'POST' ? await request.clone().text() : '');
    return new Response(body, { status, headers: body === null ? {} : { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the valid-user check (4.12)', () => {
  it('{ url } and {} are answers, asked with the bearer token', async () => {
    const fetch = answer(JSON.stringify({ url: '/get-started/' }));
    await expect(checkChallengeUser(VALID, { token: 'token-x' })).resolves.toEqual({ url: '/get-started/' });
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer token-x');
    answer('{}');
    await expect(checkChallengeUser(VALID, { token: 'token-x' })).resolves.toEqual({});
  });

  it.each([
    ['a 500', '{}', 500, 500],
    ['a list', '[]', 200, 422],
    ['not JSON', '{"url":', 200, 422],
  ])('%s is an ApiError', async (_name, body, status, expected) => {
    answer(body, status);
    await expect(checkChallengeUser(VALID, { token: 'token-x' })).rejects.toMatchObject({ name: 'ApiError', status: expected });
  });
});

describe('the save (7.5)', () => {
  it('posts { data: the challenge as a JSON string without data } with the bearer token; a 2xx with an object is saved', async () => {
    const fetch = answer(JSON.stringify({ status: 'success', challenge: {} }));
    const body = challengeSaveBody({ id: 'ch-sleep-better', steps_completed: 2, total_steps: 3, completed: false });
    await expect(saveChallenge(SAVE, body, { token: 'token-x' })).resolves.toBeUndefined();
    const request = fetch.mock.calls[0]![0];
    expect([request.method, request.headers.get('Authorization')]).toEqual(['POST', 'Bearer token-x']);
    const sent = JSON.parse(sentBodies[0]!) as { data: string };
    expect(Object.keys(sent)).toEqual(['data']);
    expect(JSON.parse(sent.data)).toEqual({ id: 'ch-sleep-better', steps_completed: 2, total_steps: 3, completed: false });
  });

  it.each([
    ['a 500', '{}', 500, 500],
    ['a 403', '{}', 403, 403],
    ['a list', '["wrong"]', 200, 422],
    ['not JSON', 'oops', 200, 422],
  ])('%s is not saved (an ApiError)', async (_name, body, status, expected) => {
    answer(body, status);
    await expect(saveChallenge(SAVE, { data: '{}' }, { token: 'token-x' })).rejects.toMatchObject({ status: expected });
  });
});

describe('the challenges shape (7.5, 8)', () => {
  it("a 200's object and a 204, both accepted", async () => {
    const fetch = answer(JSON.stringify({ userType: 'first-time-member', challenges: [] }));
    await expect(fetchChallengesShape(SHAPE, { token: 'token-x' })).resolves.toEqual({ status: 200, body: { userType: 'first-time-member', challenges: [] } });
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer token-x');
    answer(null, 204);
    await expect(fetchChallengesShape(SHAPE, { token: 'token-x' })).resolves.toEqual({ status: 204 });
  });

  it.each([
    ['a 500', '{}', 500, 500],
    ['a 404', '{}', 404, 404],
    ['a list', '[1]', 200, 422],
    ['not JSON', '{', 200, 422],
  ])('%s is an ApiError', async (_name, body, status, expected) => {
    answer(body, status);
    const failure = await fetchChallengesShape(SHAPE, { token: 'token-x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(expected);
  });
});

describe("the activation's loyalty activity (3.10, 7.4)", () => {
  it('posts { userIdentifier, activityIdentifier } with Bearer and JSON; X-Loyalty-Backend only when asked', async () => {
    const fetch = answer('{}');
    await recordLoyaltyActivity({ servicesEndpoint: 'https://services.example.org/' }, 'fed-1', { token: 'token-x', loyaltyPlus: false });
    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe('https://services.example.org/applications/loyalty-catalog/activity');
    expect([request.method, request.headers.get('Authorization'), request.headers.get('Content-Type'), request.headers.get('X-Loyalty-Backend')]).toEqual([
      'POST',
      'Bearer token-x',
      'application/json',
      null,
    ]);
    expect(JSON.parse(sentBodies[0]!)).toEqual({ userIdentifier: 'fed-1', activityIdentifier: PROGRAM_ACTIVATION_ACTIVITY_ID });
    const plus = answer('{}');
    await recordLoyaltyActivity({ servicesEndpoint: 'https://services.example.org' }, 'fed-1', { token: 'token-x', loyaltyPlus: true });
    expect(plus.mock.calls[0]![0].headers.get('X-Loyalty-Backend')).toBe('LoyaltyPlus');
  });

  it('a refusal is an ApiError (the flow only logs it)', async () => {
    answer('{}', 403);
    await expect(
      recordLoyaltyActivity({ servicesEndpoint: 'https://services.example.org/' }, 'fed-1', { token: 'token-x', loyaltyPlus: false }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
