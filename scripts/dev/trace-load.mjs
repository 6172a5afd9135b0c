/**
 * Dev tool: one throttled load of a demo page, printing the navigation's own times, when each
 * script arrived and ran, each element's state change and each `performance.mark`, relative to
 * DOMContentLoaded, and each customElements.define; writes a Chrome trace to TRACE_OUT and a CPU profile to PROFILE_OUT.
 *   node scripts/dev/trace-load.mjs [path] [persona]
 */
import { writeFileSync } from 'node:fs';
import { startDemoProcess } from '../bench/demo-process.mjs';
import { CPU_THROTTLING, installProbe, launchBrowser, VIEWPORT } from '../bench/pages.mjs';

const [path = '/', persona = 'member-auto-renew'] = process.argv.slice(2);
// DEMO_URL: a demo already running (npm start), else one in a child process, as the bench does.
const demo = process.env.DEMO_URL ? { url: process.env.DEMO_URL } : await startDemoProcess();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  if (process.env.PROBE) await context.addInitScript(installProbe, { tags: ['cobrowse-link'], quietMs: 1000, settleTimeoutMs: 10000 });
  await context.addInitScript(() => {
    window.__marks = [];
    new MutationObserver((records) => {
      for (const r of records) window.__marks.push([performance.now(), `${r.target.localName} ${r.target.getAttribute('data-element-state')}`]);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-element-state'] });
    const define = customElements.define.bind(customElements);
    customElements.define = (tag, constructor, options) => {
      window.__marks.push([performance.now(), `define ${tag}`]);
      define(tag, constructor, options);
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__marks.push([e.startTime, `longtask ${Math.round(e.duration)} ms`]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const warm = await context.newPage();
  await warm.goto(new URL(`/__demo/persona?id=${persona}&next=${encodeURIComponent(path)}`, demo.url).href, { waitUntil: 'load' });
  await warm.waitForTimeout(1500);
  await warm.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  const out = process.env.TRACE_OUT;
  const events = [];
  if (out) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      // TRACE_CATEGORIES: other trace categories, comma-separated (e.g. with v8.compile).
      categories: process.env.TRACE_CATEGORIES || 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
  }
  const profile = process.env.PROFILE_OUT;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(new URL(path, demo.url).href, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const data = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const res = performance
      .getEntriesByType('resource')
      .map((r) => [r.startTime, `${r.initiatorType} ${new URL(r.name).pathname} start; end ${Math.round(r.responseEnd - nav.domContentLoadedEventStart)}`]);
    const pm = performance.getEntriesByType('mark').map((m) => [m.startTime, 'MARK ' + m.name]);
    const navTimes = ['requestStart', 'responseStart', 'responseEnd', 'domInteractive'].map((k) => `${k} ${Math.round(nav[k])}`).join(', ');
    return {
      nav: navTimes,
      dcl: nav.domContentLoadedEventStart,
      dclEnd: nav.domContentLoadedEventEnd,
      marks: [...window.__marks, ...res, ...pm].sort((a, b) => a[0] - b[0]),
    };
  });
  console.log(`DCL at ${Math.round(data.dcl)} ms (handlers end +${Math.round(data.dclEnd - data.dcl)}); ${data.nav}`);
  for (const [t, what] of data.marks) console.log(`${String(Math.round(t - data.dcl)).padStart(6)}  ${what}`);
  if (profile) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    writeFileSync(profile, JSON.stringify(cpu));
    console.log(`cpu profile: ${profile}`);
  }
  if (out) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(out, JSON.stringify({ traceEvents: events }));
    console.log(`trace: ${out} (${events.length} events)`);
  }
} finally {
  await browser.close();
  await demo.close?.();
  process.exit(0);
}
