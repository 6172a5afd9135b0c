/**
 * `<register-wall>` on the brain-health article (site 2.7, 4.8; brain-health 4.15), real Chromium
 * against the emulator:
 * - every persona of fixtures/personas.ts: shown when the known user is ANON or the programme
 *   type is registered-non-member, cancelled-or-expired-member, registered-non-activated-member
 *   or anonymous-user (the emulator's answers for the persona, asked here as the page asks
 *   them), else hidden; what leaves the DOM; the wall's Register and Log in links (http(s), where
 *   the README says; Log in really returns to the article through `state`);
 * - the keyboard at 390 and 1280 px: Tab reaches only the header, the navigation and the wall,
 *   the wall's links show their focus, Escape does nothing.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { personas, type Persona } from '../../fixtures/personas.ts';
import { expectInertBehind, linkTarget, wallTests } from './page-wall.ts';
import { asPersona, watch } from './visitor.ts';
import { SERVICES, SITE } from './ports.ts';

const PATH = '/articles/sleep-and-memory.html';
const PAGE_URL = `${SITE}${PATH}`;
const HEADING = 'Register to keep reading';
const REMOVED = ['[data-restricted]', 'footer'];

/** Brain-health 4.15: the programme types that see the register wall. */
const WALLED_TYPES = ['registered-non-member', 'cancelled-or-expired-member', 'registered-non-activated-member', 'anonymous-user'];

/**
 * What the services tell the page about `persona` (asked as the page asks: the known user with the
 * fedid cookie when there is one, the programme types with the bearer token when there is one),
 * and whether the wall shows by brain-health 4.15.
 */
async function expectation(request: APIRequestContext, persona: Persona): Promise<{ known: string; type: string; shown: boolean }> {
  const { fedid, access_token: token } = persona.cookies;
  // Without a fedid the known user is not asked (the page reads an anonymous visitor as ANON).
  let known = 'not asked';
  if (typeof fedid === 'string') {
    const answer = await request.get(`${SERVICES}/applications/CoreApi/user/known`, { headers: { cookie: `fedid=${fedid}` } });
    known = String(((await answer.json()) as { memberState?: unknown }).memberState);
  }
  const types = await request.get(
    `${SERVICES}/applications/member/api/v1/user/types`,
    typeof token === 'string' ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  const type = String(((await types.json()) as { userType?: unknown }).userType);
  return { known, type, shown: known.toUpperCase() === 'ANON' || WALLED_TYPES.includes(type) };
}

async function openArticle(page: Page, persona: string): Promise<Locator> {
  await asPersona(page, persona, PATH);
  const host = page.locator('register-wall');
  await expect(host).toHaveAttribute('data-wall', /^(shown|hidden)$/, { timeout: 15_000 });
  return host;
}

const wallOf = (page: Page) => page.getByRole('region', { name: HEADING, exact: true });

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test.describe('every persona: shown or hidden (site 4.8, brain-health 4.15)', () => {
  for (const persona of personas) {
    test(persona.id, async ({ page, request }) => {
      const { known, type, shown } = await expectation(request, persona);
      test.info().annotations.push({ type: 'answers', description: `known user ${known}, programme type ${type}: ${shown ? 'shown' : 'hidden'}` });
      const problems = watch(page);
      const host = await openArticle(page, persona.id);
      await expect(host, `known user ${known}, programme type ${type}`).toHaveAttribute('data-wall', shown ? 'shown' : 'hidden');
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

test('the table has both outcomes', async ({ request }) => {
  const outcomes = new Set<boolean>();
  for (const persona of personas) outcomes.add((await expectation(request, persona)).shown);
  expect([...outcomes].sort()).toEqual([false, true]);
});

wallTests({
  tag: 'register-wall',
  open: openArticle,
  wall: wallOf,
  panel: '.register-wall__wall',
  links: ['Register', 'Log in'],
  attribute: 'data-wall',
  up: 'shown',
  down: 'hidden',
  member: 'brain health: returning member with content access',
  pageUrl: PAGE_URL,
});
