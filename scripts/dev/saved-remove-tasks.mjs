/**
 * Dev tool (issue 16 bench): long tasks while a card of the saved-benefits page is removed. The
 * lifetime member's saved page (12 offers) on a phone-sized viewport at 4x CPU, as the bench
 * loads pages; after the page settles and the card is scrolled to, a PerformanceObserver for `longtask` is started, 'remove
 * offer' is pressed on a card, and the watch lasts until the card has left (2400 ms undo window,
 * the call, the 700 ms exit) plus 500 ms. Prints every task over 50 ms per round, and the
 * longest. Each round removes another card (the emulator keeps the removals until it restarts).
 *   node scripts/dev/saved-remove-tasks.mjs [rounds] [reduce]
 */
import { startDemoProcess } from '../bench/demo-process.mjs';
import { CPU_THROTTLING, launchBrowser, VIEWPORT } from '../bench/pages.mjs';

const CARDS = ['10517', '10533', '20114', '20152', '30207', '30244', '40318'];
const rounds = Math.min(Number(process.argv[2] ?? 5), CARDS.length);
const reducedMotion = process.argv[3] === 'reduce' ? 'reduce' : 'no-preference';
const demo = await startDemoProcess();
const browser = await launchBrowser();
const results = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion });
    const page = await context.newPage();
    await page.goto(new URL(`/__demo/persona?id=lifetime-member&next=${encodeURIComponent('/benefits/saved-benefits/')}`, demo.url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.reload();
    await page.locator('saved-benefits[data-saved-view="list"][data-element-state="ready"]').waitFor();
    const card = page.locator(`saved-benefits .saved-offer[data-offer-id="${CARDS[round]}"]`);
    // Scrolled to first, so the lazy logos that scrolling brings in are not counted as removing.
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask' });
    });
    await card.getByRole('button', { name: 'remove offer' }).click();
    await card.waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => window.__tasks);
    results.push(tasks);
    console.log(`round ${round + 1}: ${tasks.length ? tasks.map(([at, ms]) => `${ms} ms at ${at}`).join(', ') : 'no task over 50 ms'}`);
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
const longest = Math.max(0, ...results.flat().map(([, ms]) => ms));
console.log(`longest task while removing a card (${rounds} rounds, 4x CPU, reduced motion ${reducedMotion}): ${longest ? `${longest} ms` : 'none over 50 ms'}`);
