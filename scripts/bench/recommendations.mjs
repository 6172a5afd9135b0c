/**
 * The recommendations in the bench (issue 17): "recommendations fill with no layout shift". The
 * page's CLS only measures the swap when the containers fill inside the load's watched window,
 * and they fill only once one is 10% visible (site 7.6): on a mobile viewport the demo's
 * containers may all sit below the fold, and a window that ends when the elements are `ready`
 * (before the answer) would report CLS 0.00 of a page that never swapped.
 *
 * A demo page whose elements include `recommended-for-you` gets a second init script beside the
 * page probe of pages.mjs (`fillInitScript`). From document start it:
 * - holds the page probe's window open (`window.__bench.hold`) until every container of the page
 *   has its `data-txid` (the fill: the view sets it with the answer, the fallback, or neither);
 * - at the load event, when no container is at least 10% inside the viewport and some is not
 *   filled yet, scrolls the first unfilled one to the middle of the viewport (a scroll is not a
 *   layout shift), so the request is sent and the swap happens on screen, inside the window;
 * - records, per container, when its `data-txid` came, what it was filled from
 *   (`data-rfy-source`) and whether the window was still open then.
 * The window then ends 1 s after the last fill (pages.mjs), so a shift the swap causes is in
 * the page's CLS. `summariseFill` counts the runs in which every container filled from the
 * service or the fallback inside the window; report.mjs (`fillBudgets`) fails the page otherwise.
 * Unit-tested in test/unit/bench/recommendations.test.ts; timings never go into tests.
 */

export const FILL_TAG = 'recommended-for-you';
/** Site 7.6: the request goes when a container is this much visible. */
export const FILL_VISIBILITY = 0.1;
/** What a filled container shows (`data-rfy-source`): `cms` is the page's own cards kept. */
export const FILLED_SOURCES = ['service', 'fallback'];

/** Whether a page is benched with the fill probe. */
export const isRecommendationsPage = (page) => page.elements.includes(FILL_TAG);

/**
 * Runs in the page before its scripts, after the page probe (see the top of this file).
 * Exposes `window.__benchFill.read()`: `{ containers, scrolled, error, fills: [{ index,
 * componentId, at, source, inWindow } | { index, componentId, at: null }] }` in page order.
 */
export function installFillProbe({ tag, visibility }) {
  const bench = window.__bench;
  const state = { containers: 0, scrolled: false, error: null };
  const fills = new Map();
  let loaded = false;
  const release = bench?.hold ? bench.hold(`${tag} fill`) : () => undefined;

  const containers = () => [...document.getElementsByTagName(tag)];
  const releaseWhenFilled = () => {
    if (loaded && containers().every((element) => fills.has(element))) release();
  };
  const record = (element) => {
    if (fills.has(element) || !element.hasAttribute('data-txid')) return;
    fills.set(element, { at: performance.now(), source: element.getAttribute('data-rfy-source'), inWindow: !bench?.done });
  };
  // The view sets data-txid, swaps the cards and sets data-rfy-source in one task: by this
  // observer's callback the source is the fill's.
  new MutationObserver((records) => {
    for (const { target } of records) if (target.localName === tag) record(target);
    releaseWhenFilled();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-txid'] });

  /** The part of the element's height inside the viewport (0 when it has none). */
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.height <= 0) return 0;
    return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / box.height;
  };
  addEventListener('load', () => {
    try {
      const all = containers();
      state.containers = all.length;
      for (const element of all) record(element);
      const unfilled = all.find((element) => !fills.has(element));
      if (unfilled && !all.some((element) => visible(element) >= visibility)) {
        unfilled.scrollIntoView({ block: 'center' });
        state.scrolled = true;
      }
    } catch (error) {
      state.error ??= String(error?.stack ?? error);
    }
    loaded = true;
    releaseWhenFilled();
  });

  window.__benchFill = {
    read: () => ({
      ...state,
      fills: containers().map((element, index) => ({
        index,
        componentId: element.getAttribute('data-component-id'),
        ...(fills.get(element) ?? { at: null }),
      })),
    }),
  };
}

/** The fill probe as an init script's source. */
export function fillInitScript() {
  return `(${installFillProbe})(${JSON.stringify({ tag: FILL_TAG, visibility: FILL_VISIBILITY })});`;
}

/** What kept a run's containers from a fill inside the window (empty: every one filled in it). */
export function fillMisses(reading) {
  if (!reading) return ['the fill probe did not run'];
  const misses = reading.error ? [`the fill probe failed: ${reading.error.split('\n')[0]}`] : [];
  if (!reading.fills.length) misses.push(`no ${FILL_TAG} on the page`);
  for (const fill of reading.fills) {
    const name = fill.componentId || `container ${fill.index}`;
    if (fill.at === null) misses.push(`${name} never filled`);
    else if (!fill.inWindow) misses.push(`${name} filled after the window`);
    else if (!FILLED_SOURCES.includes(fill.source)) misses.push(`${name} kept the CMS's cards (source ${fill.source ?? 'unset'})`);
  }
  return misses;
}

/**
 * The page's fill over the runs of measureTargets (each run with `recommendations`, the probe's
 * reading): `runs`; `filledRuns`, runs in which every container filled from the service or the
 * fallback inside the window; `scrolledRuns`, runs in which the probe scrolled; `sources`,
 * containers per source over all runs; `misses`, each distinct reason a run missed.
 */
export function summariseFill(runs) {
  const readings = runs.map((run) => run.recommendations ?? null);
  const sources = {};
  for (const reading of readings) {
    for (const fill of reading?.fills ?? []) {
      const source = fill.at === null ? 'none' : (fill.source ?? 'unset');
      sources[source] = (sources[source] ?? 0) + 1;
    }
  }
  const misses = readings.map(fillMisses);
  return {
    runs: runs.length,
    filledRuns: misses.filter((list) => list.length === 0).length,
    scrolledRuns: readings.filter((reading) => reading?.scrolled).length,
    containers: Math.max(0, ...readings.map((reading) => reading?.fills.length ?? 0)),
    sources,
    misses: [...new Set(misses.flat())],
  };
}
