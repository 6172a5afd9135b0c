/**
 * What a CMS adds to a page's head so the library's code is fetched while the page is parsed,
 * and the page's elements run before its first layout (README "Hosting dist/"). The CMS knows
 * which components a page holds; the build writes, per tag, the files its code is
 * (`dist/preload.json`: the element's own chunk, then the shared chunks it imports) and the tag
 * sets built as one file (`dist/bundles.json`). Without the hints the loader asks for the same
 * files itself, but only once it runs, after the page is parsed and its stylesheets are in; with
 * them the files are already there by then.
 *
 * Server-side only (the demo server applies it to the HTML it renders), as a CMS would: a string
 * in, a string out.
 */
import { escapeHtml, unescapeHtml } from './render.ts';

/** dist/preload.json: per tag (and 'page', 'behaviours'), its files relative to dist/. */
export type PreloadManifest = Readonly<Record<string, readonly string[]>>;

/** dist/bundles.json: tag sets built as one file each, in order of preference; `files[0]` is the bundle. */
export type BundleManifest = ReadonlyArray<{ readonly name: string; readonly tags: readonly string[]; readonly files: readonly string[] }>;

/** The first bundle whose every tag is on the page (tags: the page's), or undefined. */
export function bundleFor(tags: readonly string[], bundles: BundleManifest): BundleManifest[number] | undefined {
  return bundles.find((bundle) => bundle.tags.length > 0 && bundle.tags.every((tag) => tags.includes(tag)));
}

/** A library tag as a CMS writes it: lower case, at least one hyphen. */
const OPENING_TAG = /<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)[\s>/]/g;
/** data-json-url values of the page (the elements' configuration JSON, CONTRACT section 2). */
const JSON_URL = /\sdata-json-url="([^"]+)"/g;

/** The library tags present in `html` that the manifest knows, in the order they first appear. */
export function tagsIn(html: string, manifest: PreloadManifest): string[] {
  const found = new Set<string>();
  for (const [, tag] of html.matchAll(OPENING_TAG)) if (tag && Object.hasOwn(manifest, tag)) found.add(tag);
  return [...found];
}

/**
 * The tags in the `<head>` for a page holding `tags`, each file once:
 * - every element's own file as a module script (in page order: after the loader's script, so
 *   the loader runs first and holds the definitions). A module script runs before the page's
 *   first layout, so the elements are defined and render before the page is first laid out and
 *   painted, instead of after, with a second layout (docs/experiments/start-up-log.md, "Start-up: session 11");
 * - then modulepreload hints for the shared chunks, and the page API and behaviours the loader
 *   loads after the elements;
 * - then a fetch preload for the configuration JSON of `jsonUrls` that is on the page's own
 *   origin (relative or root-relative), as the fetch the element makes takes it up.
 */
export function preloadLinks(
  tags: readonly string[],
  manifest: PreloadManifest,
  distBase: string,
  jsonUrls: readonly string[] = [],
  bundle?: BundleManifest[number],
): string {
  if (tags.length === 0) return '';
  const own: string[] = [];
  const shared: string[] = [];
  const add = (list: string[]) => (file: string | undefined) => {
    if (file && !own.includes(file) && !shared.includes(file)) list.push(file);
  };
  const alone = tags.filter((tag) => !bundle?.tags.includes(tag));
  for (const tag of alone) add(own)(manifest[tag]?.[0]);
  bundle?.files.slice(1).forEach(add(shared));
  for (const tag of alone) manifest[tag]?.slice(1).forEach(add(shared));
  for (const key of ['page', 'behaviours']) manifest[key]?.forEach(add(shared));
  const scripts = own.map((file) => `<script type="module" src="${escapeHtml(distBase + file)}"></script>`);
  const modules = shared.map((file) => `<link rel="modulepreload" href="${escapeHtml(distBase + file)}">`);
  const configs = [...new Set(jsonUrls)]
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`);
  return [...scripts, ...modules, ...configs].join('\n  ');
}

/**
 * `html` with the hints for its tags written just after its loader script (the first
 * `<script type="module" src="…loader.js">`), so the loader is asked for first; a page without
 * the loader, or without library tags, is returned as it was.
 */
export function withPreloads(html: string, manifest: PreloadManifest, distBase: string, bundles: BundleManifest = []): string {
  const script = `<script type="module" src="${distBase}loader.js"></script>`;
  const found = html.indexOf(script);
  if (found < 0) return html;
  const loader = found + script.length;
  const jsonUrls = [...html.matchAll(JSON_URL)].map(([, url]) => unescapeHtml(url ?? ''));
  const tags = tagsIn(html, manifest);
  const bundle = bundleFor(tags, bundles);
  const links = preloadLinks(tags, manifest, distBase, jsonUrls, bundle);
  if (!links) return html;
  // The bundle runs before the loader: its elements are defined when the loader scans, which then
  // leaves them alone (src/loader/autoloader.ts), so their own files are never loaded as well.
  const before = bundle ? `<script type="module" src="${escapeHtml(distBase + bundle.files[0])}"></script>\n  ` : '';
  return `${html.slice(0, found)}${before}${html.slice(found, loader)}\n  ${links}${html.slice(loader)}`;
}
