/**
 * The translation dictionary a page's elements will ask for (CONTRACT section 1), worked out by
 * the loader before any element code has arrived, so that on a Spanish page the dictionary
 * request goes out together with the first element chunk instead of after it has run: one
 * round trip less before the first render.
 *
 * This restates in a few lines what core/locale.ts (`detectLocale`) and core/i18n.ts
 * (`dictionaryUrl`, `loadDictionary`) decide, because importing them would put the core chunk
 * in front of the loader. test/unit/loader-dictionary.test.ts holds the two to the same answers.
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
  if (!url) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = url;
  doc.head.append(link);
}
