import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 700, height: 800 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url);
await page.waitForTimeout(2500);
await page.screenshot({ path: out });
console.log(
  'probe:',
  await page.evaluate(async () => {
    const r = await fetch('/services/applications/CoreApi/user/info', { headers: { authorization: 'Bearer token-expiring-member' } });
    return r.status + ' ' + (await r.text()).slice(0, 120);
  }),
);
console.log(logs.join('\n'));
await browser.close();
