/**
 * The Ask entry widget (ask-and-rewards 2.2): a question, the submit button and suggestion chips.
 *
 * - Renders into the element's open shadow root (meta `mount: 'shadow'`), which adopts the
 *   widget's own constructed stylesheet (widget.css, through core/dom/shadow-styles.ts) before
 *   the first paint: isolated from the host page both ways, and allowed by a strict CSP (CSSOM,
 *   no inline style). Text only through React text, never HTML.
 * - Ids are scoped to the shadow root, so the spec's `Submit_Channel_Entry` can be used as is by
 *   every widget on a page without a duplicate id in the document.
 * - The submit button and each chip validate (5.1), then hand the question to the Ask page
 *   (ask-widget.browser.ts: stored, or in the address for another origin; the analytics push; a
 *   new tab, or the same window in the app variant).
 */
import { useInsertionEffect, useRef, useState } from 'react';
import { adoptStyles } from '../../core/dom/shadow-styles.ts';
import type { ViewProps } from '../../core/element.ts';
import { openAskPage, type AskWidgetControl } from './ask-widget.browser.ts';
import { validateQuestion, type ValidationTexts } from './ask.logic.ts';
import type { AskWidgetConfig } from './ask.schema.ts';
import widgetCss from './widget.css?inline';

/** The id the spec gives the submit button (2.2); unique per shadow root. */
export const SUBMIT_ID = 'Submit_Channel_Entry';
export const INPUT_ID = 'ask-widget-input';
export const ERROR_ID = 'ask-widget-error';
const HEADING_ID = 'ask-widget-heading';

export function AskWidget({ config, host, locale, t, authoring }: ViewProps<AskWidgetConfig>) {
  // The root the widget renders into (its shadow root; the host itself in a story) takes the
  // stylesheet before anything is laid out.
  useInsertionEffect(() => adoptStyles(host.shadowRoot ?? host, widgetCss, 'ask-widget-style'), [host]);
  const [question, setQuestion] = useState('');
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const texts: ValidationTexts = {
    maxLength: config.maxInputLength,
    emptyMessage: t(config.emptyInputMessage),
    tooLongMessage: t(config.maxLengthMessage),
  };

  // 5.1: the too-long check runs live and clears once the text is back within the limit; the
  // empty message is for a submit attempt, and typing clears it.
  const onInput = (value: string) => {
    setQuestion(value);
    const result = validateQuestion(value, texts);
    setMessage(!result.ok && result.reason === 'too-long' ? result.message : '');
  };

  const ask = (text: string, control: AskWidgetControl) => {
    const result = validateQuestion(text, texts);
    if (!result.ok) {
      setMessage(result.message);
      if (control === 'submit') input.current?.focus();
      return;
    }
    setMessage('');
    openAskPage(host.ownerDocument.defaultView ?? window, text.trim(), control, config, { locale, authoring });
  };

  const chips = config.chips.filter((chip) => chip.trim());

  return (
    <section className="ask-widget" aria-labelledby={HEADING_ID}>
      <h2 className="ask-widget__heading" id={HEADING_ID}>
        {t(config.heading)}
      </h2>
      <form
        className="ask-widget__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask(question, 'submit');
        }}
      >
        <label className="ask-widget__label" htmlFor={INPUT_ID}>
          {t(config.label)}
        </label>
        <div className="ask-widget__row">
          <input
            ref={input}
            className="ask-widget__input"
            id={INPUT_ID}
            type="text"
            name="question"
            autoComplete="off"
            enterKeyHint="send"
            placeholder={config.placeholder ? t(config.placeholder) : undefined}
            value={question}
            onChange={(event) => onInput(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? ERROR_ID : undefined}
          />
          <button className="ask-widget__submit" id={SUBMIT_ID} type="submit">
            {t(config.submitLabel)}
          </button>
        </div>
        <p className="ask-widget__error" id={ERROR_ID} aria-live="polite">
          {message}
        </p>
      </form>
      {chips.length ? (
        <ul className="ask-widget__chips" aria-label={t('Suggested questions')}>
          {chips.map((chip, index) => (
            <li key={`${index}-${chip}`}>
              <button className="ask-widget__chip" type="button" onClick={() => ask(chip, 'chip')}>
                {chip}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
