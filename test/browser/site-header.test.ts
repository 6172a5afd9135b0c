/**
 * `<site-header>` in Chromium at 390, 800 and 1280 px (site 2.1, 2.3, 4.3, 4.4, 8, 9;
 * ask-and-rewards 2.3): items and promo per persona (the known user from this file's emulator),
 * the account dropdown by keyboard and pointer, in English and Spanish, the points and the 'not
 * opted' state with a balance written in another document arriving without a reload, the
 * session-lost alert and where it sends the visitor, the shy header (scroll down and up, focus
 * inside shows it, activateShyHeader, CORE_HEADER.STICKY_UPDATE) and the offscreen navigation.
 * The header is the CMS template (cms-templates/site-header.ts) rendered with lit. The sponsor's
 * header on the programme sub-site is in programme-site.test.ts; the logout through the demo's
 * routes, the page without JavaScript and the page's layout shift in test/e2e/site-header.spec.ts.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/styles/elements.css';
import { SAMPLE_LINKS, siteHeaderTemplate } from '../../cms-templates/site-header.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { captureConsole, clearCookies, emulatorSiteConfig, settled, waitFor, setPersonaCookies } from './helpers.ts';
import { catchNavigation } from './navigation.ts';

const LINKS = SAMPLE_LINKS;
const CONFIG = { shyHeader: { hideAfter: 80, showAfter: 40, autoHideMs: 0 }, rewardsLink: '/rewards/', pointsFormat: 'brand' };

function setPersona(id: string, extraCookies: Record<string, string> = {}): void {
  setPersonaCookies(id, extraCookies);
  startIdentity(window).refresh();
}

// The services the header's identity calls (the known user, user info, the rewards membership):
// this file's emulator, named in the site config before the element (and identity) start.
const originalUrl = location.pathname + location.search;
before(async () => {
  const services = await emulatorSiteConfig();
  // The CMS dictionary of a Spanish page, as the demo serves it (the emulator's).
  document.documentElement.setAttribute('data-i18n-dictionary-src', `${services}libs/cq/i18n/dict.{locale}.json`);
  // The daily login (ask-and-rewards 4.6) would add to the balances the tests write.
  localStorage.setItem('firstLoginTS', String(8.64e15));
  await import('../../elements/site-header/define.ts');
});

let area: HTMLElement | undefined;
/** Renders the CMS template as a child of <body>, where the sticky header belongs (elements.css). */
async function mountHeader(config: Record<string, unknown> = CONFIG, locale: 'en' | 'es' = 'en'): Promise<HTMLElement> {
  const fragment = document.createDocumentFragment();
  render(
    siteHeaderTemplate({
      locale,
      links: LINKS,
      config,
      offscreenLinks: [
        ['Membership', '/membership/'],
        ['Rewards', '/rewards/'],
      ],
    }),
    fragment,
  );
  const host = fragment.querySelector('site-header')!;
  document.body.prepend(host);
  expect(await settled(host)).to.equal('ready');
  await waitFor(() => host.hasAttribute('data-header-settled'), 5000, 'the header to settle');
  return host as HTMLElement;
}

const visible = (element: Element | null) => Boolean(element && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }));
const item = (host: Element, name: string) => host.querySelector(`[data-header-item="${name}"]`);
const promo = (host: Element, name: string) => host.querySelector(`[data-promo="${name}"]`);
const accountButton = (host: Element) => host.querySelector<HTMLButtonElement>('.site-header__account-button')!;

afterEach(async () => {
  area?.remove();
  document.body.replaceChildren();
  clearCookies();
  history.replaceState(null, '', originalUrl);
  document.documentElement.removeAttribute('lang');
  startIdentity(window).refresh();
  window.scrollTo(0, 0);
  await setViewport({ width: 1280, height: 800 });
});

describe('<site-header> items per header user type (site 4.3, 4.4)', () => {
  // [persona, type, items shown, promo shown, account menu]. Items by their CMS names: Join, Log
  // In, Register, Renew, Rejoin, Enroll and Help are join, login, register, renew, rejoin, enroll
  // and icon-link; the promos 'Join and save 25%', 'Become a member', 'Turn on auto-renew', 'Renew
  // now' and 'Rejoin today' are keep, join, enroll, renew and rejoin.
  const rows: ReadonlyArray<[string, string, string[], string | null, boolean]> = [
    ['anonymous', 'anonymous-user', ['join', 'login', 'register', 'icon-link'], 'keep', false],
    // Known by a fedid, logged out: the known-user service's answer (site 3.3, 4.3).
    ['known-visitor', 'known-member-not-on-automatic-renew', ['icon-link'], 'enroll', false],
    ['member-auto-renew', 'member-on-automatic-renew', ['icon-link'], null, true],
    ['member-not-auto-renew', 'member-not-on-automatic-renew', ['icon-link'], 'enroll', true],
    ['expiring-member', 'expiring-member', ['icon-link'], 'renew', true],
    ['lifetime-member', 'lifetime-member', ['icon-link'], null, true],
    ['registered-non-member', 'non-member', ['icon-link'], 'join', true],
    ['expired-member', 'suspended-member', ['icon-link'], 'rejoin', true],
    ['suspended-m', 'suspended-member', ['icon-link'], 'rejoin', true],
    ['suspended-d', 'suspended-member', ['icon-link'], 'rejoin', true],
    // A sponsored visitor on the main site (no programme data): the cookie's rules.
    ['bh-sponsor-insurer1', 'non-member', ['icon-link'], 'join', true],
  ];
  for (const [persona, type, items, shownPromo, account] of rows) {
    it(`${persona}: ${type}`, async () => {
      setPersona(persona);
      const host = await mountHeader();
      await waitFor(() => host.getAttribute('data-header-user-type') === type, 3000, type);
      for (const name of ['join', 'login', 'register', 'renew', 'rejoin', 'enroll', 'icon-link']) {
        expect(visible(item(host, name)), name).to.equal(items.includes(name));
      }
      for (const name of ['keep', 'join', 'enroll', 'renew', 'rejoin']) expect(visible(promo(host, name)), `promo ${name}`).to.equal(name === shownPromo);
      expect(visible(host.querySelector('[data-account-menu]')), 'account menu').to.equal(account);
      // The sponsor's logo is for the programme sub-site only (programme-site.test.ts).
      expect([...host.querySelectorAll('img')].filter(visible)).to.have.length(0);
    });
  }
});

for (const width of [390, 800, 1280]) {
  describe(`account dropdown at ${width} px (site 2.3)`, () => {
    beforeEach(() => setViewport({ width, height: 800 }));

    it('keyboard: Enter opens, Tab reaches my account and log out, Escape closes and returns focus', async () => {
      setPersona('member-auto-renew', { member_rewards_balance: '1234' });
      const host = await mountHeader();
      const button = accountButton(host);
      await waitFor(() => visible(button), 3000, 'the account button');
      // 'Hi, {firstName}' below 768 px, the first name from there up.
      const shown = [...button.querySelectorAll('.site-header__name')].filter(visible).map((name) => name.textContent);
      expect(shown).to.deep.equal([width < 768 ? 'Hi, Pat' : 'Pat']);
      expect(button.textContent).to.contain('Account menu');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      const box = button.getBoundingClientRect();
      expect(box.height).to.be.at.least(44);
      button.focus();
      await sendKeys({ press: 'Enter' });
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(visible(panel)).to.equal(true);
      expect(panel.querySelector('[data-rewards-state]')!.textContent).to.equal('member Rewards 1,234 POINTS');
      // The panel is inside the viewport (no horizontal overflow at 390 px).
      const panelBox = panel.getBoundingClientRect();
      expect(panelBox.left).to.be.at.least(0);
      expect(panelBox.right).to.be.at.most(document.documentElement.clientWidth);
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.textContent).to.equal('member Rewards 1,234 POINTS');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.textContent).to.equal('My Account');
      expect((document.activeElement as HTMLAnchorElement).pathname).to.equal('/applications/account/myAccount.action');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.textContent).to.equal('Log Out');
      expect(document.activeElement?.localName).to.equal('button');
      await sendKeys({ press: 'Escape' });
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(visible(panel)).to.equal(false);
      expect(document.activeElement).to.equal(button);
    });

    it('pointer: a click opens, a click outside closes', async () => {
      setPersona('member-not-auto-renew');
      const host = await mountHeader();
      const button = accountButton(host);
      await waitFor(() => visible(button), 3000, 'the account button');
      const box = button.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      // No balance for a member with rewards access: the 'not opted' state.
      const rewards = host.querySelector('[data-rewards-state]')!;
      expect(rewards.getAttribute('data-rewards-state')).to.equal('not-opted');
      expect(rewards.textContent).to.equal('Not opted in to member Rewards');
      await sendMouse({ type: 'click', position: [Math.round(document.documentElement.clientWidth / 2), 600] });
      expect(button.getAttribute('aria-expanded')).to.equal('false');
    });
  });
}

describe('account dropdown on a Spanish page (site 2.1, 2.3)', () => {
  it('390 px: the greeting, the menu and log out in Spanish', async () => {
    await setViewport({ width: 390, height: 900 });
    document.documentElement.lang = 'es';
    setPersona('expiring-member');
    const host = await mountHeader(CONFIG, 'es');
    const button = accountButton(host);
    await waitFor(() => visible(button), 3000, 'the account button');
    expect(button.textContent).to.contain('Menú de la cuenta');
    expect([...button.querySelectorAll('.site-header__name')].filter(visible).map((name) => name.textContent)).to.deep.equal(['Hola, Kim']);
    button.click();
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await waitFor(() => visible(panel), 2000, 'the panel');
    const account = panel.querySelector<HTMLAnchorElement>('.site-header__account-link')!;
    expect([account.textContent, visible(account)]).to.deep.equal(['Mi cuenta', true]);
    const logout = panel.querySelector<HTMLButtonElement>('.site-header__logout')!;
    expect([logout.textContent, visible(logout)]).to.deep.equal(['Cerrar sesión', true]);
    const renew = promo(host, 'renew')!;
    expect([renew.textContent, visible(renew)]).to.deep.equal(['Renueve ahora', true]);
  });
});

describe('points written in another document (ask-and-rewards 2.3, 4.9)', () => {
  let other: HTMLIFrameElement | undefined;
  afterEach(() => other?.remove());

  it("no balance: 'not opted'; a balance another tab writes shows without a reload", async () => {
    // Lee is a member (ms 0, rewards access) who is not a rewards participant (at.rs 'N'): the
    // page never asks the rewards service, so without a balance cookie there is no balance.
    setPersona('member-not-auto-renew');
    const host = await mountHeader();
    const button = accountButton(host);
    await waitFor(() => visible(button), 3000, 'the account button');
    button.click();
    const line = host.querySelector('[data-rewards-state]')!;
    expect(line.getAttribute('data-rewards-state')).to.equal('not-opted');
    expect(line.textContent).to.equal('Not opted in to member Rewards');
    // Another same-origin document (as another tab) writes the cookie; nothing is broadcast.
    other = document.createElement('iframe');
    other.src = '/test/browser/pages/loader-only.html';
    document.body.append(other);
    await new Promise((resolve) => other!.addEventListener('load', resolve, { once: true }));
    other.contentDocument!.cookie = 'member_rewards_balance=2500; path=/; max-age=86400';
    const points = host.querySelector<HTMLAnchorElement>('a.site-header__rewards')!;
    await waitFor(() => points.textContent === 'member Rewards 2,500 POINTS', 10_000, 'the points');
    expect([line.getAttribute('data-rewards-state'), visible(points)]).to.deep.equal(['points', true]);
  });
});

describe('session lost (site 2.1, 8)', () => {
  const rows = [
    ['/health/info-2027/medicare-basics.html', 'Your request could not be completed because you have been signed out.', 'OK', '/'],
    ['/espanol/', 'No se pudo completar su solicitud porque se cerró su sesión.', 'Aceptar', '/espanol/'],
  ] as const;
  // The alert is rendered into <body>: the header goes first, so that React takes it out.
  let header: HTMLElement | undefined;
  afterEach(() => header?.remove());
  /** The alert's dialog, once shown, with its accessible name and its button. */
  const alertOf = async () => {
    const dialog = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"]'), 3000, 'the alert');
    const name = document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent;
    return { dialog, name, button: dialog.querySelector('button')! };
  };

  for (const [path, message, ok, root] of rows) {
    it(`${path}: the alert, then ${root}?resource=${path}`, async () => {
      history.replaceState(null, '', `${path}?from=test`);
      setPersona('member-auto-renew');
      header = await mountHeader(CONFIG, root === '/' ? 'en' : 'es');
      const went = catchNavigation();
      try {
        document.dispatchEvent(new CustomEvent('session-lost'));
        const { dialog, name, button } = await alertOf();
        expect(name).to.equal(message);
        expect(visible(dialog)).to.equal(true);
        expect(button.textContent).to.equal(ok);
        await waitFor(() => document.activeElement === button, 2000, `focus on ${ok}`);
        await sendKeys({ press: 'Enter' });
        const target = new URL(await waitFor(() => went.urls[0], 3000, 'the navigation'));
        expect([target.origin, target.pathname, target.searchParams.get('resource')]).to.deep.equal([location.origin, root, `${path}?from=test`]);
      } finally {
        went.stop();
      }
    });
  }

  it("the event's resource is used when it is a path of this site", async () => {
    history.replaceState(null, '', '/');
    setPersona('anonymous');
    header = await mountHeader();
    const went = catchNavigation();
    try {
      document.dispatchEvent(new CustomEvent('session-lost', { detail: { resource: '//evil.example/' } }));
      (await alertOf()).button.click();
      const target = new URL(await waitFor(() => went.urls[0], 3000, 'the navigation'));
      expect([target.origin, target.pathname, target.searchParams.get('resource')]).to.deep.equal([location.origin, '/', '/']);
    } finally {
      went.stop();
    }
  });
});

describe('points (ask-and-rewards 2.3, 4.9)', () => {
  it('a balance written by another tab shows without a reload', async () => {
    setPersona('member-auto-renew', { member_rewards_balance: '1234' });
    const host = await mountHeader();
    const line = () => host.querySelector('[data-rewards-state]')!;
    await waitFor(() => line().textContent === 'member Rewards 1,234 POINTS', 3000, 'the first balance');
    // Another tab writes the cookie; this tab hears it through cookieStore (or its poll).
    document.cookie = `member_rewards_balance=2500000; path=/`;
    await waitFor(() => line().textContent === 'member Rewards 2,500,000 POINTS', 5000, 'the new balance');
    document.cookie = 'member_rewards_balance=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await waitFor(() => line().getAttribute('data-rewards-state') === 'not-opted', 5000, "the 'not opted' state");
  });

  for (const [format, text] of [
    ['pts', '1,234 pts'],
    ['POINTS', '1,234 POINTS'],
  ] as const) {
    it(`pointsFormat '${format}': ${text}`, async () => {
      setPersona('member-auto-renew', { member_rewards_balance: '1234' });
      const host = await mountHeader({ ...CONFIG, pointsFormat: format });
      await waitFor(() => host.querySelector('[data-rewards-state]')?.textContent === text, 3000, text);
    });
  }
});

describe('shy header (site 2.3, 9)', () => {
  let spacer: HTMLElement;
  beforeEach(() => {
    spacer = document.createElement('div');
    spacer.style.height = '5000px';
  });
  afterEach(() => spacer.remove());

  for (const width of [390, 800, 1280]) {
    it(`${width} px: hides on scroll down, shows on scroll up, reports sticky, focus inside shows it`, async () => {
      await setViewport({ width, height: 700 });
      setPersona('anonymous');
      const events: boolean[] = [];
      document.addEventListener('CORE_HEADER.STICKY_UPDATE', (event) => events.push((event as CustomEvent<{ sticky: boolean }>).detail.sticky));
      const host = await mountHeader();
      document.body.append(spacer);
      window.scrollTo(0, 30);
      await waitFor(() => events.at(-1) === true, 2000, 'sticky while shown over content');
      expect(host.hasAttribute('data-shy-hidden')).to.equal(false);
      window.scrollTo(0, 600);
      await waitFor(() => host.hasAttribute('data-shy-hidden'), 2000, 'hidden after a scroll down');
      expect(events.at(-1)).to.equal(false);
      window.scrollTo(0, 500);
      await waitFor(() => !host.hasAttribute('data-shy-hidden'), 2000, 'shown after a scroll up');
      expect(events.at(-1)).to.equal(true);
      await waitFor(() => host.getBoundingClientRect().top === 0, 2000, 'the header at the top');
      window.scrollTo(0, 1200);
      await waitFor(() => host.hasAttribute('data-shy-hidden'), 2000, 'hidden again');
      // Keyboard focus inside the hidden header shows it (WCAG 2.4.11).
      (item(host, 'login') as HTMLElement).focus();
      await waitFor(() => !host.hasAttribute('data-shy-hidden'), 1000, 'shown for focus');
      // Never hidden while focus is inside.
      window.scrollTo(0, 2000);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(host.hasAttribute('data-shy-hidden')).to.equal(false);
      (document.activeElement as HTMLElement).blur();
      window.scrollTo(0, 2600);
      await waitFor(() => host.hasAttribute('data-shy-hidden'), 2000, 'hidden once focus left');
      // activateShyHeader (the mega-menu closing on tablet) shows it.
      document.dispatchEvent(new CustomEvent('activateShyHeader', { detail: 'megaMenuClosed', bubbles: true }));
      await waitFor(() => !host.hasAttribute('data-shy-hidden'), 1000, 'shown by activateShyHeader');
      window.scrollTo(0, 0);
      await waitFor(() => events.at(-1) === false, 2000, 'not sticky at the top');
    });
  }

  it("--site-header-height on <html> follows the header's height (for scroll-padding), and goes with the header", async () => {
    await setViewport({ width: 390, height: 700 });
    setPersona('anonymous');
    const root = document.documentElement;
    const height = () => root.style.getPropertyValue('--site-header-height');
    const host = await mountHeader();
    await waitFor(() => height() === `${host.getBoundingClientRect().height}px`, 2000, 'the header height on <html>');
    await setViewport({ width: 1280, height: 700 });
    await waitFor(() => height() === `${host.getBoundingClientRect().height}px`, 2000, 'the new height after a resize');
    host.remove();
    await waitFor(() => height() === '', 2000, 'the property removed with the header');
  });

  it("a scroll that comes before the header's first frame still counts (the first frame does not take it as the start)", async () => {
    await setViewport({ width: 800, height: 700 });
    setPersona('anonymous');
    document.body.append(spacer);
    // Hold the header's first-frame callback until after the scroll, whatever this machine's speed.
    const held: FrameRequestCallback[] = [];
    const requestFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => (held.push(callback), 0);
    let host: HTMLElement;
    try {
      host = await mountHeader();
    } finally {
      window.requestAnimationFrame = requestFrame;
    }
    window.scrollTo(0, 1000);
    // The scroll event is dispatched in the next frame, before that frame's callbacks.
    await new Promise((resolve) => requestFrame(resolve));
    for (const callback of held) callback(performance.now());
    await waitFor(() => host.hasAttribute('data-shy-hidden'), 2000, 'hidden after the scroll down');
  });

  it('content focused under the shown header is scrolled clear of it', async () => {
    await setViewport({ width: 800, height: 700 });
    setPersona('anonymous');
    const host = await mountHeader();
    const target = document.createElement('a');
    target.href = '#x';
    target.textContent = 'a link in the page';
    document.body.append(spacer);
    spacer.append(target);
    window.scrollTo(0, 1000);
    await waitFor(() => host.hasAttribute('data-shy-hidden'), 2000, 'hidden');
    window.scrollTo(0, 900);
    await waitFor(() => !host.hasAttribute('data-shy-hidden') && host.getBoundingClientRect().top === 0, 2000, 'shown');
    // Put the link just under the header's bottom edge, then focus it.
    const headerBottom = host.getBoundingClientRect().bottom;
    target.style.position = 'absolute';
    target.style.top = `${window.scrollY + headerBottom - 30}px`;
    target.focus();
    await waitFor(() => target.getBoundingClientRect().top >= host.getBoundingClientRect().bottom, 2000, 'the link clear of the header');
  });

  it('auto-hides 3000 ms after a scroll up showed it, when configured', async () => {
    await setViewport({ width: 1280, height: 700 });
    setPersona('anonymous');
    const host = await mountHeader({ ...CONFIG, shyHeader: { hideAfter: 80, showAfter: 40, autoHideMs: 3000 } });
    document.body.append(spacer);
    window.scrollTo(0, 1000);
    await waitFor(() => host.hasAttribute('data-shy-hidden'), 2000, 'hidden');
    window.scrollTo(0, 900);
    await waitFor(() => !host.hasAttribute('data-shy-hidden'), 2000, 'shown');
    await waitFor(() => host.hasAttribute('data-shy-hidden'), 8000, 'hidden again by itself');
  });
});

for (const width of [390, 800, 1280]) {
  describe(`offscreen navigation at ${width} px (site 2.3)`, () => {
    beforeEach(() => setViewport({ width, height: 800 }));

    it('opens as a disclosure, focus moves into it, Escape closes and returns focus', async () => {
      setPersona('anonymous');
      const host = await mountHeader();
      const opener = host.querySelector<HTMLElement>('[data-offscreen-nav-open]')!;
      const nav = host.querySelector<HTMLElement>('[data-offscreen-nav]')!;
      expect(opener.getAttribute('role')).to.equal('button');
      expect(opener.getAttribute('aria-expanded')).to.equal('false');
      expect(visible(nav)).to.equal(false);
      opener.focus();
      await sendKeys({ press: 'Enter' });
      expect(opener.getAttribute('aria-expanded')).to.equal('true');
      expect(location.hash).to.equal('');
      await waitFor(() => visible(nav), 2000, 'the nav shown');
      // Site 2.3: focus moves into it (500 ms after it opens).
      await waitFor(() => document.activeElement?.textContent === 'Membership', 3000, 'focus on the first link');
      // It slides in (a transform transition): where it comes to rest is inside the viewport. Read
      // at once, a machine busy enough to delay the transition saw it still sliding.
      await waitFor(
        () => {
          const box = nav.getBoundingClientRect();
          return box.left >= -1 && box.right <= width;
        },
        3000,
        'the nav inside the viewport',
      );
      await sendKeys({ press: 'Escape' });
      expect(opener.getAttribute('aria-expanded')).to.equal('false');
      expect(visible(nav)).to.equal(false);
      expect(document.activeElement).to.equal(opener);
    });

    it("a click opens it; 'Close menu' and a press outside close it", async () => {
      setPersona('anonymous');
      const host = await mountHeader();
      const opener = host.querySelector<HTMLElement>('[data-offscreen-nav-open]')!;
      const nav = host.querySelector<HTMLElement>('[data-offscreen-nav]')!;
      const click = async (element: Element) => {
        const box = element.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      };
      await click(opener);
      await waitFor(() => visible(nav), 2000, 'open');
      const close = nav.querySelector('.site-header__nav-close')!;
      expect(close.textContent).to.equal('Close menu');
      await waitFor(() => nav.getBoundingClientRect().left >= -1, 2000, 'slid in');
      await click(close);
      expect(visible(nav)).to.equal(false);
      expect(document.activeElement).to.equal(opener);
      await click(opener);
      await waitFor(() => visible(nav), 2000, 'open again');
      await sendMouse({ type: 'click', position: [width - 10, 700] });
      expect(visible(nav)).to.equal(false);
    });
  });
}

describe('bad input', () => {
  it('a sponsor logo with a script address: console error, no image, the header still works', async () => {
    setPersona('anonymous');
    const { result: host, errors } = await captureConsole(() => mountHeader({ ...CONFIG, rewardsLink: 'javascript:alert(1)' }));
    expect(errors.join('\n')).to.contain('rewardsLink');
    expect(host.getAttribute('data-header-user-type')).to.equal('anonymous-user');
  });

  it('malformed JSON: an error naming the tag and the text, the CMS header untouched and usable', async () => {
    setPersona('anonymous');
    area = document.createElement('div');
    document.body.append(area);
    render(siteHeaderTemplate({ locale: 'en', links: LINKS }), area);
    const host = area.querySelector('site-header')!;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '{ "shyHeader": ';
    host.prepend(script);
    const { errors } = await captureConsole(async () => {
      // Re-insert so the harness reads the new config.
      const parent = host.parentElement!;
      host.remove();
      parent.append(host);
      await waitFor(() => host.getAttribute('data-element-state') === 'error', 3000, 'the error state');
    });
    expect(errors.join('\n')).to.contain('<site-header>').and.contain('"shyHeader"');
    // Every CMS link shows (the page without the element's help).
    expect(visible(item(host, 'login'))).to.equal(true);
    expect(visible(item(host, 'join'))).to.equal(true);
  });
});
