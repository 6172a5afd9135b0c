/**
 * Pure rules of the Ask page and its entry widget (ask-and-rewards 2.1, 2.2, 4.1, 5.1, 8.1, 9.1).
 * No DOM, no React: window and location values come in as parameters, so every rule is tested
 * table-driven from the spec's own values (test/unit/features/ask/ask-logic.test.ts).
 *
 * The chat protocol itself (frames, reducer, agents) lives in src/api/chat-protocol.ts (frames, agents) and ask.reducer.ts (the conversation).
 */
import { appendQuery, safeHttpUrl, toUrl } from '../../core/urls.ts';

// ---------------------------------------------------------------------------------------------
// Constants (9.1, 8.1)

/** 5.1 / 9.1: the maximum input length when none is configured. */
export const MAX_INPUT_LENGTH = 800;
/**
 * 9.1 'Typing delay per character': 15 ms, the default of the `typingDelayMs` field and of the
 * answer writer's tick (answer-writer.ts).
 */
export const TYPING_DELAY_MS = 15;
/** 9.1: the 'thinking' messages, in order. */
export const THINKING_MESSAGES = [
  'Thinking about the answer ...',
  'Looking up details...',
  'Reviewing the most accurate resources for you...',
  'Organizing response...',
] as const;
/** 9.1: the thinking message rotates every 2000 ms. */
export const THINKING_ROTATE_MS = 2000;
/** 2.1 / 9.1: the scroll position is checked 100 ms after scrolling. */
export const SCROLL_CHECK_MS = 100;
/** 2.1 / 9.1: within 20 px of the end counts as 'at the bottom'. */
export const SCROLL_THRESHOLD_PX = 20;
/** 9.1 breakpoints: mobile at 767 px or less; the left rail becomes a menu at 1023 px or less. */
export const MOBILE_MAX_WIDTH = 767;
export const MENU_MAX_WIDTH = 1023;
/** 5.1 / 9.1: a screen under 1024 px counts as mobile or tablet for the Enter key. */
export const DESKTOP_MIN_SCREEN_WIDTH = 1024;
/** 8.1: the forbidden (403) message when none is configured. */
export const FORBIDDEN_FALLBACK = 'Thanks for your input; please try again.';
/** 8.1: pro tips fetch failed or came back empty. */
export const PRO_TIPS_ERROR = 'Error fetching pro tips. Please try again later.';
/** 2.1 / 8.1: copy results, each shown for 2 s. */
export const COPY_SUCCESS = 'Content copied to clipboard!';
export const COPY_FAILURE = 'Failed to copy content.';
export const COPY_MESSAGE_MS = 2000;
/** 5.1: the placeholder of the max-length message. */
export const COUNT_LIMIT_PLACEHOLDER = '{%countlimit%}';
/** 2.1: the suffix of app-variant pages. */
export const APP_SUFFIX = '/.now.html';

// ---------------------------------------------------------------------------------------------
// Input validation (5.1, 4.1)

/** 5.1: the length the limit applies to: newlines (\n and \r) are not counted. */
export function countedLength(text: string): number {
  return typeof text === 'string' ? text.replace(/[\r\n]/g, '').length : 0;
}

function limitOf(maxLength: number | undefined): number {
  return typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0 ? maxLength : MAX_INPUT_LENGTH;
}

export interface ValidationTexts {
  /** The configured limit; anything but a positive whole number means 800. */
  maxLength?: number;
  emptyMessage: string;
  /** May contain {%countlimit%} (every occurrence is replaced). */
  tooLongMessage: string;
}

export type Validation = { ok: true } | { ok: false; reason: 'empty' | 'too-long'; message: string };

/**
 * 5.1: empty after trimming -> the empty-input message; counted length over the limit -> the
 * max-length message with {%countlimit%} replaced by the number of characters over the limit.
 * Empty is checked first. The page runs it live on every input (the error clears once the text
 * is back within the limit); the empty message is for a submit attempt, not for typing.
 */
export function validateQuestion(text: string, texts: ValidationTexts): Validation {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, reason: 'empty', message: texts.emptyMessage };
  const over = countedLength(text) - limitOf(texts.maxLength);
  if (over > 0) return { ok: false, reason: 'too-long', message: texts.tooLongMessage.split(COUNT_LIMIT_PLACEHOLDER).join(String(over)) };
  return { ok: true };
}

/**
 * Whether the question may be sent. 4.1/5.1 enable Ask 'only when the trimmed input is
 * non-empty': a necessary condition. Decided: Ask is also disabled while the text is over the
 * limit (the live too-long message says why), so neither the button nor Enter sends a prompt
 * the service would refuse. While an answer streams the button is Stop and stays enabled: that
 * is the view's state, not this rule.
 */
export function canSubmit(text: string, maxLength: number = MAX_INPUT_LENGTH): boolean {
  return typeof text === 'string' && text.trim() !== '' && countedLength(text) <= limitOf(maxLength);
}

// ---------------------------------------------------------------------------------------------
// Keyboard (5.1)

/**
 * Mobile and tablet user agents. Decided: the usual markers (Android, iPhone, iPad, iPod, the
 * generic 'Mobile' token, Opera Mini, IEMobile, BlackBerry, webOS, Silk, Kindle). iPadOS that
 * reports itself as a Mac is caught by touch.
 */
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|webOS|Silk|Kindle/i;

export interface DeviceInfo {
  /** 'ontouchstart' in window or navigator.maxTouchPoints > 0. */
  hasTouch: boolean;
  userAgent: string;
  /** screen.width; an unknown (NaN) width does not count as small. */
  screenWidth: number;
}

/** 5.1: Enter submits on desktop only: no touch, no mobile user agent, a screen of 1024 px or more. */
export function enterSubmits(device: DeviceInfo): boolean {
  if (device.hasTouch) return false;
  if (MOBILE_USER_AGENT.test(typeof device.userAgent === 'string' ? device.userAgent : '')) return false;
  return !(device.screenWidth < DESKTOP_MIN_SCREEN_WIDTH);
}

export interface KeyInfo {
  key: string;
  shiftKey: boolean;
  /** An IME composition in progress: its Enter confirms the composition, never submits. */
  isComposing?: boolean;
}

/** 5.1: Enter (without Shift, outside IME composition) submits on desktop; Shift+Enter is a newline. */
export function shouldSubmitOnKey(event: KeyInfo, device: DeviceInfo): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing && enterSubmits(device);
}

// ---------------------------------------------------------------------------------------------
// Widths (2.1, 9.1)

/** 9.1: 767 px or less is mobile (mobile chips, no automatic focus). */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** 2.1: below 1024 px (menu breakpoint 1023 px) the left rail is a hamburger menu. */
export function isMenuWidth(width: number): boolean {
  return width <= MENU_MAX_WIDTH;
}

/** 2.1 Focus: the input is focused automatically only above 767 px. */
export function autoFocusInput(width: number): boolean {
  return !isMobileWidth(width);
}

/**
 * 2.1: the chips to show. Decided: at mobile widths the mobile set, unless it is empty, in
 * which case the desktop set is shown there too.
 */
export function visibleChips(width: number, chips: readonly string[], mobileChips: readonly string[]): readonly string[] {
  return isMobileWidth(width) && mobileChips.length > 0 ? mobileChips : chips;
}

// ---------------------------------------------------------------------------------------------
// App-variant paths (2.1)

/**
 * The app-variant form of a path (2.1 'appends /.now.html'). Decided: a path already ending in
 * '.now.html' is kept; a trailing '.html' is replaced, and trailing slashes dropped, before
 * '/.now.html' is appended, so every app page ends in '/.now.html' after its extensionless path:
 * '/ask-member' -> '/ask-member/.now.html', '/medicare/part-b.html' -> '/medicare/part-b/.now.html',
 * '/' -> '/.now.html'.
 */
export function appVariantPath(path: string): string {
  if (/\.now\.html$/i.test(path)) return path;
  return `${path.replace(/\.html$/i, '').replace(/\/+$/, '')}${APP_SUFFIX}`;
}

// ---------------------------------------------------------------------------------------------
// Entry widget (2.2)

/**
 * 2.2: source_section names the topical area the visitor came from: the first path segment,
 * or the first two joined by a hyphen. Decided:
 * - two segments whenever the path has at least two ('/medicare/part-b.html' ->
 *   'medicare-part-b', '/espanol/salud/articulo.html' -> 'espanol-salud'), one otherwise
 *   ('/medicare.html' -> 'medicare');
 * - a trailing '.html', '.now.html' or '/.now.html' is removed first; query and fragment are
 *   ignored; segments are kept as written (no decoding, no case change);
 * - an author-side path drops its '/content/{site}/{lang}/home' root first;
 * - the home page (no segment left) is 'home'.
 */
export function sourceSection(pathname: string): string {
  const path = (typeof pathname === 'string' ? pathname : '')
    .replace(/[?#].*$/, '')
    .replace(/(?:\/?\.now)?\.html$/i, '')
    .replace(/^\/content\/[^/]+\/[^/]+\/home(?=\/|$)/, '');
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? 'home' : segments.slice(0, 2).join('-');
}

export interface AskPageTarget {
  url: string;
  /** 2.2: a new tab, or the same window in the app variant. */
  target: '_blank' | '_self';
}

/**
 * 2.2: the Ask page address with source_section set. The existing query and fragment are kept;
 * a source_section already in it is replaced. A blank section adds nothing.
 */
export function askPageUrl(input: { askUrl: string; sourceSection: string; appVariant: boolean }): AskPageTarget {
  const hashAt = input.askUrl.indexOf('#');
  const hash = hashAt < 0 ? '' : input.askUrl.slice(hashAt);
  const [base = '', query = ''] = (hashAt < 0 ? input.askUrl : input.askUrl.slice(0, hashAt)).split(/\?(.*)/s);
  const kept = query.split('&').filter((part) => part && part.split('=')[0] !== 'source_section');
  const withoutSection = `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
  const section = input.sourceSection.trim();
  return {
    url: section ? appendQuery(withoutSection, [['source_section', section]]) : withoutSection,
    target: input.appVariant ? '_self' : '_blank',
  };
}

// ---------------------------------------------------------------------------------------------
// Route (2.1, 6.1)

export interface RouteInput {
  brand: string;
  site: string;
  lang: string;
  /** Author mode (6.1). */
  authoring: boolean;
  appVariant: boolean;
  /** The configured redirect URL (on the widget: data-ask-url). */
  redirectUrl?: string | undefined;
  /** The current origin ('https://www.example.org'); '' gives a root-relative result. */
  origin: string;
}

/** The content root of an author-side path: '/content/{site}', then '/{lang}' and '/home' when present. */
const CONTENT_ROOT = /^\/content\/[^/?#]+(?:\/[a-z]{2}(?:[-_][a-z]{2})?(?:\/home)?)?(?=[/.?#]|$)/i;

/** Splits 'path?query#hash' into the path and the rest. */
function splitPath(value: string): [string, string] {
  const at = value.search(/[?#]/);
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at)];
}

/**
 * 2.1: the Ask page address.
 * - Public: '/ask-{brand}'. Author mode: '/content/{site}/{lang}/home/ask-{brand}.html'.
 *   App variant: appVariantPath of either. Decided: a blank brand gives '/ask'.
 * - A configured redirect URL overrides:
 *   - an absolute http(s) URL is used as is (no app suffix);
 *   - a path beginning '/content/' becomes the matching public path: the content root
 *     ('/content/{site}/{lang}/home', else '/content/{site}/{lang}', else '/content/{site}';
 *     {lang} being 'en', 'es', 'en-us' ...) and a trailing '.html' / '.now.html' are removed,
 *     query and fragment kept ('/content/member/en/home/ask-member.html?x=1' ->
 *     '/ask-member?x=1'). Decided: in author mode the '/content' path is kept as written,
 *     since the public path does not exist on the author host;
 *   - decided: any other root-relative path ('/ask-beta') is a same-origin page and kept;
 *   - same-origin paths get the app suffix in the app variant;
 *   - anything else (relative 'ask-x', protocol-relative '//host' or '/\\host', javascript:,
 *     data:, anything with control characters) is ignored and the default route used.
 * The result is prefixed with `origin` (trailing slashes dropped) unless absolute.
 */
export function askRoute(input: RouteInput): string {
  const origin = (input.origin ?? '').replace(/\/+$/, '');
  // Control characters are refused outright: a URL parser drops tabs and newlines, so
  // '/\t/host' would turn into the protocol-relative '//host'.
  const given = typeof input.redirectUrl === 'string' ? input.redirectUrl.trim() : '';
  // Control characters are exactly what this refuses.
  // eslint-disable-next-line no-control-regex
  const redirect = /[\u0000-\u001f\u007f]/.test(given) ? '' : given;
  if (/^https?:\/\//i.test(redirect) && toUrl(redirect)) return redirect;
  const brand = (input.brand ?? '').trim();
  const page = brand ? `ask-${brand}` : 'ask';
  let path = input.authoring ? `/content/${input.site}/${input.lang}/home/${page}.html` : `/${page}`;
  if (/^\/(?![/\\])/.test(redirect)) {
    path = redirect;
    if (!input.authoring && CONTENT_ROOT.test(redirect)) {
      const [rest, suffix] = splitPath(redirect.replace(CONTENT_ROOT, ''));
      path = `/${rest.replace(/(?:\/?\.now)?\.html$/i, '').replace(/^[/\\]+/, '')}${suffix}`;
    }
  }
  if (!input.appVariant) return `${origin}${path}`;
  const [pathname, rest] = splitPath(path);
  return `${origin}${appVariantPath(pathname)}${rest}`;
}

// ---------------------------------------------------------------------------------------------
// Links inside answers (2.1)

/**
 * 2.1: in the app variant, links to the main domain and relative links are rewritten to the
 * current host with '/.now.html' (appVariantPath: '/medicare/part-b.html' ->
 * '/medicare/part-b/.now.html'); query and fragment kept. Decided:
 * - relative links resolve against the current origin's root;
 * - the current host counts as a main-domain host; hosts match exactly (any case, any port);
 * - links to other hosts are returned unchanged (normalised);
 * - anything that is not http(s) (javascript:, data:, mailto:, tel: ...) or does not parse is
 *   not a link: undefined, and the view shows its text only.
 * Outside the app variant any http(s) URL is kept (answerLink).
 */
export function rewriteAnswerLink(href: string, context: { mainDomainHosts: readonly string[]; currentOrigin: string }): string | undefined {
  const text = typeof href === 'string' ? href.trim() : '';
  if (!text) return undefined;
  const current = toUrl(context.currentOrigin);
  const base = current && /^https?:$/.test(current.protocol) ? current : undefined;
  const url = toUrl(text, base ? `${base.origin}/` : undefined);
  if (!url || !/^https?:$/.test(url.protocol)) return undefined;
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(text) && !/^[/\\]{2}/.test(text);
  const hosts = new Set(context.mainDomainHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  if (base) hosts.add(base.hostname);
  if (!base || !(relative || hosts.has(url.hostname))) return url.href;
  return `${base.origin}${appVariantPath(url.pathname)}${url.search}${url.hash}`;
}

export interface AnswerLinkContext {
  /** The app variant (2.1): links are rewritten with rewriteAnswerLink. */
  appVariant: boolean;
  mainDomainHosts: readonly string[];
  /** The page's address (location.href): the base of relative links and the current origin. */
  pageUrl: string;
}

/**
 * 2.1: the address an answer link (a source, a link in the pro-tips fragment) gets: in the app
 * variant rewriteAnswerLink's, else any http(s) URL, relative ones resolved against the page;
 * anything else is no link (undefined: the view shows the text only).
 */
export function answerLink(href: string, context: AnswerLinkContext): string | undefined {
  if (context.appVariant) return rewriteAnswerLink(href, { mainDomainHosts: context.mainDomainHosts, currentOrigin: toUrl(context.pageUrl)?.origin ?? '' });
  return safeHttpUrl(href, context.pageUrl);
}

// ---------------------------------------------------------------------------------------------
// Thinking indicator and scrolling (2.1, 9.1)

/**
 * 9.1: the index in THINKING_MESSAGES to show `elapsedMs` after the indicator appeared: the
 * next one every 2000 ms until each has been shown once, then the last one stays.
 */
export function thinkingMessageAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(Math.floor(elapsedMs / THINKING_ROTATE_MS), THINKING_MESSAGES.length - 1);
}

/** 2.1 / 9.1: at the bottom when at most 20 px are left below the visible part (20 included). */
export function isAtBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_THRESHOLD_PX;
}

// ---------------------------------------------------------------------------------------------
// Random choices (2.1 topics, 8.1 error lists)

function pickFrom<T>(items: readonly T[], random: () => number): T | undefined {
  if (items.length === 0) return undefined;
  const r = random();
  const index = Number.isFinite(r) ? Math.floor(r * items.length) : 0;
  return items[Math.min(Math.max(index, 0), items.length - 1)];
}

/** The non-blank lines of a newline-separated list (or the non-blank items of an array), trimmed. */
export function listLines(list: string | readonly string[] | undefined): string[] {
  const items = typeof list === 'string' ? list.split(/\r\n|\r|\n/) : Array.isArray(list) ? list : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** 2.1: a topic button's random question from its newline-separated list; undefined when none. */
export function randomQuestion(list: string | readonly string[], random: () => number = Math.random): string | undefined {
  return pickFrom(listLines(list), random);
}

/** 8.1: a random message of a configured list (blank ones skipped); undefined when none. */
export function pickMessage(list: readonly string[], random: () => number = Math.random): string | undefined {
  return pickFrom(listLines(list), random);
}

// ---------------------------------------------------------------------------------------------
// Pro tips (2.1, 4.4, 7.1)

/**
 * 7.1: GET {origin}{pro-tips path}.resource.root.html, '.resource.root.now.html' in the app
 * variant. Decided: a trailing '.html' or '/' of the configured path is dropped first; an
 * absolute http(s) path is used without the origin; a blank or non-http path gives undefined
 * (the page shows PRO_TIPS_ERROR).
 */
export function proTipsUrl(origin: string, proTipsPath: string | undefined, appVariant: boolean): string | undefined {
  const path = (proTipsPath ?? '')
    .trim()
    .replace(/\.html$/i, '')
    .replace(/\/+$/, '');
  if (!path) return undefined;
  const suffix = appVariant ? '.resource.root.now.html' : '.resource.root.html';
  if (/^https?:\/\//i.test(path)) return toUrl(path) ? `${path}${suffix}` : undefined;
  if (!/^\/(?![/\\])/.test(path)) return undefined;
  return `${origin.replace(/\/+$/, '')}${path}${suffix}`;
}

// ---------------------------------------------------------------------------------------------
// Stored question hand-off (2.2)

/** 2.2: the localStorage key under which an entry widget leaves the question for the Ask page. */
export const STORED_QUESTION_KEY = 'memberElements.ask.pendingQuestion';
/**
 * Decided: a stored question older than 10 minutes (either way, against clock changes) is
 * stale and not asked, so a widget click that never reached the Ask page is not replayed days
 * later.
 */
export const STORED_QUESTION_MAX_AGE_MS = 10 * 60_000;

export interface StoredQuestion {
  question: string;
  sourceSection: string;
  /** Epoch milliseconds. */
  storedAt: number;
}

/** The stored text: JSON of StoredQuestion. */
export function encodeStoredQuestion(question: string, sourceSectionValue: string, now: number): string {
  return JSON.stringify({ question, sourceSection: sourceSectionValue, storedAt: now } satisfies StoredQuestion);
}

/**
 * What was stored, if it is still to be asked: well-formed, a non-blank question, not stale.
 * The Ask page clears the key whatever this returns (2.2 'then clears it').
 */
export function decodeStoredQuestion(raw: string | null | undefined, now: number, maxAgeMs = STORED_QUESTION_MAX_AGE_MS): StoredQuestion | undefined {
  if (typeof raw !== 'string' || !raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { question, sourceSection: section, storedAt } = value as Record<string, unknown>;
  if (typeof question !== 'string' || !question.trim()) return undefined;
  if (typeof storedAt !== 'number' || !Number.isFinite(storedAt) || Math.abs(now - storedAt) > maxAgeMs) return undefined;
  return { question, sourceSection: typeof section === 'string' ? section : '', storedAt };
}
