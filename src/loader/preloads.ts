/**
 * Early requests the loader makes for elements before their code arrives: the translation
 * dictionary and the configuration JSON.
 *
 * The translation dictionary a page's elements will ask for (CONTRACT section 1), worked out by
 * the loader before any element code has arrived, so that on a Spanish page the dictionary
 * request goes out together with the first element chunk instead of after it has run: one
 * round trip less before the first render.
 *
 * This restates in a few lines what core/locale.ts (`detectLocale`) and core/i18n.ts
 * (`dictionaryUrl`, `loadDictionary`) decide, because importing them would put the core chunk
 * in front of the loader. test/unit/loader/preloads.test.ts holds the two to the same answers.
 * Only locales whose dictionary is fetched count: `en` is the source text and `zz` is generated.
 */
export function dictionaryToPreload(doc: Document): string | undefined {
  const root = doc.documentElement;
  const primary = (root.getAttribute('lang') ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const spanish = /^\/espanol(\/|\.|$)/.test(doc.location?.pathname ?? '') || primary === 'es';
  if (!spanish) return undefined;
  const template = root.getAttribute('data-i18n-dictionary-src') || '/libs/cq/i18n/dict.{locale}.json';
  return template.replace(/\{\+?locale\}/g, 'es');
}

/**
 * Asks the browser for the dictionary as a `fetch` preload. The harness's own fetch (same URL,
 * CORS mode, same-origin credentials) then takes the preloaded response; nothing is shared in
 * script, so a loader and a harness of different versions still work together.
 */
export function preloadDictionary(doc: Document): void {
  const url = dictionaryToPreload(doc);
  if (url) addFetchPreload(doc, url);
}

/** `<link rel=preload as=fetch crossorigin>`: what a `fetch(url, { credentials: 'same-origin' })` takes up. */
function addFetchPreload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}

/**
 * Asks the browser for the configuration JSON (`data-json-url`, CONTRACT section 2) of every
 * `tag` element on the page, as the element's chunk is requested: its fetch then finds the
 * answer waiting instead of making a round trip after the chunk has run. Same-origin URLs only,
 * as the harness reads them (core/config.ts, which fetches with the same mode and credentials).
 */
export function preloadConfigs(doc: Document, tag: string): void {
  for (const element of doc.querySelectorAll(tag)) {
    const source = element.getAttribute('data-json-url');
    if (!source) continue;
    let url: URL;
    try {
      url = new URL(source, doc.baseURI);
    } catch {
      continue;
    }
    // The CMS may have written the same hint (root-relative): compared by resolved address.
    if (url.origin !== doc.location.origin || [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === url.href))
      continue;
    addFetchPreload(doc, url.href);
  }
}
