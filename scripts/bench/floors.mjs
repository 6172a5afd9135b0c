/**
 * The bench's floors: the least a custom element can cost on a page, measured in the same run
 * and the same browser as the demo pages, so the bench can give each element's render time as a
 * ratio to its floor (timings on the 2-core machine swing by 2x from run to run; a ratio does
 * not).
 *
 * - React floor (floors/react-floor.tsx): a React 19 element, `customElements.define` and
 *   `createRoot`, no r2wc, no harness, rendering a strip-sized greeting; ready after React's
 *   commit.
 * - DOM floor (floors/dom-floor.ts): the same greeting with plain DOM calls.
 * - The saved list's data floor (floors/react-list-floor.tsx, `savedListFloor`): a bare React
 *   element that fetches the saved list's two answers and renders the cards, on the saved page's
 *   own HTML with the library taken out: the least the list can cost on its page (issue 30's
 *   budget for the list, decided from issue 16's measurements).
 *
 * Each is bundled alone by Vite (the project's react and react-dom, production, minified, the
 * library's build target) into a temporary folder with a minimal page: the demo pages' two
 * stylesheets (so module scripts wait on the same stylesheets), one `<script type="module">`,
 * the element. The bench's demo process serves that folder (scripts/bench/demo-process.mjs).
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

export const FLOORS = [
  { id: 'react-floor', kind: 'react', name: 'React floor', tag: 'react-floor', source: 'scripts/bench/floors/react-floor.tsx' },
  { id: 'dom-floor', kind: 'dom', name: 'DOM floor', tag: 'dom-floor', source: 'scripts/bench/floors/dom-floor.ts' },
];

/**
 * A floor's minimal page: the demo pages' two stylesheets, the floor's module script
 * (`<id>.js`) and `element` (markup) in <main>. Also used by scripts/dev/lower-bounds.mjs.
 */
export const floorPage = ({ name, id, element }) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${name}</title>
  <link rel="stylesheet" href="demo.css">
  <link rel="stylesheet" href="elements.css">
  <script type="module" src="${id}.js"></script>
</head>
<body>
  <main id="main">${element}</main>
</body>
</html>
`;

/**
 * Bundles one floor's source alone into `dir` as `<id>.js` (the project's react and react-dom,
 * production, minified, `target`). Also used by scripts/dev/lower-bounds.mjs for its data floor.
 */
export async function buildFloorScript({ dir, id, source, target }) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target,
      outDir: dir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      minify: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { [id]: resolve(root, source) },
        output: { entryFileNames: '[name].js', chunkFileNames: `${id}-[name].js`, minify: true },
      },
    },
  });
}

const script = (src) => `<script type="module" src="${src}"></script>`;
const LOADER = /<script type="module" src="[^"]*loader\.js"><\/script>/;
/** The CMS's element and bundle scripts (cms-templates/preloads.ts). */
export const ELEMENT_SCRIPT = /<script type="module" src="([^"]*\/(?:elements|bundles)\/[^"]*)"><\/script>/g;

/**
 * A demo page's HTML (as the demo serves it) with the library taken out (its loader, element and
 * bundle scripts, modulepreload and fetch preload hints) and a floor's script in the loader's
 * place and its `element` first in <main>: the least that element costs on the page itself. The
 * library's tags stay, as undefined elements showing the CMS's content.
 */
export function floorOnPage(html, id, element) {
  if (!LOADER.test(html)) throw new Error('the page has no loader script');
  return html
    .replace(ELEMENT_SCRIPT, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
    .replace(LOADER, script(`/${id}.js`))
    .replace(/(<main\b[^>]*>)/, `$1${element}`);
}

/** The saved list's data floor's id, tag and source. */
export const SAVED_LIST_FLOOR = { id: 'react-list-floor', tag: 'react-list-floor', source: 'scripts/bench/floors/react-list-floor.tsx' };

/**
 * The saved list's data floor for the saved page's `html` (served to the persona whose list it
 * is): builds its script into `dir` and returns the element's markup (the list's offers address
 * and the saved list's service address, read from the page), or undefined for a page without
 * saved-benefits.
 */
export async function savedListFloor({ dir, html, target }) {
  const servletPath = html.match(/<saved-benefits[^>]*data-servlet-path="([^"]+)"/)?.[1];
  const configText = html.match(/<script type="application\/json" id="site-config">([^<]*)<\/script>/)?.[1];
  if (!servletPath || !configText) return undefined;
  await buildFloorScript({ dir, id: SAVED_LIST_FLOOR.id, source: SAVED_LIST_FLOOR.source, target });
  const saved = `${new URL(JSON.parse(configText).servicesEndpoint).origin}/applications/CoreApi/offers/dbr/user`;
  return `<${SAVED_LIST_FLOOR.tag} data-offers="${servletPath}" data-saved="${saved}"></${SAVED_LIST_FLOOR.tag}>`;
}

/**
 * Builds both floors into a new temporary folder. `target`: the library's build target (from
 * its resolved Vite config). Resolves with `{ dir, floors: [{ ...floor, path }], remove() }`.
 */
export async function buildFloors({ target }) {
  const dir = mkdtempSync(join(tmpdir(), 'member-elements-bench-floors-'));
  try {
    for (const floor of FLOORS) {
      await buildFloorScript({ dir, id: floor.id, source: floor.source, target });
      writeFileSync(join(dir, `${floor.id}.html`), floorPage({ ...floor, element: `<${floor.tag}></${floor.tag}>` }));
    }
    copyFileSync(resolve(root, 'fixtures/site/demo.css'), join(dir, 'demo.css'));
    copyFileSync(resolve(root, 'dist/elements.css'), join(dir, 'elements.css'));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    floors: FLOORS.map((floor) => ({ ...floor, path: `/${floor.id}.html` })),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
