/**
 * `<paywall-gate>` on the demo's paywalled articles (site 2.7, 4.8, 5, 7.7), real Chromium
 * against the emulator:
 * - every persona of fixtures/personas.ts: locked (status codes 1, 5, 4, M, U, D or no usable
 *   `at` cookie) or open, what leaves the DOM, the teaser, and the wall's Join and Log in links
 *   (http(s), where the README says; Log in really returns to the article through `state`);
 * - the keyboard at 390 and 1280 px: Tab reaches only the header, the navigation and the wall,
 *   the wall's links show their focus, Escape does nothing;
 * - the Spanish article (no authored texts): the default texts translated, Join in Spanish;
 * - the page's links rewritten (site 2.7): the carousel's /mem/join link becomes the membership
 *   URL with this page as referrer.
 * Rules table-tested in test/unit; the wall's parts in test/browser.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MEMBERS_ARTICLE_ES_PATH, MEMBERS_ARTICLE_PATH } from '../../cms-templates/pages/index.ts';
import { personas, type Persona } from '../../fixtures/personas.ts';
import { expectInertBehind, linkTarget, wallTests } from './page-wall.ts';
import { asPersona, watch } from './visitor.ts';
import { SERVICES, SITE } from './ports.ts';

const PAGE_URL = `${SITE}${MEMBERS_ARTICLE_PATH}`;
const REMOVED = ['[data-restricted]', '[data-benefits-carousel]', '[data-comments]', 'footer'];

/** Site 4.8: the codes that lock. */
const LOCKING_CODES = ['1', '5', '4', 'M', 'U', 'D'];

/**
 * The persona's status code (`ms` of the `at` cookie, JSON or key=value), or undefined when
 * there is no usable `at` cookie (none, garbage, or no `ms`): such a visitor is locked.
 */
function statusCode(persona: Persona): string | undefined {
  const at = persona.cookies.at;
  if (at === undefined) return undefined;
  if (typeof at === 'object') return at.ms;
  try {
    const parsed: unknown = JSON.parse(at);
    const ms = parsed && typeof parsed === 'object' && Object.hasOwn(parsed, 'ms') ? (parsed as Record<string, unknown>).ms : undefined;
    return typeof ms === 'string' ? ms : undefined;
  } catch {
    return new URLSearchParams(at).get('ms') ?? undefined;
  }
}

const isLocked = (persona: Persona) => {
  const code = statusCode(persona);
  return code === undefined || LOCKING_CODES.includes(code.toUpperCase());
};

async function openArticle(page: Page, persona: string, path = MEMBERS_ARTICLE_PATH): Promise<Locator> {
  await asPersona(page, persona, path);
  const host = page.locator('paywall-gate');
  await expect(host).toHaveAttribute('data-locked', /^(true|false)$/, { timeout: 15_000 });
  return host;
}

const wallOf = (page: Page, heading = 'Keep reading with membership') => page.getByRole('region', { name: heading, exact: true });

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test.describe('every persona: locked or open (site 4.8)', () => {
  for (const persona of personas) {
    const locked = isLocked(persona);
    test(`${persona.id} (code ${statusCode(persona) ?? 'none'}): ${locked ? 'locked' : 'open'}`, async ({ page }) => {
      const problems = watch(page);
      const host = await openArticle(page, persona.id);
      await expect(host).toHaveAttribute('data-locked', String(locked));
      const article = page.locator('[data-paywall-content]');
      if (locked) {
        for (const selector of REMOVED) await expect(page.locator(selector), `${selector} removed`).toHaveCount(0);
        const text = (await article.innerText()).replace(/\s+/g, ' ').trim();
        expect(text.length, 'the teaser: at most 500 characters and the ellipsis').toBeLessThanOrEqual(501);
        expect(text.endsWith('\u2026'), 'the teaser ends with an ellipsis').toBe(true);
        const wall = wallOf(page);
        await expect(wall).toBeVisible();
        await expectInertBehind(page, '[data-paywall-content]');

        const join = await linkTarget(wall, 'Join');
        expect(`${join.origin}${join.pathname}`).toBe(`${SERVICES}/mem/join`);
        expect(join.searchParams.get('campaignID')).toBe('UDFLTTC');
        expect(join.searchParams.get('referrer')).toBe(PAGE_URL);
        expect(join.searchParams.has('request_locale')).toBe(false);

        const login = await linkTarget(wall, 'Log in');
        expect(`${login.origin}${login.pathname}`).toBe(`${SERVICES}/applications/user/login`);
        expect(login.searchParams.get('response_type')).toBe('code');
        expect(login.searchParams.get('client_id')).toBe('member-web-nonlive');
        expect(login.searchParams.get('redirect_uri')).toBe(`${SITE}/member/auth/callback`);
        expect(login.searchParams.get('state')).toBe(PAGE_URL);
      } else {
        for (const selector of REMOVED) await expect(page.locator(selector), `${selector} kept`).toHaveCount(1);
        await expect(page.locator('[data-restricted]')).toHaveAttribute('data-accessed', 'true');
        await expect(article.locator('p')).toHaveCount(4);
        await expect(article).toBeVisible();
        await expect(wallOf(page)).toHaveCount(0);
        expect(await page.locator('h1').evaluate((el) => el.closest('[inert]') === null)).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }
});

wallTests({
  tag: 'paywall-gate',
  open: (page, persona) => openArticle(page, persona),
  wall: (page) => wallOf(page),
  panel: '.paywall-gate__wall',
  links: ['Join', 'Log in'],
  attribute: 'data-locked',
  up: 'true',
  down: 'false',
  member: 'member on automatic renewal',
  pageUrl: PAGE_URL,
});

test.describe('Spanish article, default texts', () => {
  const PAGE_ES = `${SITE}${MEMBERS_ARTICLE_ES_PATH}`;

  test('locked: the wall in Spanish, Join to the Spanish form, Log in back to the page', async ({ page }) => {
    const problems = watch(page);
    await openArticle(page, 'registered-non-member', MEMBERS_ARTICLE_ES_PATH);
    await expect(page.locator('paywall-gate')).toHaveAttribute('data-locked', 'true');
    const wall = wallOf(page, 'Siga leyendo con la membresía');
    await expect(wall).toBeVisible();
    await expect(wall).toContainText('Este artículo es para miembros. Únase hoy para leerlo completo, o inicie sesión si ya es miembro.');
    const join = await linkTarget(wall, 'Únase');
    expect(`${join.origin}${join.pathname}`).toBe(`${SERVICES}/mem/join`);
    expect(join.searchParams.get('referrer')).toBe(PAGE_ES);
    expect(join.searchParams.get('request_locale')).toBe('es');
    const login = await linkTarget(wall, 'Iniciar sesión');
    expect(`${login.origin}${login.pathname}`).toBe(`${SERVICES}/applications/user/login`);
    expect(login.searchParams.get('state')).toBe(PAGE_ES);
    for (const selector of REMOVED) await expect(page.locator(selector)).toHaveCount(0);
    // No English left in the wall.
    await expect(wall).not.toContainText(/Keep reading|Join|Log in/);
    expect(problems).toEqual([]);
  });

  test('open for a member', async ({ page }) => {
    await openArticle(page, 'member-auto-renew', MEMBERS_ARTICLE_ES_PATH);
    await expect(page.locator('paywall-gate')).toHaveAttribute('data-locked', 'false');
    await expect(page.locator('[data-restricted]')).toHaveAttribute('data-accessed', 'true');
    await expect(page.getByRole('region', { name: 'Siga leyendo con la membresía' })).toHaveCount(0);
  });
});

test.describe('links rewritten on the page (site 2.7)', () => {
  for (const [path, name] of [
    [MEMBERS_ARTICLE_PATH, 'Join to get every benefit'],
    [MEMBERS_ARTICLE_ES_PATH, 'Únase para obtener todos los beneficios'],
  ] as const) {
    test(`${path}: the carousel's /mem/join link becomes the membership URL with this page as referrer`, async ({ page }) => {
      await openArticle(page, 'member-auto-renew', path);
      await expect(page.locator('paywall-gate')).toHaveAttribute('data-locked', 'false');
      const href = await page.locator('[data-benefits-carousel]').getByRole('link', { name, exact: true }).getAttribute('href');
      const url = new URL(href ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${SERVICES}/applications/membershipChallenge/showChallengeForm.action`);
      expect(url.searchParams.get('referrer')).toBe(`${SITE}${path}`);
      // The carousel's other links stay as they were.
      const other = page.locator('[data-benefits-carousel] a').first();
      expect(await other.getAttribute('href')).toMatch(/^\/(benefits\/health|espanol\/beneficios\/salud)\//);
    });
  }
});
