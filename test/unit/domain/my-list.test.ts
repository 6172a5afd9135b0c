import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/core/locale.ts';
import { isCountedListItem, myListCount, myListUrl } from '../../../src/domain/my-list.ts';

const item = (status: unknown, es?: unknown) => ({ item_id: 'x', status, ...(es === undefined ? {} : { item_details: { item_id_es: es } }) });

// Brain-health 4.14 / 5: items with status 'added'; in Spanish only those with a Spanish item id.
describe('isCountedListItem (4.14)', () => {
  it.each<[unknown, Locale, boolean]>([
    [item('added'), 'en', true],
    [item('added', 'es-1'), 'en', true],
    [item('added'), 'es', false],
    [item('added', ''), 'es', false],
    [item('added', '  '), 'es', false],
    [item('added', null), 'es', false],
    [item('added', 'es-1'), 'es', true],
    [item('added', 42), 'es', true],
    [item(' Added '), 'en', true],
    [item('removed', 'es-1'), 'es', false],
    [item('removed'), 'en', false],
    [item(undefined), 'en', false],
    [item('added'), 'zz', true],
    [null, 'en', false],
    ['added', 'en', false],
  ])('%j on %s -> %s', (value, locale, expected) => {
    expect(isCountedListItem(value, locale)).toBe(expected);
  });
});

describe('myListCount (4.14)', () => {
  const answer = { count: 99, item_response_list: [item('added', 'a'), item('added'), item('removed', 'b'), item('added', 'c'), item('completed')] };

  it('counts, never trusting count', () => {
    expect(myListCount(answer, 'en')).toBe(3);
    expect(myListCount(answer, 'es')).toBe(2);
  });

  it.each([[{}], [{ count: 4 }], [{ item_response_list: 'x' }], [null], [undefined], [[]]])('%j counts 0', (value) => {
    expect(myListCount(value, 'en')).toBe(0);
  });
});

describe('myListUrl (7.6, CONTRACT 4c)', () => {
  it.each([
    ['https://b.example.org', 'member', 'https://b.example.org/etc/member/categories/categories.24.json'],
    ['https://b.example.org/', 'member', 'https://b.example.org/etc/member/categories/categories.24.json'],
    ['', 'member', '/etc/member/categories/categories.24.json'],
  ])('%j, %j -> %s', (origin, product, url) => {
    expect(myListUrl(origin, product)).toBe(url);
  });
});
