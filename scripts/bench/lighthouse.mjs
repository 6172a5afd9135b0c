/**
 * Lighthouse scores (performance, accessibility) of a demo page and of the same page without the
 * loader (`?nojs=1`, the no-JS baseline). Lighthouse's Node API with the chrome-launcher it ships,
 * Debian's Chromium, Lighthouse's default mobile config (simulated slow 4G and 4x CPU).
 *
 * One Chromium serves every run. Before the first run the visitor's persona cookies are set in it
 * through the demo's `/__demo/persona` route; Lighthouse's storage reset keeps cookies (it clears
 * the HTTP cache and service workers, caches and file systems of the origin), so every run is a
 * cold load as that persona.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';

export { CHROMIUM, CHROMIUM_ARGS };

/** The chrome-launcher Lighthouse depends on (the top-level one is web-test-runner's, older). */
async function importChromeLauncher() {
  const require = createRequire(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(require.resolve('chrome-launcher')).href);
}

/**
 * Starts Chromium for Lighthouse, with the persona's cookies set. Returns `run(url)` giving
 * `{ performance, accessibility }` (0-100) and `close()`.
 */
export async function startLighthouse({ siteUrl, persona }) {
  const { launch } = await importChromeLauncher();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL(`/__demo/persona?id=${encodeURIComponent(persona)}&next=${encodeURIComponent('/__demo/')}`, siteUrl).href);
    await page.close();
    // Disconnects (a browser Playwright did not launch is left running).
    await browser.close();
  } catch (error) {
    await chrome.kill();
    throw error;
  }
  return {
    async run(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
      const score = (category) => (lhr.categories[category]?.score == null ? null : Math.round(lhr.categories[category].score * 100));
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        metrics: {
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
          si: lhr.audits['speed-index']?.numericValue ?? null,
        },
        warnings: lhr.runWarnings ?? [],
      };
    },
    close: () => chrome.kill(),
  };
}
