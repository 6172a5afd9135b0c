/**
 * How an entry widget's question reaches the Ask page (ask-and-rewards 2.2: "stores the question
 * locally and opens the Ask page"). Pure: no DOM, no storage; URLs and origins come in as strings.
 *
 * - Same origin (the widget on our own pages): the question goes to localStorage under
 *   STORED_QUESTION_KEY (encodeStoredQuestion); the Ask page reads it with decodeStoredQuestion
 *   and clears it. The URL carries nothing.
 * - Another origin (the widget embedded on a partner page): localStorage is per origin, so the
 *   Ask page could never read it. The question travels in the Ask page address instead, as the
 *   fragment parameter `ask_question` (HANDOFF_PARAM): '#ask_question=What%20is%20Part%20B%3F'.
 *   A fragment, not a query parameter: it is never sent to a server, so it stays out of access
 *   logs, CDN logs and Referer headers. The Ask page reads it once on load with
 *   `questionFromUrl(location.href)`, removes it with
 *   `history.replaceState(history.state, '', withoutHandoff(location.href))`, and then treats it
 *   as it treats a stored question (submits it and forgets it). Nothing is written to the
 *   partner origin's storage.
 *
 * Pure. The Ask page's one read of both places is `takeHandedOffQuestion` (ask-page.browser.ts),
 * kept out of this file so the widget's chunk does not carry it.
 */
import { toUrl } from '../../core/urls.ts';
import { countedLength, MAX_INPUT_LENGTH } from './ask.logic.ts';

/** The fragment parameter that carries the question across origins. */
export const HANDOFF_PARAM = 'ask_question';

/** The origin of an absolute http(s) URL ('https://www.example.org'); undefined otherwise. */
export function originOf(url: string): string | undefined {
  const parsed = toUrl(url);
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
}

/**
 * Whether the Ask page at `askUrl` can read this page's localStorage: true when `askUrl` is
 * relative, or absolute with the same origin as `pageOrigin`.
 */
export function sharesStorage(askUrl: string, pageOrigin: string): boolean {
  const page = originOf(pageOrigin);
  return page !== undefined && toUrl(askUrl, `${page}/`)?.origin === page;
}

/** Splits a URL into what precedes its fragment and the fragment's '&'-separated parts. */
function splitFragment(url: string): [string, string[]] {
  const at = url.indexOf('#');
  if (at < 0) return [url, []];
  return [
    url.slice(0, at),
    url
      .slice(at + 1)
      .split('&')
      .filter(Boolean),
  ];
}

const isHandoffPart = (part: string) => part === HANDOFF_PARAM || part.startsWith(`${HANDOFF_PARAM}=`);

/**
 * The Ask page address carrying `question` in its fragment. Other fragment parts (an anchor,
 * other parameters) are kept before it; an `ask_question` already there is replaced. A blank
 * question leaves the address as it was.
 */
export function handoffUrl(askUrl: string, question: string): string {
  const text = typeof question === 'string' ? question.trim() : '';
  const [base, parts] = splitFragment(askUrl);
  const kept = parts.filter((part) => !isHandoffPart(part));
  if (!text) return kept.length ? `${base}#${kept.join('&')}` : base;
  return `${base}#${[...kept, `${HANDOFF_PARAM}=${encodeURIComponent(text)}`].join('&')}`;
}

export interface HandedOffQuestion {
  question: string;
  /** The address's source_section query parameter ('' when absent). */
  sourceSection: string;
}

/**
 * The question a widget on another origin handed over in `url` (the Ask page's location.href),
 * or undefined when there is none. Decided: a blank question, one that does not decode, or one
 * longer than `maxLength` (counted as 5.1 counts, without newlines; default 800) is not a
 * question; the Ask page removes the parameter whatever this returns.
 */
export function questionFromUrl(url: string, maxLength: number = MAX_INPUT_LENGTH): HandedOffQuestion | undefined {
  if (typeof url !== 'string') return undefined;
  const [base, parts] = splitFragment(url);
  const part = parts.filter(isHandoffPart).pop();
  if (part === undefined) return undefined;
  let question: string;
  try {
    question = decodeURIComponent(part.slice(HANDOFF_PARAM.length + 1).replace(/\+/g, ' ')).trim();
  } catch {
    return undefined;
  }
  if (!question || countedLength(question) > maxLength) return undefined;
  const query = base.includes('?') ? base.slice(base.indexOf('?') + 1) : '';
  let sourceSection = '';
  try {
    sourceSection = new URLSearchParams(query).get('source_section') ?? '';
  } catch {
    sourceSection = '';
  }
  return { question, sourceSection };
}

/** `url` without the hand-off parameter (and without an empty '#'), for history.replaceState. */
export function withoutHandoff(url: string): string {
  const [base, parts] = splitFragment(url);
  const kept = parts.filter((part) => !isHandoffPart(part));
  return kept.length ? `${base}#${kept.join('&')}` : base;
}
