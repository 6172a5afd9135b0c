/**
 * `<search-box>` on the demo site (site 2.8, 5): the header box on the home pages and the results
 * page's own box (input id results-search) on /search/ and /espanol/buscar/; the accessibility
 * tree of the open list (Playwright's ARIA snapshot), the keyboard, submitting in both
 * languages, at 390, 800 and 1280 px, with no CSP violation or uncaught error.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

async function openList(page: Page, term = 'medicare') {
  const host = page.locator('search-box');
  await expect(host).toHaveAttribute('data-search-box', 'suggest');
  const input = host.locator('input[role="combobox"]');
  await input.click();
  await input.pressSequentially(term);
  const list = host.getByRole('listbox');
  await expect(list).toBeVisible();
  return { host, input, list };
}

test('the demo pages that carry it', () => {
  const carrying = demoPages.filter((demo) => demo.elements.includes('search-box')).map((demo) => demo.id);
  expect(carrying.sort()).toEqual(['home', 'home-es', 'search-results', 'search-results-es']);
});

for (const width of [390, 800, 1280]) {
  test(`home at ${width} px: the open list's accessibility tree, keys, and Enter on a suggestion`, async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const { input, list } = await openList(page);
    await input.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(input).toBeFocused();
    const count = await list.getByRole('option').count();
    expect(count).toBeLessThanOrEqual(8);
    const options = await list.getByRole('option').allTextContents();
    await expect(list).toMatchAriaSnapshot(
      `- listbox "Search suggestions":\n${options.map((text, i) => `  - option ${JSON.stringify(text)}${i === 0 ? ' [selected]' : ''}`).join('\n')}`,
    );
    const box = await first.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expect(page.locator('search-box [role="status"]')).toHaveText(`${count} suggested search terms loaded`);
    await input.press('ArrowUp');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await page.waitForURL(/\/search\/\?q=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: options.at(-1), c: 'all', intcmp: 'DSO-SRCH-HDR', sugg: '1' });
    expect(problems).toEqual([]);
  });
}

test('Spanish home: Spanish list name and status, and the button searches on /espanol/buscar/ with the category', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/espanol/');
  const { host, input } = await openList(page, 'seguro');
  await expect(host.getByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeVisible();
  await expect(host.locator('[role="status"]')).toHaveText(/^Se cargaron \d términos de búsqueda sugeridos$/);
  await input.press('Escape');
  await expect(host.getByRole('listbox')).toBeHidden();
  await expect(input).toHaveValue('seguro');
  await host.locator('select[name="c"]').selectOption('member benefits');
  await host.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(/\/espanol\/buscar\/\?q=/);
  expect(new URL(page.url()).search).toBe('?q=seguro&c=member%20benefits&intcmp=DSO-SRCH-HDR&sugg=0');
  expect(problems).toEqual([]);
});

test('the results page box (results-search): Escape twice, a blank term stays, a typed term searches here', async ({ page }) => {
  await page.goto('/search/');
  const host = page.locator('search-box');
  const { input } = await openList(page, 'travel');
  await expect(host.locator('input#results-search')).toHaveCount(1);
  await input.press('Escape');
  await input.press('Escape');
  await expect(input).toHaveValue('');
  await input.press('Enter');
  await host.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/$/);
  await input.fill('travel discounts');
  await input.press('Enter');
  await page.waitForURL(/\?q=/);
  expect(new URL(page.url()).search).toBe('?q=travel%20discounts&c=all&intcmp=DSO-SRCH-RESULTS&sugg=0');
});

test('without JavaScript the CMS form still searches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/espanol/buscar/');
  await page.locator('input#results-search').fill('medicare');
  await page.locator('search-box').getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL(/\?q=/);
  expect(new URL(page.url()).pathname).toBe('/espanol/buscar/');
  expect(new URL(page.url()).searchParams.get('q')).toBe('medicare');
  await context.close();
});
