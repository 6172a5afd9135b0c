/**
 * `<author-modal>` (site 2.6) on the demo site (the travel benefits page), real Chromium at 390
 * and 1280 px: its link opens it (click and Enter) without touching the URL; the Close button, a
 * backdrop click and Escape close it, focus goes back to the link; the page behind is inert and
 * does not scroll; the address opens it; without JavaScript the content shows as a section when
 * the link is followed. No CSP violation or uncaught error while it is open or after (`watch`).
 */
import { expect, test, type Page } from '@playwright/test';
import { watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/benefits/travel/';
const LINK = 'Sign up for travel deals by email';
const HEADING = 'Travel deals newsletter';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

async function load(page: Page, hash = '') {
  // CSP violations and uncaught errors (the quality gates' watch), and the element's own console errors.
  const problems = watch(page);
  const errors: string[] = [];
  // The element's own console errors (the page's images are not this spec's business).
  page.on('console', (message) => message.type() === 'error' && message.text().includes('author-modal') && errors.push(message.text()));
  await page.goto(`${PATH}${hash}`);
  const host = page.locator('author-modal');
  await expect(host).toHaveAttribute('data-modal-state', /^(closed|open)$/);
  return { host, errors, problems, dialog: host.getByRole('dialog', { name: HEADING }), link: page.getByRole('link', { name: LINK }) };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the link opens it; Close returns focus to the link; the page behind is inert and does not scroll', async ({ page }) => {
      const { host, dialog, link, errors, problems } = await load(page);
      await expect(dialog).toBeHidden();
      await link.click();
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).hash).toBe('');
      const close = host.getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      // Inert: the page's own links cannot take focus, and the wheel does not scroll it.
      expect(await page.evaluate(() => (document.querySelector('site-header a') as HTMLElement).closest(':modal') === null)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(5, 5);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      // The dialog fits the viewport, its Close button is a 44 px target.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const target = (await close.boundingBox())!;
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      expect(errors).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('Enter opens it, Escape closes it, focus back on the link', async ({ page }) => {
      const { host, dialog, link, problems } = await load(page);
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(host.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(host.getByRole('link', { name: 'your saved benefits' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(host.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      expect(problems).toEqual([]);
    });

    test('a backdrop click closes it', async ({ page }) => {
      const { dialog, link, problems } = await load(page);
      await link.click();
      await expect(dialog).toBeVisible();
      await dialog.getByText('every two weeks').click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(2, 2);
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      expect(problems).toEqual([]);
    });
  });
}

test('the address opens it on load; closing clears the fragment', async ({ page }) => {
  const { dialog, host, problems } = await load(page, '#modal-id-newsletter');
  await expect(dialog).toBeVisible();
  await host.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the content is hidden until its link is followed, then shows as a section', async ({ page }) => {
    await page.goto(PATH);
    const heading = page.getByRole('heading', { name: HEADING });
    await expect(heading).toBeHidden();
    await page.getByRole('link', { name: LINK }).click();
    await expect(heading).toBeVisible();
    await expect(page.locator('author-modal').getByText('every two weeks')).toBeInViewport();
  });
});
