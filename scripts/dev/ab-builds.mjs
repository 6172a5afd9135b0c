// A/B of two builds: node scripts/dev/ab-builds.mjs /rootA /rootB [path] [persona] [runs]
// Each root's demo (its own dist/) in its own child process; loads alternate A, B, B, A...
import { CPU_THROTTLING, launchBrowser, median, VIEWPORT } from '../bench/pages.mjs';
const [rootA, rootB, path = '/', persona = 'member-auto-renew', runs = '7'] = process.argv.slice(2);
const roots = { A: rootA, B: rootB };
const demos = {};
for (const [k, root] of Object.entries(roots)) demos[k] = await (await import(`${root}/scripts/bench/demo-process.mjs`)).startDemoProcess();
const browser = await launchBrowser();
const init = () => {
  window.__ready = {};
  new MutationObserver((records) => {
    for (const r of records) {
      const s = r.target.getAttribute('data-element-state');
      if (s === 'ready' || s === 'error') window.__ready[r.target.localName] = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-element-state'] });
};
const kinds = Object.keys(roots);
const ctx = {};
for (const k of kinds) {
  ctx[k] = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await ctx[k].addInitScript(init);
  const warm = await ctx[k].newPage();
  await warm.goto(new URL(`/__demo/persona?id=${persona}&next=${encodeURIComponent(path)}`, demos[k].url).href, { waitUntil: 'load' });
  await warm.waitForTimeout(1000);
  await warm.close();
}
const out = {};
for (let round = 0; round < Number(runs); round++)
  for (const kind of round % 2 ? kinds : [...kinds].reverse()) {
    const page = await ctx[kind].newPage();
    const cdp = await ctx[kind].newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(new URL(path, demos[kind].url).href, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    const r = await page.evaluate(() => {
      const [n] = performance.getEntriesByType('navigation');
      return { dcl: n.domContentLoadedEventStart, ready: window.__ready };
    });
    (out[kind] ??= []).push(r);
    await page.close();
  }
const med = (values) => Math.round(median(values) ?? NaN);
for (const [k, rows] of Object.entries(out)) {
  const tags = Object.keys(rows[0].ready).sort();
  console.log(
    k,
    'dcl',
    med(rows.map((r) => r.dcl)),
    tags.map((t) => `${t}:${med(rows.map((r) => r.ready[t]))}`).join(' '),
    'LAST',
    med(rows.map((r) => Math.max(...Object.values(r.ready)))),
  );
}
await browser.close();
for (const d of Object.values(demos)) await d.close?.();
process.exit(0);
