/**
 * `<register-wall>` on the brain-health article (site 2.7, 4.8; brain-health 4.15), real Chromium
 * against the emulator, what needs the demo's pages and routes:
 * - the wall on a real page load, for a visitor it stops at once (no cookies: ANON) and one it
 *   lets in once the services have answered: what leaves the DOM, what is inert, the wall's
 *   Register and Log in links, no CSP violation or uncaught error;
 * - the wall's Log in really returns to the article through `state`, which lets the member in.
 * Every persona (as the emulator's answers about it say), both outcomes, and the keyboard around
 * the wall: test/browser/register-wall.test.ts (the demo page's body from its templates).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectInertBehind, linkTarget, wallTests } from './page-wall.ts';
import { asPersona, watch } from './visitor.ts';
import { SERVICES, SITE } from './ports.ts';
import { closeProgramModal } from '../quality/a11y-checks.ts';

const PATH = '/articles/sleep-and-memory.html';
const PAGE_URL = `${SITE}${PATH}`;
const HEADING = 'Register to keep reading';
const REMOVED = ['[data-restricted]', 'footer'];

async function openArticle(page: Page, persona: string): Promise<Locator> {
  await asPersona(page, persona, PATH);
  const host = page.locator('register-wall');
  await expect(host).toHaveAttribute('data-wall', /^(shown|hidden)$/, { timeout: 15_000 });
  // The programme's gate (issue 33) may greet the visitor with a gating modal: closed first.
  await expect(page.locator('program-gate')).toHaveAttribute('data-element-state', 'ready', { timeout: 15_000 });
  await closeProgramModal(page);
  return host;
}

const wallOf = (page: Page) => page.getByRole('region', { name: HEADING, exact: true });

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test.describe('the wall on a real page load (site 4.8, brain-health 4.15)', () => {
  // [persona, shown]: no cookies (ANON at once), and a programme member whose known user and
  // programme type the page waits for. Every persona: test/browser/register-wall.test.ts.
  for (const [persona, shown] of [
    ['anonymous', true],
    ['bh-returning-member', false],
  ] as const) {
    test(`${persona}: ${shown ? 'shown' : 'hidden'}`, async ({ page }) => {
      const problems = watch(page);
      const host = await openArticle(page, persona);
      await expect(host).toHaveAttribute('data-wall', shown ? 'shown' : 'hidden');
      if (shown) {
        for (const selector of REMOVED) await expect(page.locator(selector), `${selector} removed`).toHaveCount(0);
        const wall = wallOf(page);
        await expect(wall).toBeVisible();
        await expectInertBehind(page, 'main .text p');

        const register = await linkTarget(wall, 'Register');
        expect(`${register.origin}${register.pathname}`).toBe(`${SERVICES}/applications/user/register`);
        expect(register.searchParams.get('referrer')).toBe(PAGE_URL);

        const login = await linkTarget(wall, 'Log in');
        expect(`${login.origin}${login.pathname}`).toBe(`${SERVICES}/applications/user/login`);
        expect(login.searchParams.get('response_type')).toBe('code');
        expect(login.searchParams.get('redirect_uri')).toBe(`${SITE}/member/auth/callback`);
        expect(login.searchParams.get('state')).toBe(PAGE_URL);
      } else {
        for (const selector of REMOVED) await expect(page.locator(selector), `${selector} kept`).toHaveCount(1);
        await expect(page.locator('[data-restricted]')).toBeVisible();
        await expect(wallOf(page)).toHaveCount(0);
        expect(await page.locator('h1').evaluate((el) => el.closest('[inert]') === null)).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }
});

wallTests({
  tag: 'register-wall',
  open: openArticle,
  wall: wallOf,
  attribute: 'data-wall',
  down: 'hidden',
  member: 'brain health: returning member with content access',
  pageUrl: PAGE_URL,
});
