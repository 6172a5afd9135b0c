/**
 * <recommended-for-you> (site 2.11, 3.11, 7.6, 8) in Chromium against the emulator: the one
 * request of the page, sent when a container is 10% visible (a real IntersectionObserver); the
 * answer filling the five containers; images lazy-loading from container index 4 (site 2.11); the
 * fallback over the five containers without a repeat when the service fails (the emulator's fault
 * control: a 500 and a wrong-shaped body); the `recommendations-loaded` data-layer entry of each
 * outcome; no layout shift at the swap; focus kept when it was inside a CMS card.
 *
 * Each test loads test/browser/pages/recommended-for-you.html in an iframe (a fresh document, so a
 * fresh batch) and records the frame's POSTs to the service. Without JavaScript, the demo page's
 * CMS cards: test/e2e/recommended-for-you.spec.ts.
 */
import { expect } from 'chai';
import { waitFor } from './helpers.ts';

/** The containers of test/browser/pages/recommended-for-you.html, in page order. */
const CONTAINERS = 5;
/** Their counts (data-count), in page order. */
const COUNTS = [3, 2, 3, 2, 2];

let services = '';
let frame: HTMLIFrameElement | undefined;

async function emulator(path: string, body?: unknown) {
  const answer = await fetch(`${services}__emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  expect(answer.ok, `emulator ${path}`).to.equal(true);
}

interface Page {
  win: Window;
  doc: Document;
  hosts: HTMLElement[];
  posts: unknown[];
  shifts: number[];
}

async function load(height = 600, width = 1000): Promise<Page> {
  frame = document.createElement('iframe');
  frame.width = String(width);
  frame.height = String(height);
  frame.src = '/test/browser/pages/recommended-for-you.html';
  document.body.append(frame);
  const win = await waitFor(
    () => {
      const doc = frame!.contentDocument;
      const hosts = doc ? [...doc.querySelectorAll('recommended-for-you')] : [];
      return hosts.length === CONTAINERS && hosts.every((host) => host.getAttribute('data-element-state') === 'ready') && frame!.contentWindow;
    },
    10_000,
    `${CONTAINERS} ready containers`,
  );
  const posts: unknown[] = [];
  const original = win.fetch.bind(win);
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof (win as unknown as typeof globalThis).Request ? (input as Request) : undefined;
    const url = request ? request.url : String(input);
    if (url.includes('/recommendations/v1/content')) posts.push(request ? await request.clone().json() : init?.body);
    return original(input, init);
  };
  const shifts: number[] = [];
  new (win as unknown as typeof globalThis).PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
  return { win, doc: win.document, hosts: [...win.document.querySelectorAll<HTMLElement>('recommended-for-you')], posts, shifts };
}

const ids = (host: HTMLElement) => [...host.querySelectorAll('li.rfy-card')].map((card) => card.getAttribute('data-item-id'));
const filled = (page: Page) => page.hosts.every((host) => host.getAttribute('data-rfy-source') !== 'cms');
/** Per container (page order): whether each of its card images has loading="lazy". */
const lazyPerContainer = (page: Page) =>
  page.hosts.map((host) => [...host.querySelectorAll<HTMLImageElement>('img.rfy-card__image')].map((img) => img.getAttribute('loading') === 'lazy'));
/** Site 2.11: images lazy-load from container index 4; containers 0-3 load theirs at once. */
function expectLazyFromIndex4(page: Page) {
  const lazy = lazyPerContainer(page);
  expect(
    lazy.map((images) => images.length),
    'card images per container',
  ).to.deep.equal(COUNTS);
  expect(lazy, 'loading="lazy" per container and image').to.deep.equal(COUNTS.map((count, index) => Array<boolean>(count).fill(index >= 4)));
}

interface LoadedEntry {
  event: string;
  recommendations: Array<{ componentId: string; txid: string; source: string; items: string[] }>;
}
/** The `recommendations-loaded` entries the page pushed to its data layer. */
const loadedEntries = (page: Page) =>
  ((page.win as unknown as { adobeDataLayer?: LoadedEntry[] }).adobeDataLayer ?? []).filter((entry) => entry.event === 'recommendations-loaded');

const nextFrames = (win: Window) => new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));

/** Scrolls the frame so that `fraction` of the first container's height is inside the viewport. */
async function reveal(page: Page, fraction: number) {
  const host = page.hosts[0]!;
  const top = host.getBoundingClientRect().top + page.win.scrollY;
  const visible = host.getBoundingClientRect().height * fraction;
  page.win.scrollTo(0, top - page.win.innerHeight + visible);
  await nextFrames(page.win);
  await nextFrames(page.win);
}

before(async () => {
  services = await (await fetch('/__test/services')).text();
});

afterEach(async () => {
  frame?.remove();
  frame = undefined;
  await emulator('reset');
});

describe('<recommended-for-you>: the one request (site 7.6)', () => {
  it('asks nothing while no container is 10% visible, then once for all five', async () => {
    const page = await load();
    expect(page.posts).to.have.length(0);
    await reveal(page, 0.04);
    // Give an observer that would fire wrongly its chance: several frames and a macrotask.
    await nextFrames(page.win);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(page.posts, 'no request at 4%').to.have.length(0);
    expect(page.hosts.every((host) => host.getAttribute('data-rfy-source') === 'cms')).to.equal(true);

    await reveal(page, 0.2);
    await waitFor(() => filled(page), 8000, 'the containers filled');
    expect(page.posts).to.have.length(1);
    const body = page.posts[0] as { requestData: Array<Record<string, unknown> & { requestBundle: Array<Record<string, string>> }> };
    const entry = body.requestData[0]!;
    expect(entry.channel).to.equal('website');
    expect(entry.url).to.equal(page.win.location.href);
    expect(entry.konnex).to.equal('1'.repeat(39));
    expect(entry.requestBundle.map((part) => [part.componentId, part.count, part.model])).to.deep.equal([
      ['rfy-1', '3', 'articles'],
      ['rfy-2', '2', 'events'],
      ['rfy-3', '3', 'videos'],
      ['rfy-4', '2', 'benefits'],
      ['rfy-5', '2', 'games'],
    ]);

    // Scrolling on to the other containers asks nothing more.
    page.hosts[CONTAINERS - 1]!.scrollIntoView();
    await nextFrames(page.win);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(page.posts).to.have.length(1);

    // The answer: each container its own component, its type, a rewritten link, text as text.
    expect(page.hosts.map((host) => host.getAttribute('data-rfy-source'))).to.deep.equal(Array(CONTAINERS).fill('service'));
    expect(page.hosts.map((host) => ids(host).length)).to.deep.equal(COUNTS);
    expect(page.hosts[0]!.getAttribute('data-txid')).to.equal(entry.txid);
    const card = page.hosts[0]!.querySelector<HTMLElement>('li.rfy-card')!;
    expect(card.getAttribute('data-item-type')).to.equal('article');
    const link = card.querySelector<HTMLAnchorElement>('h3 a.rfy-card__link')!;
    expect(new URL(link.href).origin).to.equal('https://stage.example.org');
    expect(card.querySelector('img.rfy-card__image')!.getAttribute('src')).to.match(/\?wid=688$/);
    expect(page.hosts[1]!.querySelector('li')!.getAttribute('data-item-type')).to.equal('event');
    // Every card: of its container's model, one link, a level-3 heading. (The page configures no
    // host rewrite; rewriteCtaUrl's rows are in the unit tests.)
    const types = page.hosts.map((host) => host.querySelector('li.rfy-card')!.getAttribute('data-item-type'));
    expect(types.slice(0, 3)).to.deep.equal(['article', 'event', 'video']);
    for (const [index, host] of page.hosts.entries()) {
      const cards = [...host.querySelectorAll<HTMLElement>('li.rfy-card')];
      for (const each of cards) {
        expect(each.getAttribute('data-item-type'), host.dataset.componentId).to.equal(types[index]);
        const links = [...each.querySelectorAll<HTMLAnchorElement>('a[href]')];
        expect(links, `${host.dataset.componentId} links of a card`).to.have.length(1);
        expect(new URL(links[0]!.href).protocol).to.match(/^https?:$/);
      }
      expect(host.querySelectorAll('h3'), host.dataset.componentId).to.have.length(cards.length);
    }
    // Dates in the recommendations' month names, banners as text.
    expect(page.doc.querySelector('recommended-for-you time')!.textContent).to.match(/^(Jan|Feb|March|April|May|June|July|Aug|Sept|Oct|Nov|Dec) \d{2}, \d{4}$/);
    expect(page.doc.querySelector('recommended-for-you .rfy-card__banner')!.textContent).to.match(/^(Members Only|NEW|Rewards)$/);
    expectLazyFromIndex4(page);

    // The data layer (site 8): one entry for the page, each container with what it shows.
    expect(loadedEntries(page)).to.deep.equal([
      {
        event: 'recommendations-loaded',
        recommendations: page.hosts.map((host) => ({
          componentId: host.getAttribute('data-component-id'),
          txid: entry.txid,
          source: 'service',
          items: ids(host),
        })),
      },
    ]);
  });

  it('sends the stored location for the location models and a long konnex as the visitor id', async () => {
    // Set storage and cookie on this origin before the page loads (same origin as the frame).
    localStorage.setItem('userLocation', JSON.stringify({ geometry: { lat: 38.9, lng: -77.03 } }));
    document.cookie = `konnex=${'k'.repeat(25)}; path=/`;
    try {
      const page = await load();
      await reveal(page, 0.5);
      await waitFor(() => page.posts.length === 1, 8000, 'the request');
      const entry = (page.posts[0] as { requestData: Array<{ konnex: string; requestBundle: Array<{ model: string; filter: string }> }> }).requestData[0]!;
      expect(entry.konnex).to.equal('k'.repeat(25));
      const near = 'latitude: 38.9|longitude: -77.03';
      expect(entry.requestBundle.map((part) => part.filter)).to.deep.equal([near, near, '', near, '']);
    } finally {
      localStorage.removeItem('userLocation');
      document.cookie = 'konnex=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: swaps with no layout shift and keeps focus inside the container`, async () => {
      const page = await load(600, width);
      await reveal(page, 0.05);
      const first = page.hosts[0]!.querySelector<HTMLAnchorElement>('a.rfy-card__link')!;
      first.focus();
      const after = page.doc.querySelector('body > p:last-of-type')!;
      const before = after.getBoundingClientRect().top + page.win.scrollY;
      await reveal(page, 1);
      await waitFor(() => filled(page), 8000, 'the containers filled');
      await nextFrames(page.win);
      expect(
        page.shifts.reduce((sum, value) => sum + value, 0),
        'cumulative layout shift',
      ).to.equal(0);
      expect(page.doc.activeElement?.closest('li.rfy-card')?.getAttribute('data-item-id')).to.equal(ids(page.hosts[0]!)[0]);
      expect(after.getBoundingClientRect().top + page.win.scrollY, 'what follows the containers stays put').to.equal(before);
    });
  }
});

describe('<recommended-for-you>: the fallback (site 8)', () => {
  for (const [name, fault] of [
    ['the service answers 500', { status: 500 }],
    ['the service answers a body of the wrong shape', { body: 'wrong-shape' }],
  ] as const) {
    it(`${name}: all five containers from the fallback, shuffled, never repeated`, async () => {
      await emulator('faults', { path: '/recommendations/v1/content', ...fault });
      const page = await load();
      await reveal(page, 0.5);
      await waitFor(() => filled(page), 8000, 'the containers filled');
      expect(page.posts).to.have.length(1);
      expect(page.hosts.map((host) => host.getAttribute('data-rfy-source'))).to.deep.equal(Array(CONTAINERS).fill('fallback'));
      const txid = (page.posts[0] as { requestData: Array<{ txid: string }> }).requestData[0]!.txid;
      for (const host of page.hosts) expect(host.getAttribute('data-txid')).to.equal(`fb:${txid}`);
      const all = page.hosts.flatMap(ids);
      expect(page.hosts.map((host) => ids(host).length)).to.deep.equal(COUNTS);
      expect(new Set(all).size, `no item twice: ${all.join(', ')}`).to.equal(all.length);
      expect(all.every((id) => id !== null)).to.equal(true);
      expectLazyFromIndex4(page);
      expect(loadedEntries(page)).to.deep.equal([
        {
          event: 'recommendations-loaded',
          recommendations: page.hosts.map((host) => ({
            componentId: host.getAttribute('data-component-id'),
            txid: `fb:${txid}`,
            source: 'fallback',
            items: ids(host),
          })),
        },
      ]);
    });
  }

  it('keeps the CMS cards when the fallback fails too', async () => {
    await emulator('faults', { path: '/recommendations/v1/content', status: 503 });
    await emulator('faults', { path: '/etc/*', status: 500 });
    const page = await load();
    await reveal(page, 0.5);
    await waitFor(() => page.hosts.every((host) => host.hasAttribute('data-txid')), 8000, 'the containers settled');
    expect(page.hosts.map((host) => host.getAttribute('data-rfy-source'))).to.deep.equal(Array(CONTAINERS).fill('cms'));
    expect(page.hosts[0]!.querySelectorAll('li.rfy-card')).to.have.length(3);
    expect(page.hosts[0]!.querySelector('a')!.getAttribute('href')).to.equal('/medicare/');
    // The data layer still hears of the page's recommendations: every container kept the CMS's.
    const entries = loadedEntries(page);
    expect(entries).to.have.length(1);
    expect(entries[0]!.recommendations.map(({ componentId, source, items }) => [componentId, source, items])).to.deep.equal(
      page.hosts.map((host) => [host.getAttribute('data-component-id'), 'cms', []]),
    );
  });
});
