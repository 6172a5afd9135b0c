import { describe, expect, it } from 'vitest';
import {
  COI_UPDATED_EVENT,
  EMAIL_VERIFICATION_PATHS,
  JSONP_CALLBACK_PREFIX,
  NOT_SUCCESS_CLEARS,
  SEND_EMAIL_TEXT,
  VERIFICATION_SENT_TEXT,
  VERIFY_HEADING_NO_NAME,
  emailVerificationPlan,
  emailVerificationUrl,
  evsStatus,
  isJsonpCallbackName,
  jsonpCallbackName,
  readJsonpAnswer,
  sendOutcome,
  showsThankYou,
  statusCheckOutcome,
  statusCheckRuns,
  verifyHeading,
  verifyModalMayOpen,
  type StatusCheckFacts,
  type ThankYouFacts,
} from '../../../src/domain/email-verification.ts';
import { ASSESSMENT_REMINDER_FLAG } from '../../../src/domain/program-modals.ts';

const LINK = '?emo=email_verification';
const OFF_SITE: ThankYouFacts = { search: LINK, pathname: '/rewards/catalog/', referrer: '', newSiteVersion: false, authoring: false };

// Brain-health 4.8 row 1: emo=email_verification on a rewards page or the new site version, no referrer.
describe('showsThankYou (4.8 row 1)', () => {
  it.each<[string, Partial<ThankYouFacts>, boolean]>([
    ['a rewards page, no referrer', {}, true],
    ['a rewards page, a referrer', { referrer: 'https://mail.example.com/' }, false],
    ['a rewards page, a blank referrer', { referrer: '  ' }, true],
    ['not a rewards page, old site version', { pathname: '/health/' }, false],
    ['the new site version, no referrer', { pathname: '/health/', newSiteVersion: true }, true],
    ['the new site version, a referrer', { pathname: '/health/', newSiteVersion: true, referrer: 'https://www.example.org/' }, false],
    ['the new site version by default', { pathname: '/health/', newSiteVersion: undefined }, true],
    ['another emo value', { search: '?emo=newsletter' }, false],
    ['no emo', { search: '?x=email_verification' }, false],
    ['the value in another case, name too', { search: '?EMO=Email_Verification' }, true],
    ['no query', { search: undefined }, false],
    ['authoring mode', { authoring: true }, false],
  ])('%s -> %s', (_name, change, expected) => {
    expect(showsThankYou({ ...OFF_SITE, ...change })).toBe(expected);
  });
});

// Brain-health 3.2 / 4.8 row 2: the evs cookie in both of its forms.
describe('evsStatus (3.2)', () => {
  it.each<[unknown, string]>([
    ['status=P&popup=true', 'P'],
    ['status=q&popup=false&', 'Q'],
    [{ status: 'P', popup: true }, 'P'],
    [{ status: 'V' }, 'V'],
    ['%7B%22status%22%3A%22Q%22%7D', 'Q'],
    ['popup=true', ''],
    [undefined, ''],
    ['garbage', ''],
  ])('%j -> %j', (evs, status) => {
    expect(evsStatus(evs)).toBe(status);
  });
});

const LOGGED_IN: StatusCheckFacts = { loggedIn: true, evs: undefined, authoring: false };

// Brain-health 4.8 row 2: logged in with evs status P or Q, or with no evs cookie.
describe('statusCheckRuns (4.8 row 2)', () => {
  it.each<[string, Partial<StatusCheckFacts>, boolean]>([
    ['logged in, no evs cookie', {}, true],
    ['logged in, status P (text)', { evs: 'status=P&popup=false' }, true],
    ['logged in, status Q (object)', { evs: { status: 'Q', popup: 'true' } }, true],
    ['logged in, status q, lower case', { evs: 'status=q' }, true],
    ['logged in, status V', { evs: 'status=V&popup=false' }, false],
    ['logged in, another status', { evs: { status: 'X' } }, false],
    ['logged in, an evs without a status', { evs: 'popup=true' }, true],
    ['logged in, an unreadable evs', { evs: '%%%' }, true],
    ['not logged in, no evs cookie', { loggedIn: false }, false],
    ['not logged in, status P', { loggedIn: false, evs: 'status=P' }, false],
    ['authoring mode', { authoring: true }, false],
  ])('%s -> %s', (_name, change, expected) => {
    expect(statusCheckRuns({ ...LOGGED_IN, ...change })).toBe(expected);
  });
});

describe('emailVerificationPlan', () => {
  it('the thank-you page runs no status check', () => {
    expect(emailVerificationPlan({ ...OFF_SITE, ...LOGGED_IN })).toEqual({ thankYou: true, statusCheck: false });
  });

  it('any other page runs the check for a logged-in visitor', () => {
    expect(emailVerificationPlan({ ...OFF_SITE, search: '', ...LOGGED_IN })).toEqual({ thankYou: false, statusCheck: true });
  });

  it('nothing for an anonymous visitor', () => {
    expect(emailVerificationPlan({ ...OFF_SITE, search: '', ...LOGGED_IN, loggedIn: false })).toEqual({ thankYou: false, statusCheck: false });
  });
});

// Brain-health 4.9: the active modals and the programme-app value of EXP.
describe('verifyModalMayOpen (4.9)', () => {
  it.each<[string[], string, boolean]>([
    [[], '', true],
    [['LEGALMODAL'], '', false],
    [['FREETRIALMODAL'], '', false],
    [['FREETRIALASSESMENTMODAL'], '', false],
    [[ASSESSMENT_REMINDER_FLAG], '', false],
    [['COIMODAL'], '', true],
    [[], '?EXP=member_app', false],
    [[], '?EXP=member_now', true],
  ])('flags %j, query %j -> %s', (flags, search, expected) => {
    expect(verifyModalMayOpen(flags, search, 'member')).toBe(expected);
  });
});

// Brain-health 2.5 / 8: 'Hi {firstName}', or 'Please confirm your email address' without one.
describe('verifyHeading (2.5, 8)', () => {
  it.each<[unknown, string | undefined, string]>([
    ['Ann', undefined, 'Hi Ann'],
    ['  Ann ', undefined, 'Hi Ann'],
    ['', undefined, 'Please confirm your email address'],
    ['   ', undefined, 'Please confirm your email address'],
    [undefined, undefined, 'Please confirm your email address'],
    [null, undefined, 'Please confirm your email address'],
    ['Ana', 'Hola {firstName}', 'Hola Ana'],
    ['Ann', '', 'Hi Ann'],
    ['<b>Ann</b>', undefined, 'Hi <b>Ann</b>'], // text, escaped by the view
  ])('%j with %j -> %j', (firstName, template, expected) => {
    expect(verifyHeading(firstName, template)).toBe(expected);
  });

  it('the spec strings', () => {
    expect(VERIFY_HEADING_NO_NAME).toBe('Please confirm your email address');
    expect(SEND_EMAIL_TEXT).toBe('SEND EMAIL');
    expect(VERIFICATION_SENT_TEXT).toBe('A verification email is waiting for you in your inbox...');
  });
});

// Brain-health 4.8 rows 3 and 5, 7.2: the status answer.
describe('statusCheckOutcome (4.8 rows 3, 5)', () => {
  it.each<[unknown, string]>([
    [{ result: 'success', status: 'Q', popup: true }, 'verify-modal'],
    [{ result: 'success', popup: 'true' }, 'verify-modal'],
    [{ result: 'success', status: 'P', popup: false }, 'no-modal'],
    [{ result: 'success' }, 'no-modal'],
    [{ result: 'verified', status: 'V', popup: true }, 'not-success'],
    [{ result: 'failure' }, 'not-success'],
    [{ result: 'SUCCESS', popup: true }, 'not-success'], // 7.2: must equal 'success'
    [{ result: '' }, 'not-success'],
    // not the expected shape, or no answer: ignored
    [undefined, 'ignored'],
    [null, 'ignored'],
    ['success', 'ignored'],
    [[{ result: 'success' }], 'ignored'],
    [{ popup: true }, 'ignored'],
    [{ result: 1 }, 'ignored'],
  ])('%j -> %s', (answer, expected) => {
    expect(statusCheckOutcome(answer)).toBe(expected);
  });

  it('not success clears the COIMODAL flag and fires coi-updated (8)', () => {
    expect(NOT_SUCCESS_CLEARS).toEqual(['COIMODAL']);
    expect(COI_UPDATED_EVENT).toBe('coi-updated');
  });

  it('reads popup and status', () => {
    expect(readJsonpAnswer({ result: 'success', status: ' q ', popup: 'TRUE' })).toEqual({ result: 'success', status: 'Q', popup: true });
  });
});

// Brain-health 4.8 row 4, 7.2, 8: the send answer.
describe('sendOutcome (4.8 row 4)', () => {
  it.each<[unknown, string]>([
    [{ result: 'success', status: 'P', message: 'sent' }, 'sent'],
    [{ result: 'failure', message: 'email already verified' }, 'error'],
    [{ result: 'error' }, 'error'],
    [undefined, 'error'], // time-out
    [{ status: 'P' }, 'error'],
    ['success', 'error'],
  ])('%j -> %s', (answer, expected) => {
    expect(sendOutcome(answer)).toBe(expected);
  });
});

// Brain-health 7.2: the two JSONP addresses.
describe('emailVerificationUrl (7.2)', () => {
  it.each<[string, 'status' | 'send', string, string]>([
    [
      'https://services.example.org/',
      'status',
      'cb1',
      'https://services.example.org/applications/CoreServices/WSOWebService/email/getEmailVerficationStatus?callback=cb1',
    ],
    [
      'https://services.example.org',
      'send',
      'cb2',
      'https://services.example.org/applications/CoreServices/WSOWebService/email/sendEmailVerificationEmail?callback=cb2',
    ],
    ['/', 'status', 'cb', '/applications/CoreServices/WSOWebService/email/getEmailVerficationStatus?callback=cb'],
  ])('%s %s', (endpoint, call, callback, expected) => {
    expect(emailVerificationUrl(endpoint, call, callback)).toBe(expected);
  });

  it('keeps the spec spelling of the status path', () => {
    expect(EMAIL_VERIFICATION_PATHS.status.endsWith('getEmailVerficationStatus')).toBe(true);
  });
});

// Issue 34: JSONP callback names: random, a valid identifier, never reused.
describe('jsonpCallbackName', () => {
  it.each<[number, string]>([
    [0, `${JSONP_CALLBACK_PREFIX}0000000000`],
    [0.5, `${JSONP_CALLBACK_PREFIX}i000000000`],
    [1 - Number.EPSILON / 2, `${JSONP_CALLBACK_PREFIX}zzzzzzzzzz`],
    // out of range: counts as 0
    [1, `${JSONP_CALLBACK_PREFIX}0000000000`],
    [-0.5, `${JSONP_CALLBACK_PREFIX}0000000000`],
    [Number.NaN, `${JSONP_CALLBACK_PREFIX}0000000000`],
  ])('random %s -> %s', (draw, expected) => {
    const name = jsonpCallbackName(() => draw);
    expect(name).toBe(expected);
    expect(isJsonpCallbackName(name)).toBe(true);
  });

  it('differs with the randomness', () => {
    const names = new Set([0.1, 0.2, 0.3, 0.123456789, 0.1234567891].map((draw) => jsonpCallbackName(() => draw)));
    expect(names.size).toBe(5);
  });

  it('never reuses a name: a suffix while the name is taken', () => {
    const used = new Set<string>();
    const take = () => {
      const name = jsonpCallbackName(
        () => 0.25,
        (candidate) => used.has(candidate),
      );
      used.add(name);
      return name;
    };
    const base = `${JSONP_CALLBACK_PREFIX}9000000000`;
    expect([take(), take(), take()]).toEqual([base, `${base}_2`, `${base}_3`]);
    expect([...used].every(isJsonpCallbackName)).toBe(true);
  });

  it.each<[unknown, boolean]>([
    ['cb', true],
    ['_x$1', true],
    ['$', true],
    ['memberElementsJsonp_abc', true],
    ['1cb', false],
    ['a.b', false],
    ['a-b', false],
    ['alert(1)', false],
    ['', false],
    ['function', false],
    ['eval', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    [42, false],
    [undefined, false],
  ])('isJsonpCallbackName(%j) -> %s', (name, expected) => {
    expect(isJsonpCallbackName(name)).toBe(expected);
  });
});
