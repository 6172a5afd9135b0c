/**
 * <benefits-nav> and <travel-widget> (site 2.9) in Chromium. Page loads happen in an iframe on
 * two CMS-like pages (test/browser/pages/benefits/travel.html and travel/hotels.html), so the
 * remembered selection crosses a real navigation, and the iframe's width is the viewport its
 * media queries see (390 vs 1280). The demo's navigation and travel widget (their CMS templates,
 * English and Spanish) are mounted in this document with its address set to the demo page's
 * path. Arriving on the next page after a click (scrolled to the section, clear of the site
 * header) stays on the demo site: test/e2e/benefits-nav.spec.ts.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/travel-widget/define.ts';
import { benefitsNavTemplate, demoBenefitsLinks } from '../../cms-templates/benefits-nav.ts';
import { demoTravelTabs, travelWidgetTemplate } from '../../cms-templates/travel-widget.ts';
import { resetDictionaries } from '../../src/core/i18n.ts';
import { SELECTION_KEY } from '../../src/features/benefits-nav/benefits-nav.logic.ts';
import { captureConsole, linkStylesheet, mount, settled, waitFor } from './helpers.ts';
import { ariaSnapshot } from './page-commands.ts';

const CATEGORY = '/test/browser/pages/benefits/travel.html';
const HOTELS = '/test/browser/pages/benefits/travel/hotels.html';

let frame: HTMLIFrameElement | undefined;

/** Loads `path` in a fresh iframe of `width` x 700 and waits for its nav to be ready. */
async function open(path: string, width = 1280): Promise<{ win: Window; doc: Document }> {
  frame?.remove();
  frame = document.createElement('iframe');
  frame.width = String(width);
  frame.height = '700';
  document.body.append(frame);
  await load(() => (frame!.src = path));
  return page();
}

function page(): { win: Window; doc: Document } {
  return { win: frame!.contentWindow!, doc: frame!.contentDocument! };
}

/** Runs `start` (a navigation) and waits until the iframe's new page has a ready nav. */
async function load(start: () => void): Promise<void> {
  const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
  start();
  await loaded;
  await waitFor(() => frame!.contentDocument?.querySelector('benefits-nav')?.getAttribute('data-element-state') === 'ready', 8000, 'the nav to be ready');
}

const link = (doc: Document, text: string) => [...doc.querySelectorAll<HTMLAnchorElement>('benefits-nav a')].find((a) => a.textContent?.trim() === text)!;

beforeEach(() => sessionStorage.removeItem(SELECTION_KEY));
afterEach(() => {
  frame?.remove();
  frame = undefined;
  document.body.replaceChildren();
});

describe('<benefits-nav> in Chromium', () => {
  it('marks the link of the page (last two segments) with aria-current="page"', async () => {
    const { doc } = await open(CATEGORY);
    expect(link(doc, 'Travel').getAttribute('aria-current')).to.equal('page');
    expect(link(doc, 'Hotels').hasAttribute('aria-current')).to.equal(false);
    expect(doc.querySelector('benefits-nav')!.getAttribute('data-active')).to.equal('path');
  });

  it('remembers the selection across two page loads and scrolls to the subcategory once', async () => {
    const first = await open(CATEGORY);
    first.win.sessionStorage.removeItem(SELECTION_KEY);
    await load(() => link(first.doc, 'Hotels').click());
    const { win, doc } = page();
    expect(win.location.pathname).to.equal(HOTELS);
    expect(link(doc, 'Hotels').getAttribute('aria-current')).to.equal('page');
    const section = doc.querySelector<HTMLElement>('section[data-subcategory-id="41"]')!;
    await waitFor(() => doc.activeElement === section, 5000, 'focus on the subcategory');
    await waitFor(() => Math.abs(section.getBoundingClientRect().top) < 40, 5000, 'the subcategory at the top');
    expect(win.scrollY).to.be.greaterThan(2000);
    expect(JSON.parse(win.sessionStorage.getItem(SELECTION_KEY)!)).to.deep.equal({
      category: 'travel',
      subCategoryPageName: 'hotels',
      subCategoryId: '41',
      // Cleared once the scroll is done, so a reload stays where the visitor is.
      redirectEnabled: false,
    });
    expect(doc.querySelector('benefits-nav')!.getAttribute('data-redirected')).to.equal('41');

    // Opening the page again (no click on the nav) does not scroll again.
    const again = await open(HOTELS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again.win.scrollY).to.equal(0);
    expect(again.doc.querySelector('benefits-nav')!.hasAttribute('data-redirected')).to.equal(false);
  });

  it('a category link records no subcategory and asks for no scroll', async () => {
    const { doc } = await open(HOTELS);
    await load(() => link(doc, 'Travel').click());
    expect(JSON.parse(page().win.sessionStorage.getItem(SELECTION_KEY)!)).to.deep.equal({
      category: 'travel',
      subCategoryPageName: '',
      subCategoryId: '',
      redirectEnabled: false,
    });
    expect(page().win.scrollY).to.equal(0);
  });

  it('garbage in storage reads as nothing: no error, no scroll, the path still decides', async () => {
    sessionStorage.setItem(SELECTION_KEY, '{"category": [1], "redirectEnabled": "maybe"');
    const { errors } = await captureConsole(() => open(HOTELS));
    expect(errors).to.deep.equal([]);
    const { doc, win } = page();
    expect(link(doc, 'Hotels').getAttribute('aria-current')).to.equal('page');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(win.scrollY).to.equal(0);
  });

  it('a page no link matches marks the remembered item aria-current="true"', async () => {
    sessionStorage.setItem(SELECTION_KEY, JSON.stringify({ category: 'travel', subCategoryPageName: 'hotels', subCategoryId: '41', redirectEnabled: false }));
    const element = mount(
      `<benefits-nav><nav aria-label="Benefit categories"><ul><li><a href="/benefits/travel/">Travel</a><ul><li><a href="/benefits/travel/hotels/" data-subcategory-id="41">Hotels</a></li></ul></li></ul></nav></benefits-nav>`,
    );
    await import('../../elements/benefits-nav/define.ts');
    expect(await settled(element)).to.equal('ready');
    expect(link(document, 'Hotels').getAttribute('aria-current')).to.equal('true');
    expect(element.getAttribute('data-active')).to.equal('remembered');
  });

  it('collapses to a disclosure at 390 px and stays open at 1280 px', async () => {
    const wide = await open(CATEGORY, 1280);
    const wideList = wide.doc.querySelector<HTMLElement>('benefits-nav nav > ul')!;
    const wideToggle = wide.doc.querySelector<HTMLButtonElement>('benefits-nav button')!;
    expect(wideList.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(wideToggle.getBoundingClientRect().height).to.equal(0);

    const narrow = await open(CATEGORY, 390);
    const list = narrow.doc.querySelector<HTMLElement>('benefits-nav nav > ul')!;
    const toggle = narrow.doc.querySelector<HTMLButtonElement>('benefits-nav nav > button')!;
    expect(toggle.textContent).to.equal('Benefit categories');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(list.id);
    expect(list.getBoundingClientRect().height).to.equal(0);
    expect(toggle.getBoundingClientRect().height).to.be.at.least(44);
    toggle.click();
    // The view renders the click's state in the next microtask (React).
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 3000, 'the list open');
    expect(list.getBoundingClientRect().height).to.be.greaterThan(100);
    // Escape inside the list closes it and returns focus to the button (APG disclosure).
    link(narrow.doc, 'Health').focus();
    link(narrow.doc, 'Health').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', 3000, 'the list closed');
    expect(narrow.doc.activeElement).to.equal(toggle);
  });

  it('#limitedtimememberoffer: the nav link scrolls to and focuses the section, on a phone closing the list', async () => {
    const { win, doc } = await open(CATEGORY, 390);
    const toggle = doc.querySelector<HTMLButtonElement>('benefits-nav nav > button')!;
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 3000, 'the list open');
    const section = doc.getElementById('limitedtimememberoffer')!;
    // The list is closed before the scroll starts, so the section does not move under it.
    const atScroll: Array<string | null> = [];
    const scrollIntoView = section.scrollIntoView.bind(section);
    section.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      atScroll.push(toggle.getAttribute('aria-expanded'));
      scrollIntoView(options);
    };
    link(doc, 'Limited-time member offers').click();
    expect(atScroll).to.deep.equal(['false']);
    await waitFor(() => doc.activeElement === section, 5000, 'focus on the section');
    await waitFor(() => Math.abs(section.getBoundingClientRect().top) < 40, 5000, 'the section at the top');
    expect(win.location.hash).to.equal('#limitedtimememberoffer');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('#limitedtimememberoffer: a page opened with it scrolls to and focuses the section', async () => {
    const { doc } = await open(`${CATEGORY}#limitedtimememberoffer`);
    const section = doc.getElementById('limitedtimememberoffer')!;
    await waitFor(() => doc.activeElement === section, 5000, 'focus on the section');
    expect(Math.abs(section.getBoundingClientRect().top)).to.be.lessThan(40);
  });

  it('missing markup: a console error naming the tag, state error, nothing thrown', async () => {
    const { errors } = await captureConsole(async () => {
      const element = mount('<benefits-nav><p>No links here</p></benefits-nav>');
      await import('../../elements/benefits-nav/define.ts');
      expect(await settled(element)).to.equal('error');
    });
    expect(errors.some((text) => text.includes('<benefits-nav>'))).to.equal(true);
  });
});

const WIDGET = `<travel-widget>
  <button data-tab="packages">Packages</button> <button data-tab="hotels">Hotels</button>
  <button data-tab="flights">Flights</button> <button data-tab="cruises">Cruises</button>
  <button data-tab="things-to-do">Things to do</button>
  <div data-panel="packages">P</div><div data-panel="hotels">H</div><div data-panel="flights">F</div>
  <div data-panel="cruises">C</div><div data-panel="things-to-do">T</div></travel-widget>`;

describe('<travel-widget> in Chromium', () => {
  const tabs = (element: Element) => [...element.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const shown = (element: Element) =>
    [...element.querySelectorAll<HTMLElement>('[data-panel]')].filter((panel) => !panel.hidden).map((panel) => panel.dataset.panel);

  it('the travel subpage selects its tab (hotels)', async () => {
    const { doc } = await open(HOTELS);
    const widget = doc.querySelector('travel-widget')!;
    await waitFor(() => widget.getAttribute('data-element-state') === 'ready', 5000, 'the widget');
    expect(widget.getAttribute('data-selected-tab')).to.equal('hotels');
    expect(shown(widget)).to.deep.equal(['hotels']);
  });

  it('APG tabs: one tab stop, arrows wrap, Home / End, aria-selected, other panels hidden', async () => {
    const element = mount(WIDGET);
    expect(await settled(element)).to.equal('ready');
    expect(element.getAttribute('data-pattern')).to.equal('tabs');
    const list = element.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).to.equal('Travel booking');
    const all = tabs(element);
    expect(all).to.have.length(5);
    // This page's path is in no row: the first tab.
    expect(all.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false', 'false', 'false']);
    expect(all.map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1, -1]);
    const panel = element.querySelector('[data-panel="packages"]')!;
    expect(panel.getAttribute('role')).to.equal('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).to.equal(all[0]!.id);
    expect(all[0]!.getAttribute('aria-controls')).to.equal(panel.id);

    all[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(all[1]);
    expect(shown(element)).to.deep.equal(['hotels']);
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(all[4]);
    expect(shown(element)).to.deep.equal(['things-to-do']);
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(all[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(all[4]);
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(all[0]);
    expect(all[0]!.getAttribute('aria-selected')).to.equal('true');
    // Tab leaves the tab list for the panel.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(panel);
    // A click renders React's next state a moment later: wait for it.
    all[3]!.click();
    await waitFor(() => shown(element).join() === 'cruises', 3000, 'the Cruises panel');
    expect(shown(element)).to.deep.equal(['cruises']);
    expect(all[3]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('buttons spread through the markup: aria-pressed buttons, panels hidden, nothing moved', async () => {
    const element = mount(`<travel-widget><div><button data-tab="hotels">Hotels</button></div><p>Or</p><div><button data-tab="cruises">Cruises</button></div>
      <div data-panel="hotels">H</div><div data-panel="cruises">C</div></travel-widget>`);
    expect(await settled(element)).to.equal('ready');
    expect(element.getAttribute('data-pattern')).to.equal('buttons');
    const buttons = [...element.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false']);
    expect(element.querySelector('[role="tablist"]')).to.equal(null);
    buttons[1]!.click();
    await waitFor(() => buttons[1]!.getAttribute('aria-pressed') === 'true', 3000, 'the pressed Cruises button');
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).to.deep.equal(['false', 'true']);
    expect(shown(element)).to.deep.equal(['cruises']);
  });

  it('removed from the page: the CMS markup as it was', async () => {
    const element = mount(WIDGET);
    expect(await settled(element)).to.equal('ready');
    element.remove();
    expect(element.querySelector('[role="tablist"]')).to.equal(null);
    expect(element.querySelectorAll(':scope > button')).to.have.length(5);
    expect([...element.querySelectorAll<HTMLElement>('[data-panel]')].every((panel) => !panel.hidden)).to.equal(true);
  });

  it('no panels: a console error, state error', async () => {
    const { errors } = await captureConsole(async () => {
      const element = mount('<travel-widget><button data-tab="hotels">Hotels</button></travel-widget>');
      expect(await settled(element)).to.equal('error');
    });
    expect(errors.some((text) => text.includes('<travel-widget>'))).to.equal(true);
  });
});

describe("the demo's navigation and travel widget (their CMS templates) on the demo's paths", () => {
  const home = location.pathname + location.search;
  before(() => linkStylesheet());
  afterEach(() => {
    history.replaceState(null, '', home);
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('data-i18n-dictionary-src');
    resetDictionaries();
  });

  /** The catalogue's navigation and travel widget as the demo page at `path` has them, ready. */
  async function demoPage(path: string, locale: 'en' | 'es') {
    history.replaceState(null, '', `${path}${location.search}`);
    if (locale === 'es') {
      document.documentElement.lang = 'es';
      document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
    }
    const main = document.createElement('main');
    document.body.append(main);
    const es = locale === 'es';
    render(
      [
        benefitsNavTemplate({ links: demoBenefitsLinks(locale), label: es ? 'Categorías de beneficios' : 'Benefit categories' }),
        travelWidgetTemplate({ tabs: demoTravelTabs(locale), label: es ? 'Reservas de viaje' : 'Travel booking' }),
      ],
      main,
    );
    await import('../../elements/benefits-nav/define.ts');
    const nav = main.querySelector<HTMLElement>('benefits-nav')!;
    const widget = main.querySelector<HTMLElement>('travel-widget')!;
    expect(await settled(nav)).to.equal('ready');
    expect(await settled(widget)).to.equal('ready');
    const tab = (name: string) => [...widget.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name)!;
    const panel = () => [...widget.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden);
    return { nav, widget, tab, panel };
  }

  it("travel tabs: the hotels page opens Hotels; arrows, Home and End move the selection; the tree (Playwright's ARIA snapshot)", async () => {
    await setViewport({ width: 1280, height: 800 });
    const { tab, panel } = await demoPage('/benefits/travel/hotels/', 'en');
    expect(tab('Hotels').getAttribute('aria-selected')).to.equal('true');
    expect(panel()).to.have.length(1);
    expect(panel()[0]!.textContent).to.contain('Member rates at more than a thousand hotels.');
    tab('Hotels').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(tab('Flights'));
    await waitFor(() => panel()[0]?.textContent?.includes('Compare flights'), 3000, 'the Flights panel');
    await sendKeys({ press: 'End' });
    await waitFor(() => tab('Things to do').getAttribute('aria-selected') === 'true', 3000, 'Things to do selected');
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(tab('Packages'));
    await waitFor(() => tab('Packages').getAttribute('aria-selected') === 'true', 3000, 'Packages selected');
    expect(await ariaSnapshot('travel-widget')).to.equal(
      [
        '- tablist "Travel booking":',
        '  - tab "Packages" [selected]',
        '  - tab "Hotels"',
        '  - tab "Flights"',
        '  - tab "Cruises"',
        '  - tab "Things to do"',
        '- tabpanel "Packages":',
        '  - heading "Vacation packages" [level=2]',
        '  - paragraph: Flight and hotel together, at the member discount.',
        '  - paragraph:',
        '    - link "Search packages":',
        '      - /url: /benefits/travel/book/?tab=packages',
      ].join('\n'),
    );
  });

  it('Spanish: the hotels page in Spanish opens Hoteles; the nav marks Hoteles', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { nav, widget, tab } = await demoPage('/espanol/beneficios/viajes/hoteles/', 'es');
    const hoteles = [...nav.querySelectorAll('a')].find((a) => a.textContent === 'Hoteles')!;
    expect(hoteles.getAttribute('aria-current')).to.equal('page');
    const list = widget.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).to.equal('Reservas de viaje');
    expect(list.checkVisibility()).to.equal(true);
    expect(tab('Hoteles').getAttribute('aria-selected')).to.equal('true');
  });

  it('Spanish at 390 px: the button is translated', async () => {
    await setViewport({ width: 390, height: 800 });
    const { nav } = await demoPage('/espanol/beneficios/viajes/hoteles/', 'es');
    const toggle = await waitFor(
      () => [...nav.querySelectorAll('button')].find((b) => b.textContent === 'Categorías de beneficios'),
      3000,
      'the Spanish button',
    );
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });
});
