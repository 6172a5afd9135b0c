/**
 * The page's `#site-config` block (CONTRACT section 1): every value the spec calls configured.
 * A page without it, or with one that does not parse, still works with the defaults below;
 * a block that does not parse is reported on the console.
 */
import * as v from 'valibot';
import { describeError, quoteable } from './errors.ts';
import { optionalText, text } from './schema.ts';

export const siteConfigSchema = v.object({
  brand: text('member', '{brand}: the brand segment of callback paths, cookie names and app values.'),
  site: text('member', '{site}: the CMS site name (content root /content/{site}/...).'),
  product: text('member', '{product}: the product name of app values and legal paths.'),
  servicesEndpoint: text('/', '{servicesEndpoint}, ends with /. {servicesHost} derives from it (site 7.4).'),
  secureEndpoint: text('/', '{secureEndpoint} / {secure host}, ends with /.'),
  identityServiceUrl: optionalText('{identity service} base URL.'),
  logoutURL: text('/system/sling/logout.html', 'Logout target (site 2.15).'),
  searchUrl: optionalText('Search results page; default /search/, Spanish /espanol/buscar/ (site 2.8).'),
  clientIdLive: optionalText('OAuth client id on live hosts.'),
  clientIdNonLive: optionalText('OAuth client id on non-live hosts.'),
  recommendationEndpoint: optionalText('{recommendation endpoint} (site 7.6).'),
  suggestServiceUrl: optionalText('Search suggestion service (site 7.5).'),
  suggestAccessToken: optionalText('Search suggestion access token.'),
  suggestOrganizationId: optionalText('Search suggestion organisation id.'),
  chatEndpoint: optionalText('Ask WebSocket endpoint.'),
  proTipsPath: optionalText('Configured pro-tips path.'),
  apiPathURL: optionalText('Brain-health API path (brain-health 7).'),
  baseApiPathURL: optionalText('Brain-health base API path.'),
  cmsApiBaseUrl: optionalText('Brain-health CMS API base URL.'),
  challengesBaseUrl: optionalText('Brain-health challenges base URL.'),
  messagingApiKey: optionalText('Messaging API key (brain-health 7.1).'),
  messagingBaseUrl: optionalText('Messaging base URL.'),
  messagingUserApiUrl: optionalText('Messaging user API URL.'),
  insurer1: text('INSURER1', '{insurer1}: the partner insurer part of sponsor codes ({insurer1}, {insurer1}MS35, {insurer1}MS15, {insurer1}MA, {insurer1}OP); brain-health 6.'),
  insurer2: text('INSURER2', '{insurer2}: the second partner insurer sponsor code; brain-health 6.'),
  knownUserUrl: optionalText('Known-user service (site 3.3; call not shown in the spec, see docs/decisions.md).'),
  userInfoUrl: optionalText('User-info service (site 3.4; call not shown in the spec, see docs/decisions.md).'),
  userTypesUrl: optionalText('Programme user-types service (brain-health 3.1; call not shown in the spec, see docs/decisions.md).'),
});

export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;

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
  messagingBaseUrl: ['http:', 'https:'],
  messagingUserApiUrl: ['http:', 'https:'],
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

const defaults: SiteConfig = Object.freeze(v.parse(siteConfigSchema, {}));
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
  const accepted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = (siteConfigSchema.entries as Record<string, v.GenericSchema>)[key];
    if (!field) continue;
    if (!v.safeParse(field, value).success) {
      report(`#site-config field "${key}" is not a string: "${quoteable(JSON.stringify(value) ?? '')}"`);
      continue;
    }
    const schemes = URL_FIELDS[key];
    if (schemes && !hasScheme(value as string, schemes)) {
      report(`#site-config field "${key}" is not an ${schemes.join(' or ')} address: "${quoteable(String(value))}"`);
      continue;
    }
    accepted[key] = value;
  }
  return Object.freeze(v.parse(siteConfigSchema, accepted));
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
