/**
 * `<tile-gallery>` on the brain-health articles page (site 2.13, 4.8; brain-health 4.15, 4.16),
 * real Chromium against the emulator: locks and badges per persona (anonymous, member, sponsored),
 * exclusive and extra tiles, 'Load more' at 390 and 1280 px (focus to the first new tile, the
 * announcement, the button gone at the end), Spanish, no layout shift, and a login in place;
 * in each, no CSP violation or uncaught error (`watch`).
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona as asVisitor, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/articles/';

const asPersona = (page: Page, id: string, path = PATH) => asVisitor(page, id, path);

async function settledGallery(page: Page) {
  const host = page.locator('tile-gallery').first();
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  await page.evaluate(() => window.memberElements!.ready);
  return host;
}

const MEMBERS_ONLY = ['Sleep and your memory', 'Eating for a sharper mind', 'Puzzles that help', 'Hearing and memory'];
const EXCLUSIVE = 'Your insurer’s brain-health coaching';
const EXTRA = 'Walking with friends';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

// The CSP gate for every state the tests reach (tiles loaded, locked, unlocked, more shown):
// no CSP violation and no uncaught error on the page from its load to the test's end.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = watch(page);
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

test.describe('locks, badges and exclusive tiles per persona', () => {
  const rows: ReadonlyArray<[persona: string, lock: 'true' | 'false', badge: 'locked' | 'unlocked' | 'none', exclusive: boolean]> = [
    ['anonymous', 'true', 'locked', false],
    ['member-auto-renew', 'false', 'unlocked', false],
    ['bh-sponsor-insurer1', 'false', 'none', true],
    ['bh-sponsor-insurer2', 'false', 'none', true],
    ['bh-sponsor-insurer1ma', 'false', 'none', false],
  ];
  for (const [persona, locked, badge, exclusive] of rows) {
    test(`${persona}: data-locked=${locked}, badge ${badge}, exclusive ${exclusive ? 'shown' : 'hidden (extra tile instead)'}`, async ({ page }) => {
      await asPersona(page, persona);
      const host = await settledGallery(page);
      const tile = (name: string) => host.locator('li').filter({ has: page.getByRole('link', { name, exact: true }) });
      for (const name of MEMBERS_ONLY.slice(0, 2)) {
        await expect(tile(name)).toHaveAttribute('data-locked', locked);
        if (badge === 'locked') {
          await expect(tile(name).getByRole('img', { name: 'Members only', exact: true })).toHaveCount(1);
        } else if (badge === 'unlocked') {
          await expect(tile(name).locator('.tile-gallery__badge')).toHaveAttribute('data-badge', 'unlocked');
          await expect(tile(name).getByRole('img')).toHaveCount(0);
        } else {
          await expect(tile(name).locator('.tile-gallery__badge')).toHaveCount(0);
        }
      }
      await expect(tile(EXCLUSIVE)).toBeVisible({ visible: exclusive });
      await expect(tile(EXTRA)).toBeVisible({ visible: !exclusive });
    });
  }
});

for (const width of [390, 1280]) {
  test(`load more at ${width} px: 6 first, the rest added, focus on the first new tile, announced, button gone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await asPersona(page, 'anonymous');
    const host = await settledGallery(page);
    const visibleTiles = host.locator('ul > li:not([hidden])');
    await expect(visibleTiles).toHaveCount(6);
    await expect(host).toHaveAttribute('data-tiles-total', '10');
    const button = host.getByRole('button', { name: 'Load more', exact: true });
    await button.click();
    await expect(visibleTiles).toHaveCount(10);
    const seventh = visibleTiles.nth(6).getByRole('link');
    await expect(seventh).toBeFocused();
    await expect(host.locator('[data-live-region="polite"]')).toHaveText('4 more tiles shown.');
    await expect(button).toHaveCount(0);
    // Focus is not hidden under the sticky header (WCAG 2.4.11).
    const box = await seventh.boundingBox();
    const header = await page.locator('site-header header').boundingBox();
    expect(box && header ? box.y >= header.y + header.height - 1 || header.y + header.height <= 0 : true).toBe(true);
  });
}

test('keyboard: Enter on Load more works; Spanish page says it in Spanish', async ({ page }) => {
  await asPersona(page, 'anonymous', '/espanol/articulos/');
  const host = await settledGallery(page);
  const button = host.getByRole('button', { name: 'Cargar más', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(host.locator('ul > li:not([hidden])')).toHaveCount(10);
  await expect(host.locator('[data-live-region="polite"]')).toHaveText('Se muestran 4 elementos más.');
  await expect(host.getByRole('img', { name: 'Solo para socios', exact: true }).first()).toBeAttached();
});

test('no layout shift while the gallery upgrades (CLS 0 over the gallery)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        const fromGallery = (entry.sources ?? []).some((source) => source.node instanceof Element && source.node.closest('tile-gallery, .tilegallery ~ *'));
        if (fromGallery) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 2000 });
  await asPersona(page, 'anonymous');
  await settledGallery(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

test('a login in another tab unlocks the tiles without a reload', async ({ page, context }) => {
  await asPersona(page, 'anonymous');
  const host = await settledGallery(page);
  const first = host.locator('li[data-members-only="true"]').first();
  await expect(first).toHaveAttribute('data-locked', 'true');
  const other = await context.newPage();
  await asPersona(other, 'member-auto-renew');
  await other.close();
  await expect(first).toHaveAttribute('data-locked', 'false', { timeout: 15_000 });
  await expect(first.locator('.tile-gallery__badge')).toHaveAttribute('data-badge', 'unlocked');
});

/** Puts a gallery (built with DOM calls: the page's CSP allows no inline markup tricks) into the page. */
async function insertGallery(page: Page, attributes: Record<string, string>, count: number, banner = false) {
  await page.evaluate(
    ({ attributes, count, banner }) => {
      const host = document.createElement('tile-gallery');
      host.id = 'inserted';
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
      document.querySelector('main')!.prepend(host);
    },
    { attributes, count, banner },
  );
  const host = page.locator('#inserted');
  await expect(host).toHaveAttribute('data-element-state', /^(ready|error)$/);
  return host;
}

test.describe('variants', () => {
  test('games centre: columns by count; at 1280 px with 6 tiles the banner takes the list height, at 390 px not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await asPersona(page, 'anonymous');
    await settledGallery(page);
    for (const [count, columns] of [
      [1, '1'],
      [2, '2'],
      [4, '2'],
      [5, '3'],
    ] as const) {
      const host = await insertGallery(page, { 'data-variant': 'games' }, count);
      await expect(host).toHaveAttribute('data-columns', columns);
      await expect(host.locator('li:not([hidden])')).toHaveCount(count);
      await expect(host.getByRole('button')).toHaveCount(0);
      await host.evaluate((element) => element.remove());
    }
    const host = await insertGallery(page, { 'data-variant': 'games' }, 6, true);
    await expect(host).toHaveAttribute('data-banner-fill', 'true');
    const heights = async () => ({
      banner: (await host.locator('[data-banner]').boundingBox())!.height,
      list: (await host.locator('ul').boundingBox())!.height,
    });
    await expect.poll(async () => Math.abs((await heights()).banner - (await heights()).list)).toBeLessThan(1);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(host).toHaveAttribute('data-banner-fill', 'false');
  });

  test("expert: 6, then 'See all' reveals every tile; channel data-loadmore=4: 4, then all", async ({ page }) => {
    await asPersona(page, 'anonymous');
    await settledGallery(page);
    const expert = await insertGallery(page, { 'data-variant': 'expert' }, 14);
    await expect(expert.locator('li:not([hidden])')).toHaveCount(6);
    await expert.getByRole('button', { name: 'See all', exact: true }).click();
    await expect(expert.locator('li:not([hidden])')).toHaveCount(14);
    await expect(expert.getByRole('link', { name: 'Game 7', exact: true })).toBeFocused();
    await expect(expert.locator('[data-live-region="polite"]')).toHaveText('8 more tiles shown.');
    await expect(expert.getByRole('button')).toHaveCount(0);
    await expert.evaluate((element) => element.remove());
    const channel = await insertGallery(page, { 'data-variant': 'channel', 'data-loadmore': '4' }, 10);
    await expect(channel.locator('li:not([hidden])')).toHaveCount(4);
    await channel.getByRole('button', { name: 'Load more', exact: true }).click();
    await expect(channel.locator('li:not([hidden])')).toHaveCount(10);
    await expect(channel.getByRole('link', { name: 'Game 5', exact: true })).toBeFocused();
  });

  test('bad config: a clear console error, element-error, and every tile stays', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await asPersona(page, 'anonymous');
    await settledGallery(page);
    const bad: Array<Record<string, string>> = [{ 'data-variant': 'carousel' }, { 'data-loadmore': 'lots' }, { 'data-loadmore': '0' }];
    for (const attributes of bad) {
      const host = await insertGallery(page, attributes, 9);
      await expect(host).toHaveAttribute('data-element-state', 'error');
      await expect(host.locator('li:visible')).toHaveCount(9);
      await host.evaluate((element) => element.remove());
    }
    expect(errors.filter((text) => text.includes('<tile-gallery>'))).toHaveLength(3);
  });
});
