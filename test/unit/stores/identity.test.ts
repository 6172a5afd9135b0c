// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { $rewardsBalance, readBalanceCookie, readCookieSources, startIdentity } from '../../../src/stores/identity.ts';

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// CONTRACT section 3: the cookies and storage keys identity is read from.
describe('readCookieSources', () => {
  it.each([
    ['no cookies', '', {}],
    ['the at cookie, JSON form', `at=${enc({ ms: '0', f: 'Pat' })}`, { at: { ms: '0', f: 'Pat' } }],
    ['the at cookie, key=value form', `at=${encodeURIComponent('ms=1&f=Nia')}`, { at: { ms: '1', f: 'Nia' } }],
    ['a garbage at cookie', 'at=%7B%22ms%22%3A%220', {}],
    ['an at cookie that is a JSON array', `at=${enc(['ms', '0'])}`, {}],
    [
      'the access token, fedid, ss_user and ut cookies',
      'access_token=tok; fedid=fed-1; ss_user=ss-1; ut=rnm',
      { accessToken: 'tok', fedid: 'fed-1', ssUser: 'ss-1', ut: 'rnm' },
    ],
    ['blank values are absent', 'access_token=; fedid=%20', {}],
    ['the ufo cookie, field p', `ufo=${enc({ p: '20001' })}`, { ufo: { p: '20001' } }],
    ['a cookie whose name only ends like ours', `cat=${enc({ ms: '0' })}; xfedid=1`, {}],
  ])('%s', (_name, cookies, expected) => {
    expect(readCookieSources(cookies, () => undefined)).toEqual(expected);
  });

  it('takes the token from localStorage when there is no access_token cookie', () => {
    expect(readCookieSources('', () => ({ getItem: (key: string) => (key === 'access_token' ? 'stored' : null) }))).toEqual({ accessToken: 'stored' });
  });

  it('prefers the cookie token, and survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readCookieSources('access_token=cookie', () => throwing)).toEqual({ accessToken: 'cookie' });
    expect(readCookieSources('', () => throwing)).toEqual({});
    expect(
      readCookieSources('', () => {
        throw new Error('localStorage is blocked');
      }),
    ).toEqual({});
  });

  it('does not touch storage when the cookie holds the token (a first touch is a synchronous trip to the browser)', () => {
    let asked = 0;
    const storage = () => {
      asked += 1;
      return { getItem: () => 'stored' };
    };
    expect(readCookieSources('access_token=cookie; fedid=fed-1', storage)).toEqual({ accessToken: 'cookie', fedid: 'fed-1' });
    expect(asked).toBe(0);
    expect(readCookieSources('fedid=fed-1', storage)).toEqual({ accessToken: 'stored', fedid: 'fed-1' });
    expect(asked).toBe(1);
  });
});

// ask-and-rewards 3.18: {brand}_rewards_balance, the cached balance.
describe('readBalanceCookie', () => {
  it.each([
    ['member_rewards_balance=1200', 1200],
    ['member_rewards_balance=1200.9', 1200],
    ['member_rewards_balance=0', 0],
    ['member_rewards_balance=-5', undefined],
    ['member_rewards_balance=abc', undefined],
    ['member_rewards_balance=', undefined],
    ['other_rewards_balance=50', undefined],
    ['', undefined],
  ])('%s -> %s', (cookies, expected) => {
    expect(readBalanceCookie(cookies, 'member')).toBe(expected);
  });
});

// The cookies are read again when the page comes back from the back/forward cache, not on the
// first load's pageshow (identity has just read them then).
describe('startIdentity and pageshow', () => {
  it('reads the cookies again on a pageshow from the back/forward cache only', () => {
    const clear = () => (document.cookie = 'member_rewards_balance=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    document.cookie = 'member_rewards_balance=100; path=/';
    const session = startIdentity(window);
    try {
      expect($rewardsBalance.get()).toBe(100);
      document.cookie = 'member_rewards_balance=200; path=/';
      const pageshow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
      pageshow(false);
      expect($rewardsBalance.get()).toBe(100);
      pageshow(true);
      expect($rewardsBalance.get()).toBe(200);
    } finally {
      session.stop();
      clear();
    }
  });
});
