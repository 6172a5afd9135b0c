/**
 * `<offer-card>` (site 2.9, 4.9) on the demo site (the travel benefits page), real Chromium: the
 * offer-details modal with the offer's page in its iframe, closed by the browser's Back and by
 * Escape (its history entry taken back), the page's address unchanged. The cards' own behaviour
 * (expiry and the count, saving and removing by keyboard, the anonymous login tooltip, the modal
 * in a frame) is in test/browser/offer-card.test.ts.
 */
import { expect, test } from '@playwright/test';
import { asPersona, watch } from './visitor.ts';
import { SERVICES } from './ports.ts';

const PATH = '/benefits/travel/';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

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
