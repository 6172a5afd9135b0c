import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  COPY_FAILURE,
  COPY_MESSAGE_MS,
  COPY_SUCCESS,
  FORBIDDEN_FALLBACK,
  MAX_INPUT_LENGTH,
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  PRO_TIPS_ERROR,
  SCROLL_CHECK_MS,
  SCROLL_THRESHOLD_PX,
  STORED_QUESTION_KEY,
  STORED_QUESTION_MAX_AGE_MS,
  THINKING_MESSAGES,
  THINKING_ROTATE_MS,
  TYPING_DELAY_MS,
  appVariantPath,
  askPageUrl,
  askRoute,
  autoFocusInput,
  canSubmit,
  countedLength,
  decodeStoredQuestion,
  encodeStoredQuestion,
  enterSubmits,
  isAtBottom,
  isMenuWidth,
  isMobileWidth,
  pickMessage,
  proTipsUrl,
  randomQuestion,
  rewriteAnswerLink,
  answerLink,
  shouldSubmitOnKey,
  sourceSection,
  thinkingMessageAt,
  validateQuestion,
  visibleChips,
  type DeviceInfo,
  type RouteInput,
} from '../../../../src/features/ask/ask.logic.ts';
import { askPageSchema, askWidgetSchema } from '../../../../src/features/ask/ask.schema.ts';

const x = (n: number) => 'x'.repeat(n);
const TEXTS = { emptyMessage: 'Please enter a question.', tooLongMessage: 'Too long by {%countlimit%}.' };

// 9.1, 8.1: the spec's constants.
describe('constants', () => {
  it('are the spec values', () => {
    expect([MAX_INPUT_LENGTH, TYPING_DELAY_MS, THINKING_ROTATE_MS, SCROLL_CHECK_MS, SCROLL_THRESHOLD_PX]).toEqual([800, 15, 2000, 100, 20]);
    expect([MOBILE_MAX_WIDTH, MENU_MAX_WIDTH, COPY_MESSAGE_MS]).toEqual([767, 1023, 2000]);
    expect(THINKING_MESSAGES).toEqual([
      'Thinking about the answer ...',
      'Looking up details...',
      'Reviewing the most accurate resources for you...',
      'Organizing response...',
    ]);
    expect(FORBIDDEN_FALLBACK).toBe('Thanks for your input; please try again.');
    expect(PRO_TIPS_ERROR).toBe('Error fetching pro tips. Please try again later.');
    expect([COPY_SUCCESS, COPY_FAILURE]).toEqual(['Content copied to clipboard!', 'Failed to copy content.']);
    expect(STORED_QUESTION_KEY).toMatch(/\S/);
  });
});

// 5.1: 'The check uses the length with newlines removed'; {%countlimit%} is the excess.
describe('validateQuestion', () => {
  it.each([
    ['799 characters', x(799), { ok: true }],
    ['800 characters', x(800), { ok: true }],
    ['801 characters', x(801), { ok: false, reason: 'too-long', message: 'Too long by 1.' }],
    ['850 characters', x(850), { ok: false, reason: 'too-long', message: 'Too long by 50.' }],
    ['800 + newlines', `${x(400)}\n\r\n${x(400)}\n`, { ok: true }],
    ['801 across lines', `${x(400)}\n${x(401)}`, { ok: false, reason: 'too-long', message: 'Too long by 1.' }],
    ['empty', '', { ok: false, reason: 'empty', message: 'Please enter a question.' }],
    ['blank', ' \n\t ', { ok: false, reason: 'empty', message: 'Please enter a question.' }],
    ['900 blanks (empty wins)', ' '.repeat(900), { ok: false, reason: 'empty', message: 'Please enter a question.' }],
  ])('%s', (_name, text, expected) => {
    expect(validateQuestion(text, TEXTS)).toEqual(expected);
  });

  it('replaces every {%countlimit%} and honours a configured limit', () => {
    const result = validateQuestion(x(12), { maxLength: 10, emptyMessage: '', tooLongMessage: '{%countlimit%} over ({%countlimit%} characters)' });
    expect(result).toEqual({ ok: false, reason: 'too-long', message: '2 over (2 characters)' });
  });

  it.each([0, -1, Number.NaN, 1.5])('a limit of %s means 800', (maxLength) => {
    expect(validateQuestion(x(800), { ...TEXTS, maxLength }).ok).toBe(true);
    expect(validateQuestion(x(801), { ...TEXTS, maxLength }).ok).toBe(false);
  });

  it('counts without newlines', () => {
    expect(countedLength('a\nb\r\nc\r')).toBe(3);
  });
});

// 4.1 / 5.1: Ask enabled only for a non-blank input; decided: also not while over the limit.
describe('canSubmit', () => {
  it.each([
    ['', false],
    ['   \n ', false],
    ['a', true],
    [x(799), true],
    [x(800), true],
    [`${x(800)}\n`, true],
    [x(801), false],
  ])('%j -> %s', (text, expected) => {
    expect(canSubmit(text)).toBe(expected);
  });

  it('follows a configured limit', () => {
    expect([canSubmit(x(10), 10), canSubmit(x(11), 10)]).toEqual([true, false]);
  });
});

// 5.1 Keyboard: desktop only; touch, a mobile UA or a screen under 1024 px is mobile/tablet.
describe('Enter key', () => {
  const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const desktop: DeviceInfo = { hasTouch: false, userAgent: DESKTOP_UA, screenWidth: 1920 };

  it.each([
    ['desktop 1920', {}, true],
    ['screen 1024', { screenWidth: 1024 }, true],
    ['screen 1023', { screenWidth: 1023 }, false],
    ['unknown screen width', { screenWidth: Number.NaN }, true],
    ['touch', { hasTouch: true }, false],
    ['Mac Safari', { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' }, true],
    ['Linux Firefox', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' }, true],
    ['Android', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' }, false],
    ['Android tablet', { userAgent: 'Mozilla/5.0 (Android 13; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0' }, false],
    ['iPhone', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15' }, false],
    ['iPad', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15' }, false],
    ['iPod', { userAgent: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)' }, false],
    ['generic Mobile token', { userAgent: 'Mozilla/5.0 (X11; Linux) Mobile' }, false],
    ['Opera Mini', { userAgent: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80/191.256; U; en) Presto/2.5.25' }, false],
    ['IEMobile', { userAgent: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)' }, false],
  ])('%s -> Enter submits: %s', (_name, overrides, expected) => {
    expect(enterSubmits({ ...desktop, ...overrides })).toBe(expected);
  });

  it.each([
    ['Enter', { key: 'Enter', shiftKey: false }, desktop, true],
    ['Shift+Enter', { key: 'Enter', shiftKey: true }, desktop, false],
    ['Enter while composing', { key: 'Enter', shiftKey: false, isComposing: true }, desktop, false],
    ['another key', { key: 'a', shiftKey: false }, desktop, false],
    ['Enter on a touch device', { key: 'Enter', shiftKey: false }, { ...desktop, hasTouch: true }, false],
  ])('%s -> %s', (_name, key, device, expected) => {
    expect(shouldSubmitOnKey(key, device)).toBe(expected);
  });
});

// 2.1 / 9.1 breakpoints.
describe('widths', () => {
  it.each([
    [767, true, true, false],
    [768, false, true, true],
    [1023, false, true, true],
    [1024, false, false, true],
  ])('%i px: mobile %s, menu %s, autofocus %s', (width, mobile, menu, focus) => {
    expect([isMobileWidth(width), isMenuWidth(width), autoFocusInput(width)]).toEqual([mobile, menu, focus]);
  });

  it('shows the mobile chips at 767 px or less, the desktop ones when there are none', () => {
    expect(visibleChips(767, ['d'], ['m'])).toEqual(['m']);
    expect(visibleChips(768, ['d'], ['m'])).toEqual(['d']);
    expect(visibleChips(767, ['d'], [])).toEqual(['d']);
  });
});

// 2.2: first segment, or the first two joined by a hyphen; .html / .now.html ignored.
describe('sourceSection', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/.now.html', 'home'],
    ['/medicare.html', 'medicare'],
    ['/medicare/', 'medicare'],
    ['/medicare.now.html', 'medicare'],
    ['/medicare/part-b.html', 'medicare-part-b'],
    ['/medicare/part-b.now.html', 'medicare-part-b'],
    ['/medicare/part-b/.now.html', 'medicare-part-b'],
    ['/health/medicare/article.html', 'health-medicare'],
    ['/retirement/social-security/index.html?x=1#top', 'retirement-social-security'],
    ['/espanol/salud/articulo.html', 'espanol-salud'],
    ['/content/member/en/home/medicare/part-b.html', 'medicare-part-b'],
    ['/content/member/en/home.html', 'home'],
  ])('%j -> %s', (path, expected) => {
    expect(sourceSection(path)).toBe(expected);
  });
});

// 2.2: source_section in the query; new tab, same window in the app variant.
describe('askPageUrl', () => {
  it.each([
    ['https://www.example.org/ask-brand', 'medicare', false, 'https://www.example.org/ask-brand?source_section=medicare', '_blank'],
    [
      'https://www.example.org/ask-brand?a=1#top',
      'medicare-part-b',
      false,
      'https://www.example.org/ask-brand?a=1&source_section=medicare-part-b#top',
      '_blank',
    ],
    ['/ask-member?source_section=old&b=2', 'home', true, '/ask-member?b=2&source_section=home', '_self'],
    ['/ask-member', 'a b&c', false, '/ask-member?source_section=a%20b%26c', '_blank'],
    ['/ask-member?a=1', '', false, '/ask-member?a=1', '_blank'],
  ] as const)('%s + %j (app %s)', (askUrl, section, appVariant, url, target) => {
    expect(askPageUrl({ askUrl, sourceSection: section, appVariant })).toEqual({ url, target });
  });
});

// 2.1 Route, 6.1 author mode.
describe('askRoute', () => {
  const base: RouteInput = { brand: 'member', site: 'member', lang: 'en', authoring: false, appVariant: false, origin: 'https://www.example.org' };
  const O = 'https://www.example.org';

  it.each([
    ['public', {}, `${O}/ask-member`],
    ['author mode', { authoring: true }, `${O}/content/member/en/home/ask-member.html`],
    ['author mode, Spanish', { authoring: true, lang: 'es' }, `${O}/content/member/es/home/ask-member.html`],
    ['app variant', { appVariant: true }, `${O}/ask-member/.now.html`],
    ['author mode, app variant', { authoring: true, appVariant: true }, `${O}/content/member/en/home/ask-member/.now.html`],
    ['no origin', { origin: '' }, '/ask-member'],
    ['origin with a slash', { origin: `${O}/` }, `${O}/ask-member`],
    ['blank brand', { brand: ' ' }, `${O}/ask`],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(askRoute({ ...base, ...overrides })).toBe(expected);
  });

  it.each([
    ['absolute https', 'https://partner.example.com/ask?x=1', {}, 'https://partner.example.com/ask?x=1'],
    ['absolute http, any case', ' HTTP://www.example.org/Ask ', {}, 'HTTP://www.example.org/Ask'],
    ['absolute in the app variant', 'https://partner.example.com/ask', { appVariant: true }, 'https://partner.example.com/ask'],
    ['/content .../home', '/content/member/en/home/ask-member.html', {}, `${O}/ask-member`],
    ['/content with query and hash', '/content/member/en/home/medicare/ask.html?x=1#f', {}, `${O}/medicare/ask?x=1#f`],
    ['/content Spanish', '/content/member/es/home/espanol/ask-member.html', {}, `${O}/espanol/ask-member`],
    ['/content without home', '/content/member/en/ask-member.html', {}, `${O}/ask-member`],
    ['/content without lang', '/content/member/ask-member.html', {}, `${O}/ask-member`],
    ['/content home page', '/content/member/en/home.html', {}, `${O}/`],
    ['/content .now.html', '/content/member/en/home/ask-member.now.html', {}, `${O}/ask-member`],
    ['/content in the app variant', '/content/member/en/home/ask-member.html', { appVariant: true }, `${O}/ask-member/.now.html`],
    ['/content in author mode (kept)', '/content/member/en/home/ask-beta.html', { authoring: true }, `${O}/content/member/en/home/ask-beta.html`],
    ['root-relative path', '/ask-beta', {}, `${O}/ask-beta`],
    ['root-relative, app variant', '/ask-beta?x=1', { appVariant: true }, `${O}/ask-beta/.now.html?x=1`],
    ['javascript:', 'javascript:alert(1)', {}, `${O}/ask-member`],
    ['javascript:, mixed case', ' JaVaScRiPt:alert(1)', {}, `${O}/ask-member`],
    ['data:', 'data:text/html,<script>alert(1)</script>', {}, `${O}/ask-member`],
    ['protocol-relative', '//evil.example/ask', {}, `${O}/ask-member`],
    ['backslash protocol-relative', '/\\evil.example/ask', {}, `${O}/ask-member`],
    ['tab inside the slashes', '/\t/evil.example/ask', {}, `${O}/ask-member`],
    ['/content hiding a host', '/content/member/en/home/\t/evil.example', {}, `${O}/ask-member`],
    ['relative', 'ask-member', {}, `${O}/ask-member`],
    ['broken absolute', 'https://', {}, `${O}/ask-member`],
    ['blank', '   ', { appVariant: true }, `${O}/ask-member/.now.html`],
  ] as const)('redirect: %s', (_name, redirectUrl, overrides, expected) => {
    expect(askRoute({ ...base, ...overrides, redirectUrl })).toBe(expected);
  });

  it('keeps a /content redirect from turning into another host', () => {
    expect(askRoute({ ...base, origin: '', redirectUrl: '/content/member/en/home//evil.example/x.html' })).toBe('/evil.example/x');
  });
});

describe('appVariantPath', () => {
  it.each([
    ['/ask-member', '/ask-member/.now.html'],
    ['/medicare/part-b.html', '/medicare/part-b/.now.html'],
    ['/medicare/', '/medicare/.now.html'],
    ['/', '/.now.html'],
    ['/medicare.now.html', '/medicare.now.html'],
    ['/medicare/.now.html', '/medicare/.now.html'],
  ])('%s -> %s', (path, expected) => {
    expect(appVariantPath(path)).toBe(expected);
  });
});

// 2.1 Links inside answers (app variant).
describe('rewriteAnswerLink', () => {
  const context = { mainDomainHosts: ['www.example.org'], currentOrigin: 'https://app.example.org' };
  const A = 'https://app.example.org';

  it.each([
    ['main domain .html', 'https://www.example.org/medicare/part-b.html', `${A}/medicare/part-b/.now.html`],
    ['main domain, any case, query and hash', 'https://WWW.EXAMPLE.ORG/medicare/?a=1#x', `${A}/medicare/.now.html?a=1#x`],
    ['main domain, other port', 'http://www.example.org:8080/a', `${A}/a/.now.html`],
    ['main domain, already .now.html', 'https://www.example.org/x.now.html', `${A}/x.now.html`],
    ['protocol-relative main domain', '//www.example.org/y', `${A}/y/.now.html`],
    ['current host', 'https://app.example.org/x.html', `${A}/x/.now.html`],
    ['root-relative', '/medicare/part-b', `${A}/medicare/part-b/.now.html`],
    ['relative', 'medicare.html', `${A}/medicare/.now.html`],
    ['other host', 'https://www.medicare.gov/basics?q=1', 'https://www.medicare.gov/basics?q=1'],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['data:', 'data:text/html,x', undefined],
    ['mailto:', 'mailto:help@example.org', undefined],
    ['tel:', 'tel:+18005551212', undefined],
    ['blank', '  ', undefined],
  ])('%s', (_name, href, expected) => {
    expect(rewriteAnswerLink(href, context)).toBe(expected);
  });
});

// 2.1 The address any answer link gets: the app variant rewrites, the web page keeps http(s).
describe('answerLink', () => {
  const web = { appVariant: false, mainDomainHosts: ['www.example.org'], pageUrl: 'https://www.example.org/ask-member?x=1' };
  const app = { ...web, appVariant: true, pageUrl: 'https://app.example.org/ask-member/.now.html' };
  it.each([
    ['web, absolute', web, 'https://www.medicare.gov/basics', 'https://www.medicare.gov/basics'],
    ['web, root-relative', web, '/medicare/part-b.html', 'https://www.example.org/medicare/part-b.html'],
    ['web, relative to the page', web, 'guide', 'https://www.example.org/guide'],
    ['web, main domain kept as is', web, 'https://www.example.org/a.html', 'https://www.example.org/a.html'],
    ['web, javascript:', web, 'javascript:alert(1)', undefined],
    ['web, mailto:', web, 'mailto:help@example.org', undefined],
    ['app, main domain rewritten', app, 'https://www.example.org/medicare/part-b.html', 'https://app.example.org/medicare/part-b/.now.html'],
    ['app, root-relative rewritten', app, '/social-security/', 'https://app.example.org/social-security/.now.html'],
    ['app, other host kept', app, 'https://www.medicare.gov/basics', 'https://www.medicare.gov/basics'],
    ['app, data:', app, 'data:text/html,x', undefined],
  ])('%s', (_name, context, href, expected) => {
    expect(answerLink(href, context)).toBe(expected);
  });
});

// 9.1: rotate every 2000 ms until each message was shown once, then stay on the last.
describe('thinkingMessageAt', () => {
  it.each([
    [0, 0],
    [1999, 0],
    [2000, 1],
    [4000, 2],
    [6000, 3],
    [8000, 3],
    [60000, 3],
    [-5, 0],
    [Number.NaN, 0],
  ])('%i ms -> message %i', (elapsed, index) => {
    expect(thinkingMessageAt(elapsed)).toBe(index);
  });
});

// 2.1 / 9.1: 20 px threshold.
describe('isAtBottom', () => {
  it.each([
    [19, true],
    [20, true],
    [21, false],
    [0, true],
  ])('%i px left -> %s', (left, expected) => {
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 - left })).toBe(expected);
  });
});

// 2.1 topics, 8.1 error lists.
describe('random choices', () => {
  const list = '  What is Part A? \n\n What is Part B?\r\n   \n What is Part D? ';
  it.each([
    [0, 'What is Part A?'],
    [0.5, 'What is Part B?'],
    [0.999, 'What is Part D?'],
    [1, 'What is Part D?'],
    [Number.NaN, 'What is Part A?'],
  ])('randomQuestion with random() = %s', (r, expected) => {
    expect(randomQuestion(list, () => r)).toBe(expected);
  });

  it('gives undefined for a list without questions', () => {
    expect(randomQuestion('', () => 0)).toBeUndefined();
    expect(randomQuestion('\n  \n', () => 0)).toBeUndefined();
  });

  it('picks a configured message, skipping blank ones', () => {
    expect(pickMessage(['one', 'two'], () => 0.6)).toBe('two');
    expect(pickMessage(['', 'only'], () => 0)).toBe('only');
    expect(pickMessage([], () => 0)).toBeUndefined();
    expect(pickMessage([' '], () => 0)).toBeUndefined();
  });
});

// 7.1 pro tips.
describe('proTipsUrl', () => {
  const O = 'https://www.example.org';
  it.each([
    ['/content/member/en/ask/pro-tips', false, `${O}/content/member/en/ask/pro-tips.resource.root.html`],
    ['/content/member/en/ask/pro-tips', true, `${O}/content/member/en/ask/pro-tips.resource.root.now.html`],
    ['/content/member/en/ask/pro-tips.html', false, `${O}/content/member/en/ask/pro-tips.resource.root.html`],
    ['https://cdn.example.org/tips', false, 'https://cdn.example.org/tips.resource.root.html'],
    ['', false, undefined],
    [undefined, false, undefined],
    ['javascript:alert(1)', false, undefined],
    ['//evil.example/tips', false, undefined],
    ['tips', false, undefined],
  ])('%j (app %s)', (path, app, expected) => {
    expect(proTipsUrl(`${O}/`, path, app)).toBe(expected);
  });
});

// 2.2 stored question hand-off; decided: stale after 10 minutes.
describe('stored question', () => {
  const now = Date.UTC(2027, 0, 15, 12);
  const raw = encodeStoredQuestion('What does Part B cover?', 'medicare-part-b', now);

  it.each([
    ['fresh', raw, now, { question: 'What does Part B cover?', sourceSection: 'medicare-part-b', storedAt: now }],
    ['10 minutes old', raw, now + STORED_QUESTION_MAX_AGE_MS, { question: 'What does Part B cover?', sourceSection: 'medicare-part-b', storedAt: now }],
    ['10 minutes and 1 ms old', raw, now + STORED_QUESTION_MAX_AGE_MS + 1, undefined],
    ['from the future', raw, now - STORED_QUESTION_MAX_AGE_MS - 1, undefined],
    ['nothing', null, now, undefined],
    ['not JSON', '{oops', now, undefined],
    ['not an object', '"question"', now, undefined],
    ['blank question', JSON.stringify({ question: ' ', sourceSection: 'x', storedAt: now }), now, undefined],
    ['no time', JSON.stringify({ question: 'q', sourceSection: 'x' }), now, undefined],
    ['no section', JSON.stringify({ question: 'q', storedAt: now }), now, { question: 'q', sourceSection: '', storedAt: now }],
  ])('%s', (_name, stored, at, expected) => {
    expect(decodeStoredQuestion(stored, at)).toEqual(expected);
  });

  it('is 10 minutes', () => {
    expect(STORED_QUESTION_MAX_AGE_MS).toBe(600_000);
  });
});

describe('askPageSchema', () => {
  it('gives sensible defaults', () => {
    const config = v.parse(askPageSchema, {});
    expect(config['agent-name']).toBe('medicare');
    expect(config.maxInputLength).toBe(800);
    expect(config.typingDelayMs).toBe(15);
    expect(config.forbiddenMessage).toBe(FORBIDDEN_FALLBACK);
    expect([config.askLabel, config.stopLabel, config.newChatLabel, config.openMenuLabel, config.closeMenuLabel]).toEqual([
      'Ask',
      'Stop',
      'Start new chat',
      'Open menu',
      'Close menu',
    ]);
    expect([config.copyLabel, config.likeLabel, config.dislikeLabel, config.sourcesLabel]).toEqual(['Copy Answer', 'Like', 'Dislike', 'Sources: ']);
    expect(config.maxLengthMessage).toContain('{%countlimit%}');
    expect(config.apiErrorMessages.length).toBeGreaterThan(0);
    expect(config.errorMessages.length).toBeGreaterThan(0);
    expect(randomQuestion(config.medicareQuestions, () => 0)).toBeTruthy();
    expect(config.mobileChips).toEqual([]);
  });

  it('parses a full config, lists as arrays or newline-separated text', () => {
    const config = v.parse(askPageSchema, {
      query: 'What is Part D?',
      endPointUrl: 'wss://chat.example.org/ask/v1/chat',
      related_questions: 'You might also ask',
      'agent-name': 'Social Security',
      heading: 'Ask us',
      placeholder: 'Type here',
      emptyInputMessage: 'Empty!',
      maxLengthMessage: '{%countlimit%} too many',
      maxInputLength: '500',
      typingDelayMs: 20,
      forbiddenMessage: 'Not allowed',
      forbiddenRedirectUrl: '/help.html',
      apiErrorMessages: 'API one\n\n API two ',
      errorMessages: ['Error one', ' '],
      medicareQuestions: 'Q1\nQ2',
      socialSecurityQuestions: 'S1',
      proTipsPath: '/content/member/en/ask/pro-tips',
      chips: ['Chip 1', 'Chip 2'],
      mobileChips: 'Mobile chip',
      disclaimer: 'Info only',
      askLabel: 'Go',
      sourcesLabel: 'From: ',
    });
    expect(config).toMatchObject({
      'agent-name': 'social-security',
      related_questions: 'You might also ask',
      maxInputLength: 500,
      typingDelayMs: 20,
      apiErrorMessages: ['API one', 'API two'],
      errorMessages: ['Error one'],
      chips: ['Chip 1', 'Chip 2'],
      mobileChips: ['Mobile chip'],
      askLabel: 'Go',
      stopLabel: 'Stop',
    });
  });

  it('keeps the default error messages when the configured list is empty', () => {
    expect(v.parse(askPageSchema, { errorMessages: '' }).errorMessages).toEqual(v.parse(askPageSchema, {}).errorMessages);
  });

  it.each([
    ['agent-name', 'cardiology'],
    ['agent-name', 3],
    ['maxInputLength', 'many'],
    ['maxInputLength', 0],
    ['typingDelayMs', -1],
    ['chips', 5],
    ['chips', [1, 2]],
    ['apiErrorMessages', { a: 1 }],
    ['endPointUrl', 'https://chat.example.org'],
    ['endPointUrl', 'javascript:alert(1)'],
    ['heading', 3],
    ['query', null],
  ])('rejects %s = %j', (field, value) => {
    expect(v.safeParse(askPageSchema, { [field]: value }).success).toBe(false);
  });
});

describe('askWidgetSchema', () => {
  it('reads the CONTRACT example and defaults', () => {
    const config = v.parse(askWidgetSchema, { chips: ['What does Part B cover?'], askUrl: 'https://www.example.org/ask-brand' });
    expect(config).toMatchObject({ chips: ['What does Part B cover?'], askUrl: 'https://www.example.org/ask-brand', submitLabel: 'Ask', maxInputLength: 800 });
    expect(v.parse(askWidgetSchema, {}).chips).toEqual([]);
  });

  it('rejects bad types', () => {
    expect(v.safeParse(askWidgetSchema, { chips: 'a' }).success).toBe(true);
    expect(v.safeParse(askWidgetSchema, { chips: [true] }).success).toBe(false);
    expect(v.safeParse(askWidgetSchema, { askUrl: 42 }).success).toBe(false);
    expect(v.safeParse(askWidgetSchema, { maxInputLength: '8x' }).success).toBe(false);
  });
});
