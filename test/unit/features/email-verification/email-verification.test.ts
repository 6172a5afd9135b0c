// @vitest-environment happy-dom
/**
 * `<email-verification>`'s page side (src/stores/email-verification.ts) and view states
 * (email-verification.logic.ts), as tables: what the page says (the `at` and `evs` cookies in
 * both forms, emo, the referrer), the 4.9 suppression rows, and waiting for the gate. The JSONP
 * calls, the modals and the CSP are browser tests (test/browser/email-verification*.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterCheck, isDeciding, startState } from '../../../../src/features/email-verification/email-verification.logic.ts';
import { modalClosed, modalOpened } from '../../../../src/stores/program-modals.ts';
import { emailVerificationModalMayOpen, readEmailVerificationPage, whenGatesDecided } from '../../../../src/stores/email-verification.ts';
import type { ModalKind } from '../../../../src/domain/program-modals.ts';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};
const setReferrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });

beforeEach(() => {
  clearCookies();
  setReferrer('');
  history.replaceState(null, '', '/get-started/');
  document.body.replaceChildren();
  document.head.replaceChildren();
});
afterEach(() => clearCookies());

const AT = encodeURIComponent(JSON.stringify({ ms: '0', f: 'Jun', ss: '1' }));
const AT_PAIRS = encodeURIComponent('ms=0&f=Jun&ss=1');

describe('readEmailVerificationPage (4.8 rows 1-2; the cookies as the page has them)', () => {
  it.each([
    ['anonymous: nothing', {}, '', '', { thankYou: false, statusCheck: false, firstName: '' }],
    ['logged in, no evs: the check', { at: AT }, '', '', { thankYou: false, statusCheck: true, firstName: 'Jun' }],
    ['at as key=value pairs', { at: AT_PAIRS }, '', '', { thankYou: false, statusCheck: true, firstName: 'Jun' }],
    ['evs Q (key=value)', { at: AT, evs: encodeURIComponent('status=Q&popup=true&') }, '', '', { thankYou: false, statusCheck: true, firstName: 'Jun' }],
    ['evs P (JSON)', { at: AT, evs: encodeURIComponent('{"status":"P","popup":false}') }, '', '', { thankYou: false, statusCheck: true, firstName: 'Jun' }],
    [
      'evs V (key=value): no check',
      { at: AT, evs: encodeURIComponent('status=V&popup=false&') },
      '',
      '',
      { thankYou: false, statusCheck: false, firstName: 'Jun' },
    ],
    ['evs V (JSON): no check', { at: AT, evs: encodeURIComponent('{"status":"v"}') }, '', '', { thankYou: false, statusCheck: false, firstName: 'Jun' }],
    ['evs garbage: counts as none', { at: AT, evs: '%%%' }, '', '', { thankYou: false, statusCheck: true, firstName: 'Jun' }],
    ['emo, no referrer: the thank-you, no check', { at: AT }, '?emo=email_verification', '', { thankYou: true, statusCheck: false, firstName: 'Jun' }],
    ['emo in capitals', {}, '?emo=EMAIL_VERIFICATION', '', { thankYou: true, statusCheck: false, firstName: '' }],
    [
      'emo with a referrer: no thank-you',
      { at: AT },
      '?emo=email_verification',
      'https://mail.example.com/',
      { thankYou: false, statusCheck: true, firstName: 'Jun' },
    ],
    ['another emo value', {}, '?emo=newsletter', '', { thankYou: false, statusCheck: false, firstName: '' }],
  ])('%s', (_name, cookies: Record<string, string>, search, referrer, expected) => {
    for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
    history.replaceState(null, '', `/get-started/${search}`);
    setReferrer(referrer);
    expect(readEmailVerificationPage(window, false, true)).toEqual(expected);
  });

  it('authoring mode: nothing', () => {
    document.cookie = `at=${AT}; path=/`;
    history.replaceState(null, '', '/get-started/?emo=email_verification');
    expect(readEmailVerificationPage(window, true, true)).toEqual({ thankYou: false, statusCheck: false, firstName: 'Jun' });
  });

  it.each([
    ['/rewards/', true],
    ['/get-started/', false],
  ])('not the new site version: the thank-you only on a rewards page (%s -> %s)', (path, thankYou) => {
    history.replaceState(null, '', `${path}?emo=email_verification`);
    expect(readEmailVerificationPage(window, false, false).thankYou).toBe(thankYou);
  });
});

describe('emailVerificationModalMayOpen (4.9; never stacked)', () => {
  const kinds: ReadonlyArray<[ModalKind | 'none', boolean]> = [
    ['none', true],
    ['legal', false],
    ['freeTrial', false],
    ['freeTrialAssessment', false],
    ['gating', false],
    ['emailVerification', false],
  ];
  it.each(kinds)("this page's %s modal open -> may open: %s", (kind, may) => {
    if (kind !== 'none') modalOpened(kind, window);
    try {
      expect(emailVerificationModalMayOpen(window)).toBe(may);
    } finally {
      if (kind !== 'none') modalClosed(kind, window);
    }
  });

  it('the assessment-reminder flag set on this page blocks it (sessionStorage alone, from a previous page, does not)', () => {
    sessionStorage.setItem('ASSESSMENTREMINDERMODAL', 'true');
    sessionStorage.setItem('LEGALMODAL', 'true');
    expect(emailVerificationModalMayOpen(window)).toBe(true);
    sessionStorage.clear();
  });

  it.each([
    ['?EXP=member_app', false],
    ['?EXP=MEMBER_APP', false],
    ['?EXP=other_app', true],
    ['', true],
  ])('EXP %s -> may open: %s', (search, may) => {
    history.replaceState(null, '', `/get-started/${search}`);
    expect(emailVerificationModalMayOpen(window)).toBe(may);
  });
  // Another modal dialog open on the page (`:modal`, which happy-dom does not match): the browser test.
});

describe('whenGatesDecided (the gate goes first)', () => {
  it('no gate: at once', async () => {
    await expect(whenGatesDecided(document, 50)).resolves.toBe(true);
  });
  it('a gate still loading, then ready: true when it decides', async () => {
    const gate = document.createElement('program-gate');
    gate.setAttribute('data-element-state', 'loading');
    document.body.append(gate);
    const decided = whenGatesDecided(document, 5000);
    setTimeout(() => gate.setAttribute('data-element-state', 'ready'), 10);
    await expect(decided).resolves.toBe(true);
  });
  it('a gate not yet defined counts as undecided; one in error as decided', async () => {
    const gate = document.createElement('program-gate');
    document.body.append(gate);
    const decided = whenGatesDecided(document, 5000);
    setTimeout(() => gate.setAttribute('data-element-state', 'error'), 10);
    await expect(decided).resolves.toBe(true);
  });
  it('a gate that never decides: false after the time-out', async () => {
    const gate = document.createElement('program-gate');
    gate.setAttribute('data-element-state', 'loading');
    document.body.append(gate);
    await expect(whenGatesDecided(document, 20)).resolves.toBe(false);
  });
  it('aborted: false', async () => {
    const gate = document.createElement('program-gate');
    document.body.append(gate);
    const abort = new AbortController();
    const decided = whenGatesDecided(document, 5000, abort.signal);
    abort.abort();
    await expect(decided).resolves.toBe(false);
  });
});

describe('the view states (email-verification.logic.ts)', () => {
  it.each([
    [{ thankYou: true, statusCheck: false }, 'waiting'],
    [{ thankYou: false, statusCheck: true }, 'checking'],
    [{ thankYou: false, statusCheck: false }, 'off'],
  ] as const)('start %o -> %s', (plan, state) => expect(startState(plan)).toBe(state));

  it.each([
    ['verify-modal', { modal: 'verify' }],
    ['no-modal', { state: 'no-modal' }],
    ['not-success', { state: 'not-success' }],
    ['ignored', { state: 'ignored' }],
  ] as const)('after the check %s -> %o', (outcome, next) => expect(afterCheck(outcome)).toEqual(next));

  it.each([
    ['checking', true],
    ['waiting', true],
    ['verify', false],
    ['ignored', false],
    ['off', false],
  ] as const)('%s deciding: %s', (state, deciding) => expect(isDeciding(state)).toBe(deciding));
});
