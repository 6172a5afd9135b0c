/**
 * The page features of issue 17 on the demo site, in real Chromium against the emulator:
 * `<research-rail>` and `<share-bar>` on the research article, `<savings-tiles>` on the savings
 * calculator, on the real pages' layout: the rail's moves at 390 px and its sticky stop above
 * the page's full-width ad block at 1280 px, the savingcards order, no layout shift (a
 * PerformanceObserver over the whole load), no CSP violation or uncaught error. The elements'
 * own rules (the rail at each width, the share links' canonical URL and popup, the share bar's
 * sticky thresholds, every savingcards row) are in test/browser/page-features.test.ts. The share bar is a React view (its hints are its own); the savings tiles only
 * move the CMS's tiles, a plain-DOM enhancer whose own chunk never imports React (check-dist; the
 * page's chrome is React, so the page as a whole loads it).
 */
import { expect, test, type Page } from '@playwright/test';
import { RESEARCH_ARTICLE_PATH } from '../../cms-templates/pages/index.ts';
import { asPersona, watch } from './visitor.ts';
import { layoutShifts, totalShift, watchLayoutShifts } from './layout-shifts.ts';

const SAVINGS_PATH = '/benefits/savings-calculator/';

/** Watches the load's layout shifts (layout-shifts.ts). */
async function probe(page: Page) {
  await watchLayoutShifts(page);
}

async function shiftOf(page: Page) {
  const shifts = await layoutShifts(page);
  return { total: totalShift(shifts), what: shifts.map((shift) => shift.sources.map((source) => source.node).join(' | ')) };
}

async function ready(page: Page, tags: readonly string[]) {
  for (const tag of tags) await expect(page.locator(tag)).toHaveAttribute('data-element-state', 'ready');
  await page.evaluate(() => window.memberElements!.ready);
  // Two frames and a pause for anything late.
  await page.waitForTimeout(300);
}

test.describe('research article: research-rail and share-bar', () => {
  test('390 px: download and supporting material in the tablet placeholders, nothing shifts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await probe(page);
    const problems = watch(page);
    await asPersona(page, 'anonymous', RESEARCH_ARTICLE_PATH);
    await ready(page, ['research-rail', 'share-bar']);
    const rail = page.locator('research-rail');
    await expect(rail).toHaveAttribute('data-rail-placement', 'tablet');
    const download = page.locator('[data-tablet-placeholder="download"]').getByRole('link', { name: 'Download the report (PDF)' });
    await expect(download).toBeVisible();
    await expect(page.locator('[data-tablet-placeholder="supporting"]').getByRole('heading', { name: 'Supporting material' })).toBeAttached();
    await expect(rail.locator('[data-rail-download]')).toHaveCount(0);
    expect(await rail.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await page.locator('share-bar').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // The download link is a 44 px target.
    expect((await download.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const shift = await shiftOf(page);
    expect(shift.total, shift.what.join('\n')).toBe(0);
    expect(problems).toEqual([]);
  });

  test('1280 px: the rail sticks under the header + 40 px and stops above the full-width ad block; nothing shifts', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await probe(page);
    await asPersona(page, 'anonymous', RESEARCH_ARTICLE_PATH);
    await ready(page, ['research-rail', 'share-bar']);
    const shift = await shiftOf(page);
    expect(shift.total, shift.what.join('\n')).toBe(0);
    const rail = page.locator('research-rail');
    await expect(rail).toHaveAttribute('data-rail-placement', 'rail');
    await expect(rail).toHaveAttribute('data-sticky', 'true');
    await expect(rail.getByRole('link', { name: 'Download the report (PDF)' })).toBeVisible();
    const headerHeight = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-header-height')));
    expect(headerHeight).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => rail.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(Math.round(headerHeight + 40));

    // Scroll the ad block up under the rail: the rail stays 24 px above it.
    await page.evaluate(() => {
      const ad = document.querySelector('[data-full-width-ad]')!;
      window.scrollTo(0, ad.getBoundingClientRect().top + window.scrollY - 350);
    });
    await expect(rail).toHaveAttribute('data-rail-stopped', '');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(
            document.querySelector('[data-full-width-ad]')!.getBoundingClientRect().top -
              document.querySelector('research-rail')!.getBoundingClientRect().bottom,
          ),
        ),
      )
      .toBe(24);
  });
});

test.describe('savings calculator: savings-tiles', () => {
  const headings = (page: Page) => page.locator('savings-tiles li h2').allTextContents();

  test('the default order, nothing shifts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await probe(page);
    const problems = watch(page);
    await asPersona(page, 'anonymous', SAVINGS_PATH);
    await ready(page, ['savings-tiles']);
    expect(await headings(page)).toEqual([
      'Restaurants',
      'Auto rental',
      'Hotels',
      'Movies',
      'Airfare',
      'Cruises',
      'Banking',
      'Vision and glasses',
      'Roadside assistance',
      'Auto insurance',
      'Cell phone',
      'Everyday discounts',
    ]);
    const shift = await shiftOf(page);
    expect(shift.total, shift.what.join('\n')).toBe(0);
    expect(problems).toEqual([]);
  });

  test('savingcards=h-air: those first, the rest in the CMS order; the Tab order follows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await probe(page);
    await asPersona(page, 'anonymous', `${SAVINGS_PATH}?savingcards=h-air`);
    await ready(page, ['savings-tiles']);
    expect((await headings(page)).slice(0, 4)).toEqual(['Hotels', 'Airfare', 'Auto insurance', 'Everyday discounts']);
    const shift = await shiftOf(page);
    expect(shift.total, shift.what.join('\n')).toBe(0);
    await page.locator('savings-tiles li a').first().focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('savings-tiles').getByRole('link', { name: /^Airfare/ })).toBeFocused();
  });
});
