/**
 * The Ask page (ask-and-rewards 2.1, 4.1-4.4, 5.1, 8.1, 9.1): heading, a growing question box
 * whose Ask button is Stop while an answer streams, 'Start new chat', a rail of topics (a menu
 * below 1024 px), suggestion chips, the disclaimer, and the conversation.
 *
 * This file puts the page together and holds what the visitor is typing; it renders, and leaves
 * the rest to its parts:
 * - the rules: ask.logic.ts; the conversation: ask.reducer.ts through `useChat` (ask.store.ts);
 * - one answer: AskAnswer.tsx (typed-out text, pro tips, errors, sources, toolbar);
 * - the topics and their narrow-screen menu (the site's modal dialog): AskTopicRail.tsx;
 * - the question box: AskQuestionForm.tsx; the response area's scrolling: use-pinned-scroll.ts;
 * - arrival (source_section, a handed-over question, focus): use-ask-on-load.ts;
 * - browser reads and analytics: ask-page.browser.ts.
 * Screen readers hear each finished block once, through one polite live region in append mode
 * (core/ui/announcer.tsx), emptied when a new question is asked.
 */
import { useMemo, useRef, useState } from 'react';
import type { Agent } from '../../api/chat-protocol.ts';
import type { ViewProps } from '../../core/element.ts';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { useViewportWidth } from '../../core/react-view.tsx';
import { AskAnswer } from './AskAnswer.tsx';
import { AskQuestionForm } from './AskQuestionForm.tsx';
import { AskTopicMenu, AskTopicRail } from './AskTopicRail.tsx';
import { answerLinkContext, chatEndpoint, proTipsAddress } from './ask-page.browser.ts';
import { canSubmit, isMenuWidth, randomQuestion, validateQuestion, visibleChips } from './ask.logic.ts';
import { lastAnswerIsProTips } from './ask.reducer.ts';
import type { AskPageConfig } from './ask.schema.ts';
import { useChat } from './ask.store.ts';
import { useAskOnLoad } from './use-ask-on-load.ts';
import { usePinnedScroll } from './use-pinned-scroll.ts';

export function AskPage({ config, t }: ViewProps<AskPageConfig>) {
  const endpoint = useMemo(() => chatEndpoint(config.endPointUrl), [config.endPointUrl]);
  const chat = useChat(endpoint);
  const { state, busy } = chat;
  const agent: Agent = config['agent-name'];
  const width = useViewportWidth();
  const menuMode = isMenuWidth(width);
  const links = useMemo(() => answerLinkContext(config.mainDomainHosts), [config.mainDomainHosts]);
  const proTipsUrl = useMemo(() => proTipsAddress(config.proTipsPath, links.appVariant), [config.proTipsPath, links]);
  // Taken apart: React's lint takes any object with a member passed to `ref` for a ref itself.
  const { attach: responsesRef, ...scroll } = usePinnedScroll(state.answers.length);

  const [input, setInput] = useState(config.query);
  const [message, setMessage] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const started = state.answers.length > 0;

  // Each finished block, said once, in the view's own live region.
  const announcer = useAnnouncer({ mode: 'append' });
  const { announce } = announcer;

  const validation = { maxLength: config.maxInputLength, emptyMessage: config.emptyInputMessage, tooLongMessage: config.maxLengthMessage };

  /** Asks `prompt` (4.1): ignored while busy; the box is cleared only when it was the box's text. */
  const ask = (prompt: string, askAgent: Agent, fromInput: boolean) => {
    if (busy) return;
    const result = validateQuestion(prompt, validation);
    if (!result.ok) {
      if (fromInput) setMessage(result.message);
      return;
    }
    announcer.clear();
    chat.ask(prompt, askAgent);
    if (fromInput) {
      setInput('');
      setMessage('');
    }
    setMenuOpen(false);
    scroll.follow();
  };

  const stop = () => {
    chat.stop();
    setInput('');
    setMessage('');
    inputRef.current?.focus();
  };

  const newChat = () => {
    if (busy) return;
    chat.newChat();
    setInput('');
    setMessage('');
    announcer.clear();
    scroll.reset();
    inputRef.current?.focus();
  };

  const topic = (list: AskPageConfig['medicareQuestions'], topicAgent: Agent) => {
    const question = randomQuestion(list);
    if (question) ask(question, topicAgent, false);
  };

  const proTips = () => {
    if (busy) return;
    setMenuOpen(false);
    if (!lastAnswerIsProTips(state)) {
      announcer.clear();
      chat.proTips(config.proTipsLabel);
    }
    scroll.follow();
  };

  // 5.1: live validation; the empty message only follows a submit attempt.
  const onInput = (value: string) => {
    setInput(value);
    const result = validateQuestion(value, validation);
    setMessage(!result.ok && result.reason === 'too-long' ? result.message : '');
  };

  useAskOnLoad((question) => ask(question, agent, false), inputRef);

  // The menu exists below 1024 px only: widening the window closes it (set while rendering, as
  // React advises for state that follows a prop, rather than in an effect).
  if (menuOpen && !menuMode) setMenuOpen(false);

  const chips = visibleChips(width, config.chips, config.mobileChips);
  const rail = <AskTopicRail config={config} t={t} busy={busy} onTopic={topic} onProTips={proTips} />;

  return (
    <div className="ask-page" data-busy={busy ? '' : undefined} data-menu={menuMode ? (menuOpen ? 'open' : 'closed') : undefined}>
      <div className="ask-page__side">
        {menuMode ? (
          <AskTopicMenu config={config} t={t} open={menuOpen} onOpenChange={setMenuOpen}>
            {rail}
          </AskTopicMenu>
        ) : (
          rail
        )}
      </div>
      <div className="ask-page__main">
        <h1 className="ask-page__heading">{config.heading}</h1>
        {!started && chips.length ? (
          <ul className="ask-page__chips" aria-label={t('Suggested questions')}>
            {chips.map((chip, index) => (
              <li key={`${index}-${chip}`}>
                <button type="button" className="ask-page__chip" disabled={busy} onClick={() => ask(chip, agent, false)}>
                  {chip}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {!started && config.disclaimer.trim() ? <p className="ask-page__disclaimer">{config.disclaimer}</p> : null}
        {started ? (
          <div className="ask-page__responses-wrap">
            {/* A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <section className="ask-page__responses" ref={responsesRef} onScroll={scroll.onScroll} aria-label={t('Answers')} tabIndex={0}>
              {state.answers.map((answer) => (
                <AskAnswer
                  key={answer.id}
                  answer={answer}
                  config={config}
                  t={t}
                  links={links}
                  proTipsUrl={proTipsUrl}
                  busy={busy}
                  sessionId={state.sessionId}
                  announce={announce}
                  onChange={scroll.onChange}
                  onSettled={chat.settled}
                  onFollowup={(question) => ask(question, agent, false)}
                />
              ))}
            </section>
            {!scroll.atBottom ? (
              <button type="button" className="ask-page__scroll-down" aria-label={config.scrollDownLabel} onClick={scroll.follow}>
                <span aria-hidden="true">↓</span>
              </button>
            ) : null}
          </div>
        ) : null}
        <AskQuestionForm
          config={config}
          input={input}
          message={message}
          busy={busy}
          askDisabled={!busy && !canSubmit(input, config.maxInputLength)}
          width={width}
          inputRef={inputRef}
          onInput={onInput}
          onAsk={() => ask(input, agent, true)}
          onStop={stop}
          onNewChat={newChat}
        />
        <LiveRegion announcer={announcer} />
      </div>
    </div>
  );
}
