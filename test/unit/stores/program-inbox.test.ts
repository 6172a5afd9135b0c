// @vitest-environment happy-dom
/**
 * The inbox's flow (src/stores/program-inbox.ts; brain-health 4.10, 5, 7.1, 9) with a recording
 * provider in place of the SDK and the messaging user API: the cached count (15 minutes) spares
 * the provider, a stale one runs it in 4.10's order, custom attributes are sent only when they
 * differ from the cached user data, opening marks the unviewed cards and tells the other tabs, and
 * a provider that fails leaves the inbox unavailable without a rejection. The element's states
 * (message-inbox.logic.ts) are tabled at the end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagingAnswer, MessagingProvider } from '../../../src/api/program-inbox.ts';

const api = vi.hoisted(() => ({
  provider: undefined as MessagingProvider | undefined,
  loadError: undefined as Error | undefined,
  userAnswer: undefined as MessagingAnswer | Error | undefined,
  broadcasts: [] as unknown[],
}));

vi.mock('../../../src/api/program-inbox.ts', () => ({
  loadMessagingProvider: () => (api.loadError ? Promise.reject(api.loadError) : Promise.resolve(api.provider)),
  fetchMessagingUser: () => (api.userAnswer instanceof Error ? Promise.reject(api.userAnswer) : Promise.resolve(api.userAnswer)),
}));
vi.mock('../../../src/core/cross-tab.ts', () => ({
  broadcast: (message: unknown) => api.broadcasts.push(message),
  listen: () => () => undefined,
}));

const { createInbox, MESSAGING_USER_KEY, readCachedCount, writeCachedCount, userAttributes } = await import('../../../src/stores/program-inbox.ts');
const { badgeCount, inboxState, panelContent } = await import('../../../src/features/message-inbox/message-inbox.logic.ts');

interface Recorded {
  calls: string[];
  attributes: Array<Record<string, unknown>>;
  viewed: string[][];
}

function fakeProvider(cards: unknown[], options: { refreshError?: Error; answer?: MessagingAnswer } = {}): MessagingProvider & Recorded {
  const recorded: Recorded = { calls: [], attributes: [], viewed: [] };
  return {
    ...recorded,
    kind: 'sdk',
    initialise: (key, base) => {
      recorded.calls.push(`initialise ${key} ${base}`);
      return Promise.resolve();
    },
    changeUser: (fedid) => void recorded.calls.push(`changeUser ${fedid}`),
    refreshCards: () => {
      recorded.calls.push('refreshCards');
      return options.refreshError ? Promise.reject(options.refreshError) : Promise.resolve();
    },
    cards: () => cards,
    markViewed: (ids) => {
      recorded.viewed.push([...ids]);
      return Promise.resolve();
    },
    setAttributes: (attributes) => void recorded.attributes.push({ ...attributes }),
    ...(options.answer ? { messagingAnswer: () => options.answer } : {}),
  };
}

const user = (custom: Record<string, unknown>, first = 'Maya'): MessagingAnswer => ({
  status: 200,
  body: { users: [{ first_name: first, language: 'es', custom_attributes: custom }] },
});

const CARDS = [
  { id: 'a', title: 'Older', created: 100, viewed: false },
  { id: 'b', title: 'Newer', created: 200, viewed: 'true' },
  { id: 'c', title: 'Newest', created: 300, viewed: false },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const clearCookies = () => {
  for (const name of ['inboxUnreadCount', 'inboxExpiration']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  api.broadcasts.length = 0;
  api.loadError = undefined;
  api.userAnswer = user({ user_type: 'returning-member' });
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify({
    messagingApiKey: 'key-1',
    messagingBaseUrl: 'https://sdk.example.org',
    messagingUserApiUrl: 'https://api.example.org/users/{fedid}',
  })}</script>`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.spyOn(console, 'warn').mockRestore();
});

describe('the count cache (4.10, 9)', () => {
  it('a fresh cached count is the count; the provider is not loaded', async () => {
    writeCachedCount(document, 4, 'f');
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    await settle();
    expect(inbox.$view.get()).toMatchObject({ status: 'idle', count: 4 });
    expect(provider.calls).toEqual([]);
    inbox.stop();
  });

  it.each([
    ['missing', []],
    ['stale (at the expiry instant)', ['inboxUnreadCount=4', `inboxExpiration=${Date.now()}`]],
    ['garbage', ['inboxUnreadCount=lots', 'inboxExpiration=soon']],
  ])('%s: the provider runs in 4.10 order and the count is written for 15 minutes', async (_name, cookies) => {
    for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'fed-1' });
    inbox.start();
    await vi.waitFor(() => expect(inbox.$view.get().status).toBe('ready'));
    expect(provider.calls).toEqual(['initialise key-1 https://sdk.example.org', 'changeUser fed-1', 'refreshCards']);
    expect(inbox.$view.get().count).toBe(2);
    expect(inbox.$view.get().cards.map((card) => card.title)).toEqual(['Newest', 'Newer', 'Older']);
    expect(readCachedCount(document, 'fed-1')).toBe(2);
    inbox.stop();
  });

  it('the cache lasts 15 minutes of the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T10:00:00Z'));
    writeCachedCount(document, 3, 'f');
    vi.setSystemTime(new Date('2027-01-15T10:14:59.999Z'));
    expect(readCachedCount(document, 'f')).toBe(3);
    vi.setSystemTime(new Date('2027-01-15T10:15:00Z'));
    expect(readCachedCount(document, 'f')).toBeUndefined();
  });

  it.each([
    ['another fedid wrote it (a session ended without our logout, someone else signed in)', 'fed-other'],
    ['no owner (written by other code, or storage cleared)', null],
  ])("a fresh count of %s is not used: the provider runs and the count is this visitor's", async (_name, owner) => {
    document.cookie = 'inboxUnreadCount=9; path=/';
    document.cookie = `inboxExpiration=${Date.now() + 600_000}; path=/`;
    if (owner) localStorage.setItem('inboxCountOwner', owner);
    else localStorage.removeItem('inboxCountOwner');
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'fed-1' });
    expect(inbox.$view.get().count).toBeUndefined();
    inbox.start();
    await vi.waitFor(() => expect(inbox.$view.get().status).toBe('ready'));
    expect(provider.calls).toContain('refreshCards');
    expect(inbox.$view.get().count).toBe(2);
    expect(localStorage.getItem('inboxCountOwner')).toBe('fed-1');
    expect(readCachedCount(document, 'fed-1')).toBe(2);
    expect(readCachedCount(document, 'fed-other')).toBeUndefined();
    inbox.stop();
  });
});

describe('custom attributes (4.10, 5, 7.1)', () => {
  it('without a cache all are sent, and the answer is cached', async () => {
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    await vi.waitFor(() => expect(provider.attributes).toHaveLength(1));
    expect(provider.attributes[0]).toEqual({ FirstName: 'Maya', Language: 'es', user_type: 'returning-member' });
    expect(JSON.parse(localStorage.getItem(MESSAGING_USER_KEY)!)).toEqual((api.userAnswer as MessagingAnswer).body);
    inbox.stop();
  });

  it.each([
    ['the same values: nothing sent', { user_type: 'returning-member' }, { user_type: 'returning-member' }, 'Maya', []],
    [
      'one custom attribute changed: only it',
      { user_type: 'returning-member' },
      { user_type: 'first-time-member' },
      'Maya',
      [{ user_type: 'first-time-member' }],
    ],
    ['a standard attribute changed: only it', { user_type: 'returning-member' }, { user_type: 'returning-member' }, 'Mia', [{ FirstName: 'Mia' }]],
    ["1 and '1' differ", { score: 1 }, { score: '1' }, 'Maya', [{ score: '1' }]],
    ['a new attribute: only it', {}, { sponsor: 'IMH' }, 'Maya', [{ sponsor: 'IMH' }]],
  ])('%s', async (_name, cachedCustom, custom, first, sent) => {
    localStorage.setItem(MESSAGING_USER_KEY, JSON.stringify(user(cachedCustom).body));
    const answer = user(custom, first);
    api.userAnswer = answer;
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    await vi.waitFor(() => expect(localStorage.getItem(MESSAGING_USER_KEY)).toBe(JSON.stringify(answer.body)));
    expect(provider.attributes).toEqual(sent);
    inbox.stop();
  });

  it("the 'user-api' adapter's own answer is used (no second call); a 204 caches no user", async () => {
    api.userAnswer = new Error('must not be asked');
    const provider = fakeProvider([], { answer: { status: 204, body: undefined } });
    api.provider = provider;
    const inbox = createInbox({ provider: 'user-api', token: 't', fedid: 'f' });
    inbox.start();
    await vi.waitFor(() => expect(localStorage.getItem(MESSAGING_USER_KEY)).toBe('{"users":[]}'));
    expect(provider.attributes).toEqual([]);
    inbox.stop();
  });

  it('a failing messaging user API: a warning, nothing sent, the inbox still ready', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.userAnswer = new Error('503');
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('messaging user data unavailable')));
    expect(inbox.$view.get().status).toBe('ready');
    expect(provider.attributes).toEqual([]);
    expect(localStorage.getItem(MESSAGING_USER_KEY)).toBeNull();
    inbox.stop();
  });

  it('userAttributes: the standard (3.4) and custom attributes of users[0]', () => {
    expect(userAttributes({ users: [{ first_name: 'A', phone: '', custom_attributes: { x: 1 } }, { first_name: 'B' }] })).toEqual({ FirstName: 'A', x: 1 });
    expect(userAttributes(undefined)).toEqual({});
    expect(userAttributes({ users: 'no' })).toEqual({});
  });
});

describe('opening the panel', () => {
  it('marks the unviewed cards viewed, writes 0 and tells the other tabs', async () => {
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    await inbox.open();
    expect(provider.viewed).toEqual([['a', 'c']]);
    expect(inbox.$view.get().count).toBe(0);
    expect(inbox.$view.get().cards.every((card) => card.viewed)).toBe(true);
    expect(readCachedCount(document, 'f')).toBe(0);
    expect(api.broadcasts).toEqual([{ type: 'inbox-change' }]);
    await inbox.open();
    expect(provider.viewed).toHaveLength(1);
    inbox.stop();
  });

  it('with a fresh cache, opening runs the provider first', async () => {
    writeCachedCount(document, 1, 'f');
    const provider = fakeProvider(CARDS);
    api.provider = provider;
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    expect(provider.calls).toEqual([]);
    await inbox.open();
    expect(provider.calls).toContain('refreshCards');
    expect(provider.viewed).toEqual([['a', 'c']]);
    inbox.stop();
  });
});

describe('a blocked or failing provider (4.10, 8)', () => {
  it.each([
    ['the SDK cannot be loaded', () => (api.loadError = new TypeError('Failed to fetch dynamically imported module'))],
    ['the refresh fails', () => (api.provider = fakeProvider(CARDS, { refreshError: new Error('blocked') }))],
  ])('%s: unavailable, no count, a warning, no rejection', async (_name, arrange) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.provider = fakeProvider(CARDS);
    arrange();
    const inbox = createInbox({ provider: 'sdk', token: 't', fedid: 'f' });
    inbox.start();
    await vi.waitFor(() => expect(inbox.$view.get().status).toBe('unavailable'));
    expect(inbox.$view.get().count).toBeUndefined();
    await expect(inbox.open()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<message-inbox> messages unavailable'));
    expect(readCachedCount(document, 'f')).toBeUndefined();
    inbox.stop();
  });
});

describe('the element states (message-inbox.logic.ts)', () => {
  it.each([
    [{ identityRead: false, runs: false, fedid: undefined, status: undefined }, 'waiting'],
    [{ identityRead: true, runs: false, fedid: 'f', status: undefined }, 'off'],
    [{ identityRead: true, runs: true, fedid: undefined, status: undefined }, 'off'],
    [{ identityRead: true, runs: true, fedid: 'f', status: undefined }, 'loading'],
    [{ identityRead: true, runs: true, fedid: 'f', status: 'idle' }, 'idle'],
    [{ identityRead: true, runs: true, fedid: 'f', status: 'unavailable' }, 'unavailable'],
  ] as const)('%o -> %s', (facts, state) => {
    expect(inboxState(facts)).toBe(state);
  });

  it.each([
    ['ready', 3, 3],
    ['idle', 1, 1],
    ['ready', 0, undefined],
    ['ready', undefined, undefined],
    ['unavailable', 3, undefined],
    ['off', 3, undefined],
  ] as const)('badge in %s with %s -> %s', (state, count, shown) => {
    expect(badgeCount(state, count)).toBe(shown);
  });

  it.each([
    ['ready', 2, 'cards'],
    ['ready', 0, 'empty'],
    ['loading', 0, 'loading'],
    ['idle', 0, 'loading'],
    ['unavailable', 2, 'unavailable'],
  ] as const)('panel in %s with %d cards -> %s', (state, cards, content) => {
    expect(panelContent(state, cards)).toBe(content);
  });
});
