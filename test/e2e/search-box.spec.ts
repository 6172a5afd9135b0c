/**
 * `<search-box>` on the demo site (site 2.8, 5): the demo pages that carry it (the header box on
 * the home pages, the results page's own box on /search/ and /espanol/buscar/), and without
 * JavaScript the results page's CMS form still searching. The box's behaviour (the open list's
 * accessibility tree at 390, 800 and 1280 px, every key, the statuses, submitting in both
 * languages and on the results page) is in test/browser/search-box.test.ts.
 */
import { expect, test } from '@playwright/test';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { SERVICES } from './ports.ts';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test('the demo pages that carry it', () => {
  const carrying = demoPages.filter((demo) => demo.elements.includes('search-box')).map((demo) => demo.id);
  expect(carrying.sort()).toEqual(['home', 'home-es', 'search-results', 'search-results-es']);
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
