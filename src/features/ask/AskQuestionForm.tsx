/**
 * The question box (ask-and-rewards 2.1, 4.1, 5.1): a textarea that grows with its text, the
 * validation message, Ask (Stop while the page is busy) and 'Start new chat'. Enter submits on
 * desktop only (keySubmits); the text and its message are the page's state.
 */
import { useEffect, useId, type FormEvent, type RefObject } from 'react';
import { keySubmits } from './ask-page.browser.ts';
import type { AskPageConfig } from './ask.schema.ts';

interface AskQuestionFormProps {
  config: AskPageConfig;
  input: string;
  message: string;
  busy: boolean;
  /** Ask is disabled (blank, or over the limit). */
  askDisabled: boolean;
  /** The viewport width: the box measures itself again when it changes. */
  width: number;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onInput(value: string): void;
  /** Ask the box's text (a submit, or Enter where it submits). */
  onAsk(): void;
  onStop(): void;
  onNewChat(): void;
}

export function AskQuestionForm({ config, input, message, busy, askDisabled, width, inputRef, onInput, onAsk, onStop, onNewChat }: AskQuestionFormProps) {
  const inputId = useId();
  const messageId = useId();

  // The textarea grows with its text. Empty (as right after a submit, when the page changes most):
  // the stylesheet's height, without measuring, so no layout is forced in the middle of that change.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    if (!input) {
      box.style.height = '';
      return;
    }
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight}px`;
  }, [input, width, inputRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onAsk();
  };

  return (
    <form className="ask-page__form" onSubmit={submit} noValidate>
      <label className="ask-page__label" htmlFor={inputId}>
        {config.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        className="ask-page__input"
        rows={1}
        value={input}
        placeholder={config.placeholder}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !keySubmits({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
          event.preventDefault();
          if (!busy) onAsk();
        }}
      />
      <p className="ask-page__message" id={messageId} role="alert">
        {message}
      </p>
      <div className="ask-page__actions">
        {busy ? (
          <button type="button" className="ask-page__ask" data-mode="stop" onClick={onStop}>
            {config.stopLabel}
          </button>
        ) : (
          <button type="submit" className="ask-page__ask" disabled={askDisabled}>
            {config.askLabel}
          </button>
        )}
        <button type="button" className="ask-page__new-chat" disabled={busy} onClick={onNewChat}>
          {config.newChatLabel}
        </button>
      </div>
    </form>
  );
}
