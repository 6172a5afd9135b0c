/**
 * The bench's budgets and its markdown: the size table, the page table and one verdict per
 * budget and subject.
 */
import { kB } from '../dist-graph.mjs';
import { sizeTable } from './sizes.mjs';

export const PAGE_BUDGETS = {
  /** JS of a page with the three chrome elements, React included (gzip). */
  chromePageJs: 85 * 1024,
  chromePageTags: ['site-header', 'member-strip', 'paywall-gate'],
  /** Each element settled (ready / error) this long after DOMContentLoaded, at 4x CPU. */
  renderedMs: 150,
  /** CLS is reported with 2 decimals; anything above this fails (0.00 when rounded). */
  cls: 0.005,
  lighthousePerformance: 95,
  /** Most points the page may lose against the same page without the loader. */
  lighthouseDrop: 3,
};

/** Runs of the JS variant a page that misses a Lighthouse budget gets before the verdict. */
export const LIGHTHOUSE_CONFIRM_RUNS = 3;

/** Both Lighthouse budgets, on the performance scores of the page and of its no-JS variant. */
export function lighthousePasses(js, nojs) {
  return js !== null && nojs !== null && js >= PAGE_BUDGETS.lighthousePerformance && js >= nojs - PAGE_BUDGETS.lighthouseDrop;
}

const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);
const cls = (value) => (value === null || value === undefined ? '-' : value.toFixed(2));
const score = (value) => (value === null || value === undefined ? '-' : String(value));

/**
 * Every budget as rows `{ budget, subject, measured, verdict: 'ok' | 'FAIL' | 'n/a' | 'not run' }`.
 * `pages`: the measured pages (id -> result of the page part, with `lighthouse` when it ran).
 */
export function checkBudgets(sizes, pages) {
  const rows = [];
  const add = (budget, subject, measured, ok) => rows.push({ budget, subject, measured, verdict: ok === null ? 'n/a' : ok === undefined ? 'not run' : ok ? 'ok' : 'FAIL' });

  for (const size of sizes.filter((row) => row.budget !== undefined)) {
    add(size.kind === 'loader' ? `loader < ${kB(size.budget)} gzip` : `own chunk < ${kB(size.budget)} gzip`, size.file, kB(size.gzip), size.withinBudget);
  }

  const chromeBudget = `site-header + member-strip + paywall-gate page < ${kB(PAGE_BUDGETS.chromePageJs)} JS gzip`;
  const chromePages = Object.entries(pages).filter(([, page]) => PAGE_BUDGETS.chromePageTags.every((tag) => page.elements.includes(tag)));
  if (!chromePages.length) add(chromeBudget, 'n/a (no page has all three yet)', '-', null);
  for (const [id, page] of chromePages) add(chromeBudget, id, kB(page.jsGzip), page.jsGzip < PAGE_BUDGETS.chromePageJs);

  for (const [id, page] of Object.entries(pages)) {
    for (const [tag, element] of Object.entries(page.elementTimes)) {
      const measured = element.renderedMs === null ? (element.instances ? 'never settled' : 'not on the page') : ms(element.renderedMs);
      add(`element rendered < ${PAGE_BUDGETS.renderedMs} ms after DOMContentLoaded`, `${id}: ${tag}`, measured, element.renderedMs !== null && element.renderedMs < PAGE_BUDGETS.renderedMs);
    }
    const moved = page.cls > PAGE_BUDGETS.cls && page.shiftSources.length ? ` (moved: ${page.shiftSources.slice(0, 3).map((s) => `${s.source} ${s.value.toFixed(3)}`).join('; ')})` : '';
    add('CLS 0.00', id, `${cls(page.cls)}${moved}`, page.cls <= PAGE_BUDGETS.cls);
    const lh = page.lighthouse;
    const runs = lh && lh.js.runs.length > 1 ? ` (median of ${lh.js.runs.map((r) => r.performance).join(', ')})` : '';
    add(`Lighthouse performance >= ${PAGE_BUDGETS.lighthousePerformance}`, id, lh ? `${score(lh.js.performance)}${runs}` : '-', lh ? lh.js.performance !== null && lh.js.performance >= PAGE_BUDGETS.lighthousePerformance : undefined);
    add(
      `Lighthouse performance within ${PAGE_BUDGETS.lighthouseDrop} of no-JS`,
      id,
      lh ? `${score(lh.js.performance)}${runs} vs ${score(lh.nojs.performance)}` : '-',
      lh ? lh.js.performance !== null && lh.nojs.performance !== null && lh.js.performance >= lh.nojs.performance - PAGE_BUDGETS.lighthouseDrop : undefined,
    );
  }
  return rows;
}

export function pageTable(pages) {
  return [
    '| page | JS gzip (files) | rendered after DOMContentLoaded | CLS | TBT | longest task | FCP | Lighthouse perf (no-JS) | Lighthouse a11y (no-JS) |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(pages).map(([id, page]) => {
      const rendered = Object.entries(page.elementTimes)
        .map(([tag, element]) => `${tag} ${element.renderedMs === null ? (element.instances ? 'never' : 'absent') : ms(element.renderedMs)}${element.states.some((s) => s !== 'ready') ? ` (${element.states.join('/')})` : ''}`)
        .join('; ');
      const lh = page.lighthouse;
      return `| ${id} \`${page.path}\` | ${kB(page.jsGzip)} (${page.jsFiles.length}) | ${rendered || '-'} | ${cls(page.cls)} | ${ms(page.tbt)} | ${page.longestTask ? ms(page.longestTask) : '< 50 ms'} | ${ms(page.fcp)} | ${lh ? `${score(lh.js.performance)} (${score(lh.nojs.performance)})` : '-'} | ${lh ? `${score(lh.js.accessibility)} (${score(lh.nojs.accessibility)})` : '-'} |`;
    }),
  ].join('\n');
}

export function budgetTable(rows) {
  return ['| budget | subject | measured | verdict |', '|---|---|---|---|', ...rows.map((r) => `| ${r.budget} | ${r.subject} | ${r.measured} | ${r.verdict} |`)].join('\n');
}

export function markdown({ sizes, pages, budgets, options, durationS }) {
  const measured = Object.keys(pages).length;
  const pagePart = measured
    ? [
        '## Pages',
        '',
        `Chromium (Playwright), ${options.viewport}, ${options.cpuThrottling}x CPU throttling, persona \`${options.persona}\`; median of ${options.runs} loads after one warm-up. ` +
          'JS: every script response of the load, gzipped by the bench (level 9; the demo server does not compress). ' +
          'Rendered: when the last instance of the tag set `data-element-state` to ready or error (or removed itself), after DOMContentLoaded. ' +
          'CLS: largest session window. TBT: long tasks from FCP until 1 s after the later of load and the last element settling. ' +
          (options.lighthouseRuns ? `Lighthouse ${options.lighthouseVersion}: default mobile config (simulated), ${options.lighthouseRuns === 1 ? 'one run' : `median of ${options.lighthouseRuns} runs`} per page and variant; a page that misses a Lighthouse budget is re-checked with the median of ${LIGHTHOUSE_CONFIRM_RUNS} runs of its JS variant; no-JS is the page with \`?nojs=1\`.` : 'Lighthouse not run (--no-lighthouse).'),
        '',
        pageTable(pages),
        '',
      ]
    : [];
  return [
    '# Bench',
    '',
    `${options.date}, ${durationS.toFixed(0)} s.`,
    '',
    '## Sizes',
    '',
    'gzip (level 9) of each file of dist/, and with everything it statically imports.',
    '',
    sizeTable(sizes),
    '',
    ...pagePart,
    '## Budgets',
    '',
    budgetTable(budgets),
    '',
  ].join('\n');
}
