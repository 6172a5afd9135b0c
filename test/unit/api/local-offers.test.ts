// @vitest-environment node
/**
 * The local offers' calls (src/api/local-offers.ts; ask-and-rewards 3.14, 3.15, 7.2, 7.4, 9.2;
 * site 3.10, 5) against the service emulator over real HTTP, as persona member-auto-renew (a
 * participant; seed: LO-5003 saved, LO-5001 redeemed), on the personas' day 2027-01-15. The
 * rewards client runs with a stand-in document (Node has no DOM; the client reads only its
 * cookie and dispatches events on it) and a fetch that records each request, so `keepalive` can
 * be seen: Node's Request keeps it (happy-dom's drops it). The client's two options for the
 * delete (`text`, `keepalive`: src/api/rewards.ts) are also checked over a stubbed fetch.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import { milesBetween } from '../../../emulator/handlers/rewards.ts';
import places from '../../../fixtures/site/places.json' with { type: 'json' };
import { localOffers } from '../../../fixtures/rewards/index.ts';
import {
  deleteSavedOffer,
  fetchCategories,
  fetchOfferList,
  fetchPlaces,
  placesRequestUrl,
  redeemOffer,
  saveOffer,
  searchOffers,
  sendSupport,
  SUPPORT_PATH,
  supportUrl,
  type LocalOffer,
} from '../../../src/api/local-offers.ts';
import { createRewardsClient, NOT_A_PARTICIPANT, RewardsError, type RewardsCaller } from '../../../src/api/rewards.ts';
import { ApiError } from '../../../src/core/errors.ts';
import { offerActionBody, placeOf, searchBody, SEARCH_LIMIT, SEARCH_RADIUS, SEARCH_SORT, type OfferSearch } from '../../../src/domain/local-offers.ts';

const PERSONA = 'member-auto-renew';
const USER = `fed-${PERSONA}`;
const CALLER: RewardsCaller = { token: `token-${PERSONA}`, userId: USER, email: 'pat@example.org', participant: true };

let running: RunningEmulator;
let origin: string;
beforeAll(async () => {
  running = await startEmulator(0);
  origin = `http://127.0.0.1:${running.port}`;
});
afterAll(() => running.close());
beforeEach(async () => {
  await fetch(`${origin}/__emulator/reset`, { method: 'POST' });
});

async function fault(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify(rule) });
  expect(answer.status).toBe(200);
}

/** A stand-in document: the day's time-travel cookie, events dispatched on it. */
function standInDocument(): Document {
  return Object.assign(new EventTarget(), { cookie: 'TimeTravelCookie=2027-01-15T17:00:00Z', defaultView: null }) as unknown as Document;
}

/** A rewards client for the emulator; `sent` records every request it makes (a copy, body unread). */
function emulatorClient(caller: Partial<RewardsCaller> = {}) {
  const sent: Request[] = [];
  const recording = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return fetch(request);
  };
  const client = createRewardsClient({
    doc: standInDocument(),
    config: { servicesEndpoint: `${origin}/` },
    rewards: { noFlagActivityIds: [], dailyLoginActivityId: 'x', loyaltyPlus: false, systemCookie: 'LoyaltySystem', fraudSessionHeader: 'X-Fraud-Session' },
    caller: () => ({ ...CALLER, ...caller }),
    fetch: recording as typeof fetch,
  });
  return { client, sent };
}

/** A rewards client whose fetch answers `answer()` (nothing leaves the process). */
function stubClient(answer: () => Response) {
  const sent: Request[] = [];
  const client = createRewardsClient({
    doc: standInDocument(),
    config: { servicesEndpoint: 'https://services.example/' },
    rewards: { noFlagActivityIds: [], dailyLoginActivityId: 'x', loyaltyPlus: false, systemCookie: 'LoyaltySystem', fraudSessionHeader: 'X-Fraud-Session' },
    caller: () => CALLER,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return answer();
    }) as typeof fetch,
  });
  return { client, sent };
}

const placeNamed = (name: string) => placeOf(places.find((place) => place.name === name))!;
const PHOENIX = placeNamed('Phoenix');
const ARLINGTON = placeNamed('Arlington');
const search = (change: Partial<OfferSearch> = {}) => searchBody({ uuid: USER, types: ['MOBILE', 'PRINT'], ...change });
const fixtureOffer = (offerId: string) => localOffers.find((offer) => offer.offerId === offerId)!;
const ids = (offers: readonly LocalOffer[]) => offers.map((offer) => offer.offerId);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('fetchCategories: GET categories', () => {
  it('answers the five groups with their counts; a place adds its lat and lng to the query', async () => {
    const { client, sent } = emulatorClient();
    const categories = await fetchCategories(client, PHOENIX);
    expect(categories).toHaveLength(5);
    expect(categories[0]).toEqual({ id: 101, groupName: 'Dining', offerCount: 4 });
    expect(new URL(sent[0]!.url).search).toBe(`?lat=${PHOENIX.lat}&lng=${PHOENIX.lng}`);
    expect(sent[0]!.method).toBe('GET');
    await fetchCategories(client);
    expect(new URL(sent[1]!.url).pathname).toBe('/applications/loyalty-catalog/categories');
    expect(new URL(sent[1]!.url).search).toBe('');
  });

  it('leaves out a category without an id or a name', async () => {
    const { client } = stubClient(
      () =>
        new Response(
          JSON.stringify({ categories: [{ id: 1, groupName: 'Dining' }, { id: 2 }, { groupName: 'x' }, 'Dining', { id: '7', groupName: ' Spa ', extra: 1 }] }),
        ),
    );
    expect(await fetchCategories(client)).toEqual([
      { id: 1, groupName: 'Dining', offerCount: undefined },
      { id: '7', groupName: 'Spa', offerCount: undefined },
    ]);
  });
});

describe('searchOffers: POST offers?lat=&lng= (3.15, 9.2)', () => {
  it('sends the domain’s body with 9.2’s values to offers?lat=&lng=, and reads every field of the answer', async () => {
    const { client, sent } = emulatorClient();
    const answer = await searchOffers(client, PHOENIX, search());
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`${origin}/applications/loyalty-catalog/offers?lat=${PHOENIX.lat}&lng=${PHOENIX.lng}`);
    expect(await sent[0]!.json()).toEqual({
      sortBy: SEARCH_SORT,
      searchRadius: SEARCH_RADIUS,
      redemptionTypes: ['MOBILE', 'PRINT'],
      uuid: USER,
      limitPerPage: SEARCH_LIMIT,
      keywordSearch: '',
    });
    expect([SEARCH_SORT, SEARCH_RADIUS, SEARCH_LIMIT]).toEqual(['DISTANCE', 100, 100]);
    expect(answer.total).toBe(6);
    expect(answer.skipped).toBe(0);
    const first = fixtureOffer('LO-5101');
    expect(answer.offers[0]).toEqual({
      offerId: 'LO-5101',
      merchantId: first.merchantId,
      merchantName: first.merchantName,
      merchantAddress: first.merchantAddress,
      logoPath: first.logoPath,
      offerTextShort: first.offerTextShort,
      offerTextLong: first.offerTextLong,
      category: { id: 101, groupName: 'Dining' },
      redemptionTypes: ['MOBILE', 'PRINT'],
      distance: milesBetween(PHOENIX, first),
      saved: false,
      redeemed: false,
    });
  });

  it.each([
    // place, the search, the offers found (nearest first)
    ['Phoenix', {}, ['LO-5101', 'LO-5105', 'LO-5103', 'LO-5104', 'LO-5102', 'LO-5106']],
    ['Phoenix', { keyword: ' books ' }, ['LO-5104']],
    ['Phoenix', { category: { id: 101, groupName: 'Dining' } }, ['LO-5101', 'LO-5106']],
    ['Phoenix', { types: ['MOBILE'] }, ['LO-5101', 'LO-5105', 'LO-5104', 'LO-5102']],
    ['Phoenix', { types: ['PRINT'] }, ['LO-5101', 'LO-5103', 'LO-5104', 'LO-5106']],
    ['Phoenix', { keyword: 'museum' }, []],
    ['Arlington', { keyword: 'bowling' }, ['LO-5005']],
    ['Arlington', { keyword: 'coffee' }, ['LO-5002']],
    ['Scottsdale', { keyword: 'coffee' }, ['LO-5106']],
  ] as Array<[string, Partial<OfferSearch>, string[]]>)('from %s with %j: %j', async (name, change, expected) => {
    const { client } = emulatorClient();
    const answer = await searchOffers(client, placeNamed(name), search(change));
    expect(ids(answer.offers)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    for (const offer of answer.offers) expect(offer.distance).toBeLessThanOrEqual(SEARCH_RADIUS);
  });

  it('from Arlington: every offer around Washington within 100 miles, none of Phoenix’s, with the user’s marks', async () => {
    const { client } = emulatorClient();
    const { offers } = await searchOffers(client, ARLINGTON, search());
    expect(ids(offers).some((id) => id.startsWith('LO-51'))).toBe(false);
    expect(offers).toHaveLength(11);
    const byId = new Map(offers.map((offer) => [offer.offerId, offer]));
    expect(byId.get('LO-5003')).toMatchObject({ saved: true, redeemed: false });
    expect(byId.get('LO-5001')).toMatchObject({ saved: false, redeemed: true });
  });

  it('leaves out (and counts) an offer it cannot use; unknown redemption types and fields are dropped', async () => {
    const good = { offerId: 'O-1', merchantId: 'M-1', merchantName: 'Shop', redemptionTypes: ['PRINT', 'FAX', 'MOBILE'], distance: 2, color: 'red' };
    const { client } = stubClient(
      () =>
        new Response(
          JSON.stringify({ totalResults: 9, offers: [good, { ...good, offerId: '' }, { ...good, merchantId: 7 }, 'offer', null, { ...good, distance: -1 }] }),
        ),
    );
    const answer = await searchOffers(client, PHOENIX, search());
    expect(answer.skipped).toBe(4);
    expect(answer.total).toBe(9);
    expect(answer.offers).toEqual([
      {
        offerId: 'O-1',
        merchantId: 'M-1',
        merchantName: 'Shop',
        merchantAddress: '',
        logoPath: '',
        offerTextShort: '',
        offerTextLong: '',
        category: undefined,
        redemptionTypes: ['MOBILE', 'PRINT'],
        distance: 2,
        saved: false,
        redeemed: false,
      },
      expect.objectContaining({ offerId: 'O-1', distance: undefined }),
    ]);
  });

  it.each([
    ['a list where the object should be', { body: 'wrong-shape' }, 422],
    ['a body that is not JSON', { body: 'malformed' }, 422],
    ['a 500', { status: 500 }, 500],
    ['no answer', { drop: 'before' }, 0],
  ])('%s: a RewardsError with its status', async (_name, rule, status) => {
    await fault({ path: '/applications/loyalty-catalog/offers', ...rule });
    const error = await rejection(searchOffers(emulatorClient().client, PHOENIX, search()));
    expect(error).toBeInstanceOf(RewardsError);
    expect((error as RewardsError).status).toBe(status);
  });

  it('an answer without its offers list is of the wrong shape', async () => {
    const { client } = stubClient(() => new Response(JSON.stringify({ totalResults: 1 })));
    expect(await rejection(searchOffers(client, PHOENIX, search()))).toMatchObject({ name: 'RewardsError', status: 422 });
  });

  it('the signal aborts the call: it rejects with the abort', async () => {
    await fault({ path: '/applications/loyalty-catalog/offers', delayMs: 1500 });
    const controller = new AbortController();
    const pending = rejection(searchOffers(emulatorClient().client, PHOENIX, search(), controller.signal));
    setTimeout(() => controller.abort(), 30);
    const error = await pending;
    expect(error).not.toBeInstanceOf(RewardsError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an identical search whose twin was aborted in flight (shared by the client) still answers: the fetch goes on for it', async () => {
    await fault({ path: '/applications/loyalty-catalog/offers', delayMs: 200, times: 1 });
    const { client, sent } = emulatorClient();
    const first = new AbortController();
    const stale = rejection(searchOffers(client, PHOENIX, search(), first.signal));
    const fresh = searchOffers(client, PHOENIX, search(), new AbortController().signal);
    first.abort();
    expect((await stale) as Error).toMatchObject({ name: 'AbortError' });
    expect(ids((await fresh).offers)).toHaveLength(6);
    expect(sent).toHaveLength(1);
  });

  it('a visitor who is not a participant is refused before anything is sent (6.2)', async () => {
    const { client, sent } = emulatorClient({ participant: false });
    expect(await rejection(searchOffers(client, PHOENIX, search()))).toMatchObject({ message: NOT_A_PARTICIPANT, status: 0 });
    expect(sent).toHaveLength(0);
  });
});

describe('saveOffer and redeemOffer: POST eredeem/{offerId} (3.14)', () => {
  const offer = fixtureOffer;

  it('save: eredeem/{offerId}?save=true with 3.14’s body; the saved list then starts with it', async () => {
    const { client, sent } = emulatorClient();
    const saved = await saveOffer(client, offer('LO-5102'), 'MOBILE');
    expect(saved).toEqual({ offerId: 'LO-5102', savedDate: expect.stringMatching(/^2027-01-15T/), redemptionType: 'MOBILE' });
    expect(sent[0]!.url).toBe(`${origin}/applications/loyalty-catalog/eredeem/LO-5102?save=true`);
    expect(await sent[0]!.json()).toEqual(offerActionBody(fixtureOffer('LO-5102'), 'MOBILE', USER));
    const list = await fetchOfferList(client, 'saved');
    expect(ids(list.offers)).toEqual(['LO-5102', 'LO-5003']);
  });

  it('redeem: the redemption code; a second redemption answers the first, marked alreadyRedeemed', async () => {
    const { client, sent } = emulatorClient();
    const first = await redeemOffer(client, offer('LO-5103'), 'PRINT');
    expect(first).toEqual({
      offerId: 'LO-5103',
      redeemedDate: expect.stringMatching(/^2027-01-15T/),
      redemptionType: 'PRINT',
      redemptionCode: expect.stringMatching(/^\w+-\d{4}-\d{4}$/),
      alreadyRedeemed: false,
    });
    expect(sent[0]!.url).toBe(`${origin}/applications/loyalty-catalog/eredeem/LO-5103`);
    expect(await redeemOffer(client, offer('LO-5103'), 'PRINT')).toMatchObject({ redemptionCode: first.redemptionCode, alreadyRedeemed: true });
  });

  it('a redemption type the offer does not take is the service’s 422 with its code', async () => {
    const error = await rejection(redeemOffer(emulatorClient().client, offer('LO-5103'), 'MOBILE'));
    expect(error).toBeInstanceOf(RewardsError);
    expect(error).toMatchObject({ status: 422, data: { code: 'error.offer.redemptionTypeNotOffered' } });
  });

  it.each([
    ['a redemption answer without its code', 'LO-5101', false, { omit: ['redemptionCode'] }, 422],
    ['a redemption answer that is a list', 'LO-5101', false, { body: 'wrong-shape' }, 422],
    ['a save answer that is a list', 'LO-5101', true, { body: 'wrong-shape' }, 422],
    ['a 500 to a save', 'LO-5101', true, { status: 500 }, 500],
  ])('%s: a RewardsError with its status', async (_name, offerId, isSave, rule, status) => {
    await fault({ path: `/applications/loyalty-catalog/eredeem/${offerId}`, ...rule });
    const client = emulatorClient().client;
    const error = await rejection(isSave ? saveOffer(client, offer(offerId), 'PRINT') : redeemOffer(client, offer(offerId), 'PRINT'));
    expect(error).toBeInstanceOf(RewardsError);
    expect((error as RewardsError).status).toBe(status);
  });
});

describe('fetchOfferList: GET eredeem/redeemedandsavedoffers', () => {
  it.each([
    ['saved', 'LO-5003', { saved: true, date: '2026-11-02T18:00:00.000Z', redemptionType: 'MOBILE', redemptionCode: undefined }],
    ['redeemed', 'LO-5001', { redeemed: true, date: '2026-10-12T19:00:00.000Z', redemptionType: 'PRINT', redemptionCode: 'RB-4821-7735' }],
  ] as const)('%s: the user’s offers with the date, type and code', async (kind, offerId, fields) => {
    const { client, sent } = emulatorClient();
    const { offers, skipped } = await fetchOfferList(client, kind);
    expect(sent[0]!.url).toBe(`${origin}/applications/loyalty-catalog/eredeem/redeemedandsavedoffers?userIdentifier=${USER}&responseType=${kind}`);
    expect(skipped).toBe(0);
    expect(offers).toEqual([expect.objectContaining({ offerId, merchantName: fixtureOffer(offerId).merchantName, ...fields })]);
  });

  it.each([
    ['wrong-shaped', { body: 'wrong-shape' }, 422],
    ['a 500', { status: 500 }, 500],
  ])('a %s answer: a RewardsError with its status', async (_name, rule, status) => {
    await fault({ path: '/applications/loyalty-catalog/eredeem/redeemedandsavedoffers', ...rule });
    expect(await rejection(fetchOfferList(emulatorClient().client, 'saved'))).toMatchObject({ name: 'RewardsError', status });
  });
});

describe('deleteSavedOffer: POST eredeem/deletesavedoffer/{offerId} (a text answer)', () => {
  it("reads the text answer: 'deleted', then the 404 'offer not saved' as not-saved", async () => {
    const { client, sent } = emulatorClient();
    expect(await deleteSavedOffer(client, 'LO-5003')).toBe('deleted');
    expect(sent[0]!.url).toBe(`${origin}/applications/loyalty-catalog/eredeem/deletesavedoffer/LO-5003?userIdentifier=${USER}`);
    expect(sent[0]!.method).toBe('POST');
    expect(await sent[0]!.text()).toBe('{}');
    expect(sent[0]!.keepalive).toBe(false);
    expect(await deleteSavedOffer(client, 'LO-5003')).toBe('not-saved');
    expect((await fetchOfferList(client, 'saved')).offers).toEqual([]);
  });

  it('with keepalive the request carries it (the call outlives the page)', async () => {
    const { client, sent } = emulatorClient();
    expect(await deleteSavedOffer(client, 'LO-5003', { keepalive: true })).toBe('deleted');
    expect(sent[0]!.keepalive).toBe(true);
  });

  it.each([
    ['a 500', { status: 500 }, 500],
    ['no answer', { drop: 'before' }, 0],
  ])('%s: a RewardsError with its status', async (_name, rule, status) => {
    await fault({ path: '/applications/loyalty-catalog/eredeem/deletesavedoffer/*', ...rule });
    expect(await rejection(deleteSavedOffer(emulatorClient().client, 'LO-5003'))).toMatchObject({ name: 'RewardsError', status });
  });
});

describe('the rewards client’s text and keepalive options (src/api/rewards.ts)', () => {
  it('text: a success’s body as a string to the schema (a failure’s read as before); without it, a body that is not JSON is still refused', async () => {
    const { client } = stubClient(() => new Response('deleted', { headers: { 'Content-Type': 'text/plain' } }));
    expect((await client.call({ path: 'eredeem/deletesavedoffer/x', body: {}, text: true }, v.string())).data).toBe('deleted');
    expect(await rejection(client.call({ path: 'eredeem/deletesavedoffer/x', body: {} }, v.unknown()))).toMatchObject({ status: 422 });
    const refused = stubClient(() => new Response('{"error":"NOT_FOUND","code":"error.offer.notFound"}', { status: 404 }));
    expect(await rejection(refused.client.call({ path: 'p', body: {}, text: true }, v.string()))).toMatchObject({
      status: 404,
      data: { code: 'error.offer.notFound' },
    });
    const plain = stubClient(() => new Response('offer not saved', { status: 404 }));
    expect(await rejection(plain.client.call({ path: 'p', body: {}, text: true }, v.string()))).toMatchObject({ status: 404, data: 'offer not saved' });
    const empty = stubClient(() => new Response(''));
    expect((await empty.client.call({ path: 'p', body: {}, text: true }, v.string())).data).toBe('');
    expect((await empty.client.call({ path: 'p', body: {} }, v.unknown())).data).toEqual({});
  });

  it('keepalive: sent with it, and never shared with an identical call in flight; other calls still are', async () => {
    const { client, sent } = stubClient(() => new Response('{}'));
    await Promise.all([client.call({ path: 'p', body: {}, keepalive: true }, v.unknown()), client.call({ path: 'p', body: {}, keepalive: true }, v.unknown())]);
    expect(sent.map((request) => request.keepalive)).toEqual([true, true]);
    await Promise.all([client.call({ path: 'p', body: {} }, v.unknown()), client.call({ path: 'p', body: {} }, v.unknown())]);
    expect(sent.map((request) => request.keepalive)).toEqual([true, true, false]);
  });
});

describe('sendSupport: POST /bin/servlet/local-offers-support (7.4)', () => {
  it('posts the issue fields plus uuid (which wins over a field of that name) and reads the ticket', async () => {
    const seen: Request[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return real(request);
    });
    const answer = await sendSupport(
      { url: supportUrl(origin), token: CALLER.token },
      { offerId: 'LO-5101', issue: 'Not accepted', uuid: 'someone-else' },
      USER,
    );
    expect(answer).toEqual({ ticketNumber: expect.stringMatching(/^LOS-\d+$/) });
    expect(seen[0]!.url).toBe(`${origin}${SUPPORT_PATH}`);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${CALLER.token}`);
    expect(await seen[0]!.json()).toEqual({ offerId: 'LO-5101', issue: 'Not accepted', uuid: USER });
  });

  it.each([
    ['no login', undefined, {}, 401],
    ['a wrong-shaped answer', CALLER.token, { body: 'wrong-shape' }, 422],
    ['an answer without a status', CALLER.token, { omit: ['status'] }, 422],
    ['a 500', CALLER.token, { status: 500 }, 500],
  ])('%s: an ApiError with its status', async (_name, token, rule, status) => {
    if (Object.keys(rule).length) await fault({ path: SUPPORT_PATH, ...rule });
    const error = await rejection(sendSupport({ url: supportUrl(origin), token }, { issue: 'x' }, USER));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
  });
});

describe('fetchPlaces: GET {placesUrl}?input= (site 3.10, 5)', () => {
  const placesUrl = () => `${origin}/maps/places/autocomplete`;

  it('reads the places with the domain’s placeOf', async () => {
    expect(await fetchPlaces(placesUrl(), 'phoenix')).toEqual([
      { id: 'ChIJ-phoenix-az', label: 'Phoenix, AZ, USA', lat: 33.4484, lng: -112.074 },
      { id: 'ChIJ-phoenix-85004', label: '85004, Phoenix, AZ, USA', lat: 33.4515, lng: -112.0685 },
    ]);
    expect(await fetchPlaces(placesUrl(), 'nowhere at all')).toEqual([]);
  });

  it.each(['', '   ', '\n'])('a blank input (%j) asks nothing', async (input) => {
    const spy = vi.spyOn(globalThis, 'fetch');
    expect(await fetchPlaces(placesUrl(), input)).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('the input is trimmed and encoded; a placesUrl with a query keeps it', () => {
    expect(placesRequestUrl('https://maps.example/auto', ' Mesa, AZ ')).toBe('https://maps.example/auto?input=Mesa%2C%20AZ');
    expect(placesRequestUrl('https://maps.example/auto?key=k', 'Tempe')).toBe('https://maps.example/auto?key=k&input=Tempe');
  });

  it('leaves out a place without a label or a position', async () => {
    const good = places[0]!;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ places: [good, { ...good, geometry: {} }, { name: '' }, 'Arlington'] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await fetchPlaces('https://maps.example/auto', 'arl')).toEqual([placeOf(good)]);
  });

  it.each([
    ['a wrong-shaped answer', { body: 'wrong-shape' }, 422],
    ['a 500', { status: 500 }, 500],
  ])('%s: an ApiError with its status', async (_name, rule, status) => {
    await fault({ path: '/maps/places/autocomplete', ...rule });
    expect(await rejection(fetchPlaces(placesUrl(), 'phoenix'))).toMatchObject({ name: 'ApiError', status });
  });

  it('the signal aborts the call: it rejects with the abort', async () => {
    await fault({ path: '/maps/places/autocomplete', delayMs: 1500 });
    const controller = new AbortController();
    const pending = rejection(fetchPlaces(placesUrl(), 'phoenix', controller.signal));
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});
