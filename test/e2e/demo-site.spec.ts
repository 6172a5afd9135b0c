/**
 * The demo site as a visitor uses it: pages rendered by the CMS templates, identity from the
 * persona cookies, the emulated OAuth login and the platform logout, under the strict CSP, and
 * a service fault that leaves the page working. That every page renders for anonymous and for a
 * member, under the strict policy, is csp.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { startLogout, watch } from './visitor.ts';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { SERVICES } from './ports.ts';

async function identity(page: Page) {
  // The loader is a module script: after a redirect the page may not have run it yet.
  await page.waitForFunction(() => window.memberElements !== undefined);
  return page.evaluate(async () => {
    await window.memberElements!.ready;
    return window.memberElements!.identity();
  });
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

const personaLink = (id: string, path: string) => `/__demo/persona?id=${encodeURIComponent(id)}&next=${encodeURIComponent(path)}`;
const ARTICLE = demoPages.find((demo) => demo.id === 'article')!;

test('the index: one persona picker, the pages and the rewards pages; the choice is remembered and a page link logs in as it', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/__demo/');
  const picker = page.getByLabel('Visit the pages as');
  await expect(picker).toHaveValue('anonymous');
  for (const demo of demoPages) {
    const list = page.getByRole('list', { name: demo.path.includes('/rewards/') ? 'Rewards' : 'Pages', exact: true });
    await expect(list.getByRole('link', { name: demo.title, exact: true })).toHaveAttribute('href', personaLink('anonymous', demo.path));
  }
  await expect(page.getByRole('link', { name: 'Fault injection' })).toHaveAttribute('href', '/__demo/faults');
  await expect(page.getByRole('link', { name: 'Partner site' })).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/__demo\/partner$/);
  // With JavaScript the choice applies at once, without the form's button.
  await expect(page.getByRole('button', { name: 'Use this persona' })).toBeHidden();

  await picker.selectOption('member-auto-renew');
  await expect(page.getByRole('link', { name: ARTICLE.title, exact: true })).toHaveAttribute('href', personaLink('member-auto-renew', ARTICLE.path));
  await page.reload();
  await expect(picker).toHaveValue('member-auto-renew');
  await expect(page.getByRole('link', { name: ARTICLE.title, exact: true })).toHaveAttribute('href', personaLink('member-auto-renew', ARTICLE.path));

  await page.getByRole('link', { name: ARTICLE.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE.path.replace(/\./g, '\\.')}$`));
  expect((await identity(page)).headerUserType).toBe('member-on-automatic-renew');
  await expect(page.locator('[data-token="firstName"]')).toHaveText('Pat');
  // The choice is the index's own cookie: the site's pages never see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('demo-persona');
  expect(problems).toEqual([]);
});

test('the site icon: /favicon.ico, which browsers ask for on every page, is an image', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(await icon.text()).toMatch(/^<svg /);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index: "Use this persona" remembers the choice and puts it in the page links', async ({ page, context }) => {
    await page.goto('/__demo/');
    await page.getByLabel('Visit the pages as').selectOption('expiring-member');
    await page.getByRole('button', { name: 'Use this persona' }).click();
    await expect(page).toHaveURL(/\/__demo\/$/);
    await expect(page.getByLabel('Visit the pages as')).toHaveValue('expiring-member');
    await page.getByRole('link', { name: ARTICLE.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE.path.replace(/\./g, '\\.')}$`));
    const at = (await context.cookies()).find((cookie) => cookie.name === 'at');
    expect(JSON.parse(decodeURIComponent(at?.value ?? '{}'))).toMatchObject({ f: 'Kim' });
  });
});

// Every page as anonymous and as a member (the heading, identity, no CSP violation or uncaught
// error): csp.spec.ts, in the same visit as its policy check.

test('log in through the emulated OAuth page, come back to the same page, then log out', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/__demo/persona?id=anonymous&next=/health/info-2027/medicare-basics.html');
  await page.locator('header').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SERVICES}/applications/user/login\\?`));
  await page.getByRole('button', { name: 'expiring member (29 days, not on auto-renew)' }).click();
  await expect(page).toHaveURL(/\/health\/info-2027\/medicare-basics\.html$/);
  const me = await identity(page);
  expect(me.isLoggedIn).toBe(true);
  expect(me.headerUserType).toBe('expiring-member');
  await expect(page.locator('[data-token="firstName"]')).toHaveText('Kim');
  await startLogout(page);
  // The platform logout page sends the visitor to origin?referrer={the article} (site 2.15).
  await page.waitForURL((url) => url.pathname === '/' && (url.searchParams.get('referrer') ?? '').endsWith('/medicare-basics.html'));
  expect((await identity(page)).isLoggedIn).toBe(false);
  expect(problems).toEqual([]);
});

test("a challenge step as a member: 4.7 sends the visitor to the programme's login, which starts the programme session; back on the step, it stays", async ({
  page,
}) => {
  const problems = watch(page);
  const step = '/challenges/sleep-better/step-1/';
  await page.goto(`/__demo/persona?id=bh-returning-member&next=${encodeURIComponent(step)}`);
  // The persona route sets the login cookies, not the programme's session (ss_user, ss_token): brain-health 4.7, row 2.
  await expect(page).toHaveURL(new RegExp(`^${SERVICES}/applications/user/login\\?`));
  expect(new URL(page.url()).searchParams.get('scope')).toBe('bui bmi openid');
  await page.getByRole('button', { name: /^brain health: returning member/ }).click();
  await expect(page).toHaveURL(new RegExp(`${step}$`));
  const challenge = page.locator('challenge-step');
  await expect(challenge).toHaveAttribute('data-element-state', 'ready');
  expect(await page.evaluate(() => localStorage.getItem('ss_token'))).toBe('token-bh-returning-member');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'ss_user')?.value).toBe('fed-bh-returning-member');
  // No second trip: the page is still the step once the programme's checks have run.
  await expect(page.locator('program-gate')).not.toHaveAttribute('data-element-state', 'loading');
  await expect(page).toHaveURL(new RegExp(`${step}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('step 1 of 3');
  expect(problems).toEqual([]);
});

test('a failing user-info service leaves the page and the cookie identity working', async ({ page, request }) => {
  const problems = watch(page);
  await request.post(`${SERVICES}/__emulator/faults`, { data: { path: '/applications/CoreApi/user/*', status: 500 } });
  await page.goto('/__demo/persona?id=member-not-auto-renew&next=/');
  const me = await identity(page);
  expect(me.memberState).toBe('MEMBER');
  expect(me.headerUserType).toBe('member-not-on-automatic-renew');
  await expect(page.locator('main h1')).toHaveText('Welcome');
  expect(problems).toEqual([]);
});

test('the fault panel adds a rule that the emulator applies, and reset clears it', async ({ page, request }) => {
  await page.goto('/__demo/faults');
  await page.getByLabel('Path (glob)').fill('/applications/CoreApi/user/known');
  await page.getByLabel('Status').fill('503');
  await page.getByRole('button', { name: 'Add rule' }).click();
  expect((await request.get(`${SERVICES}/applications/CoreApi/user/known`)).status()).toBe(503);
  await page.getByRole('button', { name: 'Reset the emulator' }).click();
  expect((await request.get(`${SERVICES}/applications/CoreApi/user/known`)).status()).toBe(200);
});

test('loading order: elements render before the page API is fetched; a Spanish page asks for its dictionary, and an element for its config JSON, once, early', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  // Within co-browse hours, so the link stays and settles as ready.
  await page.goto(`/__demo/persona?id=member-auto-renew&next=${encodeURIComponent('/espanol/')}`);
  await identity(page);
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (part: string) => entries.filter((entry) => new URL(entry.name).pathname.includes(part));
    return {
      dictionary: find('/libs/cq/i18n/dict.es.json').map((entry) => entry.initiatorType),
      stripConfig: find('/config/member-strip.json').map((entry) => entry.initiatorType),
      // The Spanish home's tags come in the home bundle (dist/bundles.json).
      element: find('/dist/bundles/home.js').map((entry) => entry.startTime),
      page: find('/dist/page.js').map((entry) => entry.startTime),
      state: document.querySelector('cobrowse-link')?.getAttribute('data-element-state') ?? 'removed',
    };
  });
  // One request: the elements of the bundle, which runs before the loader, ask for it in their
  // first run (on a page without a bundle the loader's preload asks and the harness's fetch takes it).
  expect(order.dictionary).toHaveLength(1);
  // The same for the member strip's data-json-url.
  expect(order.stripConfig).toEqual(['link']);
  expect(order.element).toHaveLength(1);
  expect(order.page).toHaveLength(1);
  expect(order.page[0]).toBeGreaterThan(order.element[0]!);
  expect(['ready', 'removed']).toContain(order.state);
  // Chromium warns when a preload goes unused.
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});

/** The paths of the library's script files the page asks for, in order, from now on. */
function distScriptsRequested(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js')) requested.push(url.pathname);
  });
  return requested;
}

/** The paths of the module scripts in the page's head, in order. */
const headModuleScripts = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('head script[type="module"]')].map((script) => new URL(script.src).pathname));

/** The paths asked for more than once. */
function askedTwice(paths: readonly string[]): string[] {
  return paths.filter((path, index) => paths.indexOf(path) !== index);
}

test('the CMS\'s hints (README "Hosting dist/"): the page\'s code is asked for while it is parsed, each file once, every hinted file one the page fetches anyway', async ({
  page,
}) => {
  const problems = watch(page);
  const requested = distScriptsRequested(page);
  await page.goto(personaLink('member-auto-renew', '/'));
  await identity(page);
  const scripts = await headModuleScripts(page);
  const hinted = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );
  // The home's tags are one bundle (dist/bundles.json): its script before the loader's, so its
  // elements are defined when the loader scans; no element file of its own is written or loaded.
  // Then the shared chunks, the page API and behaviours as modulepreload hints.
  expect(scripts).toEqual(['/dist/bundles/home.js', '/dist/loader.js']);
  expect(requested.some((path) => path.startsWith('/dist/elements/'))).toBe(false);
  expect(hinted.some((path) => path.startsWith('/dist/elements/'))).toBe(false);
  expect(hinted).toContain('/dist/page.js');
  expect(hinted.some((path) => /^\/dist\/chunks\/common-[\w-]+\.js$/.test(path))).toBe(true);
  // Each hint is a request the page makes anyway: none twice (the loader skips hints it finds).
  expect(askedTwice(requested)).toEqual([]);
  // Every hint is a file the page uses (none wasted).
  const ran = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/dist/')),
  );
  for (const path of [...scripts, ...hinted]) expect(ran).toContain(path);
  // Hints come before the page's body: the loader script is asked for before them.
  const head = await page.evaluate(() =>
    [...document.head.children].map((child) => child.getAttribute('src') ?? child.getAttribute('href') ?? child.localName),
  );
  expect(head.indexOf('/dist/bundles/home.js')).toBeLessThan(head.indexOf('/dist/loader.js'));
  expect(head.indexOf('/dist/loader.js')).toBeLessThan(head.indexOf('/dist/page.js'));
  expect(problems).toEqual([]);
});

test("the CMS's hints on a page with a bundle and tags outside it: the bundle before the loader, the other tags' own files after it, each file once", async ({
  page,
}) => {
  const problems = watch(page);
  const requested = distScriptsRequested(page);
  await page.goto(personaLink('member-auto-renew', '/benefits/travel/hotels/'));
  for (const tag of ['site-header', 'mega-menu', 'benefits-nav', 'travel-widget']) {
    await expect(page.locator(tag).first()).toHaveAttribute('data-element-state', 'ready');
  }
  const scripts = await headModuleScripts(page);
  expect(scripts).toEqual(['/dist/bundles/chrome.js', '/dist/loader.js', '/dist/elements/benefits-nav.js', '/dist/elements/travel-widget.js']);
  // The chrome's own files are never loaded: the loader found those tags defined.
  for (const tag of ['site-header', 'mega-menu', 'cobrowse-link', 'language-switcher']) expect(requested).not.toContain(`/dist/elements/${tag}.js`);
  expect(askedTwice(requested)).toEqual([]);
  expect(problems).toEqual([]);
});
