/**
 * `<language-switcher>` on the demo site (site 2.1, 7.1): on every page (the footer of the page
 * shell), the same page between / and /espanol with query and fragment, names and languages
 * from the platform's list, the current language marked, keyboard use, three widths, and the
 * English / Spanish fallback when the list fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { tabTo } from './keyboard.ts';
import { asPersona } from './visitor.ts';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { LANGUAGES_PATH } from '../../src/api/languages.ts';
import { SERVICES } from './ports.ts';

async function switcher(page: Page, name = 'Language') {
  const host = page.locator('language-switcher');
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  const nav = page.getByRole('navigation', { name, exact: true });
  await expect(nav.getByRole('link')).toHaveCount(2);
  return nav;
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

/**
 * A wall takes the footer, and the switcher with it, from a visitor it keeps out (site 2.7, 4.8):
 * its pages are visited as a member it lets in.
 */
const WALLS = ['paywall-gate', 'register-wall'];

test('every demo page has one, with both languages', async ({ page }) => {
  test.setTimeout(60_000);
  for (const demo of demoPages) {
    if (demo.elements.some((tag) => WALLS.includes(tag))) await asPersona(page, 'bh-returning-member', demo.path);
    else await page.goto(demo.path);
    const nav = await switcher(page, demo.locale === 'es' ? 'Idioma' : 'Language');
    await expect(page.locator('footer language-switcher')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    expect(demo.elements).toContain('language-switcher');
  }
});

test('English page: the list names the languages in their own words, lang and hreflang set, English current', async ({ page }) => {
  await page.goto('/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-b');
  const nav = await switcher(page);
  const english = nav.getByRole('link', { name: 'English (United States)' });
  const spanish = nav.getByRole('link', { name: 'Español (Estados Unidos)' });
  await expect(english).toHaveAttribute('href', '/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-b');
  await expect(english).toHaveAttribute('aria-current', 'page');
  await expect(english).toHaveAttribute('lang', 'en-US');
  await expect(english).toHaveAttribute('hreflang', 'en-US');
  await expect(spanish).toHaveAttribute('href', '/espanol/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-b');
  await expect(spanish).not.toHaveAttribute('aria-current', /.*/);
  await expect(spanish).toHaveAttribute('lang', 'es-US');
  await expect(spanish).toHaveAttribute('hreflang', 'es-US');
  // A new fragment is followed.
  await page.evaluate(() => (location.hash = '#part-d'));
  await expect(spanish).toHaveAttribute('href', '/espanol/health/info-2027/medicare-basics.html?cid=abc&rkc=R1#part-d');
});

test('Spanish page: labelled in Spanish, Spanish current, English is the page without /espanol', async ({ page }) => {
  await page.goto('/espanol/buscar/?q=medicare');
  const nav = await switcher(page, 'Idioma');
  await expect(nav.getByRole('link', { name: 'Español (Estados Unidos)' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Español (Estados Unidos)' })).toHaveAttribute('href', '/espanol/buscar/?q=medicare');
  await expect(nav.getByRole('link', { name: 'English (United States)' })).toHaveAttribute('href', '/buscar/?q=medicare');
});

test('keyboard: Tab reaches both links with a visible focus ring; Enter opens the Spanish home', async ({ page }) => {
  await page.goto('/');
  const nav = await switcher(page);
  const spanish = nav.getByRole('link', { name: 'Español (Estados Unidos)' });
  await tabTo(page, nav.getByRole('link', { name: 'English (United States)' }));
  await tabTo(page, spanish);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/espanol\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await switcher(page, 'Idioma');
});

for (const width of [390, 800, 1280]) {
  test(`${width} px: the links are at least 44 px tall and nothing overflows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/espanol/');
    const nav = await switcher(page, 'Idioma');
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('it reserves its line: the footer does not move when the links arrive', async ({ page }) => {
  // Hold the list, note where the footer's last line is, release it, and compare.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SERVICES}${LANGUAGES_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const host = page.locator('language-switcher');
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  const before = (await host.boundingBox())!;
  release();
  await switcher(page);
  const after = (await host.boundingBox())!;
  expect(after.y).toBe(before.y);
  expect(after.height).toBe(before.height);
});

test.describe('without a usable list: English and Spanish', () => {
  for (const [name, rule] of [
    ['500', { status: 500 }],
    ['a body that is not JSON', { body: 'malformed' }],
    ['a wrong-shaped body', { body: 'wrong-shape' }],
    ['an empty body', { body: 'empty' }],
    ['a dropped connection', { drop: true }],
  ] as const) {
    test(name, async ({ page, request }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await request.post(`${SERVICES}/__emulator/faults`, { data: { path: LANGUAGES_PATH, ...rule } });
      await page.goto('/espanol/articulos/');
      const nav = await switcher(page, 'Idioma');
      await expect(nav.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/articulos/');
      await expect(nav.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('lang', 'en-US');
      await expect(nav.getByRole('link', { name: 'Español', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('language-switcher')).toHaveAttribute('data-languages', 'fallback');
      expect(warnings.some((text) => text.includes('<language-switcher>'))).toBe(true);
    });
  }
});
