/**
 * `<member-strip>` on the demo site (issue 6), what needs a real page load: the discovery
 * variant's card image keeps its box while the page's image loads, so nothing moves when it
 * arrives (the strip renders before the page's load event). Everything else the strip does (each
 * persona, the ids and data layer, the discovery variant, the membership number, collapse, the
 * login hand-off from a frame of another origin, bad configuration) is tested in Chromium by
 * test/browser/member-strip.test.ts.
 */
import { expect, test } from '@playwright/test';
import { asPersona } from './visitor.ts';
import en from '../../fixtures/site/member-strip.en.json' with { type: 'json' };

test.use({ viewport: { width: 1280, height: 900 } });

test('the card image keeps its box while it loads: nothing moves when it arrives', async ({ page }) => {
  // Hold the image until its box has been measured, then let it come.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${en.cardImage}`, async (route) => {
    await held;
    await route.continue();
  });
  // The strip renders before the page's load event, so the held image holds that event too:
  // wait for the parsed page only.
  await asPersona(page, 'anonymous', '/', { waitUntil: 'domcontentloaded' });
  const strip = page.locator('member-strip');
  await expect(strip).toHaveAttribute('data-element-state', 'ready');
  const card = strip.locator('img.member-strip__card');
  await expect(card).toHaveCount(1);
  expect(await card.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  const before = await card.boundingBox();
  const message = await strip.getByText(en.joinNowMessage).boundingBox();
  expect(before!.width / before!.height).toBeCloseTo(8 / 5, 1);
  release();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await card.boundingBox()).toEqual(before);
  expect(await strip.getByText(en.joinNowMessage).boundingBox()).toEqual(message);
});
