/**
 * The Ask page (ask-and-rewards 2.1, 4.1-4.4, 5.1, 8.1, 9.1): heading, a growing question box
 * whose Ask button is Stop while an answer streams, 'Start new chat', a rail of topics (a menu
 * below 1024 px), suggestion chips, the disclaimer, and the conversation.
 *
 * The rules are pure (ask.logic.ts, ask.reducer.ts); the conversation is `useChat`
 * (ask.store.ts); answer text is typed out by `createAnswerWriter` into a container React does
 * not own, so a finished block is appended once and never re-rendered. Screen readers hear each
 * finished block once, through one polite live region fed from the writer's `onBlock`.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { SERVICE_TIMEOUT_MS } from '../../api/http.ts';
import { isAppWebView } from '../../core/app-view.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { sanitiseFragment } from '../../core/dom/sanitise.ts';
import type { ViewProps } from '../../core/element.ts';
import { useViewportWidth } from '../../core/react-view.tsx';
import type { Translate } from '../../core/i18n.ts';
import { siteConfig } from '../../core/site-config.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { createAnswerWriter, type AnswerWriter } from './answer-text.dom.ts';
import {
  COPY_FAILURE,
  COPY_MESSAGE_MS,
  COPY_SUCCESS,
  DESKTOP_MIN_SCREEN_WIDTH,
  FORBIDDEN_FALLBACK,
  PRO_TIPS_ERROR,
  SCROLL_CHECK_MS,
  STORED_QUESTION_KEY,
  THINKING_MESSAGES,
  THINKING_ROTATE_MS,
  autoFocusInput,
  canSubmit,
  decodeStoredQuestion,
  isAtBottom,
  isMenuWidth,
  pickMessage,
  proTipsUrl,
  randomQuestion,
  rewriteAnswerLink,
  shouldSubmitOnKey,
  validateQuestion,
  visibleChips,
} from './ask.logic.ts';
import type { Agent } from '../../api/chat-protocol.ts';
import { lastAnswerIsProTips, type Answer } from './ask.reducer.ts';
import type { AskPageConfig } from './ask.schema.ts';
import { questionFromUrl, withoutHandoff } from './handoff.ts';
import { useChat } from './ask.store.ts';

/** Decided: the pro-tips fragment gets the time limit of every service call. */
export const PRO_TIPS_TIMEOUT_MS = SERVICE_TIMEOUT_MS;


function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** 5.1: the device facts Enter depends on; a viewport under 1024 px also counts as narrow (decided). */
function enterMaySubmit(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  const device = {
    hasTouch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    userAgent: navigator.userAgent,
    screenWidth: window.screen?.width ?? Number.NaN,
  };
  if (window.innerWidth < DESKTOP_MIN_SCREEN_WIDTH) return false;
  return shouldSubmitOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }, device);
}

interface LinkContext {
  appVariant: boolean;
  mainDomainHosts: readonly string[];
}

/** 2.1: an answer link: rewritten in the app variant, else any http(s) URL; anything else is no link. */
function answerHref(link: string, context: LinkContext): string | undefined {
  if (context.appVariant) return rewriteAnswerLink(link, { mainDomainHosts: context.mainDomainHosts, currentOrigin: window.location.origin });
  return safeHttpUrl(link, window.location.href);
}

// ---------------------------------------------------------------------------------------------
// Thinking indicator (2.1, 9.1)

function Thinking({ t }: { t: Translate }) {
  const messages = THINKING_MESSAGES.map((message) => t(message));
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (index >= messages.length - 1) return;
    const timer = setTimeout(() => setIndex((i) => i + 1), THINKING_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [index, messages.length]);
  return (
    <p className="ask-page__thinking" role="status">
      <span className="ask-page__thinking-dots" aria-hidden="true" />
      {messages[index]}
    </p>
  );
}

// ---------------------------------------------------------------------------------------------
// One answer

interface AnswerProps {
  answer: Answer;
  config: AskPageConfig;
  t: Translate;
  links: LinkContext;
  /** Whether follow-up tiles may ask now (4.1: ignored while streaming). */
  busy: boolean;
  sessionId: string;
  announce(text: string): void;
  onChange(): void;
  onSettled(id: number): void;
  onFollowup(question: string): void;
}

function AnswerView({ answer, config, t, links, busy, sessionId, announce, onChange, onSettled, onFollowup }: AnswerProps) {
  const textBox = useRef<HTMLDivElement>(null);
  const fragmentBox = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const writer = useRef<AnswerWriter | undefined>(undefined);
  const written = useRef(0);
  const callbacks = useRef({ announce, onChange, onSettled });
  callbacks.current = { announce, onChange, onSettled };
  const [typed, setTyped] = useState(false);
  const [proTips, setProTips] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [copyMessage, setCopyMessage] = useState('');
  const [feedback, setFeedback] = useState<'like' | 'dislike' | undefined>(undefined);

  // The typed-out answer (4.2): one writer per answer, fed the new tail of the ordered text.
  useEffect(() => {
    if (answer.proTips || !textBox.current) return;
    const w = createAnswerWriter(textBox.current, {
      tickMs: config.typingDelayMs,
      reducedMotion: prefersReducedMotion(),
      onBlock: (el) => callbacks.current.announce(el.textContent ?? ''),
      onChange: () => callbacks.current.onChange(),
      onIdle: () => setTyped(true),
    });
    writer.current = w;
    return () => w.stop();
  }, [answer.proTips, config.typingDelayMs]);

  useEffect(() => {
    const w = writer.current;
    if (!w) return;
    if (answer.status === 'stopped' || answer.status === 'failed') {
      w.stop();
      return;
    }
    if (answer.text.length > written.current) {
      w.write(answer.text.slice(written.current));
      written.current = answer.text.length;
    }
    if (answer.status === 'ended') w.end();
  }, [answer.text, answer.status]);

  // 4.4, 7.1: the pro-tips fragment, fetched once for this answer.
  useEffect(() => {
    if (!answer.proTips) return;
    const controller = new AbortController();
    const url = proTipsUrl(window.location.origin, config.proTipsPath ?? siteConfig(document).proTipsPath, links.appVariant);
    let timedOut = false;
    // Aborted by the time limit: a failure; aborted because the answer went away: nothing.
    const failed = () => {
      if (controller.signal.aborted && !timedOut) return;
      setProTips('failed');
      callbacks.current.announce(t(PRO_TIPS_ERROR));
    };
    if (!url) {
      failed();
      return;
    }
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, PRO_TIPS_TIMEOUT_MS);
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        clearTimeout(timer);
        // Decided: only an HTML answer with markup is a fragment; JSON or bare text is a failure.
        const isHtml = /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
        const html = response.ok && isHtml ? await response.text() : '';
        if (controller.signal.aborted) return;
        const fragment = html.trim() ? sanitiseFragment(html, { link: (href) => answerHref(href, links) }) : undefined;
        if (!fragment || !fragmentBox.current || !fragment.firstElementChild || !(fragment.textContent ?? '').trim()) return failed();
        fragmentBox.current.replaceChildren(fragment);
        setProTips('shown');
        callbacks.current.announce(fragmentBox.current.textContent ?? '');
        callbacks.current.onChange();
      })
      .catch(() => {
        clearTimeout(timer);
        failed();
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [answer.proTips, config.proTipsPath, links, t]);

  const error = answer.error;
  const errorText = useMemo(() => {
    if (!error) return '';
    if (error.kind === 'forbidden') return config.forbiddenMessage.trim() || t(FORBIDDEN_FALLBACK);
    if (error.kind === 'api-error') return pickMessage(config.apiErrorMessages) ?? '';
    // 8.1 'Message with a code' (text not shown) and 'Connection failure': the configured error list.
    return pickMessage(config.errorMessages) ?? '';
  }, [error, config, t]);

  const isStopped = answer.status === 'stopped';
  const failed = answer.status === 'failed';
  const done = answer.proTips ? proTips !== 'loading' : failed || isStopped || (answer.status === 'ended' && typed);

  useEffect(() => {
    if (errorText) callbacks.current.announce(errorText);
  }, [errorText]);
  useEffect(() => {
    if (done) callbacks.current.onSettled(answer.id);
  }, [done, answer.id]);
  useEffect(() => {
    if (done) callbacks.current.onChange();
  }, [done]);

  const emptyAnswer = !answer.proTips && answer.status === 'ended' && typed && !answer.text.trim();
  const showToolbar = done && !isStopped && error?.kind !== 'forbidden';
  const redirect = error?.kind === 'forbidden' ? safeHttpUrl(config.forbiddenRedirectUrl, window.location.href) : undefined;
  const resources = done && !failed && !isStopped ? answer.resources.map((resource) => ({ ...resource, href: answerHref(resource.link, links) })) : [];
  const followups = done && !failed && !isStopped ? answer.followups.filter((q) => q.trim()) : [];

  const copy = async () => {
    const text = (body.current?.innerText ?? '').trim();
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = false;
    }
    setCopyMessage(ok ? t(COPY_SUCCESS) : t(COPY_FAILURE));
  };
  useEffect(() => {
    if (!copyMessage) return;
    const timer = setTimeout(() => setCopyMessage(''), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copyMessage]);

  const choose = (choice: 'like' | 'dislike') => {
    if (feedback) return;
    setFeedback(choice);
    pushToDataLayer({ event: 'ask-feedback', eventInfo: { feedback: choice, prompt: answer.prompt, agent: answer.agent, sessionId } });
  };

  return (
    <article className="ask-page__answer" data-answer-status={answer.proTips ? `pro-tips-${proTips}` : isStopped ? 'stopped' : done ? (failed ? 'failed' : 'done') : answer.status}>
      <p className="ask-page__question">
        <span className="visually-hidden">{t('You asked:')} </span>
        {answer.prompt}
      </p>
      {answer.status === 'waiting' && !isStopped ? <Thinking t={t} /> : null}
      <div className="ask-page__answer-body" ref={body}>
        <div className="ask-page__answer-text" ref={textBox} />
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
      {isStopped ? <p className="ask-page__note">{t('You stopped this answer.')}</p> : null}
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
      {showToolbar ? (
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
      ) : null}
    </article>
  );
}

// ---------------------------------------------------------------------------------------------
// The page

export function AskPage({ config, t }: ViewProps<AskPageConfig>) {
  const site = useMemo(() => siteConfig(document), []);
  const endpoint = config.endPointUrl?.trim() ? new URL(config.endPointUrl.trim(), window.location.href.replace(/^http/, 'ws')).href : site.chatEndpoint;
  const chat = useChat(endpoint);
  const { state } = chat;
  const agent: Agent = config['agent-name'];
  const width = useViewportWidth();
  const menuMode = isMenuWidth(width);
  const links = useMemo<LinkContext>(
    () => ({ appVariant: isAppWebView(window) || /\.now\.html$/i.test(window.location.pathname), mainDomainHosts: config.mainDomainHosts }),
    [config.mainDomainHosts],
  );

  const [input, setInput] = useState(config.query);
  const [message, setMessage] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const [atBottom, setAtBottom] = useState(true);

  const inputRef = useRef<HTMLTextAreaElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const responses = useRef<HTMLDivElement>(null);
  const menuWrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const atBottomRef = useRef(true);
  const ids = { input: useId(), message: useId(), rail: useId() };

  const { busy } = chat;
  const started = state.answers.length > 0;

  const announce = useCallback((text: string) => {
    const region = live.current;
    if (!region || !text.trim()) return;
    const p = document.createElement('p');
    p.textContent = text;
    region.append(p);
  }, []);

  // Our own scrolling (keeping the answer in view) is not the visitor's: its scroll events are
  // not checked, or content arriving between the scroll and the check would read as 'scrolled up'.
  const ownScroll = useRef(false);
  const scrollToEnd = useCallback(() => {
    const box = responses.current;
    if (!box || box.scrollTop >= box.scrollHeight - box.clientHeight) return;
    ownScroll.current = true;
    box.scrollTop = box.scrollHeight;
  }, []);
  // Text arrives many times a frame while an answer streams: keep it scrolled down once per
  // frame, since reading scrollHeight lays the whole response area out again (bench: a
  // 10,000-character answer spent seconds in that layout when it ran per chunk).
  const scrollFrame = useRef(0);
  const onChange = useCallback(() => {
    if (!atBottomRef.current || scrollFrame.current) return;
    scrollFrame.current = requestAnimationFrame(() => {
      scrollFrame.current = 0;
      if (atBottomRef.current) scrollToEnd();
    });
  }, [scrollToEnd]);
  useEffect(() => () => cancelAnimationFrame(scrollFrame.current), []);
  // What React adds (the toolbar, sources and related questions of a finished answer, an error)
  // stays in view too while the visitor has not scrolled up.
  useEffect(() => onChange());
  const onSettled = chat.settled;

  // 2.1: the scroll position is checked 100 ms after scrolling; 20 px decide 'at the bottom'.
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onScroll = () => {
    if (ownScroll.current) {
      ownScroll.current = false;
      return;
    }
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const box = responses.current;
      if (!box) return;
      const bottom = isAtBottom(box);
      atBottomRef.current = bottom;
      setAtBottom(bottom);
    }, SCROLL_CHECK_MS);
  };
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const follow = () => {
    atBottomRef.current = true;
    setAtBottom(true);
    requestAnimationFrame(scrollToEnd);
  };

  /** Asks `prompt` (4.1): ignored while busy; the input is cleared only when it was the input's text. */
  const ask = (prompt: string, askAgent: Agent, fromInput: boolean) => {
    if (busy) return;
    const result = validateQuestion(prompt, { maxLength: config.maxInputLength, emptyMessage: config.emptyInputMessage, tooLongMessage: config.maxLengthMessage });
    if (!result.ok) {
      if (fromInput) setMessage(result.message);
      return;
    }
    live.current?.replaceChildren();
    chat.ask(prompt, askAgent);
    if (fromInput) {
      setInput('');
      setMessage('');
    }
    setMenuOpen(false);
    follow();
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
    live.current?.replaceChildren();
    atBottomRef.current = true;
    setAtBottom(true);
    inputRef.current?.focus();
  };

  const topic = (list: string, topicAgent: Agent) => {
    const question = randomQuestion(list);
    if (question) ask(question, topicAgent, false);
  };

  const proTips = () => {
    if (busy) return;
    setMenuOpen(false);
    if (lastAnswerIsProTips(state)) {
      follow();
      return;
    }
    live.current?.replaceChildren();
    chat.proTips(config.proTipsLabel);
    follow();
  };

  // 5.1: live validation; the empty message only follows a submit attempt.
  const onInput = (value: string) => {
    setInput(value);
    const result = validateQuestion(value, { maxLength: config.maxInputLength, emptyMessage: config.emptyInputMessage, tooLongMessage: config.maxLengthMessage });
    setMessage(!result.ok && result.reason === 'too-long' ? result.message : '');
  };

  // The textarea grows with its text.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    // Empty (as right after a submit, when the page changes most): the stylesheet's height, with
    // no measuring, so no layout is forced in the middle of that change.
    if (!input) {
      box.style.height = '';
      return;
    }
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight}px`;
  }, [input, width]);

  // On load: focus (not at 767 px or less), source_section to the data layer, the stored question (2.2).
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const sourceSection = new URLSearchParams(window.location.search).get('source_section');
    if (sourceSection) pushToDataLayer({ event: 'ask-source-section', source_section: sourceSection });
    let stored: { question: string } | undefined;
    try {
      const raw = window.localStorage.getItem(STORED_QUESTION_KEY);
      if (raw !== null) window.localStorage.removeItem(STORED_QUESTION_KEY);
      stored = decodeStoredQuestion(raw, Date.now());
    } catch {
      stored = undefined;
    }
    // A widget on another origin cannot reach this origin's storage: it hands the question over
    // in the fragment (handoff.ts). Read once, then removed from the address.
    const handedOver = questionFromUrl(window.location.href);
    if (window.location.hash) window.history.replaceState(window.history.state, '', withoutHandoff(window.location.href));
    stored ??= handedOver;
    if (stored) ask(stored.question, agent, false);
    // Not when the visitor is already somewhere else on the page (or another Ask page took it).
    const elsewhere = document.activeElement !== null && document.activeElement !== document.body;
    if (autoFocusInput(window.innerWidth) && !elsewhere) inputRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new answer starts at the bottom.
  useEffect(() => {
    if (atBottomRef.current) scrollToEnd();
  }, [state.answers.length, scrollToEnd]);

  // The menu below 1024 px: focus trapped inside, closed by a click outside or Escape.
  useEffect(() => {
    if (!menuMode) setMenuOpen(false);
  }, [menuMode]);
  useEffect(() => {
    if (!menuOpen || !menuMode) return;
    const wrap = menuWrap.current;
    const first = wrap?.querySelector<HTMLButtonElement>('.ask-page__rail button:not([disabled])');
    (first ?? toggle.current)?.focus();
    const outside = (event: PointerEvent) => {
      if (wrap && !wrap.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [menuOpen, menuMode]);
  const trap = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!menuOpen || !menuMode) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setMenuOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'Tab' || !menuWrap.current) return;
    const focusable = [...menuWrap.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
    const first = focusable[0];
    const lastItem = focusable.at(-1);
    if (!first || !lastItem) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      first.focus();
    } else if (!menuWrap.current.contains(document.activeElement)) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    ask(input, agent, true);
  };

  const chips = visibleChips(width, config.chips, config.mobileChips);
  const railHidden = menuMode && !menuOpen;
  const askDisabled = !busy && !canSubmit(input, config.maxInputLength);

  const rail: ReactNode = (
    <nav className="ask-page__rail" id={ids.rail} aria-label={t('Topics')} hidden={railHidden}>
      <ul>
        <li>
          <button type="button" className="ask-page__topic" disabled={busy} onClick={() => topic(config.medicareQuestions, 'medicare')}>
            {config.medicareLabel}
          </button>
        </li>
        <li>
          <button type="button" className="ask-page__topic" disabled={busy} onClick={() => topic(config.socialSecurityQuestions, 'social-security')}>
            {config.socialSecurityLabel}
          </button>
        </li>
        <li>
          <button type="button" className="ask-page__topic" disabled={busy} onClick={proTips}>
            {config.proTipsLabel}
          </button>
        </li>
      </ul>
    </nav>
  );

  return (
    <div className="ask-page" data-busy={busy ? '' : undefined} data-menu={menuMode ? (menuOpen ? 'open' : 'closed') : undefined}>
      <div className="ask-page__side" ref={menuWrap} onKeyDown={trap}>
        {menuMode ? (
          <button
            type="button"
            className="ask-page__menu-toggle"
            ref={toggle}
            aria-expanded={menuOpen}
            aria-controls={ids.rail}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="ask-page__menu-icon" aria-hidden="true" />
            {menuOpen ? config.closeMenuLabel : config.openMenuLabel}
          </button>
        ) : null}
        {rail}
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
            <section className="ask-page__responses" ref={responses} onScroll={onScroll} aria-label={t('Answers')} tabIndex={0}>
              {state.answers.map((answer) => (
                <AnswerView
                  key={answer.id}
                  answer={answer}
                  config={config}
                  t={t}
                  links={links}
                  busy={busy}
                  sessionId={state.sessionId}
                  announce={announce}
                  onChange={onChange}
                  onSettled={onSettled}
                  onFollowup={(question) => ask(question, agent, false)}
                />
              ))}
            </section>
            {!atBottom ? (
              <button type="button" className="ask-page__scroll-down" aria-label={config.scrollDownLabel} onClick={follow}>
                <span aria-hidden="true">↓</span>
              </button>
            ) : null}
          </div>
        ) : null}
        <form className="ask-page__form" onSubmit={submit} noValidate>
          <label className="ask-page__label" htmlFor={ids.input}>
            {config.inputLabel}
          </label>
          <textarea
            id={ids.input}
            ref={inputRef}
            className="ask-page__input"
            rows={1}
            value={input}
            placeholder={config.placeholder}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? ids.message : undefined}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !enterMaySubmit(event)) return;
              event.preventDefault();
              if (!busy) ask(input, agent, true);
            }}
          />
          <p className="ask-page__message" id={ids.message} role="alert">
            {message}
          </p>
          <div className="ask-page__actions">
            {busy ? (
              <button type="button" className="ask-page__ask" data-mode="stop" onClick={stop}>
                {config.stopLabel}
              </button>
            ) : (
              <button type="submit" className="ask-page__ask" disabled={askDisabled}>
                {config.askLabel}
              </button>
            )}
            <button type="button" className="ask-page__new-chat" disabled={busy} onClick={newChat}>
              {config.newChatLabel}
            </button>
          </div>
        </form>
        <div className="visually-hidden" aria-live="polite" ref={live} />
      </div>
    </div>
  );
}
