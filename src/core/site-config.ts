/**
 * The page's `#site-config` block (CONTRACT section 1): every value the spec calls configured.
 * A page without it, or with one that does not parse, still works with the defaults below;
 * a block that does not parse is reported on the console.
 */
import { describeError, quoteable } from './error-text.ts';

/**
 * Every field of the block: its value is a string. The comment of each says what it is; a field
 * with a default always has a value.
 */
export type SiteConfig = {
  /** {brand}: the brand segment of callback paths, cookie names and app values. Default 'member'. */
  brand: string;
  /** {site}: the CMS site name (content root /content/{site}/...). Default 'member'. */
  site: string;
  /** {product}: the product name of app values and legal paths. Default 'member'. */
  product: string;
  /** {servicesEndpoint}, ends with /. {servicesHost} derives from it (site 7.4). Default '/'. */
  servicesEndpoint: string;
  /** {secureEndpoint} / {secure host}, ends with /. Default '/'. */
  secureEndpoint: string;
  /** {identity service} base URL. */
  identityServiceUrl?: string;
  /** Logout target (site 2.15). Default '/system/sling/logout.html'. */
  logoutURL: string;
  /** Search results page; default /search/, Spanish /espanol/buscar/ (site 2.8). */
  searchUrl?: string;
  /** OAuth client id on live hosts. */
  clientIdLive?: string;
  /** OAuth client id on non-live hosts. */
  clientIdNonLive?: string;
  /** {recommendation endpoint} (site 7.6). */
  recommendationEndpoint?: string;
  /** Search suggestion service (site 7.5). */
  suggestServiceUrl?: string;
  /** Search suggestion access token. */
  suggestAccessToken?: string;
  /** Search suggestion organisation id. */
  suggestOrganizationId?: string;
  /** Ask WebSocket endpoint. */
  chatEndpoint?: string;
  /** Configured pro-tips path. */
  proTipsPath?: string;
  /** Brain-health API path (brain-health 7). */
  apiPathURL?: string;
  /** Brain-health base API path. */
  baseApiPathURL?: string;
  /** Brain-health CMS API base URL. */
  cmsApiBaseUrl?: string;
  /** Brain-health challenges base URL. */
  challengesBaseUrl?: string;
  /** The challenge valid-user check (brain-health 4.12, 7.5; CONTRACT 4c): GET, Bearer, answering `{ url }` (redirect) or `{}`. */
  challengeValidUserUrl?: string;
  /** Messaging API key (brain-health 7.1). */
  messagingApiKey?: string;
  /** Messaging base URL. */
  messagingBaseUrl?: string;
  /** Messaging user API URL. */
  messagingUserApiUrl?: string;
  /** The maps place autocomplete of site 3.10 and 5 (local offers): GET `?input=` answers `{ places }`. */
  placesUrl?: string;
  /** The brain-health partner campaign's join campaign id (brain-health 9; withheld by the spec). No default: the standard USSTEST7. */
  partnerCampaignId?: string;
  /** The brain-health partner campaign's join offer (brain-health 9: "the promo parameter is replaced by a partner value"). No default: the standard 'ss'. */
  partnerOffer?: string;
  /** {insurer1}: the partner insurer part of sponsor codes ({insurer1}, {insurer1}MS35, {insurer1}MS15, {insurer1}MA, {insurer1}OP); brain-health 6. Default 'INSURER1'. */
  insurer1: string;
  /** {insurer2}: the second partner insurer sponsor code; brain-health 6. Default 'INSURER2'. */
  insurer2: string;
  /** Known-user service (site 3.3; call not shown in the spec, see docs/decisions.md). */
  knownUserUrl?: string;
  /** User-info service (site 3.4; call not shown in the spec, see docs/decisions.md). */
  userInfoUrl?: string;
  /** Programme user-types service (brain-health 3.1; call not shown in the spec, see docs/decisions.md). */
  userTypesUrl?: string;
};

/**
 * The known fields and their defaults (undefined: optional, no default). Plain data rather than
 * a schema library: this module is on every page's always-loaded path (docs/decisions.md,
 * "Shared chunks (issue 12)").
 */
const FIELD_DEFAULTS: Readonly<Record<keyof SiteConfig, string | undefined>> = {
  brand: 'member',
  site: 'member',
  product: 'member',
  servicesEndpoint: '/',
  secureEndpoint: '/',
  identityServiceUrl: undefined,
  logoutURL: '/system/sling/logout.html',
  searchUrl: undefined,
  clientIdLive: undefined,
  clientIdNonLive: undefined,
  recommendationEndpoint: undefined,
  suggestServiceUrl: undefined,
  suggestAccessToken: undefined,
  suggestOrganizationId: undefined,
  chatEndpoint: undefined,
  proTipsPath: undefined,
  apiPathURL: undefined,
  baseApiPathURL: undefined,
  cmsApiBaseUrl: undefined,
  challengesBaseUrl: undefined,
  challengeValidUserUrl: undefined,
  messagingApiKey: undefined,
  messagingBaseUrl: undefined,
  messagingUserApiUrl: undefined,
  placesUrl: undefined,
  partnerCampaignId: undefined,
  partnerOffer: undefined,
  insurer1: 'INSURER1',
  insurer2: 'INSURER2',
  knownUserUrl: undefined,
  userInfoUrl: undefined,
  userTypesUrl: undefined,
};

/** The names of every site-config field. */
export const SITE_CONFIG_FIELDS = /* @__PURE__ */ Object.freeze(Object.keys(FIELD_DEFAULTS) as Array<keyof SiteConfig>);

/**
 * Fields that are addresses the library calls or navigates to, with the schemes they may use.
 * Relative paths are fine; anything else (javascript:, data:, ...) is refused, so a tampered
 * config block can never turn logout or a service call into script.
 */
const URL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  servicesEndpoint: ['http:', 'https:'],
  secureEndpoint: ['http:', 'https:'],
  identityServiceUrl: ['http:', 'https:'],
  logoutURL: ['http:', 'https:'],
  searchUrl: ['http:', 'https:'],
  recommendationEndpoint: ['http:', 'https:'],
  suggestServiceUrl: ['http:', 'https:'],
  proTipsPath: ['http:', 'https:'],
  apiPathURL: ['http:', 'https:'],
  baseApiPathURL: ['http:', 'https:'],
  cmsApiBaseUrl: ['http:', 'https:'],
  challengesBaseUrl: ['http:', 'https:'],
  challengeValidUserUrl: ['http:', 'https:'],
  messagingBaseUrl: ['http:', 'https:'],
  messagingUserApiUrl: ['http:', 'https:'],
  placesUrl: ['http:', 'https:'],
  knownUserUrl: ['http:', 'https:'],
  userInfoUrl: ['http:', 'https:'],
  userTypesUrl: ['http:', 'https:'],
  chatEndpoint: ['ws:', 'wss:'],
};

/** Whether `value`, resolved as a URL (relative ones against an http base), uses one of `schemes`. */
function hasScheme(value: string, schemes: readonly string[]): boolean {
  try {
    const base = schemes.includes('ws:') ? 'wss://site.invalid/' : 'https://site.invalid/';
    return schemes.includes(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

export const SITE_CONFIG_ID = 'site-config';

/** The defaults with `accepted` on top; optional fields without a value stay absent. */
function withDefaults(accepted: Readonly<Record<string, string>>): SiteConfig {
  const config: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(FIELD_DEFAULTS)) {
    const value = Object.hasOwn(accepted, key) ? accepted[key] : fallback;
    if (value !== undefined) config[key] = value;
  }
  return Object.freeze(config) as unknown as SiteConfig;
}

const defaults: SiteConfig = withDefaults({});
const cache = new WeakMap<Document, SiteConfig>();

/** Parses a `#site-config` text. Unknown fields are kept out; bad ones fall back to defaults. */
export function parseSiteConfig(textContent: string | null | undefined, report: (message: string) => void = console.error): SiteConfig {
  if (!textContent?.trim()) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(textContent);
  } catch (error) {
    report(`#site-config does not parse as JSON (${describeError(error)}): "${quoteable(textContent)}"`);
    return defaults;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    report(`#site-config is not a JSON object: "${quoteable(textContent)}"`);
    return defaults;
  }
  const accepted: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(FIELD_DEFAULTS, key)) continue;
    if (typeof value !== 'string') {
      report(`#site-config field "${key}" is not a string: "${quoteable(JSON.stringify(value) ?? '')}"`);
      continue;
    }
    const schemes = URL_FIELDS[key];
    if (schemes && !hasScheme(value, schemes)) {
      report(`#site-config field "${key}" is not an ${schemes.join(' or ')} address: "${quoteable(String(value))}"`);
      continue;
    }
    accepted[key] = value;
  }
  return withDefaults(accepted);
}

/** The site config of `doc`, read once per document. */
export function siteConfig(doc: Document = document): SiteConfig {
  let config = cache.get(doc);
  if (!config) {
    config = parseSiteConfig(doc.getElementById(SITE_CONFIG_ID)?.textContent);
    cache.set(doc, config);
  }
  return config;
}
