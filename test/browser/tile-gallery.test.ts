/**
 * <tile-gallery> (site 2.13, 4.8, 6, 9; brain-health 4.15, 4.16) in Chromium against the
 * emulator: the demo's brain-health article tiles (their CMS template) for each kind of visitor
 * (locks, badges, exclusive and extra tiles), 'Load more' at 390 and 1280 px (focus on the first
 * new tile, the announcement, the button gone), the keyboard and Spanish, and inserted galleries:
 * the games centre's columns and banner, the expert page's 'See all', a channel's data-loadmore,
 * and bad config.
 *
 * The visitor is a persona's cookies in this document and the programme sub-site's user types
 * (its site config names `userTypesUrl`), read by identity as on the page. On the demo site stay
 * what needs the page: no layout shift as the page's gallery upgrades, focus on the new tile
 * clear of the sticky header, and a login in another tab (test/e2e/tile-gallery.spec.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { demoTiles, tileGalleryTemplate } from '../../cms-templates/tile-gallery.ts';
import { USER_TYPES_URL } from '../../emulator/handlers/brain-health.ts';
import { personaCookieStrings, personas, TODAY } from '../../fixtures/personas.ts';
import { resetDictionaries } from '../../src/core/i18n.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { captureConsole, clearCookies, emulatorSiteConfig, linkStylesheet, settled, waitFor } from './helpers.ts';

const MEMBERS_ONLY = ['Sleep and your memory', 'Eating for a sharper mind', 'Puzzles that help', 'Hearing and memory'];
const EXCLUSIVE = 'Your insurer’s brain-health coaching';
const EXTRA = 'Walking with friends';

let services = '';

/** Becomes persona `id` (its cookies, the fixtures' clock) and reads identity again. */
function visitAs(id: string): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  for (const cookie of personaCookieStrings(personas.find((persona) => persona.id === id)!)) document.cookie = cookie;
  startIdentity(window).refresh();
}

/** The demo's article gallery (landing, 10 tiles), ready and with its locks decided. */
async function demoGallery(locale: 'en' | 'es' = 'en'): Promise<HTMLElement> {
  const container = document.createElement('main');
  document.body.append(container);
  render(tileGalleryTemplate({ variant: 'landing', tiles: demoTiles(locale) }), container);
  const host = container.querySelector<HTMLElement>('tile-gallery')!;
  expect(await settled(host, 5000)).to.equal('ready');
  // Locks and badges wait for identity's first full reading.
  await waitFor(() => host.querySelector('li[data-members-only="true"][data-locked]'), 5000, 'the locks');
  return host;
}

/** A gallery as a CMS would insert it: `count` game tiles, a banner if asked. */
async function insertGallery(attributes: Record<string, string>, count: number, banner = false): Promise<HTMLElement> {
  const host = document.createElement('tile-gallery');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  if (banner) {
    const div = document.createElement('div');
    div.setAttribute('data-banner', '');
    div.textContent = 'Featured game';
    host.append(div);
  }
  const list = document.createElement('ul');
  for (let index = 1; index <= count; index += 1) {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = `/games/${index}/`;
    link.textContent = `Game ${index}`;
    li.append(link);
    list.append(li);
  }
  host.append(list);
  document.body.prepend(host);
  await settled(host, 5000);
  return host;
}

const tile = (host: Element, name: string) =>
  [...host.querySelectorAll<HTMLLIElement>('li')].find(
    (li) => li.querySelector('a')?.textContent?.trim() === name || li.querySelector('h2')?.textContent === name,
  )!;
const shownTiles = (host: Element) => [...host.querySelectorAll<HTMLLIElement>('ul > li:not([hidden])')];
const buttons = (host: Element) => [...host.querySelectorAll<HTMLButtonElement>('button')];
const button = (host: Element, name: string) => buttons(host).find((b) => b.textContent === name);
const said = (host: Element) => host.querySelector('[data-live-region="polite"]')?.textContent ?? '';

before(async () => {
  // The programme sub-site's config: identity asks the user types (brain-health 3.1).
  const origin = (await (await fetch('/__test/services')).text()).replace(/\/$/, '');
  services = await emulatorSiteConfig({ userTypesUrl: `${origin}${USER_TYPES_URL}` });
  await linkStylesheet();
  await import('../../elements/tile-gallery/define.ts');
});

beforeEach(async () => {
  await fetch(`${services}__emulator/reset`, { method: 'POST' });
  await setViewport({ width: 1280, height: 900 });
  visitAs('anonymous');
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('data-i18n-dictionary-src');
  resetDictionaries();
});

after(() => clearCookies());

describe('<tile-gallery>: locks, badges and exclusive tiles per persona', () => {
  const rows: ReadonlyArray<[persona: string, lock: 'true' | 'false', badge: 'locked' | 'unlocked' | 'none', exclusive: boolean]> = [
    ['anonymous', 'true', 'locked', false],
    ['member-auto-renew', 'false', 'unlocked', false],
    ['bh-sponsor-insurer1', 'false', 'none', true],
    ['bh-sponsor-insurer2', 'false', 'none', true],
    ['bh-sponsor-insurer1ma', 'false', 'none', false],
  ];
  for (const [persona, locked, badge, exclusive] of rows) {
    it(`${persona}: data-locked=${locked}, badge ${badge}, exclusive ${exclusive ? 'shown' : 'hidden (extra tile instead)'}`, async () => {
      visitAs(persona);
      const host = await demoGallery();
      await waitFor(() => tile(host, MEMBERS_ONLY[0]!).getAttribute('data-locked') === locked, 5000, `data-locked=${locked}`);
      for (const name of MEMBERS_ONLY.slice(0, 2)) {
        const li = tile(host, name);
        expect(li.getAttribute('data-locked'), name).to.equal(locked);
        if (badge === 'locked') {
          expect(li.querySelectorAll('[role="img"][aria-label="Members only"]'), name).to.have.length(1);
        } else if (badge === 'unlocked') {
          expect(li.querySelector('.tile-gallery__badge')!.getAttribute('data-badge'), name).to.equal('unlocked');
          expect(li.querySelectorAll('[role="img"], img'), name).to.have.length(0);
        } else {
          expect(li.querySelector('.tile-gallery__badge'), name).to.equal(null);
        }
      }
      expect(tile(host, EXCLUSIVE).checkVisibility(), EXCLUSIVE).to.equal(exclusive);
      expect(tile(host, EXTRA).checkVisibility(), EXTRA).to.equal(!exclusive);
    });
  }
});

describe('<tile-gallery>: Load more', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: 6 first, the rest added, focus on the first new tile, announced, button gone`, async () => {
      await setViewport({ width, height: 900 });
      const host = await demoGallery();
      expect(shownTiles(host)).to.have.length(6);
      expect(host.getAttribute('data-tiles-total')).to.equal('10');
      button(host, 'Load more')!.click();
      await waitFor(() => shownTiles(host).length === 10, 3000, 'every tile');
      expect(document.activeElement).to.equal(shownTiles(host)[6]!.querySelector('a'));
      await waitFor(() => said(host) === '4 more tiles shown.', 3000, 'the announcement');
      await waitFor(() => button(host, 'Load more') === undefined, 3000, 'the button gone');
    });
  }

  it('keyboard: Enter on Load more works; Spanish page says it in Spanish', async () => {
    document.documentElement.lang = 'es';
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/site/dict.{locale}.json');
    const host = await demoGallery('es');
    const more = await waitFor(() => button(host, 'Cargar más'), 3000, "'Cargar más'");
    more.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shownTiles(host).length === 10, 3000, 'every tile');
    await waitFor(() => said(host) === 'Se muestran 4 elementos más.', 3000, 'the Spanish announcement');
    expect(host.querySelector('[role="img"][aria-label="Solo para socios"]')).to.not.equal(null);
  });
});

describe('<tile-gallery>: variants', () => {
  it('games centre: columns by count; at 1280 px with 6 tiles the banner takes the list height, at 390 px not', async () => {
    for (const [count, columns] of [
      [1, '1'],
      [2, '2'],
      [4, '2'],
      [5, '3'],
    ] as const) {
      const host = await insertGallery({ 'data-variant': 'games' }, count);
      expect(host.getAttribute('data-columns'), `${count} tiles`).to.equal(columns);
      expect(shownTiles(host)).to.have.length(count);
      expect(buttons(host)).to.have.length(0);
      host.remove();
    }
    const host = await insertGallery({ 'data-variant': 'games' }, 6, true);
    expect(host.getAttribute('data-banner-fill')).to.equal('true');
    const banner = host.querySelector('[data-banner]')!;
    const list = host.querySelector('ul')!;
    await waitFor(() => Math.abs(banner.getBoundingClientRect().height - list.getBoundingClientRect().height) < 1, 3000, 'the banner at the list height');
    await setViewport({ width: 390, height: 900 });
    await waitFor(() => host.getAttribute('data-banner-fill') === 'false', 3000, 'no fill at 390 px');
  });

  it("expert: 6, then 'See all' reveals every tile; channel data-loadmore=4: 4, then all", async () => {
    const expert = await insertGallery({ 'data-variant': 'expert' }, 14);
    expect(shownTiles(expert)).to.have.length(6);
    button(expert, 'See all')!.click();
    await waitFor(() => shownTiles(expert).length === 14, 3000, 'every tile');
    expect(document.activeElement?.textContent).to.equal('Game 7');
    await waitFor(() => said(expert) === '8 more tiles shown.', 3000, 'the announcement');
    await waitFor(() => buttons(expert).length === 0, 3000, 'the button gone');
    expert.remove();
    const channel = await insertGallery({ 'data-variant': 'channel', 'data-loadmore': '4' }, 10);
    expect(shownTiles(channel)).to.have.length(4);
    button(channel, 'Load more')!.click();
    await waitFor(() => shownTiles(channel).length === 10, 3000, 'every tile');
    expect(document.activeElement?.textContent).to.equal('Game 5');
  });

  it('bad config: a clear console error, element-error, and every tile stays', async () => {
    const bad: Array<Record<string, string>> = [{ 'data-variant': 'carousel' }, { 'data-loadmore': 'lots' }, { 'data-loadmore': '0' }];
    const failed: Element[] = [];
    const onError = (event: Event) => failed.push(event.target as Element);
    document.addEventListener('element-error', onError);
    const { errors } = await captureConsole(async () => {
      for (const attributes of bad) {
        const host = await insertGallery(attributes, 9);
        expect(host.getAttribute('data-element-state'), JSON.stringify(attributes)).to.equal('error');
        expect([...host.querySelectorAll('li')].filter((li) => li.checkVisibility())).to.have.length(9);
        host.remove();
      }
    });
    expect(errors.filter((text) => text.includes('<tile-gallery>'))).to.have.length(3);
    document.removeEventListener('element-error', onError);
    expect(failed).to.have.length(3);
  });
});
