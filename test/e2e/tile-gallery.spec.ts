/**
 * `<tile-gallery>` on the brain-health articles page (site 2.13, 4.8; brain-health 4.15, 4.16),
 * real Chromium against the emulator: locks and badges per persona (anonymous, member, sponsored),
 * exclusive and extra tiles, 'Load more' at 390 and 1280 px (focus to the first new tile, the
 * announcement, the button gone at the end), Spanish, no layout shift, and a login in place.
 */
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT) || 8181;
const SERVICES = `http://localhost:${PORT + 10}/`;
const PATH = '/articles/';

const asPersona = (page: Page, id: string, path = PATH) => page.goto(`/__demo/persona?id=${encodeURIComponent(id)}&next=${encodeURIComponent(path)}`);

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
  await request.post(`${SERVICES}__emulator/reset`);
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
    await expect(page.locator('[data-live-region="polite"]')).toHaveText('4 more tiles shown.');
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
  await expect(page.locator('[data-live-region="polite"]')).toHaveText('Se muestran 4 elementos más.');
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
