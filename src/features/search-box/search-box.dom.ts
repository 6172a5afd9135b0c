/**
 * The search box's view (site 2.8, 5, 7.5, 8), plain DOM: it enhances the CMS's search form
 * (CONTRACT 4b), which works without JavaScript and keeps its native category select.
 *
 * - The input becomes the APG combobox of `core/dom/combobox.ts`; suggestions come from the
 *   suggestion service after a 250 ms pause once the trimmed input has 3 characters; a newer
 *   keystroke aborts the request before it, so a stale answer never shows.
 * - The status goes to the element's own polite live region (role=status) through the settling
 *   announcer (GOV.UK's rule: the text settles before it changes; a repeat is read again).
 * - Submitting (Enter, the button, or choosing a suggestion) goes to the address of
 *   `searchTarget` and pushes the analytics of site 3.10; a blank term stays where it is.
 * - Without the suggestion service's site config the box still submits, without suggestions.
 * - Authoring mode leaves the CMS form as it is.
 */
import { fetchSuggestions } from '../../api/search.ts';
import { createAnnouncer, createLiveRegion, SETTLE_DELAY_MS } from '../../core/dom/announcer.ts';
import { createCombobox } from '../../core/dom/combobox.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import type { ViewProps } from '../../core/element.ts';
import { describeError } from '../../core/error-text.ts';
import { siteConfig } from '../../core/site-config.ts';
import type { SearchBoxConfig } from './search-box.schema.ts';
import {
  SEARCH_LIMITS,
  SEARCH_STATUS,
  searchAnalytics,
  searchBaseUrl,
  searchTarget,
  shownSuggestions,
  suggestStep,
  trackingSource,
} from './search-box.logic.ts';

export type SuggestEvent =
  | { kind: 'clear' }
  | { kind: 'short' }
  | { kind: 'loading'; term: string }
  | { kind: 'loaded'; term: string; suggestions: string[] }
  | { kind: 'error'; term: string; error: unknown };

export interface SuggesterOptions {
  /** The expressions for `term` (the service call). */
  fetch: (term: string, signal: AbortSignal) => Promise<readonly unknown[]>;
  onEvent: (event: SuggestEvent) => void;
  win?: Window;
  delayMs?: number;
}

/**
 * Typing -> suggestions (site 5): each `typed(value)` aborts the request in flight and restarts
 * the pause; after it, a blank value clears, 1-2 characters are too short, 3 or more fetch. An
 * answer or failure of an aborted request is dropped.
 */
export function createSuggester({ fetch, onEvent, win = window, delayMs = SEARCH_LIMITS.pauseMs }: SuggesterOptions) {
  let timer: number | undefined;
  let controller: AbortController | undefined;
  const cancel = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };
  const run = (value: string) => {
    timer = undefined;
    const step = suggestStep(value);
    if (step.kind !== 'fetch') {
      onEvent({ kind: step.kind === 'empty' ? 'clear' : 'short' });
      return;
    }
    const mine = new AbortController();
    controller = mine;
    onEvent({ kind: 'loading', term: step.term });
    fetch(step.term, mine.signal).then(
      (expressions) => {
        if (!mine.signal.aborted) onEvent({ kind: 'loaded', term: step.term, suggestions: shownSuggestions(expressions) });
      },
      (error: unknown) => {
        if (!mine.signal.aborted) onEvent({ kind: 'error', term: step.term, error });
      },
    );
  };
  return {
    typed(value: string) {
      cancel();
      if (!value.trim()) {
        onEvent({ kind: 'clear' });
        return;
      }
      timer = win.setTimeout(() => run(value), delayMs);
    },
    stop: cancel,
  };
}

export function enhanceSearchBox({ host, config, t, locale, authoring }: ViewProps<SearchBoxConfig>): (() => void) | void {
  if (authoring) return;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) throw new Error('needs the CMS search form: a <form> with an <input name="q"> (CONTRACT 4b)');
  // The category: the CMS's native select, or the search modal's hidden field its channel
  // dropdown keeps in step (the modal holds this same box).
  const category = form.querySelector<HTMLSelectElement | HTMLInputElement>('select[name="c"], input[name="c"]');
  const site = siteConfig(doc);
  let fromSuggestion = false;

  const region = createLiveRegion(doc, 'polite');
  region.setAttribute('role', 'status');
  host.append(region);
  const announcer = createAnnouncer(region, { settle: true, delayMs: SETTLE_DELAY_MS });
  const setState = (state: string) => host.setAttribute('data-search-state', state);
  setState('idle');

  const submit = () => {
    const url = searchTarget({
      base: searchBaseUrl(site.searchUrl, locale),
      term: input.value,
      category: category ? category.value : undefined,
      intcmp: trackingSource(config.intcmp, input.id),
      fromSuggestion,
      inputId: input.id,
      currentPath: win.location.pathname,
    });
    if (!url) {
      input.focus();
      return;
    }
    pushToDataLayer(searchAnalytics(input.value, combobox.options().length, fromSuggestion), win);
    win.location.assign(url);
  };

  const { suggestServiceUrl, suggestAccessToken, suggestOrganizationId } = site;
  const canSuggest = Boolean(suggestServiceUrl && suggestAccessToken && suggestOrganizationId);
  if (!canSuggest)
    console.warn('<search-box> the site config has no suggestServiceUrl, suggestAccessToken or suggestOrganizationId: searching without suggestions.');

  const suggester = createSuggester({
    win,
    fetch: (term, signal) =>
      fetchSuggestions({
        serviceUrl: suggestServiceUrl!,
        accessToken: suggestAccessToken!,
        organizationId: suggestOrganizationId!,
        q: term,
        count: SEARCH_LIMITS.requested,
        signal,
      }),
    onEvent: (event) => {
      setState(event.kind === 'clear' ? 'idle' : event.kind);
      switch (event.kind) {
        case 'clear':
          combobox.setOptions([]);
          announcer.clear();
          return;
        case 'short':
          combobox.setOptions([]);
          announcer.announce(t(SEARCH_STATUS.tooShort));
          return;
        case 'loading':
          announcer.announce(t(SEARCH_STATUS.loading, { term: event.term }));
          return;
        case 'loaded':
          combobox.setOptions(event.suggestions);
          announcer.announce(t(SEARCH_STATUS.loaded, { n: event.suggestions.length }));
          return;
        case 'error':
          combobox.setOptions([]);
          console.warn(`<search-box> suggestions for "${event.term.slice(0, 200)}" are unavailable (${describeError(event.error)})`);
          announcer.announce(t(SEARCH_STATUS.error));
      }
    },
  });

  const combobox = createCombobox({
    input,
    listLabel: t(config.listLabel),
    hideDelayMs: SEARCH_LIMITS.hideAfterBlurMs,
    onInput: (value) => {
      fromSuggestion = false;
      if (canSuggest) suggester.typed(value);
    },
    onChoose: () => {
      fromSuggestion = true;
      submit();
    },
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit();
  };
  form.addEventListener('submit', onSubmit);
  host.setAttribute('data-search-box', canSuggest ? 'suggest' : 'plain');

  return () => {
    suggester.stop();
    form.removeEventListener('submit', onSubmit);
    combobox.destroy();
    announcer.destroy();
    region.remove();
    host.removeAttribute('data-search-state');
    host.removeAttribute('data-search-box');
  };
}
