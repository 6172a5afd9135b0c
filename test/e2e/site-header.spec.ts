/**
 * `<site-header>` on the demo site (issue 13), as the personas of fixtures/personas.ts: the items
 * and promo of each header user type (site 4.3, 4.4), the sponsor subscription on the
 * brain-health sub-site (site 6, brain-health 2.4), the account dropdown's points and logout
 * (site 2.15, 4.11; ask-and-rewards 2.3), a balance written in another tab, the session-lost
 * alert (site 2.1, 8) in English and Spanish, the page without JavaScript, and no layout shift.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

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

test.describe('items and promo per persona (site 4.3, 4.4)', () => {
  // [persona, page, header user type, links shown, links absent, promo link shown]
  const rows: ReadonlyArray<[string, string, string, string[], string[], string | null]> = [
    ['anonymous', '/', 'anonymous-user', ['Join', 'Log In', 'Register', 'Help'], ['Renew', 'Rejoin', 'Enroll'], 'Join and save 25%'],
    ['known-visitor', '/', 'known-member-not-on-automatic-renew', ['Help'], ['Join', 'Log In', 'Register'], 'Turn on auto-renew'],
    ['member-auto-renew', '/', 'member-on-automatic-renew', ['Help'], ['Join', 'Log In', 'Register', 'Renew'], null],
    ['member-not-auto-renew', '/', 'member-not-on-automatic-renew', ['Help'], ['Join', 'Log In'], 'Turn on auto-renew'],
    ['expiring-member', '/', 'expiring-member', ['Help'], ['Join', 'Log In', 'Renew'], 'Renew now'],
    ['lifetime-member', '/', 'lifetime-member', ['Help'], ['Join', 'Log In'], null],
    ['registered-non-member', '/', 'non-member', ['Help'], ['Join', 'Log In'], 'Become a member'],
    ['expired-member', '/', 'suspended-member', ['Help'], ['Join', 'Log In'], 'Rejoin today'],
    ['suspended-m', '/', 'suspended-member', ['Help'], ['Join', 'Log In'], 'Rejoin today'],
    ['bh-sponsor-imh', '/articles/', 'lifetime-member', ['Help'], ['Join', 'Log In'], null],
  ];
  const PROMOS = ['Join and save 25%', 'Become a member', 'Turn on auto-renew', 'Renew now', 'Rejoin today'];
  for (const [persona, path, type, shown, absent, promo] of rows) {
    test(`${persona} on ${path}: ${type}`, async ({ page }) => {
      const problems = watch(page);
      const header = await openHeader(page, persona, path);
      await expect(header).toHaveAttribute('data-header-user-type', type);
      for (const name of shown) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
      for (const name of absent) await expect(header.getByRole('link', { name, exact: true })).toHaveCount(0);
      for (const name of PROMOS) {
        if (name === promo) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
        else await expect(header.getByRole('link', { name, exact: true })).toHaveCount(0);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('sponsor subscription on the brain-health sub-site (site 2.3, 6; brain-health 2.4)', () => {
  for (const width of [390, 1280]) {
    test(`${width} px: no icon links, no rewards line, the sponsor's logo in the menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const header = await openHeader(page, 'bh-sponsor-insurer1', '/articles/');
      await expect(header).toHaveAttribute('data-header-user-type', 'sponsor-subsciption-member');
      await expect(header.getByRole('link', { name: 'Help', exact: true })).toHaveCount(0);
      for (const name of ['Join', 'Renew', 'Register', 'Become a member', 'Join and save 25%'])
        await expect(header.getByRole('link', { name, exact: true })).toHaveCount(0);
      const logo = header.getByRole('img', { name: 'Insurer One' });
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await header.getByRole('button', { name: /Account menu/ }).click();
      await expect(header.getByRole('link', { name: 'My Account' })).toBeVisible();
      await expect(header.locator('[data-rewards-state]')).toBeHidden();
    });
  }

  test('the same visitor on the main site (no programme data): the cookie rules, no logo', async ({ page }) => {
    const header = await openHeader(page, 'bh-sponsor-insurer1', '/');
    await expect(header).toHaveAttribute('data-header-user-type', 'non-member');
    await expect(header.getByRole('img')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Become a member' })).toBeVisible();
  });
});

test.describe('account dropdown (site 2.3, 2.15, 4.11; ask-and-rewards 2.3)', () => {
  for (const width of [390, 800, 1280]) {
    test(`${width} px: greeting, points, my account, log out`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 900 });
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
      await expect(button.locator('.site-header__name:visible')).toHaveText(width < 768 ? 'Hi, Pat' : 'Pat');
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
  }

  test("a balance written in another tab shows without a reload; no balance: 'not opted'", async ({ page, context }) => {
    // Lee is a member (ms 0, rewards access) who is not a rewards participant (at.rs 'N'): the
    // page never asks the rewards service, so without a balance cookie there is no balance.
    const header = await openHeader(page, 'member-not-auto-renew');
    await header.getByRole('button', { name: /Account menu/ }).click();
    await expect(header.locator('[data-rewards-state]')).toHaveAttribute('data-rewards-state', 'not-opted');
    await expect(header.locator('[data-rewards-state]')).toHaveText('Not opted in to member Rewards');
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(() => (document.cookie = 'member_rewards_balance=2500; path=/; max-age=86400'));
    await expect(header.getByRole('link', { name: 'member Rewards 2,500 POINTS' })).toBeVisible({ timeout: 10_000 });
    await other.close();
  });

  test('Spanish: the greeting, the menu and log out in Spanish', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const header = await openHeader(page, 'expiring-member', '/espanol/');
    const button = header.getByRole('button', { name: /Menú de la cuenta/ });
    await expect(button.locator('.site-header__name:visible')).toHaveText('Hola, Kim');
    await button.click();
    await expect(header.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Renueve ahora' })).toBeVisible();
  });
});

test.describe('session lost (site 2.1, 8)', () => {
  const rows = [
    ['/health/info-2027/medicare-basics.html', 'Your request could not be completed because you have been signed out.', 'OK', '/'],
    ['/espanol/', 'No se pudo completar su solicitud porque se cerró su sesión.', 'Aceptar', '/espanol/'],
  ] as const;
  for (const [path, message, ok, root] of rows) {
    test(`${path}: the alert, then ${root}?resource=${path}`, async ({ page }) => {
      const problems = watch(page);
      await openHeader(page, 'member-auto-renew', `${path}?from=test`);
      await page.evaluate(() => document.dispatchEvent(new CustomEvent('session-lost')));
      const alert = page.getByRole('alertdialog', { name: message });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: ok })).toBeFocused();
      await alert.getByRole('button', { name: ok }).press('Enter');
      await page.waitForURL((url) => url.pathname === root && url.searchParams.get('resource') === `${path}?from=test`);
      expect(problems).toEqual([]);
    });
  }

  test("the event's resource is used when it is a path of this site", async ({ page }) => {
    await openHeader(page, 'anonymous', '/');
    await page.evaluate(() => {
      document.dispatchEvent(new CustomEvent('session-lost', { detail: { resource: '//evil.example/' } }));
    });
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('resource') === '/');
  });
});

test.describe('offscreen navigation on the demo (site 2.3)', () => {
  test('opens, focus moves in, Escape returns focus', async ({ page }) => {
    const header = await openHeader(page, 'anonymous', '/');
    const opener = header.getByRole('button', { name: 'Menu', exact: true });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('navigation', { name: 'More from us' }).getByRole('link', { name: 'Membership' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    await expect(header.getByRole('navigation', { name: 'More from us' })).toBeHidden();
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
  /** Layout shifts of the page load, each with what moved (outerHTML starts). */
  async function shiftsOf(page: Page, persona: string, path: string): Promise<string[][]> {
    await page.addInitScript(() => {
      const win = window as unknown as { shifts: string[][] };
      win.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
          if (entry.hadRecentInput) continue;
          win.shifts.push(
            (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 60) : String(source.node?.nodeName))),
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHeader(page, persona, path);
    await page.evaluate(() => window.memberElements!.ready);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    return page.evaluate(() => (window as unknown as { shifts: string[][] }).shifts);
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
        .flat()
        .filter((node) => /site-header|data-header-item|data-offscreen|site-main-nav|data-promo|data-account/.test(node));
      expect(moved).toEqual([]);
    });
  }
});
