/**
 * `<expiry-prompt>` on the demo site (site 4.6, 9), real Chromium against the emulator: who sees
 * it (the four conditions, by persona: 29 days, exactly 90, auto-renew, lifetime, insurer-
 * sponsored, anonymous), the MM/DD/YYYY date, the renew link and its campaign tagging (site
 * 7.7), the Spanish page, keyboard use, three widths, a login or logout in another tab, and bad
 * configuration. "Today" is the fixtures' TODAY (the persona route sets TimeTravelCookie).
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona } from './visitor.ts';
import { tabTo } from './keyboard.ts';
import { SERVICES } from './ports.ts';

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

test.describe('who sees it (site 4.6), English home', () => {
  const rows: ReadonlyArray<[persona: string, shown: boolean, why: string]> = [
    ['expiring-member', true, '29 days left, not on auto-renew'],
    ['member-expiring-90-days', false, 'exactly 90 days left: outside 0-89'],
    ['member-auto-renew', false, 'on automatic renewal'],
    ['member-not-auto-renew', false, '364 days left'],
    ['lifetime-member', false, 'lifetime (2800): nothing to renew'],
    ['expired-member', false, 'expired: -1 days'],
    ['registered-non-member', false, 'no expiry date'],
    ['anonymous', false, 'no expiry date'],
  ];
  for (const [persona, shown, why] of rows) {
    test(`${persona}: ${shown ? 'shown' : 'not shown'} (${why})`, async ({ page }) => {
      await asPersona(page, persona);
      const host = await settledPrompt(page);
      await expect(host).toHaveAttribute('data-expiry-state', shown ? 'shown' : 'hidden');
      const region = page.getByRole('region', { name: 'Membership renewal' });
      if (shown) {
        await expect(region).toBeVisible();
        await expect(region.getByText('Your membership expires on 02/14/2027.', { exact: true })).toBeVisible();
      } else {
        await expect(region).toHaveCount(0);
        await expect(host)
          .toBeEmpty({ timeout: 1000 })
          .catch(() => undefined);
        expect(await host.locator('section').count()).toBe(0);
      }
    });
  }
});

test('an insurer-sponsored member gets no prompt; a member on the same page does (brain-health page with programme data)', async ({ page }) => {
  // The prompt is inserted into a page that reads programme data (userTypesUrl), as an author would place it.
  const insert = async () => {
    await page.evaluate(() => {
      const prompt = document.createElement('expiry-prompt');
      document.querySelector('main')!.append(prompt);
    });
    return settledPrompt(page);
  };
  await asPersona(page, 'sponsored-expiring-member', '/get-started/');
  expect(await page.evaluate(() => window.memberElements!.ready.then(() => window.memberElements!.identity().sponsor))).toBe('INSURER1MA');
  await expect(await insert()).toHaveAttribute('data-expiry-state', 'hidden');
  await expect(page.getByRole('region', { name: 'Membership renewal' })).toHaveCount(0);

  await asPersona(page, 'expiring-member', '/get-started/');
  await expect(await insert()).toHaveAttribute('data-expiry-state', 'shown');
  await expect(page.getByRole('region', { name: 'Membership renewal' })).toContainText('02/14/2027');
});

test.describe('the renew link (CONTRACT 4a; site 7.7)', () => {
  test('is a link to the secure host, tagged with the default Renew campaign', async ({ page }) => {
    await asPersona(page, 'expiring-member');
    await settledPrompt(page);
    const link = page.getByRole('region', { name: 'Membership renewal' }).getByRole('link', { name: 'Renew now' });
    await expect(link).toHaveAttribute('href', `${SERVICES}/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC`);
  });

  test("takes the page's rkc campaign id", async ({ page }) => {
    await asPersona(page, 'expiring-member', '/?rkc=RKC2027&cid=abc');
    await settledPrompt(page);
    const link = page.locator('expiry-prompt').getByRole('link', { name: 'Renew now' });
    await expect(link).toHaveAttribute('href', `${SERVICES}/mem/renew?campaignid=RKC2027&intcmp=RKC2027`);
  });

  test('keyboard: Tab reaches it with a visible focus ring, Enter follows it', async ({ page }) => {
    await asPersona(page, 'expiring-member');
    await settledPrompt(page);
    const link = page.locator('expiry-prompt').getByRole('link', { name: 'Renew now' });
    await tabTo(page, link);
    await page.route(`${SERVICES}/mem/renew**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Renew</title><h1>Renew</h1>' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mem\/renew\?campaignid=ZDFLTTC&intcmp=ZDFLTTC$/);
  });
});

test('Spanish home: default message and link text from the dictionary, the same date format', async ({ page }) => {
  await asPersona(page, 'expiring-member', '/espanol/');
  await settledPrompt(page);
  const region = page.getByRole('region', { name: 'Renovación de la membresía' });
  await expect(region).toBeVisible();
  await expect(region).toContainText('Su membresía vence el 02/14/2027.');
  await expect(region.getByRole('link', { name: 'Renovar ahora' })).toHaveAttribute('href', `${SERVICES}/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC`);
});

test('it announces nothing: no live region, no alert, no status', async ({ page }) => {
  await asPersona(page, 'expiring-member');
  const host = await settledPrompt(page);
  await expect(host.locator('[aria-live], [role="alert"], [role="status"]')).toHaveCount(0);
  expect(await host.evaluate((element) => element.closest('[aria-live]'))).toBeNull();
});

for (const width of [320, 390, 800, 1280]) {
  test(`${width} px: the whole prompt fits, the link is at least 44 px tall`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await asPersona(page, 'expiring-member');
    await settledPrompt(page);
    const region = page.getByRole('region', { name: 'Membership renewal' });
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const link = (await region.getByRole('link', { name: 'Renew now' }).boundingBox())!;
    expect(link.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('it takes no space for visitors who do not get it, so it moves nothing for them', async ({ page }) => {
  for (const persona of ['member-expiring-90-days', 'member-auto-renew', 'anonymous']) {
    await asPersona(page, persona);
    const host = await settledPrompt(page);
    await expect(host).toHaveAttribute('data-expiry-state', 'hidden');
    expect((await host.boundingBox())?.height ?? 0, persona).toBe(0);
  }
});

test('layout shift when it appears for an expiring member (measured and reported, not a limit)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await asPersona(page, 'expiring-member');
  await settledPrompt(page);
  await expect(page.getByRole('region', { name: 'Membership renewal' })).toBeVisible();
  const shifts = await page.evaluate(
    () =>
      new Promise<Array<{ value: number; sources: string[] }>>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().map((entry) => {
              const shift = entry as PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> };
              return { value: shift.value, sources: (shift.sources ?? []).map((source) => (source.node as Element | undefined)?.localName ?? '?') };
            }),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );
  // The prompt's box is never itself a shifted source: it only appears (content below it moves).
  expect(shifts.flatMap((shift) => shift.sources)).not.toContain('expiry-prompt');
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
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
  await other.evaluate(() => window.memberElements!.logout());
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

test.describe('bad configuration', () => {
  test('JSON that does not parse: nothing shown, a console error naming the tag, element-error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await asPersona(page, 'expiring-member');
    await settledPrompt(page);
    const reason = await page.evaluate(async () => {
      const prompt = document.createElement('expiry-prompt');
      const script = document.createElement('script');
      script.type = 'application/json';
      // The demo enforces Trusted Types for script text, data blocks too: a test policy.
      type Policy = { createScript(text: string): string };
      const types = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } }).trustedTypes;
      const policy = types?.createPolicy(`expiry-prompt-test-${Date.now()}`, { createScript: (text) => text });
      const json = '{ "message": "Your membership expires on {date}.", ';
      (script as unknown as { textContent: unknown }).textContent = policy ? policy.createScript(json) : json;
      prompt.append(script);
      const event = new Promise<string>((resolve) =>
        prompt.addEventListener('element-error', (e) => resolve((e as CustomEvent<{ reason: string }>).detail.reason)),
      );
      document.querySelector('main')!.append(prompt);
      return event;
    });
    expect(reason).toBeTruthy();
    await expect(page.locator('expiry-prompt[data-element-state="error"]')).toHaveCount(1);
    await expect(page.locator('expiry-prompt[data-element-state="error"] section')).toHaveCount(0);
    expect(errors.some((text) => text.includes('<expiry-prompt>'))).toBe(true);
    // The page's own prompt is untouched.
    await expect(page.getByRole('region', { name: 'Membership renewal' })).toHaveCount(1);
  });

  test('a renew link that is not http(s) falls back to the site renew link, with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await asPersona(page, 'expiring-member');
    await settledPrompt(page);
    await page.evaluate(() => {
      document.querySelector('expiry-prompt')!.remove();
      const prompt = document.createElement('expiry-prompt');
      prompt.setAttribute('data-renew-link', 'javascript:alert(1)');
      prompt.setAttribute('data-renew-text', '<b>Renew</b>');
      document.querySelector('main')!.append(prompt);
    });
    const link = page.getByRole('link', { name: '<b>Renew</b>' });
    await expect(link).toHaveAttribute('href', `${SERVICES}/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC`);
    expect(warnings.some((text) => text.includes('<expiry-prompt> renewLink'))).toBe(true);
  });
});
