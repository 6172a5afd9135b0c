/**
 * Dev tool: what a demo page (the home by default) could cost at best, measured against the
 * bench's floors in one run (docs/experiments/start-up-log.md, "Start-up: session 8, where the home's time goes";
 * the saved-benefits page in "Start-up: session 14").
 *   node scripts/dev/lower-bounds.mjs [rounds] [persona] [path]   (after npm run build)
 * `path` (default `/`): another demo page, e.g. /benefits/saved-benefits/ with lifetime-member.
 *
 * Every variant is the page's own HTML as the demo renders it for the persona, written into
 * the floors' folder, which the bench's demo process serves over the demo (`overDemo`: what the
 * folder lacks comes from the demo), so every variant has one origin. The bench's
 * `measureTargets` loads them in turn with the floors (its probe, 4x CPU, 390 px):
 * - real: as the demo serves it (loader, the CMS's modulepreload hints; the member strip's config
 *   is embedded in the home since session 9);
 * - trivial: no library code; each tag of the page is a custom element that is ready when it
 *   connects (the page's own parse, style, layout and paint: the least any library could cost);
 * - trivial-hints: the same with the real page's hints (they fetch the library's files, nothing
 *   runs them: what the hints alone cost);
 * - one: every element of the page in one module file (Vite, no code splitting), no hints;
 * - one-hint: the same with a modulepreload for that file; dyn-one: that file imported by a
 *   module script at DOMContentLoaded, as the loader imports (what the dynamic import costs);
 * - one-loader: `one` before the real loader, which then loads only the page API and behaviours;
 *   one-loader-hints: the real page with `one` in place of the CMS's bundle, its hints kept;
 * - real-nohints: the loader alone; real-preload-only: the CMS's hints as before session 11
 *   (element files as modulepreload hints, not module scripts);
 * - react-on-page, dom-on-page: the bench's floor element and script on this page (first in its
 *   <main>) instead of on a blank one, the library left out: the least a React or DOM element
 *   costs on the page itself (session 13);
 * - react-list-blank, react-list-on-page (a page with saved-benefits): scripts/bench/floors/
 *   react-list-floor.tsx, a bare React element that fetches the list's two answers and renders
 *   the saved offers, on a blank page and on this page: what the list's data costs a floor
 *   (session 15).
 * VARIANTS=real,one measures only those (the floors always).
 * Prints, per variant, DOMContentLoaded and when the last element settled (medians), and that as
 * a ratio to the React floor of the same run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildFloors, ELEMENT_SCRIPT, floorOnPage, floorPage, savedListFloor, SAVED_LIST_FLOOR } from '../bench/floors.mjs';
import { startDemoProcess } from '../bench/demo-process.mjs';
import { launchBrowser, measureTargets } from '../bench/pages.mjs';
import { demoPageAt, lastSettledMs } from './measured.mjs';

const root = resolve(import.meta.dirname, '../..');
const [rounds = '9', persona = 'member-auto-renew', pagePath = '/'] = process.argv.slice(2);

// The floors first: loading the page list through Vite's module runner sets NODE_ENV, and a
// floor built after it would get React's development JSX.
const floors = await buildFloors({ target: 'es2022' });
const measured = await demoPageAt(pagePath);
const tags = [...measured.elements];
const dir = floors.dir;
const demo = await startDemoProcess({ staticDir: dir, overDemo: true });
const base = demo.staticUrl;
const browser = await launchBrowser();
try {
  // The page's HTML, as the persona gets it.
  const fetching = await browser.newContext();
  await (await fetching.newPage()).goto(new URL(`/__demo/persona?id=${persona}&next=${encodeURIComponent(pagePath)}`, base).href);
  const html = await (await fetching.request.get(new URL(pagePath, base).href)).text();
  await fetching.close();

  // The page's elements in one file, and the trivial elements.
  mkdirSync(join(dir, 'one'), { recursive: true });
  const entry = join(dir, 'one-entry.ts');
  writeFileSync(entry, tags.map((tag) => `import '${resolve(root, `elements/${tag}/define.ts`)}';\n`).join(''));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target: 'es2022',
      outDir: join(dir, 'one'),
      emptyOutDir: true,
      modulePreload: false,
      minify: true,
      cssCodeSplit: false,
      reportCompressedSize: false,
      rolldownOptions: { input: { one: entry }, output: { entryFileNames: '[name].js', minify: true, codeSplitting: false } },
    },
  });
  writeFileSync(
    join(dir, 'trivial.js'),
    `for (const tag of ${JSON.stringify(tags)}) customElements.define(tag, class extends HTMLElement { connectedCallback() { this.setAttribute('data-element-state', 'ready'); } });\n`,
  );

  writeFileSync(join(dir, 'dyn-one.js'), `import('/one/one.js');\n`);

  const loader = html.match(/<script type="module" src="[^"]*loader\.js"><\/script>/)?.[0];
  if (!loader) throw new Error(`${pagePath} has no loader script`);
  const script = (src) => `<script type="module" src="${src}"></script>`;
  // The CMS's element and bundle scripts (cms-templates/preloads.ts) and its modulepreload hints.
  const elementScript = ELEMENT_SCRIPT;
  const withoutHints = html.replace(elementScript, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const withoutConfigPreload = (text) => text.replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '');
  const variants = {
    real: html,
    trivial: withoutConfigPreload(withoutHints).replace(loader, script('/trivial.js')),
    'trivial-hints': html.replace(elementScript, (_, href) => `<link rel="modulepreload" href="${href}">`).replace(loader, script('/trivial.js')),
    one: withoutHints.replace(loader, script('/one/one.js')),
    // `one` before the real loader (which then finds the tags defined and loads only the page API
    // and behaviours), without and with the CMS's hints (the bundle's chunks, page, behaviours).
    'one-loader': withoutHints.replace(loader, `${script('/one/one.js')}${loader}`),
    'one-loader-hints': html.replace(elementScript, (tag, href) => (href.includes('/bundles/') ? script('/one/one.js') : tag)),
    'one-hint': withoutHints.replace(loader, `<link rel="modulepreload" href="/one/one.js">${script('/one/one.js')}`),
    'dyn-one': withoutHints.replace(loader, `<link rel="modulepreload" href="/one/one.js">${script('/dyn-one.js')}`),
    'real-nohints': withoutHints,
    // The CMS's hints as they were before session 11: every file a modulepreload, none a script.
    'real-preload-only': html.replace(elementScript, (_, href) => `<link rel="modulepreload" href="${href}">`),
  };
  // The bench's floors on this page instead of on a blank one: the page's HTML without the
  // library, and the floor's script and element (first in <main>); the library's tags stay as
  // undefined elements showing the CMS's content. What the least React or DOM element costs on
  // the page itself.
  const onPage = (id, element) => floorOnPage(html, id, element);
  const floorsOnPage = Object.fromEntries(
    floors.floors.map((floor) => [`${floor.kind}-on-page`, { html: onPage(floor.id, `<${floor.tag}></${floor.tag}>`), tags: [floor.tag] }]),
  );
  // A page with saved-benefits: the data floor (react-list-floor.tsx) on a blank page and on this one.
  const element = await savedListFloor({ dir, html, target: 'es2022' });
  if (element) {
    const { id } = SAVED_LIST_FLOOR;
    floorsOnPage['react-list-blank'] = { html: floorPage({ name: 'React list floor', id, element }), tags: [id] };
    floorsOnPage['react-list-on-page'] = { html: onPage(id, element), tags: [id] };
  }
  const targets = floors.floors.map((floor) => ({ id: floor.id, url: new URL(floor.path, base).href, tags: [floor.tag] }));
  const chosen = process.env.VARIANTS?.split(',');
  const all = { ...Object.fromEntries(Object.entries(variants).map(([id, text]) => [id, { html: text, tags }])), ...floorsOnPage };
  for (const [id, variant] of Object.entries(all)) {
    if (chosen && !chosen.includes(id)) continue;
    writeFileSync(join(dir, `v-${id}.html`), variant.html);
    const path = `/v-${id}.html`;
    targets.push({ id, url: new URL(path, base).href, warmUpUrl: new URL(`/__demo/persona?id=${persona}&next=${path}`, base).href, tags: variant.tags });
  }

  const results = await measureTargets(browser, { targets, runs: Number(rounds) });
  const floor = lastSettledMs(results['react-floor']);
  console.log(`${pagePath}: ${tags.length} tags: ${tags.join(', ')}; ${rounds} rounds, persona ${persona}`);
  console.log('variant         FCP   DCL   last settled   x React floor');
  for (const [id, result] of Object.entries(results)) {
    const last = lastSettledMs(result);
    const errors = Object.entries(result.elementTimes)
      .filter(([, times]) => times.states.includes('error'))
      .map(([tag]) => tag);
    const notes = `${last === null ? ' (some element never settled)' : ''}${errors.length ? ` (error state: ${errors.join(', ')})` : ''}`;
    const ms = last === null ? 'never' : `${Math.round(last)} ms`;
    console.log(
      `${id.padEnd(14)} ${String(Math.round(result.fcp ?? NaN)).padStart(4)}  ${String(Math.round(result.domContentLoaded)).padStart(4)}   ${ms.padStart(8)}   ${last === null ? '-' : `${(last / floor).toFixed(2)}x`}${notes}`,
    );
  }
} finally {
  await browser.close();
  await demo.close();
  floors.remove();
}
process.exit(0);
