import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { elementMetas } from './elements/index.ts';
import { customElementsManifest, elementTypes } from './scripts/element-docs.ts';
import { staticClosure } from './scripts/static-imports.ts';
import { bundleEntries, elementBundles } from './scripts/element-bundles.ts';
import { elementBundles as bundleSets } from './elements/bundles.ts';

/** Writes dist/custom-elements.json and dist/types/elements.d.ts from the elements' metadata, and dist/i18n/. */
function elementDocs(): Plugin {
  return {
    name: 'member-elements:docs',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(customElementsManifest(elementMetas), null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'types/elements.d.ts', source: elementTypes(elementMetas) });
      // The package's types: the page API (emitted by tsc -p tsconfig.types.json) and every tag.
      this.emitFile({ type: 'asset', fileName: 'types/index.d.ts', source: `/// <reference path="./elements.d.ts" />\nexport * from './page/index.ts';\n` });
      // The library's own dictionaries (src/core/i18n.ts reads them from beside its chunk; CMS teams import them).
      for (const file of readdirSync('src/i18n').filter((name) => name.endsWith('.json'))) {
        this.emitFile({ type: 'asset', fileName: `i18n/${file}`, source: readFileSync(`src/i18n/${file}`, 'utf8') });
      }
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every
 * function compiled eagerly, on the background thread that streams the file in, instead of each
 * one on the main thread when it is first called. The files that get it are those whose code runs
 * as soon as they load: the loader, the bundles and element files (their elements render at once),
 * and the base and common chunks (identity, the harness, config reading). At 4x CPU the home's
 * elements settle 14-19% sooner with it, the saved-benefits list 16-17% (docs/decisions.md,
 * "Start-up: session 14"). Lazily loaded chunks (dialogs, rewards, React, the Ask schema) do not
 * get it: much of their code may never run on a page. Other engines read it as a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const runsOnLoad = (fileName: string) => /^(loader\.js|bundles\/.+\.js|elements\/.+\.js|chunks\/(base|common)-[\w-]+\.js)$/.test(fileName);

function compileHints(): Plugin {
  return {
    name: 'member-elements:compile-hints',
    apply: 'build',
    // After the element map (it rewrites the loader's code): the hint must be the file's first line.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && runsOnLoad(item.fileName)) item.code = COMPILE_HINT + item.code;
      }
    },
  };
}

/**
 * The messaging provider's web SDK (@braze/web-sdk, message-inbox) is not open source: its licence
 * allows its use by the provider's customers and its inclusion in their web sites, and asks that
 * the copyright notice stay with any copy (docs/decisions.md, "message-inbox": the licence). Every
 * built chunk holding its code starts with the notice, and dist/third-party-notices.json lists
 * them; scripts/check-dist.mjs checks both. Runs before the compile hints, which must stay a
 * file's first line.
 */
const BRAZE_SDK = /[\\/]node_modules[\\/]@braze[\\/]web-sdk[\\/]/;
function thirdPartyNotices(): Plugin {
  const { version } = JSON.parse(readFileSync('node_modules/@braze/web-sdk/package.json', 'utf8')) as { version: string };
  const notice = `/*! @braze/web-sdk ${version} | Copyright (c) Braze, Inc. All rights reserved. | Used and included under its licence: https://github.com/braze-inc/braze-web-sdk/blob/master/LICENSE */\n`;
  return {
    name: 'member-elements:third-party-notices',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: string[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.moduleIds.some((id) => BRAZE_SDK.test(id))) continue;
        item.code = notice + item.code;
        files.push(item.fileName);
      }
      // For whoever hosts dist/, and for the check: which files hold which package's code.
      const notices = [{ package: '@braze/web-sdk', version, licence: 'https://github.com/braze-inc/braze-web-sdk/blob/master/LICENSE', files: files.sort() }];
      this.emitFile({ type: 'asset', fileName: 'third-party-notices.json', source: `${JSON.stringify(notices, null, 2)}\n` });
    },
  };
}

/**
 * Writes into the loader every element's tag and, for each element chunk and the page API, the
 * shared chunks it imports (transitively): the loader looks for those tags and preloads those
 * chunks with the element's own (src/loader/index.ts, src/loader/tags.ts).
 */
function elementMap(): Plugin {
  return {
    name: 'member-elements:element-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        for (const dependency of byName.get(fileName)?.imports ?? []) {
          if (!seen.has(dependency)) {
            seen.add(dependency);
            closure(dependency, seen);
          }
        }
        return seen;
      };
      // Each shared chunk's path once (relative to the loader), and per key the indexes
      // of its chunks as one base-36 digit each (a page's loader carries this for every element, so it
      // is kept short: each path written once however many use it, 'chunks/a.js', and '0125').
      const files: string[] = [];
      const tags: Record<string, string> = {};
      for (const chunk of chunks) {
        if (!chunk.isEntry) continue;
        const key =
          chunk.fileName === 'page.js' ? 'page' : chunk.fileName.startsWith('elements/') ? chunk.fileName.slice('elements/'.length, -'.js'.length) : undefined;
        if (!key) continue;
        tags[key] = [...closure(chunk.fileName)]
          .map((file) => {
            if (!files.includes(file)) files.push(file);
            return files.indexOf(file).toString(36);
          })
          .join('');
      }
      if (files.length > 36) this.error('the element map writes a chunk index as one base-36 digit: more than 36 shared chunks');
      // dist/preload.json, for the CMS (README "Hosting dist/"): per tag, the files its code is,
      // its own chunk first, relative to dist/; 'page' and 'behaviours' are what the loader loads
      // after the elements. A page that lists them as <link rel="modulepreload"> in its head has
      // them fetched while it is parsed, before the loader runs.
      const preloads: Record<string, string[]> = {};
      for (const [key, digits] of Object.entries(tags)) {
        preloads[key] = [key === 'page' ? 'page.js' : `elements/${key}.js`, ...[...digits].map((digit) => files[parseInt(digit, 36)]!)];
      }
      if (byName.has('behaviours.js')) preloads.behaviours = ['behaviours.js', ...closure('behaviours.js')];
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(preloads, null, 1)}\n` });
      // The bundles (elements/bundles.ts), in order of preference, each with the shared chunks it imports:
      // dist/bundles.json tells the CMS which file to write for a page that has every tag of one.
      // (Only in the library's build, which has them: not in Storybook's build of this config.)
      if (byName.has('loader.js')) {
        // (scripts/element-bundles.ts fails the build when a bundle imports a chunk its tags' own files do not.)
        const bundles = bundleSets.map(({ name, tags: bundleTags }) => {
          const file = `bundles/${name}.js`;
          return { name, tags: bundleTags, files: [file, ...closure(file)] };
        });
        this.emitFile({ type: 'asset', fileName: 'bundles.json', source: `${JSON.stringify(bundles, null, 1)}\n` });
      }
      // One string, no JSON (its escaped quotes cost bytes on every page):
      // 'file,file|common|tag,tag:digits,...'. Every file is in chunks/, which the loader adds; the
      // digits most tags share are written once ('common') and a tag with those is its name alone,
      // so each element costs a page without tags little more than its name (session 19).
      if (!files.every((file) => file.startsWith('chunks/'))) this.error('the element map expects every shared chunk in chunks/');
      const counts = new Map<string, number>();
      for (const digits of Object.values(tags)) counts.set(digits, (counts.get(digits) ?? 0) + 1);
      const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
      const map = `${files.map((file) => file.slice('chunks/'.length)).join(',')}|${common}|${Object.entries(tags)
        .map(([key, digits]) => (digits === common ? key : `${key}:${digits}`))
        .join(',')}`;
      if (/[,|:"\\]/.test(files.join('') + Object.keys(tags).join(''))) this.error('a chunk path or tag holds a separator of the element map');
      const loader = byName.get('loader.js');
      if (!loader) return;
      // The marker is the string literal '"__MEMBER_ELEMENTS_MAP__"' given to JSON.parse; an
      // unminified build writes it as "\"__MEMBER_ELEMENTS_MAP__\"".
      const marker = /(["'`])\\?"__MEMBER_ELEMENTS_MAP__\\?"\1/;
      if (!marker.test(loader.code)) this.error('the loader lost its element map marker');
      loader.code = loader.code.replace(marker, () => JSON.stringify(JSON.stringify(map)));
    },
  };
}

/**
 * What every page runs, whatever its tags: the page API (identity) and the page behaviours, with
 * what they import statically. The base chunk holds exactly these (and nanostores), so code only
 * elements use never rides on a page without tags.
 */
const alwaysEntries = ['src/page/index.ts', 'src/behaviours/index.ts'].map((file) => resolve(file));
const alwaysLoaded = staticClosure(alwaysEntries);
/** In the base chunk: what the page API and behaviours import, not those two modules (the loader imports them after the elements). */
const inAlwaysLoaded = (id: string) => {
  const file = id.replace(/^\0+/, '').replace(/\?.*$/, '');
  return alwaysLoaded.has(file) && !alwaysEntries.includes(file);
};

/** The modules of the shared-chunk groups below (react, rewards, program, common): a bundle never copies them. */
const REACT_GROUP = /[\\/]src[\\/]core[\\/](react-view|ui[\\/])|[\\/]node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/;
// The local offers' flows and calls (issue 32) go through the rewards client: in this group with it.
const REWARDS_GROUP = /[\\/]src[\\/](stores[\\/](rewards-|local-offers)|domain[\\/]rewards-(rules|pages)|core[\\/]tab-lock|api[\\/](rewards|local-offers))/;
// The brain-health programme's own rules, flows and calls (issues 33, 34; the email-verification
// flow and its JSONP helper too): only the programme's
// elements load them. Not the three identity applies on every page (program.ts, program-gate.ts,
// program-session.ts: the programme user type), which stay in common with identity.
const PROGRAM_GROUP =
  /[\\/]src[\\/](domain[\\/](program-(pages|modals|links|caches)|daily-puzzle|my-list|up-next|top-sheet|activation|assessment|challenges|email-verification|message-inbox)|stores[\\/](program-|email-verification)|api[\\/](program|jsonp|email-verification))/;
const COMMON_GROUP =
  /[\\/]node_modules[\\/](valibot|@r2wc|nanostores)[\\/]|[\\/]src[\\/](core[\\/](?!react-view|ui[\\/]|dom[\\/](?!data-layer|announcer))|domain[\\/]|stores[\\/])/;

const elementEntries = Object.fromEntries(elementMetas.map((meta) => [`elements/${meta.tag}`, `elements/${meta.tag}/define.ts`]));

export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [
    react(),
    elementDocs(),
    elementMap(),
    thirdPartyNotices(),
    compileHints(),
    elementBundles({
      bundles: bundleSets,
      allTags: elementMetas.map((meta) => meta.tag),
      alwaysLoaded,
      inSharedGroup: (file) => [REACT_GROUP, REWARDS_GROUP, PROGRAM_GROUP, COMMON_GROUP].some((group) => group.test(file)),
    }),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    reportCompressedSize: false,
    lib: {
      entry: {
        loader: 'src/loader/index.ts',
        page: 'src/page/index.ts',
        // An entry of its own (not a chunk) so the loader's import() gets its exports without a namespace helper.
        behaviours: 'src/behaviours/index.ts',
        runtime: 'src/runtime.ts',
        ...elementEntries,
        ...bundleEntries(bundleSets),
      },
      formats: ['es'],
      cssFileName: 'elements',
    },
    rolldownOptions: {
      // Required by the react group's includeDependenciesRecursively: false (rolldown refuses 'strict' with it).
      preserveEntrySignatures: 'allow-extension',
      output: {
        // MEMBER_ELEMENTS_UNMINIFIED=1 npm run build: readable function names in profiles (dev only).
        minify: !process.env.MEMBER_ELEMENTS_UNMINIFIED,
        // No /* @__PURE__ */ and JSDoc comments in the files a page downloads (they served the
        // build's tree-shaking, done by now); licence comments stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Few shared chunks instead of one per shared module: what every page loads (base), what
        // every element needs (common), and React. Each chunk a page loads is a request and a
        // modulepreload the loader inserts; at 4x CPU each costs a few ms of main thread before
        // any element can render (docs/decisions.md, "Shared chunks" and "Shared chunks (issue 12)").
        codeSplitting: {
          groups: [
            // React with its renderer and the harness's React view: one copy, shared by dist/runtime.js (the package's
            // module entry) and every React element, none of which a DOM-only element or the page API imports.
            {
              name: 'react',
              test: REACT_GROUP,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Everything a page loads whatever its tags: the page API with identity, the domain rules it
            // applies, the core utilities they use, and the behaviours' always-loaded halves (alwaysLoaded
            // above). The element harness is not in it, nor code only elements use.
            // Of nanostores only the atom (identity's stores are atoms); computed, map and the rest go to shared.
            {
              name: 'base',
              test: (id: string) => inAlwaysLoaded(id) || /[\\/]node_modules[\\/]nanostores[\\/](atom|clean-stores)[\\/]/.test(id),
              priority: 2,
            },
            // The rewards flows and client (issue 18): only a rewards participant's page and the rewards elements load them.
            {
              name: 'rewards',
              test: REWARDS_GROUP,
              priority: 1,
              // Only these modules: their dependencies (core/errors, ky, ...) are shared with every
              // element, and pulled in here they made every element load the rewards chunk.
              includeDependenciesRecursively: false,
            },
            // The brain-health programme's modules (issues 33, 34), likewise: without this group they
            // fell into common and every element page loaded them (+4.8 kB gzip, session 23).
            {
              name: 'program',
              test: PROGRAM_GROUP,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // What every element loads: the element harness (and r2wc), valibot (the harness reads config
            // with it, service clients check answers with it), the rest of core, domain and stores (and
            // nanostores), and the shared UI parts most elements use (disclosure, announcer). One file
            // instead of five: on these pages each file costs main-thread time at 4x CPU whether or not it
            // runs (docs/experiments/start-up-log.md, "Start-up: session 9"). A page without tags does not load it (base
            // above has what the page API needs). The sanitiser, the modal dialog and the rest of
            // src/core/dom stay in the chunks of the elements that import them (the sanitiser would bring
            // DOMPurify everywhere).
            {
              name: 'common',
              test: COMMON_GROUP,
              priority: 0,
            },
            // ky and the service clients are left to rolldown: they load with the elements that call
            // services, and with identity only when it calls one (src/stores/identity.ts).
          ],
        },
      },
    },
  },
});
