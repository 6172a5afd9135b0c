// Prints the identity snapshot of a demo page as a persona: node scripts/dev/identity-check.mjs PERSONA PATH
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
const [persona, path, base = 'http://localhost:8080'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`${base}/__demo/persona?id=${persona}&next=${encodeURIComponent(path)}`);
await page.waitForFunction(() => window.memberElements !== undefined);
console.log(
  JSON.stringify(
    await page.evaluate(async () => {
      await window.memberElements.ready;
      return window.memberElements.identity();
    }),
  ),
);
await browser.close();
