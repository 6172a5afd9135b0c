import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_URL,
  SEARCH_LIMITS,
  SEARCH_STATUS,
  isSubmittable,
  searchAnalytics,
  searchBaseUrl,
  searchTarget,
  shownSuggestions,
  suggestStep,
  trackingSource,
} from '../../../../src/features/search-box/search-box.logic.ts';

describe('search constants (site 9)', () => {
  it('10 requested, 8 shown, 3 characters, 250 ms pause, 200 ms hide', () => {
    expect(SEARCH_LIMITS).toEqual({ minLength: 3, pauseMs: 250, requested: 10, shown: 8, hideAfterBlurMs: 200 });
  });
  it('the status texts as spelled in the spec (site 8)', () => {
    expect(SEARCH_STATUS).toEqual({
      loading: 'Loading search suggestions for {term}',
      loaded: '{n} suggested search terms loaded',
      tooShort: 'Search term too short',
      error: 'Unable to provide search suggesions due to an error',
    });
  });
});

describe('suggestStep (site 5: at least 3 characters, trimmed)', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['m', { kind: 'short' }],
    ['me', { kind: 'short' }],
    ['  me  ', { kind: 'short' }],
    ['med', { kind: 'fetch', term: 'med' }],
    ['  med ', { kind: 'fetch', term: 'med' }],
    ['a b', { kind: 'fetch', term: 'a b' }],
    ['ñú', { kind: 'short' }],
    ['año', { kind: 'fetch', term: 'año' }],
    [undefined, { kind: 'empty' }],
  ])('%j -> %j', (value, step) => expect(suggestStep(value)).toEqual(step));
});

describe('shownSuggestions (site 9: at most 8)', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `term ${i}`);
  it.each([
    [ten, ten.slice(0, 8)],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [[], []],
    [
      [' medicare ', 'Medicare', '', 42, null, 'medicare part d'],
      ['medicare', 'medicare part d'],
    ],
  ])('%j -> %j', (input, shown) => expect(shownSuggestions(input as unknown[])).toEqual(shown));
  it('blank and repeated entries do not use up the eight', () => {
    expect(shownSuggestions(['', 'x', 'X', ...ten])).toHaveLength(8);
  });
});

describe('searchBaseUrl (site 2.8 default)', () => {
  it.each([
    [undefined, 'en', '/search/'],
    [undefined, 'es', '/espanol/buscar/'],
    ['', 'es', '/espanol/buscar/'],
    ['  ', 'en', '/search/'],
    [undefined, 'zz', '/search/'],
    ['/results/', 'es', '/results/'],
  ] as const)('%j in %s -> %s', (configured, locale, url) => expect(searchBaseUrl(configured, locale)).toBe(url));
  it('defaults', () => expect(DEFAULT_SEARCH_URL).toEqual({ en: '/search/', es: '/espanol/buscar/' }));
});

describe('searchTarget (site 2.8)', () => {
  const base = { base: '/search/', intcmp: 'DSO-SRCH-HDR', fromSuggestion: false };
  it.each([
    [{ term: 'medicare', category: 'all' }, '/search/?q=medicare&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    [{ term: '  medicare part d ', category: 'member benefits' }, '/search/?q=medicare%20part%20d&c=member%20benefits&intcmp=DSO-SRCH-HDR&sugg=0'],
    [{ term: 'a&b=c?#/', category: 'all' }, '/search/?q=a%26b%3Dc%3F%23%2F&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    [{ term: 'año', category: 'all', base: '/espanol/buscar/' }, '/espanol/buscar/?q=a%C3%B1o&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    [{ term: 'medicare' }, '/search/?q=medicare&intcmp=DSO-SRCH-HDR&sugg=0'],
    [{ term: 'medicare', category: 'all', fromSuggestion: true }, '/search/?q=medicare&c=all&intcmp=DSO-SRCH-HDR&sugg=1'],
    [{ term: 'x', category: 'all', base: '/search/?site=1' }, '/search/?site=1&q=x&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    [{ term: 'x', category: 'all', base: 'https://www.example.org/search/' }, 'https://www.example.org/search/?q=x&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    // '/browse' replaced by the current path only on the results-search page.
    [{ term: 'x', category: 'all', base: '/browse', inputId: 'results-search', currentPath: '/search/' }, '/search?q=x&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    [
      { term: 'x', category: 'all', base: '/browse/results/', inputId: 'results-search', currentPath: '/espanol/buscar/' },
      '/espanol/buscar/results/?q=x&c=all&intcmp=DSO-SRCH-HDR&sugg=0',
    ],
    [{ term: 'x', category: 'all', base: '/browse/', inputId: 'site-q', currentPath: '/search/' }, '/browse/?q=x&c=all&intcmp=DSO-SRCH-HDR&sugg=0'],
    [
      { term: '/browse', category: 'all', base: '/search/', inputId: 'results-search', currentPath: '/x/' },
      '/search/?q=%2Fbrowse&c=all&intcmp=DSO-SRCH-HDR&sugg=0',
    ],
  ])('%j -> %s', (fields, url) => expect(searchTarget({ ...base, ...fields })).toBe(url));

  it.each(['', ' ', '\t\n'])('a blank term (%j) is never submitted', (term) => {
    expect(searchTarget({ ...base, term, category: 'all' })).toBeUndefined();
    expect(isSubmittable(term)).toBe(false);
  });
});

describe('trackingSource', () => {
  it.each([
    [undefined, 'site-q', 'DSO-SRCH-HDR'],
    [undefined, 'results-search', 'DSO-SRCH-RESULTS'],
    ['DSO-SRCH-MODAL', 'results-search', 'DSO-SRCH-MODAL'],
    [' ', undefined, 'DSO-SRCH-HDR'],
  ])('%j, %j -> %s', (configured, id, source) => expect(trackingSource(configured, id)).toBe(source));
});

describe('searchAnalytics (site 3.10)', () => {
  it('searchTerm, searchNumResults, searchSort = relevancy, searchSuggest', () => {
    expect(searchAnalytics(' medicare ', 8, true)).toEqual({
      event: 'search',
      search: { searchTerm: 'medicare', searchNumResults: 8, searchSort: 'relevancy', searchSuggest: true },
    });
  });
});
