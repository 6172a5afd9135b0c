/**
 * `<saved-benefits>` on the demo site (site 2.10, 4.10): the saved page as the lifetime member
 * (12 offers to show) and as an anonymous visitor, the accessibility tree of a card and of the
 * removing overlay (Playwright's ARIA snapshot), the keyboard (Tab to 'remove offer', Space,
 * Undo with Enter, Enter again and the card leaving), keepalive when the visitor leaves during
 * the undo window, and a save in another tab appearing without a reload; at 390 and 1280 px,
 * with no CSP violation or uncaught error.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { fedidFor, tokenFor } from '../../fixtures/personas.ts';
import { asPersona, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/benefits/saved-benefits/';

const headers = (personaId: string) => ({ 'Content-Type': 'application/json', fedId: fedidFor(personaId), Authorization: `Bearer ${tokenFor(personaId)}` });

async function savedOnServer(request: APIRequestContext, personaId: string): Promise<string[]> {
  const answer = await request.get(`${SERVICES}/applications/CoreApi/offers/dbr/user`, { headers: headers(personaId) });
  const body = (await answer.json()) as { dbrOfferIds: Array<{ dbrOfferId: string }> };
  return body.dbrOfferIds.map((entry) => entry.dbrOfferId);
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});
test.afterEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test('the demo page that carries it', () => {
  expect(demoPages.filter((demo) => demo.elements.includes('saved-benefits')).map((demo) => demo.path)).toEqual([PATH]);
});

for (const width of [390, 1280]) {
  test(`lifetime member at ${width} px: 12 cards, the banner after the third, a card's accessibility tree`, async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width, height: 900 });
    await asPersona(page, 'lifetime-member', PATH);
    const host = page.locator('saved-benefits');
    await expect(host).toHaveAttribute('data-saved-view', 'list');
    await expect(host.locator('.saved-offer')).toHaveCount(12);
    await expect(host.getByRole('heading', { level: 2 })).toHaveText('My Saved Benefits');
    await expect(host.locator('.saved-benefits__cards > *').nth(3)).toHaveClass(/saved-benefits__banner/);
    await expect(host.locator('.saved-offer').first()).toMatchAriaSnapshot(`
      - article "Harborline® Cruises":
        - heading "Harborline® Cruises" [level=3]:
          - link "Harborline® Cruises":
            - /url: /benefits/travel/harborline-cruises/
            - text: Harborline
            - superscript: ®
            - text: Cruises
        - paragraph:
          - strong: "Limited Time:"
          - text: Save up to $500 per stateroom plus $100 onboard credit on select 7-night sailings booked by March 31.
        - paragraph: Advertisement
        - button "remove offer"
    `);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems).toEqual([]);
  });
}

test('anonymous visitor: the empty view with log in and create login', async ({ page }) => {
  const problems = watch(page);
  await asPersona(page, 'anonymous', PATH);
  const host = page.locator('saved-benefits');
  await expect(host).toHaveAttribute('data-saved-view', 'anonymous');
  await expect(host.getByRole('heading', { level: 2 })).toHaveText('Keep your favorite member benefits in one place');
  await expect(host.getByRole('img', { name: 'A smiling couple in their sixties planning a trip on a tablet' })).toBeVisible();
  await expect(host.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(host.getByRole('link', { name: 'Create Login', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('keyboard: Tab to remove offer, Space shows the overlay with Undo focused, Enter undoes, Enter again removes', async ({ page, request }) => {
  const problems = watch(page);
  await asPersona(page, 'member-auto-renew', PATH);
  const host = page.locator('saved-benefits');
  const card = host.locator('.saved-offer[data-offer-id="30207"]');
  await expect(card).toBeVisible();
  // Tab from the card's title link to its 'remove offer'.
  await card.getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'remove offer' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(card.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(card.locator('.saved-offer__removing')).toMatchAriaSnapshot(`
    - paragraph:
      - text: Removing Evergreen Mutual
      - superscript: ®
      - text: Auto & Home Insurance Program
    - button "Undo"
  `);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'remove offer' })).toBeFocused();
  await expect(card).toHaveAttribute('data-card-state', 'normal');
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-card-state', 'removing');
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  // Focus went to the remaining card's 'remove offer'.
  await expect(host.locator('.saved-offer[data-offer-id="10482"]').getByRole('button', { name: 'remove offer' })).toBeFocused();
  expect(await savedOnServer(request, 'member-auto-renew')).not.toContain('30207');
  expect(problems).toEqual([]);
});

test('leaving during the undo window still removes the offer (keepalive on pagehide)', async ({ page, request }) => {
  await asPersona(page, 'lifetime-member', PATH);
  const card = page.locator('saved-benefits .saved-offer[data-offer-id="40318"]');
  await card.getByRole('button', { name: 'remove offer' }).click();
  await expect(card).toHaveAttribute('data-card-state', 'removing');
  await page.goto('/');
  await expect.poll(() => savedOnServer(request, 'lifetime-member'), { timeout: 10_000 }).not.toContain('40318');
});

test('an offer saved in another tab appears without a reload', async ({ page, context }) => {
  await asPersona(page, 'member-auto-renew', PATH);
  const host = page.locator('saved-benefits');
  await expect(host.locator('.saved-offer')).toHaveCount(2);
  // The other tab: a page of the site that saves an offer and tells the other tabs, as the
  // catalogue's cards do through the shared store.
  const other = await context.newPage();
  await other.goto('/benefits/travel/');
  const status = await other.evaluate(
    async ({ url, headers }) => {
      const answer = await fetch(url, { method: 'POST', headers });
      const channel = new BroadcastChannel('member-elements');
      channel.postMessage({ type: 'saved-offers-change' });
      channel.close();
      return answer.status;
    },
    { url: `${SERVICES}/applications/CoreApi/offers/dbr/save/10517`, headers: headers('member-auto-renew') },
  );
  expect(status).toBe(200);
  await expect(host.locator('.saved-offer[data-offer-id="10517"]')).toBeVisible();
  await expect(host.locator('.saved-offer')).toHaveCount(3);
});
