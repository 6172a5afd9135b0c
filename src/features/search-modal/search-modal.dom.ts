/**
 * `<search-modal>` (site 2.8): the site search in the one modal dialog (core/dom/modal-dialog.ts),
 * opened by the CMS's `[data-search-open]` button. Plain DOM, no React.
 *
 * The dialog holds a heading, a Close button and the CMS search form inside a `<search-box>`
 * (CONTRACT 4b: `<form action role="search">`, the input `q`, a Search button), so the search
 * box's typeahead upgrades it when that element is on the site, and the plain form works until
 * then. In the form, the channel dropdown (core/dom/select-combobox.ts, the APG select-only
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
import { createModalDialog } from '../../core/dom/modal-dialog.ts';
import { createSelectCombobox } from '../../core/dom/select-combobox.ts';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { defaultSearchUrl, searchTarget, selectedChannelIndex } from './search-modal.logic.ts';
import type { SearchModalConfig } from './search-modal.schema.ts';

const TAG = 'search-modal';
/** The search's source, as search-box reports it (`intcmp`): the search modal. */
export const MODAL_INTCMP = 'DSO-SRCH-MODAL';

export const MODAL_STATE = 'data-modal-state';
const OPENER = '[data-search-open]';

/** How a search leaves the page; tests replace `go`. */
export const navigation = { go: (win: Window, url: string) => win.location.assign(url) };

let count = 0;

function make<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export function enhanceSearchModal({ host, config, t, locale, authoring }: ViewProps<SearchModalConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const openers = [...host.querySelectorAll<HTMLElement>(OPENER)];
  if (openers.length === 0) {
    reportElementError(host, TAG, 'needs a <button type="button" data-search-open> inside it to open the search');
    return;
  }
  if (authoring) {
    host.setAttribute(MODAL_STATE, 'off');
    return () => host.removeAttribute(MODAL_STATE);
  }

  count += 1;
  const id = `search-modal-${count}`;
  const dialog = make(doc, 'dialog', 'search-modal__dialog');
  dialog.setAttribute('aria-labelledby', `${id}-heading`);
  const bar = make(doc, 'div', 'search-modal__bar');
  const heading = make(doc, 'h2', 'search-modal__heading', t('Search'));
  heading.id = `${id}-heading`;
  const close = make(doc, 'button', 'search-modal__close');
  close.type = 'button';
  const icon = make(doc, 'span', 'search-modal__close-icon');
  icon.setAttribute('aria-hidden', 'true');
  close.append(icon, t('Close'));
  bar.append(heading, close);

  // The CMS search form (CONTRACT 4b), inside <search-box> for its typeahead (the same combobox
  // as the header's box, which then also makes the search, with the modal as its source).
  const box = doc.createElement('search-box');
  box.setAttribute('data-intcmp', MODAL_INTCMP);
  const form = make(doc, 'form', 'search-modal__form');
  form.method = 'get';
  form.action = siteConfig(doc).searchUrl ?? defaultSearchUrl(locale);
  form.setAttribute('role', 'search');
  form.setAttribute('aria-labelledby', heading.id);
  const termField = make(doc, 'div', 'search-modal__field');
  const termLabel = make(doc, 'label', 'search-modal__label', t('Search terms'));
  termLabel.htmlFor = `${id}-q`;
  const input = make(doc, 'input', 'search-modal__input');
  input.id = `${id}-q`;
  input.name = 'q';
  input.type = 'search';
  termField.append(termLabel, input);

  const options = config.options.map((option) => ({ label: t(option.dropDownLabel), value: option.dropDownValue }));
  const root = doc.documentElement;
  const chosen = selectedChannelIndex(config.options, { channel: root.getAttribute('data-channel'), subchannel: root.getAttribute('data-subchannel') });
  const channelField = make(doc, 'div', 'search-modal__field');
  const channelLabel = make(doc, 'span', 'search-modal__label', t('Search in'));
  channelLabel.id = `${id}-c-label`;
  const channel = doc.createElement('input');
  channel.type = 'hidden';
  channel.name = 'c';
  channel.value = options[chosen]?.value ?? '';
  const dropdown = createSelectCombobox({
    id: `${id}-c`,
    label: channelLabel,
    options,
    selected: chosen,
    onChange: (option) => (channel.value = option.value),
  });
  channelField.append(channelLabel, dropdown.element, channel);

  const submit = make(doc, 'button', 'search-modal__submit', t('Search'));
  submit.type = 'submit';
  form.append(termField, channelField, submit);
  box.append(form);
  dialog.append(bar, box);
  host.append(dialog);

  const modal = createModalDialog(dialog, {
    initialFocus: () => input,
    onClose: () => {
      dropdown.close();
      host.setAttribute(MODAL_STATE, 'closed');
    },
  });

  const onOpen = (event: Event) => {
    event.preventDefault();
    modal.open(event.currentTarget as HTMLElement);
    if (modal.isOpen) host.setAttribute(MODAL_STATE, 'open');
  };
  const onClose = () => modal.close();
  // Bubbles here after any handler inside the form (the search box's): one that took the submit wins.
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const target = searchTarget(form.getAttribute('action') ?? defaultSearchUrl(locale), input.value, channel.value);
    if (target) navigation.go(win, target);
    else input.focus();
  };

  for (const opener of openers) {
    opener.addEventListener('click', onOpen);
    opener.setAttribute('aria-haspopup', 'dialog');
  }
  close.addEventListener('click', onClose);
  host.addEventListener('submit', onSubmit);
  host.setAttribute(MODAL_STATE, 'closed');

  return () => {
    for (const opener of openers) {
      opener.removeEventListener('click', onOpen);
      opener.removeAttribute('aria-haspopup');
    }
    host.removeEventListener('submit', onSubmit);
    modal.destroy();
    dropdown.destroy();
    dialog.remove();
    host.removeAttribute(MODAL_STATE);
  };
}
