// @vitest-environment happy-dom
/**
 * The local offers' flows (src/stores/local-offers.ts; issue 32) against the service emulator
 * over real HTTP, the page on the emulator's own origin (so 7.4's support servlet is the page's
 * `/bin/...`), as persona member-auto-renew (seed: LO-5003 saved, LO-5001 redeemed). The api
 * module's functions are wrapped in pass-through spies, so what each flow hands them (the search
 * body, `keepalive`) can be read while the calls still reach the emulator. happy-dom's Request
 * drops `keepalive`; the request itself carrying it is checked in test/unit/api/local-offers.test.ts.
 * happy-dom prints each failed request (the faults below) on its own console: expected noise.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import places from '../../../fixtures/site/places.json' with { type: 'json' };
import { localOffers } from '../../../fixtures/rewards/index.ts';
import { deleteSavedOffer, fetchPlaces, searchOffers } from '../../../src/api/local-offers.ts';
import { createRewardsClient, readRewardsConfig, RewardsError, type RewardsCaller } from '../../../src/api/rewards.ts';
import { UNDO_WINDOW_MS } from '../../../src/core/undo-window.ts';
import { placeOf, searchBody } from '../../../src/domain/local-offers.ts';
import {
  findPlaces,
  loadCategories,
  loadList,
  redeem,
  save,
  scheduleSavedRemoval,
  search,
  sendSupportForm,
  type OfferQuery,
} from '../../../src/stores/local-offers.ts';
import { setRewardsClient } from '../../../src/stores/rewards-client.ts';

vi.mock('../../../src/api/local-offers.ts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [name, typeof value === 'function' ? vi.fn(value as (...args: never[]) => unknown) : value]),
  );
});

const PERSONA = 'member-auto-renew';
const USER = `fed-${PERSONA}`;
let caller: RewardsCaller;
let running: RunningEmulator;
let origin: string;

async function fault(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify(rule) });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  running = await startEmulator(0);
  origin = `http://127.0.0.1:${running.port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/offers/near-you.html`);
  document.body.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify({
    servicesEndpoint: `${origin}/`,
    placesUrl: `${origin}/maps/places/autocomplete`,
  })}</script>`;
  document.cookie = 'TimeTravelCookie=2027-01-15T17:00:00Z; path=/';
  setRewardsClient(
    document,
    createRewardsClient({ doc: document, config: { servicesEndpoint: `${origin}/` }, rewards: readRewardsConfig(document), caller: () => caller }),
  );
});
afterAll(async () => {
  setRewardsClient(document, undefined);
  await running.close();
});
beforeEach(async () => {
  caller = { token: `token-${PERSONA}`, userId: USER, email: 'pat@example.org', participant: true };
  await fetch(`${origin}/__emulator/reset`, { method: 'POST' });
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const placeNamed = (name: string) => placeOf(places.find((place) => place.name === name))!;
const offer = (offerId: string) => localOffers.find((o) => o.offerId === offerId)!;
const PHOENIX = placeNamed('Phoenix');

describe('search (3.15, 9.2)', () => {
  it.each([
    // the query, what the api gets as the body (beyond 9.2's values), the offers found
    [
      { types: ['MOBILE', 'PRINT'] },
      { redemptionTypes: ['MOBILE', 'PRINT'], keywordSearch: '' },
      ['LO-5101', 'LO-5105', 'LO-5103', 'LO-5104', 'LO-5102', 'LO-5106'],
    ],
    [{ types: ['PRINT'], keyword: '  books ' }, { redemptionTypes: ['PRINT'], keywordSearch: 'books' }, ['LO-5104']],
    [
      { types: ['MOBILE', 'PRINT'], category: { id: 105, groupName: 'Travel and attractions' } },
      { redemptionTypes: ['MOBILE', 'PRINT'], keywordSearch: '', category: { id: 105, groupName: 'Travel and attractions' } },
      ['LO-5105'],
    ],
  ] as Array<[Omit<OfferQuery, 'place'>, Record<string, unknown>, string[]]>)('%j: body %j, offers %j', async (query, body, ids) => {
    const result = await search({ place: PHOENIX, ...query });
    expect(result).toMatchObject({ ok: true, total: ids.length });
    if (!result.ok) return;
    expect(result.offers.map((o) => o.offerId)).toEqual(ids);
    const [, place, sentBody] = vi.mocked(searchOffers).mock.calls[0]!;
    expect(place).toEqual(PHOENIX);
    expect(sentBody).toEqual({ sortBy: 'DISTANCE', searchRadius: 100, limitPerPage: 100, uuid: USER, ...body });
    expect(sentBody).toEqual(searchBody({ uuid: USER, ...query }));
  });

  it.each([
    ['a 500', { status: 500 }, 'failed'],
    ['a wrong-shaped answer', { body: 'wrong-shape' }, 'failed'],
    ['a 401', { status: 401 }, 'account'],
    ['no answer', { drop: 'before' }, 'failed'],
  ])('%s: not ok', async (_name, rule, failure) => {
    await fault({ path: '/applications/loyalty-catalog/offers', ...rule });
    const result = await search({ place: PHOENIX, types: ['MOBILE'] });
    expect(result).toMatchObject({ ok: false, failure });
    expect(!result.ok && result.error).toBeInstanceOf(RewardsError);
  });

  it('a visitor who is not a participant: not-participant, nothing sent', async () => {
    caller = { ...caller, participant: false };
    expect(await search({ place: PHOENIX, types: ['MOBILE'] })).toMatchObject({ ok: false, failure: 'not-participant' });
  });

  it('aborted by its signal: failure aborted', async () => {
    await fault({ path: '/applications/loyalty-catalog/offers', delayMs: 1500 });
    const controller = new AbortController();
    const pending = search({ place: PHOENIX, types: ['MOBILE'] }, controller.signal);
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ ok: false, failure: 'aborted' });
  });

  it('offers the api could not read are said in the console', async () => {
    vi.mocked(searchOffers).mockResolvedValueOnce({ offers: [], total: 2, skipped: 2 });
    expect(await search({ place: PHOENIX, types: ['MOBILE'] })).toEqual({ ok: true, offers: [], total: 2 });
    expect(console.warn).toHaveBeenCalledWith('<local-offers> 2 offers of the answer could not be read, and were left out');
  });
});

describe('categories, save, redeem and the lists', () => {
  it('loadCategories: the five groups', async () => {
    const result = await loadCategories(PHOENIX);
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.categories.map((c) => c.groupName)).toEqual([
      'Dining',
      'Entertainment',
      'Shopping',
      'Health and fitness',
      'Travel and attractions',
    ]);
  });

  it('save, then the saved list starts with it; redeem gives the code, then the redeemed list starts with it', async () => {
    expect(await save(offer('LO-5104'), 'PRINT')).toMatchObject({
      ok: true,
      saved: { offerId: 'LO-5104', redemptionType: 'PRINT' },
    });
    const saved = await loadList('saved');
    expect(saved.ok && saved.offers.map((o) => o.offerId)).toEqual(['LO-5104', 'LO-5003']);
    const redeemed = await redeem(offer('LO-5104'), 'MOBILE');
    expect(redeemed).toMatchObject({ ok: true, redemption: { offerId: 'LO-5104', redemptionCode: expect.any(String), alreadyRedeemed: false } });
    const list = await loadList('redeemed');
    expect(list.ok && list.offers.map((o) => [o.offerId, o.redemptionCode])).toEqual([
      ['LO-5104', redeemed.ok && redeemed.redemption.redemptionCode],
      ['LO-5001', 'RB-4821-7735'],
    ]);
  });

  it('a redemption type the offer does not take: failed, with the service’s code', async () => {
    expect(await redeem(offer('LO-5103'), 'MOBILE')).toMatchObject({
      ok: false,
      failure: 'failed',
      code: 'error.offer.redemptionTypeNotOffered',
    });
  });

  it('a list that fails: not ok', async () => {
    await fault({ path: '/applications/loyalty-catalog/eredeem/redeemedandsavedoffers', status: 500 });
    expect(await loadList('saved')).toMatchObject({ ok: false, failure: 'failed' });
  });
});

describe('scheduleSavedRemoval: site 4.10’s undo window', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  const savedIds = async () => {
    const list = await loadList('saved');
    return list.ok ? list.offers.map((o) => o.offerId) : undefined;
  };

  it('the window is 2400 ms: nothing is sent before it ends; then the delete goes out, without keepalive', async () => {
    expect(UNDO_WINDOW_MS).toBe(2400);
    const removal = scheduleSavedRemoval('LO-5003');
    await vi.advanceTimersByTimeAsync(2399);
    expect(deleteSavedOffer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await removal.done).toEqual({ ok: true, outcome: 'deleted' });
    expect(vi.mocked(deleteSavedOffer).mock.calls).toEqual([[expect.anything(), 'LO-5003', { keepalive: false }]]);
    expect(await savedIds()).toEqual([]);
    expect(removal.cancel()).toBe(false);
  });

  it('Undo cancels the delete: nothing is sent, the offer stays saved, leaving the page later sends nothing', async () => {
    const removal = scheduleSavedRemoval('LO-5003');
    await vi.advanceTimersByTimeAsync(1000);
    expect(removal.cancel()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    window.dispatchEvent(new Event('pagehide'));
    expect(deleteSavedOffer).not.toHaveBeenCalled();
    expect(await savedIds()).toEqual(['LO-5003']);
  });

  it('leaving the page (pagehide) sends the delete at once, with keepalive; the window ending later sends nothing more', async () => {
    const removal = scheduleSavedRemoval('LO-5003');
    window.dispatchEvent(new Event('pagehide'));
    expect(vi.mocked(deleteSavedOffer).mock.calls).toEqual([[expect.anything(), 'LO-5003', { keepalive: true }]]);
    expect(await removal.done).toEqual({ ok: true, outcome: 'deleted' });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(deleteSavedOffer).toHaveBeenCalledTimes(1);
    expect(await savedIds()).toEqual([]);
  });

  it('an offer no longer saved: not-saved (the service’s 404); a failure: not ok', async () => {
    const first = scheduleSavedRemoval('LO-5101');
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(await first.done).toEqual({ ok: true, outcome: 'not-saved' });
    await fault({ path: '/applications/loyalty-catalog/eredeem/deletesavedoffer/*', status: 500 });
    const second = scheduleSavedRemoval('LO-5003');
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(await second.done).toMatchObject({ ok: false, failure: 'failed' });
  });
});

describe('sendSupportForm (7.4)', () => {
  it('posts the fields plus the user id as uuid to the page’s own /bin/servlet/local-offers-support', async () => {
    expect(await sendSupportForm({ offerId: 'LO-5101', issue: 'The merchant had closed' })).toEqual({
      ok: true,
      ticketNumber: expect.stringMatching(/^LOS-\d+$/),
    });
  });

  it('without a login: the account failure', async () => {
    caller = { participant: false };
    expect(await sendSupportForm({ issue: 'x' })).toMatchObject({ ok: false, failure: 'account' });
  });
});

describe('findPlaces (site 3.10, 5)', () => {
  it('the places at the site config’s placesUrl', async () => {
    const result = await findPlaces('tempe');
    expect(result).toEqual({ ok: true, places: [{ id: 'ChIJ-tempe-az', label: 'Tempe, AZ, USA', lat: 33.4255, lng: -111.94 }] });
  });

  it.each(['', '  '])('a blank input (%j) asks nothing', async (input) => {
    expect(await findPlaces(input)).toEqual({ ok: true, places: [] });
    expect(fetchPlaces).not.toHaveBeenCalled();
  });

  it('aborted: failure aborted; a page without placesUrl: failed', async () => {
    await fault({ path: '/maps/places/autocomplete', delayMs: 1500 });
    const controller = new AbortController();
    const pending = findPlaces('phoenix', controller.signal);
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ ok: false, failure: 'aborted' });
    expect(await findPlaces('phoenix', undefined, document.implementation.createHTMLDocument())).toMatchObject({ ok: false, failure: 'failed' });
  });
});
