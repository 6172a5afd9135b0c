/**
 * The Ask entry widget (ask-and-rewards 2.2), as a plain-DOM view: no React, so a partner page
 * that embeds it loads the loader, the common chunk and this chunk only.
 *
 * - Renders into the element's open shadow root (meta `mount: 'shadow'`) with its own
 *   constructed stylesheet (widget.css, through core/dom/shadow-styles.ts): isolated from the host page both ways, and allowed by a
 *   strict CSP (CSSOM, no inline style). Text is set with textContent only.
 * - Ids are scoped to the shadow root, so the spec's `Submit_Channel_Entry` can be used as is by
 *   every widget on a page without a duplicate id in the document.
 * - The submit button and each chip validate (5.1), store the question (same origin:
 *   localStorage; another origin: the address fragment, see handoff.ts), push source_section to
 *   window.adobeDataLayer and open the Ask page with source_section, in a new tab, or in the same
 *   window in the app variant.
 */
import { isAppWebView } from '../../core/app-view.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { adoptStyles } from '../../core/dom/shadow-styles.ts';
import type { View, ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { askPageUrl, askRoute, encodeStoredQuestion, sourceSection, STORED_QUESTION_KEY, validateQuestion, type ValidationTexts } from './ask.logic.ts';
import type { AskWidgetConfig } from './ask.schema.ts';
import { handoffUrl, sharesStorage } from './handoff.ts';
import widgetCss from './widget.css?inline';

/** The id the spec gives the submit button (2.2); unique per shadow root. */
export const SUBMIT_ID = 'Submit_Channel_Entry';
export const INPUT_ID = 'ask-widget-input';
export const ERROR_ID = 'ask-widget-error';
/** The adobeDataLayer event of a widget submission. */
export const ASK_WIDGET_EVENT = 'ask-widget-submit';

export type AskWidgetControl = 'submit' | 'chip';

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attributes: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Where the Ask page is and how it opens, for this page. */
export function askTarget(
  win: Window,
  config: AskWidgetConfig,
  props: Pick<ViewProps<AskWidgetConfig>, 'locale' | 'authoring'>,
): { url: string; target: '_blank' | '_self'; section: string } {
  const site = siteConfig(win.document);
  const appVariant = isAppWebView(win);
  const route = askRoute({
    brand: site.brand,
    site: site.site,
    lang: props.locale === 'es' ? 'es' : 'en',
    authoring: props.authoring,
    appVariant,
    redirectUrl: config.askUrl,
    origin: win.location.origin,
  });
  const section = sourceSection(win.location.pathname);
  return { ...askPageUrl({ askUrl: route, sourceSection: section, appVariant }), section };
}

/**
 * Hands `question` to the Ask page and opens it (2.2). Same origin: localStorage; another
 * origin, or storage refused: the address fragment. Returns the address opened.
 */
export function openAskPage(
  win: Window,
  question: string,
  control: AskWidgetControl,
  config: AskWidgetConfig,
  props: Pick<ViewProps<AskWidgetConfig>, 'locale' | 'authoring'>,
): string {
  const { url, target, section } = askTarget(win, config, props);
  pushToDataLayer({ event: ASK_WIDGET_EVENT, source_section: section, eventInfo: { source_section: section, control } }, win);
  let address = url;
  let stored = false;
  if (sharesStorage(url, win.location.origin)) {
    try {
      win.localStorage.setItem(STORED_QUESTION_KEY, encodeStoredQuestion(question, section, Date.now()));
      stored = true;
    } catch {
      stored = false;
    }
  }
  if (!stored) address = handoffUrl(url, question);
  if (target === '_self') win.location.assign(address);
  else win.open(address, '_blank', 'noopener');
  return address;
}

interface Rendered {
  root: HTMLElement;
  abort: AbortController;
}

function render(container: ShadowRoot | HTMLElement, props: ViewProps<AskWidgetConfig>): Rendered {
  const { config, t } = props;
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  adoptStyles(container, widgetCss, 'ask-widget-style');
  const abort = new AbortController();
  const on = { signal: abort.signal };

  const texts: ValidationTexts = {
    maxLength: config.maxInputLength,
    emptyMessage: t(config.emptyInputMessage),
    tooLongMessage: t(config.maxLengthMessage),
  };

  const root = el(doc, 'section', { class: 'ask-widget', 'aria-labelledby': 'ask-widget-heading' });
  const heading = el(doc, 'h2', { class: 'ask-widget__heading', id: 'ask-widget-heading' }, t(config.heading));
  const form = el(doc, 'form', { class: 'ask-widget__form', novalidate: '' });
  const label = el(doc, 'label', { class: 'ask-widget__label', for: INPUT_ID }, t(config.label));
  const row = el(doc, 'div', { class: 'ask-widget__row' });
  const input = el(doc, 'input', { class: 'ask-widget__input', id: INPUT_ID, type: 'text', name: 'question', autocomplete: 'off', enterkeyhint: 'send' });
  if (config.placeholder) input.placeholder = t(config.placeholder);
  const submit = el(doc, 'button', { class: 'ask-widget__submit', id: SUBMIT_ID, type: 'submit' }, t(config.submitLabel));
  const error = el(doc, 'p', { class: 'ask-widget__error', id: ERROR_ID, 'aria-live': 'polite' });
  row.append(input, submit);
  form.append(label, row, error);
  root.append(heading, form);

  const showError = (message: string) => {
    error.textContent = message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', ERROR_ID);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };

  // 5.1: the too-long check runs live and clears once the text is back within the limit; the
  // empty message is for a submit attempt, and typing clears it.
  input.addEventListener(
    'input',
    () => {
      const result = validateQuestion(input.value, texts);
      showError(!result.ok && result.reason === 'too-long' ? result.message : '');
    },
    on,
  );

  const ask = (question: string, control: AskWidgetControl) => {
    const result = validateQuestion(question, texts);
    if (!result.ok) {
      showError(result.message);
      if (control === 'submit') input.focus();
      return;
    }
    showError('');
    openAskPage(win, question.trim(), control, config, props);
  };

  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      ask(input.value, 'submit');
    },
    on,
  );

  const chips = config.chips.filter((chip) => chip.trim());
  if (chips.length) {
    const list = el(doc, 'ul', { class: 'ask-widget__chips', 'aria-label': t('Suggested questions') });
    for (const chip of chips) {
      const item = el(doc, 'li');
      const button = el(doc, 'button', { class: 'ask-widget__chip', type: 'button' }, chip);
      button.addEventListener('click', () => ask(chip, 'chip'), on);
      item.append(button);
      list.append(item);
    }
    root.append(list);
  }

  container.append(root);
  return { root, abort };
}

/** The harness view: renders into the container the harness gives (the shadow root). */
export const askWidgetView: View<AskWidgetConfig, Rendered> = {
  mount: (container, props) => render(container, props),
  update(rendered, props) {
    const container = rendered.root.parentNode as ShadowRoot | HTMLElement | null;
    const input = rendered.root.querySelector<HTMLInputElement>(`#${INPUT_ID}`);
    const value = input?.value ?? '';
    rendered.abort.abort();
    rendered.root.remove();
    if (!container) return;
    const next = render(container, props);
    const nextInput = next.root.querySelector<HTMLInputElement>(`#${INPUT_ID}`);
    // What the visitor typed survives a configuration change.
    if (nextInput) nextInput.value = value;
    rendered.root = next.root;
    rendered.abort = next.abort;
  },
  unmount(rendered) {
    rendered.abort.abort();
    rendered.root.remove();
  },
};
