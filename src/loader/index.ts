/**
 * dist/loader.js: the only script a page needs (CONTRACT section 1). It defines nothing heavy:
 * it sets `window.memberElements`, imports each element's chunk when its tag is on the page
 * (now or later), and starts the page behaviours that have no tag. Chunks load relative to this
 * file, so dist/ works from any prefix and from another origin.
 */
import '../styles/elements.css';
import { startAutoloader } from './autoloader.ts';
import { holdDefinitions } from './held-definitions.ts';
import { preloadConfigs, preloadDictionary } from './preloads.ts';
import { elementChunks } from './tags.ts';

type PageModule = typeof import('../page/index.ts');

interface ElementMap {
  /** The shared chunks' paths, relative to this file ('chunks/...'). */
  files: string[];
  /** Per element tag (and 'page'), the indexes in `files` of the shared chunks it imports, one base-36 digit each. */
  tags: Record<string, string>;
}

/**
 * Every element's tag with the shared chunks its chunk (and the page API) imports, written in
 * by the build (vite.config.ts, `elementMap`) as 'file,file|tag:digits,tag:digits'; unbuilt, it
 * stays the marker: the tags then come from the folders (tags.ts) and nothing is preloaded.
 * Asking for the shared chunks together with the element's own chunk saves a round trip per
 * level of imports.
 */
// JSON.parse keeps the minifier from folding the marker away before the build replaces it.
const BUILT: string = JSON.parse('"__MEMBER_ELEMENTS_MAP__"');
const [fileList, common, tagList] = BUILT.split('|');
// 'file,file|common|tag,tag:digits': files under chunks/; a tag without digits has the common ones.
const elementMap: ElementMap | undefined =
  tagList === undefined
    ? undefined
    : {
        files: fileList!.split(',').map((file) => `chunks/${file}`),
        tags: Object.fromEntries(tagList.split(',').map((entry) => [entry.split(':')[0]!, entry.split(':')[1] ?? common!])),
      };

/** The modulepreload links of the page (the CMS's own hints and ours), by their resolved address. */
let preloaded: Set<string> | undefined;

function preload(key: string): void {
  if (!elementMap) return;
  const { files, tags } = elementMap;
  preloaded ??= new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  for (const digit of tags[key] ?? '') {
    // A plain expression: Vite would turn a template literal here into a glob of this folder.
    const href = new URL(files[parseInt(digit, 36)]!, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The harness's reportElementError, restated here in a few lines so the loader stays free of
 * the harness's chunk: a chunk that fails to load never had a harness to report it.
 */
function reportChunkFailure(tag: string, error: unknown): void {
  console.error(`<${tag}> could not load its code`, error);
  for (const element of document.querySelectorAll(tag)) {
    element.setAttribute('data-element-state', 'error');
    element.dispatchEvent(new CustomEvent('element-error', { bubbles: true, composed: true, detail: { tag, reason: 'could not load its code' } }));
  }
}

/**
 * How long the page API and behaviours wait at most for the page's elements to render first,
 * and the first scan's element files for each other before the ones that have arrived are
 * defined: one slow file or service must not hold back the rest of the page for long.
 */
const FIRST_RENDER_CAP_MS = 400;

if (!window.memberElements) {
  let dictionaryAsked = false;
  const chunks = Object.fromEntries(
    Object.entries(elementChunks(elementMap)).map(([tag, load]) => [
      tag,
      () => {
        // The elements' own chunks are asked for first (every tag of one scan), then their
        // configs and the shared chunks they import: on HTTP/1.1 (six connections) what is asked
        // first is fetched first.
        const loaded = load();
        queueMicrotask(() => {
          preloadConfigs(document, tag);
          if (!dictionaryAsked) {
            dictionaryAsked = true;
            preloadDictionary(document);
          }
          preload(tag);
        });
        return loaded;
      },
    ]),
  );
  // Elements first: their chunks are requested, evaluated and rendered before the page API and
  // the behaviours are even fetched, so identity's code (and its start-up work) never sits
  // between an element's chunk arriving and the element rendering. Elements that need identity
  // import the stores themselves. An element still waiting after FIRST_RENDER_CAP_MS (a slow
  // service) no longer holds the page API back.
  // The first scan's elements are defined together once their files have all arrived (or
  // FIRST_RENDER_CAP_MS has passed): one upgrade and render pass for the page instead of one per file.
  const autoloader = startAutoloader(document, chunks, reportChunkFailure);
  const release = holdDefinitions(autoloader.requested());
  const elementsFirst = autoloader.rendered(FIRST_RENDER_CAP_MS, release);

  let page: PageModule | undefined;
  const pageModule = elementsFirst
    .then(() => {
      preload('page');
      return import('../page/index.ts');
    })
    .then((loaded) => {
      page = loaded;
      return loaded;
    });
  window.memberElements = {
    ready: pageModule.then((loaded) => loaded.ready),
    identity() {
      if (!page) throw new Error('memberElements.identity(): await memberElements.ready first');
      return page.identity();
    },
    logout() {
      return pageModule.then((loaded) => loaded.logout());
    },
    confirm(options) {
      return pageModule.then((loaded) => loaded.confirm(options));
    },
  };
  elementsFirst
    .then(() => import('../behaviours/index.ts'))
    .then(({ startPageBehaviours }) => startPageBehaviours(document))
    .catch((error: unknown) => console.error('member-elements: page behaviours could not start', error));
}
