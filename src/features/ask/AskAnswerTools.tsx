/**
 * The toolbar of a finished answer (ask-and-rewards 2.1, 8.1): Copy Answer (the answer's text to
 * the clipboard; COPY_SUCCESS or COPY_FAILURE for COPY_MESSAGE_MS), and Like / Dislike, once per
 * answer (choosing one disables the other), pushed to the data layer.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { copyText, pushFeedback } from './ask-page.browser.ts';
import { COPY_FAILURE, COPY_MESSAGE_MS, COPY_SUCCESS } from './ask.logic.ts';
import type { Answer } from './ask.reducer.ts';
import type { AskPageConfig } from './ask.schema.ts';

interface AskAnswerToolsProps {
  answer: Answer;
  config: AskPageConfig;
  t: Translate;
  sessionId: string;
  /** What Copy Answer copies: the visible text of this element. */
  body: RefObject<HTMLElement | null>;
}

export function AskAnswerTools({ answer, config, t, sessionId, body }: AskAnswerToolsProps) {
  const [copyMessage, setCopyMessage] = useState('');
  const [feedback, setFeedback] = useState<'like' | 'dislike' | undefined>(undefined);

  useEffect(() => {
    if (!copyMessage) return;
    const timer = setTimeout(() => setCopyMessage(''), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copyMessage]);

  const copy = async () => {
    const ok = await copyText((body.current?.innerText ?? '').trim());
    setCopyMessage(t(ok ? COPY_SUCCESS : COPY_FAILURE));
  };

  const choose = (choice: 'like' | 'dislike') => {
    if (feedback) return;
    setFeedback(choice);
    pushFeedback(choice, answer, sessionId);
  };

  return (
    <div className="ask-page__toolbar" role="group" aria-label={t('Answer tools')}>
      <button type="button" className="ask-page__tool" onClick={() => void copy()}>
        {config.copyLabel}
      </button>
      <button type="button" className="ask-page__tool" aria-pressed={feedback === 'like'} disabled={feedback === 'dislike'} onClick={() => choose('like')}>
        {config.likeLabel}
      </button>
      <button type="button" className="ask-page__tool" aria-pressed={feedback === 'dislike'} disabled={feedback === 'like'} onClick={() => choose('dislike')}>
        {config.dislikeLabel}
      </button>
      <span className="ask-page__copy-message" role="status">
        {copyMessage}
      </span>
    </div>
  );
}
