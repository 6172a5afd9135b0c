/**
 * The site's navigation targets (site 7.7, 2.4, 2.15, 5 and 9; brain-health 7.7), built from
 * explicit inputs: the site config, the current page URL and its query. Every value is put into
 * the query with encodeURIComponent, so a URL inside a URL (redirect_uri, state, referrer)
 * arrives intact. Nothing here throws: an unusable current URL is treated as unknown (empty
 * origin and page URL), which still gives a same-origin, well-formed target.
 */
import { isLiveHost } from '../core/environment.ts';
import { detectLocale, type Locale } from '../core/locale.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { decodePart, queryValue, type QueryInput } from '../core/query-values.ts';
import { appendQuery, currentHref, escapeRegExp, queryString, safeHttpUrl, splitUrl, toUrl, type UrlInput } from '../core/urls.ts';

/** site 2.4 / 9: the member strip's login tracking code. */
export const LOGIN_INTCMP = 'DSO-HDR-LOGIN';
/** Site 2.1: the account page, used as the profile and my-account link. */
export const ACCOUNT_PAGE = '/applications/account/myAccount.action';
/** site 7.7 / 9: the default Join campaign id. */
export const DEFAULT_JOIN_CAMPAIGN = 'UDFLTTC';
/** site 7.7 / 9: the default Renew campaign id. */
export const DEFAULT_RENEW_CAMPAIGN = 'ZDFLTTC';

// ---------------------------------------------------------------------------------------------
// Campaign ids (site 7.7 "Campaign tagging", site 9 default campaign ids).

/** Join links: query jkc, else campaignid, else 'UDFLTTC'. */
export function joinCampaignId(search: QueryInput | null | undefined = currentSearch()): string {
  return queryValue(search, 'jkc', 'campaignid') ?? DEFAULT_JOIN_CAMPAIGN;
}

/** Renew links: query rkc, else campaignid, else 'ZDFLTTC'. */
export function renewCampaignId(search: QueryInput | null | undefined = currentSearch()): string {
  return queryValue(search, 'rkc', 'campaignid') ?? DEFAULT_RENEW_CAMPAIGN;
}

function currentSearch(): string {
  return typeof location === 'undefined' ? '' : location.search;
}

// ---------------------------------------------------------------------------------------------
// Referrer (site 5, brain-health 5).

/**
 * site 5: "The membership URL gets referrer={current page} added when it has none". A URL that
 * already carries a non-empty referrer (any case of the name) is returned unchanged; otherwise
 * empty referrer parameters are dropped and referrer={currentPage} appended. Relative URLs stay
 * relative; the fragment stays last.
 */
export function withReferrer(url: string, currentPage: string = currentHref()): string {
  if (typeof url !== 'string') return '';
  const { base, query, hash } = splitUrl(url);
  const parts = query.split('&').filter(Boolean);
  const isReferrer = (part: string) => decodePart(part.split('=')[0] ?? '').toLowerCase() === 'referrer';
  const hasValue = (part: string) => part.includes('=') && decodePart(part.slice(part.indexOf('=') + 1)).trim() !== '';
  if (parts.some((part) => isReferrer(part) && hasValue(part))) return url;
  const kept = parts.filter((part) => !isReferrer(part));
  kept.push(queryString([['referrer', typeof currentPage === 'string' ? currentPage : '']]));
  return `${base}?${kept.join('&')}${hash}`;
}

// ---------------------------------------------------------------------------------------------
// Targets on the secure host.

/** `{secureEndpoint}` joined to `path` with exactly one slash between them. */
export function secureUrl(secureEndpoint: string, path: string): string {
  const endpoint = typeof secureEndpoint === 'string' && secureEndpoint ? secureEndpoint : '/';
  return `${endpoint.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** site 7.7: the live client id on live hosts, the non-live one elsewhere ('' when unset). */
export function oauthClientId(config: Pick<SiteConfig, 'clientIdLive' | 'clientIdNonLive'>, hostname: string): string {
  return (isLiveHost(hostname) ? config.clientIdLive : config.clientIdNonLive) ?? '';
}

/** The OAuth callback: {origin}/{brand}/auth/callback (site 7.7; site 2.4 "{referrer} followed by {brand}/auth/callback"). */
export function callbackUrl(origin: string, brand: string): string {
  return `${origin}/${brand}/auth/callback`;
}

type LoginConfig = Pick<SiteConfig, 'brand' | 'secureEndpoint' | 'clientIdLive' | 'clientIdNonLive'>;

export interface LoginOptions {
  /** The scopes, joined with '+' (rewards: ['bui', 'bmi']; brain-health: ['bui', 'bmi', 'openid']). Default ['bui']. */
  scope?: readonly string[];
  /** The state: default the current page URL; null leaves it out (brain-health 7.7: rewards pages). */
  state?: string | null;
}

function scopeValue(scope: readonly string[]): string {
  return scope.map((part) => encodeURIComponent(part)).join('+');
}

/**
 * The OAuth login (authorise) URL of site 7.7:
 * {secure host}applications/user/login?response_type=code&client_id={key}
 *   &redirect_uri={origin}/{brand}/auth/callback&scope=...&state={url}
 * The client id follows the current host (oauthClientId). The spec leaves the default scope
 * open ('scope=...'); we default to 'bui', the member-strip scope of site 2.4.
 */
export function loginUrl(config: LoginConfig, current: UrlInput = currentHref(), options: LoginOptions = {}): string {
  const page = toUrl(current);
  const origin = page?.origin ?? '';
  const target = secureUrl(config.secureEndpoint, 'applications/user/login');
  const state = options.state === undefined ? (page?.href ?? '') : options.state;
  let query = queryString([
    ['response_type', 'code'],
    ['client_id', oauthClientId(config, page?.hostname ?? '')],
    ['redirect_uri', callbackUrl(origin, config.brand)],
  ]);
  query += `&scope=${scopeValue(options.scope ?? ['bui'])}`;
  if (state !== null) query += `&${queryString([['state', state]])}`;
  return `${target}?${query}`;
}

/**
 * The member strip's login target (site 2.4): {secureEndpoint}applications/user/login with
 * intcmp=DSO-HDR-LOGIN, response_type=code, client_id, redirect_uri={origin}/{brand}/auth/callback,
 * scope=bui, state={parent page URL, or empty}. `parentUrl` is the page embedding the strip
 * (when the strip runs in a frame); without one the state is empty, as the spec says.
 * `address` is the strip's configured `memberLoginLink`: it may move the login page (a path is
 * read on the secure host, where login lives), but the query of 2.4 is always added to it.
 */
export function memberStripLoginUrl(config: LoginConfig, current: UrlInput = currentHref(), parentUrl?: string, address?: string): string {
  const page = toUrl(current);
  const secureBase = safeHttpUrl(secureUrl(config.secureEndpoint, ''));
  const target = safeHttpUrl(address, secureBase) ?? secureUrl(config.secureEndpoint, 'applications/user/login');
  return appendQuery(target, [
    ['intcmp', LOGIN_INTCMP],
    ['response_type', 'code'],
    ['client_id', oauthClientId(config, page?.hostname ?? '')],
    ['redirect_uri', callbackUrl(page?.origin ?? '', config.brand)],
    ['scope', 'bui'],
    ['state', parentUrl ?? ''],
  ]);
}

export interface JoinOptions {
  /** Default: joinCampaignId of the current page's query. */
  campaignId?: string;
  /** The offer code (brain-health 7.7: 'ss'). Left out when not given: site 7.7 names no value. */
  offer?: string;
  /** 'es' adds request_locale=es. Default: from the current path (/espanol). */
  locale?: Locale;
}

/** site 7.7: {secure}/mem/join?campaignID=...&offer=...&referrer=...[&request_locale=es]; referrer = current page. */
export function joinUrl(config: Pick<SiteConfig, 'secureEndpoint'>, current: UrlInput = currentHref(), options: JoinOptions = {}): string {
  const page = toUrl(current);
  const locale = options.locale ?? detectLocale(page?.pathname ?? '', null);
  const params: Array<[string, string]> = [['campaignID', options.campaignId ?? joinCampaignId(page?.search ?? '')]];
  if (options.offer) params.push(['offer', options.offer]);
  params.push(['referrer', page?.href ?? '']);
  if (locale === 'es') params.push(['request_locale', 'es']);
  return `${secureUrl(config.secureEndpoint, 'mem/join')}?${queryString(params)}`;
}

/** site 7.7: {secure}/mem/renew?campaignid={code}&intcmp={code}; code defaults to renewCampaignId of the current query. */
export function renewUrl(config: Pick<SiteConfig, 'secureEndpoint'>, current: UrlInput = currentHref(), campaignId?: string): string {
  const code = campaignId ?? renewCampaignId(toUrl(current)?.search ?? '');
  return `${secureUrl(config.secureEndpoint, 'mem/renew')}?${queryString([
    ['campaignid', code],
    ['intcmp', code],
  ])}`;
}

/**
 * What a configured link path is resolved against (site 7.7): paths under `/applications/`
 * (login, connect your membership) and `/mem/` (join, renew, automatic renewal) are pages of the
 * secure host, where the site's own join, renew and login targets live; every other path is a
 * page of this site (undefined: the caller's page base). Undefined too when the value is not
 * such a path or the secure endpoint is not an absolute http(s) URL. Absolute URLs ignore the base.
 */
export function secureLinkBase(value: unknown, secureEndpoint: string): string | undefined {
  if (typeof value !== 'string' || !/^\/(applications|mem)\//.test(value.trim())) return undefined;
  return /^https?:\/\//i.test(secureEndpoint) ? secureEndpoint : undefined;
}

/**
 * A link address an author configured, checked (http(s) only; a path under /applications/ or
 * /mem/ reads on the secure host, secureLinkBase). Absent or blank: undefined. Not usable:
 * undefined, and a console error naming `who` and quoting the value.
 */
export function configuredLink(value: string | undefined, config: Pick<SiteConfig, 'secureEndpoint'>, who: string): string | undefined {
  if (value === undefined || !value.trim()) return undefined;
  const checked = safeHttpUrl(value, secureLinkBase(value, config.secureEndpoint));
  if (!checked) console.error(`${who} a link is not an http(s) URL; the default is used: "${value.slice(0, 200)}"`);
  return checked;
}

/** site 7.7: {secure}/applications/membershipChallenge/showChallengeForm.action?referrer={current page}. */
export function membershipUrl(config: Pick<SiteConfig, 'secureEndpoint'>, current: UrlInput = currentHref()): string {
  return withReferrer(secureUrl(config.secureEndpoint, 'applications/membershipChallenge/showChallengeForm.action'), toUrl(current)?.href ?? '');
}

// ---------------------------------------------------------------------------------------------
// Logout (site 2.15, brain-health 7.7).

/** Which logout rule a page falls under. */
export type LogoutPage = 'home' | 'about' | 'other';

/**
 * Which page `pathname` is, for the logout referrer (site 2.15). The spec says "the anonymous
 * home page" and "the about page" without paths; we read them as:
 * - home: the site root in either language: '/', '/espanol', with or without a trailing
 *   slash, 'index', '.html' or '.now.html' (app pages), and the author-side
 *   /content/{site}/{locale}/home. "Anonymous" names the page (brain-health 2.1 calls the
 *   root's page type anonymousPage / anonymousHome), not the visitor: the visitor logging out
 *   is logged in.
 * - about: the about page itself: /about (brain-health 2.1) or Spanish /espanol/conoce-{product},
 *   same spelling variants. Pages below it (/about/privacy-policy/, the legal pages of
 *   brain-health 2.4) are not "the about page" and follow the general rule.
 * - other: everything else.
 * Matching ignores case.
 */
export function logoutPage(pathname: string, config: Pick<SiteConfig, 'site' | 'product'>): LogoutPage {
  let path = (typeof pathname === 'string' ? pathname : '')
    .trim()
    .toLowerCase()
    .replace(/[?#].*$/, '');
  path = path
    .replace(/(?:\/\.now\.html|\.now\.html|\.html)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  const authorHome = new RegExp(`^/content/${escapeRegExp(config.site.toLowerCase())}/[a-z]{2}(?:[-_][a-z]{2})?/home(?=/|$)`);
  path = path.replace(authorHome, '').replace(/^\/espanol(?=\/|$)/, '');
  if (path === '') return 'home';
  if (path === '/about' || path === `/conoce-${config.product.toLowerCase()}`) return 'about';
  return 'other';
}

/**
 * The referrer value of the logout URL (site 2.15):
 * - home: the site origin, with /espanol for Spanish;
 * - about: the current page URL;
 * - otherwise: origin?referrer={current url} (the inner URL encoded, so the whole is one value).
 * The locale defaults to the path's (/espanol is Spanish).
 */
export function logoutReferrer(current: UrlInput, config: Pick<SiteConfig, 'site' | 'product'>, locale?: Locale): string {
  const page = toUrl(current);
  if (!page) return '';
  const kind = logoutPage(page.pathname, config);
  if (kind === 'home') {
    const spanish = (locale ?? detectLocale(page.pathname, null)) === 'es';
    return `${page.origin}${spanish ? '/espanol' : ''}`;
  }
  if (kind === 'about') return page.href;
  return `${page.origin}?${queryString([['referrer', page.href]])}`;
}

/**
 * site 2.15: {logoutURL}?referrer={value} (logoutReferrer), the value encoded once more as a
 * query value. A logoutURL that already has a query gets '&referrer='. When the current page
 * URL cannot be read, the logout URL is returned without a referrer.
 */
export function logoutUrl(config: Pick<SiteConfig, 'logoutURL' | 'site' | 'product'>, current: UrlInput = currentHref(), locale?: Locale): string {
  const referrer = logoutReferrer(current, config, locale);
  return referrer ? appendQuery(config.logoutURL, [['referrer', referrer]]) : config.logoutURL;
}
