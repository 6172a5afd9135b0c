/**
 * One answer of the conversation (ask-and-rewards 2.1, 4.1-4.4, 8.1): the question, the thinking
 * indicator, the typed-out text (use-answer-writer.ts, AskAnswerText.tsx) or the pro-tips fragment
 * (use-pro-tips.ts), the 8.1 error texts, 'You stopped this answer.', the sources, the related
 * questions and the toolbar. It reports when it has finished showing (`onSettled`: the page is
 * busy until then) and when it grew (`onChange`: the pinned scroll).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { useLatest } from '../../core/react-view.tsx';
import { safeHttpUrl } from '../../core/urls.ts';
import { AskAnswerText } from './AskAnswerText.tsx';
import { AskAnswerTools } from './AskAnswerTools.tsx';
import { AskThinking } from './AskThinking.tsx';
import { FORBIDDEN_FALLBACK, PRO_TIPS_ERROR, answerLink, pickMessage, type AnswerLinkContext } from './ask.logic.ts';
import type { Answer } from './ask.reducer.ts';
import type { AskPageConfig } from './ask.schema.ts';
import { useAnswerWriter } from './use-answer-writer.ts';
import { useProTips } from './use-pro-tips.ts';

interface AskAnswerProps {
  answer: Answer;
  config: AskPageConfig;
  t: Translate;
  links: AnswerLinkContext;
  /** Where a pro-tips answer's fragment is (proTipsUrl). */
  proTipsUrl: string | undefined;
  /** Whether follow-up tiles may ask now (4.1: ignored while streaming). */
  busy: boolean;
  sessionId: string;
  announce(text: string): void;
  onChange(): void;
  onSettled(id: number): void;
  onFollowup(question: string): void;
}

export function AskAnswer({ answer, config, t, links, proTipsUrl, busy, sessionId, announce, onChange, onSettled, onFollowup }: AskAnswerProps) {
  const fragmentBox = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const callbacks = useLatest({ announce, onChange, onSettled });

  const { writer, typed } = useAnswerWriter(answer, !answer.proTips, config.typingDelayMs);
  const proTips = useProTips(answer.proTips === true, {
    url: proTipsUrl,
    links,
    box: fragmentBox,
    onShown: (box) => {
      callbacks.current.announce(box.textContent ?? '');
      callbacks.current.onChange();
    },
    onFailed: () => callbacks.current.announce(t(PRO_TIPS_ERROR)),
  });

  const error = answer.error;
  const errorText = useMemo(() => {
    if (!error) return '';
    if (error.kind === 'forbidden') return config.forbiddenMessage.trim() || t(FORBIDDEN_FALLBACK);
    if (error.kind === 'api-error') return pickMessage(config.apiErrorMessages) ?? '';
    // 8.1 'Message with a code' (text not shown) and 'Connection failure': the configured error list.
    return pickMessage(config.errorMessages) ?? '';
  }, [error, config, t]);

  const stopped = answer.status === 'stopped';
  const failed = answer.status === 'failed';
  const done = answer.proTips ? proTips !== 'loading' : failed || stopped || (answer.status === 'ended' && typed);

  useEffect(() => {
    if (errorText) callbacks.current.announce(errorText);
  }, [errorText, callbacks]);
  useEffect(() => {
    if (done) callbacks.current.onSettled(answer.id);
  }, [done, answer.id, callbacks]);
  useEffect(() => {
    if (done) callbacks.current.onChange();
  }, [done, callbacks]);

  const emptyAnswer = !answer.proTips && answer.status === 'ended' && typed && !answer.text.trim();
  const showToolbar = done && !stopped && error?.kind !== 'forbidden';
  const redirect = error?.kind === 'forbidden' ? safeHttpUrl(config.forbiddenRedirectUrl, links.pageUrl) : undefined;
  const complete = done && !failed && !stopped;
  const resources = complete ? answer.resources.map((resource) => ({ ...resource, href: answerLink(resource.link, links) })) : [];
  const followups = complete ? answer.followups.filter((q) => q.trim()) : [];
  const status = answer.proTips ? `pro-tips-${proTips}` : stopped ? 'stopped' : done ? (failed ? 'failed' : 'done') : answer.status;

  return (
    <article className="ask-page__answer" data-answer-status={status}>
      <p className="ask-page__question">
        <span className="visually-hidden">{t('You asked:')} </span>
        {answer.prompt}
      </p>
      {answer.status === 'waiting' ? <AskThinking t={t} /> : null}
      <div className="ask-page__answer-body" ref={body}>
        <AskAnswerText writer={writer} onBlock={announce} onChange={onChange} />
        {answer.proTips ? <div className="ask-page__pro-tips" ref={fragmentBox} /> : null}
        {answer.proTips && proTips === 'loading' ? <p className="ask-page__loading">{t('Loading pro tips...')}</p> : null}
        {answer.proTips && proTips === 'failed' ? <p className="ask-page__error">{t(PRO_TIPS_ERROR)}</p> : null}
        {errorText ? (
          <p className="ask-page__error">
            {errorText}
            {redirect ? (
              <>
                {' '}
                <a href={redirect}>{t('Learn more')}</a>
              </>
            ) : null}
          </p>
        ) : null}
        {emptyAnswer ? <p className="ask-page__error">{t('No answer was received. Please try again.')}</p> : null}
      </div>
      {stopped ? <p className="ask-page__note">{t('You stopped this answer.')}</p> : null}
      {resources.length ? (
        <p className="ask-page__sources">
          {config.sourcesLabel}
          {resources.map((resource, index) => (
            <span key={`${index}-${resource.link}`}>
              {index > 0 ? ', ' : null}
              {resource.href ? (
                <a href={resource.href} target="_blank" rel="noopener noreferrer">
                  {resource.title.trim() || resource.href}
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
              ) : (
                resource.title.trim() || resource.link
              )}
            </span>
          ))}
        </p>
      ) : null}
      {followups.length ? (
        <div className="ask-page__related">
          <h2 className="ask-page__related-heading">{config.related_questions}</h2>
          <ul className="ask-page__tiles">
            {followups.map((question, index) => (
              <li key={`${index}-${question}`}>
                <button type="button" className="ask-page__tile" disabled={busy} onClick={() => onFollowup(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showToolbar ? <AskAnswerTools answer={answer} config={config} t={t} sessionId={sessionId} body={body} /> : null}
    </article>
  );
}
