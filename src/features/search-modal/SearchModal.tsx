/**
 * `<search-modal>` (site 2.8): the site search in the one modal dialog (core/ui/modal-dialog.tsx),
 * opened by the CMS's `[data-search-open]` button.
 *
 * The dialog holds a heading, a Close button and the CMS search form inside a `<search-box>`
 * (CONTRACT 4b: `<form action role="search">`, the input `q`, a Search button), so the search
 * box's typeahead upgrades it when that element is on the site, and the plain form works until
 * then. In the form, the channel dropdown (core/ui/select-combobox.tsx, the APG select-only
 * combobox) keeps a hidden input `c` in step; it starts on the page's channel (site 2.8 mapping,
 * search-modal.logic.ts).
 *
 * - Open: the opener button; focus goes to the search input. Close: the Close button or Escape
 *   (Escape in the open channel list closes only the list); focus goes back to the opener.
 * - Submit: `{searchUrl}?q={term}&c={channel}` (default /search/, Spanish /espanol/buscar/). A
 *   blank term is never submitted: focus stays in the input. A handler inside the form that
 *   takes the submit itself (the search box's) wins: this one then does nothing.
 * - Authoring mode: no dialog (modals are off); the opener does nothing.
 *
 * State on the host (for styles and tests): `data-modal-state` = off (authoring) | closed | open.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type DetailedHTMLProps, type FormEvent, type HTMLAttributes } from 'react';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { ModalDialog } from '../../core/ui/modal-dialog.tsx';
import { SelectCombobox } from '../../core/ui/select-combobox.tsx';
import { MODAL_INTCMP, MODAL_STATE, navigation, OPENER, pageChannel } from './search-modal.browser.ts';
import { defaultSearchUrl, searchTarget, selectedChannelIndex } from './search-modal.logic.ts';
import type { SearchModalConfig } from './search-modal.schema.ts';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** The search box element: it upgrades the form inside it (its typeahead). */
      'search-box': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-intcmp'?: string };
    }
  }
}

const TAG = 'search-modal';

export function SearchModal({ host, config, t, locale, authoring }: ViewProps<SearchModalConfig>) {
  // The page is read once: the CMS's openers, the page's channel, the results page.
  const [openers] = useState(() => [...host.querySelectorAll<HTMLElement>(OPENER)]);
  const [action] = useState(() => siteConfig(host.ownerDocument).searchUrl ?? defaultSearchUrl(locale));
  const [channel, setChannel] = useState(() => selectedChannelIndex(config.options, pageChannel(host.ownerDocument)));
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = `search-modal-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const options = useMemo(() => config.options.map((option) => ({ label: t(option.dropDownLabel), value: option.dropDownValue })), [config.options, t]);
  const usable = openers.length > 0 && !authoring;

  // The CMS's openers open the dialog (each says so), and the host says the modal's state.
  useLayoutEffect(() => {
    if (openers.length === 0) {
      reportElementError(host, TAG, 'needs a <button type="button" data-search-open> inside it to open the search');
      return;
    }
    if (authoring) {
      host.setAttribute(MODAL_STATE, 'off');
      return () => host.removeAttribute(MODAL_STATE);
    }
    const onOpen = (event: Event) => {
      event.preventDefault();
      opener.current = event.currentTarget as HTMLElement;
      setOpen(true);
    };
    for (const button of openers) {
      button.addEventListener('click', onOpen);
      button.setAttribute('aria-haspopup', 'dialog');
    }
    return () => {
      for (const button of openers) {
        button.removeEventListener('click', onOpen);
        button.removeAttribute('aria-haspopup');
      }
      host.removeAttribute(MODAL_STATE);
    };
  }, [authoring, host, openers]);
  useLayoutEffect(() => {
    if (usable) host.setAttribute(MODAL_STATE, open ? 'open' : 'closed');
  }, [host, open, usable]);

  if (!usable) return null;

  // Runs after any handler inside the form (the search box's, on the form): one that took the submit wins.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    const term = input.current?.value ?? '';
    const target = searchTarget(action, term, options[channel]?.value ?? '');
    if (target) navigation.go(host.ownerDocument.defaultView ?? window, target);
    else input.current?.focus();
  };

  const headingId = `${id}-heading`;
  return (
    <ModalDialog
      className="search-modal__dialog"
      labelledBy={headingId}
      open={open}
      onClose={() => setOpen(false)}
      opener={opener}
      initialFocus={() => input.current}
    >
      <div className="search-modal__bar">
        <h2 className="search-modal__heading" id={headingId}>
          {t('Search')}
        </h2>
        <button type="button" className="search-modal__close" onClick={() => setOpen(false)}>
          <span className="search-modal__close-icon" aria-hidden="true" />
          {t('Close')}
        </button>
      </div>
      {/* The CMS search form (CONTRACT 4b) inside <search-box>, for its typeahead: the same combobox as the header's box, which then makes the search, with the modal as its source. */}
      <search-box data-intcmp={MODAL_INTCMP}>
        <form className="search-modal__form" method="get" action={action} role="search" aria-labelledby={headingId} onSubmit={onSubmit}>
          <div className="search-modal__field">
            <label className="search-modal__label" htmlFor={`${id}-q`}>
              {t('Search terms')}
            </label>
            <input ref={input} className="search-modal__input" id={`${id}-q`} name="q" type="search" />
          </div>
          <div className="search-modal__field">
            <span className="search-modal__label" id={`${id}-c-label`}>
              {t('Search in')}
            </span>
            <SelectCombobox
              id={`${id}-c`}
              labelledBy={`${id}-c-label`}
              options={options}
              selectedIndex={channel}
              onChange={(_option, index) => setChannel(index)}
            />
            <input type="hidden" name="c" value={options[channel]?.value ?? ''} />
          </div>
          <button type="submit" className="search-modal__submit">
            {t('Search')}
          </button>
        </form>
      </search-box>
    </ModalDialog>
  );
}
