/**
 * The search box's page glue, no rendering (site 2.8, 3.10, 5, 7.5): the CMS form it enhances,
 * the suggestion service with the search box's rules, and sending a search (analytics, then the
 * results page). The view (SearchBox.tsx) renders the list and the status; this does the rest.
 */
import { fetchSuggestions } from '../../api/search.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import type { Locale } from '../../core/locale.ts';
import type { SiteConfig } from '../../core/site-config.ts';
import { createSuggester as createListSuggester, type SuggestEvent, type SuggesterOptions } from '../../core/ui/combobox.tsx';
import { SEARCH_LIMITS, searchAnalytics, searchBaseUrl, searchTarget, shownSuggestions, suggestStep, trackingSource } from './search-box.logic.ts';

export type { SuggestEvent };

/** The CMS search form (CONTRACT 4b) inside the host. */
export interface SearchForm {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The category: the CMS's native select, or the search modal's hidden field kept in step with its dropdown. */
  category: HTMLSelectElement | HTMLInputElement | null;
}

/** The host's CMS form, or undefined when it has no `<form>` with an `<input name="q">`. */
export function searchForm(host: HTMLElement): SearchForm | undefined {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) return undefined;
  return { form, input, category: form.querySelector<HTMLSelectElement | HTMLInputElement>('select[name="c"], input[name="c"]') };
}

/**
 * Where the view renders its suggestion list: an empty element that goes right after the CMS's
 * input (as the list itself did before the view was React), so the list follows the input in
 * the reading order and the form's styles still place it. It makes no box of its own
 * (`display: contents`): the form's flex layout gets no extra item.
 */
export function listSlot(doc: Document): HTMLElement {
  const slot = doc.createElement('div');
  slot.setAttribute('data-combobox-slot', '');
  slot.style.display = 'contents';
  return slot;
}

type Expressions = (term: string, signal: AbortSignal) => Promise<readonly unknown[]>;

/**
 * The suggester's options with the search box's rules (site 5): a 250 ms pause; a blank value
 * clears, 1-2 characters are too short, 3 or more ask the service; at most 8 shown.
 */
export function searchSuggesterOptions(fetch: Expressions, onEvent: (event: SuggestEvent) => void): SuggesterOptions<string> {
  return {
    delayMs: SEARCH_LIMITS.pauseMs,
    step: suggestStep,
    fetch: async (term, signal) => shownSuggestions(await fetch(term, signal)),
    onEvent,
  };
}

export interface SuggesterSettings {
  fetch: Expressions;
  onEvent: (event: SuggestEvent) => void;
  win?: Window;
  delayMs?: number;
}

/** Typing -> suggestions with the search box's rules (core/ui/combobox.tsx `createSuggester`). */
export function createSuggester({ fetch, onEvent, win = window, delayMs = SEARCH_LIMITS.pauseMs }: SuggesterSettings) {
  return createListSuggester({ ...searchSuggesterOptions(fetch, onEvent), win, delayMs });
}

/** The site's suggestion service, or undefined when the site config lacks one of its fields. */
export function suggestionService(site: SiteConfig): Expressions | undefined {
  const { suggestServiceUrl, suggestAccessToken, suggestOrganizationId } = site;
  if (!suggestServiceUrl || !suggestAccessToken || !suggestOrganizationId) return undefined;
  return (term, signal) =>
    fetchSuggestions({
      serviceUrl: suggestServiceUrl,
      accessToken: suggestAccessToken,
      organizationId: suggestOrganizationId,
      q: term,
      count: SEARCH_LIMITS.requested,
      signal,
    });
}

export interface SearchSending {
  cms: SearchForm;
  site: SiteConfig;
  locale: Locale;
  intcmp: string | undefined;
  fromSuggestion: boolean;
  /** How many suggestions were shown (site 3.10's searchNumResults). */
  shown: number;
}

/** Sends the search (analytics, then the results page); a blank term stays, focus in the input. */
export function sendSearch({ cms, site, locale, intcmp, fromSuggestion, shown }: SearchSending): void {
  const { input, category } = cms;
  const win = input.ownerDocument.defaultView ?? window;
  const url = searchTarget({
    base: searchBaseUrl(site.searchUrl, locale),
    term: input.value,
    category: category ? category.value : undefined,
    intcmp: trackingSource(intcmp, input.id),
    fromSuggestion,
    inputId: input.id,
    currentPath: win.location.pathname,
  });
  if (!url) {
    input.focus();
    return;
  }
  pushToDataLayer(searchAnalytics(input.value, shown, fromSuggestion), win);
  win.location.assign(url);
}
