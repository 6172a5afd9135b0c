/**
 * `<tile-gallery>` on the brain-health articles page (site 2.13, 4.8; brain-health 4.15, 4.16),
 * real Chromium against the emulator, what needs the page: 'Load more' at 390 and 1280 px moving
 * focus to the first new tile clear of the page's sticky header, no layout shift as the page's
 * gallery upgrades, and a login in another tab unlocking the tiles in place; in each, no CSP
 * violation or uncaught error (`watch`). The gallery's own behaviour (locks, badges, exclusive
 * and extra tiles per persona, Load more, the keyboard, Spanish, the variants, bad config) is in
 * test/browser/tile-gallery.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona as asVisitor, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';
import { closeProgramModal } from '../quality/a11y-checks.ts';

const PATH = '/articles/';

const asPersona = (page: Page, id: string, path = PATH) => asVisitor(page, id, path);

async function settledGallery(page: Page) {
  const host = page.locator('tile-gallery').first();
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  await page.evaluate(() => window.memberElements!.ready);
  // The programme's gate (issue 33) greets an anonymous visitor with its login modal: closed first.
  await expect(page.locator('program-gate')).toHaveAttribute('data-element-state', 'ready');
  await closeProgramModal(page);
  return host;
}

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

for (const width of [390, 1280]) {
  test(`load more at ${width} px: focus on the first new tile, clear of the sticky header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await asPersona(page, 'anonymous');
    const host = await settledGallery(page);
    const visibleTiles = host.locator('ul > li:not([hidden])');
    await expect(visibleTiles).toHaveCount(6);
    await host.getByRole('button', { name: 'Load more', exact: true }).click();
    await expect(visibleTiles).toHaveCount(10);
    const seventh = visibleTiles.nth(6).getByRole('link');
    await expect(seventh).toBeFocused();
    // Focus is not hidden under the sticky header (WCAG 2.4.11).
    const box = await seventh.boundingBox();
    const header = await page.locator('site-header header').boundingBox();
    expect(box && header ? box.y >= header.y + header.height - 1 || header.y + header.height <= 0 : true).toBe(true);
  });
}

test('no layout shift while the gallery upgrades (CLS 0 over the gallery)', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.setViewportSize({ width: 1280, height: 2000 });
  await asPersona(page, 'anonymous');
  await settledGallery(page);
  await page.waitForTimeout(300);
  expect(totalShift(await layoutShifts(page, { within: 'tile-gallery, .tilegallery ~ *' }))).toBe(0);
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
