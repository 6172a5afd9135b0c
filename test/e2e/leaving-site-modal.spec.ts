/**
 * `<leaving-site-modal>` on the demo article (site 2.5), real Chromium against the demo server:
 * the notice before the article's link to another site, then Continue really navigating (same
 * window) and really opening a new tab (the target=_blank partner link, rel noopener kept), with
 * no CSP violation or uncaught error while the notice is open or after (`watch`). The other site
 * is answered by a route, so nothing leaves the machine. Which links get the notice, Cancel,
 * Escape and focus, the focus order, both widths, app name, authoring and bad config are in
 * test/browser/leaving-site-modal.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { watch } from './visitor.ts';

const ARTICLE = '/health/info-2027/medicare-basics.html';
const EXTERNAL = 'https://www.medicare.gov/basics/get-started-with-medicare';

async function openArticle(page: Page) {
  await page.route('https://www.medicare.gov/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Medicare.gov</title><h1>Medicare.gov</h1>' }),
  );
  const problems = watch(page);
  await page.goto(ARTICLE);
  const host = page.locator('leaving-site-modal');
  await expect(host).toHaveAttribute('data-leaving-state', 'closed', { timeout: 15_000 });
  return { host, problems };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // One load of the article: the new tab leaves it where it is, the same-window link last.
  test('a marked target=_blank link: Continue opens a new tab without an opener; an external link: Continue goes there in the same window', async ({
    page,
    context,
  }) => {
    const { host, problems } = await openArticle(page);
    await test.step('a marked target=_blank link: the notice, then Continue opens a new tab without an opener', async () => {
      await page.getByRole('link', { name: 'member travel offers' }).click();
      await expect(host.getByRole('dialog')).toBeVisible();
      const [tab] = await Promise.all([context.waitForEvent('page'), host.getByRole('button', { name: 'Continue' }).click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/benefits/travel/');
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
      await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
      await expect(host.getByRole('dialog')).toBeHidden();
    });

    await test.step('an external link: the notice, then Continue goes there in the same window', async () => {
      await page.getByRole('link', { name: 'Medicare.gov' }).click();
      const dialog = host.getByRole('dialog', { name: 'You are leaving our website' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('A different privacy policy and terms of use apply there.');
      await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
      await host.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(EXTERNAL);
      await expect(page.getByRole('heading', { name: 'Medicare.gov' })).toBeVisible();
    });
    expect(problems).toEqual([]);
  });
});
