/**
 * What the rewards browser tests share: a persona's cookies on the demo's day (with an optional
 * cached balance) and identity read again; the rewards page tests' set-up against the emulator
 * (reset, a fresh rewards client, the page's calls of one service watched); an emulator fault.
 */
import { expect } from 'chai';
import { personaCookieStrings, personas, TODAY } from '../../fixtures/personas.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { setRewardsClient } from '../../src/stores/rewards-client.ts';
import { clearCookies, emulatorServices, emulatorSiteConfig, linkStylesheet } from './helpers.ts';

/** The persona's cookies, TimeTravelCookie at the demo's day, the balance cookie when given; identity reads them. */
export function setRewardsPersona(id: string, balance?: number): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  for (const cookie of personaCookieStrings(personas.find((persona) => persona.id === id)!)) document.cookie = cookie;
  if (balance !== undefined) document.cookie = `member_rewards_balance=${balance}; path=/`;
  startIdentity(window).refresh();
}

export interface WatchedCalls {
  /** The page's calls whose URL contains the watched text: URL and body, in order. */
  calls(): Promise<Array<{ url: string; body: string }>>;
  /** Adds an emulator fault rule. */
  fault(rule: Record<string, unknown>): Promise<void>;
}

/**
 * Registers the mocha hooks of a rewards page test: the emulator's site config and the styles,
 * the daily login kept out of the way, the page's calls whose URL contains `watched` recorded;
 * before each test the emulator reset and a fresh rewards client; after each the body emptied.
 * `siteExtra` adds site-config fields (given the emulator's services address).
 */
export function rewardsPageHooks(
  watched: string,
  defines: ReadonlyArray<() => Promise<unknown>>,
  siteExtra: (services: string) => Record<string, unknown> = () => ({}),
): WatchedCalls {
  const nativeFetch = window.fetch;
  let services = '';
  let recorded: Array<Promise<{ url: string; body: string }>> = [];
  before(async () => {
    services = await emulatorSiteConfig(siteExtra(await emulatorServices()));
    await linkStylesheet();
    localStorage.setItem('firstLoginTS', String(8.64e15));
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes(watched)) {
        const body = input instanceof Request ? input.clone().text() : Promise.resolve(typeof init?.body === 'string' ? init.body : '');
        recorded.push(body.then((text) => ({ url, body: text })));
      }
      return nativeFetch(input, init);
    };
    for (const define of defines) await define();
  });
  beforeEach(async () => {
    await nativeFetch(`${services}__emulator/reset`, { method: 'POST' });
    setRewardsClient(document, undefined);
    recorded = [];
  });
  afterEach(() => document.body.replaceChildren());
  after(() => {
    window.fetch = nativeFetch;
    clearCookies();
  });
  return {
    calls: () => Promise.all(recorded),
    async fault(rule) {
      const answer = await nativeFetch(`${services}__emulator/faults`, {
        method: 'POST',
        body: JSON.stringify(rule),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).to.equal(200);
    },
  };
}
