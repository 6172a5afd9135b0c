// @vitest-environment happy-dom
/**
 * The user-type cache's storage (src/stores/user-type-cache.ts; brain-health 3.3): written for the
 * visitor of the cookies, read back only by them, and the clean flag removed only by the answer
 * that was asked for because of it (a flow that flags the caches while a call is out keeps its flag).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_TYPE_CACHE_KEY, USER_TYPE_CLEAN_FLAG } from '../../../src/domain/user-type-cache.ts';
import { cleanFlagNow, readCachedProgramUser, writeCachedProgramUser } from '../../../src/stores/user-type-cache.ts';

const USER = { userType: 'returning-member-content-access', hasSponsoredSubscription: false as const };

beforeEach(() => {
  localStorage.clear();
  document.cookie = `at=${encodeURIComponent('{"ms":"0","ss":"1"}')}; path=/`;
});
afterEach(() => {
  document.cookie = 'at=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('user-type cache storage', () => {
  it('an answer is kept for this visitor and read back by them only', () => {
    writeCachedProgramUser(window, 'fed-a', USER, cleanFlagNow(window));
    expect(readCachedProgramUser(window, 'fed-a')).toMatchObject({ userType: USER.userType });
    expect(readCachedProgramUser(window, 'fed-b')).toBeUndefined();
    document.cookie = `at=${encodeURIComponent('{"ms":"1","ss":"1"}')}; path=/`;
    expect(readCachedProgramUser(window, 'fed-a'), 'another login').toBeUndefined();
  });

  it('no login cookie or no fedid: nothing kept', () => {
    writeCachedProgramUser(window, undefined, USER, null);
    document.cookie = 'at=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    writeCachedProgramUser(window, 'fed-a', USER, null);
    expect(localStorage.getItem(USER_TYPE_CACHE_KEY)).toBeNull();
  });

  const FLAG_ROWS: ReadonlyArray<[string, string | null, string | null, boolean, string | null]> = [
    // what, flag when asked, flag when answered, kept, flag after
    ['no flag', null, null, true, null],
    ['flag set when asked: the fresh answer, kept, flag removed', 'true', 'true', true, null],
    ['flag set while the call was out: not kept, the flag stays', null, 'true', false, 'true'],
    ['flag of another value: kept, left as it is', 'false', 'false', true, 'false'],
  ];
  it.each(FLAG_ROWS)('%s', (_what, asked, answered, kept, after) => {
    if (answered !== null) localStorage.setItem(USER_TYPE_CLEAN_FLAG, answered);
    writeCachedProgramUser(window, 'fed-a', USER, asked);
    expect(localStorage.getItem(USER_TYPE_CACHE_KEY) !== null).toBe(kept);
    expect(localStorage.getItem(USER_TYPE_CLEAN_FLAG)).toBe(after);
  });

  it('a clean flag makes the kept answer unread; garbage reads as none, without throwing', () => {
    writeCachedProgramUser(window, 'fed-a', USER, null);
    localStorage.setItem(USER_TYPE_CLEAN_FLAG, 'true');
    expect(readCachedProgramUser(window, 'fed-a')).toBeUndefined();
    localStorage.removeItem(USER_TYPE_CLEAN_FLAG);
    for (const garbage of ['{', 'null', '[]', '"x"', JSON.stringify({ fedid: 'fed-a', at: '{"ms":"0","ss":"1"}', savedAt: Date.now(), user: [1] })]) {
      localStorage.setItem(USER_TYPE_CACHE_KEY, garbage);
      expect(readCachedProgramUser(window, 'fed-a'), garbage).toBeUndefined();
    }
  });
});
