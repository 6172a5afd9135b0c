/**
 * `<author-modal>` (site 2.6) on the demo site (the travel benefits page), without JavaScript:
 * the content is hidden until its link is followed, then shows as a section. With JavaScript
 * (the link opening it by click and Enter, Close, a backdrop click and Escape closing it, focus
 * back on the link, the page behind inert and not scrolling by keys or the wheel, the 44 px Close
 * button, the address opening it) it is tested in test/browser/author-modal.test.ts.
 */
import { expect, test } from '@playwright/test';

const PATH = '/benefits/travel/';
const LINK = 'Sign up for travel deals by email';
const HEADING = 'Travel deals newsletter';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the content is hidden until its link is followed, then shows as a section', async ({ page }) => {
    await page.goto(PATH);
    const heading = page.getByRole('heading', { name: HEADING });
    await expect(heading).toBeHidden();
    await page.getByRole('link', { name: LINK }).click();
    await expect(heading).toBeVisible();
    await expect(page.locator('author-modal').getByText('every two weeks')).toBeInViewport();
  });
});
