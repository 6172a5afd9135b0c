// @vitest-environment node
/**
 * The expiry prompt's rules (site 4.6, 9) as tables: the four conditions of 4.6, each alone and
 * at its edges (days -1, 0, 89, 90; auto-renew Y / N / ''; sponsor codes; no date), the
 * lifetime decision, the MM/DD/YYYY date and the renew address.
 */
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_PROMPT_DAYS,
  expiryPromptDate,
  expiryPromptRenewHref,
  isSponsoredInsurerUser,
  showsExpiryPrompt,
  type ExpiryPromptInput,
} from '../../../../src/features/expiry-prompt/expiry-prompt.logic.ts';
import { deriveIdentity } from '../../../../src/domain/identity.ts';
import type { PageContext } from '../../../../src/domain/identity.types.ts';

/** An expiring member who gets the prompt; each row changes one thing. */
const base: ExpiryPromptInput = { expiryDate: '2027-02-14', expiryDays: 29, autoRenew: 'N', sponsor: '', isLifetime: false };

describe('site 4.6: shown only when all four conditions hold', () => {
  it.each<[string, Partial<ExpiryPromptInput>, boolean]>([
    // All four hold.
    ['expiry date, auto-renew N, no sponsor, 29 days', {}, true],
    // 1. an expiry date exists
    ['no expiry date', { expiryDate: '', expiryDays: -1 }, false],
    ['no expiry date even if a day count came through', { expiryDate: '' }, false],
    ['an unreadable expiry date', { expiryDate: 'soon' }, false],
    // 2. not on auto-renew
    ["auto-renew 'Y'", { autoRenew: 'Y' }, false],
    ["auto-renew 'y' (any case)", { autoRenew: ' y ' }, false],
    ["auto-renew 'N'", { autoRenew: 'N' }, true],
    ["auto-renew unknown ''", { autoRenew: '' }, true],
    // 3. not a sponsored insurer user
    ['sponsor INSURER1', { sponsor: 'INSURER1' }, false],
    ['sponsor INSURER1MS35', { sponsor: 'INSURER1MS35' }, false],
    ['sponsor INSURER1MS15', { sponsor: 'INSURER1MS15' }, false],
    ['sponsor INSURER1MA', { sponsor: 'INSURER1MA' }, false],
    ['sponsor INSURER1OP', { sponsor: 'INSURER1OP' }, false],
    ['sponsor INSURER2 (insurance company)', { sponsor: 'INSURER2' }, false],
    ['a sponsor code outside the known groups', { sponsor: 'OTHERPLAN' }, false],
    ['sponsor IMH counts as lifetime, not as insurer (lifetime hides it)', { sponsor: 'IMH', isLifetime: true }, false],
    ['no sponsor', { sponsor: '' }, true],
    // 4. days until expiry 0..89
    ['-1 days (past)', { expiryDays: -1 }, false],
    ['0 days (expires today)', { expiryDays: 0 }, true],
    ['1 day', { expiryDays: 1 }, true],
    ['89 days', { expiryDays: 89 }, true],
    ['90 days', { expiryDays: 90 }, false],
    ['179 days (header expiring, not the prompt)', { expiryDays: 179 }, false],
    ['not a whole number of days', { expiryDays: 12.5 }, false],
    ['NaN days', { expiryDays: Number.NaN }, false],
    // Decision: lifetime members never see it.
    ['lifetime (2800)', { expiryDate: '2800-12-31', expiryDays: 281_000, isLifetime: true }, false],
    ['lifetime flag with a date inside the window', { isLifetime: true }, false],
  ])('%s -> %s', (_, change, expected) => {
    expect(showsExpiryPrompt({ ...base, ...change })).toBe(expected);
  });

  it('the window is 90 days (site 9)', () => {
    expect(EXPIRY_PROMPT_DAYS).toBe(90);
  });
});

describe('sponsored insurer user', () => {
  it.each([
    ['INSURER1MA', true],
    [' insurer2 ', true],
    ['IMH', false],
    ['imh', false],
    ['', false],
    ['   ', false],
    [undefined, false],
    [false, false],
  ])('%j -> %s', (sponsor, expected) => {
    expect(isSponsoredInsurerUser(sponsor)).toBe(expected);
  });
});

describe('from the identity rules: persona cookies at 2027-01-15 17:00 UTC', () => {
  const context: PageContext = {
    now: new Date('2027-01-15T17:00:00Z'),
    locale: 'en',
    authoring: false,
    appWebView: false,
    product: 'member',
    insurers: { insurer1: 'INSURER1', insurer2: 'INSURER2' },
  };
  const shows = (at: Record<string, string>, programUser?: object) =>
    showsExpiryPrompt(deriveIdentity({ at, ...(programUser ? { programUser } : {}) }, context));
  it.each<[string, Record<string, string>, boolean]>([
    ['expiring in 29 days, not on auto-renew', { ms: '0', mar: 'N', me: '2027-02-14' }, true],
    ['expires in 89 days', { ms: '0', mar: 'N', me: '2027-04-15' }, true],
    ['expires in 90 days', { ms: '0', mar: 'N', me: '2027-04-16' }, false],
    ['expires today (0 days, later today)', { ms: '0', mar: 'N', me: '2027-01-15T23:00:00Z' }, true],
    ['expired an hour ago (-1)', { ms: '0', mar: 'N', me: '2027-01-15T16:00:00Z' }, false],
    ['on auto-renew', { ms: '0', mar: 'Y', me: '2027-02-14' }, false],
    ['auto-renew unknown', { ms: '0', me: '2027-02-14' }, true],
    ['no expiry date', { ms: '0', mar: 'N' }, false],
    ['lifetime 2800-12-31T05:00Z', { ms: '0', mar: 'N', me: '2800-12-31T05:00Z' }, false],
  ])('%s -> %s', (_, at, expected) => {
    expect(shows(at)).toBe(expected);
  });
  it('a sponsored member (programme data names INSURER1MA) does not get it', () => {
    const programUser = {
      userType: 'first-time-member',
      hasSponsoredSubscription: 'INSURER1MA',
      fullResponse: { user: { access_and_features: { sponsor: 'INSURER1MA' } } },
    };
    expect(shows({ ms: '0', mar: 'N', me: '2027-02-14' }, programUser)).toBe(false);
  });
  it('an IMH-sponsored member with an ordinary date in the window is lifetime: no prompt', () => {
    const programUser = { hasSponsoredSubscription: 'IMH', fullResponse: { user: { access_and_features: { sponsor: 'IMH' } } } };
    expect(shows({ ms: '0', mar: 'N', me: '2027-02-14' }, programUser)).toBe(false);
  });
});

describe('the date as MM/DD/YYYY', () => {
  it.each([
    ['2027-02-14', '02/14/2027'],
    ['2027-12-01', '12/01/2027'],
    [' 2027-03-05 ', '03/05/2027'],
    ['2800-12-31', '12/31/2800'],
    ['', ''],
    ['2027-02-30', ''],
    ['02/14/2027', ''],
    ['2800-12-31T05:00Z', '12/31/2800'],
    [undefined, ''],
  ])('%j -> %j', (value, expected) => {
    expect(expiryPromptDate(value)).toBe(expected);
  });
});

describe('the renew address', () => {
  const targets = {
    secureEndpoint: 'https://secure.example.org/',
    pageBase: 'https://www.example.org/espanol/',
    fallback: 'https://secure.example.org/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC',
  };
  it.each([
    ['/mem/renew', 'https://secure.example.org/mem/renew', false],
    ['/mem/renew?campaignid=WEXPIRY1', 'https://secure.example.org/mem/renew?campaignid=WEXPIRY1', false],
    ['/applications/renew', 'https://secure.example.org/applications/renew', false],
    ['/membership/renew-info/', 'https://www.example.org/membership/renew-info/', false],
    ['renovar/', 'https://www.example.org/espanol/renovar/', false],
    ['https://secure.example.org/mem/renew?x=1', 'https://secure.example.org/mem/renew?x=1', false],
    [undefined, targets.fallback, false],
    ['  ', targets.fallback, false],
    ['javascript:alert(1)', targets.fallback, true],
    [' JaVaScRiPt:alert(1)', targets.fallback, true],
    ['data:text/html,<p>x</p>', targets.fallback, true],
  ])('%j -> %s', (renewLink, href, unsafe) => {
    expect(expiryPromptRenewHref(renewLink, targets)).toEqual({ href, unsafe });
  });
  it('paths under /mem/ stay on this site when the secure endpoint is not absolute', () => {
    expect(expiryPromptRenewHref('/mem/renew', { ...targets, secureEndpoint: '/' }).href).toBe('https://www.example.org/mem/renew');
  });
});
