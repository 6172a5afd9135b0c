/**
 * Issue 17's page features in Chromium: <promo-banner> (site 2.13, 4.7: remembered state across
 * page views, mobile vs desktop at 390 / 767 / 768 / 1280 px, focus), <swat-banner> (close, the
 * 2000 ms mobile-image sync), <sticky-ad> (the 360 px threshold, no layout shift, focus never
 * under it) and <close-container>; the close controls' Spanish names. The swat banner's 2000 ms
 * are Playwright's page clock, moved by the test. No layout shift over the demo article as it
 * loads and scrolls stays on the demo site (test/e2e/banners.spec.ts).
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/promo-banner/define.ts';
import '../../elements/swat-banner/define.ts';
import '../../elements/sticky-ad/define.ts';
import '../../elements/close-container/define.ts';
import { resetDictionaries } from '../../src/core/i18n.ts';
import { SYNC_DELAY_MS } from '../../src/features/swat-banner/swat-banner.logic.ts';
import { captureConsole, linkStylesheet, mount, settled, waitFor } from './helpers.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';

const KEY = 'promoBanner:spring-2027';
const BANNER = `<promo-banner data-banner-id="spring-2027"><div data-variation="expanded"><h2>Save 25%</h2><a href="/join">Join now</a></div><div data-variation="closed"><a href="/join">Join and save</a></div></promo-banner>`;

before(() => linkStylesheet());
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  window.scrollTo(0, 0);
});

/** A fresh page view of the banner: a new element (the page's state is in storage only). */
async function bannerView(html = BANNER) {
  const main = mount('<main><p><a href="/before">Before</a></p><div id="slot"></div><p><a href="/after">After the banner</a></p></main>');
  const host = mount(html, main.querySelector('#slot') as HTMLElement);
  expect(await settled(host)).to.equal('ready');
  const expanded = host.querySelector<HTMLElement>('[data-variation="expanded"]')!;
  const closed = host.querySelector<HTMLElement>('[data-variation="closed"]')!;
  const shown = () => (host.hidden ? 'none' : !expanded.hidden ? 'expanded' : !closed.hidden ? 'closed' : 'none');
  const closeIn = (variation: HTMLElement) => variation.querySelector<HTMLButtonElement>('button.dismiss-close')!;
  return { host, expanded, closed, shown, closeIn };
}

describe('<promo-banner>', () => {
  for (const [width, mobile] of [
    [390, true],
    [767, true],
    [768, false],
    [1280, false],
  ] as const) {
    it(`${width} px: ${mobile ? 'the closed variation always shows' : 'expanded first, then closed (remembered), then hidden'}`, async () => {
      await setViewport({ width, height: 800 });
      let view = await bannerView();
      expect(view.shown()).to.equal(mobile ? 'closed' : 'expanded');
      if (mobile) {
        view.closeIn(view.closed).click();
        expect(view.shown()).to.equal('none');
        expect(localStorage.getItem(KEY)).to.equal(null);
        return;
      }
      view.closeIn(view.expanded).focus();
      view.closeIn(view.expanded).click();
      expect(view.shown()).to.equal('closed');
      expect(localStorage.getItem(KEY)).to.equal('closed');
      expect(document.activeElement === view.closed, 'focus on the closed variation').to.equal(true);
      // The next page view starts closed.
      document.body.replaceChildren();
      view = await bannerView();
      expect(view.shown()).to.equal('closed');
      view.closeIn(view.closed).focus();
      view.closeIn(view.closed).click();
      expect(view.shown()).to.equal('none');
      expect(document.activeElement?.textContent).to.equal('After the banner');
      // Hidden is not remembered: the next page view shows the closed variation again.
      document.body.replaceChildren();
      view = await bannerView();
      expect(view.shown()).to.equal('closed');
    });
  }

  it('follows the width: the closed variation at 767 px, the remembered state back at 768 px', async () => {
    await setViewport({ width: 1280, height: 800 });
    const view = await bannerView();
    expect(view.shown()).to.equal('expanded');
    await setViewport({ width: 767, height: 800 });
    await waitFor(() => view.shown() === 'closed', 3000, 'the closed variation on mobile');
    await setViewport({ width: 768, height: 800 });
    await waitFor(() => view.shown() === 'expanded', 3000, 'the expanded variation back');
  });

  for (const garbage of ['yes', '{"closed":true}', 'CLOSED', '\ufffd']) {
    it(`reads ${JSON.stringify(garbage)} in storage as no state`, async () => {
      await setViewport({ width: 1280, height: 800 });
      localStorage.setItem(KEY, garbage);
      const view = await bannerView();
      expect(view.shown()).to.equal('expanded');
    });
  }

  it('remembers per banner id', async () => {
    await setViewport({ width: 1280, height: 800 });
    localStorage.setItem('promoBanner:other', 'closed');
    const view = await bannerView();
    expect(view.shown()).to.equal('expanded');
  });

  it('gives the close control an accessible name and a 44 px target; it is fixed at the bottom and reports its height', async () => {
    await setViewport({ width: 1280, height: 800 });
    const view = await bannerView();
    const button = view.closeIn(view.expanded);
    expect(button.getAttribute('aria-label')).to.equal('Close banner');
    const box = button.getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
    expect(getComputedStyle(view.host).position).to.equal('fixed');
    expect(Math.round(view.host.getBoundingClientRect().bottom)).to.equal(window.innerHeight);
    expect(document.documentElement.style.getPropertyValue('--promo-banner-height')).to.equal(`${view.host.offsetHeight}px`);
  });

  it('without a banner id it works and warns that closing is not remembered', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { result: view, warnings } = await captureConsole(() => bannerView(BANNER.replace(' data-banner-id="spring-2027"', '')));
    expect(warnings.join('\n')).to.contain('data-banner-id');
    view.closeIn(view.expanded).click();
    expect(view.shown()).to.equal('closed');
    expect(localStorage.length).to.equal(0);
  });

  it('with neither variation: a console error, the content left alone', async () => {
    const { result, errors } = await captureConsole(async () => {
      const host = mount('<promo-banner data-banner-id="x"><p>Just text</p></promo-banner>');
      await settled(host);
      return host;
    });
    expect(errors.join('\n')).to.contain('data-variation');
    expect(result.querySelector('button')).to.equal(null);
  });
});

describe('<swat-banner>', () => {
  const SWAT = `<swat-banner><a href="/fraud/"><img src="/fixtures/site/images/swat-desktop.svg" alt="Fraud alert" width="1200" height="150"><img data-mobile-image src="/fixtures/site/images/swat-mobile.svg" alt="Fraud alert" width="750" height="250"></a></swat-banner>`;

  it('at 390 px shows the mobile image; 2000 ms after the start the mobile image takes a swapped desktop picture, its box unchanged', async () => {
    await setViewport({ width: 390, height: 800 });
    // The page's clock stands from before the banner starts: its 2000 ms pass when the test says.
    await pauseClock();
    try {
      const host = mount(SWAT);
      expect(await settled(host)).to.equal('ready');
      const [desktop, mobile] = [...host.querySelectorAll('img')] as HTMLImageElement[];
      expect(getComputedStyle(desktop!).display).to.equal('none');
      await waitFor(() => mobile!.complete && mobile!.naturalWidth > 0, 3000, 'the mobile image');
      const before = mobile!.getBoundingClientRect().height;
      // A personalisation tool swaps the desktop picture.
      desktop!.src = '/fixtures/site/images/swat-desktop-alt.svg';
      desktop!.alt = 'Fraud alert: new scam';
      await runClock(SYNC_DELAY_MS - 1);
      expect(host.hasAttribute('data-mobile-synced')).to.equal(false);
      expect(mobile!.getAttribute('src')).to.contain('swat-mobile.svg');
      await runClock(1);
      await waitFor(() => host.getAttribute('data-mobile-synced') === 'true', 5000, 'the sync');
      expect(mobile!.getAttribute('src')).to.equal('/fixtures/site/images/swat-desktop-alt.svg');
      expect(mobile!.alt).to.equal('Fraud alert: new scam');
      await waitFor(() => mobile!.complete, 3000, 'the new picture');
      expect(Math.abs(mobile!.getBoundingClientRect().height - before)).to.be.below(1);
    } finally {
      await resumeClock();
    }
  });

  it('at 1280 px shows the desktop image; with nothing swapped the mobile rendition stays', async () => {
    await setViewport({ width: 1280, height: 800 });
    const host = mount(SWAT);
    await settled(host);
    const [desktop, mobile] = [...host.querySelectorAll('img')] as HTMLImageElement[];
    expect(getComputedStyle(mobile!).display).to.equal('none');
    expect(getComputedStyle(desktop!).display).to.equal('block');
    await waitFor(() => host.getAttribute('data-mobile-synced') === 'false', 5000, 'the sync');
    expect(mobile!.getAttribute('src')).to.contain('swat-mobile.svg');
  });

  it('closes with its 44 px control; focus moves on to what follows', async () => {
    await setViewport({ width: 1280, height: 800 });
    const main = mount(`<main>${SWAT}<p><a href="/next">Next</a></p></main>`);
    const host = main.querySelector('swat-banner')!;
    await settled(host);
    const button = host.querySelector<HTMLButtonElement>('button.dismiss-close')!;
    expect(button.getAttribute('aria-label')).to.equal('Close banner');
    expect(button.getBoundingClientRect().width).to.be.at.least(44);
    button.focus();
    button.click();
    expect(host.hasAttribute('hidden')).to.equal(true);
    expect(getComputedStyle(host).display).to.equal('none');
    expect(document.activeElement?.textContent).to.equal('Next');
  });
});

describe('<close-container>', () => {
  it('adds a Close control; closing hides the container and moves focus on', async () => {
    await setViewport({ width: 390, height: 800 });
    const main = mount(`<main><close-container><p>Offices closed Monday. <a href="/help">Help</a></p></close-container><p><a href="/next">Next</a></p></main>`);
    const host = main.querySelector('close-container')!;
    const heightBefore = host.getBoundingClientRect().height;
    await settled(host);
    expect(host.getBoundingClientRect().height).to.equal(heightBefore);
    const button = host.querySelector<HTMLButtonElement>('button')!;
    expect(button.getAttribute('aria-label')).to.equal('Close');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
    button.focus();
    button.click();
    expect(getComputedStyle(host).display).to.equal('none');
    expect(document.activeElement?.textContent).to.equal('Next');
  });
});

describe('<sticky-ad>', () => {
  const PAGE = (paragraphs: number) =>
    `<main><p>Intro</p><sticky-ad><a href="/ad"><img src="/fixtures/site/images/leaderboard.svg" alt="Advertisement" width="728" height="90"></a></sticky-ad>${Array.from(
      { length: paragraphs },
      (_, index) => `<p style="height:120px;margin:0"><a href="/p${index}">Paragraph ${index}</a></p>`,
    ).join('')}</main>`;

  for (const width of [390, 1280]) {
    it(`${width} px: in place below 360 px of scroll, fixed to the bottom from 360 px, its place kept`, async () => {
      await setViewport({ width, height: 700 });
      const main = mount(PAGE(30));
      const host = main.querySelector('sticky-ad')!;
      await settled(host);
      const after = main.querySelector('p:nth-of-type(2)')!;
      const top = () => after.getBoundingClientRect().top + window.scrollY;
      const placeBefore = top();
      window.scrollTo(0, 359);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(host.hasAttribute('data-stuck')).to.equal(false);
      window.scrollTo(0, 360);
      await waitFor(() => host.hasAttribute('data-stuck'), 2000, 'the ad to stick at 360 px');
      expect(getComputedStyle(host).position).to.equal('fixed');
      expect(Math.round(host.getBoundingClientRect().bottom)).to.equal(window.innerHeight);
      expect(top()).to.equal(placeBefore);
      window.scrollTo(0, 100);
      await waitFor(() => !host.hasAttribute('data-stuck'), 2000, 'the ad back in place');
      expect(top()).to.equal(placeBefore);
    });
  }

  it('records no layout shift while it sticks and unsticks', async () => {
    await setViewport({ width: 1280, height: 700 });
    const main = mount(PAGE(30));
    const host = main.querySelector('sticky-ad')!;
    await settled(host);
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shift += entry.value;
    });
    observer.observe({ type: 'layout-shift' });
    for (const y of [400, 100, 800, 0, 600]) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    expect(shift).to.equal(0);
  });

  it('never covers focused content (WCAG 2.4.11): focus under it scrolls clear', async () => {
    await setViewport({ width: 1280, height: 700 });
    const main = mount(PAGE(30));
    const host = main.querySelector('sticky-ad')!;
    await settled(host);
    window.scrollTo(0, 800);
    await waitFor(() => host.hasAttribute('data-stuck'), 2000, 'the ad to stick');
    const ad = host.getBoundingClientRect();
    const links = [...main.querySelectorAll<HTMLAnchorElement>('p a')];
    const under = links.find((link) => {
      const box = link.getBoundingClientRect();
      return box.bottom > ad.top && box.top < ad.bottom;
    });
    expect(under, 'a link under the ad').to.not.equal(undefined);
    under!.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = under!.getBoundingClientRect();
    expect(box.bottom).to.be.at.most(host.getBoundingClientRect().top);
    expect(box.top).to.be.at.least(0);
  });
});

describe('the close controls on a Spanish page', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('data-i18n-dictionary-src');
    resetDictionaries();
  });

  it("promo and swat banners: 'Cerrar aviso'; the close-container: 'Cerrar'", async () => {
    document.documentElement.lang = 'es';
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
    await setViewport({ width: 1280, height: 800 });
    const main = mount(
      `<main>${BANNER}<swat-banner><a href="/fraude/"><img src="/fixtures/site/images/swat-desktop.svg" alt="Alerta" width="1200" height="150"><img data-mobile-image src="/fixtures/site/images/swat-mobile.svg" alt="Alerta" width="750" height="250"></a></swat-banner><close-container><p>Oficinas cerradas el lunes.</p></close-container></main>`,
    );
    const name = (tag: string) => main.querySelector(`${tag} button`)?.getAttribute('aria-label');
    for (const tag of ['promo-banner', 'swat-banner', 'close-container']) await settled(main.querySelector(tag)!);
    await waitFor(() => name('promo-banner') === 'Cerrar aviso', 3000, 'the promo banner in Spanish');
    const expanded = main.querySelector('promo-banner [data-variation="expanded"] button')!;
    expect(expanded.getAttribute('aria-label')).to.equal('Cerrar aviso');
    expect(name('swat-banner')).to.equal('Cerrar aviso');
    expect(name('close-container')).to.equal('Cerrar');
  });
});
