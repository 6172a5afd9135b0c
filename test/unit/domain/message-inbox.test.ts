import { describe, expect, it } from 'vitest';
import {
  INBOX_CACHE_MS,
  INBOX_COUNT_COOKIE,
  INBOX_EXPIRATION_COOKIE,
  cachedUnreadCount,
  cardTime,
  changedAttributes,
  customAttributes,
  inboxCacheValues,
  inboxCards,
  inboxRuns,
  isCachedUserAnswer,
  messagingUser,
  messagingUserUrl,
  showsBadge,
  standardAttributes,
  unreadCount,
  type InboxFacts,
} from '../../../src/domain/message-inbox.ts';
import { NOW } from './identity-helpers.ts';

const T = NOW.getTime();

// Brain-health 4.10: only with the dropdown, an auth cookie and a token.
describe('inboxRuns (4.10)', () => {
  it.each<[Partial<InboxFacts>, boolean]>([
    [{}, true],
    [{ dropdown: false }, false],
    [{ loggedIn: false }, false],
    [{ token: '' }, false],
    [{ token: '   ' }, false],
    [{ token: undefined }, false],
    [{ token: null }, false],
    [{ dropdown: false, loggedIn: false, token: '' }, false],
  ])('%j -> %s', (change, expected) => {
    expect(inboxRuns({ dropdown: true, loggedIn: true, token: 'token-bh', ...change })).toBe(expected);
  });
});

// Brain-health 3.4 / 4.10: unread count = cards not yet viewed; the badge only above 0.
describe('unreadCount (4.10)', () => {
  it.each<[unknown, number]>([
    [[], 0],
    [[{ viewed: false }, { viewed: true }, { viewed: false }], 2],
    [[{ viewed: true }, { viewed: true }], 0],
    [[{}, { viewed: 'false' }, { viewed: 'true' }], 2], // no viewed: not viewed
    [[null, 'card', 3, { viewed: false }], 1], // entries that are not objects are not cards
    [undefined, 0],
    [{ cards: [] }, 0],
  ])('%j -> %i', (cards, count) => {
    expect(unreadCount(cards)).toBe(count);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [12, true],
    [-1, false],
    [Number.NaN, false],
  ])('showsBadge(%s) -> %s', (count, shown) => {
    expect(showsBadge(count)).toBe(shown);
  });
});

// Brain-health 3.2 / 4.10 / 9: the 15-minute cache of inboxUnreadCount / inboxExpiration (epoch ms).
describe('the count cache (4.10, 9)', () => {
  it('names and lasts as the spec says', () => {
    expect([INBOX_COUNT_COOKIE, INBOX_EXPIRATION_COOKIE, INBOX_CACHE_MS]).toEqual(['inboxUnreadCount', 'inboxExpiration', 900000]);
  });

  it('writes the count and now + 15 minutes', () => {
    expect(inboxCacheValues(3, NOW)).toEqual({ inboxUnreadCount: '3', inboxExpiration: String(T + 900000) });
    expect(inboxCacheValues(0, NOW).inboxUnreadCount).toBe('0');
  });

  it.each<[string, unknown, unknown, number | undefined]>([
    ['just written', '3', T + 900000, 3],
    ['a minute left', '3', T + 60000, 3],
    ['1 ms left', '3', T + 1, 3],
    ['at the expiry instant: stale', '3', T, undefined],
    ['1 ms after: stale', '3', T - 1, undefined],
    ['an hour ago: stale', '3', T - 3600000, undefined],
    ['more than 15 minutes ahead: not trusted', '3', T + 900001, undefined],
    ['expiry as text', '5', String(T + 1000), 5],
    ['a count of 0 is a count', '0', T + 1000, 0],
    ['missing count', undefined, T + 1000, undefined],
    ['missing expiry', '3', undefined, undefined],
    ['a negative count', '-1', T + 1000, undefined],
    ['a fractional count', '1.5', T + 1000, undefined],
    ['not a number', 'many', T + 1000, undefined],
    ['an expiry that is not a number', '3', 'soon', undefined],
  ])('%s', (_name, count, expiration, expected) => {
    expect(cachedUnreadCount(count, expiration, NOW)).toBe(expected);
  });

  it('a written cache is fresh until its expiry and stale from it', () => {
    const written = inboxCacheValues(4, NOW);
    const read = (ms: number) => cachedUnreadCount(written.inboxUnreadCount, written.inboxExpiration, new Date(T + ms));
    expect([read(0), read(INBOX_CACHE_MS - 1), read(INBOX_CACHE_MS)]).toEqual([4, 4, undefined]);
  });
});

// Brain-health 7.1: 200 and 204 answers are cached.
describe('isCachedUserAnswer (7.1)', () => {
  it.each([
    [200, true],
    [204, true],
    [201, false],
    [304, false],
    [401, false],
    [500, false],
  ])('%i -> %s', (status, expected) => {
    expect(isCachedUserAnswer(status)).toBe(expected);
  });

  it('puts the fedid in the address', () => {
    expect(messagingUserUrl('/messaging/v1/users/{fedid}/content-cards', 'fed-bh/1')).toBe('/messaging/v1/users/fed-bh%2F1/content-cards');
  });
});

// Brain-health 3.4: users[0] holds the custom attributes; the standard attributes.
describe('the messaging user (3.4)', () => {
  const user = {
    external_id: 'fed-1',
    first_name: 'Ann',
    last_name: 'Lee',
    home_city: 'Phoenix',
    country: 'US',
    dob: '1950-02-03',
    email: 'ann@example.org',
    gender: 'F',
    language: 'en',
    phone: '',
    custom_attributes: { user_type: 'first-time-member', sponsor: '' },
  };

  it('users[0]', () => {
    expect(messagingUser({ users: [user, { first_name: 'Bo' }] })).toBe(user);
    expect(messagingUser({ users: [] })).toBeUndefined();
    expect(messagingUser({})).toBeUndefined();
    expect(messagingUser(undefined)).toBeUndefined();
  });

  it('its custom attributes', () => {
    expect(customAttributes(user)).toEqual({ user_type: 'first-time-member', sponsor: '' });
    expect(customAttributes({})).toEqual({});
  });

  it('the nine standard attributes it has', () => {
    expect(standardAttributes(user)).toEqual({
      FirstName: 'Ann',
      LastName: 'Lee',
      HomeCity: 'Phoenix',
      Country: 'US',
      DOB: '1950-02-03',
      Email: 'ann@example.org',
      Gender: 'F',
      Language: 'en',
    });
  });
});

// Brain-health 4.10 / 5: custom attributes sent only when they differ from the cached values.
describe('changedAttributes (4.10, 5)', () => {
  it.each<[string, unknown, unknown, Record<string, unknown>]>([
    ['no cache: all', { a: '1', b: 2 }, undefined, { a: '1', b: 2 }],
    ['the same: none', { a: '1', b: 2 }, { a: '1', b: 2 }, {}],
    ['one changed', { a: '1', b: 3 }, { a: '1', b: 2 }, { b: 3 }],
    ['a new one', { a: '1', c: true }, { a: '1' }, { c: true }],
    ['1 and "1" differ', { a: 1 }, { a: '1' }, { a: 1 }],
    ['arrays by content', { tags: ['x', 'y'] }, { tags: ['x', 'y'] }, {}],
    ['arrays changed', { tags: ['x'] }, { tags: ['x', 'y'] }, { tags: ['x'] }],
    ['null vs missing', { a: null }, {}, { a: null }],
    ['undefined never sent', { a: undefined, b: '' }, {}, { b: '' }],
    ['cached only: nothing to send', {}, { a: '1' }, {}],
    ['not an object', 'x', {}, {}],
  ])('%s', (_name, next, cached, expected) => {
    expect(changedAttributes(next, cached)).toEqual(expected);
  });
});

// CONTRACT 4c: cards newest first by created.
describe('inboxCards', () => {
  const DAY0 = 1_799_971_200; // 2027-01-15T00:00:00Z in epoch seconds

  it('lists newest first, whatever the feed order', () => {
    const cards = [
      { id: 'a', title: 'Old', description: 'd', url: '/a', link_text: 'Read', created: DAY0 - 10 * 86400, viewed: true },
      { id: 'b', title: 'New', description: 'd', url: '/b', created: DAY0, viewed: false },
      { id: 'c', title: 'Middle', description: 'd', url: '/c', created: DAY0 - 86400, viewed: false },
    ];
    expect(inboxCards(cards, 'https://www.example.org/').map((card) => card.id)).toEqual(['b', 'c', 'a']);
  });

  it('reads a card', () => {
    expect(
      inboxCards([{ id: 'a', title: ' T ', description: 'D', url: '/x', link_text: 'Go', created: DAY0, viewed: 'true' }], 'https://www.example.org/'),
    ).toEqual([{ id: 'a', title: 'T', description: 'D', url: 'https://www.example.org/x', linkText: 'Go', created: DAY0 * 1000, viewed: true }]);
  });

  it('drops unsafe links, keeps the card', () => {
    const [card] = inboxCards([{ title: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', created: DAY0 }], 'https://www.example.org/');
    expect(card).toMatchObject({ id: 'card-0', title: '<img src=x onerror=alert(1)>', url: '' });
  });

  it('skips cards with nothing to show and entries that are not cards', () => {
    expect(inboxCards([{ id: 'x', url: '/x' }, null, 'card', { id: 'y', description: 'only text' }]).map((card) => card.id)).toEqual(['y']);
    expect(inboxCards(undefined)).toEqual([]);
  });

  it('cards without a time go last; ties keep the feed order', () => {
    const cards = [
      { id: 'none', title: 't' },
      { id: 'tie1', title: 't', created: DAY0 },
      { id: 'tie2', title: 't', created: DAY0 },
      { id: 'newer', title: 't', created: new Date((DAY0 + 60) * 1000) },
    ];
    expect(inboxCards(cards).map((card) => card.id)).toEqual(['newer', 'tie1', 'tie2', 'none']);
  });

  it.each<[unknown, number]>([
    [DAY0, DAY0 * 1000], // epoch seconds
    [DAY0 * 1000, DAY0 * 1000], // epoch ms
    [String(DAY0), DAY0 * 1000],
    ['2027-01-15T00:00:00Z', DAY0 * 1000],
    [new Date(DAY0 * 1000), DAY0 * 1000],
  ])('cardTime(%j)', (created, ms) => {
    expect(cardTime(created)).toBe(ms);
  });

  it.each([[undefined], [null], [''], ['soon'], [Number.NaN], [{}]])('cardTime(%j) is NaN', (created) => {
    expect(cardTime(created)).toBeNaN();
  });
});
