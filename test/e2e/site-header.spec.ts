/**
 * `<site-header>` on the demo site (issue 13), what needs the demo's pages and routes: the log out
 * through the platform's logout page back to the site (site 2.15, 4.11; ask-and-rewards 2.3), the
 * page without JavaScript, and no layout shift while the real page loads. The element's own
 * behaviour (items and promo per persona, the sponsor subscription, the dropdown at three widths
 * and in Spanish, points written in another tab, the session-lost alert, the shy header, the
 * offscreen navigation) is tested in Chromium by test/browser/site-header.test.ts and
 * test/browser/programme-site.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, watchLayoutShifts, type LayoutShift } from './layout-shifts.ts';

async function openHeader(page: Page, persona: string, path = '/') {
  await asPersona(page, persona, path);
  const header = page.locator('site-header');
  await expect(header).toHaveAttribute('data-element-state', 'ready');
  await expect(header).toHaveAttribute('data-header-settled', '');
  return header;
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test.describe('account dropdown (site 2.3, 2.15, 4.11; ask-and-rewards 2.3)', () => {
  // The dropdown at 390, 800 and 1280 px and in Spanish: test/browser/site-header.test.ts.
  test('1280 px: greeting, points from the service, my account, log out through the platform', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watch(page);
    // Pat is a rewards participant (at.rs 'Y'): today's daily login is taken as done, so that
    // its award (ask-and-rewards 4.6) does not add to the balance this test writes.
    await page.addInitScript(() => localStorage.setItem('firstLoginTS', String(8.64e15)));
    const header = await openHeader(page, 'member-auto-renew', '/health/info-2027/medicare-basics.html');
    // The persona route clears the balance cookie, so the page asks the service for it (4.5)
    // and caches it; once that is in, the test's balance replaces it and shows on the next look.
    await expect.poll(() => page.evaluate(() => /(^|; )member_rewards_balance=\d/.test(document.cookie))).toBe(true);
    await page.evaluate(() => (document.cookie = 'member_rewards_balance=12345; path=/; max-age=86400'));
    const button = header.getByRole('button', { name: /Account menu/ });
    await expect(button.locator('.site-header__name:visible')).toHaveText('Pat');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'member Rewards 12,345 POINTS' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', /\/applications\/account\/myAccount\.action$/);
    await page.evaluate(() => {
      localStorage.setItem('someKey', 'x');
      localStorage.setItem('qaToolResultsPageMappings', 'kept');
    });
    await header.getByRole('button', { name: 'Log Out' }).click();
    // Site 2.15: the platform logout, then origin?referrer={the article}.
    await page.waitForURL((url) => url.pathname === '/' && (url.searchParams.get('referrer') ?? '').endsWith('/medicare-basics.html'));
    const after = page.locator('site-header');
    await expect(after).toHaveAttribute('data-header-user-type', 'anonymous-user');
    await expect(after.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    // Site 4.11: storage cleared but for qaToolResultsPageMappings; the rewards cookie gone.
    expect(await page.evaluate(() => [localStorage.getItem('someKey'), localStorage.getItem('qaToolResultsPageMappings')])).toEqual([null, 'kept']);
    expect((await context.cookies()).find((cookie) => cookie.name === 'member_rewards_balance')).toBeUndefined();
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every CMS link of the header works; 'Menu' jumps to the navigation", async ({ page }) => {
    await page.goto('/__demo/persona?id=member-auto-renew&next=/');
    const header = page.locator('site-header');
    for (const name of ['Home', 'Join', 'Log In', 'Register', 'Help', 'My Account'])
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'More from us' })).toBeHidden();
    await header.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#offscreen-nav$/);
    await expect(header.getByRole('link', { name: 'Membership' })).toBeVisible();
  });
});

test.describe('no layout shift (CLS 0.00)', () => {
  /** Layout shifts of the page load (layout-shifts.ts). */
  async function shiftsOf(page: Page, persona: string, path: string, settled?: (page: Page) => Promise<void>): Promise<LayoutShift[]> {
    await watchLayoutShifts(page);
    await openHeader(page, persona, path);
    await page.evaluate(() => window.memberElements!.ready);
    await settled?.(page);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    return layoutShifts(page);
  }

  for (const [persona, width] of [
    ['anonymous', 390],
    ['member-auto-renew', 390],
    ['expiring-member', 800],
    ['registered-non-member', 800],
    ['member-auto-renew', 1280],
    ['anonymous', 1280],
  ] as const) {
    test(`${persona} at ${width} px: a page without other elements above the fold (search) shifts nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      expect(await shiftsOf(page, persona, '/search/')).toEqual([]);
    });
    test(`${persona} at ${width} px: on home, nothing in or right below the header moves`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const moved = (await shiftsOf(page, persona, '/'))
        .flatMap((shift) => shift.sources.map((source) => source.node))
        // The header's parts, and what sits right below it: the main navigation and the page's main.
        .filter(
          (node) => /site-header|data-header-item|data-offscreen|site-main-nav|data-promo|data-account/.test(node) || /^(mega-menu|nav|main)[ .#]/.test(node),
        );
      expect(moved).toEqual([]);
    });
  }

  // The programme's header has the message inbox (brain-health 4.10): it comes in with the other
  // visitor items, and its badge keeps its room (a phone's first row is full: it goes in the second).
  for (const [persona, width, state] of [
    ['bh-returning-member', 390, 'ready'],
    ['bh-returning-member', 1280, 'ready'],
    ['anonymous', 390, 'off'],
  ] as const) {
    test(`${persona} at ${width} px: a programme page with the inbox in the header (activate) shifts nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const shifts = await shiftsOf(page, persona, '/activate/', async () => {
        await expect(page.locator('site-header message-inbox')).toHaveAttribute('data-inbox-state', state);
        if (state === 'ready') await expect(page.locator('[data-inbox-badge]')).toBeVisible();
      });
      expect(shifts).toEqual([]);
    });
  }
});
