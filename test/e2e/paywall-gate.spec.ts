/**
 * `<paywall-gate>` on the demo's paywalled article (site 2.7, 4.8, 5, 7.7), real Chromium against
 * the emulator, what needs the demo's pages and routes:
 * - the gate on a real page load, for a visitor it locks and one it lets in: what leaves the DOM,
 *   the teaser, what is inert, the wall's Join and Log in links, no CSP violation or uncaught
 *   error;
 * - the wall's Log in really returns to the article through `state`, which lets the member in.
 * Every persona, the keyboard around the wall, the Spanish article and the links rewritten on the
 * page: test/browser/paywall-gate.test.ts (the demo page's body from its templates); the rules
 * table-tested in test/unit.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MEMBERS_ARTICLE_PATH } from '../../cms-templates/pages/index.ts';
import { expectInertBehind, linkTarget, wallTests } from './page-wall.ts';
import { asPersona, watch } from './visitor.ts';
import { SERVICES, SITE } from './ports.ts';

const PAGE_URL = `${SITE}${MEMBERS_ARTICLE_PATH}`;
const REMOVED = ['[data-restricted]', '[data-benefits-carousel]', '[data-comments]', 'footer'];

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

test.describe('the gate on a real page load (site 4.8)', () => {
  // [persona, locked]: no login cookie, and a member (code 0). Every persona: test/browser/paywall-gate.test.ts.
  for (const [persona, locked] of [
    ['anonymous', true],
    ['member-auto-renew', false],
  ] as const) {
    test(`${persona}: ${locked ? 'locked' : 'open'}`, async ({ page }) => {
      const problems = watch(page);
      const host = await openArticle(page, persona);
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
  attribute: 'data-locked',
  down: 'false',
  member: 'member on automatic renewal',
  pageUrl: PAGE_URL,
});
