/**
 * Issue 17's page features on the demo article (site 2.13, 4.7, 9), real Chromium against the
 * demo site: the promo banner's remembered state across reloads, mobile vs desktop at 390 / 767 /
 * 768 / 1280 px, the swat banner's close and 2000 ms sync, the leaderboard sticky from 360 px,
 * the close-container, Spanish names and no layout shift.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/money/scams-fraud/phone-scams.html';
const PATH_ES = '/espanol/dinero/estafas/estafas-telefonicas.html';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

async function ready(page: Page) {
  for (const tag of ['promo-banner', 'swat-banner', 'sticky-ad', 'close-container']) {
    await expect(page.locator(tag)).toHaveAttribute('data-element-state', 'ready');
  }
}

const shownVariation = (page: Page) =>
  page.locator('promo-banner').evaluate((host) => {
    if ((host as HTMLElement).hidden) return 'none';
    const visible = [...host.querySelectorAll<HTMLElement>('[data-variation]')].find((part) => part.checkVisibility());
    return visible?.getAttribute('data-variation') ?? 'none';
  });

test.describe('promo banner', () => {
  for (const [width, mobile] of [
    [390, true],
    [767, true],
    [768, false],
    [1280, false],
  ] as const) {
    test(`${width} px: ${mobile ? 'the closed variation' : 'expanded, closed and remembered across reloads, then hidden'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const problems = watch(page);
      await asPersona(page, 'anonymous', PATH);
      await ready(page);
      const banner = page.locator('promo-banner');
      expect(await shownVariation(page)).toBe(mobile ? 'closed' : 'expanded');
      if (!mobile) {
        await banner.locator('[data-variation="expanded"]').getByRole('button', { name: 'Close banner', exact: true }).click();
        expect(await shownVariation(page)).toBe('closed');
        await expect(banner.locator('[data-variation="closed"]')).toBeFocused();
        await page.reload();
        await ready(page);
        expect(await shownVariation(page)).toBe('closed');
      }
      await banner.locator('[data-variation="closed"]').getByRole('button', { name: 'Close banner', exact: true }).press('Enter');
      expect(await shownVariation(page)).toBe('none');
      // Focus went on to what follows the banner, not to the top of the page.
      expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
      await page.reload();
      await ready(page);
      expect(await shownVariation(page)).toBe('closed');
      expect(problems).toEqual([]);
    });
  }

  test('garbage in storage reads as no state', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await asPersona(page, 'anonymous', PATH);
    await page.evaluate(() => localStorage.setItem('promoBanner:spring-2027', '{"oops":'));
    await page.reload();
    await ready(page);
    expect(await shownVariation(page)).toBe('expanded');
  });
});

test('swat banner: the mobile image at 390 px, synced after 2000 ms when the desktop picture was swapped; Close', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await asPersona(page, 'anonymous', PATH);
  const swat = page.locator('swat-banner');
  await expect(swat).toHaveAttribute('data-element-state', 'ready');
  await expect(swat.locator('img[data-mobile-image]')).toBeVisible();
  await expect(swat.locator('img:not([data-mobile-image])')).toBeHidden();
  await swat.locator('img:not([data-mobile-image])').evaluate((img: HTMLImageElement) => (img.src = '/fixtures/site/images/swat-desktop-alt.svg'));
  await expect(swat).toHaveAttribute('data-mobile-synced', 'true', { timeout: 10_000 });
  await expect(swat.locator('img[data-mobile-image]')).toHaveAttribute('src', '/fixtures/site/images/swat-desktop-alt.svg');
  await swat.getByRole('button', { name: 'Close banner', exact: true }).click();
  await expect(swat).toBeHidden();
});

test('close-container: Close hides it; focus moves on', async ({ page }) => {
  await asPersona(page, 'anonymous', PATH);
  await ready(page);
  const box = page.locator('close-container');
  await box.getByRole('button', { name: 'Close', exact: true }).press('Enter');
  await expect(box).toBeHidden();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

for (const width of [390, 1280]) {
  test(`${width} px: the leaderboard sticks from 360 px of scroll, not before, and nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await asPersona(page, 'anonymous', PATH);
    await ready(page);
    const ad = page.locator('sticky-ad');
    await page.evaluate(() => window.scrollTo(0, 359));
    await page.waitForTimeout(200);
    await expect(ad).not.toHaveAttribute('data-stuck');
    await page.evaluate(() => window.scrollTo(0, 360));
    await expect(ad).toHaveAttribute('data-stuck', '');
    const box = await ad.boundingBox();
    expect(box).not.toBeNull();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(ad).not.toHaveAttribute('data-stuck');
  });
}

// The close controls are React views (issue 30), so React loads on this page: no longer checked here.
test('no layout shift while loading and scrolling, Spanish names', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await asPersona(page, 'anonymous', PATH_ES);
  await ready(page);
  for (const y of [200, 400, 900, 100, 0]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  await expect(page.locator('promo-banner [data-variation="expanded"]').getByRole('button', { name: 'Cerrar aviso', exact: true })).toBeVisible();
  await expect(page.locator('swat-banner').getByRole('button', { name: 'Cerrar aviso', exact: true })).toBeVisible();
  await expect(page.locator('close-container').getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
});
