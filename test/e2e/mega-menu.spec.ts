/**
 * `<mega-menu>` on the demo site (issue 13), under the strict CSP: at 390, 800 and 1280 px no
 * layout shift when it upgrades (CLS 0.00) and the same bar height with and without JavaScript;
 * the no-JS menu (links work, a panel shows while its tab holds focus); and with the site header
 * on a tablet, sticking under the shown header and bringing the hidden one back on close. The
 * menu's own behaviour (the active link of site 2.3, every key and click at each width, navigating
 * on mouse-down, Spanish names) is in test/browser/mega-menu.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { TIME_TRAVEL_COOKIE } from '../../src/core/clock.ts';
import { TODAY } from '../../fixtures/personas.ts';
import { watch } from './visitor.ts';
import { SERVICES, SITE } from './ports.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.ts';

const WIDTHS = [390, 800, 1280] as const;

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

const menu = (page: Page) => page.locator('mega-menu');

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('upgrades without moving anything, at the height of the menu without JavaScript', async ({ page, context }) => {
      // The search page: the menu and the footer's co-browse link only (no member strip). The
      // page clock is the fixtures' TODAY, inside co-browse hours (site 2.14), as on the persona
      // route: outside them the link leaves the footer and the footer's own links move up to
      // its place, whatever the time of day the test runs.
      await context.addCookies([{ name: TIME_TRAVEL_COOKIE, value: encodeURIComponent(TODAY), url: SITE }]);
      await watchLayoutShifts(page);
      await page.goto('/search/?nojs=1');
      const noJs = await menu(page).boundingBox();
      await page.goto('/search/');
      await expect(menu(page)).toHaveAttribute('data-element-state', 'ready');
      const upgraded = await menu(page).boundingBox();
      expect(upgraded!.height).toBeCloseTo(noJs!.height, 0);
      expect(upgraded!.y).toBeCloseTo(noJs!.y, 0);
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}
test('without JavaScript the links work and a panel shows while its tab holds focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?nojs=1');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Health', exact: true })).toHaveAttribute('href', '/health/');
  await expect(nav.getByRole('link', { name: 'Medicare', exact: true })).toBeHidden();
  await nav.getByRole('link', { name: 'Health', exact: true }).focus();
  await expect(nav.getByRole('link', { name: 'Medicare', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Medicare', exact: true })).toBeFocused();
});
test.describe('with the site header on a tablet (800 px; site 4.7, 7.8)', () => {
  test.use({ viewport: { width: 800, height: 800 }, reducedMotion: 'reduce' });

  test("sticks under the header while it is shown; closing the menu fires activateShyHeader ('megaMenuClosed') and the hidden header shows again", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.clock.install();
    await page.goto('/health/info-2027/medicare-basics.html');
    const header = page.locator('site-header');
    await expect(header).toHaveAttribute('data-element-state', 'ready');
    await expect(menu(page)).toHaveAttribute('data-element-state', 'ready');
    await page.evaluate(() => {
      // A page long enough to scroll a screen and more.
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      document.querySelector('main')!.append(spacer);
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      document.addEventListener('activateShyHeader', (event) => seen.push((event as CustomEvent).detail));
    });
    // From here the page clock stands still: the shy header's 250 ms checks run when the test
    // says, and the demo's 3000 ms auto-hide never runs behind its back.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    /** Scrolls to `y`, waits for the scroll event, then runs the shy header's 250 ms check. */
    const scrollTo = async (y: number) => {
      const at = await page.evaluate(
        (top) =>
          new Promise<number>((done) => {
            window.addEventListener('scroll', () => done(window.scrollY), { once: true });
            window.scrollTo(0, top);
          }),
        y,
      );
      expect(at, 'the page scrolled there').toBe(y);
      await page.clock.runFor(250);
    };
    /** The header's bottom and the menu's top, once the header has slid back in (its top at 0). */
    const tops = async () => {
      await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
      return page.evaluate(() => ({
        header: document.querySelector('site-header')!.getBoundingClientRect().bottom,
        menu: document.querySelector('mega-menu')!.getBoundingClientRect().top,
      }));
    };

    // Down: the header hides and is not sticky, so neither is the menu.
    await scrollTo(600);
    await expect(header).toHaveAttribute('data-shy-hidden', '');
    await expect(menu(page)).not.toHaveAttribute('data-sticky');
    // Up: the header comes back over the scrolled page and says so; the menu sticks right under it.
    await scrollTo(500);
    await expect(header).not.toHaveAttribute('data-shy-hidden');
    await expect(menu(page)).toHaveAttribute('data-sticky', 'true');
    let now = await tops();
    expect(now.menu, 'the menu sits under the shown header').toBeCloseTo(now.header, 0);
    await scrollTo(420);
    now = await tops();
    expect(now.menu, 'and stays there as the page moves').toBeCloseTo(now.header, 0);

    // Open the menu (tablet: the menu button), then scroll down: the header hides, the menu lets go.
    const toggle = page.getByRole('button', { name: 'Open main menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await scrollTo(520);
    await expect(header).toHaveAttribute('data-shy-hidden', '');
    await expect(menu(page)).not.toHaveAttribute('data-sticky');
    // Closing the menu (Enter on its button, which still has focus) shows the header again, and
    // the menu sticks under it once more. The page clock has not moved since the last check, so
    // no scroll check showed it (the menu's closing does scroll the page: the browser keeps what
    // is on screen in place as the open menu above it folds away).
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Open main menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual(['megaMenuClosed']);
    await expect(header).not.toHaveAttribute('data-shy-hidden');
    await expect(menu(page)).toHaveAttribute('data-sticky', 'true');
    now = await tops();
    expect(now.menu, 'the menu sits under the header again').toBeCloseTo(now.header, 0);
    expect(problems).toEqual([]);
  });
});
