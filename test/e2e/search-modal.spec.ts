/**
 * `<search-modal>` (site 2.8) on the demo site (the travel benefits page), real Chromium at 390
 * and 1280 px: the button opens it with focus in the search input, Escape and Close return focus
 * to the button; the channel dropdown by keyboard (type-ahead, Page Down, Escape closing only the
 * list, Tab choosing); the accessibility tree of the open list; a blank search is not sent; a
 * search goes to /search/?q=&c= and that page loads.
 */
import { expect, test, type Page } from '@playwright/test';
import { watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/benefits/travel/';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

async function load(page: Page) {
  const problems = watch(page);
  page.on('console', (message) => message.type() === 'error' && message.text().includes('search-modal') && problems.push(message.text()));
  await page.goto(PATH);
  const host = page.locator('search-modal');
  await expect(host).toHaveAttribute('data-modal-state', 'closed');
  return {
    host,
    problems,
    opener: host.locator('[data-search-open]'),
    dialog: host.getByRole('dialog', { name: 'Search' }),
    // The modal's <search-box> makes its input the typeahead combobox (issue 15: the same combobox).
    input: host.getByRole('combobox', { name: 'Search terms' }),
    combobox: host.getByRole('combobox', { name: 'Search in' }),
  };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the button opens it with focus in the input; Escape and Close return focus to the button', async ({ page }) => {
      const { host, opener, dialog, input, problems } = await load(page);
      await expect(dialog).toBeHidden();
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(input).toBeFocused();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(input).toBeFocused();
      await host.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(problems).toEqual([]);
    });

    test('the channel dropdown by keyboard; the open list in the accessibility tree; a search goes to /search/', async ({ page }) => {
      const { host, opener, dialog, input, combobox, problems } = await load(page);
      await opener.click();
      await expect(input).toBeFocused();
      // A blank search is not sent.
      await page.keyboard.type('   ');
      await page.keyboard.press('Enter');
      await expect(input).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(PATH);
      await page.keyboard.press('Tab');
      await expect(combobox).toBeFocused();
      await expect(combobox).toHaveText('All');
      await page.keyboard.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(host.getByRole('listbox')).toMatchAriaSnapshot(`
        - listbox "Search in":
          - option "All" [selected]
          - option "Member benefits"
          - option "Research"
          - option "Health"
      `);
      await page.keyboard.press('r');
      await expect(host.getByRole('option', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
      // Escape closes only the list, the choice unchanged.
      await page.keyboard.press('Escape');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).toHaveText('All');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('PageDown');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('End');
      await expect(host.getByRole('option', { name: 'Health' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('PageUp');
      await expect(host.getByRole('option', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('m');
      await page.keyboard.press('Tab');
      await expect(combobox).toHaveText('Member benefits');
      await expect(host.getByRole('button', { name: 'Search', exact: true }).last()).toBeFocused();
      // The typeahead of the header's box works here too: suggestions for three characters.
      await input.fill('');
      await input.pressSequentially('med');
      await expect(host.getByRole('listbox', { name: /suggest/i })).toBeVisible();
      await expect(
        host
          .getByRole('listbox', { name: /suggest/i })
          .getByRole('option')
          .first(),
      ).toBeVisible();
      await input.fill('hotel deals');
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search/');
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe('hotel deals');
      expect(url.searchParams.get('c')).toBe('member-benefits');
      expect(url.searchParams.get('intcmp')).toBe('DSO-SRCH-MODAL');
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test('the page keeps the opener in place as the element starts (no shift)', async ({ page }) => {
  await page.goto(PATH);
  const opener = page.locator('search-modal [data-search-open]');
  await expect(page.locator('search-modal')).toHaveAttribute('data-modal-state', 'closed');
  await expect(opener).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
