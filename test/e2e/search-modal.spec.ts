/**
 * `<search-modal>` (site 2.8) on the demo site (the travel benefits page), real Chromium: a
 * search with a channel chosen by keyboard goes to /search/?q=&c= and that page loads (the
 * header box's typeahead working inside the modal on the way), and the opener stays in place as
 * the element starts. Opening and closing with focus, the channel
 * dropdown's every key and its accessibility tree, the blank search, the typeahead and Spanish
 * are in test/browser/search-modal.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { watch } from './visitor.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';

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

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the page keeps the opener in place as the element starts (no shift); a search from the modal, with a channel chosen by keyboard, lands on the results page', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    const { host, opener, input, combobox, problems } = await load(page);
    await test.step('the page keeps the opener in place as the element starts (no shift)', async () => {
      await expect(opener).toBeVisible();
      const shift = totalShift(await layoutShifts(page));
      expect(shift).toBeLessThan(0.01);
    });

    await test.step('a search from the modal, with a channel chosen by keyboard, lands on the results page', async () => {
      await opener.click();
      await expect(input).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(combobox).toBeFocused();
      await page.keyboard.press('m');
      await page.keyboard.press('Tab');
      await expect(combobox).toHaveText('Member benefits');
      // The typeahead of the header's box works here too: suggestions for three characters.
      await input.pressSequentially('med');
      const suggestions = host.getByRole('listbox', { name: /suggest/i });
      await expect(suggestions).toBeVisible();
      await expect(suggestions.getByRole('option').first()).toBeVisible();
      await input.fill('hotel deals');
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search/');
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe('hotel deals');
      expect(url.searchParams.get('c')).toBe('member-benefits');
      expect(url.searchParams.get('intcmp')).toBe('DSO-SRCH-MODAL');
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    });
    expect(problems).toEqual([]);
  });
});
