/**
 * <savings-tiles>, <research-rail> and <share-bar> (site 2.12, 2.13, 5, 9) in Chromium with the
 * real stylesheet: the savingcards order from the page's URL, the rail's moves into the tablet
 * placeholders and back at their widths, the sticky thresholds (390, 1024 portrait, 1025, 1179,
 * 1180, 1280), the rail stopping above a full-width ad block, the canonical share URL and the
 * popup's geometry with window.open stubbed in the page.
 */
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../elements/research-rail/define.ts';
import '../../elements/savings-tiles/define.ts';
import '../../elements/share-bar/define.ts';
import { popupFeatures, popupGeometry } from '../../src/features/share-bar/share-bar.logic.ts';
import { captureConsole, linkStylesheet, mount, settled, waitFor } from './helpers.ts';

before(() => linkStylesheet());

const originalUrl = window.location.href;
const originalOpen = window.open;
afterEach(async () => {
  document.body.replaceChildren();
  document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
  document.documentElement.style.removeProperty('--site-header-height');
  window.history.replaceState(null, '', originalUrl);
  window.open = originalOpen;
  window.scrollTo(0, 0);
  await setViewport({ width: 1280, height: 800 });
});

const withQuery = (query: string) => {
  const url = new URL(originalUrl);
  url.search = query;
  window.history.replaceState(null, '', url);
};

// ---------------------------------------------------------------------------------------------
describe('<savings-tiles>', () => {
  const page = ['a', 'ads', 'ag', 'air', 'ar', 'b', 'c', 'cr', 'h', 'm', 'r', 'ra'];
  const tiles = (codes: readonly string[]) =>
    `<savings-tiles><ul>${codes.map((code) => `<li data-code="${code}"><a href="/b/${code}/">${code}</a></li>`).join('')}</ul></savings-tiles>`;
  const order = (host: HTMLElement) => [...host.querySelectorAll('li')].map((li) => li.getAttribute('data-code'));

  const rows: ReadonlyArray<[string, string, string[]]> = [
    ['no parameter: the default order', '', ['r', 'ar', 'h', 'm', 'air', 'c', 'b', 'ag', 'ra', 'a', 'cr', 'ads']],
    ['savingcards=h-air: those first, the rest in page order', '?savingcards=h-air', ['h', 'air', 'a', 'ads', 'ag', 'ar', 'b', 'c', 'cr', 'm', 'r', 'ra']],
    ['a digit: the default order', '?savingcards=h-air2', ['r', 'ar', 'h', 'm', 'air', 'c', 'b', 'ag', 'ra', 'a', 'cr', 'ads']],
    ['an unknown code is skipped', '?savingcards=zz-cr-r', ['cr', 'r', 'a', 'ads', 'ag', 'air', 'ar', 'b', 'c', 'h', 'm', 'ra']],
  ];
  for (const [name, query, expected] of rows) {
    it(name, async () => {
      withQuery(query);
      const host = mount(tiles(page));
      expect(await settled(host)).to.equal('ready');
      expect(order(host)).to.deep.equal(expected);
      // Shown once ordered (the stylesheet hides the list until then).
      expect(getComputedStyle(host.querySelector('ul')!).visibility).to.equal('visible');
    });
  }

  it('Tab order follows the new order', async () => {
    withQuery('?savingcards=m-h');
    const host = mount(tiles(['h', 'r', 'm']));
    await settled(host);
    const links = [...host.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).to.deep.equal(['m', 'h', 'r']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('<research-rail>', () => {
  const article = (adAfter = 0) => `
    <div class="test-layout">
      <div class="test-body">
        <p>Summary</p>
        <div data-tablet-placeholder="download"></div>
        <p class="tall-1">Body</p>
        ${adAfter ? `<div data-full-width-ad class="test-ad">Ad</div>` : ''}
        <p class="tall-2">More</p>
        <div data-tablet-placeholder="supporting"></div>
      </div>
      <research-rail><aside><a data-rail-download href="/r.pdf">Download the report (PDF)</a><div data-supporting-material><h2>Supporting</h2></div><p class="rail-extra">Related</p></aside></research-rail>
    </div>`;

  /** The test page's own two-column layout from 1180 px (as a CMS's page styles), through the CSSOM. */
  function layout(root: HTMLElement) {
    const wide = window.innerWidth >= 1180;
    Object.assign(root.style, { display: 'grid', gridTemplateColumns: wide ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)', gap: '16px' });
    for (const p of root.querySelectorAll<HTMLElement>('.tall-1, .tall-2')) p.style.height = '1500px';
    const ad = root.querySelector<HTMLElement>('.test-ad');
    if (ad) Object.assign(ad.style, { height: '250px', marginRight: wide ? '-316px' : '0' });
    const rail = root.querySelector<HTMLElement>('research-rail')!;
    if (wide) Object.assign(rail.style, { gridColumn: '2', gridRow: '1' });
  }

  const download = () => document.querySelector('[data-rail-download]')!;
  const supporting = () => document.querySelector('[data-supporting-material]')!;

  const widths: ReadonlyArray<[number, 'tablet' | 'rail', string]> = [
    [390, 'tablet', 'static'],
    [1024, 'tablet', 'static'],
    [1179, 'rail', 'static'],
    [1180, 'rail', 'sticky'],
    [1280, 'rail', 'sticky'],
  ];
  for (const [width, where, position] of widths) {
    it(`${width} px: the parts in the ${where}, position ${position}`, async () => {
      await setViewport({ width, height: 800 });
      document.documentElement.style.setProperty('--site-header-height', '100px');
      const root = mount(article());
      layout(root);
      const rail = root.querySelector<HTMLElement>('research-rail')!;
      expect(await settled(rail)).to.equal('ready');
      expect(rail.getAttribute('data-rail-placement')).to.equal(where);
      const inRail = where === 'rail';
      expect(rail.contains(download()), 'download in the rail').to.equal(inRail);
      expect(rail.contains(supporting()), 'supporting in the rail').to.equal(inRail);
      if (!inRail) {
        expect(download().parentElement!.getAttribute('data-tablet-placeholder')).to.equal('download');
        expect(supporting().parentElement!.getAttribute('data-tablet-placeholder')).to.equal('supporting');
        expect(getComputedStyle(download()).visibility).to.equal('visible');
        // The download link is a 44 px target where it moved.
        expect(download().getBoundingClientRect().height).to.be.at.least(44);
      }
      const style = getComputedStyle(rail);
      expect(style.position).to.equal(position);
      if (position === 'sticky') expect(style.top).to.equal('140px');
    });
  }

  it('moves the parts back to their own places at 1180 px and out again below 1179 px; 1179 px leaves them', async () => {
    await setViewport({ width: 390, height: 800 });
    const root = mount(article());
    const rail = root.querySelector<HTMLElement>('research-rail')!;
    await settled(rail);
    expect(rail.getAttribute('data-rail-placement')).to.equal('tablet');
    download().parentElement!.querySelector<HTMLElement>('[data-rail-download]')!.focus();

    await setViewport({ width: 1179, height: 800 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rail.getAttribute('data-rail-placement'), '1179 px from below: stays').to.equal('tablet');

    await setViewport({ width: 1180, height: 800 });
    await waitFor(() => rail.getAttribute('data-rail-placement') === 'rail', 3000, 'the parts back in the rail');
    const aside = rail.querySelector('aside')!;
    expect([...aside.children].map((child) => child.localName + (child.hasAttribute('data-rail-download') ? '[download]' : ''))).to.deep.equal([
      'a[download]',
      'div',
      'p',
    ]);
    expect(document.activeElement, 'focus stays on the moved link').to.equal(download());

    await setViewport({ width: 1179, height: 800 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rail.getAttribute('data-rail-placement'), '1179 px from above: stays').to.equal('rail');

    await setViewport({ width: 1178, height: 800 });
    await waitFor(() => rail.getAttribute('data-rail-placement') === 'tablet', 3000, 'the parts in the placeholders');
    expect(root.querySelector('[data-tablet-placeholder="download"]')!.hasAttribute('data-filled')).to.equal(true);
  });

  it('sticks under the header + 40 px and stops 24 px above a full-width ad block', async () => {
    await setViewport({ width: 1280, height: 800 });
    document.documentElement.style.setProperty('--site-header-height', '100px');
    const root = mount(article(1));
    layout(root);
    const rail = root.querySelector<HTMLElement>('research-rail')!;
    await settled(rail);
    const ad = root.querySelector<HTMLElement>('[data-full-width-ad]')!;

    // Scrolled into the body, the ad block far below: stuck at 140 px.
    window.scrollTo(0, 800);
    await waitFor(() => Math.abs(rail.getBoundingClientRect().top - 140) < 1, 3000, 'the rail stuck at 140 px');
    expect(rail.hasAttribute('data-rail-stopped')).to.equal(false);

    // The ad block comes up: the rail stays above it.
    const adDocTop = ad.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, adDocTop - 300);
    await waitFor(() => rail.hasAttribute('data-rail-stopped'), 3000, 'the rail stopped');
    await waitFor(() => Math.abs(ad.getBoundingClientRect().top - 24 - rail.getBoundingClientRect().bottom) < 1.5, 3000, 'the rail 24 px above the ad');

    // Back up: sticky at its offset again.
    window.scrollTo(0, 800);
    await waitFor(() => !rail.hasAttribute('data-rail-stopped') && Math.abs(rail.getBoundingClientRect().top - 140) < 1, 3000, 'the rail back at 140 px');
  });

  it('a rail taller than the window is not sticky', async () => {
    await setViewport({ width: 1280, height: 400 });
    const root = mount(article());
    layout(root);
    const rail = root.querySelector<HTMLElement>('research-rail')!;
    rail.querySelector<HTMLElement>('.rail-extra')!.style.height = '600px';
    await settled(rail);
    await waitFor(() => rail.getAttribute('data-sticky') === 'false', 3000, 'data-sticky false');
    expect(getComputedStyle(rail).position).to.equal('static');
  });

  it('warns and keeps a part in the rail when its placeholder is missing', async () => {
    await setViewport({ width: 390, height: 800 });
    const { warnings } = await captureConsole(async () => {
      const rail = mount(`<research-rail><a data-rail-download href="/r.pdf">Download</a></research-rail>`);
      await settled(rail);
      expect(rail.contains(rail.querySelector('[data-rail-download]'))).to.equal(true);
    });
    expect(warnings.join('\n')).to.contain('data-tablet-placeholder="download"');
  });
});

// ---------------------------------------------------------------------------------------------
describe('<share-bar>', () => {
  const bar = () =>
    mount(
      `<share-bar><ul><li><a data-share href="https://share.example/s?u=*fullURL*&t=x">Share on Example</a></li><li><a data-share href="mailto:?body=*fullURL*">Email</a></li></ul></share-bar>`,
    );
  const canonical = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = href;
    document.head.append(link);
  };

  const thresholds: ReadonlyArray<[string, number, number, string]> = [
    ['390 px', 390, 800, 'static'],
    ['1024 px landscape', 1024, 768, 'static'],
    ['1024 px portrait', 1024, 1366, 'sticky'],
    ['1025 px', 1025, 800, 'sticky'],
    ['1179 px', 1179, 800, 'sticky'],
    ['1180 px', 1180, 800, 'sticky'],
    ['1280 px', 1280, 800, 'sticky'],
  ];
  for (const [name, width, height, position] of thresholds) {
    it(`${name}: ${position}`, async () => {
      await setViewport({ width, height });
      document.documentElement.style.setProperty('--site-header-height', '60px');
      const host = bar();
      await settled(host);
      const style = getComputedStyle(host);
      expect(style.position).to.equal(position);
      if (position === 'sticky') expect(style.top).to.equal('100px');
    });
  }

  it('fills *fullURL* with the canonical URL, encoded; the email link too', async () => {
    canonical('https://www.example.org/research/caregiving.html');
    const host = bar();
    await settled(host);
    const [share, mail] = [...host.querySelectorAll('a')];
    const encoded = encodeURIComponent('https://www.example.org/research/caregiving.html');
    expect(share!.getAttribute('href')).to.equal(`https://share.example/s?u=${encoded}&t=x`);
    expect(mail!.getAttribute('href')).to.equal(`mailto:?body=${encoded}`);
  });

  it('without a canonical link uses the page URL without its fragment', async () => {
    withQuery('?a=1');
    window.history.replaceState(null, '', `${window.location.href}#part`);
    const host = bar();
    await settled(host);
    const page = window.location.href.replace(/#.*$/, '');
    expect(host.querySelector('a')!.getAttribute('href')).to.equal(`https://share.example/s?u=${encodeURIComponent(page)}&t=x`);
  });

  it('opens a 700x300 popup centred on the screen (window.open stubbed), and cuts its opener', async () => {
    const calls: Array<[string | URL | undefined, string | undefined, string | undefined]> = [];
    const fake = { opener: 'page' as unknown };
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      calls.push([url, target, features]);
      return fake as unknown as Window;
    }) as typeof window.open;
    canonical('https://www.example.org/r.html');
    const host = bar();
    await settled(host);
    const link = host.querySelector<HTMLAnchorElement>('a[href^="https:"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(calls).to.have.length(1);
    const [url, target, features] = calls[0]!;
    expect(url).to.equal(link.href);
    expect(target).to.equal('_blank');
    const expected = popupGeometry(window.screen);
    expect(features).to.equal(popupFeatures(expected));
    const parsed = Object.fromEntries(features!.split(',').map((pair) => pair.split('=')));
    expect(Number(parsed.width)).to.equal(700);
    expect(Number(parsed.height)).to.equal(300);
    const screen = window.screen as Screen & { availLeft?: number; availTop?: number };
    expect(Number(parsed.left)).to.equal(Math.round((screen.availLeft ?? 0) + Math.max(0, (screen.availWidth - 700) / 2)));
    expect(Number(parsed.top)).to.equal(Math.round((screen.availTop ?? 0) + Math.max(0, (screen.availHeight - 300) / 2)));
    expect(click.defaultPrevented, 'the page stays').to.equal(true);
    expect(fake.opener).to.equal(null);
  });

  /** window.open as a blocker leaves it: nothing opens; returns how many times it was asked. */
  const blockPopups = () => {
    const asked = { count: 0 };
    window.open = (() => {
      asked.count += 1;
      return null;
    }) as typeof window.open;
    return asked;
  };

  it('falls back to the link when the popup is blocked (window.open gives null)', async () => {
    const asked = blockPopups();
    const host = bar();
    await settled(host);
    let prevented: boolean | undefined;
    const stop = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // keep the test page
    };
    document.addEventListener('click', stop);
    host.querySelector<HTMLAnchorElement>('a[href^="https:"]')!.click();
    document.removeEventListener('click', stop);
    expect(asked.count).to.equal(1);
    expect(prevented, 'the link was left to the browser').to.equal(false);
  });

  it('never opens a popup for mailto: or a modified click', async () => {
    const asked = blockPopups();
    const host = bar();
    await settled(host);
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    host.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!.click();
    host.querySelector<HTMLAnchorElement>('a[href^="https:"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', stop);
    expect(asked.count).to.equal(0);
  });

  it('says the link opens a new window, and only on popup links', async () => {
    const host = bar();
    await settled(host);
    const [share, mail] = [...host.querySelectorAll('a')];
    expect(share!.textContent).to.equal('Share on Example (opens in a new window)');
    expect(mail!.textContent).to.equal('Email');
  });

  it('logs an error when there is no share link', async () => {
    const { errors } = await captureConsole(async () => {
      const host = mount('<share-bar><p>Nothing</p></share-bar>');
      await settled(host);
    });
    expect(errors.join('\n')).to.contain('<share-bar> has no share links');
  });
});
