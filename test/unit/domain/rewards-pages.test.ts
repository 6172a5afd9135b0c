/**
 * What every rewards page element shows around its task (ask-and-rewards 2.3, 6.2, 8.2; issue 31
 * "Every rewards page"): who may use it, how a failed call reads, and the rewards login of 2.3.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE, NOT_A_PARTICIPANT, RewardsError, XHR_FAILED } from '../../../src/api/rewards.ts';
import type { SiteConfig } from '../../../src/core/site-config.ts';
import {
  accessPanel,
  failurePanel,
  failureText,
  rewardsAccess,
  rewardsFailure,
  rewardsLoginUrl,
  type RewardsAccess,
  type RewardsFailure,
} from '../../../src/domain/rewards-pages.ts';

describe('who may use a rewards page', () => {
  const rows: ReadonlyArray<[string, boolean, boolean, boolean, RewardsAccess]> = [
    ['identity not ready', false, true, true, 'loading'],
    ['not logged in', true, false, false, 'signed-out'],
    ['logged in, not a participant (6.2)', true, true, false, 'not-participant'],
    ['a participant', true, true, true, 'participant'],
  ];
  it.each(rows)('%s', (_name, ready, isLoggedIn, participant, expected) => {
    expect(rewardsAccess({ ready, isLoggedIn, participant })).toBe(expected);
  });
});

describe('how a failed call reads (8.2)', () => {
  const url = 'https://services.example.org/applications/loyalty-catalog/secretword';
  const rows: ReadonlyArray<[string, unknown, RewardsFailure]> = [
    ['401', new RewardsError(ACCOUNT_MESSAGE, 401, url), 'account'],
    ['403', new RewardsError(ACCOUNT_MESSAGE, 403, url), 'account'],
    ["the client's refusal: 'User not a participant' (6.2)", new RewardsError(NOT_A_PARTICIPANT, 0, url), 'not-participant'],
    ["the service's code for it", new RewardsError(ACCOUNT_MESSAGE, 403, url, { code: 'error.business.UserNotAParticipant' }), 'not-participant'],
    ['no answer', new RewardsError(XHR_FAILED, 0, url), 'failed'],
    ['500', new RewardsError(`${url} answered 500`, 500, url, { code: 'boom' }), 'failed'],
    ['a body of the wrong shape', new RewardsError(`unexpected answer from ${url}`, 422, url), 'failed'],
    ['not an error at all', 'garbage', 'failed'],
    ['undefined', undefined, 'failed'],
  ];
  it.each(rows)('%s', (_name, error, expected) => {
    expect(rewardsFailure(error)).toBe(expected);
  });

  it("reads 8.2's account message, the not-opted words with the brand, or the element's own words", () => {
    expect(failureText('account', 'x', 'member', (text) => text)).toBe(ACCOUNT_MESSAGE);
    expect(failureText('not-participant', 'x', 'member', (text, params) => text.replace('{brand}', String(params?.brand)))).toMatch(
      /not joined member Rewards/,
    );
    expect(failureText('failed', 'We could not check your word just now.', 'member', (text) => text)).toBe('We could not check your word just now.');
  });
});

describe('the rewards login of 2.3', () => {
  it('is the OAuth login with scope bui+bmi and the page as state', () => {
    const url = new URL(
      rewardsLoginUrl(
        { brand: 'member', secureEndpoint: 'https://secure.example.org/', clientIdLive: 'live-key', clientIdNonLive: 'test-key' },
        'https://www.example.org/rewards/secret-word/?x=1',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://secure.example.org/applications/user/login');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('https://www.example.org/member/auth/callback');
    expect(url.search).toContain('scope=bui+bmi');
    expect(url.searchParams.get('state')).toBe('https://www.example.org/rewards/secret-word/?x=1');
  });
});

describe('the panels', () => {
  const config = { ...({} as SiteConfig), brand: 'member', secureEndpoint: 'https://secure.example.org/' } as SiteConfig;
  const page = 'https://www.example.org/rewards/my-points/';
  const fill = (text: string, params?: Readonly<Record<string, string | number>>) =>
    text.replace(/\{(\w+)\}/g, (_all, key: string) => String(params?.[key] ?? ''));
  const rows: ReadonlyArray<[RewardsAccess, string, string | undefined]> = [
    ['signed-out', 'Log in', 'https://secure.example.org/applications/user/login'],
    ['not-participant', 'How to join member Rewards', 'https://www.example.org/rewards/'],
    ['participant', '', undefined],
    ['loading', '', undefined],
  ];
  it.each(rows)('%s', (access, linkText, target) => {
    const panel = accessPanel(access, { config, page, joinUrl: '/rewards/', t: fill });
    if (!target) return expect(panel).toBeUndefined();
    expect(panel!.link!.text).toBe(linkText);
    expect(panel!.link!.href.split('?')[0]).toBe(target);
  });
  it('a join address that is not http(s) falls back to the default', () => {
    expect(accessPanel('not-participant', { config, page, joinUrl: 'javascript:alert(1)', t: fill })!.link!.href).toBe('https://www.example.org/rewards/');
  });
  it("'Try again' only for a plain failure", () => {
    expect(failurePanel('failed', 'We could not load it.', 'member', fill)).toEqual({
      kind: 'failed',
      tone: 'problem',
      text: 'We could not load it.',
      retryText: 'Try again',
    });
    expect(failurePanel('account', 'x', 'member', fill).retryText).toBeUndefined();
    expect(failurePanel('not-participant', 'x', 'member', fill).retryText).toBeUndefined();
  });
});
