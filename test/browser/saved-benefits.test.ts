/**
 * <saved-benefits> (site 2.10, 4.10, 5, 8) in Chromium against the emulator: the views per
 * persona (anonymous, 12 offers, 2 offers after filtering, one offer), the card, the banner copy,
 * remove by click / Enter / Space, Undo within the window, the timer, a failing removal (the
 * emulator's fault control) restoring the card with its retry counter, the last card leaving for
 * the empty view, keepalive on leave (the frame navigates away during the window; the page's
 * wrapped fetch saw the removal with keepalive: true, and the emulator says the offer was
 * removed), cross-tab (a save elsewhere appears without a reload), reduced motion, Spanish,
 * authoring mode (no requests) and bad configuration.
 *
 * Each test loads a CMS-like page (test/browser/pages/saved-benefits.html, ?lang=es or ?wcmmode=edit: the
 * offers and the configuration from /fixtures, same origin) in an iframe as a persona (cookies of
 * fixtures/personas.ts, "today" fixed by TimeTravelCookie).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { TODAY, fedidFor, personaCookieStrings, personas, tokenFor } from '../../fixtures/personas.ts';
import '../../elements/saved-benefits/define.ts';
import { captureConsole, clearCookies, mount, settled, waitFor } from './helpers.ts';
import { ariaSnapshot, pauseClock, resumeClock, runClock } from './page-commands.ts';
import { SAVED_BENEFITS_TIMING } from '../../src/features/saved-benefits/saved-benefits.logic.ts';

let services = '';
let frame: HTMLIFrameElement | undefined;

async function control(path: string, body?: unknown) {
  const answer = await fetch(`${services}__emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  expect(answer.status, `emulator ${path}`).to.equal(200);
}

/** The persona's saved ids, as the emulator has them. */
async function savedOnServer(personaId: string): Promise<string[]> {
  const answer = await fetch(`${services}applications/CoreApi/offers/dbr/user`, {
    headers: { 'Content-Type': 'application/json', fedId: fedidFor(personaId), Authorization: `Bearer ${tokenFor(personaId)}` },
  });
  const body = (await answer.json()) as { dbrOfferIds: Array<{ dbrOfferId: string }> };
  return body.dbrOfferIds.map((entry) => entry.dbrOfferId);
}

function setPersona(id: string): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  for (const cookie of personaCookieStrings(personas.find((persona) => persona.id === id)!)) document.cookie = cookie;
}

interface Loaded {
  win: Window & { adobeDataLayer?: Array<Record<string, unknown>> };
  doc: Document;
  host: HTMLElement;
}

async function load(personaId: string, page: 'en' | 'es' | 'authoring' | 'no-offers' = 'en', width = 1000): Promise<Loaded> {
  setPersona(personaId);
  frame = document.createElement('iframe');
  frame.width = String(width);
  frame.height = '900';
  const query = { en: '', es: '?lang=es', authoring: '?wcmmode=edit', 'no-offers': '?servlet=/nowhere/offers.json' }[page];
  frame.src = `/test/browser/pages/saved-benefits.html${query}`;
  document.body.append(frame);
  const host = await waitFor(
    () => frame!.contentDocument?.querySelector<HTMLElement>('saved-benefits[data-element-state="ready"], saved-benefits[data-element-state="error"]'),
    15_000,
    'the saved-benefits page',
  );
  return { win: frame.contentWindow as Loaded['win'], doc: frame.contentDocument!, host };
}

const cards = (loaded: Loaded) => [...loaded.host.querySelectorAll<HTMLElement>('.saved-offer')];
const liveCards = (loaded: Loaded) => cards(loaded).filter((card) => card.getAttribute('data-card-state') !== 'leaving');
const cardOf = (loaded: Loaded, id: string) => loaded.host.querySelector<HTMLElement>(`.saved-offer[data-offer-id="${id}"]`);
const removeButton = (card: HTMLElement) => card.querySelector<HTMLButtonElement>('.saved-offer__remove')!;
const undoButton = (card: HTMLElement) => card.querySelector<HTMLButtonElement>('.saved-offer__undo')!;
const region = (loaded: Loaded) => loaded.host.querySelector<HTMLElement>('[aria-live]')!;
const focused = (loaded: Loaded) => loaded.doc.activeElement;

interface SentFetch {
  url: string;
  method: string;
  keepalive: boolean;
}

/**
 * Wraps the page's `fetch` and records each call as the request it makes: its URL, method and
 * keepalive, from the init or from a Request passed as the input (ky passes a Request with the
 * options in it), so a keepalive given either way is seen.
 */
function recordFetches(win: Window): SentFetch[] {
  const sent: SentFetch[] = [];
  const original = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof (win as Window & typeof globalThis).Request ? input : undefined;
    sent.push({
      url: request?.url ?? String(input),
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      keepalive: init?.keepalive ?? request?.keepalive ?? false,
    });
    return original(input, init);
  };
  return sent;
}

/** Polls an async check (the emulator's answer) until it holds. */
async function poll(check: () => Promise<boolean>, timeout: number, what: string): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

before(async () => {
  services = await (await fetch('/__test/services')).text();
});

beforeEach(async () => {
  await control('reset');
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 1280, height: 900 });
});

afterEach(async () => {
  frame?.remove();
  frame = undefined;
  clearCookies();
  await control('reset');
});

describe('saved-benefits: views', () => {
  it('anonymous: label, title, description, the responsive picture with its alt, log in and create login', async () => {
    const loaded = await load('anonymous');
    expect(loaded.host.getAttribute('data-saved-view')).to.equal('anonymous');
    const view = loaded.host.querySelector('.saved-benefits__empty')!;
    expect(view.querySelector('.saved-benefits__label')!.textContent).to.equal('Saved Benefits');
    expect(view.querySelector('h2')!.textContent).to.equal('Keep your favorite member benefits in one place');
    expect(view.querySelector('.saved-benefits__description')!.textContent).to.match(/^Log in to save/);
    const sources = [...view.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('media'),
      new URL(source.getAttribute('srcset')!).pathname,
    ]);
    expect(sources).to.deep.equal([
      ['(min-width: 1024px)', '/fixtures/site/images/saved-benefits-desktop.svg'],
      ['(min-width: 768px)', '/fixtures/site/images/saved-benefits-tablet.svg'],
      ['(max-width: 767px)', '/fixtures/site/images/saved-benefits-mobile.svg'],
    ]);
    expect(view.querySelector('picture img')!.getAttribute('alt')).to.equal('A smiling couple in their sixties planning a trip on a tablet');
    const buttons = [...view.querySelectorAll<HTMLAnchorElement>('.saved-benefits__actions a')];
    expect(buttons.map((link) => [link.textContent, new URL(link.href).pathname])).to.deep.equal([
      ['Log In', '/applications/user/login'],
      ['Create Login', '/applications/user/register'],
    ]);
    expect(buttons[0]!.className).to.contain('primary');
    expect(cards(loaded)).to.have.length(0);
  });

  it('picks the picture per width: mobile at 390, tablet at 800, desktop at 1280', async () => {
    for (const [width, file] of [
      [390, 'mobile'],
      [800, 'tablet'],
      [1280, 'desktop'],
    ] as const) {
      const loaded = await load('anonymous', 'en', width);
      const img = loaded.host.querySelector<HTMLImageElement>('picture img')!;
      await waitFor(() => img.currentSrc.includes(`saved-benefits-${file}`), 5000, `the ${file} image at ${width}`);
      frame!.remove();
    }
  });

  it('a member with 12 offers to show: the list view with every card, in the servlet order, the banner after the third', async () => {
    const loaded = await load('lifetime-member');
    expect(loaded.host.getAttribute('data-saved-view')).to.equal('list');
    expect(loaded.host.querySelector('h2')!.textContent).to.equal('My Saved Benefits');
    expect(loaded.host.querySelector('.saved-benefits__description')!.textContent).to.match(/^Here are the member benefits you saved/);
    // 14 saved: a retired offer (10099) and an expired limited-time offer (10561) are not shown.
    expect(cards(loaded).map((card) => card.dataset.offerId)).to.deep.equal([
      '10482',
      '10517',
      '10533',
      '20114',
      '20152',
      '30207',
      '30244',
      '40318',
      '40355',
      '50401',
      '60118',
      '60125',
    ]);
    const box = loaded.host.querySelector('.saved-benefits__cards')!;
    const order = [...box.children].map((child) => (child.classList.contains('saved-benefits__banner') ? 'banner' : (child as HTMLElement).dataset.offerId));
    expect(order.indexOf('banner')).to.equal(3);
    const banner = box.querySelector('.saved-benefits__banner')!;
    expect(banner.textContent).to.contain('Members save on hotels.');
    expect(banner.querySelector('[id]'), 'no repeated ids in the copy').to.equal(null);
    expect(loaded.doc.querySelector('#promo'), 'the page keeps its own banner').not.to.equal(null);
  });

  it('the card: clickable 212x122 logo, title with superscript, Limited Time, Advertisement, the link with the modal URL, remove offer', async () => {
    const loaded = await load('lifetime-member');
    const card = cardOf(loaded, '10482')!;
    const logo = card.querySelector<HTMLAnchorElement>('.saved-offer__logo')!;
    const img = logo.querySelector('img')!;
    await waitFor(() => img.complete && img.naturalWidth > 0, 5000, 'the logo');
    const box = img.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([212, 122]);
    expect(new URL(logo.href).pathname).to.equal('/benefits/travel/harborline-cruises/');
    const title = card.querySelector('h3')!;
    expect(title.textContent).to.equal('Harborline® Cruises');
    expect(title.querySelector('sup')!.textContent).to.equal('®');
    const link = title.querySelector('a')!;
    expect(new URL(link.href).pathname).to.equal('/benefits/travel/harborline-cruises/');
    expect(new URL(link.dataset.modalUrl!).pathname).to.equal('/benefits/travel/harborline-cruises.offer-modal.html');
    expect(card.querySelector('.saved-offer__description')!.textContent).to.match(/^Limited Time: Save up to \$500/);
    expect(cardOf(loaded, '10517')!.querySelector('.saved-offer__description')!.textContent).not.to.contain('Limited Time');
    expect(card.querySelector('.saved-offer__ad')!.textContent).to.equal('Advertisement');
    const remove = removeButton(card);
    expect(remove.getAttribute('aria-label')).to.equal('remove offer');
    expect(loaded.doc.getElementById(remove.getAttribute('aria-describedby')!)!.textContent).to.equal('Harborline® Cruises');
    const target = remove.getBoundingClientRect();
    expect(target.width).to.be.at.least(44);
    expect(target.height).to.be.at.least(44);
    // © in a title too.
    expect(cardOf(loaded, '60125')!.querySelector('h3 sup')!.textContent).to.equal('©');
    // Opening an offer reports its analytics id.
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(loaded.win.adobeDataLayer).to.deep.include({ event: 'saved-benefits', eventInfo: { analyticsId: 'savedbenefits-offer-view' } });
  });

  it("a card's accessibility tree (Playwright's ARIA snapshot)", async () => {
    await load('lifetime-member');
    // The test page's offers link with the full address; the demo's are paths.
    const snapshot = (await ariaSnapshot('saved-benefits .saved-offer', 'iframe')).replaceAll(location.origin, '');
    expect(snapshot).to.equal(
      [
        '- article "Harborline® Cruises":',
        '  - heading "Harborline® Cruises" [level=3]:',
        '    - link "Harborline® Cruises":',
        '      - /url: /benefits/travel/harborline-cruises/',
        '      - text: Harborline',
        '      - superscript: ®',
        '      - text: Cruises',
        '  - paragraph:',
        '    - strong: "Limited Time:"',
        '    - text: Save up to $500 per stateroom plus $100 onboard credit on select 7-night sailings booked by March 31.',
        '  - paragraph: Advertisement',
        '  - button "remove offer"',
      ].join('\n'),
    );
  });

  it('a member whose limited-time offer expired: 2 of 3 shown, the banner after the last card', async () => {
    const loaded = await load('member-auto-renew');
    expect(cards(loaded).map((card) => card.dataset.offerId)).to.deep.equal(['10482', '30207']);
    const last = loaded.host.querySelector('.saved-benefits__cards')!.lastElementChild!;
    expect(last.classList.contains('saved-benefits__banner')).to.equal(true);
  });

  it('a logged-in member with nothing saved: the empty view without buttons', async () => {
    const loaded = await load('expired-member');
    expect(loaded.host.getAttribute('data-saved-view')).to.equal('empty');
    expect(loaded.host.querySelector('.saved-benefits__empty h2')!.textContent).to.equal('Keep your favorite member benefits in one place');
    expect(loaded.host.querySelectorAll('.saved-benefits__actions a')).to.have.length(0);
  });

  it('fits at 390 px: no sideways scrolling', async () => {
    await setViewport({ width: 390, height: 844 });
    const loaded = await load('lifetime-member', 'en', 390);
    expect(loaded.doc.documentElement.scrollWidth).to.be.at.most(390);
  });
});

describe('saved-benefits: removing', () => {
  it('remove offer by click shows " Removing " and the title, Undo (focused) and a loader; Undo in the window keeps it', async () => {
    const loaded = await load('member-auto-renew');
    const card = cardOf(loaded, '30207')!;
    removeButton(card).click();
    // React renders the click's update before the next task: wait for it, not a time.
    await waitFor(() => card.getAttribute('data-card-state') === 'removing', 3000, 'the removing state');
    const overlay = card.querySelector<HTMLElement>('.saved-offer__removing')!;
    expect(overlay.hidden).to.equal(false);
    expect(overlay.querySelector('p')!.textContent).to.equal(' Removing Evergreen Mutual® Auto & Home Insurance Program');
    expect(overlay.querySelector('.saved-offer__loader')).not.to.equal(null);
    expect(focused(loaded)).to.equal(undoButton(card));
    await waitFor(() => region(loaded).textContent!.includes('Removing Evergreen'), 3000, 'the announcement');
    undoButton(card).click();
    await waitFor(() => card.getAttribute('data-card-state') === 'normal', 3000, 'the card back to normal');
    expect(overlay.hidden).to.equal(true);
    expect(focused(loaded)).to.equal(removeButton(card));
    await waitFor(() => region(loaded).textContent!.includes('was not removed'), 3000, 'the undo announcement');
    // Well past the window: nothing was sent.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await savedOnServer('member-auto-renew')).to.include('30207');
    expect(cardOf(loaded, '30207')).not.to.equal(null);
    expect(loaded.win.adobeDataLayer!.map((entry) => (entry.eventInfo as { analyticsId: string }).analyticsId)).to.deep.equal([
      'savedbenefits-offer-remove',
      'savedbenefits-undo-remove',
    ]);
  });

  it('keyboard: Tab to remove offer, Space shows the overlay with Undo focused, Enter undoes, Enter again removes', async () => {
    const loaded = await load('member-auto-renew');
    const card = cardOf(loaded, '30207')!;
    // Tab from the card's title link to its 'remove offer'.
    card.querySelector<HTMLAnchorElement>('h3 a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(loaded)).to.equal(removeButton(card));
    await sendKeys({ press: 'Space' });
    await waitFor(() => focused(loaded) === undoButton(card), 3000, 'Undo focused');
    expect(await ariaSnapshot('saved-benefits .saved-offer[data-offer-id="30207"] .saved-offer__removing', 'iframe')).to.equal(
      ['- paragraph:', '  - text: Removing Evergreen Mutual', '  - superscript: ®', '  - text: Auto & Home Insurance Program', '- button "Undo"'].join('\n'),
    );
    await sendKeys({ press: 'Enter' });
    await waitFor(() => card.getAttribute('data-card-state') === 'normal', 3000, 'the card back to normal');
    expect(focused(loaded)).to.equal(removeButton(card));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => card.getAttribute('data-card-state') === 'removing', 3000, 'removing again');
    await waitFor(() => !card.isConnected, 10_000, 'the card to leave');
    // Focus went to the remaining card's 'remove offer'.
    expect(focused(loaded)).to.equal(removeButton(cardOf(loaded, '10482')!));
    expect(await savedOnServer('member-auto-renew')).not.to.include('30207');
  });

  for (const key of ['Enter', 'Space']) {
    it(`remove offer by ${key}: the timer sends the removal after the window, the card leaves, focus goes to the next card`, async () => {
      const loaded = await load('lifetime-member');
      const card = cardOf(loaded, '10517')!;
      removeButton(card).focus();
      await sendKeys({ press: key });
      expect(card.getAttribute('data-card-state')).to.equal('removing');
      // Still saved while the window is open (the call goes out only when it ends).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await savedOnServer('lifetime-member')).to.include('10517');
      await waitFor(() => !card.isConnected, 10_000, 'the card to leave');
      expect(await savedOnServer('lifetime-member')).not.to.include('10517');
      expect(liveCards(loaded)).to.have.length(11);
      expect(focused(loaded)).to.equal(removeButton(cardOf(loaded, '10533')!));
      expect(region(loaded).textContent).to.contain('has been removed');
      // The banner still follows the third card.
      const order = [...loaded.host.querySelector('.saved-benefits__cards')!.children];
      expect(order.findIndex((child) => child.classList.contains('saved-benefits__banner'))).to.equal(3);
    });
  }

  it('the card leaves with the 700 ms animation (none with reduced motion)', async () => {
    const loaded = await load('member-auto-renew');
    const card = cardOf(loaded, '10482')!;
    card.setAttribute('data-card-state', 'leaving');
    expect(loaded.win.getComputedStyle(card).animationName).to.equal('saved-offer-leave');
    expect(loaded.win.getComputedStyle(card).animationDuration).to.equal('0.7s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(loaded.win.getComputedStyle(card).animationName).to.equal('none');
    card.setAttribute('data-card-state', 'normal');
    // With reduced motion the card is taken out as soon as the removal is confirmed.
    const other = cardOf(loaded, '30207')!;
    const states: string[] = [];
    new MutationObserver(() => states.push(other.isConnected ? other.getAttribute('data-card-state')! : 'gone')).observe(loaded.host, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-card-state'],
    });
    removeButton(other).click();
    await waitFor(() => !other.isConnected, 10_000, 'the card to go');
    expect(states).not.to.include('leaving');
  });

  it('a failed removal (fault control: 500) restores the card and increases its retry counter', async () => {
    await control('faults', { path: '/applications/CoreApi/offers/dbr/remove/*', status: 500 });
    const loaded = await load('member-auto-renew');
    const card = cardOf(loaded, '10482')!;
    // The frame's console: its warnings name the offer, the status and the retry count.
    const warnings: string[] = [];
    const frameConsole = (loaded.win as unknown as { console: Console }).console;
    frameConsole.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    for (const attempt of [1, 2]) {
      removeButton(card).click();
      await waitFor(() => card.dataset.retryCount === String(attempt), 10_000, `failure ${attempt}`);
      expect(card.getAttribute('data-card-state')).to.equal('normal');
      expect(card.querySelector<HTMLElement>('.saved-offer__removing')!.hidden).to.equal(true);
      expect(focused(loaded)).to.equal(removeButton(card));
      await waitFor(() => region(loaded).textContent!.includes('could not be removed'), 3000, 'the failure announcement');
    }
    expect(warnings.some((text) => /offer 10482 was not removed \(status 500\).*retry 2/.test(text))).to.equal(true);
    expect(await savedOnServer('member-auto-renew')).to.include('10482');
  });

  it('a 204 (fault control) is not a removal: the card is restored, its retry counter goes up, the store keeps the offer and no other tab is told', async () => {
    await control('faults', { path: '/applications/CoreApi/offers/dbr/remove/*', status: 204 });
    const loaded = await load('member-auto-renew');
    const store = (loaded.win as unknown as { savedOffers: { get(): { ids: readonly string[] } } }).savedOffers;
    const heard: Array<{ type?: string }> = [];
    const otherTab = new BroadcastChannel('member-elements');
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data as { type?: string });
    try {
      const card = cardOf(loaded, '10482')!;
      removeButton(card).click();
      await waitFor(() => card.dataset.retryCount === '1', 10_000, 'the 204 answered');
      expect(card.isConnected).to.equal(true);
      expect(card.getAttribute('data-card-state')).to.equal('normal');
      expect(card.querySelector<HTMLElement>('.saved-offer__removing')!.hidden).to.equal(true);
      expect(focused(loaded)).to.equal(removeButton(card));
      await waitFor(() => region(loaded).textContent!.includes('could not be removed'), 3000, 'the failure announcement');
      expect(store.get().ids).to.include('10482');
      // A message from the page after the answer arrives after any the page sent before it.
      const fromPage = new (loaded.win as Window & typeof globalThis).BroadcastChannel('member-elements');
      fromPage.postMessage({ type: 'test-sentinel' });
      fromPage.close();
      await waitFor(() => heard.some((message) => message.type === 'test-sentinel'), 5000, 'the sentinel');
      expect(heard).to.deep.equal([{ type: 'test-sentinel' }]);
      expect(liveCards(loaded).map((live) => live.dataset.offerId)).to.deep.equal(['10482', '30207']);
    } finally {
      otherTab.close();
    }
  });

  it('removing the last card shows the empty view (no buttons) and focuses its heading', async () => {
    const loaded = await load('member-not-auto-renew');
    expect(cards(loaded)).to.have.length(1);
    removeButton(cards(loaded)[0]!).click();
    await waitFor(() => loaded.host.getAttribute('data-saved-view') === 'empty', 10_000, 'the empty view');
    expect(loaded.host.querySelectorAll('.saved-benefits__actions a')).to.have.length(0);
    expect(focused(loaded)).to.equal(loaded.host.querySelector('.saved-benefits__empty h2'));
    expect(await savedOnServer('member-not-auto-renew')).to.deep.equal([]);
  });

  it('keepalive on leave: the page is left during the window, and the emulator has the offer removed', async () => {
    const loaded = await load('lifetime-member');
    const sent = recordFetches(loaded.win);
    removeButton(cardOf(loaded, '50401')!).click();
    expect(await savedOnServer('lifetime-member')).to.include('50401');
    // Leave at once, well inside the 2400 ms window: pagehide sends it with keepalive.
    frame!.src = '/test/browser/pages/search-box-en.html';
    // It goes out as fetch(..., { keepalive: true }), so it outlives the page.
    await waitFor(() => sent.some((call) => call.url.includes('/offers/dbr/remove/')), 5000, 'the removal sent on pagehide');
    expect(sent.filter((call) => call.url.includes('/offers/dbr/remove/'))).to.deep.equal([
      { url: `${services}applications/CoreApi/offers/dbr/remove/50401`, method: 'POST', keepalive: true },
    ]);
    await poll(async () => !(await savedOnServer('lifetime-member')).includes('50401'), 8000, 'the emulator to have it removed');
  });

  it('a removal sent when the window ends (the page still open) is an ordinary fetch, without keepalive', async () => {
    // The page's clock is installed before the frame loads (so the frame's timers are the
    // clock's), then stands still: the window ends when the test moves it, however busy the machine.
    await pauseClock();
    await resumeClock();
    const loaded = await load('lifetime-member');
    const sent = recordFetches(loaded.win);
    const removals = () => sent.filter((call) => call.url.includes('/offers/dbr/remove/'));
    const card = cardOf(loaded, '50401')!;
    await pauseClock();
    try {
      const frameNow = () => (loaded.win as Window & typeof globalThis).Date.now();
      const before = frameNow();
      removeButton(card).click();
      await runClock(SAVED_BENEFITS_TIMING.undoWindowMs - 100);
      expect(frameNow() - before, "the frame's clock is the test's").to.equal(SAVED_BENEFITS_TIMING.undoWindowMs - 100);
      expect(removals(), 'nothing sent inside the window').to.deep.equal([]);
      await runClock(100);
      await waitFor(() => removals().length > 0, 5000, 'the removal at the window end');
      expect(removals()).to.deep.equal([{ url: `${services}applications/CoreApi/offers/dbr/remove/50401`, method: 'POST', keepalive: false }]);
      // The answer comes over the network (real time); then the exit animation runs on the clock.
      await waitFor(() => card.getAttribute('data-card-state') === 'leaving', 10_000, 'the answer');
      await runClock(SAVED_BENEFITS_TIMING.animationMs - 100);
      expect(card.isConnected, 'still leaving').to.equal(true);
      await runClock(100);
      await waitFor(() => !card.isConnected, 5000, 'the card to leave');
      expect(card.isConnected, 'the card left').to.equal(false);
    } finally {
      await resumeClock();
    }
  });
});

describe('saved-benefits: one state', () => {
  it('an offer saved in another tab appears without a reload', async () => {
    const loaded = await load('member-auto-renew');
    expect(cards(loaded)).to.have.length(2);
    // Another tab saves an offer: the service has it, and the tab tells the others.
    const saved = await fetch(`${services}applications/CoreApi/offers/dbr/save/50401`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', fedId: fedidFor('member-auto-renew'), Authorization: `Bearer ${tokenFor('member-auto-renew')}` },
    });
    expect(saved.status).to.equal(200);
    const channel = new BroadcastChannel('member-elements');
    channel.postMessage({ type: 'saved-offers-change' });
    channel.close();
    await waitFor(() => cardOf(loaded, '50401'), 10_000, 'the new card');
    expect(cards(loaded).map((card) => card.dataset.offerId)).to.deep.equal(['10482', '30207', '50401']);
    // One removed in another tab leaves.
    await fetch(`${services}applications/CoreApi/offers/dbr/remove/10482`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', fedId: fedidFor('member-auto-renew'), Authorization: `Bearer ${tokenFor('member-auto-renew')}` },
    });
    const again = new BroadcastChannel('member-elements');
    again.postMessage({ type: 'saved-offers-change' });
    again.close();
    await waitFor(() => !cardOf(loaded, '10482'), 10_000, 'the removed card to leave');
  });
});

describe('saved-benefits: languages, authoring, bad configuration', () => {
  it('Spanish: the configuration, the offers and every string the element adds', async () => {
    const loaded = await load('member-auto-renew', 'es');
    expect(loaded.host.querySelector('h2')!.textContent).to.equal('Mis beneficios guardados');
    const card = cardOf(loaded, '10482')!;
    expect(card.querySelector('.saved-offer__description')!.textContent).to.match(/^Por tiempo limitado: /);
    expect(card.querySelector('.saved-offer__ad')!.textContent).to.equal('Publicidad');
    expect(removeButton(card).getAttribute('aria-label')).to.equal('eliminar oferta');
    removeButton(card).click();
    await waitFor(() => card.getAttribute('data-card-state') === 'removing', 3000, 'the removing state');
    expect(card.querySelector('.saved-offer__removing p')!.textContent).to.match(/^ Eliminando /);
    expect(undoButton(card).textContent).to.equal('Deshacer');
    undoButton(card).click();
    await waitFor(() => card.getAttribute('data-card-state') === 'normal', 3000, 'undone');
  });

  it('authoring mode: the empty view with its buttons, and no offers request at all', async () => {
    const loaded = await load('member-auto-renew', 'authoring');
    expect(loaded.host.getAttribute('data-saved-view')).to.equal('anonymous');
    expect(loaded.host.querySelectorAll('.saved-benefits__actions a')).to.have.length(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const requested = loaded.win.performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(requested.filter((url) => /offers\.json|offers\/dbr/.test(url))).to.deep.equal([]);
  });

  it('embedded JSON that does not parse: nothing rendered, the error names the tag and the text, element-error', async () => {
    const events: unknown[] = [];
    document.addEventListener('element-error', (event) => events.push((event as CustomEvent).detail));
    const { errors } = await captureConsole(async () => {
      const host = mount(
        `<saved-benefits data-servlet-path="/fixtures/site/offers.json"><script type="application/json">{ "title": broken</script></saved-benefits>`,
      );
      expect(await settled(host)).to.equal('error');
      expect(host.querySelector('.saved-benefits')).to.equal(null);
      host.remove();
    });
    expect(errors.some((text) => text.startsWith('<saved-benefits>') && text.includes('{ "title": broken'))).to.equal(true);
    expect(events.some((detail) => (detail as { tag: string }).tag === 'saved-benefits')).to.equal(true);
  });

  it("an offers list that fails logs site 8's text and shows the empty view", async () => {
    const loaded = await load('member-auto-renew', 'no-offers');
    expect(loaded.host.getAttribute('data-saved-view')).to.equal('empty');
    // The test page records the frame's console errors from its first script on.
    const errors = (loaded.win as unknown as { __consoleErrors: string[] }).__consoleErrors;
    expect(errors.some((text) => text.startsWith('Unable to fetch the data. Error: '))).to.equal(true);
  });

  it("a configuration fetch that fails logs site 8's text with the URL", async () => {
    const { warnings } = await captureConsole(async () => {
      const host = mount(`<saved-benefits data-servlet-path="/fixtures/site/offers.json" data-json-url="/nowhere/saved.json"></saved-benefits>`);
      await settled(host, 10_000);
      host.remove();
    });
    expect(warnings.some((text) => /^Unable to fetch the data\. Error: .*, with URL: http:\/\/localhost:\d+\/nowhere\/saved\.json$/.test(text))).to.equal(true);
  });
});
