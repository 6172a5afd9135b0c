// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { personas, TODAY } from '../../../fixtures/personas.ts';
import { Emulator } from '../../../emulator/emulator.ts';
import {
  DEFAULT_SUGGESTION_COUNT,
  FALLBACK_SERVICE,
  LIMITED_TIME_OFFER,
  MAX_PLACES,
  MAX_SUGGESTIONS,
  SAVED_OFFER_SEED,
  SITE_PATHS,
  SUGGEST_ACCESS_TOKEN,
  SUGGEST_ORGANIZATION_ID,
  UNKNOWN_MODEL_ERROR,
  sitePath,
  type Offer,
  type RecommendationItem,
} from '../../../emulator/handlers/site.ts';
import { bearer, call } from '../../../emulator/testing.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** Bearer token and fedId header of a persona, as the offers calls send them (site 7.4). */
const offerHeaders = (personaId: string, fedid = `fed-${personaId}`) => ({ 'content-type': 'application/json', fedid, ...bearer(personaId) });

const savedIds = async (emulator: Emulator, personaId: string) => {
  const answer = await call(emulator, 'GET', SITE_PATHS.savedOffers, { headers: offerHeaders(personaId) });
  expect(answer.status).toBe(200);
  const body = answer.body as { dbrOfferIds: Array<{ dbrOfferId: string }>; dbrOfferIdCount: number };
  expect(body.dbrOfferIdCount).toBe(body.dbrOfferIds.length);
  return body.dbrOfferIds.map((entry) => entry.dbrOfferId);
};

const offerAction = (emulator: Emulator, action: string, id: string, personaId = 'member-auto-renew') =>
  call(emulator, 'POST', sitePath(SITE_PATHS.offerAction, { action, dbrOfferId: id }), { headers: offerHeaders(personaId) });

const catalogue = async (emulator: Emulator, locale = 'en') =>
  (await call(emulator, 'GET', sitePath(SITE_PATHS.offers, { site: 'member', locale }))).body as Offer[];

/** A JSON value's shape: key names and value types, arrays by the union of their elements' shapes. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) {
    const shapes = [...new Set(value.map((element) => JSON.stringify(shape(element))))];
    return { array: shapes.sort() };
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

describe('emulator: platform (site 7.1)', () => {
  const emulator = new Emulator();

  it.each([
    ['Search term too short', 'Término de búsqueda demasiado corto'],
    ['Loading search suggestions for {term}', 'Cargando sugerencias de búsqueda para {term}'],
    ['{n} suggested search terms loaded', 'Se cargaron {n} términos de búsqueda sugeridos'],
    ['Unable to provide search suggesions due to an error', 'No se pueden ofrecer sugerencias de búsqueda debido a un error'],
    ['Login To Save', 'Inicie sesión para guardar'],
    ['Limited Time: ', 'Por tiempo limitado: '],
    ['remove offer', 'eliminar oferta'],
    ['Undo', 'Deshacer'],
    ['Continue', 'Continuar'],
    ['Cobrowse', 'Navegación compartida'],
    ['Membership Number', 'Número de socio'],
  ])('the Spanish dictionary translates %j', async (source, translation) => {
    const answer = await call(emulator, 'GET', '/libs/cq/i18n/dict.es.json');
    expect(answer.status).toBe(200);
    expect((answer.body as Record<string, string>)[source]).toBe(translation);
  });

  it('the Spanish dictionary is flat text and keeps every {placeholder}', async () => {
    const dictionary = (await call(emulator, 'GET', '/libs/cq/i18n/dict.es.json')).body as Record<string, unknown>;
    expect(Object.keys(dictionary).length).toBeGreaterThan(30);
    for (const [source, translation] of Object.entries(dictionary)) {
      expect(typeof translation).toBe('string');
      expect((translation as string).match(/\{\w+\}/g) ?? []).toEqual(source.match(/\{\w+\}/g) ?? []);
    }
  });

  it.each(['en', 'zz', 'fr', 'es_mx'])('the %s dictionary is an empty object', async (locale) => {
    expect(await call(emulator, 'GET', `/libs/cq/i18n/dict.${locale}.json`)).toMatchObject({ status: 200, body: {} });
    expect(Object.keys((await call(emulator, 'GET', `/libs/cq/i18n/dict.${locale}.json`)).body as object)).toEqual([]);
  });

  it('the language list has en/US and es/US entries with language, country and title', async () => {
    const answer = await call(emulator, 'GET', SITE_PATHS.languages);
    expect(answer.status).toBe(200);
    const entries = Object.values(answer.body as Record<string, unknown>).filter((value) => typeof value === 'object');
    expect(entries).toEqual([
      expect.objectContaining({ language: 'en', country: 'US', title: expect.any(String) }),
      expect.objectContaining({ language: 'es', country: 'US', title: expect.stringMatching(/^Español/) }),
    ]);
  });

  it.each([SITE_PATHS.languages, '/libs/cq/i18n/dict.es.json'])('POST %s answers 405', async (path) => {
    expect(await call(emulator, 'POST', path)).toMatchObject({ status: 405, body: { error: 'METHOD_NOT_ALLOWED' } });
  });
});

const MEMBER_STRIP_FIELDS = [
  'membershipNumberLabel',
  'viewMembershipNumberLabel',
  'viewMembershipNumberAnalyticsId',
  'viewMembershipNumberCampaignId',
  'membershipExpiresLabel',
  'autoRenewslLabel',
  'automaticRenewalLabel',
  'enrollLink',
  'enrollLinkLabel',
  'enrollLinkAnalyticsId',
  'enrollLinkCampaignId',
  'renewalMessage',
  'renewButtonText',
  'renewButtonLink',
  'membershipAccountLabel',
  'editAccountLink',
  'editAccountLinkLabel',
  'newslettersLink',
  'newslettersText',
  'getCardLink',
  'getCardText',
  'supportLink',
  'supportLinkLabel',
  'automaticRenewalLink',
  'automaticRenewalLinkLabel',
  'expiredMemberRenewText',
  'learnMoreLink',
  'learnMoreLinkLabel',
  'rejoinNowLink',
  'rejoinNowLinkText',
  'nonMemberWelcomeMessage',
  'joinNowMessage',
  'joinNowLink',
  'joinNowLinkText',
  'joinNowNonMemberAnalyticsId',
  'memberLoginLink',
  'memberLoginLinkText',
  'alreadyAMemberLink',
  'alreadyAMemberLinkText',
  'myAccountLink',
  'myAccountLinkText',
  'mojoLink',
  'mojoLinkLabel',
  'enableMojo',
  'mojoMembershipStatus',
  'mojoMembershipStatusMobile',
  'mojoValueMessage',
  'cardImage',
  'dataAttributeName',
  'discoveryTemplateCheck',
];

describe('emulator: configuration JSON (site 7.2)', () => {
  const emulator = new Emulator();
  const stripPath = (locale: string) => sitePath(SITE_PATHS.memberStripConfig, { site: 'member', locale });
  const savedPath = (locale: string) => sitePath(SITE_PATHS.savedBenefitsConfig, { site: 'member', locale });

  it.each(['en', 'es'])('the %s member-strip configuration has every site 3.7 field, all strings', async (locale) => {
    const answer = await call(emulator, 'GET', stripPath(locale));
    expect(answer.status).toBe(200);
    const config = answer.body as Record<string, unknown>;
    for (const field of MEMBER_STRIP_FIELDS) expect([field, typeof config[field], (config[field] as string).length > 0]).toEqual([field, 'string', true]);
    for (const value of Object.values(config)) expect(typeof value).toBe('string');
    expect(config).toMatchObject({ enableMojo: 'true', discoveryTemplateCheck: 'true' });
  });

  it('the Spanish configurations are in Spanish', async () => {
    expect((await call(emulator, 'GET', stripPath('es'))).body).toMatchObject({ renewButtonText: 'Renovar', joinNowLinkText: 'Afíliese ahora' });
    expect((await call(emulator, 'GET', savedPath('es'))).body).toMatchObject({ titleLoggedIn: 'Mis beneficios guardados', createLoginText: 'Crear cuenta' });
  });

  it('the CONTRACT example path /content/site/en/config/member-strip.json answers too', async () => {
    expect((await call(emulator, 'GET', '/content/site/en/config/member-strip.json')).status).toBe(200);
  });

  it.each(['en', 'es'])('the %s saved-benefits configuration has the site 3.9 fields and types', async (locale) => {
    const answer = await call(emulator, 'GET', savedPath(locale));
    expect(answer.status).toBe(200);
    const config = answer.body as Record<string, unknown>;
    const strings = [
      'label',
      'title',
      'description',
      'fileReferenceDesktop',
      'fileReferenceTablet',
      'fileReferenceMobile',
      'alt',
      'loginURL',
      'loginText',
      'createLoginURL',
      'createLoginText',
      'titleLoggedIn',
      'descriptionLoggedIn',
      'offerViewAnalyticsId',
      'offerRemoveAnalyticsId',
      'undoRemoveAnalyticsId',
      'loginToSaveAnalyticsId',
      'createLoginAnalyticsId',
    ];
    for (const field of strings) expect([field, typeof config[field]]).toEqual([field, 'string']);
    expect(Number.isInteger(config.bannerDisplayOrder)).toBe(true);
    expect(typeof config.enableBanner).toBe('boolean');
    for (const field of ['fileReferenceDesktop', 'fileReferenceTablet', 'fileReferenceMobile'])
      expect(existsSync(join(root, config[field] as string))).toBe(true);
  });

  it.each([
    ['an unknown locale', 'GET', sitePath(SITE_PATHS.memberStripConfig, { site: 'member', locale: 'fr' }), 404],
    ['an unknown locale', 'GET', sitePath(SITE_PATHS.savedBenefitsConfig, { site: 'member', locale: 'de' }), 404],
    ['a POST', 'POST', sitePath(SITE_PATHS.memberStripConfig, { site: 'member', locale: 'en' }), 405],
    ['a POST', 'POST', sitePath(SITE_PATHS.savedBenefitsConfig, { site: 'member', locale: 'en' }), 405],
  ])('%s (%s %s) answers %i', async (_what, method, path, status) => {
    expect((await call(emulator, method, path)).status).toBe(status);
  });
});

describe('emulator: offers (site 7.4, 3.8)', () => {
  const OFFER_FIELDS = [
    'dbrOfferId',
    'dataOfferId',
    'dataCategoryId',
    'dbrOfferType',
    'analyticsBrand',
    'lineOfBusiness',
    'asiCategory',
    'offerTiming',
    'expiryDate',
    'title',
    'description',
    'url',
    'modalUrl',
    'altText',
    'image',
    'imageRatio',
    'categoryAndOfferName',
  ];

  it.each(['en', 'es'])('the %s servlet list holds offers with every site 3.8 field as a string', async (locale) => {
    const offers = await catalogue(new Emulator(), locale);
    expect(offers.length).toBeGreaterThanOrEqual(10);
    for (const offer of offers) {
      expect(Object.keys(offer).sort()).toEqual([...OFFER_FIELDS].sort());
      for (const field of OFFER_FIELDS) expect(typeof offer[field as keyof Offer]).toBe('string');
      expect(offer.dataOfferId.slice(4)).toBe(offer.dbrOfferId); // the 4-character prefix of site 2.9
    }
    expect(new Set(offers.map((offer) => offer.dbrOfferId)).size).toBe(offers.length);
  });

  it('English and Spanish lists carry the same offers, in their own language', async () => {
    const emulator = new Emulator();
    const [en, es] = [await catalogue(emulator, 'en'), await catalogue(emulator, 'es')];
    expect(es.map((offer) => offer.dbrOfferId)).toEqual(en.map((offer) => offer.dbrOfferId));
    expect(es.every((offer) => offer.url.startsWith('/espanol/'))).toBe(true);
    expect(es.filter((offer, i) => offer.description !== en[i]!.description)).toHaveLength(es.length);
  });

  it('has limited-time offers that have expired and some that have not, and © and ® titles', async () => {
    const offers = await catalogue(new Emulator());
    const limited = offers.filter((offer) => offer.offerTiming === LIMITED_TIME_OFFER);
    const now = Math.min(Date.parse(TODAY), Date.now());
    const later = Math.max(Date.parse(TODAY), Date.now());
    expect(limited.filter((offer) => Date.parse(offer.expiryDate) < now).length).toBeGreaterThanOrEqual(1);
    expect(limited.filter((offer) => Date.parse(offer.expiryDate) > later).length).toBeGreaterThanOrEqual(1);
    expect(offers.some((offer) => offer.title.includes('©'))).toBe(true);
    expect(offers.some((offer) => offer.title.includes('®'))).toBe(true);
  });

  it('offer images exist and are 212x122', async () => {
    for (const offer of await catalogue(new Emulator())) {
      const svg = readFileSync(join(root, offer.image), 'utf8');
      expect(svg).toMatch(/<svg[^>]* width="212" height="122"/);
    }
  });

  it('answers the saved offers as dbrOfferIds and dbrOfferIdCount', async () => {
    const answer = await call(new Emulator(), 'GET', SITE_PATHS.savedOffers, { headers: offerHeaders('member-auto-renew') });
    expect(answer.status).toBe(200);
    expect(shape(answer.body)).toEqual({ dbrOfferIdCount: 'number', dbrOfferIds: { array: [JSON.stringify({ dbrOfferId: 'string' })] } });
  });

  it('seeds member-auto-renew with 3 saved offers, one of them an expired limited-time offer', async () => {
    const emulator = new Emulator();
    const ids = await savedIds(emulator, 'member-auto-renew');
    expect(ids).toHaveLength(3);
    const offers = await catalogue(emulator);
    const expired = offers.filter(
      (offer) => ids.includes(offer.dbrOfferId) && offer.offerTiming === LIMITED_TIME_OFFER && Date.parse(offer.expiryDate) < Date.parse(TODAY),
    );
    expect(expired).toHaveLength(1);
  });

  it.each([
    ['anonymous', 0],
    ['member-not-auto-renew', 1],
    ['expiring-member', 2],
    ['lifetime-member', 14],
    ['registered-non-member', 1],
    ['cancelled-member', 1],
    ['expired-member', 0],
  ])('seeds %s with %i saved offers', async (personaId, count) => {
    expect(await savedIds(new Emulator(), personaId)).toHaveLength(count);
  });

  it('seeds saved offers only for personas that exist', () => {
    const ids = personas.map((persona) => persona.id);
    for (const personaId of Object.keys(SAVED_OFFER_SEED)) expect(ids).toContain(personaId);
  });

  it('seeds only catalogue offers, except one retired offer of the lifetime member', async () => {
    const ids = new Set((await catalogue(new Emulator())).map((offer) => offer.dbrOfferId));
    const unknown = Object.entries(SAVED_OFFER_SEED).flatMap(([personaId, saved]) => saved.filter((id) => !ids.has(id)).map((id) => `${personaId}:${id}`));
    expect(unknown).toEqual(['lifetime-member:10099']);
  });

  it.each([
    ['no token', 'GET', SITE_PATHS.savedOffers, { fedid: 'fed-member-auto-renew' }, 401],
    ['an unknown token', 'GET', SITE_PATHS.savedOffers, { fedid: 'fed-nobody', authorization: 'Bearer token-nobody' }, 401],
    ['no fedId header', 'GET', SITE_PATHS.savedOffers, bearer('member-auto-renew'), 400],
    ["another user's fedId", 'GET', SITE_PATHS.savedOffers, offerHeaders('member-auto-renew', 'fed-expiring-member'), 403],
    ['no token', 'POST', '/applications/CoreApi/offers/dbr/save/10517', { fedid: 'fed-member-auto-renew' }, 401],
    ["another user's fedId", 'POST', '/applications/CoreApi/offers/dbr/save/10517', offerHeaders('member-auto-renew', 'fed-lifetime-member'), 403],
    ['an unknown action', 'POST', '/applications/CoreApi/offers/dbr/like/10517', offerHeaders('member-auto-renew'), 400],
    ['an upper-case action', 'POST', '/applications/CoreApi/offers/dbr/SAVE/10517', offerHeaders('member-auto-renew'), 400],
    ['saving an unknown offer', 'POST', '/applications/CoreApi/offers/dbr/save/99999', offerHeaders('member-auto-renew'), 404],
    ['removing an unknown offer', 'POST', '/applications/CoreApi/offers/dbr/remove/99999', offerHeaders('member-auto-renew'), 404],
    ['a GET on an action', 'GET', '/applications/CoreApi/offers/dbr/save/10517', offerHeaders('member-auto-renew'), 405],
    ['a POST on the user list', 'POST', SITE_PATHS.savedOffers, offerHeaders('member-auto-renew'), 405],
    ['a POST on the servlet list', 'POST', sitePath(SITE_PATHS.offers, { site: 'member', locale: 'en' }), {}, 405],
    ['an unknown locale', 'GET', sitePath(SITE_PATHS.offers, { site: 'member', locale: 'pt' }), {}, 404],
  ])('%s: %s %s answers %i with a JSON error', async (_what, method, path, headers, status) => {
    const emulator = new Emulator();
    const answer = await call(emulator, method, path, { headers });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await savedIds(emulator, 'member-auto-renew')).toEqual(SAVED_OFFER_SEED['member-auto-renew']);
  });

  it('save adds the offer to the list, once; remove takes it out; other personas are untouched', async () => {
    const emulator = new Emulator();
    const before = await savedIds(emulator, 'member-auto-renew');
    expect(before).not.toContain('50401');
    const saved = await offerAction(emulator, 'save', '50401');
    expect(saved).toMatchObject({ status: 200, body: { status: 'SUCCESS', dbrOfferIdCount: before.length + 1 } });
    expect(await savedIds(emulator, 'member-auto-renew')).toEqual([...before, '50401']);
    expect((await offerAction(emulator, 'save', '50401')).status).toBe(200);
    expect(await savedIds(emulator, 'member-auto-renew')).toEqual([...before, '50401']);
    expect(await savedIds(emulator, 'member-not-auto-renew')).toEqual(['40355']);

    expect((await offerAction(emulator, 'remove', before[0]!)).status).toBe(200);
    expect(await savedIds(emulator, 'member-auto-renew')).toEqual([...before.slice(1), '50401']);
    expect((await offerAction(emulator, 'remove', before[0]!)).status).toBe(200);
    expect(await savedIds(emulator, 'member-auto-renew')).toHaveLength(before.length);
  });

  it('a visitor with no saved offers saves one and then has offers', async () => {
    const emulator = new Emulator();
    expect(await savedIds(emulator, 'expired-member')).toEqual([]);
    expect((await offerAction(emulator, 'save', '10482', 'expired-member')).status).toBe(200);
    expect(await savedIds(emulator, 'expired-member')).toEqual(['10482']);
  });

  it('a retired offer the list still holds can be removed', async () => {
    const emulator = new Emulator();
    expect((await offerAction(emulator, 'remove', '10099', 'lifetime-member')).status).toBe(200);
    expect(await savedIds(emulator, 'lifetime-member')).not.toContain('10099');
    expect((await offerAction(emulator, 'save', '10099', 'lifetime-member')).status).toBe(404);
  });

  it('POST /__emulator/reset restores the seeded saved offers', async () => {
    const emulator = new Emulator();
    for (const id of SAVED_OFFER_SEED['member-auto-renew']!) await offerAction(emulator, 'remove', id);
    await offerAction(emulator, 'save', '20152');
    expect(await savedIds(emulator, 'member-auto-renew')).toEqual(['20152']);
    expect((await call(emulator, 'POST', '/__emulator/reset')).status).toBe(200);
    // Literal ids: a handler that mutated the seed itself would also change SAVED_OFFER_SEED.
    expect(await savedIds(emulator, 'member-auto-renew')).toEqual(['10482', '20139', '30207']);
    expect(SAVED_OFFER_SEED['member-auto-renew']).toEqual(['10482', '20139', '30207']);
  });

  it('allows the fedId header in a cross-origin preflight', async () => {
    const preflight = await call(new Emulator(), 'OPTIONS', SITE_PATHS.savedOffers, { origin: 'http://localhost:8080' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers!['Access-Control-Allow-Headers']).toContain('fedid');
  });
});

describe('emulator: search suggestions (site 7.5)', () => {
  const emulator = new Emulator();
  const suggestUrl = (params: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries({
      pipeline: 'default',
      count: '10',
      access_token: SUGGEST_ACCESS_TOKEN,
      organizationId: SUGGEST_ORGANIZATION_ID,
      ...params,
    })) {
      if (value !== undefined) query.set(name, value);
    }
    return `${SITE_PATHS.querySuggest}?${query}`;
  };
  const completions = async (params: Record<string, string | undefined>) => {
    const answer = await call(emulator, 'GET', suggestUrl(params));
    expect(answer.status).toBe(200);
    return (answer.body as { completions: Array<{ expression: string; highlighted: string; score: number; executableConfidence: number }> }).completions;
  };

  it('answers Coveo-shaped completions', async () => {
    const answer = await call(emulator, 'GET', suggestUrl({ q: 'medicare' }));
    expect(answer.status).toBe(200);
    const list = (answer.body as { completions: unknown[] }).completions;
    expect(list.length).toBeGreaterThan(3);
    expect(shape(answer.body)).toEqual({
      completions: {
        array: [JSON.stringify({ executableConfidence: 'number', expression: 'string', highlighted: 'string', objectId: 'string', score: 'number' })],
      },
    });
    for (const completion of list as Array<{ executableConfidence: number; expression: string }>) {
      expect(completion.executableConfidence).toBeGreaterThan(0);
      expect(completion.executableConfidence).toBeLessThanOrEqual(1);
      expect(completion.expression.toLowerCase()).toContain('medicare');
    }
  });

  it.each([
    ['missing access_token', { q: 'med', access_token: undefined }, 401],
    ['wrong access_token', { q: 'med', access_token: 'not-the-key' }, 401],
    ['missing organizationId', { q: 'med', organizationId: undefined }, 400],
    ['another organization', { q: 'med', organizationId: 'other-org' }, 403],
    ['missing q', { q: undefined }, 400],
    ['count 0', { q: 'med', count: '0' }, 400],
    ['count not a number', { q: 'med', count: 'ten' }, 400],
  ])('%s answers %i with a JSON error', async (_what, params, status) => {
    const answer = await call(emulator, 'GET', suggestUrl(params));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('POST answers 405', async () => {
    expect((await call(emulator, 'POST', suggestUrl({ q: 'med' }))).status).toBe(405);
  });

  it.each([
    ['1', 1],
    ['3', 3],
    ['10', 10],
    ['25', MAX_SUGGESTIONS],
    [undefined, DEFAULT_SUGGESTION_COUNT],
  ])('count %s gives at most %i suggestions', async (count, expected) => {
    // 's' starts many words of the corpus, so every limit is reached.
    expect(await completions({ q: 's', count })).toHaveLength(expected);
  });

  it.each([
    ['med', 'medicare'],
    ['MEDI', 'medicare'],
    ['social sec', 'social security'],
    ['discounts', 'travel discounts'],
    ['security', 'social security'],
    ['jubilacion', 'jubilación'],
    ['espanol', 'medicare en español'],
    ['hearing', 'hearing aids'],
  ])('q=%j suggests %j first', async (q, first) => {
    expect((await completions({ q }))[0]!.expression).toBe(first);
  });

  it('puts expressions that start with the term before those with a word that does', async () => {
    const list = await completions({ q: 'medicare p' });
    const expressions = list.map((completion) => completion.expression);
    expect(expressions.slice(0, 3)).toEqual(['medicare part d', 'medicare part b premium 2027', 'medicare part a']);
    expect(list.map((completion) => completion.score)).toEqual([...list.map((completion) => completion.score)].sort((a, b) => b - a));
  });

  it('highlights typed parts in {} and completed parts in [] (Coveo)', async () => {
    expect((await completions({ q: 'travel disc' }))[0]!.highlighted).toBe('{travel} {disc}[ounts]');
    expect((await completions({ q: 'medic' }))[0]!.highlighted).toBe('{medic}[are]');
  });

  it.each(['zzzz', '   ', 'travel zebra'])('q=%j suggests nothing', async (q) => {
    expect(await completions({ q })).toEqual([]);
  });
});

describe('emulator: recommendations (site 7.6, 3.11)', () => {
  const ITEM_FIELDS = [
    'image',
    'imageAlt',
    'icon',
    'iconAlt',
    'ctaText',
    'ctaUrl',
    'category',
    'categoryURL',
    'shortTitle',
    'mediumTitle',
    'longTitle',
    'shortDesc',
    'mediumDesc',
    'longDesc',
    'date',
    'banner',
    'id',
    'srcModelTracking',
  ];
  const request = (bundle: Array<Record<string, unknown>>, entry: Record<string, unknown> = {}) => ({
    requestData: [{ channel: 'website', url: 'https://www.example.org/health/', txid: 'tx-1234', konnex: '1'.repeat(39), requestBundle: bundle, ...entry }],
  });
  const recommend = (body: unknown, emulator = new Emulator()) =>
    call(emulator, 'POST', SITE_PATHS.recommendations, { headers: { 'content-type': 'application/json' }, body });
  type Answer = { responseData: Array<{ txid: string; errorCode?: string; responseBundle: Array<{ componentId: string; response: RecommendationItem[] }> }> };

  const expectItem = (item: RecommendationItem) => {
    expect(Object.keys(item).sort()).toEqual([...ITEM_FIELDS].sort());
    for (const field of ITEM_FIELDS) expect(typeof item[field as keyof RecommendationItem]).toBe('string');
    for (const banner of item.banner ? item.banner.split(',') : []) expect(['membersOnly', 'New', 'Rewards']).toContain(banner);
    expect(item.id).toMatch(/^(article|video|event|game)-\d+$|^\d+$/);
    expect(item.ctaUrl).toMatch(/^https:\/\//);
    expect(item.date).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
  };

  it('answers responseData with the txid and count items per component', async () => {
    const answer = await recommend(
      request([
        { componentId: 'rfy-1', count: '4', model: 'articles', filter: '', placement: 'home-top' },
        { componentId: 'rfy-2', count: '3', model: 'benefits', filter: '', placement: 'home-middle' },
        { componentId: 'rfy-3', count: '2', model: 'events', filter: 'latitude: 38.9|longitude: -77.03', placement: 'home-bottom' },
      ]),
    );
    expect(answer.status).toBe(200);
    const { responseData } = answer.body as Answer;
    expect(responseData).toHaveLength(1);
    expect(responseData[0]!.txid).toBe('tx-1234');
    expect(responseData[0]!.errorCode).toBeUndefined();
    const [articles, benefits, events] = responseData[0]!.responseBundle;
    expect([articles!.componentId, benefits!.componentId, events!.componentId]).toEqual(['rfy-1', 'rfy-2', 'rfy-3']);
    expect([articles!.response.length, benefits!.response.length, events!.response.length]).toEqual([4, 3, 2]);
    expect(articles!.response.every((item) => item.id.startsWith('article-'))).toBe(true);
    expect(benefits!.response.every((item) => !item.id.includes('-'))).toBe(true);
    expect(events!.response.every((item) => item.id.startsWith('event-'))).toBe(true);
    for (const bundle of responseData[0]!.responseBundle) for (const item of bundle.response) expectItem(item);
  });

  it('never repeats an item within one answer, and answers a page the same way twice', async () => {
    const body = request([
      { componentId: 'a', count: '8', model: 'nbx', filter: '', placement: 'p1' },
      { componentId: 'b', count: '8', model: 'nbx', filter: '', placement: 'p2' },
    ]);
    const first = (await recommend(body)).body as Answer;
    const ids = first.responseData[0]!.responseBundle.flatMap((bundle) => bundle.response.map((item) => item.id));
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(16);
    expect(((await recommend(body)).body as Answer).responseData[0]!.responseBundle).toEqual(first.responseData[0]!.responseBundle);
  });

  it('answers Spanish items for a Spanish page', async () => {
    const answer = (
      await recommend(
        request([{ componentId: 'rfy', count: '3', model: 'nbx', filter: '', placement: 'p' }], { url: 'https://www.example.org/espanol/salud/' }),
      )
    ).body as Answer;
    const items = answer.responseData[0]!.responseBundle[0]!.response;
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.ctaUrl.startsWith('https://www.example.org/espanol/'))).toBe(true);
  });

  it('answers an empty component for count "0" and fewer items when the model has no more', async () => {
    const answer = (
      await recommend(
        request([
          { componentId: 'none', count: '0', model: 'articles', filter: '', placement: 'p' },
          { componentId: 'games', count: '9', model: 'games', filter: '', placement: 'p' },
        ]),
      )
    ).body as Answer;
    expect(answer.responseData[0]!.responseBundle.map((bundle) => bundle.response.length)).toEqual([0, 2]);
  });

  it('sets errorCode for a model the service does not know', async () => {
    const answer = await recommend(request([{ componentId: 'rfy', count: '2', model: 'horoscopes', filter: '', placement: 'p' }]));
    expect(answer.status).toBe(200);
    expect((answer.body as Answer).responseData[0]).toMatchObject({ errorCode: UNKNOWN_MODEL_ERROR, responseBundle: [{ componentId: 'rfy', response: [] }] });
  });

  it('accepts an ecid instead of a konnex id', async () => {
    const answer = await recommend(
      request([{ componentId: 'rfy', count: '1', model: 'articles', filter: '', placement: 'p' }], { konnex: undefined, ecid: '2'.repeat(38) }),
    );
    expect(answer.status).toBe(200);
  });

  const good = { componentId: 'rfy', count: '2', model: 'articles', filter: '', placement: 'p' };
  it.each([
    ['no body', undefined],
    ['a text body', 'requestData'],
    ['a malformed JSON body', { __malformed: '{"requestData": [' }],
    ['an array body', [request([good]).requestData[0]]],
    ['no requestData', { requestBundle: [good] }],
    ['an empty requestData', { requestData: [] }],
    ['requestData not an array', { requestData: request([good]).requestData[0] }],
    ['another channel', request([good], { channel: 'app' })],
    ['no url', request([good], { url: undefined })],
    ['no txid', request([good], { txid: undefined })],
    ['neither konnex nor ecid', request([good], { konnex: undefined })],
    // A konnex id that arrives as a JSON number too big to be exact: the test is about that loss.
    // eslint-disable-next-line no-loss-of-precision
    ['a numeric konnex', request([good], { konnex: 1111111111111111111111 })],
    ['no requestBundle', request([good], { requestBundle: undefined })],
    ['an empty requestBundle', request([])],
    ['count as a number', request([{ ...good, count: 2 }])],
    ['count not digits', request([{ ...good, count: 'two' }])],
    ['a negative count', request([{ ...good, count: '-1' }])],
    ['no componentId', request([{ ...good, componentId: undefined }])],
    ['no model', request([{ ...good, model: undefined }])],
    ['a filter that is not text', request([{ ...good, filter: { latitude: 1 } }])],
    ['a placement that is not text', request([{ ...good, placement: 3 }])],
  ])('%s answers 400 with a JSON error', async (_what, body) => {
    const answer = await recommend(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('GET on the recommendation endpoint answers 405', async () => {
    expect((await call(new Emulator(), 'GET', SITE_PATHS.recommendations)).status).toBe(405);
  });

  it('the fallback content has the same shape as the service answer', async () => {
    const emulator = new Emulator();
    const fallback = await call(emulator, 'GET', sitePath(SITE_PATHS.fallbackContent, { site: 'member', service: FALLBACK_SERVICE }));
    expect(fallback.status).toBe(200);
    const main = await recommend(request([{ componentId: 'rfy', count: '30', model: 'nbx', filter: '', placement: 'p' }]), emulator);
    expect(shape(fallback.body)).toEqual(shape(main.body));
    const bundles = (fallback.body as Answer).responseData[0]!.responseBundle;
    expect(bundles.length).toBeGreaterThan(1);
    for (const bundle of bundles) for (const item of bundle.response) expectItem(item);
    const ids = bundles.flatMap((bundle) => bundle.response.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
  });

  it('the fallback of a Spanish site ({site}-es) is in Spanish', async () => {
    const answer = (await call(new Emulator(), 'GET', sitePath(SITE_PATHS.fallbackContent, { site: 'member-es', service: FALLBACK_SERVICE }))).body as Answer;
    const items = answer.responseData[0]!.responseBundle.flatMap((bundle) => bundle.response);
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((item) => item.ctaUrl.includes('/espanol/'))).toBe(true);
  });

  it.each([
    ['an unknown service', 'GET', sitePath(SITE_PATHS.fallbackContent, { site: 'member', service: 'nothing-here' }), 404],
    ['a POST', 'POST', sitePath(SITE_PATHS.fallbackContent, { site: 'member', service: FALLBACK_SERVICE }), 405],
  ])('the fallback: %s answers %i', async (_what, method, path, status) => {
    expect((await call(new Emulator(), method, path)).status).toBe(status);
  });
});

describe('emulator: the site routes are listed', () => {
  it('GET /__emulator/routes names every site route', async () => {
    const routes = ((await call(new Emulator(), 'GET', '/__emulator/routes')).body as { routes: Array<{ method: string; pattern: string }> }).routes;
    const listed = routes.map((route) => `${route.method} ${route.pattern}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        `GET ${SITE_PATHS.dictionary}`,
        `GET ${SITE_PATHS.languages}`,
        `GET ${SITE_PATHS.memberStripConfig}`,
        `GET ${SITE_PATHS.savedBenefitsConfig}`,
        `GET ${SITE_PATHS.offers}`,
        `GET ${SITE_PATHS.savedOffers}`,
        `POST ${SITE_PATHS.offerAction}`,
        `GET ${SITE_PATHS.querySuggest}`,
        `POST ${SITE_PATHS.recommendations}`,
        `GET ${SITE_PATHS.fallbackContent}`,
      ]),
    );
  });
});

describe('emulator: the maps place autocomplete (site 3.10, 5; local offers)', () => {
  const ask = (input: string | undefined) =>
    call(new Emulator(), 'GET', `${SITE_PATHS.places}${input === undefined ? '' : `?input=${encodeURIComponent(input)}`}`);

  it("answers site 3.10's place fields for the places whose name or address contains the input, at most 5", async () => {
    const answer = await ask('arlington');
    expect(answer.status).toBe(200);
    const found = (answer.body as { places: Array<Record<string, unknown>> }).places;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(MAX_PLACES);
    for (const place of found) {
      expect(Object.keys(place).sort()).toEqual(['address_components', 'formatted_address', 'geometry', 'name', 'place_id', 'rating']);
      expect(String(place.formatted_address).toLowerCase() + String(place.name).toLowerCase()).toContain('arlington');
      expect(place.geometry).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }
    expect((await ask('PHOENIX')).body).toMatchObject({ places: [{ name: 'Phoenix' }, { name: '85004' }] });
    expect((await ask('nowhere-at-all')).body).toEqual({ places: [] });
  });

  it('a blank input is a 400 (the page asks nothing for it)', async () => {
    for (const input of ['', '   ', undefined]) expect((await ask(input)).status).toBe(400);
  });
});
