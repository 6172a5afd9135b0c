/** Keyboard helpers of the end-to-end specs: reaching a control with Tab as a visitor would. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab from where focus is until `target` has it (at most `limit` presses), then checks
 * its focus indicator is drawn (an outline that is not `none`).
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  let reached = false;
  for (let step = 0; step < limit && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await target.evaluate((element) => element === document.activeElement);
  }
  expect(reached, `Tab reaches ${String(target)}`).toBe(true);
  expect(await target.evaluate((element) => getComputedStyle(element).outlineStyle), 'a visible focus indicator').not.toBe('none');
}
