/**
 * Issue 17's page features on the demo article (site 2.13, 4.7, 9), real Chromium against the
 * demo site: no layout shift while the Spanish article loads and scrolls (the promo banner, the
 * swat banner, the leaderboard sticking, the close-container), and their Spanish names there.
 * Each element's behaviour (the promo banner's remembered state at 390 / 767 / 768 / 1280 px,
 * garbage in storage, the swat banner's 2000 ms sync and close, the leaderboard from 360 px, the
 * close-container, the Spanish names) is in test/browser/banners.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona } from './visitor.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';

const PATH_ES = '/espanol/dinero/estafas/estafas-telefonicas.html';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

async function ready(page: Page) {
  for (const tag of ['promo-banner', 'swat-banner', 'sticky-ad', 'close-container']) {
    await expect(page.locator(tag)).toHaveAttribute('data-element-state', 'ready');
  }
}

// The close controls are React views (issue 30), so React loads on this page: no longer checked here.
test('no layout shift while loading and scrolling, Spanish names', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await asPersona(page, 'anonymous', PATH_ES);
  await ready(page);
  for (const y of [200, 400, 900, 100, 0]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  expect(totalShift(await layoutShifts(page))).toBe(0);
  await expect(page.locator('promo-banner [data-variation="expanded"]').getByRole('button', { name: 'Cerrar aviso', exact: true })).toBeVisible();
  await expect(page.locator('swat-banner').getByRole('button', { name: 'Cerrar aviso', exact: true })).toBeVisible();
  await expect(page.locator('close-container').getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
});
