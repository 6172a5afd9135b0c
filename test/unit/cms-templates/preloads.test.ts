import { describe, expect, it } from 'vitest';
import { bundleFor, preloadLinks, tagsIn, withPreloads, type BundleManifest, type PreloadManifest } from '../../../cms-templates/preloads.ts';

const MANIFEST: PreloadManifest = {
  'site-header': ['elements/site-header.js', 'chunks/harness-a.js', 'chunks/base-b.js'],
  'member-strip': ['elements/member-strip.js', 'chunks/harness-a.js', 'chunks/shared-c.js'],
  'cobrowse-link': ['elements/cobrowse-link.js', 'chunks/harness-a.js'],
  page: ['page.js', 'chunks/base-b.js'],
  behaviours: ['behaviours.js', 'chunks/base-b.js'],
};
const BUNDLES: BundleManifest = [
  {
    name: 'big',
    tags: ['site-header', 'member-strip', 'cobrowse-link'],
    files: ['bundles/big.js', 'chunks/harness-a.js', 'chunks/base-b.js', 'chunks/shared-c.js'],
  },
  { name: 'small', tags: ['site-header', 'cobrowse-link'], files: ['bundles/small.js', 'chunks/harness-a.js', 'chunks/base-b.js'] },
];
/** The hints after the element scripts for site-header and member-strip: shared chunks, then the page API and behaviours. */
const SHARED_HINTS = [
  'modulepreload /dist/chunks/harness-a.js',
  'modulepreload /dist/chunks/base-b.js',
  'modulepreload /dist/chunks/shared-c.js',
  'modulepreload /dist/page.js',
  'modulepreload /dist/behaviours.js',
];
const LOADER = '<script type="module" src="/dist/loader.js"></script>';
/** Each tag as 'kind address': 'script', 'modulepreload' or 'preload' (fetch). */
const hrefs = (links: string) =>
  [...links.matchAll(/<link rel="(\w+)"(?: as="fetch" crossorigin="anonymous")? href="([^"]+)">|<script type="module" src="([^"]+)"><\/script>/g)].map(
    ([, rel, href, src]) => (src ? `script ${src}` : `${rel} ${href}`),
  );

describe('tagsIn: the library tags a page holds, known to the manifest, in page order', () => {
  it.each<[string, string[]]>([
    ['<site-header></site-header><main><member-strip data-json-url="/a.json"></member-strip></main>', ['site-header', 'member-strip']],
    ['<member-strip>\n</member-strip><site-header class="x"><member-strip/>', ['member-strip', 'site-header']],
    ['<my-widget></my-widget><p>site-header</p><span data-x="<cobrowse-link>"', ['cobrowse-link']],
    ['<header></header><main></main>', []],
    ['<page></page><behaviours></behaviours>', []],
  ])('%s', (html, tags) => {
    expect(tagsIn(html, MANIFEST)).toEqual(tags);
  });
});

describe('preloadLinks', () => {
  it("every element's own file as a module script first, then each shared chunk once, then the page API and behaviours", () => {
    const links = preloadLinks(['site-header', 'member-strip'], MANIFEST, '/dist/');
    expect(hrefs(links)).toEqual(['script /dist/elements/site-header.js', 'script /dist/elements/member-strip.js', ...SHARED_HINTS]);
    expect(links.split('\n')).toHaveLength(7);
  });
  it('configuration JSON on the page origin only, once each', () => {
    const links = hrefs(
      preloadLinks(['cobrowse-link'], MANIFEST, 'https://cdn.example/lib/', ['/a.json', '/a.json', '//evil.example/b.json', 'https://x.example/c.json']),
    );
    expect(links.filter((link) => link.startsWith('preload'))).toEqual(['preload /a.json']);
    expect(links[0]).toBe('script https://cdn.example/lib/elements/cobrowse-link.js');
  });
  it('no tags, no hints', () => {
    expect(preloadLinks([], MANIFEST, '/dist/', ['/a.json'])).toBe('');
  });
  it('addresses are attribute-escaped', () => {
    expect(preloadLinks(['cobrowse-link'], MANIFEST, '/d"<&/', ['/a.json?x="1"&y'])).not.toMatch(/href="[^"]*"[^>\s]/);
  });
});

describe('bundleFor: the first bundle whose every tag is on the page', () => {
  it.each<[string[], string | undefined]>([
    [['site-header', 'member-strip', 'cobrowse-link'], 'big'],
    [['cobrowse-link', 'member-strip', 'site-header', 'other-tag'], 'big'],
    [['site-header', 'cobrowse-link'], 'small'],
    [['site-header', 'member-strip'], undefined],
    [[], undefined],
  ])('%j -> %s', (tags, name) => {
    expect(bundleFor(tags, BUNDLES)?.name).toBe(name);
  });
  it('a bundle with no tags is never chosen', () => {
    expect(bundleFor(['site-header'], [{ name: 'empty', tags: [], files: ['bundles/empty.js'] }])).toBeUndefined();
  });
});

describe('preloadLinks with a bundle', () => {
  it("the bundle's tags get no file of their own; the other tags do; the shared chunks come once", () => {
    const bundle = bundleFor(['site-header', 'cobrowse-link', 'member-strip'], [BUNDLES[1]!]);
    expect(hrefs(preloadLinks(['site-header', 'cobrowse-link', 'member-strip'], MANIFEST, '/dist/', [], bundle))).toEqual([
      'script /dist/elements/member-strip.js',
      ...SHARED_HINTS,
    ]);
  });
});

describe('withPreloads', () => {
  const page = (body: string, head = LOADER) =>
    `<!doctype html><html><head><link rel="stylesheet" href="/dist/elements.css">\n  ${head}\n</head><body>${body}</body></html>`;
  it('writes the hints right after the loader script, so the loader is asked for first and runs first', () => {
    const out = withPreloads(page('<cobrowse-link data-json-url="/c&amp;d.json"></cobrowse-link>'), MANIFEST, '/dist/');
    const loaderAt = out.indexOf(LOADER);
    expect(loaderAt).toBeGreaterThan(out.indexOf('elements.css'));
    expect(out.indexOf('<script type="module" src="/dist/elements/cobrowse-link.js"></script>')).toBeGreaterThan(loaderAt);
    // The attribute value as the browser reads it (entities decoded), escaped again in the hint.
    expect(out).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/c&amp;d.json">');
  });
  it('a page without the loader (the no-JS variant) or without library tags is unchanged', () => {
    const noLoader = page('<cobrowse-link></cobrowse-link>', '');
    expect(withPreloads(noLoader, MANIFEST, '/dist/')).toBe(noLoader);
    const noTags = page('<p>text</p>');
    expect(withPreloads(noTags, MANIFEST, '/dist/')).toBe(noTags);
  });
  it('a bundle wholly on the page is written before the loader, so its elements are defined when the loader scans', () => {
    const out = withPreloads(page('<site-header></site-header><cobrowse-link></cobrowse-link><member-strip></member-strip>'), MANIFEST, '/dist/', BUNDLES);
    const bundleAt = out.indexOf('<script type="module" src="/dist/bundles/big.js"></script>');
    expect(bundleAt).toBeGreaterThan(out.indexOf('elements.css'));
    expect(bundleAt).toBeLessThan(out.indexOf(LOADER));
    expect(out).not.toContain('/dist/elements/');
    expect(out.match(/bundles\//g)).toHaveLength(1);
  });
  it('without bundles.json (or no bundle on the page), every tag gets its own file', () => {
    const html = page('<site-header></site-header><member-strip></member-strip>');
    expect(withPreloads(html, MANIFEST, '/dist/', BUNDLES)).toBe(withPreloads(html, MANIFEST, '/dist/'));
    expect(withPreloads(html, MANIFEST, '/dist/')).toContain('<script type="module" src="/dist/elements/member-strip.js"></script>');
  });
  it('an empty manifest (dist/ not built yet) changes nothing', () => {
    const html = page('<cobrowse-link></cobrowse-link>');
    expect(withPreloads(html, {}, '/dist/')).toBe(html);
  });
});
