/**
 * The search box's rules (site 2.8, 3.10, 5, 8, 9), pure.
 *
 * Suggestions (site 5, 9):
 * - requested only when the trimmed input has at least 3 characters, after a 250 ms pause in
 *   typing; 10 are requested and at most 8 shown; the list hides 200 ms after the input loses
 *   focus. A blank input says nothing; 1 or 2 characters say 'Search term too short'.
 * - the answer's completions[].expression, trimmed; blank ones and repeats (ignoring case) are
 *   dropped before the first 8 are taken.
 *
 * Submitting (site 2.8):
 * - `{searchUrl}?q={encoded term}&c={category}&intcmp={intcmp}&sugg={0|1}`: the term trimmed and
 *   encoded with encodeURIComponent, the category the native select's value (left out when the
 *   form has none), then the internal tracking parameters (docs/decisions.md): `intcmp` says
 *   which box sent the search (default 'DSO-SRCH-HDR'; the results page's own box
 *   'DSO-SRCH-RESULTS'), `sugg` whether the term was a suggestion taken from the list (1) or
 *   typed (0).
 * - searchUrl is the site config's, else '/search/', or '/espanol/buscar/' on Spanish pages.
 *   A searchUrl that already has a query keeps it: the parameters are added after it.
 * - a blank term is never submitted.
 * - on the page whose input is `results-search`, '/browse' in the target's path is replaced by
 *   the current path (without its trailing slash), the first occurrence only.
 *
 * Analytics (site 3.10): { event: 'search', search: { searchTerm, searchNumResults,
 * searchSort: 'relevancy', searchSuggest } } with the number of suggestions shown when the
 * search was sent and whether the term was a suggestion.
 */
import type { Locale } from '../../core/locale.ts';

/** Site 9: the search constants. */
export const SEARCH_LIMITS = Object.freeze({
  minLength: 3,
  pauseMs: 250,
  requested: 10,
  shown: 8,
  hideAfterBlurMs: 200,
});

/** Site 2.8: the results pages. */
export const DEFAULT_SEARCH_URL: Readonly<Record<'en' | 'es', string>> = { en: '/search/', es: '/espanol/buscar/' };

/** The input id of the results page's own box (site 2.8). */
export const RESULTS_SEARCH_ID = 'results-search';

/** Tracking source of the header box and of the results page's box. */
export const HEADER_INTCMP = 'DSO-SRCH-HDR';
export const RESULTS_INTCMP = 'DSO-SRCH-RESULTS';

/** Site 8: the status texts, as spelled in the spec (the source text of the translations). */
export const SEARCH_STATUS = Object.freeze({
  loading: 'Loading search suggestions for {term}',
  loaded: '{n} suggested search terms loaded',
  tooShort: 'Search term too short',
  error: 'Unable to provide search suggesions due to an error',
});

export type SuggestStep = { kind: 'empty' } | { kind: 'short' } | { kind: 'fetch'; term: string };

/** What a pause in typing `value` leads to (site 5). */
export function suggestStep(value: unknown): SuggestStep {
  const term = typeof value === 'string' ? value.trim() : '';
  if (!term) return { kind: 'empty' };
  // Characters, not UTF-16 units: 'ñú' plus an emoji is three.
  return [...term].length >= SEARCH_LIMITS.minLength ? { kind: 'fetch', term } : { kind: 'short' };
}

/** The suggestions to show from the answer's expressions (see the module comment). */
export function shownSuggestions(expressions: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const expression of expressions) {
    if (shown.length >= SEARCH_LIMITS.shown) break;
    const text = typeof expression === 'string' ? expression.trim() : '';
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    shown.push(text);
  }
  return shown;
}

/** The results page: the configured one, else the language's default. */
export function searchBaseUrl(configured: string | undefined, locale: Locale): string {
  const url = configured?.trim();
  if (url) return url;
  return locale === 'es' ? DEFAULT_SEARCH_URL.es : DEFAULT_SEARCH_URL.en;
}

/** Whether `term` may be submitted: not empty, not blank. */
export function isSubmittable(term: unknown): term is string {
  return typeof term === 'string' && term.trim() !== '';
}

export interface SearchTarget {
  base: string;
  term: string;
  /** The selected category; undefined when the form has no category select. */
  category?: string | undefined;
  intcmp: string;
  fromSuggestion: boolean;
  /** The input's id, and the current path for the results page's '/browse' rule. */
  inputId?: string | undefined;
  currentPath?: string | undefined;
}

/** Where a search goes (see the module comment); undefined for a blank term. */
export function searchTarget({ base, term, category, intcmp, fromSuggestion, inputId, currentPath }: SearchTarget): string | undefined {
  if (!isSubmittable(term)) return undefined;
  let path = base;
  if (inputId === RESULTS_SEARCH_ID && currentPath) {
    const [before, ...query] = path.split('?');
    path = [before!.replace('/browse', currentPath.replace(/\/+$/, '')), ...query].join('?');
  }
  const parameters = [`q=${encodeURIComponent(term.trim())}`];
  if (category !== undefined) parameters.push(`c=${encodeURIComponent(category)}`);
  if (intcmp) parameters.push(`intcmp=${encodeURIComponent(intcmp)}`);
  parameters.push(`sugg=${fromSuggestion ? 1 : 0}`);
  const joiner = !path.includes('?') ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&';
  return `${path}${joiner}${parameters.join('&')}`;
}

/** The tracking source for a box: its configured intcmp, else by its input's id. */
export function trackingSource(configured: string | undefined, inputId: string | undefined): string {
  return configured?.trim() || (inputId === RESULTS_SEARCH_ID ? RESULTS_INTCMP : HEADER_INTCMP);
}

/** The data-layer entry of a search (site 3.10). */
export function searchAnalytics(term: string, shownCount: number, fromSuggestion: boolean) {
  return {
    event: 'search',
    search: { searchTerm: term.trim(), searchNumResults: shownCount, searchSort: 'relevancy', searchSuggest: fromSuggestion },
  } as const;
}
