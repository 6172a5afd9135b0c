// @vitest-environment happy-dom
/**
 * The shared saved-offers store's save and remove (src/stores/saved-offers.ts `changeOffer`,
 * site 4.10, 7.4, 8): a removal is success on status 200 only, as the saved-benefits page says;
 * a save on any 2xx. Only a success changes the store and tells the other tabs. The real client
 * (src/api/offers.ts) runs against a stubbed `fetch`; what the other tabs are told is
 * core/cross-tab.ts `broadcast`, recorded (it is called in the same task as the store update).
 * Keepalive on pagehide is checked in real Chromium (test/browser/saved-benefits.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerChangeSucceeded } from '../../../src/api/offers.ts';
import { broadcast } from '../../../src/core/cross-tab.ts';
import { $identitySources } from '../../../src/stores/identity.ts';
import { $savedOffers, changeOffer, resetSavedOffers, scheduleRemoval } from '../../../src/stores/saved-offers.ts';

vi.mock('../../../src/core/cross-tab.ts', () => ({ broadcast: vi.fn(), listen: vi.fn(() => () => undefined) }));
/** What the other tabs were told. */
const heard = () => vi.mocked(broadcast).mock.calls.map(([message]) => message);

function answerWith(status: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return new Response(status === 204 ? null : '{}', { status });
    }),
  );
  return calls;
}

beforeEach(() => {
  document.body.innerHTML = '<script type="application/json" id="site-config">{ "servicesEndpoint": "https://services.example.org/" }</script>';
  $identitySources.set({ accessToken: 'token', fedid: 'fed-1' });
  $savedOffers.set({ status: 'ready', ids: ['10482', '30207'], count: 2 });
  vi.mocked(broadcast).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resetSavedOffers();
  $identitySources.set({});
  vi.unstubAllGlobals();
});

describe('offerChangeSucceeded', () => {
  it.each([
    ['remove', 200, true],
    ['remove', 201, false],
    ['remove', 204, false],
    ['remove', 299, false],
    ['remove', 404, false],
    ['remove', 500, false],
    ['remove', 0, false],
    ['save', 200, true],
    ['save', 201, true],
    ['save', 204, true],
    ['save', 300, false],
    ['save', 500, false],
    ['save', 0, false],
  ] as const)('%s answered %i: %s', (action, status, expected) => {
    expect(offerChangeSucceeded(action, status)).toBe(expected);
  });
});

describe('changeOffer', () => {
  it.each([
    // action, status, the ids after, whether the other tabs are told
    ['remove', 200, ['30207'], true],
    ['remove', 204, ['10482', '30207'], false],
    ['remove', 201, ['10482', '30207'], false],
    ['remove', 500, ['10482', '30207'], false],
    ['save', 200, ['10482', '30207', '50401'], true],
    ['save', 204, ['10482', '30207', '50401'], true],
    ['save', 500, ['10482', '30207'], false],
  ] as const)('%s answered %i: ids %j, other tabs told: %s', async (action, status, ids, told) => {
    const calls = answerWith(status);
    const id = action === 'remove' ? '10482' : '50401';
    expect(await changeOffer(action, id)).toBe(status);
    expect(calls).toEqual([`https://services.example.org/applications/CoreApi/offers/dbr/${action}/${id}`]);
    expect($savedOffers.get().ids).toEqual(ids);
    expect($savedOffers.get().count).toBe(ids.length);
    expect(heard()).toEqual(told ? [{ type: 'saved-offers-change' }] : []);
  });

  it('logs an answer that is not success with its status', async () => {
    answerWith(204);
    await changeOffer('remove', '10482');
    expect(console.error).toHaveBeenCalledWith('member-elements: the offer could not be removed: the service answered 204');
  });
});

describe('scheduleRemoval', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('a 204 when the window ends: done with 204, the offer still saved, no other tab told', async () => {
    const calls = answerWith(204);
    const removal = scheduleRemoval('10482', 2400);
    await vi.advanceTimersByTimeAsync(2400);
    expect(await removal.done).toBe(204);
    expect(calls).toHaveLength(1);
    expect($savedOffers.get().ids).toEqual(['10482', '30207']);
    expect(heard()).toEqual([]);
  });

  it('a 204 to the keepalive removal of pagehide: the offer still saved, no other tab told', async () => {
    const calls = answerWith(204);
    const removal = scheduleRemoval('10482', 2400);
    window.dispatchEvent(new Event('pagehide'));
    expect(await removal.done).toBe(204);
    expect(calls).toEqual(['https://services.example.org/applications/CoreApi/offers/dbr/remove/10482']);
    expect($savedOffers.get().ids).toEqual(['10482', '30207']);
    expect(heard()).toEqual([]);
  });
});
