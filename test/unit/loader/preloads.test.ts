// @vitest-environment happy-dom
import type { IFetchInterceptor } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryUrl } from '../../../src/core/i18n.ts';
import { detectLocale } from '../../../src/core/locale.ts';
import { dictionaryToPreload, preloadConfigs } from '../../../src/loader/preloads.ts';

// The loader's early dictionary request must be the very URL the harness fetches (CONTRACT
// section 1), or the preload is wasted and the page asks twice.
type Row = [path: string, lang: string | null, source: string | null];

function page([path, lang, source]: Row): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (lang !== null) doc.documentElement.setAttribute('lang', lang);
  if (source !== null) doc.documentElement.setAttribute('data-i18n-dictionary-src', source);
  Object.defineProperty(doc, 'location', { value: new URL(path, 'https://www.example.org') });
  return doc;
}

describe('dictionaryToPreload agrees with detectLocale + dictionaryUrl', () => {
  it.each<Row>([
    ['/', 'en', null],
    ['/', null, null],
    ['/', 'es', null],
    ['/', 'es-US', null],
    ['/', ' ES_us ', null],
    ['/', 'zz', null],
    ['/', 'fr', null],
    ['/espanol/', 'en', null],
    ['/espanol', null, null],
    ['/espanol.html', null, null],
    ['/espanolito/', 'en', null],
    ['/health/espanol/', 'en', null],
    ['/espanol/', 'es', '/content/i18n/{locale}.json'],
    ['/espanol/', 'es', '/content/i18n/{+locale}/dict.{locale}.json'],
    ['/', 'es', ''],
    ['/', 'en', '/content/i18n/{locale}.json'],
  ])('%s lang=%s src=%s', (...row) => {
    const doc = page(row);
    const locale = detectLocale(doc.location.pathname, doc.documentElement.getAttribute('lang'));
    const harness = locale === 'en' || locale === 'zz' ? undefined : dictionaryUrl(locale, doc.documentElement);
    expect(dictionaryToPreload(doc)).toBe(harness);
  });

  it('asks for Spanish on /espanol pages at the default URL', () => {
    expect(dictionaryToPreload(page(['/espanol/', 'en', null]))).toBe('/libs/cq/i18n/dict.es.json');
  });
});

// The loader's early config request (data-json-url) must be what the harness fetches: the same
// absolute URL, same-origin only, once per URL.
describe('preloadConfigs', () => {
  // happy-dom fetches a preload link once it is in the document, as a browser would, and nothing
  // listens on its page origin (localhost:3000): the request failed after the test and printed
  // ECONNREFUSED. These tests are about the links, so the page origin answers here, in this block
  // only; a request to any other origin still goes out (and fails loudly).
  const settings = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: IFetchInterceptor | null } } } }).happyDOM.settings;
  let interceptor: IFetchInterceptor | null = null;
  beforeAll(() => {
    interceptor = settings.fetch.interceptor;
    settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ request, window: page }) => {
        if (new URL(request.url).origin === page.location.origin) return new page.Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    };
  });
  afterAll(() => {
    settings.fetch.interceptor = interceptor;
  });
  const preloads = (markup: string): string[] => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    document.body.innerHTML = markup;
    preloadConfigs(document, 'member-strip');
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.crossOrigin} ${link.href}`);
  };
  const origin = window.location.origin;
  it('a hint the CMS already wrote (root-relative) is not written again', () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="fetch" crossorigin="anonymous" href="/content/a.json">');
    document.body.innerHTML = '<member-strip data-json-url="content/a.json"></member-strip>';
    preloadConfigs(document, 'member-strip');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
  it.each([
    ['<member-strip data-json-url="/content/a.json"></member-strip>', [`fetch anonymous ${origin}/content/a.json`]],
    [
      '<member-strip data-json-url="/content/a.json"></member-strip><member-strip data-json-url="/content/a.json"></member-strip>',
      [`fetch anonymous ${origin}/content/a.json`],
    ],
    ['<member-strip data-json-url="https://elsewhere.example/a.json"></member-strip>', []],
    ['<member-strip></member-strip><cobrowse-link data-json-url="/b.json"></cobrowse-link>', []],
    ['<member-strip data-json-url="http://[bad"></member-strip>', []],
  ])('%s', (markup, expected) => {
    expect(preloads(markup)).toEqual(expected);
  });
});
