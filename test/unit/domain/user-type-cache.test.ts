import { describe, expect, it } from 'vitest';
import {
  USER_TYPE_CACHE_KEY,
  USER_TYPE_CACHE_MS,
  USER_TYPE_CLEAN_FLAG,
  freshCachedUser,
  userTypeCacheEntry,
  type UserTypeCacheVisitor,
} from '../../../src/domain/user-type-cache.ts';
import { CACHE_CLEAN_FLAGS } from '../../../src/domain/program-caches.ts';

const NOW = 1_800_000_000_000;
const USER = { userType: 'returning-member-content-access' };
const AT = '{"ms":"0","ss":"1"}';
const stored = userTypeCacheEntry(USER, { fedid: 'fed-a', at: AT }, NOW);
const visitor: UserTypeCacheVisitor = { fedid: 'fed-a', at: AT, clean: null, now: NOW };

describe('user-type cache (brain-health 3.1, 3.3; the key and lifetime are ours)', () => {
  it('names: the clean flag is the one "caches flagged to clean" sets; the key and the 15 minutes', () => {
    expect([USER_TYPE_CLEAN_FLAG, CACHE_CLEAN_FLAGS.userType, USER_TYPE_CACHE_KEY, USER_TYPE_CACHE_MS]).toEqual([
      'userTypeCacheClean',
      'userTypeCacheClean',
      'userTypeCache',
      900_000,
    ]);
    expect(stored).toEqual({ fedid: 'fed-a', at: AT, savedAt: NOW, user: USER });
  });

  const ROWS: ReadonlyArray<[string, unknown, Partial<UserTypeCacheVisitor>, unknown]> = [
    ['just written', stored, {}, USER],
    ['14 min 59.999 s old', stored, { now: NOW + USER_TYPE_CACHE_MS - 1 }, USER],
    ['exactly 15 minutes old: stale', stored, { now: NOW + USER_TYPE_CACHE_MS }, undefined],
    ['written in the future (a clock set back): not trusted', stored, { now: NOW - 1 }, undefined],
    ['clean flag "true"', stored, { clean: 'true' }, undefined],
    ['clean flag any other value', stored, { clean: 'false' }, USER],
    ['another fedid', stored, { fedid: 'fed-b' }, undefined],
    ['no fedid', stored, { fedid: undefined }, undefined],
    ['another at cookie (the membership changed)', stored, { at: '{"ms":"1","ss":"1"}' }, undefined],
    ['no at cookie', stored, { at: undefined }, undefined],
    ['nothing stored', undefined, {}, undefined],
    ['a list', [stored], {}, undefined],
    ['savedAt a string', { ...stored, savedAt: String(NOW) }, {}, undefined],
    ['savedAt NaN', { ...stored, savedAt: Number.NaN }, {}, undefined],
    ['no user', { ...stored, user: undefined }, {}, undefined],
  ];
  it.each(ROWS)('%s', (_what, entry, change, expected) => {
    expect(freshCachedUser(entry, { ...visitor, ...change })).toEqual(expected);
  });
});
