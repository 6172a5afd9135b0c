/**
 * Dev tool: what moves on a demo page while it loads. Four throttled (4x) loads of PATH as a
 * member on a phone-sized viewport, printing each layout-shift entry with the text nodes that
 * moved and their rects.
 *   node scripts/dev/layout-shifts.mjs [path]
 */
import { startDemoProcess } from '../bench/demo-process.mjs';
import { launchBrowser } from '../bench/pages.mjs';
const path = process.argv[2] ?? '/espanol/';
const demo = await startDemoProcess();
const browser = await launchBrowser();
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
await ctx.addInitScript(() => {
  window.__log = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__log.push([
        Math.round(e.startTime),
        'shift',
        e.value.toFixed(3),
        e.sources
          .map(
            (s) =>
              `${s.node?.parentElement?.localName}>${s.node?.nodeName}:${(s.node?.textContent ?? '').slice(0, 30)} ${JSON.stringify([s.previousRect.x, s.previousRect.y, s.previousRect.width])}->${JSON.stringify([s.currentRect.x, s.currentRect.y, s.currentRect.width])}`,
          )
          .join(' ; '),
      ]);
  }).observe({ type: 'layout-shift', buffered: true });
});
const page = await ctx.newPage();
await page.goto(new URL(`/__demo/persona?id=member-auto-renew&next=${encodeURIComponent(path)}`, demo.url).href);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (let i = 0; i < 4; i++) {
  await page.reload();
  await page.waitForTimeout(2500);
  console.log((await page.evaluate(() => window.__log)).map((x) => x.join(' ')).join('\n'), '\n---');
}
await browser.close();
await demo.close();
