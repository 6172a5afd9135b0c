/**
 * `<expiry-prompt>` on the demo site (site 4.6, 9), real Chromium against the emulator: what
 * needs the demo's pages and routes. A logout through the platform's logout page and a login
 * through the persona switch, in another tab, reach the open page without a reload; the real
 * page's layout shift when the prompt appears. "Today" is the fixtures' TODAY (the persona route
 * sets TimeTravelCookie). Who sees it, the renew link and its campaign, the keyboard, the Spanish
 * page, the widths and bad configuration: test/browser/expiry-prompt-and-language-switcher.test.ts;
 * the insurer-sponsored member: test/browser/programme-site.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, startLogout } from './visitor.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';

async function settledPrompt(page: Page) {
  const host = page.locator('expiry-prompt').first();
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  await expect(host).toHaveAttribute('data-expiry-state', /^(shown|hidden)$/);
  await page.evaluate(() => window.memberElements!.ready);
  return host;
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test('layout shift when it appears for an expiring member (measured and reported, not a limit)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchLayoutShifts(page);
  await asPersona(page, 'expiring-member');
  await settledPrompt(page);
  await expect(page.getByRole('region', { name: 'Membership renewal' })).toBeVisible();
  const shifts = await layoutShifts(page);
  // The prompt's box is never itself a shifted source: it only appears (content below it moves).
  expect(shifts.flatMap((shift) => shift.sources.map((source) => source.node))).not.toContainEqual(expect.stringMatching(/^expiry-prompt[. ]/));
  const total = totalShift(shifts);
  test.info().annotations.push({ type: 'layout shifts (expiring member, 1280x720)', description: `${total.toFixed(4)} ${JSON.stringify(shifts)}` });
});

test('a logout and a login in another tab reach the open page without a reload', async ({ page, context }) => {
  await asPersona(page, 'expiring-member');
  await settledPrompt(page);
  const region = page.getByRole('region', { name: 'Membership renewal' });
  await expect(region).toBeVisible();
  const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Math.random()));

  const other = await context.newPage();
  await other.goto('/search/');
  await other.waitForFunction(() => window.memberElements !== undefined);
  await startLogout(other);
  // Logout loads its code, then goes through the platform's logout page, which sends the visitor
  // to origin?referrer={this page} (site 2.15): wait for that, not for the page it started on.
  await other.waitForURL((url) => url.pathname === '/' && (url.searchParams.get('referrer') ?? '').endsWith('/search/'));
  await expect(region).toHaveCount(0, { timeout: 15_000 });

  await asPersona(other, 'expiring-member', '/search/');
  await page.bringToFront();
  await expect(region).toBeVisible({ timeout: 15_000 });
  await expect(region).toContainText('02/14/2027');
  expect(await page.evaluate(() => (window as unknown as { __noReload: number }).__noReload)).toBe(marker);
});
