/**
 * <local-offers> (issue 32; ask-and-rewards 3.14, 3.15, 7.2, 7.4, 9.2; site 3.10 and 5; CONTRACT
 * 4c) in Chromium against the emulator, from its CMS template: the place combobox by keyboard,
 * its 500 ms pause and its aborts checked on the page clock (no waiting on real time); a search
 * near Phoenix; save; redeem through the choice; printing one card; remove with and without undo
 * (the undo window on the page clock); geolocation refused; the support form's errors, then its
 * thanks; a search without a place; the signed-out panel. The page's rewards calls are watched
 * (rewards-pages-helpers.ts); the place calls are counted here, with their abort signals.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { localOffersTemplate } from '../../cms-templates/local-offers.ts';
import { PLACES_DEBOUNCE_MS } from '../../src/domain/local-offers.ts';
import { UNDO_WINDOW_MS } from '../../src/core/undo-window.ts';
import { settled, waitFor } from './helpers.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';
import { rewardsPageHooks, setRewardsPersona } from './rewards-pages-helpers.ts';

const REWARDS = '/applications/loyalty-catalog/';
const PLACES = '/maps/places/autocomplete';
const SUPPORT = '/bin/servlet/local-offers-support';
let services = '';
const page$ = rewardsPageHooks(REWARDS, [() => import('../../elements/local-offers/define.ts')], (address) => {
  services = address;
  return { placesUrl: `${address}maps/places/autocomplete` };
});
/** The page's rewards calls: path after loyalty-catalog/ and query, with the body. */
const calls = async () =>
  (await page$.calls()).map((call) => ({ path: new URL(call.url).pathname.split(REWARDS)[1]! + new URL(call.url).search, body: call.body }));

/** The place calls (input and signal) and the support calls, recorded by the fetch below. */
let placeCalls: Array<{ input: string; signal: AbortSignal | undefined }> = [];
let supportBodies: string[] = [];
/** The deletes of saved offers: whether each was sent with keepalive. */
let deletes: boolean[] = [];
let wrapped: typeof window.fetch;
before(() => {
  wrapped = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), location.href);
    if (url.pathname.includes('/eredeem/deletesavedoffer/')) deletes.push(request?.keepalive ?? init?.keepalive ?? false);
    if (url.pathname === PLACES) placeCalls.push({ input: url.searchParams.get('input') ?? '', signal: request?.signal ?? init?.signal ?? undefined });
    // The servlet is on the site's own origin (7.4): here the test server's, so it goes to the emulator's.
    if (url.origin === location.origin && url.pathname === SUPPORT && request) {
      const body = await request.text();
      supportBodies.push(body);
      return wrapped(`${services}${SUPPORT.slice(1)}`, { method: 'POST', headers: request.headers, body, signal: request.signal });
    }
    return wrapped(input, init);
  };
});
beforeEach(() => {
  placeCalls = [];
  supportBodies = [];
  deletes = [];
});
afterEach(async () => {
  await resumeClock();
});

async function page(redemptionTypes?: string): Promise<HTMLElement> {
  const main = document.createElement('main');
  document.body.append(main);
  render([localOffersTemplate(redemptionTypes ? { redemptionTypes } : {})], main);
  const host = main.querySelector<HTMLElement>('local-offers')!;
  expect(await settled(host)).to.equal('ready');
  return host;
}
const ready = (host: HTMLElement) => waitFor(() => host.querySelector<HTMLInputElement>('input[role="combobox"]'), 8000, 'the search form');
const where = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const options = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.textContent);
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === name && !candidate.closest('[hidden]'))!;
const card = (host: HTMLElement, merchant: string) =>
  [...host.querySelectorAll<HTMLElement>('article')].find((article) => article.querySelector('h4')?.textContent === merchant && !article.closest('[hidden]'))!;
const tab = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((candidate) => candidate.textContent === name)!;

/** Types `text` into 'Where' (real keys), waits for the places, and chooses the first by keyboard. */
async function choosePlace(host: HTMLElement, text: string, expected: string): Promise<void> {
  where(host).focus();
  await sendKeys({ type: text });
  await waitFor(() => options(host).includes(expected), 5000, `the place ${expected}`);
  const index = options(host).indexOf(expected);
  for (let step = 0; step <= index; step += 1) await sendKeys({ press: 'ArrowDown' });
  expect(where(host).getAttribute('aria-activedescendant')).to.equal(host.querySelectorAll('[role="option"]')[index]!.id);
  await sendKeys({ press: 'Enter' });
  await waitFor(() => where(host).getAttribute('aria-expanded') === 'false', 3000, 'the list closed');
  expect(where(host).value).to.equal(expected);
}

async function searchPhoenix(host: HTMLElement): Promise<void> {
  await choosePlace(host, 'Phoen', 'Phoenix, AZ, USA');
  button(host, 'Search').click();
  await waitFor(() => host.getAttribute('data-local-offers-state') === 'results', 8000, 'the results');
}

describe('<local-offers> in Chromium', () => {
  it("'Where': nothing asked for a blank input, one call 500 ms after the last key, a newer key aborts the call out; Down and Enter choose", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    await pauseClock();
    where(host).focus();
    await sendKeys({ type: 'Pho' });
    await runClock(PLACES_DEBOUNCE_MS - 1);
    expect(placeCalls).to.have.length(0);
    await runClock(1);
    await waitFor(() => placeCalls.length === 1, 3000, 'the first place call');
    expect(placeCalls[0]!.input).to.equal('Pho');
    // The emulator holds the next answer: a key typed meanwhile aborts it, and its answer never shows.
    await page$.fault({ path: PLACES, delayMs: 1500, times: 1 });
    await sendKeys({ type: 'e' });
    await runClock(PLACES_DEBOUNCE_MS);
    await waitFor(() => placeCalls.length === 2, 3000, 'the second place call');
    expect(placeCalls[1]!.input).to.equal('Phoe');
    await sendKeys({ type: 'n' });
    expect(placeCalls[1]!.signal?.aborted, 'the held call aborted by the next key').to.equal(true);
    await runClock(PLACES_DEBOUNCE_MS - 1);
    expect(placeCalls).to.have.length(2);
    await runClock(1);
    await waitFor(() => placeCalls.length === 3, 3000, 'the third place call');
    expect(placeCalls[2]!.input).to.equal('Phoen');
    await waitFor(() => options(host).length === 2, 5000, 'the places');
    expect(options(host)).to.deep.equal(['Phoenix, AZ, USA', '85004, Phoenix, AZ, USA']);
    expect(where(host).getAttribute('aria-expanded')).to.equal('true');
    // Clearing the field asks nothing.
    await sendKeys({ press: 'Control+A' });
    await sendKeys({ press: 'Backspace' });
    expect(where(host).value).to.equal('');
    await runClock(2 * PLACES_DEBOUNCE_MS);
    expect(placeCalls).to.have.length(3);
    await resumeClock();
    await choosePlace(host, 'Arl', 'Arlington, VA, USA');
  });

  it('searching without a place says so on the field and sends nothing', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    button(host, 'Search').click();
    await waitFor(() => where(host).getAttribute('aria-invalid') === 'true', 3000, 'the field marked');
    const message = host.querySelector(`#${CSS.escape(where(host).getAttribute('aria-describedby')!.split(' ')[1]!)}`)!;
    expect(message.textContent).to.equal('Choose a place from the list, or use your location.');
    expect(document.activeElement).to.equal(where(host));
    expect((await calls()).filter((call) => call.path.startsWith('offers'))).to.deep.equal([]);
  });

  it("finds the offers near Phoenix (9.2's body), nearest first, with the distance; 'Save' becomes 'Saved'", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    await waitFor(() => host.querySelectorAll('select option').length > 1, 5000, 'the categories');
    expect(host.querySelector('select option')!.textContent).to.equal('All categories');
    await searchPhoenix(host);
    expect(host.querySelector('h3')!.textContent).to.equal('6 offers near Phoenix, AZ, USA');
    const merchants = [...host.querySelectorAll('article h4')].map((heading) => heading.textContent);
    expect(merchants[0]).to.equal('Copper Canyon Cantina');
    const first = card(host, 'Copper Canyon Cantina');
    expect(first.querySelector('.local-offers__distance')!.textContent).to.match(/^(Less than 0\.1 miles|\d+(\.\d)? miles?)$/);
    const search = (await calls()).find((call) => call.path.startsWith('offers'))!;
    expect(search.path).to.match(/^offers\?lat=33\.\d+&lng=-112\.\d+$/);
    expect(JSON.parse(search.body)).to.deep.include({
      sortBy: 'DISTANCE',
      searchRadius: 100,
      limitPerPage: 100,
      keywordSearch: '',
      redemptionTypes: ['MOBILE', 'PRINT'],
    });
    const save = button(first, 'Save');
    save.click();
    await waitFor(() => button(first, 'Saved')?.getAttribute('aria-disabled') === 'true', 5000, "'Saved'");
    expect((await calls()).filter((call) => call.path.includes('?save=true'))).to.have.length(1);
    button(first, 'Saved').click();
    expect((await calls()).filter((call) => call.path.includes('?save=true'))).to.have.length(1);

    // Removed in the 'Saved' tab: its card in the results offers 'Save' again.
    await pauseClock();
    tab(host, 'Saved offers').click();
    await waitFor(() => card(host, 'Copper Canyon Cantina')?.closest('[data-list="saved"]'), 5000, 'the saved list with it');
    button(card(host, 'Copper Canyon Cantina'), 'Remove').click();
    await runClock(UNDO_WINDOW_MS + 1);
    await waitFor(() => !card(host, 'Copper Canyon Cantina'), 5000, 'removed from the saved list');
    tab(host, 'Find offers').click();
    await waitFor(
      () => button(first, 'Save') !== undefined && button(first, 'Save').getAttribute('aria-disabled') !== 'true',
      5000,
      "'Save' again in the results",
    );
    expect(button(first, 'Saved')).to.equal(undefined);
    await runClock(1000);
  });

  it('a place the service does not know (its 4xx with a code): the plain message, and the search stays filled in', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    await choosePlace(host, 'Anch', 'Anchorage, AK, USA');
    const keyword = host.querySelector<HTMLInputElement>('input[id$="keyword"]')!;
    keyword.focus();
    await sendKeys({ type: 'cantina' });
    button(host, 'Search').click();
    await waitFor(() => host.getAttribute('data-local-offers-state') === 'failed', 8000, 'the refusal');
    const search = (await calls()).filter((call) => call.path.startsWith('offers'));
    expect(search).to.have.length(1);
    expect(search[0]!.path).to.match(/^offers\?lat=61\.\d+&lng=-149\.\d+$/);
    expect(host.textContent).to.include('We could not search near Anchorage, AK, USA. Try another place.');
    expect(host.textContent).not.to.include('Please try again');
    expect(where(host).value).to.equal('Anchorage, AK, USA');
    expect(keyword.value).to.equal('cantina');
    // Another place from there searches again.
    where(host).select();
    await sendKeys({ press: 'Backspace' });
    await searchPhoenix(host);
    expect(keyword.value).to.equal('cantina');
  });

  it("'Redeem' opens the choice; 'Print' redeems by PRINT, shows the code, and 'Print' marks that card alone for printing", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    await searchPhoenix(host);
    const first = card(host, 'Copper Canyon Cantina');
    const redeem = button(first, 'Redeem');
    expect(redeem.getAttribute('aria-expanded')).to.equal('false');
    redeem.click();
    await waitFor(() => redeem.getAttribute('aria-expanded') === 'true', 3000, 'the choice open');
    expect(button(first, 'Show on my phone')).not.to.equal(undefined);
    button(first, 'Print').click();
    await waitFor(() => first.querySelector('.local-offers__code'), 5000, 'the code');
    const redemption = (await calls()).find((call) => call.path.startsWith('eredeem/LO-5101'))!;
    expect(JSON.parse(redemption.body)).to.deep.include({ redemptionType: 'PRINT', merchantId: JSON.parse(redemption.body).merchantId });
    expect(first.querySelector('.local-offers__code')!.textContent).to.match(/^\w+-\d{4}-\d{4}$/);
    expect(first.textContent).to.contain('Print this offer and take it to Copper Canyon Cantina.');
    expect(document.activeElement).to.equal(first.querySelector('.local-offers__how'));
    // 'Print': the card is marked before window.print() runs, and unmarked after printing.
    const original = window.print;
    const marked: Array<string | null> = [];
    window.print = () => marked.push(host.querySelector('[data-print-mark="true"] h4')?.textContent ?? null);
    try {
      button(first, 'Print').click();
      expect(marked).to.deep.equal(['Copper Canyon Cantina']);
      expect(host.getAttribute('data-printing')).to.equal('true');
      expect(host.querySelectorAll('[data-print-mark="true"]')).to.have.length(1);
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => host.getAttribute('data-printing') === 'false', 3000, 'the mark cleared');
      expect(host.querySelectorAll('[data-print-mark]')).to.have.length(0);
    } finally {
      window.print = original;
    }
  });

  it("with data-redemption-types='MOBILE', 'Redeem' redeems on the phone at once: the code and where to show it", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page('MOBILE');
    await ready(host);
    await searchPhoenix(host);
    expect(host.querySelector('h3')!.textContent).to.equal('4 offers near Phoenix, AZ, USA');
    const first = card(host, 'Copper Canyon Cantina');
    const redeem = button(first, 'Redeem');
    expect(redeem.hasAttribute('aria-expanded')).to.equal(false);
    redeem.click();
    await waitFor(() => first.querySelector('.local-offers__code'), 5000, 'the code');
    expect(first.textContent).to.contain('Show this code at Copper Canyon Cantina.');
    expect(button(first, 'Print')).to.equal(undefined);
    const search = (await calls()).find((call) => call.path.startsWith('offers'))!;
    expect(JSON.parse(search.body).redemptionTypes).to.deep.equal(['MOBILE']);
  });

  it("'Saved': 'Remove' then 'Undo' keeps it (no call after the window); 'Remove' alone removes it when the window ends", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    tab(host, 'Saved offers').click();
    await waitFor(() => card(host, 'Maple Street Cinema'), 5000, 'the saved list');
    const saved = card(host, 'Maple Street Cinema');
    expect(saved.textContent).to.contain('Saved Nov 02, 2026');
    await pauseClock();
    button(saved, 'Remove').click();
    await waitFor(() => saved.getAttribute('data-card-state') === 'removing', 3000, 'removing');
    expect(saved.querySelector('.local-offers__removing')!.textContent).to.contain('Removing Maple Street Cinema');
    await runClock(20);
    await waitFor(() => document.activeElement === button(saved, 'Undo'), 3000, "focus on 'Undo'");
    button(saved, 'Undo').click();
    await waitFor(() => saved.getAttribute('data-card-state') === 'shown', 3000, 'kept');
    await runClock(20);
    await waitFor(() => document.activeElement === button(saved, 'Remove'), 3000, "focus back on 'Remove'");
    await runClock(UNDO_WINDOW_MS + 100);
    expect((await calls()).filter((call) => call.path.startsWith('eredeem/deletesavedoffer'))).to.deep.equal([]);
    button(saved, 'Remove').click();
    await waitFor(() => saved.getAttribute('data-card-state') === 'removing', 3000, 'removing again');
    await runClock(UNDO_WINDOW_MS - 1);
    expect((await calls()).filter((call) => call.path.startsWith('eredeem/deletesavedoffer'))).to.deep.equal([]);
    await runClock(1);
    await waitFor(() => host.textContent?.includes('You have no saved offers.'), 5000, 'the empty list');
    const sent = (await calls()).filter((call) => call.path.startsWith('eredeem/deletesavedoffer'));
    expect(sent.map((call) => call.path)).to.deep.equal(['eredeem/deletesavedoffer/LO-5003?userIdentifier=fed-member-auto-renew']);
    await runClock(20);
    expect(document.activeElement).to.equal(host.querySelector('[role="tabpanel"]'));
  });

  it("'Remove', then the page is left inside the undo window: the delete goes at once, with keepalive", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    tab(host, 'Saved offers').click();
    await waitFor(() => card(host, 'Maple Street Cinema'), 5000, 'the saved list');
    await pauseClock();
    button(card(host, 'Maple Street Cinema'), 'Remove').click();
    await waitFor(() => card(host, 'Maple Street Cinema').getAttribute('data-card-state') === 'removing', 3000, 'removing');
    expect(deletes).to.deep.equal([]);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => deletes.length === 1, 3000, 'the delete');
    expect(deletes).to.deep.equal([true]);
    await waitFor(() => host.textContent?.includes('You have no saved offers.'), 5000, 'the empty list');
    // The window's end sends nothing more.
    await runClock(UNDO_WINDOW_MS + 100);
    expect(deletes).to.deep.equal([true]);
  });

  it("'Redeemed': the code, the date, how; 'Print' for a printed one", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    tab(host, 'Redeemed offers').click();
    await waitFor(() => card(host, 'Riverbend Bistro'), 5000, 'the redeemed list');
    const redeemed = card(host, 'Riverbend Bistro');
    expect(redeemed.querySelector('.local-offers__code')!.textContent).to.equal('RB-4821-7735');
    expect(redeemed.textContent).to.contain('Redeemed Oct 12, 2026');
    expect(redeemed.textContent).to.contain('Redeemed by printing');
    expect(button(redeemed, 'Print')).not.to.equal(undefined);
  });

  it("'Use my location' refused: the plain message, and the place search still works", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    const geolocation = navigator.geolocation;
    const refusing = {
      getCurrentPosition: (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => refusing });
    try {
      button(host, 'Use my location').click();
      await waitFor(() => host.textContent?.includes('We could not get your location. Type a city or ZIP code instead.'), 3000, 'the message');
    } finally {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
    }
    await searchPhoenix(host);
    expect(host.querySelector('h3')!.textContent).to.equal('6 offers near Phoenix, AZ, USA');
  });

  it("'Use my location' given: 'My location' is the place, and the search goes there", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    const geolocation = navigator.geolocation;
    const giving = {
      getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 38.8816, longitude: -77.091 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => giving });
    try {
      button(host, 'Use my location').click();
      await waitFor(() => where(host).value === 'My location', 3000, "'My location'");
    } finally {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
    }
    button(host, 'Search').click();
    await waitFor(() => host.getAttribute('data-local-offers-state') === 'results', 8000, 'the results');
    expect(host.querySelector('h3')!.textContent).to.match(/^\d+ offers near My location$/);
    expect((await calls()).find((call) => call.path.startsWith('offers'))!.path).to.equal('offers?lat=38.8816&lng=-77.091');
  });

  it("'Report a problem': empty required fields are marked and focused, nothing sent; then the thanks with the number", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    button(host, 'Report a problem').click();
    const dialog = await waitFor(() => host.querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'the dialog');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Report a problem with an offer');
    button(dialog, 'Send').click();
    const offer = dialog.querySelector<HTMLInputElement>('input[name="offer"]')!;
    const problem = dialog.querySelector<HTMLTextAreaElement>('textarea[name="problem"]')!;
    await waitFor(() => offer.getAttribute('aria-invalid') === 'true', 3000, 'the offer field marked');
    expect(problem.getAttribute('aria-invalid')).to.equal('true');
    expect(dialog.querySelector<HTMLInputElement>('input[name="email"]')!.hasAttribute('aria-invalid')).to.equal(false);
    expect(dialog.querySelector(`#${CSS.escape(offer.getAttribute('aria-describedby')!)}`)!.textContent).to.equal('Tell us which offer or merchant.');
    expect(document.activeElement).to.equal(offer);
    expect(supportBodies).to.deep.equal([]);
    offer.focus();
    await sendKeys({ type: 'Copper Canyon Cantina' });
    problem.focus();
    await sendKeys({ type: 'The code was not accepted.' });
    button(dialog, 'Send').click();
    await waitFor(
      () => /^Thank you\. We received your report, number LOS-\d+\.$/.test(dialog.querySelector('.local-offers__thanks')?.textContent ?? ''),
      5000,
      'the thanks',
    );
    expect(JSON.parse(supportBodies[0]!)).to.deep.equal({
      offer: 'Copper Canyon Cantina',
      problem: 'The code was not accepted.',
      uuid: 'fed-member-auto-renew',
    });
    button(dialog, 'Close').click();
    await waitFor(() => !dialog.open, 3000, 'the dialog closed');
  });

  it('signed out: the Log in panel and no calls', async () => {
    setRewardsPersona('anonymous');
    const host = await page();
    await waitFor(() => host.getAttribute('data-rewards-access') === 'signed-out', 5000, 'signed out');
    expect(host.querySelector('[data-panel="signed-out"] a')!.textContent).to.equal('Log in');
    expect(await calls()).to.deep.equal([]);
    expect(placeCalls).to.deep.equal([]);
  });
});
