import { describe, expect, it } from 'vitest';
import {
  isImh,
  isPartnerInsurer,
  isRaSponsor,
  isSponsoredGroup,
  partnerInsurerCodes,
  programSponsor,
  sponsorHeaderStyle,
} from '../../../src/domain/sponsor.ts';

const INSURERS = { insurer1: 'ACME', insurer2: 'BETA' };

// Brain-health 6: partner-insurer group {insurer1}, {insurer1}MS35, {insurer1}MS15, {insurer1}MA,
// {insurer1}OP, {insurer2}; sponsored group = that + IMH; IMH check; RA subset {insurer1}MS35 and
// {insurer1}MA; a header style per code (one-pass fitness OP, medicare-supplement MS35 / MS15,
// medicare-advantage MA, insurance company {insurer2}). Codes compare trimmed, in any case.
describe('sponsor groups and header styles (brain-health 6)', () => {
  it.each([
    // code, partner, sponsored, IMH, RA, style
    ['ACME', true, true, false, false, 'health-insurer'],
    ['ACMEMS35', true, true, false, true, 'medicare-supplement-35'],
    ['ACMEMS15', true, true, false, false, 'medicare-supplement-15'],
    ['ACMEMA', true, true, false, true, 'medicare-advantage'],
    ['ACMEOP', true, true, false, false, 'one-pass-fitness'],
    ['BETA', true, true, false, false, 'insurance-company'],
    ['IMH', false, true, true, false, ''],
    // case and spaces
    ['acmems35', true, true, false, true, 'medicare-supplement-35'],
    [' ACMEMA ', true, true, false, true, 'medicare-advantage'],
    ['imh', false, true, true, false, ''],
    ['Beta', true, true, false, false, 'insurance-company'],
    // not sponsor codes
    ['ACMEXX', false, false, false, false, ''],
    ['ACMEMS', false, false, false, false, ''],
    ['MS35', false, false, false, false, ''],
    ['BETAMS35', false, false, false, false, ''],
    ['IMHX', false, false, false, false, ''],
    ['', false, false, false, false, ''],
    [undefined, false, false, false, false, ''],
    [42, false, false, false, false, ''],
    [{}, false, false, false, false, ''],
  ])('%j: partner %s, sponsored %s, IMH %s, RA %s, style %j', (code, partner, sponsored, imh, ra, style) => {
    expect(isPartnerInsurer(code, INSURERS)).toBe(partner);
    expect(isSponsoredGroup(code, INSURERS)).toBe(sponsored);
    expect(isImh(code)).toBe(imh);
    expect(isRaSponsor(code, INSURERS)).toBe(ra);
    expect(sponsorHeaderStyle(code, INSURERS)).toBe(style);
  });

  it('lists the partner-insurer group', () => {
    expect(partnerInsurerCodes(INSURERS)).toEqual(['ACME', 'ACMEMS35', 'ACMEMS15', 'ACMEMA', 'ACMEOP', 'BETA']);
  });

  it.each([
    ['both empty', { insurer1: '', insurer2: '' }, 'MS35', false],
    ['both empty, IMH still sponsored', { insurer1: '', insurer2: '' }, 'IMH', true],
    ['insurer1 empty: bare suffixes are not codes', { insurer1: ' ', insurer2: 'BETA' }, 'OP', false],
    ['insurer1 empty: insurer2 still counts', { insurer1: '', insurer2: 'BETA' }, 'BETA', true],
    ['insurer2 empty', { insurer1: 'ACME', insurer2: '' }, '', false],
    ['config in lower case', { insurer1: 'acme', insurer2: 'beta' }, 'ACMEOP', true],
    ['config not an object', 'ACME' as unknown as typeof INSURERS, 'ACME', false],
  ])('insurers %s: %j sponsored -> %s', (_label, insurers, code, sponsored) => {
    expect(isSponsoredGroup(code, insurers)).toBe(sponsored);
  });
});

// Site 3.5 (fullResponse.user.access_and_features.sponsor) and 3.12 (hasSponsoredSubscription:
// a sponsor type, or false / 'false').
describe('programSponsor', () => {
  const withSponsor = (sponsor: unknown, has?: unknown) => ({
    ...(has === undefined ? {} : { hasSponsoredSubscription: has }),
    fullResponse: { user: { access_and_features: { sponsor } } },
  });
  it.each([
    ['access_and_features.sponsor', withSponsor('ACMEMA'), 'ACMEMA'],
    ['trimmed', withSponsor('  IMH '), 'IMH'],
    ['record sponsor wins over hasSponsoredSubscription', withSponsor('ACMEMA', 'BETA'), 'ACMEMA'],
    ['hasSponsoredSubscription when the record has none', withSponsor(undefined, 'BETA'), 'BETA'],
    ['hasSponsoredSubscription false', withSponsor(undefined, false), ''],
    ["hasSponsoredSubscription 'false'", withSponsor(undefined, 'false'), ''],
    ["hasSponsoredSubscription 'FALSE'", withSponsor('', 'FALSE'), ''],
    ["'null' as text", withSponsor('null'), ''],
    ['empty sponsor', withSponsor(''), ''],
    ['a number sponsor', withSponsor(7), '7'],
    ['an object sponsor', withSponsor({ code: 'X' }), ''],
    ['no user', undefined, ''],
    ['no record', { userType: 'first-time-member' }, ''],
    ['record not an object', { fullResponse: 'x' }, ''],
    ['hasSponsoredSubscription true (not a type)', { hasSponsoredSubscription: true }, ''],
  ])('%s -> %j', (_label, user, sponsor) => {
    expect(programSponsor(user)).toBe(sponsor);
  });
});
