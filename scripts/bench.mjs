/**
 * npm run bench: builds (Vite's JS API, the project's config plus a plugin that records what
 * each chunk holds: scripts/bench/chunks.mjs), then
 * - sizes: the gzip size of the loader, the shared runtime, the page API, the shared chunks and
 *   every element chunk (its own size, and with everything it imports), and the JS of a page
 *   with no tags (scripts/bench/sizes.mjs); each chunk's modules by rendered bytes;
 * - floors: a minimal React element and a minimal DOM element, each bundled alone
 *   (scripts/bench/floors.mjs), the measure each element's render time is divided by;
 * - pages: for every demo page (qualityPages of test/quality/targets.ts), served by the demo
 *   server started here, in Chromium with a mobile viewport and 4x CPU throttling, the median
 *   over several loads of the JS it downloads (gzip), when each element renders after
 *   navigation start (and its ratio to its floor), CLS, TBT and the longest task
 *   (scripts/bench/pages.mjs); the gated article (a page with paywall-gate) loads twice per
 *   round, as a member and as a locked visitor whatever --persona says, with a frame probe that
 *   counts the frames painting text past the teaser (scripts/bench/gate.mjs), and its page row is
 *   the member's; a page with recommended-for-you has its window held open until every container
 *   has filled, scrolled into view at load if none is visible, and fails when a run's fill was
 *   not inside the window (scripts/bench/recommendations.mjs), so its CLS includes the swap;
 *   pages and floors load in rounds, every one once per round; the
 *   demo and the floors are served by a child process (scripts/bench/demo-process.mjs), so
 *   serving never shares the measuring loop;
 * - the Ask page's 10,000-character answer: the long tasks while it streams (scripts/bench/streaming.mjs);
 * - removing a card of the saved-benefits page: the long tasks until it has left (scripts/bench/saved-remove.mjs);
 * - on the home, opening the mega-menu and typing in the search box: the long tasks until the
 *   panel or the suggestions show (scripts/bench/interactions.mjs);
 * - Lighthouse performance and accessibility of each page and of the same page without the
 *   loader (`?nojs=1`) (scripts/bench/lighthouse.mjs);
 * checks the budgets (scripts/bench/report.mjs), writes bench/results.json and
 * bench/results.md, prints the markdown and exits 1 when a budget fails. docs/quality.md ("Bench")
 * describes it. Timings never go into tests.
 *
 * Options: --no-build, --runs N (7), --lighthouse-runs N (1), --no-lighthouse,
 * --pages id1,id2, --persona id (member-auto-renew), --sizes-only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { DIST, closure } from './dist-graph.mjs';
import { buildLibrary } from './bench/chunks.mjs';
import { buildFloors, floorOnPage, FLOORS, SAVED_LIST_FLOOR, savedListFloor } from './bench/floors.mjs';
import { CPU_THROTTLING, demoTarget, launchBrowser, measureTargets, median, VIEWPORT } from './bench/pages.mjs';
import { GATE_ROLES, gateInitScript, isGatedPage, summariseGate } from './bench/gate.mjs';
import { fillInitScript, isRecommendationsPage, summariseFill } from './bench/recommendations.mjs';
import {
  checkBudgets,
  LIGHTHOUSE_CONFIRM_RUNS,
  interactionBudget,
  lighthousePasses,
  markdown,
  PAGE_BUDGETS,
  samePageFloor,
  SAME_PAGE_FLOOR_PAGES,
  savedRemovalBudget,
} from './bench/report.mjs';
import { startDemoProcess } from './bench/demo-process.mjs';
import { measureSizes } from './bench/sizes.mjs';
import { INTERACTION_TASK_BUDGET_MS, INTERACTIONS, measureInteraction } from './bench/interactions.mjs';
import { measureSavedRemoval, REMOVE_TASK_BUDGET_MS } from './bench/saved-remove.mjs';
import { measureStreaming, STREAM_TASK_BUDGET_MS } from './bench/streaming.mjs';

const started = performance.now();
const root = resolve(import.meta.dirname, '..');

const usage = (message) => {
  console.error(`bench: ${message}`);
  process.exit(2);
};
let args;
try {
  ({ values: args } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '7' },
      'lighthouse-runs': { type: 'string', default: '1' },
      'no-lighthouse': { type: 'boolean', default: false },
      pages: { type: 'string' },
      persona: { type: 'string', default: 'member-auto-renew' },
      'sizes-only': { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  usage(error.message);
}
const count = (name, min) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) usage(`--${name} must be a whole number >= ${min}, not ${args[name]}`);
  return value;
};
const runs = count('runs', 1);
const lighthouseRuns = args['no-lighthouse'] ? 0 : count('lighthouse-runs', 1);

// The build, with the chunk report. --no-build builds in memory only (dist/ stays as it is), for
// the report and the build target; its files should be dist's when dist/ is from these sources.
const build = await buildLibrary({ write: !args['no-build'] });
const stale = build.chunks.filter((chunk) => !existsSync(join(DIST, chunk.file))).map((chunk) => chunk.file);
const chunks = {
  chunks: build.chunks,
  note: args['no-build']
    ? `(--no-build: built in memory from the sources; ${stale.length ? `dist/ differs from them: no ${stale.join(', ')} in dist/` : 'dist/ has the same files'}.)`
    : undefined,
};

const sizes = measureSizes();

/**
 * The floor an element is compared with: React when its chunk imports (statically, at any depth)
 * the chunk that holds react-dom, else DOM.
 */
const reactChunk = build.chunks.find((chunk) => chunk.modules.some((module) => module.module.startsWith('node_modules/react-dom/')))?.file;
const floorOf = (tag) => {
  const file = `elements/${tag}.js`;
  if (!existsSync(join(DIST, file))) return null;
  return closure(file).some((dep) => dep === reactChunk || (stale.length && /^chunks\/react-/.test(dep))) ? 'react' : 'dom';
};

const load = async (file) => (await runnerImport(resolve(root, file), { configFile: false, logLevel: 'error' })).module;
const { qualityPages } = await load('test/quality/targets.ts');
const { personas } = await load('fixtures/personas.ts');
if (!personas.some((persona) => persona.id === args.persona)) usage(`--persona: no persona "${args.persona}" (${personas.map((p) => p.id).join(', ')})`);
const wanted = args.pages
  ?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const unknown = wanted?.filter((id) => !qualityPages.some((page) => page.id === id)) ?? [];
if (unknown.length) usage(`--pages: no page ${unknown.join(', ')} (pages: ${qualityPages.map((page) => page.id).join(', ')})`);
const benchPages = args['sizes-only'] ? [] : qualityPages.filter((page) => !wanted || wanted.includes(page.id));

/**
 * Pages benched as a persona of their own: the saved-benefits page as the lifetime member, whose
 * 12 offers to show are the issue 16 budget's case (fixtures/site/saved-offers.json); the
 * programme's pages as a programme member with no gating modal (4.3), whatever --persona says.
 */
const PAGE_PERSONAS = {
  'saved-benefits': 'lifetime-member',
  ...Object.fromEntries(
    ['brain-health-article', 'brain-health-start', 'brain-health-assessment', 'brain-health-activate'].map((id) => [id, 'bh-returning-member']),
  ),
};
const REACT_FLOOR = FLOORS.find((floor) => floor.kind === 'react');

const pages = {};
/** The floors, by kind (react, dom), measured in the same rounds as the pages. */
const floors = {};
/** The Ask page's 10,000-character answer (scripts/bench/streaming.mjs), when the Ask page is benched. */
let streaming;
/** Removing a card of the saved-benefits page (scripts/bench/saved-remove.mjs), when that page is benched. */
let removal;
/** The interactions (scripts/bench/interactions.mjs) of the benched pages. */
const interactions = [];
if (benchPages.length) {
  const built = await buildFloors({ target: build.target });
  // Over the demo: the saved list's data floor is the saved page's own HTML in the floors' folder,
  // whose answers come from the demo's services with the persona's cookies.
  const demo = await startDemoProcess({ staticDir: built.dir, overDemo: true }).catch((error) => {
    built.remove();
    throw error;
  });
  try {
    const browser = await launchBrowser();
    try {
      const t = performance.now();
      const targets = [
        ...benchPages.flatMap((page) =>
          isGatedPage(page)
            ? GATE_ROLES.map((role) => ({
                ...demoTarget({ siteUrl: demo.url, page, persona: role.persona, id: `${page.id}#${role.id}` }),
                initScript: gateInitScript(),
              }))
            : [
                {
                  ...demoTarget({ siteUrl: demo.url, page, persona: PAGE_PERSONAS[page.id] ?? args.persona }),
                  ...(isRecommendationsPage(page) ? { initScript: fillInitScript() } : {}),
                },
              ],
        ),
        ...built.floors.map((floor) => ({ id: floor.id, url: new URL(floor.path, demo.staticUrl).href, tags: [floor.tag] })),
      ];
      // The saved list's budget is against the same-page data floor (issue 30): a bare React element
      // fetching the list's two answers, on the saved page's HTML without the library, as its persona.
      /** A demo page's HTML as `persona` is served it (through the floors' folder, over the demo). */
      const pageHtml = async (page, persona) => {
        const context = await browser.newContext();
        await (await context.newPage()).goto(new URL(`/__demo/persona?id=${persona}&next=${encodeURIComponent(page.path)}`, demo.staticUrl).href);
        const html = await (await context.request.get(new URL(page.path, demo.staticUrl).href)).text();
        await context.close();
        return html;
      };
      const savedPage = benchPages.find((page) => page.elements.includes('saved-benefits'));
      if (savedPage) {
        const persona = PAGE_PERSONAS[savedPage.id] ?? args.persona;
        const html = await pageHtml(savedPage, persona);
        const element = await savedListFloor({ dir: built.dir, html, target: build.target });
        if (element) {
          const path = `/${SAVED_LIST_FLOOR.id}-on-page.html`;
          writeFileSync(join(built.dir, path.slice(1)), floorOnPage(html, SAVED_LIST_FLOOR.id, element));
          built.floors.push({
            id: `${SAVED_LIST_FLOOR.id}-on-page`,
            kind: 'saved-list',
            name: 'saved-list data floor on its page',
            tag: SAVED_LIST_FLOOR.tag,
            path,
          });
          targets.push({
            id: `${SAVED_LIST_FLOOR.id}-on-page`,
            url: new URL(path, demo.staticUrl).href,
            warmUpUrl: new URL(`/__demo/persona?id=${persona}&next=${path}`, demo.staticUrl).href,
            tags: [SAVED_LIST_FLOOR.tag],
          });
        }
      }
      // The React floor on each page of the every-element budget too (context for that budget: the
      // same bare element on the page's own HTML, without the library, pays the page's parse,
      // style and layout as the library's elements do; docs/quality.md, Bench).
      for (const page of benchPages.filter((candidate) => SAME_PAGE_FLOOR_PAGES.includes(candidate.id))) {
        const persona = PAGE_PERSONAS[page.id] ?? args.persona;
        const id = `${REACT_FLOOR.id}-on-${page.id}`;
        const path = `/${id}.html`;
        writeFileSync(join(built.dir, path.slice(1)), floorOnPage(await pageHtml(page, persona), REACT_FLOOR.id, `<${REACT_FLOOR.tag}></${REACT_FLOOR.tag}>`));
        built.floors.push({ id, kind: samePageFloor(page.id), name: `React floor on the ${page.id} page`, tag: REACT_FLOOR.tag, path });
        targets.push({
          id,
          url: new URL(path, demo.staticUrl).href,
          warmUpUrl: new URL(`/__demo/persona?id=${persona}&next=${path}`, demo.staticUrl).href,
          tags: [REACT_FLOOR.tag],
        });
      }
      const measured = await measureTargets(browser, {
        targets,
        runs,
        onRound: (round) =>
          console.log(`bench: round ${round + 1} of ${runs} (${targets.length} loads) done, ${((performance.now() - t) / 1000).toFixed(1)} s`),
      });
      const perRunTimes = (run, key) => Object.fromEntries(Object.entries(run.elements).map(([tag, element]) => [tag, element[key]]));
      for (const floor of built.floors) {
        const { runs: perRun, elementTimes, ...summary } = measured[floor.id];
        floors[floor.kind] = {
          name: floor.name,
          tag: floor.tag,
          path: floor.path,
          ...summary,
          settledMs: elementTimes[floor.tag].settledMs,
          runs: perRun.map((run) => ({
            jsGzip: run.jsGzip,
            fcp: run.fcp,
            domContentLoaded: run.domContentLoaded,
            load: run.load,
            settledMs: run.elements[floor.tag].settledMs,
          })),
        };
      }
      for (const page of benchPages) {
        // The gated article's page row is the member's load; both visitors' gate results beside it.
        const gated = isGatedPage(page);
        const { runs: perRun, ...summary } = measured[gated ? `${page.id}#${GATE_ROLES[0].id}` : page.id];
        // Each element's floor and ratio: the element's median over its floor's; `roundRatio`,
        // the median of the ratios within each round, is kept beside it in results.json.
        for (const [tag, element] of Object.entries(summary.elementTimes)) {
          const kind = floorOf(tag);
          const floor = kind ? floors[kind] : undefined;
          element.floor = kind;
          element.ratio = floor?.settledMs && element.settledMs !== null ? element.settledMs / floor.settledMs : null;
          const pageFloor = kind === 'react' ? floors[samePageFloor(page.id)] : undefined;
          element.pageRatio = pageFloor?.settledMs && element.settledMs !== null ? element.settledMs / pageFloor.settledMs : null;
          element.roundRatio = floor
            ? median(
                perRun.map((run, round) =>
                  run.elements[tag].settledMs !== null && floor.runs[round].settledMs ? run.elements[tag].settledMs / floor.runs[round].settledMs : null,
                ),
              )
            : null;
        }
        pages[page.id] = {
          path: page.path,
          elements: [...page.elements],
          ...(gated
            ? {
                persona: GATE_ROLES[0].persona,
                gate: Object.fromEntries(GATE_ROLES.map((role) => [role.id, summariseGate(role, measured[`${page.id}#${role.id}`].runs)])),
              }
            : {}),
          ...(isRecommendationsPage(page) ? { recommendations: summariseFill(perRun) } : {}),
          ...summary,
          runs: perRun.map((run) => ({
            jsGzip: run.jsGzip,
            cls: run.cls,
            tbt: run.tbt,
            longestTask: run.longestTask,
            fcp: run.fcp,
            domContentLoaded: run.domContentLoaded,
            load: run.load,
            settled: perRunTimes(run, 'settledMs'),
            rendered: perRunTimes(run, 'renderedMs'),
            ...(run.gate ? { gate: run.gate } : {}),
            ...(run.recommendations ? { recommendations: run.recommendations } : {}),
          })),
        };
      }
      console.log(
        `bench: ${benchPages.length} pages and ${built.floors.length} floors measured (${runs} rounds, ${((performance.now() - t) / 1000).toFixed(1)} s)`,
      );
      const askPage = benchPages.find((page) => page.elements.includes('ask-page'));
      if (askPage) {
        const t = performance.now();
        streaming = { page: askPage.id, ...(await measureStreaming(browser, { siteUrl: demo.url, path: askPage.path, persona: args.persona })) };
        console.log(
          `bench: ${askPage.id} long answer: first text after ${streaming.firstTextMs} ms, complete after ${streaming.durationMs} ms, longest task while streaming ${streaming.longestTaskMs} ms (${((performance.now() - t) / 1000).toFixed(1)} s)`,
        );
      }
      if (savedPage) {
        const t = performance.now();
        const persona = PAGE_PERSONAS[savedPage.id] ?? args.persona;
        removal = { page: savedPage.id, ...(await measureSavedRemoval(browser, { siteUrl: demo.url, path: savedPage.path, persona })) };
        const longest = removal.rounds.map((round) => `${round.card} ${Math.max(0, ...round.tasks.map(([, duration]) => duration)) || 'none over 50'} ms`);
        console.log(
          `bench: ${savedPage.id} removing a card as ${persona}: longest task per round ${longest.join(', ')} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
        );
      }
      for (const [name, interaction] of Object.entries(INTERACTIONS)) {
        const onPage = benchPages.find((page) => page.id === (interaction.page ?? PAGE_BUDGETS.home.id));
        if (!onPage) continue;
        const t = performance.now();
        const measured = await measureInteraction(browser, { siteUrl: demo.url, path: onPage.path, pageId: onPage.id, persona: args.persona, name });
        interactions.push(measured);
        const longest = measured.rounds.map((round) => `${Math.max(0, ...round.tasks.map(([, duration]) => duration)) || 'none over 50'} ms`);
        if (measured.error) console.error(`bench: ${onPage.id} ${measured.label}: could not be measured: ${measured.error}`);
        else
          console.log(`bench: ${onPage.id} ${measured.label}: longest task per round ${longest.join(', ')} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
      }
    } finally {
      await browser.close();
    }

    if (lighthouseRuns) {
      const { startLighthouse } = await import('./bench/lighthouse.mjs');
      const lighthouse = await startLighthouse({ siteUrl: demo.url, persona: args.persona });
      try {
        for (const page of benchPages) {
          const t = performance.now();
          const scores = { js: [], nojs: [] };
          const run = async (variant) =>
            scores[variant].push(await lighthouse.run(new URL(`${page.path}${variant === 'nojs' ? '?nojs=1' : ''}`, demo.url).href));
          for (const variant of ['js', 'nojs']) for (let n = 0; n < lighthouseRuns; n += 1) await run(variant);
          // One run of the JS page swings by several points on this 2-core machine (simulated
          // TBT scales the tasks it observed): a page that misses a Lighthouse budget is run
          // again until its JS variant has LIGHTHOUSE_CONFIRM_RUNS runs, and the median decides.
          const confirm =
            !lighthousePasses(median(scores.js.map((s) => s.performance)), median(scores.nojs.map((s) => s.performance))) &&
            scores.js.length < LIGHTHOUSE_CONFIRM_RUNS;
          while (confirm && scores.js.length < LIGHTHOUSE_CONFIRM_RUNS) await run('js');
          const result = Object.fromEntries(
            Object.entries(scores).map(([variant, list]) => [
              variant,
              {
                performance: median(list.map((s) => s.performance)),
                accessibility: median(list.map((s) => s.accessibility)),
                metrics: Object.fromEntries(Object.keys(list[0].metrics).map((key) => [key, median(list.map((s) => s.metrics[key]))])),
                runs: list.map((s) => ({ performance: s.performance, accessibility: s.accessibility, ...s.metrics })),
              },
            ]),
          );
          result.rechecked = confirm;
          pages[page.id].lighthouse = result;
          console.log(
            `bench: ${page.id} Lighthouse ${result.js.performance} (no-JS ${result.nojs.performance})${confirm ? ` (re-checked: ${result.js.runs.map((r) => r.performance).join(', ')})` : ''} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
          );
        }
      } finally {
        await lighthouse.close();
      }
    }
  } finally {
    await demo.close();
    built.remove();
  }
}
const budgets = checkBudgets(sizes, pages, floors);
if (streaming) {
  // Long tasks are the tasks over 50 ms, so 'none' means every task stayed within the budget.
  const measured = streaming.tasksOver50
    ? `longest ${streaming.longestTaskMs} ms (${streaming.tasksOver50} over ${STREAM_TASK_BUDGET_MS} ms, at ${streaming.longTasks.map(([at]) => `+${at}`).join(', ')} ms of ${streaming.durationMs})`
    : `no task over ${STREAM_TASK_BUDGET_MS} ms (${streaming.durationMs} ms to stream)`;
  const submit = streaming.submitTasks.length ? `; submitting: ${streaming.submitTasks.map((d) => `${d} ms`).join(', ')}` : '; submitting: no task over 50 ms';
  budgets.push({
    budget: `10,000-character answer streams with no task > ${STREAM_TASK_BUDGET_MS} ms`,
    subject: streaming.page,
    measured: `${measured}${submit}`,
    verdict: streaming.tasksOver50 ? 'FAIL' : 'ok',
  });
}
if (removal) budgets.push(savedRemovalBudget(removal, REMOVE_TASK_BUDGET_MS));
for (const interaction of interactions) budgets.push(interactionBudget(interaction, INTERACTION_TASK_BUDGET_MS));
const durationS = (performance.now() - started) / 1000;
const options = {
  date: new Date().toISOString(),
  runs,
  lighthouseRuns,
  lighthouseVersion: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
  persona: args.persona,
  cpuThrottling: CPU_THROTTLING,
  viewport: `${VIEWPORT.width}x${VIEWPORT.height} @2x mobile`,
};
const md = markdown({ sizes, chunks, pages, floors, budgets, options, durationS });

mkdirSync(join(root, 'bench'), { recursive: true });
const { date, ...settings } = options;
writeFileSync(
  join(root, 'bench', 'results.json'),
  `${JSON.stringify({ date, durationS: Math.round(durationS), settings, sizes, chunks, floors, pages, streaming, removal, interactions, budgets }, null, 2)}\n`,
);
writeFileSync(join(root, 'bench', 'results.md'), md);
console.log(`\n${md}`);
const failed = budgets.filter((row) => row.verdict === 'FAIL');
console.log(
  failed.length
    ? `Budgets failed (${failed.length}):\n${failed.map((row) => `- ${row.budget}: ${row.subject} ${row.measured}`).join('\n')}`
    : 'All budgets met.',
);
console.log(`Bench took ${durationS.toFixed(0)} s.`);
process.exitCode = failed.length ? 1 : 0;
