import { describe, expect, it } from 'vitest';
import { dictionaryUrl } from '../../src/core/i18n.ts';
import { detectLocale } from '../../src/core/locale.ts';
import { dictionaryToPreload } from '../../src/loader/dictionary.ts';

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
