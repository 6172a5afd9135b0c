/**
 * Page timings of the bench, in Debian's Chromium through Playwright: a mobile viewport, 4x CPU
 * throttling (CDP Emulation.setCPUThrottlingRate), the visitor's persona cookies, one warm-up
 * load per page, then `runs` rounds of measured loads, each round loading every page (and the
 * bench's floors) once, each load in a new tab of that page's context.
 *
 * In each load, a script installed before the page's own (addInitScript) records:
 * - when each library element on the page settles: its `data-element-state` becomes `ready` or
 *   `error`, or it removes itself (cobrowse-link out of office hours), from MutationObservers on
 *   that attribute and on the parents of the elements (never on every node of the page); the
 *   time is `performance.now()`, ms after navigation start;
 * - layout shifts without recent input, long tasks and first contentful paint, from
 *   PerformanceObservers.
 * A load ends 1 s after the later of the load event, the last element settling and the last hold
 * released (or 10 s after load when an element never settles or a hold is never released): a
 * target's own init script holds the window open for what must happen inside it
 * (`window.__bench.hold(name)`, e.g. the recommendations' fill: recommendations.mjs). Node gzips the body of every script response of
 * the load: the demo server does not compress, so this is what the JS would cost on the wire.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lighthouse.mjs';

export const CPU_THROTTLING = 4;
export const VIEWPORT = { width: 390, height: 844 };
/** How long after the later of load and the last element settling a load is watched. */
export const QUIET_MS = 1000;
/** How long after load an element may take to settle before it counts as never settling. */
export const SETTLE_TIMEOUT_MS = 10_000;

/** Runs in the page before its scripts. `tags`: the library elements the page is expected to have. */
export function installProbe({ tags, quietMs, settleTimeoutMs }) {
  const probe = { tags, shifts: [], longTasks: [], fcp: null, instances: [], holds: [], done: false, timedOut: false };
  window.__bench = probe;
  const tracked = new Set(tags);
  const byElement = new Map();

  // What moved, for the report: `footer > p (text)`, `header > a.login-link`.
  const describe = (node) => {
    const name = (element) => (element ? `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}` : '?');
    if (!node) return 'unknown';
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return `${element?.parentElement ? `${name(element.parentElement)} > ` : ''}${name(element)}${element === node ? '' : ' (text)'}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) probe.shifts.push({ start: entry.startTime, value: entry.value, sources: [...new Set((entry.sources ?? []).map((source) => describe(source.node)))] });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  let finish;
  probe.finished = new Promise((resolve) => (finish = resolve));
  let loadedAt = null;
  let timer;
  const check = () => {
    if (probe.done || loadedAt === null) return;
    const pending = [...probe.instances.filter((instance) => instance.settledAt === null), ...probe.holds.filter((hold) => hold.releasedAt === null)];
    clearTimeout(timer);
    if (pending.length) {
      timer = setTimeout(() => {
        probe.timedOut = true;
        probe.done = true;
        finish();
      }, Math.max(0, loadedAt + settleTimeoutMs - performance.now()));
      return;
    }
    const last = Math.max(loadedAt, ...probe.instances.map((instance) => instance.settledAt), ...probe.holds.map((hold) => hold.releasedAt));
    timer = setTimeout(() => {
      probe.done = true;
      finish();
    }, Math.max(0, last + quietMs - performance.now()));
  };

  /**
   * Keeps the watched window open until the returned function is called (within the settle
   * timeout of load, as an element); called once the window is over, it changes nothing.
   */
  probe.hold = (name) => {
    const hold = { name, releasedAt: null };
    probe.holds.push(hold);
    return () => {
      if (probe.done || hold.releasedAt !== null) return;
      hold.releasedAt = performance.now();
      check();
    };
  };

  const settle = (element, state) => {
    const instance = byElement.get(element);
    if (!instance || instance.settledAt !== null) return;
    instance.settledAt = performance.now();
    instance.state = state;
    check();
  };
  const track = (element) => {
    if (byElement.has(element)) return;
    const instance = { tag: element.localName, settledAt: null, state: null };
    byElement.set(element, instance);
    probe.instances.push(instance);
    const state = element.getAttribute('data-element-state');
    if (state === 'ready' || state === 'error') settle(element, state);
  };
  // Removal (cobrowse-link out of hours) is seen by watching the parent of each tracked element
  // only: a childList observer over the whole document would run for every node the parser
  // inserts, and that cost (tens of ms at 4x CPU on a long page) would be counted as the
  // library's.
  const removals = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        // One moved elsewhere in the document is still the same instance.
        if (byElement.has(node) && !node.isConnected) settle(node, 'removed');
      }
    }
  });
  const trackWithRemoval = (element) => {
    if (byElement.has(element)) return;
    track(element);
    if (element.parentNode) removals.observe(element.parentNode, { childList: true });
  };
  // The harness marks every element it starts (`loading`) and settles it (`ready` / `error`):
  // only that attribute is observed.
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      if (!tracked.has(element.localName)) continue;
      trackWithRemoval(element);
      const state = element.getAttribute('data-element-state');
      if (state === 'ready' || state === 'error') settle(element, state);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-element-state'] });

  addEventListener('load', () => {
    loadedAt = performance.now();
    // Elements the harness has not started by now (no code, never upgraded) are still waited
    // for: they count as never settling if they stay so.
    for (const tag of tracked) for (const element of document.getElementsByTagName(tag)) trackWithRemoval(element);
    check();
  });
}

/** Reads the probe once the load is over, in the page. */
function readProbe() {
  const probe = window.__bench;
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    tags: probe.tags,
    shifts: probe.shifts,
    longTasks: probe.longTasks,
    fcp: probe.fcp,
    instances: probe.instances,
    timedOut: probe.timedOut,
    domContentLoaded: navigation.domContentLoadedEventStart,
    load: navigation.loadEventStart,
    end: performance.now(),
    // The gated article's frame probe (gate.mjs), when the target has it.
    gate: window.__benchGate?.read() ?? null,
    // The recommendations' fill probe (recommendations.mjs), when the target has it.
    recommendations: window.__benchFill?.read() ?? null,
  };
}

/** CLS as Chromium defines it: the largest session window (gaps < 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let best = 0;
  let window = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= 1000 || shift.start - windowStart >= 5000) {
      window = 0;
      windowStart = shift.start;
    }
    window += shift.value;
    previous = shift.start;
    best = Math.max(best, window);
  }
  return best;
}

/**
 * Total blocking time: the sum of (duration - 50 ms) of the long tasks between first
 * contentful paint and the end of the watched window (a task straddling FCP counts only after
 * it, as Lighthouse does).
 */
export function totalBlockingTime(longTasks, fcp, end) {
  let total = 0;
  for (const task of longTasks) {
    const start = Math.max(task.start, fcp ?? 0);
    const stop = Math.min(task.start + task.duration, end);
    if (stop - start > 50) total += stop - start - 50;
  }
  return total;
}

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One load of `url` in a new tab: the page's metrics. */
async function measureLoad(context, url, tags) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.evaluate(() => window.__bench.finished);
    const raw = await page.evaluate(readProbe);
    // Bodies are read once the watched window is over, so reading them does not compete with the load.
    const js = await Promise.all(
      scripts.map(async (script) => {
        const body = await script.body().catch(() => undefined);
        if (!body) throw new Error(`could not read the body of ${script.url()}`);
        return { url: script.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    const elements = {};
    for (const tag of tags) {
      const instances = raw.instances.filter((instance) => instance.tag === tag);
      const settled = instances.filter((instance) => instance.settledAt !== null);
      // The tag has rendered when its last instance has: performance.now() then, which is ms
      // after navigation start (`settledMs`), and the same after DOMContentLoaded (`renderedMs`).
      const settledAt = instances.length && settled.length === instances.length ? Math.max(...settled.map((instance) => instance.settledAt)) : null;
      elements[tag] = {
        instances: instances.length,
        settledMs: settledAt,
        renderedMs: settledAt === null ? null : settledAt - raw.domContentLoaded,
        states: [...new Set(instances.map((instance) => instance.state ?? 'pending'))],
      };
    }
    return {
      jsGzip: js.reduce((sum, file) => sum + file.gzip, 0),
      jsBytes: js.reduce((sum, file) => sum + file.bytes, 0),
      jsFiles: js.map((file) => ({ path: new URL(file.url).pathname, bytes: file.bytes, gzip: file.gzip })),
      cls: cumulativeLayoutShift(raw.shifts),
      shifts: raw.shifts.map((shift) => ({ at: Math.round(shift.start), value: shift.value, sources: shift.sources })),
      tbt: totalBlockingTime(raw.longTasks, raw.fcp, raw.end),
      longestTask: Math.max(0, ...raw.longTasks.map((task) => task.duration)),
      fcp: raw.fcp,
      domContentLoaded: raw.domContentLoaded,
      load: raw.load,
      elements,
      timedOut: raw.timedOut,
      ...(raw.gate ? { gate: raw.gate } : {}),
      ...(raw.recommendations ? { recommendations: raw.recommendations } : {}),
    };
  } finally {
    await page.close();
  }
}

/** Median of each metric over the runs (element times per tag). */
function summarise(runs, tags) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    jsGzip: pick('jsGzip'),
    jsBytes: pick('jsBytes'),
    jsFiles: runs[0].jsFiles,
    cls: pick('cls'),
    // Each thing that moved in any run, with the largest shift it took part in.
    shiftSources: Object.entries(
      runs
        .flatMap((run) => run.shifts)
        .reduce((largest, shift) => {
          for (const source of shift.sources) largest[source] = Math.max(largest[source] ?? 0, shift.value);
          return largest;
        }, {}),
    )
      .sort((a, b) => b[1] - a[1])
      .map(([source, value]) => ({ source, value })),
    tbt: pick('tbt'),
    longestTask: pick('longestTask'),
    fcp: pick('fcp'),
    domContentLoaded: pick('domContentLoaded'),
    load: pick('load'),
    elementTimes: Object.fromEntries(
      tags.map((tag) => {
        // null when the tag never settled in some run: that is a failure, not a faster median.
        const pickTimes = (key) => {
          const times = runs.map((run) => run.elements[tag][key]);
          return times.includes(null) ? null : median(times);
        };
        return [
          tag,
          {
            instances: Math.max(...runs.map((run) => run.elements[tag].instances)),
            settledMs: pickTimes('settledMs'),
            renderedMs: pickTimes('renderedMs'),
            states: [...new Set(runs.flatMap((run) => run.elements[tag].states))],
          },
        ];
      }),
    ),
    timedOutRuns: runs.filter((run) => run.timedOut).length,
  };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Measures several targets, interleaved: each target is `{ id, url, warmUpUrl, tags, initScript }`
 * (a demo page, or one of the bench's floors; `initScript`, optional, is source run after the
 * page probe, read back as the run's `gate` or `recommendations`). Each gets a browser context of its own (the probe knows
 * its tags) and one warm-up load (`warmUpUrl`, e.g. the persona route that sets the cookies and
 * lands on the page); then `runs` rounds, each loading every target once, the order turned by
 * one target per round, so what slows the machine for a while slows every target alike.
 * `onRound(round)` is called after each round. Resolves with `{ [id]: { ...medians, runs } }`;
 * `runs[i]` of every target is from round i.
 */
export async function measureTargets(browser, { targets, runs, onRound }) {
  const contexts = [];
  try {
    for (const target of targets) {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
      contexts.push(context);
      await context.addInitScript(installProbe, { tags: [...target.tags], quietMs: QUIET_MS, settleTimeoutMs: SETTLE_TIMEOUT_MS });
      // A second probe of the target's own, after the page probe (gate.mjs's frame probe).
      if (target.initScript) await context.addInitScript(target.initScript);
      await measureLoad(context, target.warmUpUrl ?? target.url, target.tags);
    }
    const results = targets.map(() => []);
    for (let round = 0; round < runs; round += 1) {
      for (let step = 0; step < targets.length; step += 1) {
        const index = (round + step) % targets.length;
        results[index].push(await measureLoad(contexts[index], targets[index].url, targets[index].tags));
      }
      onRound?.(round);
    }
    return Object.fromEntries(targets.map((target, index) => [target.id, { ...summarise(results[index], target.tags), runs: results[index] }]));
  } finally {
    for (const context of contexts) await context.close();
  }
}

/** A demo page as a target of measureTargets: warmed up through the persona route. */
export function demoTarget({ siteUrl, page, persona, id = page.id }) {
  return {
    id,
    url: new URL(page.path, siteUrl).href,
    warmUpUrl: new URL(`/__demo/persona?id=${encodeURIComponent(persona)}&next=${encodeURIComponent(page.path)}`, siteUrl).href,
    tags: [...page.elements],
  };
}

/**
 * Watches the long tasks of `page` while `act()` runs and for `afterMs` more: resolves with
 * `{ durationMs, tasks: [[ms after the start, duration ms], ...] }` (every `longtask` entry, each
 * over 50 ms). Used by the interaction measures (saved-remove.mjs, interactions.mjs).
 */
export async function longTasksDuring(page, act, afterMs = 500) {
  const start = await page.evaluate(() => {
    window.__benchTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask' });
    return performance.now();
  });
  await act();
  await page.waitForTimeout(afterMs);
  return page.evaluate(
    (since) => ({
      durationMs: Math.round(performance.now() - since),
      tasks: window.__benchTasks.filter(([at, duration]) => at + duration >= since).map(([at, duration]) => [Math.round(at - since), Math.round(duration)]),
    }),
    start,
  );
}

/**
 * A new context with the bench's mobile viewport in which `path` is loaded as `persona` (through
 * the persona route) and then again at 4x CPU: resolves with `{ context, page }`; the caller
 * closes the context. Used by the interaction measures (saved-remove.mjs, interactions.mjs).
 */
export async function openThrottled(browser, { siteUrl, path, persona, reducedMotion = 'no-preference' }) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US', reducedMotion });
  try {
    const page = await context.newPage();
    await page.goto(new URL(`/__demo/persona?id=${encodeURIComponent(persona)}&next=${encodeURIComponent(path)}`, siteUrl).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.reload();
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}
