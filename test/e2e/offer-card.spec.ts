/**
 * `<offer-card>` (site 2.9, 4.9) on the demo site (the travel benefits page), real Chromium at 390
 * and 1280 px: the expired offer hidden and the count lowered; a member saves and removes by
 * keyboard (the tooltip, the disabled button keeping focus); an anonymous visitor's login
 * tooltip; the offer-details modal with its iframe, closed by browser Back and by Escape.
 */
import { expect, test } from '@playwright/test';
import { asPersona, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/benefits/travel/';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('hides the expired offer and lowers the count', async ({ page }) => {
      const problems = watch(page);
      await asPersona(page, 'member-auto-renew', PATH);
      await expect(page.locator('offer-card[data-offerid="ofr-10561"]')).toBeHidden();
      await expect(page.locator('offer-card[data-offerid="ofr-10561"]')).toHaveAttribute('data-offer-state', 'expired');
      await expect(page.locator('[data-offer-count]')).toHaveText('3');
      await expect(page.locator('offer-card:not([hidden])')).toHaveCount(3);
      expect(problems).toEqual([]);
    });

    test('a member saves and removes by keyboard: tooltip, button disabled with focus kept, then usable', async ({ page }) => {
      const problems = watch(page);
      await asPersona(page, 'member-auto-renew', PATH);
      const card = page.locator('offer-card[data-offerid="ofr-10517"]');
      const button = card.getByRole('button', { name: /^Save Summit Ridge/ });
      await expect(page.locator('offer-card[data-offerid="ofr-10482"]')).toHaveAttribute('data-saved', 'true');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(card.getByText('Summit Ridge Hotels & Resorts has been saved')).toBeVisible();
      const remove = card.getByRole('button', { name: /^Remove Summit Ridge/ });
      await expect(remove).toBeDisabled();
      await expect(remove).toBeFocused();
      await expect(remove).toBeEnabled({ timeout: 10_000 });
      await expect(card.getByText('has been saved')).toBeHidden();
      await page.keyboard.press('Space');
      await expect(card.getByText('Summit Ridge Hotels & Resorts has been removed')).toBeVisible();
      await expect(card.getByRole('button', { name: /^Save Summit Ridge/ })).toBeDisabled();
      expect(problems).toEqual([]);
    });

    test('an anonymous visitor gets Login To Save and Create Login, opening in new tabs', async ({ page }) => {
      await page.goto(PATH);
      const card = page.locator('offer-card[data-offerid="ofr-10517"]');
      const button = card.getByRole('button', { name: /^Save Summit Ridge/ });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const login = card.getByRole('link', { name: 'Login To Save (opens in a new tab)' });
      const create = card.getByRole('link', { name: 'Create Login (opens in a new tab)' });
      await expect(login).toBeVisible();
      await expect(create).toBeVisible();
      await expect(login).toHaveAttribute('target', '_blank');
      await expect(create).toHaveAttribute('target', '_blank');
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
    });

    test('the offer-details modal: the page in an iframe, Back closes it, Escape goes back', async ({ page }) => {
      const problems = watch(page);
      await asPersona(page, 'member-auto-renew', PATH);
      const card = page.locator('offer-card[data-offerid="ofr-10517"]');
      const link = card.getByRole('link', { name: 'Summit Ridge Hotels & Resorts' });
      // Until the card is enhanced the link is the CMS's plain link to the offer page.
      await expect(card).toHaveAttribute('data-modal-state', 'closed');
      await link.click();
      const dialog = card.getByRole('dialog', { name: 'Summit Ridge Hotels & Resorts' });
      await expect(dialog).toBeVisible();
      await expect(card.getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(dialog).toHaveAttribute('data-layout', 'settled');
      await expect(card.frameLocator('dialog iframe').getByRole('heading', { name: 'Summit Ridge Hotels & Resorts' })).toBeVisible();
      expect(page.url()).toMatch(/\/benefits\/travel\/$/);
      await page.goBack();
      await expect(dialog).toBeHidden();
      expect(page.url()).toMatch(/\/benefits\/travel\/$/);
      await expect(link).toBeFocused();
      // Again, closed by Escape: the history entry it pushed is taken back.
      const length = await page.evaluate(() => history.length);
      await link.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => page.evaluate(() => (history.state as { offerModal?: string } | null)?.offerModal)).toBeUndefined();
      // The entry it pushed replaced the forward one Back left; going back leaves the length as it was.
      expect(await page.evaluate(() => history.length)).toBe(length);
      expect(problems).toEqual([]);
    });
  });
}
