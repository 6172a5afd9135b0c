/**
 * `<member-strip>` (site 2.2, 2.4, 3.7, 4.5, 5, 8) in Chromium against this file's emulator,
 * mounted from its CMS template as the demo's pages place it (`memberStrip`, with the
 * configuration the demo serves embedded: fixtures/site/member-strip.*.json) under the demo's
 * site config: what each persona sees on the English and the Spanish site, the ids and query of
 * its links and the data layer, the discovery variant, the membership number (reveal, copy, the
 * re-verification redirect), collapse at 1023 / 1025 px, the login hand-off from a frame of
 * another origin, and bad configuration. The page's path is set with history.replaceState (the
 * Spanish site is the /espanol paths) and restored after each test. Expected texts come from the
 * configuration, so a copy change there does not break the tests.
 *
 * The card image's box while the image loads on a real page: test/e2e/member-strip.spec.ts.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/styles/elements.css';
import en from '../../fixtures/site/member-strip.en.json' with { type: 'json' };
import es from '../../fixtures/site/member-strip.es.json' with { type: 'json' };
import { demoSiteConfig, memberStrip } from '../../cms-templates/pages/index.ts';
import { memberNumber } from '../../emulator/handlers/identity.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { hideNumber } from '../../src/features/member-strip/member-strip.store.ts';
import {
  captureConsole,
  clearCookies,
  emulatorServices,
  emulatorSiteConfig,
  insertWithBrokenJson,
  linkStylesheet,
  settled,
  waitFor,
  setPersonaCookies,
} from './helpers.ts';
import { catchNavigation } from './navigation.ts';

let services = '';
const originalUrl = location.pathname + location.search;
const context = () => ({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' });

before(async () => {
  services = await emulatorServices();
  await emulatorSiteConfig(demoSiteConfig(context()));
  await linkStylesheet('/fixtures/site/demo.css');
  // The daily login (ask-and-rewards 4.6) is not what these tests look at.
  localStorage.setItem('firstLoginTS', String(8.64e15));
  await import('../../elements/member-strip/define.ts');
});

/** A fresh reading of identity for `id` at the page's address now, as a page load of that page would have. */
function setPersona(id: string): void {
  setPersonaCookies(id);
  startIdentity(window).stop();
  startIdentity(window);
}

/**
 * The strip of the page at `path` as `persona`: the template the demo's pages render, in the page's
 * grid, its configuration embedded (`embedded: false` keeps the configuration URL); once ready.
 */
async function openStrip(persona: string, path = '/', { embedded = true } = {}): Promise<HTMLElement> {
  history.replaceState(null, '', path);
  setPersona(persona);
  const main = document.createElement('main');
  document.body.append(main);
  render(memberStrip(context(), path.startsWith('/espanol') ? 'es' : 'en', path, { embedded }), main);
  const strip = main.querySelector<HTMLElement>('member-strip')!;
  expect(await settled(strip, 5000)).to.equal('ready');
  return strip;
}

const visible = (element: Element | null) => Boolean(element && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }));
const nameOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The strip's link named `name` that shows, if any. */
const shownLink = (strip: Element, name: string) => [...strip.querySelectorAll<HTMLAnchorElement>('a')].find((link) => visible(link) && nameOf(link) === name);
const panelOf = (strip: Element) => strip.querySelector<HTMLElement>('.member-strip__panel')!;

afterEach(async () => {
  document.body.replaceChildren();
  hideNumber();
  clearCookies();
  history.replaceState(null, '', originalUrl);
  startIdentity(window).refresh();
  await setViewport({ width: 1280, height: 900 });
});
after(() => clearCookies());

describe('<member-strip>: what each persona sees (site 4.5), desktop width', () => {
  beforeEach(() => setViewport({ width: 1280, height: 900 }));

  // [persona, page, strip state, texts shown, link names shown, link names absent]
  const rows: ReadonlyArray<[string, string, string, string[], string[], string[]]> = [
    [
      'member-auto-renew',
      '/',
      'member',
      [en.autoRenewslLabel, '06/30/2027'],
      [en.myAccountLinkText, en.mojoLinkLabel],
      [en.renewButtonText, en.enrollLinkLabel],
    ],
    ['member-not-auto-renew', '/', 'member', [en.membershipExpiresLabel, '01/15/2028'], [en.enrollLinkLabel, en.myAccountLinkText], [en.renewButtonText]],
    [
      'expiring-member',
      '/',
      'member',
      [en.membershipExpiresLabel, '02/14/2027', en.renewalMessage],
      [en.renewButtonText],
      [en.myAccountLinkText, en.enrollLinkLabel],
    ],
    ['lifetime-member', '/', 'member-lifetime', [en.mojoMembershipStatus], [en.myAccountLinkText], [en.renewButtonText]],
    ['registered-non-member', '/', 'non-member', [en.nonMemberWelcomeMessage], [en.joinNowLinkText, en.alreadyAMemberLinkText], [en.myAccountLinkText]],
    ['expired-member', '/', 'lapsed', [en.expiredMemberRenewText], [en.rejoinNowLinkText, en.learnMoreLinkLabel], [en.myAccountLinkText]],
    ['cancelled-member', '/', 'lapsed', [en.expiredMemberRenewText], [en.rejoinNowLinkText], []],
    ['suspended-m', '/', 'lapsed', [en.expiredMemberRenewText], [en.rejoinNowLinkText], []],
    [
      'member-auto-renew',
      '/espanol/',
      'member-es-account',
      [es.membershipAccountLabel],
      [es.supportLinkLabel, es.editAccountLinkLabel],
      [es.automaticRenewalLinkLabel, es.renewButtonText],
    ],
    [
      'member-not-auto-renew',
      '/espanol/',
      'member-es-account',
      [es.membershipAccountLabel],
      [es.automaticRenewalLinkLabel],
      [es.supportLinkLabel, es.renewButtonText],
    ],
    ['expiring-member', '/espanol/', 'member-es-renew', [es.renewalMessage], [es.renewButtonText], []],
  ];
  for (const [persona, path, state, texts, shown, absent] of rows) {
    it(`${persona} on ${path}: ${state}`, async () => {
      const strip = await openStrip(persona, path);
      await waitFor(() => strip.getAttribute('data-strip-state') === state, 5000, state);
      // The rendered strip's text (the embedded configuration's script beside it holds every text too).
      const shownText = strip.querySelector('section')!.innerText.replace(/\s+/g, ' ');
      for (const text of texts) expect(shownText, text).to.contain(text);
      for (const name of shown) expect(shownLink(strip, name), `${name} shown`).not.to.equal(undefined);
      for (const name of absent) expect(shownLink(strip, name), `${name} absent`).to.equal(undefined);
    });
  }

  it('anonymous: join and a log-in link with the query of site 2.4; every link carries its ids', async () => {
    const strip = await openStrip('anonymous');
    expect(strip.getAttribute('data-strip-state')).to.match(/^(anonymous|discovery)$/);
    const login = shownLink(strip, en.memberLoginLinkText)!;
    const href = new URL(login.getAttribute('href')!);
    expect(href.pathname).to.equal('/applications/user/login');
    expect(Object.fromEntries(href.searchParams)).to.include({ intcmp: 'DSO-HDR-LOGIN', response_type: 'code', scope: 'bui', state: '' });
    expect(href.searchParams.get('redirect_uri')).to.match(/\/member\/auth\/callback$/);
    expect(login.getAttribute('data-analytics-id')).to.equal(en.memberLoginLinkAnalyticsId);
    expect(shownLink(strip, en.joinNowLinkText)!.getAttribute('data-analytics-id')).to.match(/.+/);
  });

  it('a click pushes the analytics id to adobeDataLayer', async () => {
    const strip = await openStrip('expired-member');
    const rejoin = shownLink(strip, en.rejoinNowLinkText)!;
    rejoin.addEventListener('click', (event) => event.preventDefault());
    const box = rejoin.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    const pushed = (window as unknown as { adobeDataLayer?: Array<{ event?: string; eventInfo?: { analyticsId?: string } }> }).adobeDataLayer ?? [];
    expect(pushed.some((entry) => entry.event === 'member-strip-click' && entry.eventInfo?.analyticsId === en.rejoinNowLinkAnalyticsId)).to.equal(true);
  });
});

// Site 2.4, 3.7, 4.5: the discovery variant, for a visitor without a known user on a site that is
// not Spanish when discoveryTemplateCheck is 'true' (as the demo's English configuration says).
describe('<member-strip>: discovery variant (site 2.4, 3.7, 4.5)', () => {
  it('an anonymous visitor on the English site: the card image, the join message, join and log in', async () => {
    const strip = await openStrip('anonymous');
    expect(strip.getAttribute('data-strip-state')).to.equal('discovery');
    // The demo configuration gives no cardImageAlt: the default text alternative.
    const card = strip.querySelector<HTMLImageElement>('img.member-strip__card')!;
    expect([card.alt, visible(card), card.src]).to.deep.equal(['Membership card', true, new URL(en.cardImage, location.origin).href]);
    await waitFor(() => card.complete && card.naturalWidth > 0, 5000, 'the card image');
    expect(strip.querySelector('section')!.innerText).to.contain(en.joinNowMessage);
    expect(shownLink(strip, en.joinNowLinkText), 'join').not.to.equal(undefined);
    expect(shownLink(strip, en.memberLoginLinkText), 'log in').not.to.equal(undefined);
    expect([...strip.querySelectorAll('button')].filter((button) => nameOf(button).startsWith(en.viewMembershipNumberLabel))).to.have.length(0);
  });

  it('the Spanish site is never the discovery variant: anonymous there has no card image', async () => {
    const strip = await openStrip('anonymous', '/espanol/');
    expect(strip.getAttribute('data-strip-state')).to.equal('anonymous');
    expect(strip.querySelectorAll('img')).to.have.length(0);
    expect(shownLink(strip, es.joinNowLinkText), 'join').not.to.equal(undefined);
  });
});

describe('<member-strip>: membership number (site 2.4, 5)', () => {
  const viewButton = (strip: Element) => strip.querySelector<HTMLButtonElement>('button.member-strip__view')!;

  it('view -> loading -> number; a click copies it and says so', async () => {
    const strip = await openStrip('member-auto-renew');
    const view = viewButton(strip);
    expect(nameOf(view)).to.equal(`${en.viewMembershipNumberLabel} ${en.membershipNumberLabel}`);
    view.focus();
    await sendKeys({ press: 'Enter' });
    const number = memberNumber('member-auto-renew');
    const shown = await waitFor(() => strip.querySelector<HTMLButtonElement>('button.member-strip__number-value'), 5000, 'the number');
    expect(shown.getAttribute('aria-label')).to.contain(number);
    expect(document.activeElement === shown, 'the number has focus').to.equal(true);
    await sendKeys({ press: 'Enter' });
    const status = strip.querySelector('[role="status"]')!;
    await waitFor(() => /copied/i.test(status.textContent ?? ''), 3000, 'the notice');
    // The notice changed; the button the visitor is on is the same one, still focused.
    expect(document.activeElement === shown, 'the number still has focus').to.equal(true);
    // What the clipboard holds, pasted as a visitor would.
    const field = document.createElement('textarea');
    document.body.append(field);
    field.focus();
    await sendKeys({ press: 'Control+V' });
    expect(field.value).to.equal(number);
  });

  it('a password verified more than 59 minutes ago sends the visitor to log in again', async () => {
    const strip = await openStrip('member-not-auto-renew');
    const went = catchNavigation();
    try {
      viewButton(strip).click();
      const target = new URL(await waitFor(() => went.urls[0], 5000, 'the navigation'));
      expect(went.urls).to.have.length(1);
      expect(target.pathname).to.equal('/applications/user/login');
      expect(target.searchParams.get('intcmp')).to.equal('DSO-HDR-LOGIN');
      expect(target.searchParams.get('scope')).to.equal('bui');
    } finally {
      went.stop();
    }
  });
});

describe('<member-strip>: collapse (site 2.4: always expanded above 1024 px)', () => {
  const toggleOf = (strip: Element) => strip.querySelector<HTMLButtonElement>('button.member-strip__toggle');

  it('1023 px: a toggle opens and closes the panel', async () => {
    await setViewport({ width: 1023, height: 900 });
    const strip = await openStrip('member-auto-renew');
    const toggle = toggleOf(strip)!;
    expect(nameOf(toggle)).to.match(/membership details/i);
    expect([toggle.getAttribute('aria-expanded'), visible(panelOf(strip))]).to.deep.equal(['false', false]);
    toggle.click();
    await waitFor(() => visible(panelOf(strip)), 2000, 'the panel');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    await waitFor(() => !visible(panelOf(strip)), 2000, 'the panel to close');
  });

  it('1025 px: no toggle, the panel shown', async () => {
    await setViewport({ width: 1025, height: 900 });
    const strip = await openStrip('member-auto-renew');
    expect(toggleOf(strip)).to.equal(null);
    expect(visible(panelOf(strip))).to.equal(true);
  });

  it('a non-member strip is forced open at 1023 px', async () => {
    await setViewport({ width: 1023, height: 900 });
    const strip = await openStrip('registered-non-member');
    expect(visible(panelOf(strip))).to.equal(true);
    expect(shownLink(strip, en.joinNowLinkText), 'join').not.to.equal(undefined);
  });
});

describe('<member-strip> inside a frame of another origin (site 2.2)', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('log in posts redirectToLogin to the parent, with the parent page as state; the frame stays', async () => {
    const messages: Array<{ origin: string; data: Record<string, unknown> }> = [];
    const onMessage = (event: MessageEvent) => messages.push({ origin: event.origin, data: event.data as Record<string, unknown> });
    window.addEventListener('message', onMessage);
    try {
      // The test server's other origin; the frame sends this page's full URL as its referrer.
      const other = `http://${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
      frame = document.createElement('iframe');
      frame.title = 'member strip';
      frame.referrerPolicy = 'no-referrer-when-downgrade';
      frame.style.cssText = 'position: fixed; top: 0; left: 0; width: 1200px; height: 600px; border: 0;';
      frame.src = `${other}/test/browser/pages/partner-frame.html`;
      document.body.append(frame);
      const ready = await waitFor(() => messages.find((message) => message.data.type === 'ready'), 10_000, 'the framed strip');
      expect(ready.origin).to.equal(other);
      const { x, y } = ready.data.login as { x: number; y: number };
      await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
      const posted = await waitFor(() => messages.find((message) => message.data.event === 'redirectToLogin'), 5000, 'the message');
      expect(posted.origin).to.equal(other);
      const target = new URL(posted.data.url as string);
      expect(target.pathname).to.equal('/applications/user/login');
      expect(target.searchParams.get('state')).to.equal(location.href);
      // The frame itself did not navigate: its page still answers, at its address, with the strip.
      frame.contentWindow!.postMessage({ type: 'where' }, other);
      const here = await waitFor(() => messages.find((message) => message.data.type === 'here'), 5000, 'the frame to answer');
      expect([here.data.href, here.data.strip]).to.deep.equal([`${other}/test/browser/pages/partner-frame.html`, true]);
      expect(messages.filter((message) => message.data.event === 'redirectToLogin')).to.have.length(1);
    } finally {
      window.removeEventListener('message', onMessage);
    }
  });
});

describe('<member-strip>: bad configuration (CONTRACT 2, site 8)', () => {
  it('JSON that does not parse: nothing rendered, the error names the tag and quotes the text', async () => {
    const good = await openStrip('member-auto-renew');
    const { reason, errors } = await insertWithBrokenJson('member-strip', '{ "renewButtonText": "Renew", oops }', document.querySelector('main')!);
    expect(reason).to.match(/JSON/i);
    expect(errors.join('\n')).to.match(/<member-strip>.*oops/s);
    // The page's own strip is untouched.
    expect(good.getAttribute('data-element-state')).to.equal('ready');
  });

  it('a configuration URL that fails: the warning of site 8, and the strip still renders', async () => {
    // An article's strip, which fetches its configuration (the home embeds it): this test
    // server has nothing at /content/member/en/config/member-strip.json (a 404).
    const { result: strip, warnings } = await captureConsole(async () => {
      const strip = await openStrip('registered-non-member', '/health/info-2027/medicare-basics.html', { embedded: false });
      await waitFor(() => strip.querySelector('section'), 5000, 'the strip');
      return strip;
    });
    expect(warnings.find((text) => text.startsWith('Unable to find location. Error: '))).to.match(/with URL: .*member-strip\.json$/);
    expect(visible(strip.querySelector('section'))).to.equal(true);
  });
});
