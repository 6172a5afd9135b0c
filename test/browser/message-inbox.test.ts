/**
 * <message-inbox> (brain-health 3.2, 3.4, 4.10, 7.1, 8, 9; CONTRACT 4c) in Chromium against this
 * file's emulator, mounted from its CMS template with the programme's site config:
 *
 * - The bench condition first (before anything in this file could have loaded the SDK's module):
 *   anonymous, or signed in on a page without the inbox, the SDK is never requested.
 * - The 'sdk' adapter as far as it runs here: the real web SDK, loaded by dynamic import for a
 *   signed-in visitor, initialised with the emulator's base URL, sends its requests to the
 *   emulator's origin; the emulator does not speak its protocol, so the inbox says the messages
 *   are unavailable (no badge, no error). A blocked SDK (the import failing) likewise.
 * - The 'user-api' adapter (the demo's) with bh personas: the badge (2 unread of 4), the panel
 *   newest first, opening it marks the cards viewed (POSTs, cookies at 0), keyboard and focus
 *   (APG disclosure: Escape closes and focus returns), the other tabs' badge (a BroadcastChannel
 *   message from the test), the 15-minute cache on the page clock, 204 (No messages), a failing
 *   service, hostile card texts and links.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { render } from 'lit-html';
import { messageInboxTemplate } from '../../cms-templates/message-inbox.ts';
import { brainHealthConfig } from '../../cms-templates/pages/index.ts';
import { hostileStrings } from '../../fixtures/hostile/payloads.ts';
import { fedidFor } from '../../fixtures/personas.ts';
import { sdkLoader } from '../../src/api/program-inbox.ts';
import { readCookie } from '../../src/core/cookies.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { emulatorControl } from './gate-helpers.ts';
import { clearCookies, emulatorServices, emulatorSiteConfig, linkStylesheet, quietFor, setPersonaCookies, settled, waitFor } from './helpers.ts';
import { pauseClock, resumeClock, runClock, setClockTime } from './page-commands.ts';

let services = '';
const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled: ${String(event.reason)}`);

// The browser's own timeline, kept before the page clock is installed (its fake performance has no entries).
const entriesByType = performance.getEntriesByType.bind(performance);
const clearTimings = performance.clearResourceTimings.bind(performance);
const resources = () => entriesByType('resource').map((entry) => entry.name);
/** Requests for the SDK's code: the adapter module or the package. */
const sdkRequests = () => resources().filter((name) => /messaging-sdk|@braze|braze-web-sdk|web-sdk/.test(name));
const messagingCalls = (suffix = '') => resources().filter((name) => name.startsWith(`${services}messaging/v1/`) && name.endsWith(suffix));

before(async () => {
  await fetch('/__test/platform-paths', { method: 'POST' });
  services = await emulatorServices();
  await emulatorSiteConfig(brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }));
  await linkStylesheet();
  await import('../../elements/message-inbox/define.ts');
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
});

function setPersona(id: string | undefined, extra: Record<string, string> = {}): void {
  if (id) setPersonaCookies(id, extra);
  else clearCookies();
  startIdentity(window).refresh();
}

async function mountInbox(provider: 'sdk' | 'user-api' = 'user-api'): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.style.cssText = 'display: flex; justify-content: flex-end; padding: 8px;';
  render(messageInboxTemplate({ config: { provider } }), container);
  document.body.append(container);
  const host = container.querySelector<HTMLElement>('message-inbox')!;
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

const state = (host: HTMLElement) => host.getAttribute('data-inbox-state');
const toggle = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('[data-inbox-toggle]')!;
const badge = (host: HTMLElement) => host.querySelector<HTMLElement>('[data-inbox-badge]')!;
const panel = (host: HTMLElement) => host.querySelector<HTMLElement>('[data-inbox-panel]')!;
const titles = (host: HTMLElement) => [...panel(host).querySelectorAll('.message-inbox__title')].map((title) => title.textContent);

beforeEach(() => {
  clearTimings();
  errors.length = 0;
});
afterEach(async () => {
  document.body.replaceChildren();
  await emulatorControl('reset');
  localStorage.clear();
});
after(() => {
  setPersona(undefined);
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
});

describe('<message-inbox>: the SDK only where an inbox runs (the bench condition, 4.10)', () => {
  it('anonymous: the element hidden, no SDK request, no messaging call', async () => {
    setPersona(undefined);
    const host = await mountInbox('sdk');
    await waitFor(() => state(host) === 'off', 5000, 'off');
    expect(host.hidden).to.equal(true);
    await quietFor(200);
    expect(sdkRequests()).to.deep.equal([]);
    expect(messagingCalls()).to.deep.equal([]);
  });

  it('an auth cookie without a token, or a token without an auth cookie: off, no SDK', async () => {
    setPersona('bh-returning-member', { access_token: '' });
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    startIdentity(window).refresh();
    const host = await mountInbox('sdk');
    await waitFor(() => state(host) === 'off', 5000, 'off without a token');
    document.body.replaceChildren();
    setPersona('bh-returning-member');
    document.cookie = 'at=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    startIdentity(window).refresh();
    const other = await mountInbox('sdk');
    await waitFor(() => state(other) === 'off', 5000, 'off without an auth cookie');
    await quietFor(200);
    expect(sdkRequests()).to.deep.equal([]);
  });

  it('signed in on a page without the inbox: no SDK request', async () => {
    setPersona('bh-returning-member');
    await import('../../elements/message-inbox/define.ts');
    document.body.innerHTML = '<p>A programme page without the inbox.</p>';
    await quietFor(300);
    expect(sdkRequests()).to.deep.equal([]);
    expect(messagingCalls()).to.deep.equal([]);
  });
});

describe("<message-inbox>: the 'user-api' adapter (4.10, 7.1)", () => {
  it('bh-returning-member: a badge of 2 (cards not viewed), named for screen readers', async () => {
    setPersona('bh-returning-member');
    const host = await mountInbox();
    await waitFor(() => state(host) === 'ready', 5000, 'ready');
    expect(badge(host).hidden).to.equal(false);
    expect(badge(host).querySelector('[aria-hidden="true"]')!.textContent).to.equal('2');
    expect(badge(host).querySelector('.visually-hidden')!.textContent).to.equal('2 unread messages');
    expect(readCookie('inboxUnreadCount')).to.equal('2');
    const expires = Number(readCookie('inboxExpiration'));
    expect(expires - Date.now()).to.be.within(899_000, 900_000);
    expect(panel(host).hidden).to.equal(true);
    expect(toggle(host).getAttribute('aria-expanded')).to.equal('false');
    expect(toggle(host).getAttribute('aria-controls')).to.equal(panel(host).id);
    const call = messagingCalls('/content-cards');
    expect(call).to.have.length(1);
    expect(call[0]).to.equal(`${services}messaging/v1/users/fed-bh-returning-member/content-cards`);
  });

  it('opening the panel lists the cards newest first and marks them viewed: badge gone, cookies at 0', async () => {
    setPersona('bh-returning-member');
    const host = await mountInbox();
    await waitFor(() => state(host) === 'ready', 5000, 'ready');
    toggle(host).click();
    await waitFor(() => toggle(host).getAttribute('aria-expanded') === 'true', 2000, 'expanded');
    expect(panel(host).hidden).to.equal(false);
    await waitFor(() => titles(host).length === 4, 3000, 'the cards');
    expect(titles(host)).to.deep.equal([
      'Today’s puzzle is ready',
      'New recipe: sheet-pan salmon with greens',
      'Receta nueva: avena con arándanos y nueces',
      'Join the 5-day walking challenge',
    ]);
    const link = panel(host).querySelector<HTMLAnchorElement>('.message-inbox__link')!;
    expect(link.href).to.equal(`${location.origin}/daily-puzzles`);
    expect(link.textContent).to.equal('Play now');
    await waitFor(() => badge(host).hidden, 3000, 'the badge to go');
    expect(readCookie('inboxUnreadCount')).to.equal('0');
    await waitFor(() => messagingCalls('/viewed').length === 2, 3000, 'two viewed marks');
    // The emulator has them viewed: a new inbox (no cache) counts 0.
    document.body.replaceChildren();
    document.cookie = 'inboxExpiration=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const again = await mountInbox();
    await waitFor(() => state(again) === 'ready', 5000, 'ready again');
    expect(badge(again).hidden).to.equal(true);
  });

  it('keyboard: Enter opens, Escape closes and focus returns to the button; a press outside closes', async () => {
    setPersona('bh-returning-member');
    const host = await mountInbox();
    await waitFor(() => state(host) === 'ready', 5000, 'ready');
    toggle(host).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !panel(host).hidden, 2000, 'open');
    await waitFor(() => titles(host).length === 4, 3000, 'the cards');
    panel(host).querySelector<HTMLAnchorElement>('a')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => panel(host).hidden, 2000, 'closed');
    expect(document.activeElement).to.equal(toggle(host));
    expect(toggle(host).getAttribute('aria-expanded')).to.equal('false');
    const rect = toggle(host).getBoundingClientRect();
    expect(rect.height).to.be.at.least(44);
    expect(rect.width).to.be.at.least(44);
  });

  it("another tab's read: the badge goes in this tab (a cross-tab message)", async () => {
    setPersona('bh-returning-member');
    const host = await mountInbox();
    await waitFor(() => badge(host).hidden === false, 5000, 'the badge');
    // The other tab marked them viewed: it wrote the cookies (for this visitor) and told the tabs.
    localStorage.setItem('inboxCountOwner', fedidFor('bh-returning-member'));
    document.cookie = `inboxUnreadCount=0; path=/`;
    document.cookie = `inboxExpiration=${Date.now() + 600_000}; path=/`;
    const channel = new BroadcastChannel('member-elements');
    channel.postMessage({ type: 'inbox-change' });
    channel.close();
    await waitFor(() => badge(host).hidden, 3000, 'the badge to go');
  });

  it("another member's fresh count (their session ended without our logout): never shown, this member's count is asked and kept", async () => {
    setPersona('bh-returning-member');
    localStorage.setItem('inboxCountOwner', fedidFor('bh-first-time-member'));
    document.cookie = 'inboxUnreadCount=7; path=/';
    document.cookie = `inboxExpiration=${Date.now() + 600_000}; path=/`;
    const shown: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const observer = new MutationObserver(() => {
      const text = container.querySelector('[data-inbox-badge] [aria-hidden="true"]')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    render(messageInboxTemplate({ config: { provider: 'user-api' } }), container);
    const host = container.querySelector<HTMLElement>('message-inbox')!;
    await waitFor(() => state(host) === 'ready', 5000, 'asked');
    observer.disconnect();
    expect(shown).to.deep.equal(['2']);
    expect(messagingCalls('/content-cards')).to.have.length(1);
    expect([readCookie('inboxUnreadCount'), localStorage.getItem('inboxCountOwner')]).to.deep.equal(['2', fedidFor('bh-returning-member')]);
  });

  it('opening the panel tells the other tabs', async () => {
    setPersona('bh-returning-member');
    const host = await mountInbox();
    await waitFor(() => state(host) === 'ready', 5000, 'ready');
    const channel = new BroadcastChannel('member-elements');
    const heard: unknown[] = [];
    channel.addEventListener('message', (event) => heard.push(event.data));
    toggle(host).click();
    await waitFor(() => heard.length > 0, 3000, 'the message');
    channel.close();
    expect(heard).to.deep.equal([{ type: 'inbox-change' }]);
  });

  it('a viewed mark that fails: a warning, the badge still goes (the visitor has seen them), no error', async () => {
    setPersona('bh-returning-member');
    await emulatorControl('faults', { path: '/messaging/v1/users/*/content-cards/*/viewed', status: 500 });
    const warnings: string[] = [];
    const { warn } = console;
    console.warn = (...args: unknown[]) => (warnings.push(args.map(String).join(' ')), warn(...args));
    try {
      const host = await mountInbox();
      await waitFor(() => state(host) === 'ready', 5000, 'ready');
      toggle(host).click();
      await waitFor(() => badge(host).hidden, 3000, 'the badge to go');
      await waitFor(() => warnings.some((line) => line.includes('<message-inbox> could not mark the messages read')), 3000, 'the warning');
      expect(readCookie('inboxUnreadCount')).to.equal('0');
      expect(errors).to.deep.equal([]);
    } finally {
      console.warn = warn;
    }
  });

  it('no cards (204): no badge, "No messages"; 0 is cached too', async () => {
    setPersona('bh-exclusive');
    const host = await mountInbox();
    await waitFor(() => state(host) === 'ready', 5000, 'ready');
    expect(badge(host).hidden).to.equal(true);
    expect(readCookie('inboxUnreadCount')).to.equal('0');
    toggle(host).click();
    await waitFor(() => panel(host).textContent === 'No messages', 3000, 'No messages');
    expect(messagingCalls('/viewed')).to.deep.equal([]);
  });

  for (const [what, rule] of [
    ['a 500', { status: 500 }],
    ['no answer (the connection dropped)', { drop: 'before' }],
    ['a body that is not JSON', { body: 'malformed' }],
    ['a body of the wrong shape', { body: 'wrong-shape' }],
  ] as const) {
    it(`a failing service (${what}): unavailable, no badge, no error on the page`, async () => {
      setPersona('bh-returning-member');
      await emulatorControl('faults', { path: '/messaging/v1/users/*/content-cards', method: 'GET', ...rule });
      const host = await mountInbox();
      await waitFor(() => state(host) === 'unavailable' || state(host) === 'ready', 10_000, 'an answer');
      if (rule === undefined || !('body' in rule) || rule.body !== 'wrong-shape') expect(state(host)).to.equal('unavailable');
      expect(badge(host).hidden).to.equal(true);
      toggle(host).click();
      await waitFor(() => /Messages are unavailable right now|No messages/.test(panel(host).textContent ?? ''), 3000, 'the panel message');
      expect(errors).to.deep.equal([]);
    });
  }

  it('unavailable, then the service is back: opening the panel again tries again and lists the cards (no retry on its own)', async () => {
    setPersona('bh-returning-member');
    await emulatorControl('faults', { path: '/messaging/v1/users/*/content-cards', method: 'GET', status: 503, times: 1 });
    const host = await mountInbox();
    await waitFor(() => state(host) === 'unavailable', 10_000, 'unavailable');
    toggle(host).click();
    await waitFor(() => state(host) === 'ready', 10_000, 'ready after the second try');
    expect(messagingCalls('/content-cards')).to.have.length(2);
    await waitFor(() => titles(host).length === 4, 3000, 'the cards');
    await waitFor(() => badge(host).hidden, 3000, 'the badge to go (opened: read)');
    expect(errors).to.deep.equal([]);
  });

  it('unavailable with the panel closed: nothing asks again on its own', async () => {
    setPersona('bh-returning-member');
    await emulatorControl('faults', { path: '/messaging/v1/users/*/content-cards', method: 'GET', status: 503, times: 1 });
    const host = await mountInbox();
    await waitFor(() => state(host) === 'unavailable', 10_000, 'unavailable');
    await new Promise((done) => setTimeout(done, 300));
    expect(messagingCalls('/content-cards')).to.have.length(1);
    expect(state(host)).to.equal('unavailable');
  });

  it('hostile card texts and links: text only, no script link, nothing runs', async () => {
    const trapped: string[] = [];
    (window as unknown as Record<string, unknown>).__hostileTrap = (id: string) => trapped.push(id);
    setPersona('bh-returning-member');
    await emulatorControl('faults', { path: '/messaging/v1/users/*/content-cards', method: 'GET', body: 'hostile' });
    const host = await mountInbox();
    await waitFor(() => state(host) === 'ready' || state(host) === 'unavailable', 5000, 'an answer');
    toggle(host).click();
    await waitFor(() => titles(host).length > 0, 3000, 'the hostile cards');
    await quietFor(300);
    // Each title arrived as text: the payload itself, not markup made of it.
    for (const title of titles(host))
      expect(
        hostileStrings.map((payload) => payload.trim()),
        `title ${title}`,
      ).to.include(title!.trim());
    expect(panel(host).querySelectorAll('script, iframe, img, svg, object, embed, [onerror], [onload], [style]')).to.have.length(0);
    for (const link of panel(host).querySelectorAll('a')) expect(['http:', 'https:']).to.include(new URL(link.href).protocol);
    expect(trapped).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('the Spanish texts', async () => {
    setPersona('bh-returning-member');
    history.replaceState(null, '', '/espanol/bienestar-cerebral-prueba/');
    try {
      const container = document.createElement('div');
      render(messageInboxTemplate({ locale: 'es', config: { provider: 'user-api' } }), container);
      document.body.append(container);
      const host = container.querySelector<HTMLElement>('message-inbox')!;
      await waitFor(() => state(host) === 'ready', 5000, 'ready');
      expect(badge(host).querySelector('.visually-hidden')!.textContent).to.equal('2 mensajes sin leer');
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});

describe("<message-inbox>: the 'sdk' adapter (the provider's web SDK)", () => {
  it('a blocked SDK (its import fails): unavailable in the panel, no badge, no error on the page', async () => {
    const load = sdkLoader.load;
    sdkLoader.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module (blocked)'));
    try {
      setPersona('bh-returning-member');
      const host = await mountInbox('sdk');
      await waitFor(() => state(host) === 'unavailable', 5000, 'unavailable');
      expect(badge(host).hidden).to.equal(true);
      toggle(host).click();
      await waitFor(() => panel(host).textContent?.includes('Messages are unavailable right now'), 3000, 'the panel message');
      expect(errors).to.deep.equal([]);
    } finally {
      sdkLoader.load = load;
    }
  });

  it("loads for a signed-in visitor, starts against the emulator's origin and sends its calls there; the emulator does not speak its protocol: unavailable", async () => {
    setPersona('bh-returning-member');
    // On the page clock: the adapter's time limit is one of its timers, and so are the SDK's.
    await pauseClock();
    try {
      const host = await mountInbox('sdk');
      // The SDK's own requests ({baseUrl}/data/ first, then content_cards/sync) go to the emulator.
      const sdkCalls = () => messagingCalls().filter((name) => !name.includes('/users/'));
      for (let step = 0; step < 40 && sdkCalls().length === 0; step += 1) {
        await runClock(100);
        await quietFor(50);
      }
      expect(sdkRequests().length, 'the SDK module was loaded').to.be.above(0);
      expect(sdkCalls()[0], `the SDK's first call, to ${services}messaging/v1/`).to.equal(`${services}messaging/v1/data/`);
      expect(state(host)).to.equal('loading');
      // Its answers are not the SDK's protocol: it holds the refresh back (retrying), no cards
      // come, and the adapter's time limit (8 s) ends the wait.
      await runClock(8_000);
      await waitFor(() => state(host) === 'unavailable', 3000, 'unavailable');
      expect(badge(host).hidden).to.equal(true);
    } finally {
      await resumeClock();
    }
    expect(errors).to.deep.equal([]);
  });
});

// Last: the page clock, once installed, stays in this file's page. (The SDK of the test before may
// still retry its data request: only the messaging user API's calls count here.)
describe('<message-inbox>: the count cache (4.10, 9)', () => {
  it('a fresh cached count is the badge without a call; after 15 minutes (page clock) it is asked again', async () => {
    setPersona('bh-returning-member');
    await pauseClock();
    try {
      localStorage.setItem('inboxCountOwner', fedidFor('bh-returning-member'));
      document.cookie = 'inboxUnreadCount=3; path=/';
      document.cookie = `inboxExpiration=${Date.now() + 900_000}; path=/`;
      const host = await mountInbox();
      await waitFor(() => state(host) === 'idle', 3000, 'idle');
      expect(badge(host).textContent).to.equal('33 unread messages');
      expect(messagingCalls('/content-cards')).to.deep.equal([]);
      document.body.replaceChildren();
      await setClockTime(new Date(Date.now() + 899_000).toISOString());
      const still = await mountInbox();
      expect(state(still)).to.equal('idle');
      expect(messagingCalls('/content-cards')).to.deep.equal([]);
      document.body.replaceChildren();
      await setClockTime(new Date(Date.now() + 1_000).toISOString());
      await resumeClock();
      const later = await mountInbox();
      await waitFor(() => state(later) === 'ready', 5000, 'asked again');
      expect(badge(later).querySelector('[aria-hidden="true"]')!.textContent).to.equal('2');
      expect(messagingCalls('/content-cards')).to.have.length(1);
    } finally {
      await resumeClock();
    }
  });
});
