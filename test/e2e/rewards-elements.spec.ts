/**
 * `<rewards-points>` and `<rewards-tile>` on the demo rewards page (ask-and-rewards 2.3, 9.2),
 * real Chromium against the emulator: no layout shift over the rewards elements as the page
 * loads, for a rewards participant (member-auto-renew, at.rs 'Y'; also with the balance answered
 * after the meter's limit), a logged-in non-member and an anonymous visitor, at 390 and 1280 px.
 * What the elements show for each visitor, a deposit updating them in place and a balance
 * written in another tab are in test/browser/rewards-elements.test.ts; the page's accessibility,
 * for every persona, in accessibility.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona } from './visitor.ts';
import { DEMO_TILE_IDS } from '../../cms-templates/rewards-tile.ts';
import { SERVICES } from './ports.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';

const REWARDS = '/rewards/';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

const tile = (page: Page, id: string) => page.locator(`rewards-tile[data-activity-id="${id}"]`);

async function settled(page: Page) {
  const points = page.locator('rewards-points');
  await expect(points).toHaveAttribute('data-points-state', /^(points|not-opted|signed-out)$/);
  for (const id of Object.values(DEMO_TILE_IDS)) await expect(tile(page, id)).toHaveAttribute('data-tile-state', 'ready');
  return points;
}

test.describe('no layout shift (CLS 0 over the rewards elements)', () => {
  // [persona, width, balance answer held back (ms): the meter's limit answer comes first]
  for (const [persona, width, balanceDelayMs] of [
    ['member-auto-renew', 1280, 0],
    ['member-auto-renew', 390, 0],
    ['member-auto-renew', 1280, 1500],
    ['registered-non-member', 390, 0],
    ['anonymous', 1280, 0],
  ] as const) {
    test(`${persona} at ${width} px${balanceDelayMs ? ', the balance answered after the limit' : ''}`, async ({ page, request }) => {
      if (balanceDelayMs) {
        const fault = { path: '/applications/loyalty-catalog/pointsbalance/*', delayMs: balanceDelayMs };
        expect((await request.post(`${SERVICES}/__emulator/faults`, { data: fault })).status()).toBe(200);
      }
      await watchLayoutShifts(page);
      await page.setViewportSize({ width, height: 1600 });
      await asPersona(page, persona, REWARDS);
      const points = await settled(page);
      if (persona === 'member-auto-renew') await expect(points).toHaveAttribute('data-cap-state', 'shown');
      if (balanceDelayMs) await expect(points).toHaveAttribute('data-points-state', 'points');
      await page.waitForTimeout(300);
      const shifts = await layoutShifts(page, { within: 'rewards-points, rewards-tile, .rewards-balance ~ *' });
      expect(totalShift(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    });
  }
});
