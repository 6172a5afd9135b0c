/**
 * <mega-menu> (site 2.3, 4.7, 9) in Chromium at 1280, 800 and 390 px: hover (the delays read from
 * the element's recorded state, never from a clock), click, keyboard (Enter, Space, Escape, arrows,
 * Home/End, 'Back', 'Close menu'), both scroll-close thresholds at each width, sticky on the core header's event, mouse-down
 * navigation and its exceptions, the tablet and mobile menus, the active link, Spanish labels and
 * bad markup.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/mega-menu/define.ts';
import { megaMenuTemplate, type MegaMenuFields } from '../../cms-templates/mega-menu.ts';
import { captureConsole, linkStylesheet, settled, waitFor } from './helpers.ts';

const FIELDS: MegaMenuFields = {
  tabs: [
    {
      label: 'Benefits',
      href: '#benefits',
      subChannels: [
        { label: 'Travel', href: '#travel', overlay: [{ label: 'Cruises', href: '#cruises' }] },
        { label: 'Saved', href: '#saved', overlay: [{ label: 'Saved list', href: '#saved-list' }] },
      ],
    },
    { label: 'Health', href: '#health', subChannels: [{ label: 'Medicare', href: '#medicare' }] },
    { label: 'Money', href: '#money' },
  ],
  sponsorLogos: [{ src: '/fixtures/none.svg', alt: 'Sponsor', width: 80, height: 30 }],
};

let area: HTMLElement;

// The real stylesheet, as pages link it (Vite serves the source CSS).
before(() => linkStylesheet());
const originalPath = location.pathname + location.search;

async function mountMenu(fields: MegaMenuFields = FIELDS): Promise<HTMLElement> {
  area = document.createElement('div');
  document.body.append(area);
  render(megaMenuTemplate(fields), area);
  const host = area.querySelector<HTMLElement>('mega-menu')!;
  expect(await settled(host)).to.equal('ready');
  return host;
}

const $ = (host: HTMLElement, selector: string) => host.querySelector<HTMLElement>(selector)!;
const tabLi = (host: HTMLElement, index: number) => host.querySelectorAll<HTMLElement>(':scope > nav > ul > li')[index]!;
const link = (host: HTMLElement, name: string) => [...host.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === name)!;
const button = (host: HTMLElement, name: string) => [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!;
const panel = (host: HTMLElement, index: number) => tabLi(host, index).querySelector<HTMLElement>('[data-panel]')!;
const shown = (element: Element) => element.getClientRects().length > 0;
const centre = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] as [number, number];
};
/** The names of the tabs whose panel is open. */
const openPanels = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>('[data-panel]:not([hidden])')].map((region) => region.closest('li')!.querySelector('a')!.textContent);
/**
 * What has focus, by name: an added button as '{part}: {its text}', else the text of the link.
 * A string, so that a failed assertion is reported (web-test-runner cannot send a DOM node in
 * one: the run hangs until its time limit instead).
 */
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing';
  const part = element.getAttribute('data-mega-menu-part');
  return part ? `${part}: ${element.textContent}` : (element.textContent ?? element.localName);
};
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Records, in order, every change of the host's delay attributes and of the panels' `hidden`. */
function record(host: HTMLElement): { log: string[]; stop: () => void } {
  const log: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const change of records) {
      const target = change.target as HTMLElement;
      const name = change.attributeName!;
      if (target === host) log.push(`${name}=${host.getAttribute(name)}`);
      else log.push(`${target.closest('li')?.querySelector('a')?.textContent} ${target.hidden ? 'closed' : 'open'}`);
    }
  });
  observer.observe(host, { attributes: true, attributeFilter: ['data-hover-delay', 'data-overlay-delay'] });
  for (const region of host.querySelectorAll('[data-panel]')) observer.observe(region, { attributes: true, attributeFilter: ['hidden'] });
  return { log, stop: () => observer.disconnect() };
}

/** Scrolls the window to `y` and resolves once the scroll event has been handled. */
async function scrollTo(y: number): Promise<void> {
  if (Math.round(window.scrollY) === y) return;
  const handled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
  window.scrollTo(0, y);
  await handled;
  await frame();
}

afterEach(async () => {
  await resetMouse();
  window.scrollTo(0, 0);
  area?.remove();
  for (const child of [...document.body.children]) if (child.localName !== 'script') child.remove();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-i18n-dictionary-src');
  history.replaceState(null, '', originalPath);
});

describe('<mega-menu> on desktop (1280 px)', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));

  it('adds one disclosure button per tab with a panel, closed, linked to its panel', async () => {
    const host = await mountMenu();
    expect(host.getAttribute('data-view')).to.equal('desktop');
    const more = button(host, 'More in Benefits');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(more.getAttribute('aria-controls')).to.equal(panel(host, 0).id);
    expect(panel(host, 0).hidden).to.equal(true);
    expect(button(host, 'More in Health')).to.be.instanceOf(HTMLButtonElement);
    expect(tabLi(host, 2).querySelector('button')).to.equal(null);
    // 'Open main menu', 'Close menu' and 'Back' are for 1024 px and below.
    expect(shown(button(host, 'Open main menu'))).to.equal(false);
    expect(shown(button(host, 'Back'))).to.equal(false);
    // The sponsor logos stay after the tabs.
    expect($(host, 'nav > ul').nextElementSibling).to.equal($(host, '[data-sponsor-logos]'));
    for (const target of [link(host, 'Benefits'), more]) {
      const rect = target.getBoundingClientRect();
      expect(rect.height, 'target height').to.be.at.least(44);
    }
  });

  it('opens on hover after 500 ms, then another after 100 ms while one is open; leaving closes it', async () => {
    const host = await mountMenu();
    const { log, stop } = record(host);
    await sendMouse({ type: 'move', position: centre(link(host, 'Benefits')) });
    await waitFor(() => !panel(host, 0).hidden, 3000, 'the Benefits panel to open');
    await sendMouse({ type: 'move', position: centre(link(host, 'Health')) });
    await waitFor(() => !panel(host, 1).hidden, 3000, 'the Health panel to open');
    expect(panel(host, 0).hidden, 'one panel at a time').to.equal(true);
    await sendMouse({ type: 'move', position: [640, 780] });
    await waitFor(() => panel(host, 1).hidden, 3000, 'the hover-opened panel to close when the mouse leaves');
    stop();
    const opened = log.filter((entry) => entry.startsWith('data-hover-delay=') || entry.endsWith(' open'));
    expect(opened).to.deep.equal([
      'data-hover-delay=500',
      'data-hover-delay=null',
      'Benefits open',
      'data-hover-delay=100',
      'data-hover-delay=null',
      'Health open',
    ]);
  });

  it('does not open a hovered tab the mouse leaves before its delay, and Escape dismisses hover content', async () => {
    const host = await mountMenu();
    await sendMouse({ type: 'move', position: centre(link(host, 'Benefits')) });
    await waitFor(() => !panel(host, 0).hidden, 3000, 'the Benefits panel to open');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => panel(host, 0).hidden, 3000, 'Escape to close the hover-opened panel');
    await sendMouse({ type: 'move', position: [640, 780] });
    // Entering and leaving before the delay cancels the pending open.
    const { log, stop } = record(host);
    tabLi(host, 1).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(host.getAttribute('data-hover-delay')).to.equal('500');
    tabLi(host, 1).dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    expect(host.hasAttribute('data-hover-delay')).to.equal(false);
    await new Promise((resolve) => setTimeout(resolve, 700));
    stop();
    expect(log.filter((entry) => entry.endsWith(' open'))).to.deep.equal([]);
    expect(panel(host, 1).hidden).to.equal(true);
  });

  it('shows a hovered sub-channel overlay after 50 ms, and closing re-activates the first sub-tab', async () => {
    const host = await mountMenu();
    button(host, 'More in Benefits').click();
    // The view renders a click's state in the next microtask (React): wait for it.
    await waitFor(() => !panel(host, 0).hidden, 3000, 'the Benefits panel to open');
    const subs = panel(host, 0).querySelectorAll<HTMLElement>(':scope > ul > li');
    expect(subs[0]!.hasAttribute('data-sub-active')).to.equal(true);
    expect(shown(link(host, 'Cruises'))).to.equal(true);
    expect(shown(link(host, 'Saved list'))).to.equal(false);
    const { log, stop } = record(host);
    await sendMouse({ type: 'move', position: centre(link(host, 'Saved')) });
    await waitFor(() => subs[1]!.hasAttribute('data-sub-active'), 3000, 'the Saved sub-tab to activate');
    stop();
    expect(log.slice(0, 2)).to.deep.equal(['data-overlay-delay=50', 'data-overlay-delay=null']);
    expect(shown(link(host, 'Saved list'))).to.equal(true);
    expect(shown(link(host, 'Cruises'))).to.equal(false);
    button(host, 'More in Benefits').click();
    await waitFor(() => panel(host, 0).hidden, 3000, 'the Benefits panel to close');
    expect(subs[0]!.hasAttribute('data-sub-active')).to.equal(true);
    expect(subs[1]!.hasAttribute('data-sub-active')).to.equal(false);
  });

  it('opens on click, one panel at a time; a click outside or focus leaving closes it', async () => {
    const host = await mountMenu();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.prepend(outside);
    await sendMouse({ type: 'click', position: centre(button(host, 'More in Health')) });
    expect(panel(host, 1).hidden).to.equal(false);
    expect(host.hasAttribute('data-panel-open')).to.equal(true);
    button(host, 'More in Benefits').click();
    await waitFor(() => !panel(host, 0).hidden, 3000, 'the Benefits panel to open');
    expect(panel(host, 1).hidden).to.equal(true);
    await sendMouse({ type: 'click', position: centre(outside) });
    await waitFor(() => panel(host, 0).hidden, 3000, 'a press outside to close it');
    button(host, 'More in Health').focus();
    button(host, 'More in Health').click();
    await waitFor(() => !panel(host, 1).hidden, 3000, 'the Health panel to open');
    outside.focus();
    await waitFor(() => panel(host, 1).hidden, 3000, 'focus leaving the menu to close it');
  });

  it('keyboard: arrows, Home and End among the top-level items, Down into the panel, Escape back to the button', async () => {
    const host = await mountMenu();
    link(host, 'Benefits').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(button(host, 'More in Benefits'));
    await sendKeys({ press: 'Enter' });
    expect(panel(host, 0).hidden).to.equal(false);
    expect(button(host, 'More in Benefits').getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(link(host, 'Travel'));
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(link(host, 'Cruises'));
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(link(host, 'Saved'));
    expect(shown(link(host, 'Saved list')), 'a focused sub-channel shows its overlay').to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(panel(host, 0).hidden).to.equal(true);
    expect(document.activeElement).to.equal(button(host, 'More in Benefits'));
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(link(host, 'Money'));
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement, 'no wrap at the end').to.equal(link(host, 'Money'));
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(button(host, 'More in Health'));
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(link(host, 'Benefits'));
    // Escape from a tab link closes an open panel and focuses its button.
    button(host, 'More in Health').click();
    link(host, 'Money').focus();
    await sendKeys({ press: 'Escape' });
    expect(panel(host, 1).hidden).to.equal(true);
    expect(document.activeElement).to.equal(button(host, 'More in Health'));
  });

  it('tabs navigate on a left mouse-down and on Enter, not on a right-click or with a modifier', async () => {
    const host = await mountMenu();
    location.hash = '';
    await sendMouse({ type: 'move', position: centre(link(host, 'Money')) });
    await sendMouse({ type: 'down', button: 'right' });
    await sendMouse({ type: 'up', button: 'right' });
    expect(location.hash, 'right-click').to.equal('');
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      link(host, 'Money').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
      expect(location.hash, modifier).to.equal('');
    }
    link(host, 'Money').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 1 }));
    expect(location.hash, 'middle button').to.equal('');
    await sendMouse({ type: 'down' });
    await waitFor(() => location.hash === '#money', 3000, 'the mouse-down to navigate');
    await sendMouse({ type: 'up' });
    location.hash = '';
    link(host, 'Health').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => location.hash === '#health', 3000, 'Enter to navigate');
    location.hash = '';
  });

  it('becomes sticky when the core header reports sticky, and rejects a garbage detail', async () => {
    const host = await mountMenu();
    const header = document.createElement('site-header-stub');
    document.body.prepend(header);
    header.dispatchEvent(new CustomEvent('CORE_HEADER.STICKY_UPDATE', { detail: { sticky: true }, bubbles: true, composed: true }));
    expect(host.getAttribute('data-sticky')).to.equal('true');
    expect(getComputedStyle(host).position).to.equal('sticky');
    const { errors } = await captureConsole(async () => {
      header.dispatchEvent(new CustomEvent('CORE_HEADER.STICKY_UPDATE', { detail: 'yes', bubbles: true }));
    });
    expect(errors[0]).to.contain('<mega-menu>').and.contain('yes');
    expect(host.getAttribute('data-sticky')).to.equal('true');
    header.dispatchEvent(new CustomEvent('CORE_HEADER.STICKY_UPDATE', { detail: { sticky: false }, bubbles: true }));
    expect(host.hasAttribute('data-sticky')).to.equal(false);
  });
});

describe('<mega-menu> on a tablet (800 px)', () => {
  beforeEach(() => setViewport({ width: 800, height: 800 }));

  it("opens on click: the hamburger swaps to 'Close menu'; panels with 'Back'; closing fires activateShyHeader", async () => {
    const host = await mountMenu();
    expect(host.getAttribute('data-view')).to.equal('tablet');
    const toggle = button(host, 'Open main menu');
    expect(shown(toggle)).to.equal(true);
    expect(toggle.getBoundingClientRect().width).to.be.at.least(44);
    expect(shown(link(host, 'Benefits'))).to.equal(false);
    // Hover does nothing here.
    await sendMouse({ type: 'move', position: centre(toggle) });
    tabLi(host, 0).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(host.hasAttribute('data-hover-delay')).to.equal(false);

    await sendMouse({ type: 'click', position: centre(toggle) });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.textContent).to.equal('Close menu');
    expect(shown(toggle), 'the same button, now a close icon').to.equal(true);
    expect(shown(link(host, 'Benefits'))).to.equal(true);
    // The sponsor logos move above the tabs.
    const sponsor = $(host, '[data-sponsor-logos]');
    expect(sponsor.nextElementSibling).to.equal($(host, 'nav > ul'));
    expect(sponsor.getBoundingClientRect().bottom).to.be.at.most(link(host, 'Benefits').getBoundingClientRect().top);

    await sendMouse({ type: 'click', position: centre(button(host, 'More in Health')) });
    expect(panel(host, 1).hidden).to.equal(false);
    expect(shown(link(host, 'Benefits')), 'the panel replaces the list').to.equal(false);
    const back = panel(host, 1).querySelector<HTMLButtonElement>('.mega-menu__back')!;
    expect(shown(back)).to.equal(true);
    await sendMouse({ type: 'click', position: centre(back) });
    expect(panel(host, 1).hidden).to.equal(true);
    expect(document.activeElement).to.equal(button(host, 'More in Health'));

    const events: unknown[] = [];
    document.addEventListener('activateShyHeader', (event) => events.push((event as CustomEvent).detail), { once: true });
    await sendMouse({ type: 'click', position: centre(toggle) });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.textContent).to.equal('Open main menu');
    expect(events).to.deep.equal(['megaMenuClosed']);
  });

  it('Escape closes the panel, then the menu, with focus back on each button', async () => {
    const host = await mountMenu();
    const toggle = button(host, 'Open main menu');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(link(host, 'Benefits'));
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(button(host, 'More in Benefits'));
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(link(host, 'Travel'));
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement).to.equal(button(host, 'Back'));
    await sendKeys({ press: 'Escape' });
    expect(panel(host, 0).hidden).to.equal(true);
    expect(document.activeElement).to.equal(button(host, 'More in Benefits'));
    await sendKeys({ press: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
  });
});

describe('<mega-menu> on a phone (390 px)', () => {
  beforeEach(() => setViewport({ width: 390, height: 800 }));

  it("has its own 'Close menu' and 'Back'; closing does not fire the tablet event", async () => {
    const host = await mountMenu();
    expect(host.getAttribute('data-view')).to.equal('mobile');
    const toggle = button(host, 'Open main menu');
    const events: unknown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('activateShyHeader', listen);
    try {
      await sendMouse({ type: 'click', position: centre(toggle) });
      const close = host.querySelector<HTMLButtonElement>('.mega-menu__close')!;
      expect(close.textContent).to.equal('Close menu');
      expect(document.activeElement, 'focus moves to the close button in the open menu').to.equal(close);
      expect(shown(close)).to.equal(true);
      expect(close.getBoundingClientRect().height).to.be.at.least(44);
      expect($(host, '[data-sponsor-logos]').nextElementSibling).to.equal($(host, 'nav > ul'));
      await sendMouse({ type: 'click', position: centre(button(host, 'More in Benefits')) });
      expect(panel(host, 0).hidden).to.equal(false);
      expect(shown(link(host, 'Travel'))).to.equal(true);
      expect(shown(link(host, 'Cruises')), 'overlays are a desktop feature').to.equal(false);
      await sendMouse({ type: 'click', position: centre(button(host, 'Back')) });
      expect(panel(host, 0).hidden).to.equal(true);
      await sendMouse({ type: 'click', position: centre(close) });
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(document.activeElement).to.equal(toggle);
      expect(shown(link(host, 'Benefits'))).to.equal(false);
      expect(events).to.deep.equal([]);
    } finally {
      document.removeEventListener('activateShyHeader', listen);
    }
  });

  it("keyboard: Enter and Space work every button, arrows/Home/End among the top-level items, Escape and 'Back' return focus, 'Close menu'", async () => {
    const host = await mountMenu();
    const toggle = button(host, 'Open main menu');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(focused(), "focus on the open menu's 'Close menu'").to.equal('close: Close menu');
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('Benefits');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(), 'no wrap at the start').to.equal('Benefits');
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal('Money');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal('more: More in Health');
    await sendKeys({ press: 'Home' });
    expect(focused()).to.equal('Benefits');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('more: More in Benefits');

    // Space opens a panel; it takes the list's place, so no other tab (or its panel) is in reach.
    await sendKeys({ press: 'Space' });
    expect(button(host, 'More in Benefits').getAttribute('aria-expanded')).to.equal('true');
    expect(openPanels(host)).to.deep.equal(['Benefits']);
    await sendKeys({ press: 'End' });
    expect(focused(), 'End stays among the items shown').to.equal('more: More in Benefits');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('Travel');
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal('Saved');
    await sendKeys({ press: 'Tab' });
    expect(host.contains(document.activeElement), 'Tab leaves the menu after the panel: the other tabs are out of the way').to.equal(false);
    link(host, 'Saved').focus();
    await sendKeys({ press: 'Escape' });
    expect(panel(host, 0).hidden).to.equal(true);
    expect(button(host, 'More in Benefits').getAttribute('aria-expanded')).to.equal('false');
    expect(focused(), 'Escape returns focus to the panel button').to.equal('more: More in Benefits');

    // Enter opens the next panel, one at a time; 'Back' (Enter) closes it with focus on its button.
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focused()).to.equal('more: More in Health');
    await sendKeys({ press: 'Enter' });
    expect(openPanels(host)).to.deep.equal(['Health']);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('Medicare');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal('back: Back');
    await sendKeys({ press: 'Enter' });
    expect(openPanels(host)).to.deep.equal([]);
    expect(focused(), "'Back' returns focus to the panel button").to.equal('more: More in Health');

    // 'Close menu' closes the menu and the panel open in it, focus back on the menu button.
    await sendKeys({ press: 'Space' });
    expect(openPanels(host)).to.deep.equal(['Health']);
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused()).to.equal('Health');
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused(), 'back past the hidden tabs to the close button').to.equal('close: Close menu');
    await sendKeys({ press: 'Enter' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(openPanels(host), 'closing the menu closes its panel').to.deep.equal([]);
    expect(focused()).to.equal('toggle: Open main menu');
    expect(shown(link(host, 'Benefits'))).to.equal(false);

    // Escape with no panel open closes the menu; Space works the menu buttons too.
    await sendKeys({ press: 'Space' });
    expect(focused()).to.equal('close: Close menu');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(focused()).to.equal('toggle: Open main menu');
    await sendKeys({ press: 'Space' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Space' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(focused()).to.equal('toggle: Open main menu');
  });

  it('moves the sponsor logos back after the tabs on desktop, and closes when the layout changes', async () => {
    const host = await mountMenu();
    button(host, 'Open main menu').click();
    expect($(host, '[data-sponsor-logos]').nextElementSibling).to.equal($(host, 'nav > ul'));
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => host.getAttribute('data-view') === 'desktop', 3000, 'the desktop view');
    expect($(host, 'nav > ul').nextElementSibling).to.equal($(host, '[data-sponsor-logos]'));
    expect(host.hasAttribute('data-menu-open')).to.equal(false);
  });
});

/**
 * Site 9, at each width: the open panel closes on scroll when its bottom is above screen height
 * minus 140 and the page has scrolled more than 100 px since it opened, or when its bottom is above
 * screen height and the scroll exceeds 150 px. At 1024 px and below the panel is open inside the
 * open menu, in the page flow.
 */
for (const width of [1280, 800, 390]) {
  describe(`<mega-menu> closes on scroll at ${width} px (site 9)`, () => {
    beforeEach(() => setViewport({ width, height: 800 }));

    /** The menu above a 4000 px page, sticky when asked, with the Health panel open. */
    async function openHealth({ sticky }: { sticky: boolean }): Promise<HTMLElement> {
      const host = await mountMenu();
      const filler = document.createElement('div');
      filler.style.height = '4000px';
      area.append(filler);
      if (sticky) window.dispatchEvent(new CustomEvent('CORE_HEADER.STICKY_UPDATE', { detail: { sticky: true } }));
      if (width <= 1024) button(host, 'Open main menu').click();
      button(host, 'More in Health').click();
      expect(host.getAttribute('data-view')).to.equal(width > 1024 ? 'desktop' : width >= 768 ? 'tablet' : 'mobile');
      await waitFor(() => !panel(host, 1).hidden, 3000, 'the Health panel to open');
      return host;
    }

    it('bottom above screen height minus 140: closes once the scroll exceeds 100 px', async () => {
      const host = await openHealth({ sticky: false });
      expect(panel(host, 1).getBoundingClientRect().bottom).to.be.below(800 - 140);
      await scrollTo(100);
      expect(panel(host, 1).hidden, 'scrolled 100').to.equal(false);
      await scrollTo(101);
      expect(panel(host, 1).hidden, 'scrolled 101').to.equal(true);
    });

    it('bottom above screen height only (sticky menu): closes once the scroll exceeds 150 px', async () => {
      const host = await openHealth({ sticky: true });
      // A screen whose height puts the panel's bottom 70 px above its edge.
      const height = Math.round(panel(host, 1).getBoundingClientRect().bottom + 70);
      await setViewport({ width, height });
      await scrollTo(120);
      const after = panel(host, 1).getBoundingClientRect().bottom;
      expect(after, 'the sticky panel stays below screen height minus 140').to.be.within(height - 140, height);
      expect(panel(host, 1).hidden, 'scrolled 120').to.equal(false);
      await scrollTo(150);
      expect(panel(host, 1).hidden, 'scrolled 150').to.equal(false);
      await scrollTo(151);
      expect(panel(host, 1).hidden, 'scrolled 151').to.equal(true);
    });

    it('stays open while a panel taller than the screen is scrolled', async () => {
      const host = await openHealth({ sticky: true });
      await setViewport({ width, height: Math.round(panel(host, 1).getBoundingClientRect().bottom - 20) });
      await scrollTo(400);
      expect(panel(host, 1).hidden).to.equal(false);
    });
  });
}

describe('<mega-menu>: active link, language, bad markup', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));

  const site: MegaMenuFields = {
    tabs: [
      { label: 'Benefits', href: '/benefits/', subChannels: [{ label: 'Travel', href: '/benefits/travel/' }] },
      { label: 'Health', href: '/health/', subChannels: [{ label: 'Medicare', href: '/health/medicare/' }] },
    ],
  };

  it("marks a matching sub-channel aria-current='page' and its tab 'true', and shows it in its panel", async () => {
    history.replaceState(null, '', '/benefits/travel/cruises.html');
    const host = await mountMenu(site);
    expect(link(host, 'Travel').getAttribute('aria-current')).to.equal('page');
    expect(link(host, 'Benefits').getAttribute('aria-current')).to.equal('true');
    expect(tabLi(host, 0).getAttribute('data-active-tab')).to.equal('sub-channel');
    expect(host.querySelectorAll('[aria-current]').length).to.equal(2);
  });

  it("marks the longest matching tab aria-current='page'", async () => {
    history.replaceState(null, '', '/health/info/article.html');
    const host = await mountMenu(site);
    expect(link(host, 'Health').getAttribute('aria-current')).to.equal('page');
    expect(host.querySelectorAll('[aria-current]').length).to.equal(1);
  });

  it('speaks Spanish on a Spanish page', async () => {
    document.documentElement.setAttribute('lang', 'es');
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
    const host = await mountMenu({
      tabs: [{ label: 'Salud', href: '/espanol/salud/', subChannels: [{ label: 'Medicare', href: '/espanol/salud/medicare/' }] }],
    });
    expect(button(host, 'Más en Salud')).to.be.instanceOf(HTMLButtonElement);
    expect(button(host, 'Atrás')).to.be.instanceOf(HTMLButtonElement);
    expect(button(host, 'Abrir menú principal')).to.be.instanceOf(HTMLButtonElement);
    expect(host.querySelector('.mega-menu__close')!.textContent).to.equal('Cerrar menú');
  });

  it('reports missing markup and keeps the content; a tab without a link is reported and left', async () => {
    const { errors } = await captureConsole(async () => {
      area = document.createElement('div');
      document.body.append(area);
      area.innerHTML = '<mega-menu><p>Menu coming soon</p></mega-menu>';
      expect(await settled(area.firstElementChild!)).to.equal('error');
    });
    expect(errors[0]).to.contain('<mega-menu>').and.contain('Menu coming soon');
    expect(area.textContent).to.equal('Menu coming soon');
    area.remove();

    const second = await captureConsole(async () => {
      area = document.createElement('div');
      document.body.append(area);
      area.innerHTML =
        '<mega-menu><nav aria-label="Main"><ul><li>Plain text tab</li><li><a href="#a">A</a><div data-panel><ul><li><a href="#b">B</a></li></ul></div></li></ul></nav></mega-menu>';
      return settled(area.firstElementChild!);
    });
    expect(second.result).to.equal('ready');
    expect(second.errors[0]).to.contain('<mega-menu>').and.contain('Plain text tab');
    expect(area.querySelectorAll('.mega-menu__more').length).to.equal(1);
  });

  it('takes back what it added when removed, leaving the CMS markup as it was', async () => {
    const host = await mountMenu();
    const before = area.innerHTML;
    host.remove();
    await frame();
    expect(host.querySelectorAll('[data-mega-menu-part]').length).to.equal(0);
    expect(host.querySelectorAll('[aria-current], [data-sub-active], [hidden]').length).to.equal(0);
    expect(before).to.not.equal(host.outerHTML);
  });
});
