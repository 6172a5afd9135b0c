// @vitest-environment node
/**
 * The inbox's calls (src/api/program-inbox.ts; brain-health 7.1) against the service emulator over
 * real HTTP: the messaging user API with the token itself as `authorization` and a JSON content
 * type (200 with the user and cards, 204 without cards, every other answer rejected), the
 * 'user-api' adapter in 4.10's order with its viewed marks, and the SDK adapter's base URL rule.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import { createUserApiProvider, fetchMessagingUser, sdkBaseUrl } from '../../../src/api/program-inbox.ts';
import { unreadCount } from '../../../src/domain/message-inbox.ts';

let running: RunningEmulator;
let template: string;

beforeAll(async () => {
  running = await startEmulator(0);
  template = `${running.url.replace(/\/$/, '')}/messaging/v1/users/{fedid}/content-cards`;
});
afterAll(() => running.close());
beforeEach(async () => {
  await fetch(`${running.url.replace(/\/$/, '')}/__emulator/reset`, { method: 'POST' });
});

describe('fetchMessagingUser (7.1)', () => {
  it('200: the user (users[0] with its custom attributes) and the cards', async () => {
    const answer = await fetchMessagingUser(template, 'fed-bh-returning-member', 'token-bh-returning-member');
    expect(answer.status).toBe(200);
    const users = answer.body!['users'] as Array<Record<string, unknown>>;
    expect(users[0]).toMatchObject({ external_id: 'fed-bh-returning-member', custom_attributes: expect.any(Object) });
    expect(unreadCount(answer.body!['cards'])).toBe(2);
  });

  it('204: a user without cards', async () => {
    expect(await fetchMessagingUser(template, 'fed-bh-exclusive', 'token-bh-exclusive')).toEqual({ status: 204, body: undefined });
  });

  it.each([
    ['an unknown token (401)', 'fed-bh-returning-member', 'token-nobody', 401],
    ["another user's fedid (403)", 'fed-bh-exclusive', 'token-bh-returning-member', 403],
    ['a Bearer prefix, which the API refuses (401)', 'fed-bh-returning-member', 'Bearer token-bh-returning-member', 401],
  ])('%s rejects', async (_name, fedid, token, status) => {
    await expect(fetchMessagingUser(template, fedid, token)).rejects.toMatchObject({ status });
  });

  it('no address configured rejects', async () => {
    await expect(fetchMessagingUser('', 'f', 't')).rejects.toThrow(/messagingUserApiUrl/);
  });
});

describe("the 'user-api' adapter", () => {
  it('needs initialise and changeUser before a refresh', async () => {
    const provider = createUserApiProvider({ userApiUrl: template, token: 'token-bh-returning-member', pageUrl: 'https://www.example.org/' });
    await expect(provider.refreshCards()).rejects.toThrow(/not set up/);
  });

  it('reads the cards, marks them viewed at the emulator, and keeps attributes to itself', async () => {
    const provider = createUserApiProvider({ userApiUrl: template, token: 'token-bh-returning-member', pageUrl: 'https://www.example.org/' });
    await provider.initialise('key', '/messaging/v1');
    provider.changeUser('fed-bh-returning-member');
    await provider.refreshCards();
    expect(unreadCount(provider.cards())).toBe(2);
    expect(provider.messagingAnswer?.()?.status).toBe(200);
    const ids = provider.cards().map((card) => (card as { id: string }).id);
    await provider.markViewed(ids);
    await provider.refreshCards();
    expect(unreadCount(provider.cards())).toBe(0);
    provider.setAttributes({ user_type: 'x' });
    expect(provider.sentAttributes).toEqual([{ user_type: 'x' }]);
    await expect(provider.markViewed(['no-such-card'])).rejects.toMatchObject({ status: 404 });
  });
});

describe('sdkBaseUrl: what the SDK is given', () => {
  it.each([
    ['a site path (the emulator)', '/messaging/v1', 'https://www.example.org/messaging/v1'],
    ['a relative path', './sdk/', 'https://www.example.org/programme/sdk'],
    ["the provider's host name", 'sdk.iad-03.braze.com', 'sdk.iad-03.braze.com'],
    ['an absolute URL', 'https://sdk.example.net/api/v3', 'https://sdk.example.net/api/v3'],
    ['a scheme-relative URL', '//sdk.example.net', '//sdk.example.net'],
  ])('%s: %s -> %s', (_name, base, expected) => {
    expect(sdkBaseUrl(base, 'https://www.example.org/programme/page.html')).toBe(expected);
  });
});
