// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { appendQuery, isSafeHttpUrl, safeHttpUrl } from '../../../src/core/urls.ts';
import {
  configuredLink,
  joinCampaignId,
  joinUrl,
  loginUrl,
  logoutPage,
  logoutReferrer,
  logoutUrl,
  memberStripLoginUrl,
  membershipUrl,
  renewCampaignId,
  renewUrl,
  secureLinkBase,
  secureUrl,
  withReferrer,
} from '../../../src/domain/site-links.ts';

const config = {
  brand: 'member',
  site: 'member',
  product: 'staysharp',
  secureEndpoint: 'https://secure.example.org/',
  clientIdLive: 'LIVE-ID',
  clientIdNonLive: 'NONLIVE-ID',
  logoutURL: '/system/sling/logout.html',
};

const enc = encodeURIComponent;
const PAGE = 'https://www.example.org/health/article.html?x=1';

// site 7.7 "Login (OAuth authorise)":
// {secure host}applications/user/login?response_type=code&client_id={key}
//   &redirect_uri={origin}/{brand}/auth/callback&scope=...&state={url}
// "There are two client ids, one for live and one for non-live" (live per site 7.7).
describe('loginUrl (site 7.7)', () => {
  it.each([
    // live host -> live client id; state = current page URL; default scope bui
    [
      PAGE,
      {},
      `https://secure.example.org/applications/user/login?response_type=code&client_id=LIVE-ID&redirect_uri=${enc('https://www.example.org/member/auth/callback')}&scope=bui&state=${enc(PAGE)}`,
    ],
    // non-live hosts -> non-live client id; the callback is on the page's own origin
    [
      'https://www-s.example.org/a.html',
      {},
      `https://secure.example.org/applications/user/login?response_type=code&client_id=NONLIVE-ID&redirect_uri=${enc('https://www-s.example.org/member/auth/callback')}&scope=bui&state=${enc('https://www-s.example.org/a.html')}`,
    ],
    [
      'http://localhost:3000/a.html',
      {},
      `https://secure.example.org/applications/user/login?response_type=code&client_id=NONLIVE-ID&redirect_uri=${enc('http://localhost:3000/member/auth/callback')}&scope=bui&state=${enc('http://localhost:3000/a.html')}`,
    ],
    // rewards: scope bui+bmi (ask-and-rewards 2.3); brain-health: bui+bmi+openid (brain-health 7.7)
    [
      PAGE,
      { scope: ['bui', 'bmi'] },
      `https://secure.example.org/applications/user/login?response_type=code&client_id=LIVE-ID&redirect_uri=${enc('https://www.example.org/member/auth/callback')}&scope=bui+bmi&state=${enc(PAGE)}`,
    ],
    [
      PAGE,
      { scope: ['bui', 'bmi', 'openid'], state: 'https://www.example.org/back' },
      `https://secure.example.org/applications/user/login?response_type=code&client_id=LIVE-ID&redirect_uri=${enc('https://www.example.org/member/auth/callback')}&scope=bui+bmi+openid&state=${enc('https://www.example.org/back')}`,
    ],
    // state omitted (brain-health 7.7: rewards pages)
    [
      PAGE,
      { state: null },
      `https://secure.example.org/applications/user/login?response_type=code&client_id=LIVE-ID&redirect_uri=${enc('https://www.example.org/member/auth/callback')}&scope=bui`,
    ],
  ] as const)('%s %j', (current, options, expected) => {
    expect(loginUrl(config, current, options)).toBe(expected);
  });

  it('encodes so that every value reads back intact', () => {
    const current = 'https://www.example.org/a b.html?q=x&y=1#top';
    const url = new URL(loginUrl(config, new URL(current)));
    expect(url.searchParams.get('redirect_uri')).toBe('https://www.example.org/member/auth/callback');
    expect(url.searchParams.get('state')).toBe(new URL(current).href);
    expect([...url.searchParams.keys()]).toEqual(['response_type', 'client_id', 'redirect_uri', 'scope', 'state']);
  });

  it.each([
    // the secure endpoint may end with '/' or not, and may be relative (the default '/')
    ['https://secure.example.org/', 'https://secure.example.org/applications/user/login?'],
    ['https://secure.example.org', 'https://secure.example.org/applications/user/login?'],
    ['/', '/applications/user/login?'],
  ])('secure endpoint %j -> %s...', (secureEndpoint, start) => {
    expect(loginUrl({ ...config, secureEndpoint }, PAGE).startsWith(start)).toBe(true);
  });

  it('an unset client id gives an empty client_id, an unusable page an empty origin and state', () => {
    const url = loginUrl({ brand: 'member', secureEndpoint: '/' }, 'not a url');
    expect(url).toBe(`/applications/user/login?response_type=code&client_id=&redirect_uri=${enc('/member/auth/callback')}&scope=bui&state=`);
  });

  it('accepts a Location-like object', () => {
    expect(loginUrl(config, { href: PAGE })).toBe(loginUrl(config, PAGE));
  });
});

// site 2.4: the member strip's login target: intcmp=DSO-HDR-LOGIN, response_type=code,
// client_id={key}, redirect_uri={referrer}{brand}/auth/callback, scope=bui,
// state={parent page URL, or empty}.
describe('memberStripLoginUrl (site 2.4)', () => {
  const callback = enc('https://www.example.org/member/auth/callback');
  it.each([
    [
      PAGE,
      undefined,
      `https://secure.example.org/applications/user/login?intcmp=DSO-HDR-LOGIN&response_type=code&client_id=LIVE-ID&redirect_uri=${callback}&scope=bui&state=`,
    ],
    [
      PAGE,
      'https://partner.example.com/page?a=1',
      `https://secure.example.org/applications/user/login?intcmp=DSO-HDR-LOGIN&response_type=code&client_id=LIVE-ID&redirect_uri=${callback}&scope=bui&state=${enc('https://partner.example.com/page?a=1')}`,
    ],
    [
      'https://www-ta.example.org/x',
      undefined,
      `https://secure.example.org/applications/user/login?intcmp=DSO-HDR-LOGIN&response_type=code&client_id=NONLIVE-ID&redirect_uri=${enc('https://www-ta.example.org/member/auth/callback')}&scope=bui&state=`,
    ],
  ])('%s, parent %s', (current, parent, expected) => {
    expect(memberStripLoginUrl(config, current, parent)).toBe(expected);
  });

  // The configured memberLoginLink (site 3.7) may move the login page; the query of 2.4 is always added.
  const query = `intcmp=DSO-HDR-LOGIN&response_type=code&client_id=LIVE-ID&redirect_uri=${callback}&scope=bui&state=`;
  it.each([
    ['/applications/user/login', `https://secure.example.org/applications/user/login?${query}`],
    ['https://login.example.org/sso?lang=es', `https://login.example.org/sso?lang=es&${query}`],
    ['', `https://secure.example.org/applications/user/login?${query}`],
    ['javascript:alert(1)', `https://secure.example.org/applications/user/login?${query}`],
  ])('configured address %j', (address, expected) => {
    expect(memberStripLoginUrl(config, PAGE, undefined, address)).toBe(expected);
  });
});

// site 7.7 "Campaign tagging": Join from query jkc, else campaignid, else 'UDFLTTC'; Renew from
// rkc, else campaignid, else 'ZDFLTTC' (defaults also in site 9). Our decisions: parameter names
// match in any case; an empty value counts as absent; values are trimmed.
describe('joinCampaignId and renewCampaignId (site 7.7)', () => {
  it.each([
    ['?jkc=J1&campaignid=C1&rkc=R1', 'J1', 'R1'],
    ['?campaignid=C1&jkc=J1', 'J1', 'C1'], // jkc wins wherever it stands
    ['?campaignid=C1', 'C1', 'C1'],
    ['?jkc=J1', 'J1', 'ZDFLTTC'],
    ['?rkc=R1', 'UDFLTTC', 'R1'],
    ['', 'UDFLTTC', 'ZDFLTTC'],
    ['?', 'UDFLTTC', 'ZDFLTTC'],
    ['?other=1', 'UDFLTTC', 'ZDFLTTC'],
    ['?jkc=&rkc=&campaignid=C1', 'C1', 'C1'], // empty values fall through
    ['?jkc=%20%20&campaignid=', 'UDFLTTC', 'ZDFLTTC'],
    ['?JKC=J2&RKC=R2', 'J2', 'R2'],
    ['?campaignID=C3', 'C3', 'C3'],
    ['?CampaignId=C4', 'C4', 'C4'],
    ['jkc=J5', 'J5', 'ZDFLTTC'], // without the '?'
    ['?jkc=a%20b%2Bc', 'a b+c', 'ZDFLTTC'], // decoded
    ['?jkc=J6&jkc=J7', 'J6', 'ZDFLTTC'], // first one wins
    ['?xjkc=X&jkcx=Y', 'UDFLTTC', 'ZDFLTTC'], // whole names only
    ['?jkc=%E0%A4%A', '%E0%A4%A', 'ZDFLTTC'], // bad encoding kept raw, no throw
  ])('%j -> join %s, renew %s', (search, join, renew) => {
    expect(joinCampaignId(search)).toBe(join);
    expect(renewCampaignId(search)).toBe(renew);
  });

  it.each([
    [new URLSearchParams('jkc=J1&rkc=R1'), 'J1', 'R1'],
    [new URL('https://www.example.org/?campaignid=C1'), 'C1', 'C1'],
    [{ search: '?rkc=R9' }, 'UDFLTTC', 'R9'],
    [null, 'UDFLTTC', 'ZDFLTTC'],
  ] as const)('other query inputs: %s', (search, join, renew) => {
    expect(joinCampaignId(search)).toBe(join);
    expect(renewCampaignId(search)).toBe(renew);
  });
});

// site 7.7: Join {secure}/mem/join?campaignID=...&offer=...&referrer=...[&request_locale=es];
// Renew {secure}/mem/renew?campaignid={code}&intcmp={code};
// Membership link {secure}/applications/membershipChallenge/showChallengeForm.action?referrer=...
describe('joinUrl, renewUrl, membershipUrl (site 7.7)', () => {
  const JOIN = 'https://secure.example.org/mem/join';
  it.each([
    ['https://www.example.org/health/a.html?jkc=J1', {}, `${JOIN}?campaignID=J1&referrer=${enc('https://www.example.org/health/a.html?jkc=J1')}`],
    ['https://www.example.org/health/a.html', {}, `${JOIN}?campaignID=UDFLTTC&referrer=${enc('https://www.example.org/health/a.html')}`],
    // brain-health 7.7: offer=ss
    ['https://www.example.org/a', { offer: 'ss' }, `${JOIN}?campaignID=UDFLTTC&offer=ss&referrer=${enc('https://www.example.org/a')}`],
    ['https://www.example.org/a', { campaignId: 'USSTEST7' }, `${JOIN}?campaignID=USSTEST7&referrer=${enc('https://www.example.org/a')}`],
    // Spanish pages add request_locale=es (locale from the path, or given)
    [
      'https://www.example.org/espanol/salud?campaignid=C1',
      {},
      `${JOIN}?campaignID=C1&referrer=${enc('https://www.example.org/espanol/salud?campaignid=C1')}&request_locale=es`,
    ],
    ['https://www.example.org/a', { locale: 'es' }, `${JOIN}?campaignID=UDFLTTC&referrer=${enc('https://www.example.org/a')}&request_locale=es`],
    ['https://www.example.org/espanol/', { locale: 'en' }, `${JOIN}?campaignID=UDFLTTC&referrer=${enc('https://www.example.org/espanol/')}`],
  ] as const)('join from %s %j', (current, options, expected) => {
    expect(joinUrl(config, current, options)).toBe(expected);
  });

  it.each([
    ['https://www.example.org/a?rkc=R1', undefined, 'https://secure.example.org/mem/renew?campaignid=R1&intcmp=R1'],
    ['https://www.example.org/a?campaignid=C1', undefined, 'https://secure.example.org/mem/renew?campaignid=C1&intcmp=C1'],
    ['https://www.example.org/a', undefined, 'https://secure.example.org/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC'],
    ['https://www.example.org/a', 'A B&C', 'https://secure.example.org/mem/renew?campaignid=A%20B%26C&intcmp=A%20B%26C'],
  ])('renew from %s (code %s)', (current, code, expected) => {
    expect(renewUrl(config, current, code)).toBe(expected);
  });

  it('membership link carries the current page as referrer', () => {
    expect(membershipUrl(config, PAGE)).toBe(`https://secure.example.org/applications/membershipChallenge/showChallengeForm.action?referrer=${enc(PAGE)}`);
    expect(membershipUrl({ secureEndpoint: '/' }, PAGE)).toBe(`/applications/membershipChallenge/showChallengeForm.action?referrer=${enc(PAGE)}`);
  });
});

// site 5 (and brain-health 5): "The membership URL gets referrer={current page} added when it
// has none". A non-empty referrer in any case counts; an empty one does not.
describe('withReferrer (site 5)', () => {
  const P = 'https://www.example.org/page?a=1';
  const R = `referrer=${enc(P)}`;
  it.each([
    ['/applications/membershipChallenge/showChallengeForm.action', `/applications/membershipChallenge/showChallengeForm.action?${R}`],
    ['https://secure.example.org/mem/join', `https://secure.example.org/mem/join?${R}`],
    ['https://secure.example.org/mem/join?campaignID=X', `https://secure.example.org/mem/join?campaignID=X&${R}`],
    ['https://secure.example.org/x#frag', `https://secure.example.org/x?${R}#frag`],
    ['https://secure.example.org/x?a=b%20c&d=e+f', `https://secure.example.org/x?a=b%20c&d=e+f&${R}`], // others untouched
    ['https://secure.example.org/x?myreferrer=1', `https://secure.example.org/x?myreferrer=1&${R}`],
    // an empty referrer is replaced
    ['https://secure.example.org/x?referrer=&a=1', `https://secure.example.org/x?a=1&${R}`],
    ['https://secure.example.org/x?referrer', `https://secure.example.org/x?${R}`],
    ['https://secure.example.org/x?referrer=%20', `https://secure.example.org/x?${R}`],
    // a referrer already there is kept, the URL returned unchanged
    ['https://secure.example.org/x?referrer=https%3A%2F%2Fother.example.org', 'https://secure.example.org/x?referrer=https%3A%2F%2Fother.example.org'],
    ['https://secure.example.org/x?a=1&Referrer=abc#f', 'https://secure.example.org/x?a=1&Referrer=abc#f'],
    ['', `?${R}`],
  ])('%j -> %s', (url, expected) => {
    expect(withReferrer(url, P)).toBe(expected);
  });

  it('never throws on a non-string URL', () => {
    expect(withReferrer(undefined as unknown as string, P)).toBe('');
  });
});

describe('secureUrl and appendQuery', () => {
  it.each([
    ['https://secure.example.org/', 'mem/join', 'https://secure.example.org/mem/join'],
    ['https://secure.example.org/', '/mem/join', 'https://secure.example.org/mem/join'],
    ['https://secure.example.org', 'mem/join', 'https://secure.example.org/mem/join'],
    ['https://secure.example.org//', '//mem/join', 'https://secure.example.org/mem/join'],
    ['/', 'mem/join', '/mem/join'],
    ['', 'mem/join', '/mem/join'],
  ])('%j + %j -> %s', (endpoint, path, expected) => {
    expect(secureUrl(endpoint, path)).toBe(expected);
  });

  it.each([
    ['/logout', [['referrer', 'a b']], '/logout?referrer=a%20b'],
    ['/logout?x=1', [['referrer', 'r']], '/logout?x=1&referrer=r'],
    [
      '/logout?x=1#f',
      [
        ['a', '1'],
        ['b', '&'],
      ],
      '/logout?x=1&a=1&b=%26#f',
    ],
    ['/logout', [], '/logout'],
  ] as const)('%s + %j -> %s', (url, params, expected) => {
    expect(appendQuery(url, params)).toBe(expected);
  });
});

// site 2.15 / brain-health 7.7: logout target {logoutURL}?referrer={value}: the site origin (with
// /espanol for Spanish) on the anonymous home page; the current page URL on the about page;
// otherwise origin?referrer={current url}. Which pages are "home" and "about" is our reading
// (see logoutPage in urls.ts).
describe('logoutPage (site 2.15)', () => {
  it.each([
    // home: the site root in either language, any spelling
    ['/', 'home'],
    ['', 'home'],
    ['/index.html', 'home'],
    ['/INDEX.HTML', 'home'],
    ['/.now.html', 'home'],
    ['/espanol', 'home'],
    ['/espanol/', 'home'],
    ['/espanol.html', 'home'],
    ['/espanol/index.html', 'home'],
    ['/content/member/en/home.html', 'home'],
    ['/content/member/es/home/', 'home'],
    // about: the about page itself (brain-health 2.1: about / conoce-{product})
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/about.html', 'about'],
    ['/about/index.html', 'about'],
    ['/espanol/conoce-staysharp/', 'about'],
    ['/espanol/conoce-staysharp.html', 'about'],
    ['/content/member/en/home/about.html', 'about'],
    // other
    ['/about/privacy-policy/', 'other'], // a legal page below about (brain-health 2.4)
    ['/aboutus', 'other'],
    ['/health/article.html', 'other'],
    ['/espanol/salud/', 'other'],
    ['/espanolito', 'other'],
    ['/espanol/conoce-otro/', 'other'],
    ['/get-started', 'other'],
    ['/content/other/en/home.html', 'other'],
  ] as const)('%j -> %s', (path, expected) => {
    expect(logoutPage(path, config)).toBe(expected);
  });
});

describe('logoutReferrer and logoutUrl (site 2.15)', () => {
  const O = 'https://www.example.org';
  it.each([
    // anonymous home: the origin, plus /espanol in Spanish
    [`${O}/`, undefined, O],
    [`${O}/?utm=1`, undefined, O],
    [`${O}/espanol/`, undefined, `${O}/espanol`],
    [`${O}/`, 'es', `${O}/espanol`],
    // about page: the current page URL
    [`${O}/about/?x=1`, undefined, `${O}/about/?x=1`],
    [`${O}/espanol/conoce-staysharp/`, undefined, `${O}/espanol/conoce-staysharp/`],
    // otherwise: origin?referrer={current url}, the current URL encoded inside
    [`${O}/health/a.html?x=1&y=2`, undefined, `${O}?referrer=${enc(`${O}/health/a.html?x=1&y=2`)}`],
    [`${O}/espanol/salud/`, undefined, `${O}?referrer=${enc(`${O}/espanol/salud/`)}`],
    [`${O}/about/privacy-policy/`, undefined, `${O}?referrer=${enc(`${O}/about/privacy-policy/`)}`],
    // unusable page URL: no referrer
    ['not a url', undefined, ''],
  ] as const)('%s (%s) -> referrer %s', (current, locale, referrer) => {
    expect(logoutReferrer(current, config, locale)).toBe(referrer);
    const url = logoutUrl(config, current, locale);
    expect(url).toBe(referrer ? `/system/sling/logout.html?referrer=${enc(referrer)}` : '/system/sling/logout.html');
  });

  it('the value is encoded once more, so the inner referrer survives two decodings', () => {
    const current = `${O}/health/a.html?x=1&y=2#top`;
    const outer = new URL(logoutUrl(config, current), O).searchParams.get('referrer') ?? '';
    expect(new URL(outer).searchParams.get('referrer')).toBe(current);
  });

  it('a logoutURL that has a query gets &referrer=', () => {
    expect(logoutUrl({ ...config, logoutURL: 'https://id.example.org/logout?app=web' }, `${O}/`)).toBe(
      `https://id.example.org/logout?app=web&referrer=${enc(O)}`,
    );
  });
});

// URLs from data must be http(s): anything else (javascript:, data:, vbscript:, ...) is refused,
// however disguised; relative and protocol-relative values are judged after resolution.
describe('isSafeHttpUrl and safeHttpUrl', () => {
  const BASE = 'https://www.example.org/page/';
  it.each([
    ['https://partner.example.com/x', 'https://partner.example.com/x'],
    ['http://partner.example.com/a?b=1#c', 'http://partner.example.com/a?b=1#c'],
    ['HTTPS://PARTNER.EXAMPLE.COM', 'https://partner.example.com/'],
    ['  https://partner.example.com  ', 'https://partner.example.com/'],
    ['/offers/x', 'https://www.example.org/offers/x'],
    ['offers/x', 'https://www.example.org/page/offers/x'],
    ['?q=1', 'https://www.example.org/page/?q=1'],
    ['#top', 'https://www.example.org/page/#top'],
    ['//cdn.example.org/x', 'https://cdn.example.org/x'], // takes the base's https
    ['\\\\cdn.example.org\\x', 'https://cdn.example.org/x'], // backslashes read as slashes: still https
  ])('%j is safe -> %s', (value, href) => {
    expect(isSafeHttpUrl(value, BASE)).toBe(true);
    expect(safeHttpUrl(value, BASE)).toBe(href);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['mailto:someone@example.org'],
    ['ftp://files.example.org/'],
    ['blob:https://www.example.org/uuid'],
    ['http://[bad'],
    [''],
    ['   '],
    [null],
    [undefined],
    [42],
    [{ href: 'https://x.org' }],
  ])('%j is refused', (value) => {
    expect(isSafeHttpUrl(value, BASE)).toBe(false);
    expect(safeHttpUrl(value, BASE)).toBeUndefined();
  });

  it.each([
    // protocol-relative and relative values take the base's scheme: not http(s) -> refused
    ['//evil.example.com/x', 'file:///home/user/page.html'],
    ['/x', 'about:blank'],
    ['//evil.example.com/x', 'about:blank'],
    ['relative', 'data:text/html,x'],
  ])('%j against base %s is refused', (value, base) => {
    expect(isSafeHttpUrl(value, base)).toBe(false);
  });

  it('an absolute http URL needs no base; relative ones default to the document base', () => {
    expect(isSafeHttpUrl('https://partner.example.com/')).toBe(true);
    expect(safeHttpUrl('/x')).toBe(new URL('/x', document.baseURI).href);
  });
});

// Site 7.7: the site's join, renew and login targets live on the secure host; an author's link
// path under /applications/ or /mem/ reads there (the paywall's and register wall's links).
describe('secureLinkBase', () => {
  it.each([
    ['/applications/user/login', 'https://secure.example.org/', 'https://secure.example.org/'],
    ['/mem/join?x=1', 'https://secure.example.org/', 'https://secure.example.org/'],
    [' /mem/join ', 'https://secure.example.org/', 'https://secure.example.org/'],
    ['/health/', 'https://secure.example.org/', undefined],
    ['https://www.example.org/mem/join', 'https://secure.example.org/', undefined],
    ['mem/join', 'https://secure.example.org/', undefined],
    ['/mem/join', '/', undefined],
    ['/mem/join', 'javascript:alert(1)', undefined],
    [42, 'https://secure.example.org/', undefined],
  ])('%j on %j -> %j', (value, endpoint, base) => {
    expect(secureLinkBase(value, endpoint)).toBe(base);
  });
});

describe('configuredLink (an author-configured address, http(s) only)', () => {
  it.each([
    [undefined, undefined, false],
    ['', undefined, false],
    ['   ', undefined, false],
    ['https://www.example.org/join', 'https://www.example.org/join', false],
    ['/mem/join?offer=ss', 'https://secure.example.org/mem/join?offer=ss', false],
    ['/applications/user/register', 'https://secure.example.org/applications/user/register', false],
    ['javascript:alert(1)', undefined, true],
    ['data:text/html,x', undefined, true],
    ['mailto:help@example.org', undefined, true],
  ])('%j -> %j (console error: %s)', (value, link, complains) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(configuredLink(value, config, '<paywall-gate>')).toBe(link);
    expect(error).toHaveBeenCalledTimes(complains ? 1 : 0);
    if (complains) {
      expect(String(error.mock.calls[0]![0])).toContain('<paywall-gate>');
      expect(String(error.mock.calls[0]![0])).toContain(value!);
    }
  });

  it('a path elsewhere reads on the page', () => {
    expect(configuredLink('/health/', config, '<register-wall>')).toBe(new URL('/health/', location.href).href);
  });
});
