/**
 * The search box's view (site 2.8, 5, 7.5, 8): it enhances the CMS's search form (CONTRACT 4b),
 * which works without JavaScript and keeps its native category select.
 *
 * - The CMS input becomes the APG list combobox of `core/ui/combobox.tsx` (its ARIA and keys set
 *   on the input the CMS rendered); the suggestion list is rendered right after the input (in an
 *   element that makes no box), where the form's styles place it under the form. Suggestions come from the service
 *   after a 250 ms pause once the trimmed input has 3 characters; a newer keystroke aborts the
 *   request before it, so a stale answer never shows.
 * - The status goes to the element's own polite live region (role=status) through the settling
 *   announcer (GOV.UK's rule: the text settles before it changes; a repeat is read again).
 * - Submitting (Enter, the button, or choosing a suggestion) goes to the address of
 *   `searchTarget` and pushes the analytics of site 3.10; a blank term stays where it is.
 * - Without the suggestion service's site config the box still submits, without suggestions.
 * - Authoring mode leaves the CMS form as it is.
 *
 * State on the host (for styles and tests): `data-search-box` = suggest | plain, and
 * `data-search-state` = idle | short | loading | loaded | error.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { reportElementError } from '../../core/element.ts';
import { describeError } from '../../core/error-text.ts';
import { useLatest } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { LiveRegion, SETTLE_DELAY_MS, useAnnouncer } from '../../core/ui/announcer.tsx';
import { ComboboxListbox, useComboboxInput, useListCombobox, useSuggester, type SuggestEvent } from '../../core/ui/combobox.tsx';
import { listSlot, searchForm, searchSuggesterOptions, sendSearch, suggestionService } from './search-box.browser.ts';
import { SEARCH_LIMITS, SEARCH_STATUS } from './search-box.logic.ts';
import type { SearchBoxConfig } from './search-box.schema.ts';

const TAG = 'search-box';
const NONE: readonly string[] = [];
type SearchState = 'idle' | 'short' | 'loading' | 'loaded' | 'error';

export function SearchBox({ host, config, t, locale, authoring }: ViewProps<SearchBoxConfig>) {
  // The page is read once: the CMS form and the site config.
  const [cms] = useState(() => (authoring ? undefined : searchForm(host)));
  const [site] = useState(() => siteConfig(host.ownerDocument));
  const [service] = useState(() => suggestionService(site));
  // The list's place right after the CMS input, made with the first render and put in the page
  // with its commit (before paint): one render, the list where the pre-React box had it.
  const [slot] = useState(() => (cms ? listSlot(host.ownerDocument) : undefined));
  const enhanced = cms !== undefined;
  const [options, setOptions] = useState<readonly string[]>(NONE);
  const [searchState, setSearchState] = useState<SearchState>('idle');
  const status = useAnnouncer({ settle: true, delayMs: SETTLE_DELAY_MS });
  const fromSuggestion = useRef(false);

  const onEvent = (event: SuggestEvent) => {
    setSearchState(event.kind === 'clear' ? 'idle' : event.kind);
    switch (event.kind) {
      case 'clear':
        setOptions(NONE);
        status.clear();
        return;
      case 'short':
        setOptions(NONE);
        status.announce(t(SEARCH_STATUS.tooShort));
        return;
      case 'loading':
        status.announce(t(SEARCH_STATUS.loading, { term: event.term }));
        return;
      case 'loaded':
        setOptions(event.suggestions);
        status.announce(t(SEARCH_STATUS.loaded, { n: event.suggestions.length }));
        return;
      case 'error':
        setOptions(NONE);
        console.warn(`<${TAG}> suggestions for "${event.term.slice(0, 200)}" are unavailable (${describeError(event.error)})`);
        status.announce(t(SEARCH_STATUS.error));
    }
  };
  const suggester = useSuggester(searchSuggesterOptions(service ?? (async () => []), onEvent));

  const submit = useLatest(() => {
    if (cms) sendSearch({ cms, site, locale, intcmp: config.intcmp, fromSuggestion: fromSuggestion.current, shown: options.length });
  });

  const combobox = useListCombobox({
    options,
    listLabel: t(config.listLabel),
    hideDelayMs: SEARCH_LIMITS.hideAfterBlurMs,
    onInput: (value) => {
      fromSuggestion.current = false;
      if (service) suggester.typed(value);
    },
    onChoose: () => {
      fromSuggestion.current = true;
      submit.current();
    },
  });
  useComboboxInput(cms?.input, combobox.inputProps);

  // The CMS markup and the host: the form's own submit becomes the search; the host says the state.
  useLayoutEffect(() => {
    if (authoring) return;
    if (!cms) {
      reportElementError(host, TAG, 'needs the CMS search form: a <form> with an <input name="q"> (CONTRACT 4b)');
      return;
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      submit.current();
    };
    cms.form.addEventListener('submit', onSubmit);
    if (slot) cms.input.after(slot);
    host.setAttribute('data-search-box', service ? 'suggest' : 'plain');
    return () => {
      cms.form.removeEventListener('submit', onSubmit);
      slot?.remove();
      host.removeAttribute('data-search-box');
      host.removeAttribute('data-search-state');
    };
  }, [authoring, cms, host, service, slot, submit]);
  useLayoutEffect(() => {
    if (enhanced) host.setAttribute('data-search-state', searchState);
  }, [enhanced, host, searchState]);
  useEffect(() => {
    if (enhanced && !service)
      console.warn(`<${TAG}> the site config has no suggestServiceUrl, suggestAccessToken or suggestOrganizationId: searching without suggestions.`);
  }, [enhanced, service]);

  if (!cms || !slot) return null;
  return (
    <>
      {createPortal(<ComboboxListbox combobox={combobox} />, slot)}
      <LiveRegion announcer={status} role="status" politeness="polite" />
    </>
  );
}
