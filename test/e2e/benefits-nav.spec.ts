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

  test('the travel page marks Travel; Hotels is remembered and the next page scrolls to its section, focused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { nav, problems } = await load(page, '/benefits/travel/');
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
    expect(problems).toEqual([]);
  });

  test('the limited-time link from the hotels page opens the travel page on the section, focused', async ({ page }) => {
    const { nav } = await load(page, '/benefits/travel/hotels/');
    await nav.getByRole('link', { name: 'Limited-time member offers' }).click();
    await page.waitForURL('**/benefits/travel/#limitedtimememberoffer');
    const section = page.getByRole('region', { name: 'Limited-time member offers' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
  });

  test('travel tabs: the hotels page opens Hotels; arrows, Home and End move the selection; the tree', async ({ page }) => {
    await load(page, '/benefits/travel/hotels/');
    const widget = page.locator('travel-widget');
    await expect(widget).toHaveAttribute('data-element-state', 'ready');
    const hotels = widget.getByRole('tab', { name: 'Hotels' });
    await expect(hotels).toHaveAttribute('aria-selected', 'true');
    await expect(widget.getByRole('tabpanel')).toHaveCount(1);
    await expect(widget.getByRole('tabpanel')).toContainText('Member rates at more than a thousand hotels.');
    await hotels.focus();
    await page.keyboard.press('ArrowRight');
    await expect(widget.getByRole('tab', { name: 'Flights' })).toBeFocused();
    await expect(widget.getByRole('tabpanel')).toContainText('Compare flights');
    await page.keyboard.press('End');
    await expect(widget.getByRole('tab', { name: 'Things to do' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(widget.getByRole('tab', { name: 'Packages' })).toBeFocused();
    await expect(widget).toMatchAriaSnapshot(`
      - tablist "Travel booking":
        - tab "Packages" [selected]
        - tab "Hotels"
        - tab "Flights"
        - tab "Cruises"
        - tab "Things to do"
      - tabpanel "Packages":
        - heading "Vacation packages" [level=2]
        - paragraph: Flight and hotel together, at the member discount.
        - paragraph:
          - link "Search packages"
    `);
  });

  test('Spanish: the hotels page in Spanish opens Hoteles; the nav marks Hoteles', async ({ page }) => {
    const { nav, problems } = await load(page, '/espanol/beneficios/viajes/hoteles/');
    await expect(nav.getByRole('link', { name: 'Hoteles' })).toHaveAttribute('aria-current', 'page');
    const widget = page.locator('travel-widget');
    await expect(widget.getByRole('tablist', { name: 'Reservas de viaje' })).toBeVisible();
    await expect(widget.getByRole('tab', { name: 'Hoteles' })).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the list is a disclosure: closed at first, opened and closed by the button, Escape returns focus', async ({ page }) => {
    const { nav, problems } = await load(page, '/benefits/travel/');
    const toggle = nav.getByRole('button', { name: 'Benefit categories' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Health' })).toBeHidden();
    const height = (await toggle.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
    await nav.getByRole('link', { name: 'Travel', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('Spanish: the button is translated', async ({ page }) => {
    const { nav } = await load(page, '/espanol/beneficios/viajes/hoteles/');
    await expect(nav.getByRole('button', { name: 'Categorías de beneficios' })).toHaveAttribute('aria-expanded', 'false');
  });
});
