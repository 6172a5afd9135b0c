/**
 * `<language-switcher>` on the demo site (site 2.1, 7.1): what needs the demo's pages, following
 * the footer's Spanish link from the English home to the Spanish home, which is in Spanish with
 * its switcher named in Spanish. The element itself (the one in every demo page's footer, the
 * same page between / and /espanol with query and fragment, the names, the current language,
 * the keyboard, three widths, its reserved line and the English / Spanish fallback for every way
 * the list fails): test/browser/expiry-prompt-and-language-switcher.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';

async function switcher(page: Page, name = 'Language') {
  const host = page.locator('language-switcher');
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  const nav = page.getByRole('navigation', { name, exact: true });
  await expect(nav.getByRole('link')).toHaveCount(2);
  return nav;
}

test('Enter on the Spanish link of the home page opens the Spanish home', async ({ page }) => {
  await page.goto('/');
  const nav = await switcher(page);
  await nav.getByRole('link', { name: 'Español (Estados Unidos)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/espanol\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect((await switcher(page, 'Idioma')).getByRole('link', { name: 'Español (Estados Unidos)' })).toHaveAttribute('aria-current', 'page');
});
