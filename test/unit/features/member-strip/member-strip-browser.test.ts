// @vitest-environment happy-dom
/**
 * The member strip's page effects (site 2.2, 2.4, 3.7): the login hand-off to a parent page of
 * another origin, the data-layer push of a click and the page's offer category.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseSiteConfig } from '../../../../src/core/site-config.ts';
import {
  foreignParentUrl,
  goToLogin,
  handLoginToParent,
  offerCategory,
  stripLoginTarget,
  trackStripClick,
} from '../../../../src/features/member-strip/member-strip.browser.ts';

const TARGET = 'https://secure.example.org/applications/user/login?intcmp=DSO-HDR-LOGIN';

/** A window-like object: top level, or framed by a parent of another origin with a referrer. */
function fakeWindow(framing: 'top' | { referrer: string }) {
  const postMessage = vi.fn();
  const assign = vi.fn();
  const win: Record<string, unknown> = {
    location: { origin: 'https://www.example.org', href: 'https://www.example.org/health/', assign },
    document: { referrer: framing === 'top' ? '' : framing.referrer },
  };
  win.parent =
    framing === 'top'
      ? win
      : {
          postMessage,
          get location(): never {
            throw new DOMException('cross-origin', 'SecurityError');
          },
        };
  return { win: win as unknown as Window, postMessage, assign };
}

describe('login hand-off (site 2.2)', () => {
  it('top level: the page navigates itself; a link is left to navigate', () => {
    const { win, postMessage, assign } = fakeWindow('top');
    expect(foreignParentUrl(win)).toBeUndefined();
    expect(handLoginToParent(TARGET, win)).toBe(false);
    goToLogin(TARGET, win);
    expect(assign).toHaveBeenCalledWith(TARGET);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['with the partner URL as referrer', 'https://partner.example/page.html?x=1', 'https://partner.example'],
    ['without a referrer', '', '*'],
  ])('in a frame of another origin, %s: redirectToLogin to the parent, addressed to %s', (_name, referrer, origin) => {
    const { win, postMessage, assign } = fakeWindow({ referrer });
    expect(foreignParentUrl(win)).toBe(referrer || undefined);
    expect(handLoginToParent(TARGET, win)).toBe(true);
    goToLogin(TARGET, win);
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenCalledWith({ event: 'redirectToLogin', url: TARGET }, origin);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('stripLoginTarget (site 2.4)', () => {
  const site = parseSiteConfig(
    JSON.stringify({ brand: 'member', secureEndpoint: 'https://secure.example.org/', clientIdNonLive: 'web-nonlive', clientIdLive: 'web' }),
  );
  it.each([
    ['top level: an empty state', 'top', ''],
    ['in a foreign frame: the parent page as state', { referrer: 'https://partner.example/p.html' }, 'https://partner.example/p.html'],
  ] as const)('%s', (_name, framing, state) => {
    const target = new URL(stripLoginTarget(site, undefined, fakeWindow(framing).win));
    expect(target.origin + target.pathname).toBe('https://secure.example.org/applications/user/login');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      intcmp: 'DSO-HDR-LOGIN',
      response_type: 'code',
      scope: 'bui',
      redirect_uri: 'https://www.example.org/member/auth/callback',
      state,
    });
  });
});

describe('trackStripClick (site 3.7)', () => {
  it('pushes to adobeDataLayer, creating it when the page has none', () => {
    const win = {} as Window & { adobeDataLayer?: unknown[] };
    trackStripClick({ analyticsId: 'memstrip-renew', campaignId: 'Z1' }, 'Renew', '/mem/renew', win);
    trackStripClick({ campaignId: 'Z1' }, 'Renew', '/mem/renew', win);
    expect(win.adobeDataLayer).toEqual([
      { event: 'member-strip-click', eventInfo: { analyticsId: 'memstrip-renew', campaignId: 'Z1', linkText: 'Renew', linkUrl: '/mem/renew' } },
    ]);
  });
});

describe('offerCategory (site 3.7)', () => {
  it('is the first [data-offerid] of the page, trimmed', () => {
    document.body.innerHTML = '<p>no offer</p>';
    expect(offerCategory(document)).toBeUndefined();
    document.body.innerHTML = '<div data-offerid="  "></div>';
    expect(offerCategory(document)).toBeUndefined();
    document.body.innerHTML = '<a data-offerid=" travel-1 " href="#">Book</a><a data-offerid="other">x</a>';
    expect(offerCategory(document)).toBe('travel-1');
    document.body.innerHTML = '';
  });
});
