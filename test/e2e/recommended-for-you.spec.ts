/**
 * `<recommended-for-you>` on the demo's recommendations page (site 2.11, 3.11, 7.6), real Chromium
 * against the emulator: the page's three containers, one POST once one is 10% visible, each
 * filled from its component with cards whose links go to this site (the demo's host rewrite of
 * 2.11), the CMS's cards until then (and without JavaScript), no layout shift over the real page
 * at the swap. The element's behaviour on a CMS-like page (the request, the cards, dates and
 * banners, no shift at 390 and 1280 px, focus, the fallback without repeats when the service
 * fails) is in test/browser/recommended-for-you.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona } from './visitor.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';

const PATH = '/for-you/';
const COMPONENTS = ['rfy-for-you-articles', 'rfy-for-you-events', 'rfy-for-you-videos'];

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});
test.afterEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

type Post = { requestData: Array<{ txid: string; requestBundle: Array<{ componentId: string; count: string; model: string }> }> };

/**
 * Records the page's POSTs to the service (their bodies, read in the page: ky sends a Request
 * whose body the browser streams) and its layout shifts (layout-shifts.ts).
 */
async function watch(page: Page) {
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    const posts: unknown[] = [];
    Object.defineProperty(window, '__posts', { value: posts });
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : undefined;
      if ((request?.url ?? String(input)).includes('/recommendations/v1/content'))
        posts.push(request ? await request.clone().json() : JSON.parse(String(init?.body)));
      return original(input, init);
    };
  });
  return {
    posts: () => page.evaluate(() => (window as unknown as { __posts: Post[] }).__posts),
    cls: async () => totalShift(await layoutShifts(page)),
  };
}

const hosts = (page: Page) => page.locator('recommended-for-you');

test('one request for the three containers once one is 10% visible, each card linking to this site, no layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  const watched = await watch(page);
  await asPersona(page, 'anonymous', PATH);
  await expect(hosts(page)).toHaveCount(3);
  for (const host of await hosts(page).all()) await expect(host).toHaveAttribute('data-element-state', 'ready');
  // The CMS's cards, below the fold: nothing asked yet.
  await expect(hosts(page).first().getByRole('link', { name: 'Your guide to Medicare' })).toBeAttached();
  expect(await watched.posts()).toHaveLength(0);

  await hosts(page).first().scrollIntoViewIfNeeded();
  for (const host of await hosts(page).all()) await expect(host).toHaveAttribute('data-rfy-source', 'service');
  const posts = await watched.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.requestData[0]!.requestBundle.map((entry) => [entry.componentId, entry.count, entry.model])).toEqual([
    [COMPONENTS[0], '3', 'articles'],
    [COMPONENTS[1], '3', 'events'],
    [COMPONENTS[2], '3', 'videos'],
  ]);

  // Each container: three cards of its model, one link each, to this site (www.example.org rewritten).
  const types = ['article', 'event', 'video'];
  for (const [index, host] of (await hosts(page).all()).entries()) {
    await expect(host).toHaveAttribute('data-txid', posts[0]!.requestData[0]!.txid);
    const cards = host.locator('li.rfy-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-item-type', types[index]!);
      const links = card.getByRole('link');
      await expect(links).toHaveCount(1);
      expect(new URL((await links.getAttribute('href'))!).origin).toBe(new URL(page.url()).origin);
    }
    await expect(host.getByRole('heading', { level: 3 })).toHaveCount(3);
  }
  // Dates in the recommendations' month names, banners as text.
  await expect(page.locator('recommended-for-you time').first()).toHaveText(/^(Jan|Feb|March|April|May|June|July|Aug|Sept|Oct|Nov|Dec) \d{2}, \d{4}$/);
  await expect(page.locator('recommended-for-you .rfy-card__banner').first()).toHaveText(/^(Members Only|NEW|Rewards)$/);

  // Scrolling on asks nothing more; nothing moved.
  await hosts(page).last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(await watched.posts()).toHaveLength(1);
  expect(await watched.cls()).toBe(0);
});

test('without JavaScript the CMS cards stay and work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  const first = page.locator('recommended-for-you').first();
  await expect(first.getByRole('link')).toHaveCount(3);
  await expect(first.getByRole('link', { name: 'Your guide to Medicare' })).toHaveAttribute('href', '/medicare/');
  await context.close();
});
