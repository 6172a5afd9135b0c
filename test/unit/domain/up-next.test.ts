import { describe, expect, it } from 'vitest';
import { upNextTags, upNextTiles, upNextUrl } from '../../../src/domain/up-next.ts';

describe('upNextTags', () => {
  it.each([
    ['pillar-eat_right', ['pillar-eat_right']],
    ['pillar-eat_right, neuro-recall', ['pillar-eat_right', 'neuro-recall']],
    [' a  b,,c ', ['a', 'b', 'c']],
    ['', []],
    [undefined, []],
  ])('%j -> %j', (value, tags) => {
    expect(upNextTags(value)).toEqual(tags);
  });
});

// Brain-health 7.6: {origin}{cmsApiBaseUrl}/pillars.upnext.{tags}{userType}[.es].json, exactly as written.
describe('upNextUrl (7.6)', () => {
  it.each<[string, string, string[], string, 'en' | 'es' | 'zz', string]>([
    [
      'https://b.example.org',
      '/content/member/api',
      ['pillar-eat_right'],
      'first-time-member',
      'en',
      'https://b.example.org/content/member/api/pillars.upnext.pillar-eat_rightfirst-time-member.json',
    ],
    [
      'https://b.example.org',
      '/content/member/api/',
      ['a', 'b'],
      'anonymous-user',
      'es',
      'https://b.example.org/content/member/api/pillars.upnext.a.banonymous-user.es.json',
    ],
    ['', '/content/member/api', [], 'rnma', 'zz', '/content/member/api/pillars.upnext.rnma.json'],
  ])('%s%s %j %s %s', (origin, base, tags, userType, locale, url) => {
    expect(upNextUrl(origin, base, tags, userType, locale)).toBe(url);
  });
});

describe('upNextTiles', () => {
  const item = (id: string, category: string, extra: Record<string, unknown> = {}) => ({
    id,
    category,
    title: `T ${id}`,
    url: `/x/${id}`,
    description: 'd',
    image: '/i.jpg',
    ...extra,
  });
  const answer = {
    items: [
      item('1', 'articles'),
      item('2', 'activities'),
      item('3', 'articles'),
      item('4', 'articles', { title: '' }),
      item('5', 'articles'),
      item('6', 'games-play'),
    ],
  };

  it.each<[string, number, string[]]>([
    ['articles', 3, ['1', '3', '5']],
    ['articles', 2, ['1', '3']],
    ['activities', 3, ['2']],
    ['games-play', 3, ['6']],
    ['', 3, ['1', '2', '3']], // no up-next category: any category
    ['recipes', 3, []],
    ['articles', 0, []],
    ['articles', -1, []],
    ['articles', Number.NaN, []],
    ['articles', 2.7, ['1', '3']],
  ])('category %j, count %s -> %j', (category, count, ids) => {
    expect(upNextTiles(answer, category, count).map((tile) => tile.id)).toEqual(ids);
  });

  it('keeps the fields a tile shows', () => {
    expect(upNextTiles(answer, 'activities', 1)).toEqual([{ id: '2', title: 'T 2', url: '/x/2', description: 'd', image: '/i.jpg' }]);
  });

  it.each([[undefined], [{}], [{ items: 'x' }], [null]])('%j gives no tiles', (value) => {
    expect(upNextTiles(value, '', 3)).toEqual([]);
  });
});
