/**
 * Dev tool: where the main thread's time goes, from navigation start until the page's last
 * element settled, for the bench's two floors and a demo page, one throttled load each (the
 * bench's 4x CPU and 390 px): self time per kind of work (parse, compile, script, style,
 * layout, paint, other), from a Chrome trace.
 *   node scripts/dev/main-thread.mjs [path] [persona] [loads]
 * Single loads vary; compare the shares more than the milliseconds, and use `loads` > 1.
 */
import { buildFloors } from '../bench/floors.mjs';
import { startDemoProcess } from '../bench/demo-process.mjs';
import { CPU_THROTTLING, launchBrowser, VIEWPORT } from '../bench/pages.mjs';

const [path = '/', persona = 'member-auto-renew', loads = '3'] = process.argv.slice(2);
const floors = await buildFloors({ target: 'es2022' });
const demo = await startDemoProcess({ staticDir: floors.dir, overDemo: true });
const browser = await launchBrowser();

const KINDS = [
  ['parse HTML', /^(ParseHTML|HTMLDocumentParser|DocumentLoader|NavigationBodyLoader|DecodedDataDocumentParser)/],
  ['parse CSS', /^ParseAuthorStyleSheet/],
  ['compile', /compile|Compile|Stream/],
  ['script', /^(v8\.|FunctionCall|RunMicrotasks|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame|V8\.|v8)/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)/],
  ['layout', /^(Layout|IntersectionObserverController|ResizeObserver)/],
  ['paint', /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask|AnimationFrame|BeginMainThreadFrame|BeginFrame)/],
  ['GC', /GC|Scavenge|garbage/i],
];
const kindOf = (name) => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';

async function traceLoad(url, tags, warmUp) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  await context.addInitScript((watched) => {
    window.__settled = {};
    new MutationObserver(() => {
      for (const tag of watched) {
        const all = [...document.querySelectorAll(tag)];
        if (all.length && all.every((el) => ['ready', 'error'].includes(el.getAttribute('data-element-state')))) window.__settled[tag] ??= performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-element-state'] });
  }, tags);
  if (warmUp) {
    const warm = await context.newPage();
    await warm.goto(warmUp, { waitUntil: 'load' });
    await warm.close();
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,v8.compile,v8,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction((watched) => watched.every((tag) => window.__settled[tag] !== undefined), tags, { timeout: 20000 });
  const { settled, origin } = await page.evaluate(() => ({ settled: Math.max(...Object.values(window.__settled)), origin: performance.timeOrigin }));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  // The renderer main thread of this page: the one with the navigationStart mark for our URL.
  const main = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) ?? events.find((e) => e.name === 'navigationStart');
  const start = main.ts;
  const end = start + settled * 1000;
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const byName = new Map();
  const stack = [];
  for (const e of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const kind = e.name === 'RunTask' ? 'other' : kindOf(e.name);
    self.set(kind, (self.get(kind) ?? 0) + e.dur);
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
    if (parent) {
      const parentKind = parent.name === 'RunTask' ? 'other' : kindOf(parent.name);
      self.set(parentKind, (self.get(parentKind) ?? 0) - e.dur);
      byName.set(parent.name, (byName.get(parent.name) ?? 0) - e.dur);
    }
    stack.push(e);
  }
  void origin;
  if (process.env.BY_NAME) {
    console.log(
      url,
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, v]) => `${n}=${(v / 1000).toFixed(1)}`)
        .join(', '),
    );
  }
  return { settled, self: Object.fromEntries([...self].map(([k, v]) => [k, v / 1000])) };
}

try {
  const base = demo.staticUrl;
  const targets = [
    ...floors.floors.map((floor) => ({ id: floor.id, url: new URL(floor.path, base).href, tags: [floor.tag] })),
    {
      id: path,
      url: new URL(path, demo.url).href,
      tags: null,
      warmUp: new URL(`/__demo/persona?id=${persona}&next=${encodeURIComponent(path)}`, demo.url).href,
    },
  ];
  const { demoPageAt } = await import('./measured.mjs');
  targets[targets.length - 1].tags = [...(await demoPageAt(path)).elements];
  const kinds = [...KINDS.map(([kind]) => kind), 'other'];
  const rows = {};
  for (let round = 0; round < Number(loads); round++) {
    for (const target of targets) {
      const result = await traceLoad(target.url, target.tags, target.warmUp);
      (rows[target.id] ??= []).push(result);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`median of ${loads} loads, ms of main thread from navigation start to the last element settled`);
  console.log(['target'.padEnd(16), 'settled', 'busy', ...kinds.map((k) => k.padStart(10))].join(' '));
  for (const [id, results] of Object.entries(rows)) {
    const busy = median(results.map((r) => Object.values(r.self).reduce((a, b) => a + b, 0)));
    console.log(
      [
        id.padEnd(16),
        String(Math.round(median(results.map((r) => r.settled)))).padStart(7),
        String(Math.round(busy)).padStart(4),
        ...kinds.map((k) => String(Math.round(median(results.map((r) => r.self[k] ?? 0)))).padStart(10)),
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  await demo.close();
  floors.remove();
}
process.exit(0);
