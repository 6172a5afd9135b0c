/**
 * Checks the built library against CONTRACT section 1 and the foundation issue: the files a
 * page and a package consumer need exist; the loader is under 3 kB gzip and imports no element
 * or runtime code up front; every element has its own chunk and a manifest entry with its
 * attributes; React and react-dom live in one shared chunk (chunks/react-*.js), in their
 * production builds, which dist/runtime.js and every React element import; nanostores lives in
 * one chunk; DOM-only elements and the page API never import React. Exits non-zero on a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, closure, dynamicImports, gzipSize, kB, listFiles, ownCode, staticImports } from './dist-graph.mjs';
import { tagLessPage } from './bench/sizes.mjs';

const failures = [];
const passes = [];
const check = (ok, message) => (ok ? passes : failures).push(message);

const required = ['loader.js', 'runtime.js', 'page.js', 'elements.css', 'custom-elements.json', 'types/elements.d.ts'];
for (const file of required) check(existsSync(join(DIST, file)), `dist/${file} exists`);

const manifest = JSON.parse(readFileSync(join(DIST, 'custom-elements.json'), 'utf8'));
const declarations = manifest.modules.flatMap((module) => module.declarations.map((declaration) => ({ module, declaration })));
const pkg = JSON.parse(readFileSync(join(DIST, '..', 'package.json'), 'utf8'));
check(pkg.customElements === 'dist/custom-elements.json', 'package.json declares customElements');
// The library's own Spanish, as shipped: the harness reads it from beside its chunks, CMS teams import it.
const spanishFile = join(DIST, 'i18n', 'es.json');
check(
  existsSync(spanishFile) && readFileSync(spanishFile, 'utf8') === readFileSync(join(DIST, '..', 'src', 'i18n', 'es.json'), 'utf8'),
  "dist/i18n/es.json is the library's Spanish (src/i18n/es.json)",
);

const loaderGzip = gzipSize(join(DIST, 'loader.js'));
check(loaderGzip < 3 * 1024, `loader.js is under 3 kB gzip (${kB(loaderGzip)})`);
// Sizes are the same on every machine, so this budget (issue 12) is held in CI, not only by the bench.
const tagLess = tagLessPage();
check(tagLess.withinBudget, `a page with no tags loads at most ${kB(tagLess.budget)} of gzip JS (${kB(tagLess.gzip)}: ${tagLess.files.join(' + ')})`);
// V8's compile hint (vite.config.ts, compileHints; docs/experiments/start-up-log.md, "Start-up: session 14"): the
// files whose code runs as they load start with it, so V8 compiles them off the main thread; the
// lazily loaded chunks (dialogs, rewards, React) do not, and nothing has it anywhere but line one.
const HINT = '//# allFunctionsCalledOnLoad\n';
const jsFiles = listFiles()
  .map((path) => path.slice(DIST.length + 1))
  .filter((file) => file.endsWith('.js'));
const runsOnLoad = (file) => /^(loader\.js|bundles\/|elements\/|chunks\/(base|common)-)/.test(file);
for (const file of jsFiles) {
  const code = readFileSync(join(DIST, file), 'utf8');
  const hinted = code.startsWith(HINT);
  check(hinted === runsOnLoad(file) && code.indexOf(HINT.trim(), 1) === -1, `${file} ${runsOnLoad(file) ? 'starts with' : 'has no'} V8's compile hint`);
}
check(
  jsFiles.some((file) => file.startsWith('bundles/')) && jsFiles.some((file) => file.startsWith('elements/')),
  'the compile-hint check saw the bundles and element files',
);

// Issue 15: the site search with typeahead (search-box and search-modal) in about 8 kB gzip of
// its own code: the two element chunks and any chunk only they use (the combobox, the
// select-only combobox), each gzipped on its own; what other elements share is not counted.
const SEARCH_BUDGET = 8 * 1024;
const searchFiles = ownCode(['elements/search-box.js', 'elements/search-modal.js']);
const searchGzip = searchFiles.filter((file) => existsSync(join(DIST, file))).reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0);
check(
  searchFiles.every((file) => existsSync(join(DIST, file))) && searchGzip <= SEARCH_BUDGET,
  `search-box and search-modal hold at most ${kB(SEARCH_BUDGET)} of their own gzip JS (${kB(searchGzip)}: ${searchFiles.join(' + ')})`,
);
check(staticImports(join(DIST, 'loader.js')).length === 0, 'loader.js has no static imports (all element code is lazy)');

// Issue 34 (brain-health 4.10, the bench condition): the messaging provider's web SDK
// (@braze/web-sdk) loads only where an inbox runs for a signed-in visitor. Its code (the chunk
// holding the SDK's own start-up text) is reached by no entry (loader, page API, runtime,
// behaviours, element or bundle) through static imports, and only by a dynamic import of the
// inbox's adapter (src/api/program-inbox.ts, in the program chunk) that <message-inbox> reaches.
const SDK_MARK = 'Braze requires a valid API key';
const sdkFiles = jsFiles.filter((file) => readFileSync(join(DIST, file), 'utf8').includes(SDK_MARK));
const entryFiles = jsFiles.filter((file) => !file.startsWith('chunks/'));
const staticSdk = entryFiles.filter((file) => closure(file).some((chunk) => sdkFiles.includes(chunk)));
check(
  sdkFiles.length > 0 && staticSdk.length === 0,
  `the messaging SDK (${sdkFiles.join(', ') || 'not found'}) is in no entry's static imports (${staticSdk.join(', ') || 'none'})`,
);
const reachesSdk = (target) => [target, ...closure(target)].some((chunk) => sdkFiles.includes(chunk));
// The SDK's own chunks (what its code reaches) are not its importers; its lazy parts are its own.
const sdkOwn = new Set(sdkFiles.flatMap((file) => [file, ...closure(file)]));
const sdkLoaders = jsFiles.filter((file) => !sdkOwn.has(file) && dynamicImports(join(DIST, file)).some(reachesSdk));
const inboxGraph = existsSync(join(DIST, 'elements/message-inbox.js')) ? ['elements/message-inbox.js', ...closure('elements/message-inbox.js')] : [];
check(
  sdkLoaders.length > 0 && sdkLoaders.every((file) => inboxGraph.includes(file)),
  `only <message-inbox>'s code imports the messaging SDK, dynamically (${sdkLoaders.join(', ') || 'no importer found'})`,
);
const sdkTargets = sdkLoaders.flatMap((file) => dynamicImports(join(DIST, file)).filter(reachesSdk));
// What a page with a running inbox downloads on top of the element's own code.
const sdkExtra = [...new Set(sdkTargets.flatMap((file) => [file, ...closure(file)]))].filter((file) => !inboxGraph.includes(file));
const sdkGzip = sdkExtra.reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0);
passes.push(`(the messaging SDK: ${kB(sdkGzip)} gzip, ${sdkExtra.join(' + ')}, loaded only with a running inbox)`);

// The SDK's licence (docs/decisions.md, "message-inbox"): every file holding its code keeps the
// copyright notice (vite.config.ts thirdPartyNotices, which lists them in third-party-notices.json).
// The list is checked against the SDK's own words too ('Braze' is in its log and error texts, and
// nowhere in the library's own code), so a file the list misses is found.
const BRAZE_NOTICE = /^\/\*! @braze\/web-sdk \S+ \| Copyright \(c\) Braze, Inc\./;
const noticesFile = join(DIST, 'third-party-notices.json');
const noticed = existsSync(noticesFile) ? (JSON.parse(readFileSync(noticesFile, 'utf8')).find((entry) => entry.package === '@braze/web-sdk')?.files ?? []) : [];
const brazeWords = jsFiles.filter((file) => /Braze/.test(readFileSync(join(DIST, file), 'utf8')));
const unmarked = [...new Set([...noticed, ...brazeWords])].filter(
  (file) => !existsSync(join(DIST, file)) || !BRAZE_NOTICE.test(readFileSync(join(DIST, file), 'utf8')),
);
const unlisted = brazeWords.filter((file) => !noticed.includes(file));
check(
  noticed.length > 0 && sdkFiles.every((file) => noticed.includes(file)) && unmarked.length === 0 && unlisted.length === 0,
  `third-party-notices.json lists the messaging SDK's files and each starts with its copyright notice (${noticed.length} files${unmarked.length ? `; without the notice: ${unmarked.join(', ')}` : ''}${unlisted.length ? `; not listed: ${unlisted.join(', ')}` : ''})`,
);

// No cycle of static imports between built files: in a cycle, the chunk evaluated second sees the
// first one's exports still undefined ('Class extends value undefined' at load, every element of
// the page failing). Session 18: a static import of the rewards client from the identity services
// tied their chunks into one; only a page as a rewards member showed it.
const importGraph = new Map(jsFiles.map((file) => [file, staticImports(join(DIST, file))]));
const cycles = [];
const state = new Map();
const visit = (file, path) => {
  if (state.get(file) === 'done') return;
  if (state.get(file) === 'open') {
    cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
    return;
  }
  state.set(file, 'open');
  for (const next of importGraph.get(file) ?? []) visit(next, [...path, file]);
  state.set(file, 'done');
};
for (const file of jsFiles) visit(file, []);
check(cycles.length === 0, `no cycle of static imports between built files${cycles.length ? `: ${cycles.join('; ')}` : ''}`);

// The element map the build writes into the loader (vite.config.ts, elementMap): the tags it looks
// for, each imported by URL as elements/<tag>.js beside the loader (src/loader/tags.ts).
const loaderCode = readFileSync(join(DIST, 'loader.js'), 'utf8');
const mapLiteral = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(loaderCode)?.[1];
// Written as 'file,file|common|tag,tag:digits,...' (one base-36 digit per shared chunk the tag imports).
const mapText = mapLiteral ? JSON.parse(JSON.parse(mapLiteral)) : '';
const [fileList = '', common = '', tagList = ''] = String(mapText).split('|');
// 'file,file|common|tag,tag:digits' (vite.config.ts): files under chunks/; a tag without digits has the common ones.
const elementMap = {
  files: fileList.split(',').map((file) => `chunks/${file}`),
  tags: Object.fromEntries(tagList ? tagList.split(',').map((entry) => [entry.split(':')[0], entry.split(':')[1] ?? common]) : []),
};
check(Boolean(mapLiteral) && loaderCode.includes('elements/${'), 'the loader carries the element map and imports elements/<tag>.js by URL');
const mappedTags = Object.keys(elementMap.tags).filter((key) => key !== 'page');
check(
  mappedTags.length === declarations.length,
  `the loader's element map has every tag of the manifest and no other (${mappedTags.length} / ${declarations.length})`,
);
// dist/preload.json, the CMS's per-tag file list (README "Hosting dist/"): for every tag its own
// chunk first and then exactly the static closure the browser will fetch for it, so a page's
// hints never ask for a file the page will not run, nor miss one.
const preloadFile = join(DIST, 'preload.json');
const preloadList = existsSync(preloadFile) ? JSON.parse(readFileSync(preloadFile, 'utf8')) : {};
check(existsSync(preloadFile), 'dist/preload.json exists');
for (const [key, own] of [
  ...declarations.map(({ declaration }) => [declaration.tagName, `elements/${declaration.tagName}.js`]),
  ['page', 'page.js'],
  ['behaviours', 'behaviours.js'],
]) {
  const listed = preloadList[key] ?? [];
  check(
    listed[0] === own && [...listed].sort().join() === closure(own).sort().join(),
    `dist/preload.json lists ${own} and the chunks it imports (${listed.length} files)`,
  );
}
// dist/bundles.json, the tag sets built as one file each (elements/bundles.ts, README "Hosting
// dist/"): each names known tags, lists its file and exactly the static closure the browser
// fetches for it, and imports no chunk that its tags' own files do not (the stores stay one
// instance whichever way an element arrived).
const bundlesFile = join(DIST, 'bundles.json');
const bundleList = existsSync(bundlesFile) ? JSON.parse(readFileSync(bundlesFile, 'utf8')) : [];
check(existsSync(bundlesFile) && bundleList.length > 0, `dist/bundles.json exists and lists bundles (${bundleList.length})`);
for (const bundle of bundleList) {
  const own = `bundles/${bundle.name}.js`;
  const tagsKnown = bundle.tags.length > 0 && bundle.tags.every((tag) => declarations.some(({ declaration }) => declaration.tagName === tag));
  check(tagsKnown, `bundle ${bundle.name}: its tags are elements of the manifest (${bundle.tags.join(', ')})`);
  check(
    existsSync(join(DIST, own)) && bundle.files[0] === own && [...bundle.files].sort().join() === closure(own).sort().join(),
    `bundle ${bundle.name}: dist/bundles.json lists ${own} and the chunks it imports (${bundle.files.length} files)`,
  );
  const tagChunks = new Set(bundle.tags.flatMap((tag) => closure(`elements/${tag}.js`)));
  const extra = existsSync(join(DIST, own)) ? closure(own).filter((chunk) => chunk !== own && !tagChunks.has(chunk)) : ['(missing)'];
  check(extra.length === 0, `bundle ${bundle.name} imports only chunks its tags' own files import${extra.length ? ` (also ${extra.join(', ')})` : ''}`);
}
for (const { module, declaration } of declarations) {
  const file = `elements/${declaration.tagName}.js`;
  check(existsSync(join(DIST, file)), `<${declaration.tagName}> has its own chunk dist/${file}`);
  check(module.path === `dist/${file}`, `<${declaration.tagName}> manifest module path`);
  check(mappedTags.includes(declaration.tagName), `the loader imports <${declaration.tagName}> lazily (it is in the loader's element map)`);
  check(
    [...(elementMap.tags[declaration.tagName] ?? '')].every((digit) => existsSync(join(DIST, elementMap.files[parseInt(digit, 36)] ?? 'missing'))),
    `the shared chunks the loader preloads for <${declaration.tagName}> exist`,
  );
  // The rewards flows (issue 18) ride only with the rewards elements (`rewards-*`, and the rewards
  // pages' `secret-word` and `local-offers`, CONTRACT 4c): a chunk group that pulled a shared
  // module into them once made every element load them.
  const rewardsChunk = [...(elementMap.tags[declaration.tagName] ?? '')].some((digit) => /(^|\/)rewards-/.test(elementMap.files[parseInt(digit, 36)] ?? ''));
  const rewardsElement = declaration.tagName.startsWith('rewards-') || declaration.tagName === 'secret-word' || declaration.tagName === 'local-offers';
  if (!rewardsElement) check(!rewardsChunk, `<${declaration.tagName}> does not load the rewards chunk`);
  check(
    declaration.attributes.some((attribute) => attribute.name === 'data-json-url'),
    `<${declaration.tagName}> lists data-json-url`,
  );
  check(pkg.exports[`./elements/*`] !== undefined, 'package exports elements/*');
}
check(
  declarations.some(({ declaration }) => declaration.tagName === 'cobrowse-link' && declaration.attributes.some((a) => a.name === 'data-enabled')),
  'manifest lists cobrowse-link with data-enabled',
);

const REACT_CODE = /react-dom|__SECRET_INTERNALS|reactjs\.org\/docs\/error-decoder|react\.dev\/errors/;
const withReact = listFiles()
  .filter((p) => p.endsWith('.js') && REACT_CODE.test(readFileSync(p, 'utf8')))
  .map((p) => p.slice(DIST.length + 1));
check(withReact.length === 1 && withReact[0].startsWith('chunks/react-'), `React lives in exactly one chunk, chunks/react-*.js (${withReact.join(', ')})`);
const reactChunk = withReact[0] ?? 'chunks/react-';
check(closure('runtime.js').includes(reactChunk), 'runtime.js (the package entry) imports that React chunk');

for (const path of listFiles().filter((p) => p.endsWith('.js'))) {
  const code = readFileSync(path, 'utf8');
  const file = path.slice(DIST.length + 1);
  check(!code.includes('process.env.NODE_ENV'), `${file} has process.env.NODE_ENV replaced`);
  check(!/\beval\(|new Function\(/.test(code), `${file} uses no eval or new Function (strict CSP)`);
}
const react = existsSync(join(DIST, reactChunk)) ? readFileSync(join(DIST, reactChunk), 'utf8') : '';
check(react !== '' && !react.includes('react-dom.development') && !/\bcheckPropTypes\b/.test(react), 'the React chunk holds the production build');
// Every element that renders UI is a React view on the one shared React chunk (issue 30); only the
// plain-DOM enhancers that docs/decisions.md lists (section "Plain-DOM enhancers", one bullet per
// tag with its reason) stay without React, and those never load it.
const decisions = readFileSync(join(DIST, '..', 'docs', 'decisions.md'), 'utf8');
const enhancerSection = /^## Plain-DOM enhancers\n([\s\S]*?)(?=^## )/m.exec(decisions)?.[1] ?? '';
const enhancers = new Set([...enhancerSection.matchAll(/^- `([a-z]+-[a-z-]+)`/gm)].map((match) => match[1]));
check(enhancers.size > 0, `docs/decisions.md lists the plain-DOM enhancers (${[...enhancers].join(', ')})`);
for (const { declaration } of declarations) {
  const file = `elements/${declaration.tagName}.js`;
  const usesReact = existsSync(join(DIST, file)) && closure(file).includes(reactChunk);
  if (enhancers.has(declaration.tagName)) check(!usesReact, `<${declaration.tagName}> (a plain-DOM enhancer, docs/decisions.md) never imports React`);
  else check(usesReact, `<${declaration.tagName}> renders with React, on the one shared React chunk`);
}
check(!closure('page.js').includes(reactChunk), 'the page API never imports React');
// nanostores keeps its listener queue at module level (and names globalThis.nanostoresGlobal): one copy on the page means one set of atoms.
const withStores = listFiles().filter((p) => p.endsWith('.js') && readFileSync(p, 'utf8').includes('nanostoresGlobal'));
check(withStores.length === 1, `nanostores (and so every atom) lives in exactly one chunk (${withStores.map((p) => p.slice(DIST.length + 1)).join(', ')})`);
check(
  withStores.length === 1 &&
    closure('page.js').includes(withStores[0].slice(DIST.length + 1)) &&
    closure('runtime.js').includes(withStores[0].slice(DIST.length + 1)),
  'the page API and the React runtime share that one stores chunk',
);

// What every page loads whatever its tags (the page API, the behaviours, and what they import
// statically) holds nothing of a feature's code: the Ask chat (its protocol's names), the
// element harness (r2wc's connectedCallback wiring), ky.
const behavioursEntry = dynamicImports(join(DIST, 'loader.js')).find((file) => file === 'behaviours.js');
const alwaysLoaded = [...new Set(['page.js', ...closure('page.js'), ...(behavioursEntry ? [behavioursEntry, ...closure(behavioursEntry)] : [])])];
const alwaysCode = alwaysLoaded.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
check(Boolean(behavioursEntry), 'the loader imports the behaviours (behaviours.js) lazily');
for (const [marker, what] of [
  ['AGENT_STREAM_END', 'the Ask chat protocol'],
  ['new-chat', 'the Ask page'],
  ['attributeChangedCallback', 'the element harness'],
  ['Request timed out', 'ky'],
  ['link.invalid', 'the link rewriting of campaign tagging and cid copying (it loads where such a link is)'],
]) {
  check(!alwaysCode.includes(marker), `a page with no tags loads nothing of ${what} (${alwaysLoaded.join(', ')})`);
}

for (const message of passes) console.log(`ok   ${message}`);
for (const message of failures) console.log(`FAIL ${message}`);
console.log(`\ndist check: ${passes.length} passed, ${failures.length} failed`);
process.exitCode = failures.length ? 1 : 0;
