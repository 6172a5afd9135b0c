/**
 * Site services (site 7.1, 7.2, 7.4, 7.5, 7.6), answered from fixtures/site/. The co-browse start
 * URL (site 2.14) is an external page: nothing to emulate.
 *
 * Paths (relative to the emulator's origin; the CMS-side ones would sit on the page's origin in
 * production, see SITE_PATHS):
 *   GET  /libs/cq/i18n/dict.{locale}.json                      flat { source: translation }; unknown locale {}
 *   GET  /libs/wcm/core/resources/languages.overlay.infinity.json
 *                                                             AEM-style node: { "jcr:primaryType", en_us: {language, country, title}, es_us: {...} }
 *   GET  /content/{site}/{locale}/config/member-strip.json     site 3.7 (the strip's jsonURL); locale en | es
 *   GET  /content/{site}/{locale}/config/saved-benefits.json   site 3.9 (the saved-benefits jsonURL)
 *   GET  /content/{site}/{locale}/benefits/offers.json         site 3.8 offers (the saved-benefits servletPath)
 *   GET  /applications/CoreApi/offers/dbr/user                 saved offers; bearer token + fedId header
 *   POST /applications/CoreApi/offers/dbr/{action}/{dbrOfferId} save | remove; no body
 *   GET  /search/v2/querySuggest?q&count&access_token&organizationId&pipeline   Coveo-shaped completions
 *   POST /recommendations/v1/content                           { requestData } -> { responseData }
 *   GET  /etc/{site}/recommendations/consolidatedFallbackContent.json   fallback, same shape
 *   GET  /maps/places/autocomplete?input=                      site 3.10 and 5 (the site config's
 *                                                             placesUrl; the spec does not show the
 *                                                             maps calls): { places: [site 3.10 place
 *                                                             fields] }, at most 5, whose name or
 *                                                             address contains the input (any case);
 *                                                             a blank input is a 400
 */
import dictEn from '../../fixtures/site/dict.en.json' with { type: 'json' };
import dictEs from '../../fixtures/site/dict.es.json' with { type: 'json' };
import languages from '../../fixtures/site/languages.json' with { type: 'json' };
import memberStripEn from '../../fixtures/site/member-strip.en.json' with { type: 'json' };
import memberStripEs from '../../fixtures/site/member-strip.es.json' with { type: 'json' };
import offersEn from '../../fixtures/site/offers.json' with { type: 'json' };
import offersEs from '../../fixtures/site/offers.es.json' with { type: 'json' };
import recommendationItems from '../../fixtures/site/recommendations.json' with { type: 'json' };
import savedBenefitsEn from '../../fixtures/site/saved-benefits.en.json' with { type: 'json' };
import savedBenefitsEs from '../../fixtures/site/saved-benefits.es.json' with { type: 'json' };
import places from '../../fixtures/site/places.json' with { type: 'json' };
import savedOfferSeed from '../../fixtures/site/saved-offers.json' with { type: 'json' };
import suggestionCorpus from '../../fixtures/site/suggestions.json' with { type: 'json' };
import { requireToken } from '../core/auth.ts';
import type { Router } from '../core/router.ts';
import { fail, json, type EmulatorContext, type EmulatorRequest, type EmulatorResponse } from '../core/types.ts';

/** Route patterns of the site services, as the router reads them. */
export const SITE_PATHS = {
  dictionary: '/libs/cq/i18n/dict.{locale}.json',
  languages: '/libs/wcm/core/resources/languages.overlay.infinity.json',
  memberStripConfig: '/content/{site}/{locale}/config/member-strip.json',
  savedBenefitsConfig: '/content/{site}/{locale}/config/saved-benefits.json',
  offers: '/content/{site}/{locale}/benefits/offers.json',
  savedOffers: '/applications/CoreApi/offers/dbr/user',
  offerAction: '/applications/CoreApi/offers/dbr/{action}/{dbrOfferId}',
  querySuggest: '/search/v2/querySuggest',
  recommendations: '/recommendations/v1/content',
  fallbackContent: '/etc/{site}/{service}/consolidatedFallbackContent.json',
  places: '/maps/places/autocomplete',
} as const;

/** Places answered at most (a maps autocomplete answers a handful). */
export const MAX_PLACES = 5;

/** Site 3.10's place fields for `input`: the places whose name or address contains it, any case. */
function placeSuggestions(request: EmulatorRequest): EmulatorResponse {
  const input = (request.query.get('input') ?? '').trim().toLowerCase();
  if (!input) return fail(400, 'input is required (the page asks nothing for an empty input)');
  const matches = places.filter((place) => place.name.toLowerCase().includes(input) || place.formatted_address.toLowerCase().includes(input));
  return json({ places: matches.slice(0, MAX_PLACES) });
}

/** Fills a SITE_PATHS pattern: `sitePath(SITE_PATHS.offers, { site: 'member', locale: 'en' })`. */
export function sitePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole));
}

/** The search key and organisation the emulated suggest service accepts (site config suggestAccessToken / suggestOrganizationId). */
export const SUGGEST_ACCESS_TOKEN = 'suggest-key';
export const SUGGEST_ORGANIZATION_ID = 'member-org';
/** Suggestions answered when `count` is absent (Coveo's default), and the most ever answered. */
export const DEFAULT_SUGGESTION_COUNT = 5;
export const MAX_SUGGESTIONS = 10;

/** The `{service}` segment of the fallback path that exists (any `{site}`; a `{site}` ending in `-es` gets Spanish items). */
export const FALLBACK_SERVICE = 'recommendations';
/** The models the recommendation service knows; another answers `errorCode` (site 3.11). */
export const RECOMMENDATION_MODELS = ['articles', 'benefits', 'events', 'nbx', 'videos', 'games'] as const;
export const UNKNOWN_MODEL_ERROR = 'MODEL_NOT_FOUND';

export const OFFER_ACTIONS = ['save', 'remove'] as const;

/** Site locales the CMS has content for. */
const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** An offer of the servlet list (site 3.8). */
export interface Offer {
  dbrOfferId: string;
  dataOfferId: string;
  dataCategoryId: string;
  dbrOfferType: string;
  analyticsBrand: string;
  lineOfBusiness: string;
  asiCategory: string;
  offerTiming: string;
  expiryDate: string;
  title: string;
  description: string;
  url: string;
  modalUrl: string;
  altText: string;
  image: string;
  imageRatio: string;
  categoryAndOfferName: string;
}

/** A recommendation item (site 3.11). */
export interface RecommendationItem {
  image: string;
  imageAlt: string;
  icon: string;
  iconAlt: string;
  ctaText: string;
  ctaUrl: string;
  category: string;
  categoryURL: string;
  shortTitle: string;
  mediumTitle: string;
  longTitle: string;
  shortDesc: string;
  mediumDesc: string;
  longDesc: string;
  date: string;
  banner: string;
  id: string;
  srcModelTracking: string;
}

export const LIMITED_TIME_OFFER = 'limited time member offer';

const OFFERS: Readonly<Record<Locale, readonly Offer[]>> = { en: offersEn, es: offersEs };
const DICTIONARIES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: dictEn, es: dictEs };
const MEMBER_STRIP: Readonly<Record<Locale, unknown>> = { en: memberStripEn, es: memberStripEs };
const SAVED_BENEFITS: Readonly<Record<Locale, unknown>> = { en: savedBenefitsEn, es: savedBenefitsEs };
const SUGGESTIONS: readonly string[] = suggestionCorpus;
const CATALOGUE_IDS = new Set(offersEn.map((offer) => offer.dbrOfferId));

/** Saved offer ids per persona at the start (and after a reset); personas not listed have none. */
export const SAVED_OFFER_SEED: Readonly<Record<string, readonly string[]>> = savedOfferSeed;

function savedOffers(context: EmulatorContext, personaId: string): string[] {
  return context.state.slice(personaId, 'site.savedOffers', () => [...(SAVED_OFFER_SEED[personaId] ?? [])]);
}

// ---------------------------------------------------------------------------------------------
// Offers (site 7.4)

/** Bearer token (401) and a fedId header naming the token's own user (400 missing, 403 someone else's). */
function offerCaller(request: EmulatorRequest): { ok: true; personaId: string } | { ok: false; response: EmulatorResponse } {
  const auth = requireToken(request);
  if (!auth.ok) return auth;
  const fedid = request.headers.fedid?.trim();
  if (!fedid) return { ok: false, response: fail(400, 'header fedId is required') };
  if (fedid !== `fed-${auth.personaId}`) return { ok: false, response: fail(403, 'the token does not belong to this fedId') };
  return auth;
}

function listSavedOffers(request: EmulatorRequest, context: EmulatorContext): EmulatorResponse {
  const caller = offerCaller(request);
  if (!caller.ok) return caller.response;
  const ids = savedOffers(context, caller.personaId);
  return json({ dbrOfferIds: ids.map((dbrOfferId) => ({ dbrOfferId })), dbrOfferIdCount: ids.length });
}

function changeSavedOffer(request: EmulatorRequest, action: string, dbrOfferId: string, context: EmulatorContext): EmulatorResponse {
  const caller = offerCaller(request);
  if (!caller.ok) return caller.response;
  if (!(OFFER_ACTIONS as readonly string[]).includes(action)) return fail(400, `action must be save or remove, not ${JSON.stringify(action)}`);
  const ids = savedOffers(context, caller.personaId);
  const index = ids.indexOf(dbrOfferId);
  if (action === 'save') {
    if (!CATALOGUE_IDS.has(dbrOfferId)) return fail(404, `no such offer: ${dbrOfferId}`);
    if (index < 0) ids.push(dbrOfferId);
  } else {
    // A retired offer can still be removed from a list that holds it.
    if (!CATALOGUE_IDS.has(dbrOfferId) && index < 0) return fail(404, `no such offer: ${dbrOfferId}`);
    if (index >= 0) ids.splice(index, 1);
  }
  return json({ status: 'SUCCESS', action, dbrOfferId, dbrOfferIdCount: ids.length });
}

// ---------------------------------------------------------------------------------------------
// Search suggestions (site 7.5), Coveo-shaped

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A stable Coveo-like object id (uuid layout) for an expression. */
function objectId(expression: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  const hex: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const char of `${round}:${expression}`) {
      a = Math.imul(a ^ char.charCodeAt(0), 0x01000193) >>> 0;
      b = Math.imul(b + char.charCodeAt(0), 0x5bd1e995) >>> 0;
    }
    hex.push(((a ^ b) >>> 0).toString(16).padStart(8, '0'));
  }
  const all = hex.join('');
  return `${all.slice(0, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}-${all.slice(16, 20)}-${all.slice(20, 32)}`;
}

/** Coveo's highlighting: typed parts in `{}`, completed parts in `[]`, word by word. */
function highlight(expression: string, queryWords: readonly string[]): string {
  return expression
    .split(' ')
    .map((word) => {
      const typed = queryWords.find((q) => q && fold(word).startsWith(q));
      if (!typed) return `[${word}]`;
      const head = word.slice(0, typed.length);
      const rest = word.slice(typed.length);
      return rest ? `{${head}}[${rest}]` : `{${head}}`;
    })
    .join(' ');
}

export interface Completion {
  expression: string;
  score: number;
  highlighted: string;
  executableConfidence: number;
  objectId: string;
}

/** Completions for `q` from the corpus: the whole expression starting with q first, then every query word starting a word; popularity next. */
export function suggest(q: string, count: number): Completion[] {
  const query = fold(q);
  if (!query) return [];
  const queryWords = query.split(' ');
  const matches: Array<{ expression: string; tier: number; rank: number }> = [];
  SUGGESTIONS.forEach((expression, rank) => {
    const folded = fold(expression);
    const words = folded.split(' ');
    if (folded.startsWith(query)) matches.push({ expression, tier: 0, rank });
    else if (queryWords.every((q) => words.some((word) => word.startsWith(q)))) matches.push({ expression, tier: 1, rank });
  });
  matches.sort((x, y) => x.tier - y.tier || x.rank - y.rank);
  return matches.slice(0, count).map(({ expression, tier, rank }) => {
    const coverage = Math.min(1, query.length / fold(expression).length);
    return {
      expression,
      score: Math.round(((tier === 0 ? 20 : 10) - rank / 10 + coverage) * 1e6) / 1e6,
      highlighted: highlight(expression, queryWords),
      executableConfidence: Math.round((tier === 0 ? 0.5 + coverage / 2 : coverage / 2) * 1e4) / 1e4,
      objectId: objectId(expression),
    };
  });
}

function querySuggest(request: EmulatorRequest): EmulatorResponse {
  const query = request.query;
  const token = query.get('access_token');
  if (!token) return fail(401, 'access_token is required');
  if (token !== SUGGEST_ACCESS_TOKEN) return fail(401, 'invalid access_token');
  const organizationId = query.get('organizationId');
  if (!organizationId) return fail(400, 'organizationId is required');
  if (organizationId !== SUGGEST_ORGANIZATION_ID) return fail(403, `the access_token is not valid for organization ${organizationId}`);
  const q = query.get('q');
  if (q === null) return fail(400, 'q is required');
  const countText = query.get('count');
  let count = DEFAULT_SUGGESTION_COUNT;
  if (countText !== null) {
    if (!/^\d+$/.test(countText) || Number(countText) < 1) return fail(400, 'count must be a whole number of at least 1');
    count = Math.min(Number(countText), MAX_SUGGESTIONS);
  }
  return json({ completions: suggest(q, count) });
}

// ---------------------------------------------------------------------------------------------
// Recommendations (site 7.6, 3.11)

type Item = RecommendationItem & { locale: string };
const ITEMS: readonly Item[] = recommendationItems;

/** Item type: the part of the id before '-', else offer (site 3.11). */
export const itemType = (id: string) => (id.includes('-') ? id.slice(0, id.indexOf('-')) : 'offer');

const MODEL_TYPES: Readonly<Record<string, readonly string[] | undefined>> = {
  articles: ['article'],
  benefits: ['offer'],
  events: ['event'],
  videos: ['video'],
  games: ['game'],
  nbx: undefined, // next best experience: every type
};

interface BundleRequest {
  componentId: string;
  count: number;
  model: string;
  filter: string;
  placement: string;
}

interface RequestEntry {
  url: string;
  txid: string;
  bundles: BundleRequest[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The request of site 3.11, or the reason it is not one. */
export function readRecommendationRequest(body: unknown): { ok: true; entries: RequestEntry[] } | { ok: false; reason: string } {
  if (!isObject(body) || '__malformed' in body) return { ok: false, reason: 'the body must be a JSON object' };
  const data = body.requestData;
  if (!Array.isArray(data) || data.length === 0) return { ok: false, reason: 'requestData must be a non-empty array' };
  const entries: RequestEntry[] = [];
  for (const [i, entry] of data.entries()) {
    const at = `requestData[${i}]`;
    if (!isObject(entry)) return { ok: false, reason: `${at} must be an object` };
    if (entry.channel !== 'website') return { ok: false, reason: `${at}.channel must be 'website'` };
    if (!nonEmpty(entry.url)) return { ok: false, reason: `${at}.url must be a non-empty string` };
    if (!nonEmpty(entry.txid)) return { ok: false, reason: `${at}.txid must be a non-empty string` };
    if (!nonEmpty(entry.konnex) && !nonEmpty(entry.ecid)) return { ok: false, reason: `${at} needs a konnex or ecid visitor id` };
    for (const name of ['konnex', 'ecid'] as const) {
      if (entry[name] !== undefined && typeof entry[name] !== 'string') return { ok: false, reason: `${at}.${name} must be a string` };
    }
    const bundle = entry.requestBundle;
    if (!Array.isArray(bundle) || bundle.length === 0) return { ok: false, reason: `${at}.requestBundle must be a non-empty array` };
    const bundles: BundleRequest[] = [];
    for (const [j, part] of bundle.entries()) {
      const where = `${at}.requestBundle[${j}]`;
      if (!isObject(part)) return { ok: false, reason: `${where} must be an object` };
      if (!nonEmpty(part.componentId)) return { ok: false, reason: `${where}.componentId must be a non-empty string` };
      if (typeof part.count !== 'string' || !/^\d+$/.test(part.count)) return { ok: false, reason: `${where}.count must be a string of digits, e.g. "4"` };
      if (!nonEmpty(part.model)) return { ok: false, reason: `${where}.model must be a non-empty string` };
      for (const name of ['filter', 'placement'] as const) {
        if (part[name] !== undefined && typeof part[name] !== 'string') return { ok: false, reason: `${where}.${name} must be a string` };
      }
      bundles.push({
        componentId: part.componentId,
        count: Number(part.count),
        model: part.model,
        filter: (part.filter as string | undefined) ?? '',
        placement: (part.placement as string | undefined) ?? '',
      });
    }
    entries.push({ url: entry.url, txid: entry.txid, bundles });
  }
  return { ok: true, entries };
}

function localeOfUrl(url: string): Locale {
  let path = url;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    // keep the text
  }
  return /^\/espanol(?:[/.]|$)/i.test(path) ? 'es' : 'en';
}

function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** The site 3.11 fields of a fixture item, with its tracking value. */
function present(item: Item, srcModelTracking: string): RecommendationItem {
  const { locale: _locale, ...fields } = item;
  return { ...fields, srcModelTracking };
}

function recommend(body: unknown): EmulatorResponse {
  const read = readRecommendationRequest(body);
  if (!read.ok) return fail(400, read.reason);
  const responseData = read.entries.map((entry) => {
    const locale = localeOfUrl(entry.url);
    const used = new Set<string>();
    let errorCode: string | undefined;
    const responseBundle = entry.bundles.map(({ componentId, count, model, placement }) => {
      if (!(model in MODEL_TYPES)) {
        errorCode = UNKNOWN_MODEL_ERROR;
        return { componentId, response: [] as RecommendationItem[] };
      }
      const types = MODEL_TYPES[model];
      const candidates = ITEMS.filter((item) => item.locale === locale && (!types || types.includes(itemType(item.id))));
      // A stable order per page and component, so the same page gets the same answer; no item twice in one answer.
      const start = candidates.length ? hashText(`${entry.url}|${componentId}`) % candidates.length : 0;
      const rotated = [...candidates.slice(start), ...candidates.slice(0, start)].filter((item) => !used.has(item.id));
      const chosen = rotated.slice(0, count);
      for (const item of chosen) used.add(item.id);
      return { componentId, response: chosen.map((item, rank) => present(item, `${model}|v2.4|${placement || componentId}|${rank + 1}`)) };
    });
    return { txid: entry.txid, responseBundle, ...(errorCode ? { errorCode } : {}) };
  });
  return json({ responseData });
}

function fallbackContent(site: string, service: string): EmulatorResponse {
  if (service !== FALLBACK_SERVICE) return fail(404, `no fallback content under /etc/${site}/${service}`);
  const locale: Locale = /-es$/i.test(site) ? 'es' : 'en';
  const items = ITEMS.filter((item) => item.locale === locale);
  const responseBundle = (['articles', 'benefits', 'events', 'videos', 'games'] as const)
    .map((model) => ({
      componentId: `fallback-${model}`,
      response: items.filter((item) => MODEL_TYPES[model]!.includes(itemType(item.id))).map((item) => present(item, 'fallback')),
    }))
    .filter((bundle) => bundle.response.length > 0);
  return json({ responseData: [{ txid: 'fallback', responseBundle }] });
}

// ---------------------------------------------------------------------------------------------

function byLocale<T>(table: Readonly<Record<Locale, T>>, locale: string, what: string): EmulatorResponse {
  return isLocale(locale) ? json(table[locale]) : fail(404, `no ${what} for locale ${locale}`);
}

export function registerSite(router: Router): void {
  router
    // site 7.1: the CMS dictionary and language list.
    .get(SITE_PATHS.dictionary, (_request, { locale }) => json(isLocale(locale!) ? DICTIONARIES[locale] : {}))
    .get(SITE_PATHS.languages, () => json(languages))
    // site 7.2: the configuration JSON at the elements' jsonURL.
    .get(SITE_PATHS.memberStripConfig, (_request, { locale }) => byLocale(MEMBER_STRIP, locale!, 'member-strip configuration'))
    .get(SITE_PATHS.savedBenefitsConfig, (_request, { locale }) => byLocale(SAVED_BENEFITS, locale!, 'saved-benefits configuration'))
    // site 7.4: the offer list (servletPath), the user's saved offers, save and remove.
    .get(SITE_PATHS.offers, (_request, { locale }) => byLocale(OFFERS, locale!, 'offers'))
    .get(SITE_PATHS.savedOffers, (request, _params, context) => listSavedOffers(request, context))
    .post(SITE_PATHS.offerAction, (request, { action, dbrOfferId }, context) => changeSavedOffer(request, action!, dbrOfferId!, context))
    // site 7.5: typeahead suggestions.
    .get(SITE_PATHS.querySuggest, querySuggest)
    // site 7.6: recommendations and their fallback.
    .post(SITE_PATHS.recommendations, (request) => recommend(request.body))
    .get(SITE_PATHS.fallbackContent, (_request, { site, service }) => fallbackContent(site!, service!))
    // site 3.10 and 5: the maps place autocomplete (local offers).
    .get(SITE_PATHS.places, placeSuggestions);
}
