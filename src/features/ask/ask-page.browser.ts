/**
 * What the Ask page reads from and does to the browser, outside React and outside the pure rules:
 * the addresses it talks to (#site-config and the page's own), the device facts the Enter rule
 * takes (5.1), reduced motion (9.1), the app variant (2.1), the question an entry widget handed
 * over (2.2), the clipboard (2.1 Copy Answer) and the page's analytics pushes. The views call these; the rules
 * in ask.logic.ts get their values as parameters.
 */
import { isAppWebView } from '../../core/app-view.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { siteConfig } from '../../core/site-config.ts';
import {
  DESKTOP_MIN_SCREEN_WIDTH,
  STORED_QUESTION_KEY,
  decodeStoredQuestion,
  proTipsUrl,
  shouldSubmitOnKey,
  type AnswerLinkContext,
  type KeyInfo,
} from './ask.logic.ts';
import type { Answer } from './ask.reducer.ts';
import { questionFromUrl, withoutHandoff } from './handoff.ts';

/**
 * 7.1: the chat socket: the configured `endPointUrl` (resolved against this page, as ws/wss),
 * else #site-config chatEndpoint.
 */
export function chatEndpoint(configured: string | undefined, win: Window = window): string | undefined {
  const given = configured?.trim();
  if (given) return new URL(given, win.location.href.replace(/^http/, 'ws')).href;
  return siteConfig(win.document).chatEndpoint;
}

/** 7.1: this page's pro-tips fragment: the configured path, else #site-config proTipsPath (proTipsUrl). */
export function proTipsAddress(configuredPath: string | undefined, appVariant: boolean, win: Window = window): string | undefined {
  return proTipsUrl(win.location.origin, configuredPath ?? siteConfig(win.document).proTipsPath, appVariant);
}

/** 9.1: answers show at once, without typing, for visitors who ask for less motion. */
export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * 5.1: whether this key press in the question box submits, with this browser's device facts.
 * Decided: never with a viewport under 1024 px either (5.1's 'screen under 1024 px' applied to
 * the window).
 */
export function keySubmits(key: KeyInfo, win: Window = window): boolean {
  if (win.innerWidth < DESKTOP_MIN_SCREEN_WIDTH) return false;
  const device = {
    hasTouch: 'ontouchstart' in win || win.navigator.maxTouchPoints > 0,
    userAgent: win.navigator.userAgent,
    screenWidth: win.screen?.width ?? Number.NaN,
  };
  return shouldSubmitOnKey(key, device);
}

/** 2.1: the links of this page's answers: the app variant (an app web view, or a '.now.html' page) and the main-domain hosts. */
export function answerLinkContext(mainDomainHosts: readonly string[], win: Window = window): AnswerLinkContext {
  return {
    appVariant: isAppWebView(win) || /\.now\.html$/i.test(win.location.pathname),
    mainDomainHosts,
    pageUrl: win.location.href,
  };
}

/** 2.1 Copy Answer: whether the text reached the clipboard. */
export async function copyText(text: string, win: Window = window): Promise<boolean> {
  try {
    await win.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 2.1 Like / Dislike, to the data layer (decided shape, docs/decisions.md). */
export function pushFeedback(choice: 'like' | 'dislike', answer: Pick<Answer, 'prompt' | 'agent'>, sessionId: string): void {
  pushToDataLayer({ event: 'ask-feedback', eventInfo: { feedback: choice, prompt: answer.prompt, agent: answer.agent, sessionId } });
}

/** 2.2: the topical area the visitor came from (the query's source_section), once on load. */
export function pushSourceSection(win: Window = window): void {
  const section = new URLSearchParams(win.location.search).get('source_section');
  if (section) pushToDataLayer({ event: 'ask-source-section', source_section: section }, win);
}

/**
 * On the Ask page's load: the question an entry widget handed over, taken once. The stored one
 * (same origin) is read and its key cleared whatever it holds (2.2 'then clears it'); the
 * fragment parameter (another origin) is read and removed from the address. A stored question
 * wins over a handed-over one. Storage that refuses to be read counts as nothing stored.
 * `now` is real time (Date.now()), as the widget stored it.
 */
export function takeHandedOffQuestion(win: Window = window, now: number = Date.now()): string | undefined {
  let stored: string | undefined;
  try {
    const raw = win.localStorage.getItem(STORED_QUESTION_KEY);
    if (raw !== null) win.localStorage.removeItem(STORED_QUESTION_KEY);
    stored = decodeStoredQuestion(raw, now)?.question;
  } catch {
    stored = undefined;
  }
  const handedOver = questionFromUrl(win.location.href)?.question;
  if (win.location.hash) win.history.replaceState(win.history.state, '', withoutHandoff(win.location.href));
  return stored ?? handedOver;
}
