/**
 * The rules of issue 33's small brain-health elements beside the domain's (test/unit/domain/):
 * the daily puzzle's next change, the my-list and top-sheet states, the up-next tiles as shown
 * (category, count, safe links, never the page itself) and the address (7.6).
 */
import { describe, expect, it } from 'vitest';
import { msUntilNextPuzzleDate } from '../../../../src/features/daily-puzzle-link/daily-puzzle-link.logic.ts';
import { myListState } from '../../../../src/features/my-list-count/my-list-count.logic.ts';
import { hasContent, topSheetStart } from '../../../../src/features/top-sheet/top-sheet.logic.ts';
import { pageUpNextCategory, shownTiles, upNextRequestUrl } from '../../../../src/features/up-next/up-next.logic.ts';

describe('daily puzzle: time until the date changes (05:00 UTC)', () => {
  it.each([
    ['2026-11-28T04:59:59.000Z', 1000],
    ['2026-11-28T05:00:00.000Z', 24 * 3_600_000],
    ['2026-11-28T00:00:00.000Z', 5 * 3_600_000],
    ['2026-12-31T23:30:00.000Z', 5.5 * 3_600_000],
    ['2027-07-04T04:00:00.000Z', 3_600_000],
  ])('%s: %d ms', (at, ms) => {
    expect(msUntilNextPuzzleDate(new Date(at))).toBe(ms);
  });
  it('an invalid date waits a day', () => {
    expect(msUntilNextPuzzleDate(new Date(Number.NaN))).toBe(24 * 3_600_000);
  });
});

describe('my-list count state', () => {
  const base = { vendorMode: false, identityRead: true, token: 'token', result: { ok: true, count: 2 } };
  it.each([
    [{ vendorMode: true }, 'vendor'],
    [{ token: undefined, identityRead: false }, 'waiting'],
    [{ token: undefined }, 'signed-out'],
    [{ result: undefined }, 'loading'],
    [{ result: { ok: false } }, 'failed'],
    [{ result: { ok: true, count: 0 } }, 'empty'],
    [{}, 'count'],
  ] as const)('%o -> %s', (facts, state) => {
    expect(myListState({ ...base, ...facts })).toBe(state);
  });
});

describe('top sheet start', () => {
  const page = 'https://www.example.org/get-started/';
  const base = { authoring: false, appWebView: false, closedFlag: null, fragmentUrl: '/content/member/en/fragments/top-sheet.html', pageHref: page };
  it('loads its own origin', () => {
    expect(topSheetStart(base)).toEqual({ state: 'loading', url: 'https://www.example.org/content/member/en/fragments/top-sheet.html' });
  });
  it.each([
    [{ authoring: true }, 'off'],
    [{ appWebView: true }, 'off'],
    [{ closedFlag: 'true' }, 'closed'],
    [{ fragmentUrl: 'https://promo.example.com/top-sheet.html' }, 'refused'],
    [{ fragmentUrl: 'javascript:alert(1)' }, 'refused'],
    [{ fragmentUrl: '' }, 'refused'],
  ] as const)('%o -> %s, no address', (facts, state) => {
    expect(topSheetStart({ ...base, ...facts })).toEqual({ state });
  });
  it('a fragment shows only with an element and text', () => {
    expect(hasContent({ firstElementChild: {}, textContent: ' New ' })).toBe(true);
    expect(hasContent({ firstElementChild: null, textContent: '{"truncated": tr' })).toBe(false);
    expect(hasContent({ firstElementChild: {}, textContent: '  ' })).toBe(false);
  });
});

describe('up next', () => {
  it('asks 7.6 exactly; nothing without a base or a user type', () => {
    const facts = {
      origin: 'https://www.example.org',
      cmsApiBaseUrl: '/content/member/api',
      tags: 'a, b',
      userType: 'first-time-member',
      locale: 'es' as const,
    };
    expect(upNextRequestUrl(facts)).toBe('https://www.example.org/content/member/api/pillars.upnext.a.bfirst-time-member.es.json');
    expect(upNextRequestUrl({ ...facts, cmsApiBaseUrl: undefined })).toBeUndefined();
    expect(upNextRequestUrl({ ...facts, userType: '' })).toBeUndefined();
  });
  it("the page's up-next category (2.1)", () => {
    expect(pageUpNextCategory('/articles/sleep-and-memory.html', 'member')).toBe('articles');
    expect(pageUpNextCategory('/espanol/juegos-jugar/parejas', 'member')).toBe('games-play');
    expect(pageUpNextCategory('/get-started/', 'member')).toBe('');
  });
  it('tiles: the category, at most count, http(s) links only, never the page itself', () => {
    const item = (id: string, category: string, url: string) => ({ id, category, title: `Title ${id}`, url, description: '' });
    const answer = {
      items: [
        item('self', 'articles', '/articles/sleep-and-memory'),
        item('game', 'games-play', '/games-play/word-ladder'),
        item('script', 'articles', 'javascript:alert(1)'),
        item('one', 'articles', '/articles/one'),
        item('two', 'articles', 'https://www.example.org/articles/two?x=1'),
        item('three', 'articles', '/articles/three'),
      ],
    };
    const page = 'https://www.example.org/articles/sleep-and-memory.html?from=home';
    expect(shownTiles(answer, 'articles', 2, page).map((tile) => [tile.id, tile.href])).toEqual([
      ['one', 'https://www.example.org/articles/one'],
      ['two', 'https://www.example.org/articles/two?x=1'],
    ]);
    expect(shownTiles(answer, '', 10, page).map((tile) => tile.id)).toEqual(['game', 'one', 'two', 'three']);
    expect(shownTiles(answer, 'articles', 0, page)).toEqual([]);
    expect(shownTiles(['wrong'], 'articles', 3, page)).toEqual([]);
  });
});
