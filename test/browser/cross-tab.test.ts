/**
 * Cross-tab messages (src/core/cross-tab.ts) in Chromium: a message reaches the site's other
 * tabs, never the page that sent it. A page that heard its own messages read its saved list again
 * after each of its own changes, and an answer still listing an offer it had just removed brought
 * that card back (site 4.10). Another tab is a frame here: a window of its own, as a tab is.
 */
import { expect } from 'chai';
import { TODAY, personaCookieStrings, personas } from '../../fixtures/personas.ts';
import { broadcast, listen, type CrossTabMessage } from '../../src/core/cross-tab.ts';
import { $savedOffers, changeOffer, loadSavedOffers, resetSavedOffers } from '../../src/stores/saved-offers.ts';
import { clearCookies, emulatorSiteConfig, waitFor } from './helpers.ts';

let frame: HTMLIFrameElement | undefined;
const stops: Array<() => void> = [];

/** A second window of this origin (a frame with no page of its own), as another tab would be. */
async function otherTab(): Promise<Window & typeof globalThis> {
  frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as Window & typeof globalThis;
}

/**
 * Resolves once a message the other tab sends *after it heard ours* has reached this window: by
 * then any message of ours that this window would hear has been delivered (the browser delivers
 * a window's messages in the order they were sent), so "not heard" is an answer, not a race.
 */
async function roundTrip(heard: CrossTabMessage[]): Promise<void> {
  await waitFor(() => heard.some((message) => (message as { type: string }).type === 'test-sentinel'), 5000, 'the other tab to answer');
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  frame?.remove();
  frame = undefined;
});

describe('cross-tab messages', () => {
  it('reach another tab, and not the page that sent them', async () => {
    const other = await otherTab();
    const heardHere: CrossTabMessage[] = [];
    stops.push(listen((message) => heardHere.push(message)));
    // The other tab answers each message it hears with a sentinel, from a channel of its own.
    const heardThere: CrossTabMessage[] = [];
    stops.push(
      listen((message) => {
        if ((message as { type: string }).type === 'test-sentinel') return;
        heardThere.push(message);
        const reply = new other.BroadcastChannel('member-elements');
        reply.postMessage({ type: 'test-sentinel' });
        reply.close();
      }, other),
    );
    broadcast({ type: 'balance-change' });
    await waitFor(() => heardThere.length > 0, 5000, 'the other tab to hear it');
    expect(heardThere).to.deep.equal([{ type: 'balance-change' }]);
    await roundTrip(heardHere);
    expect(heardHere.map((message) => message.type)).to.deep.equal(['test-sentinel']);
  });

  it('the other tab is heard by every listener of this page', async () => {
    const other = await otherTab();
    const first: string[] = [];
    const second: string[] = [];
    stops.push(listen((message) => first.push(message.type)));
    stops.push(listen((message) => second.push(message.type)));
    broadcast({ type: 'saved-offers-change' }, other);
    await waitFor(() => first.length === 1 && second.length === 1, 5000, 'both listeners');
    expect([first, second]).to.deep.equal([['saved-offers-change'], ['saved-offers-change']]);
  });

  it('a saved offer this page removes does not make it read its saved list again', async () => {
    clearCookies();
    document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
    for (const cookie of personaCookieStrings(personas.find((persona) => persona.id === 'member-auto-renew')!)) document.cookie = cookie;
    await emulatorSiteConfig();
    resetSavedOffers();
    const reads: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/offers/dbr/user')) reads.push(url);
      return realFetch(input, init);
    };
    stops.push(() => {
      window.fetch = realFetch;
      resetSavedOffers();
      clearCookies();
      document.getElementById('site-config')?.remove();
    });
    await loadSavedOffers();
    expect($savedOffers.get().status).to.equal('ready');
    expect($savedOffers.get().ids).to.include('10482');
    expect(reads).to.have.length(1);

    const other = await otherTab();
    const heardHere: CrossTabMessage[] = [];
    stops.push(listen((message) => heardHere.push(message)));
    stops.push(
      listen((message) => {
        if ((message as { type: string }).type === 'test-sentinel') return;
        const reply = new other.BroadcastChannel('member-elements');
        reply.postMessage({ type: 'test-sentinel' });
        reply.close();
      }, other),
    );
    expect(await changeOffer('remove', '10482')).to.equal(200);
    await roundTrip(heardHere);
    expect(reads, 'no second read of the saved list').to.have.length(1);
    expect($savedOffers.get().ids).not.to.include('10482');
  });
});
