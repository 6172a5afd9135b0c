import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/core/locale.ts';
import {
  GATING_MODALS,
  PARTNER_CAMPAIGN_CODE,
  SS_REDIRECT_TYPES,
  gateUserType,
  gatingModal,
  gatingSuppression,
  programGateDecision,
  hasPartnerCampaign,
  inPartnerCampaign,
  isExclusiveRedirect,
  modalForUserType,
  ssFlagRedirect,
  type GatingModal,
  type ProgramGateFacts,
} from '../../../src/domain/program-gate.ts';
import { PROGRAM_USER_TYPES, type ProgramUserType } from '../../../src/domain/program.ts';
import { DAY, NOW, inDays } from './identity-helpers.ts';

const PARTNER = `?cmp=${PARTNER_CAMPAIGN_CODE}-2027`;

/** A programme record whose free trial expired `createdDaysAgo` days after the account was created. */
function trialExpired(createdDaysAgo: number, expired: unknown) {
  return {
    userType: 'registered-non-member',
    fullResponse: { user: { created_on: inDays(-createdDaysAgo), access_and_features: { free_trail_expired: expired } } },
  };
}

// Brain-health 4.3 "Modal per type", every user type of 4.3 (with exclusive and rnma).
describe('modalForUserType (4.3)', () => {
  const EXPECTED: Record<ProgramUserType, GatingModal | ''> = {
    'anonymous-user': 'login',
    'registered-non-member': 'join',
    'cancelled-or-expired-member': 'renew',
    'registered-non-activated-member': 'activate',
    'first-time-member': '',
    'returning-member-content-access': '',
    'returning-member-no-assessment-started': '',
    'mbs-assessment-inProgress': '',
    'lifestyle-completed-mbs-inProgress': '',
    'returning-member-assessment-inProgress': '',
    'returning-member-noAssessment-inProgress': '',
    'assessment-taken-more-than-90-days-ago': '',
    'mbs-completed-lifestyle-inProgress': '',
    exclusive: '',
    rnma: '',
  };

  it.each(PROGRAM_USER_TYPES.map((type) => [type, EXPECTED[type]] as const))('%s -> %j (no query)', (userType, modal) => {
    expect(modalForUserType({ userType, search: '', now: NOW })).toBe(modal);
  });

  it("an unknown type ('') -> no modal", () => {
    expect(modalForUserType({ userType: '', search: PARTNER, now: NOW })).toBe('');
  });

  it.each([
    ['anonymous-user', PARTNER, 'partnerCampaign'],
    ['anonymous-user', '?cmp=SL-DSO-SSS-VZN', 'partnerCampaign'],
    ['anonymous-user', '?CMP=x_sl-dso-sss-vzn_y', 'partnerCampaign'],
    ['anonymous-user', '?cmp=sl-dso-sss', 'login'],
    ['anonymous-user', '?campaign=sl-dso-sss-vzn', 'login'],
    ['registered-non-member', PARTNER, 'join'], // the partner campaign is for anonymous visitors only
    ['exclusive', '?redirectedby=exclusive', 'welcome'],
    ['exclusive', '?redirectedBy=Exclusive&x=1', 'welcome'],
    ['exclusive', '?redirectedby=other', ''],
    ['first-time-member', '?redirectedby=exclusive', ''],
    ['registered-non-activated-member', '?redirectedby=exclusive', 'activate'],
  ] as const)('%s with %s -> %j', (userType, search, modal) => {
    expect(modalForUserType({ userType, search, now: NOW })).toBe(modal);
  });

  // 4.3, 4.6, 9: free trial expired and created_on within the last 60 days -> free-trial-expired.
  it.each([
    [0, true, 'freeTrialExpired'],
    [59, true, 'freeTrialExpired'],
    [59.99, true, 'freeTrialExpired'],
    [60, true, 'join'],
    [400, true, 'join'],
    [10, 'true', 'freeTrialExpired'],
    [10, false, 'join'],
    [10, undefined, 'join'],
  ] as const)('registered-non-member created %s days ago, trial expired %j -> %s', (days, expired, modal) => {
    expect(modalForUserType({ userType: 'registered-non-member', programUser: trialExpired(days, expired), search: '', now: NOW })).toBe(modal);
  });

  it('lists the modals by the contract keys', () => {
    expect(GATING_MODALS).toEqual(['login', 'partnerCampaign', 'join', 'freeTrialExpired', 'activate', 'renew', 'welcome']);
  });
});

describe('query helpers', () => {
  it.each([
    [PARTNER, true],
    ['cmp=sl-dso-sss-vzn', true],
    [new URLSearchParams({ cmp: 'SL-DSO-SSS-VZN' }), true],
    ['?cmp=', false],
    ['', false],
    [undefined, false],
  ])('hasPartnerCampaign(%j) -> %s', (search, expected) => {
    expect(hasPartnerCampaign(search)).toBe(expected);
  });

  it.each([
    ['?redirectedby=exclusive', true],
    ['?redirectedby=%20exclusive%20', true],
    ['?redirectedby=exclusives', false],
    ['?exclusive', false],
    [null, false],
  ])('isExclusiveRedirect(%j) -> %s', (search, expected) => {
    expect(isExclusiveRedirect(search)).toBe(expected);
  });

  it('inPartnerCampaign needs an anonymous visitor', () => {
    expect(inPartnerCampaign('anonymous-user', PARTNER)).toBe(true);
    expect(inPartnerCampaign('registered-non-member', PARTNER)).toBe(false);
    expect(inPartnerCampaign('anonymous-user', '')).toBe(false);
  });
});

// CONTRACT 4c: no `at` cookie is anonymous-user; otherwise the record's userType.
describe('gateUserType', () => {
  it.each([
    [undefined, { userType: 'registered-non-member' }, 'anonymous-user'],
    [{ ms: '1' }, { userType: 'registered-non-member' }, 'registered-non-member'],
    [{ ms: '0' }, undefined, ''],
    [{ ms: '0' }, { userType: 'nonsense' }, ''],
  ])('at %j, record %j -> %j', (at, user, type) => {
    expect(gateUserType(at, user)).toBe(type);
  });
});

// Brain-health 4.3 "Where modals are suppressed".
describe('gatingSuppression (4.3)', () => {
  const base = {
    userType: 'registered-non-member' as ProgramUserType,
    search: '',
    pageType: 'articles-detail',
    locale: 'en' as Locale,
    rnmaFlow: false,
    authoring: false,
  };

  it.each<[string, Partial<typeof base>, string]>([
    ['nothing', {}, ''],
    ['edit or preview mode', { authoring: true }, 'authoring'],
    ['authoring wins over everything', { authoring: true, rnmaFlow: true, userType: 'anonymous-user', search: PARTNER }, 'authoring'],
    ['RNMA flow on an English page', { rnmaFlow: true }, 'rnma-flow'],
    ['RNMA flow on a pseudo-locale page (English text)', { rnmaFlow: true, locale: 'zz' }, 'rnma-flow'],
    ['RNMA flow on a Spanish page', { rnmaFlow: true, locale: 'es' }, ''],
    ['RNMA flow, partner campaign, English', { rnmaFlow: true, userType: 'anonymous-user', search: PARTNER }, 'rnma-flow'],
    // unsecuredPage: only anonymous visitors or the partner campaign
    ['unsecuredPage, registered non-member', { pageType: 'unsecuredPage' }, 'unsecured-page'],
    ['unsecuredPage, non-activated member', { pageType: 'unsecuredPage', userType: 'registered-non-activated-member' }, 'unsecured-page'],
    ['unsecuredPage, exclusive with the welcome', { pageType: 'unsecuredPage', userType: 'exclusive', search: '?redirectedby=exclusive' }, 'unsecured-page'],
    ['unsecuredPage, anonymous', { pageType: 'unsecuredPage', userType: 'anonymous-user' }, ''],
    ['unsecuredPage, partner campaign', { pageType: 'unsecuredPage', userType: 'anonymous-user', search: PARTNER }, ''],
    ['unsecuredPage, Spanish, non-member', { pageType: 'unsecuredPage', locale: 'es' }, 'unsecured-page'],
    // anonymousPage: only the partner campaign
    ['anonymousPage, anonymous', { pageType: 'anonymousPage', userType: 'anonymous-user' }, 'anonymous-page'],
    ['anonymousPage, registered non-member', { pageType: 'anonymousPage' }, 'anonymous-page'],
    ['anonymousPage, registered non-member with the cmp code', { pageType: 'anonymousPage', search: PARTNER }, 'anonymous-page'],
    ['anonymousPage, partner campaign', { pageType: 'anonymousPage', userType: 'anonymous-user', search: PARTNER }, ''],
    // other pages: no suppression
    ['no page type', { pageType: '' }, ''],
    ['my-list', { pageType: 'my-list', userType: 'anonymous-user' }, ''],
  ])('%s -> %j', (_name, change, expected) => {
    expect(gatingSuppression({ ...base, ...change })).toBe(expected);
  });
});

describe('gatingModal: the type modal unless suppressed', () => {
  const facts = { search: '', now: NOW, pageType: 'articles-detail', locale: 'en' as Locale, rnmaFlow: false, authoring: false };

  it.each<[ProgramUserType, Partial<typeof facts>, GatingModal | '']>([
    ['anonymous-user', {}, 'login'],
    ['anonymous-user', { pageType: 'anonymousPage' }, ''],
    ['anonymous-user', { pageType: 'anonymousPage', search: PARTNER }, 'partnerCampaign'],
    ['anonymous-user', { pageType: 'unsecuredPage' }, 'login'],
    ['registered-non-member', { pageType: 'unsecuredPage' }, ''],
    ['registered-non-member', {}, 'join'],
    ['registered-non-member', { rnmaFlow: true }, ''],
    ['registered-non-member', { rnmaFlow: true, locale: 'es' }, 'join'],
    ['registered-non-activated-member', { authoring: true }, ''],
    ['cancelled-or-expired-member', { locale: 'es' }, 'renew'],
    ['exclusive', { search: '?redirectedby=exclusive' }, 'welcome'],
    ['first-time-member', {}, ''],
  ])('%s %j -> %j', (userType, change, modal) => {
    expect(gatingModal({ userType, ...facts, ...change })).toBe(modal);
  });

  it('free-trial-expired is suppressed like join', () => {
    const programUser = trialExpired(5, true);
    expect(gatingModal({ userType: 'registered-non-member', programUser, ...facts })).toBe('freeTrialExpired');
    expect(gatingModal({ userType: 'registered-non-member', programUser, ...facts, pageType: 'unsecuredPage' })).toBe('');
    expect(gatingModal({ userType: 'registered-non-member', programUser, ...facts, now: new Date(NOW.getTime() + 60 * DAY) })).toBe('join');
  });
});

// Brain-health 4.3 "Redirect by programme flag".
describe('ssFlagRedirect (4.3)', () => {
  it('names the four types', () => {
    expect(SS_REDIRECT_TYPES).toEqual(['registered-non-activated-member', 'registered-non-member', 'cancelled-or-expired-member', 'rnma']);
  });

  const redirected = new Set<string>(SS_REDIRECT_TYPES);
  it.each(PROGRAM_USER_TYPES.map((type) => [type, redirected.has(type)] as const))('ss 1, %s -> %s', (userType, expected) => {
    expect(ssFlagRedirect({ at: { ms: '1', ss: '1' }, userType, authoring: false })).toBe(expected);
  });

  it.each([
    [{ ss: '0' }, false],
    [{ ss: ' 0 ' }, false],
    [{}, false], // an `at` without ss counts as '0'
    [{ ss: '' }, false],
    [{ ss: '3' }, true],
    [{ ss: '4' }, true],
    [{ ss: 'X' }, true],
    [undefined, false], // no cookie: no redirect
  ])('registered-non-member, at %j -> %s', (at, expected) => {
    expect(ssFlagRedirect({ at, userType: 'registered-non-member', authoring: false })).toBe(expected);
  });

  it('never in authoring mode', () => {
    expect(ssFlagRedirect({ at: { ss: '1' }, userType: 'rnma', authoring: true })).toBe(false);
  });
});

// The order on a page: the 4.7 checks, then the ss-flag redirect, then at most one modal.
describe('programGateDecision', () => {
  const facts: ProgramGateFacts = {
    at: { ms: '1', ss: '0' },
    programUser: { userType: 'registered-non-member' },
    search: '',
    now: NOW,
    pageType: 'articles-detail',
    locale: 'en',
    rnmaFlow: false,
    authoring: false,
    ssUser: true,
    ut: false,
    localToken: true,
    challengePage: false,
  };

  it.each<[string, Partial<ProgramGateFacts>, { userType: string; rows: number[]; redirect: boolean; modal: string }]>([
    ['a consistent registered non-member: the join modal', {}, { userType: 'registered-non-member', rows: [], redirect: false, modal: 'join' }],
    ['no local token (4.7 row 1): login, no modal', { localToken: false }, { userType: 'registered-non-member', rows: [1], redirect: true, modal: '' }],
    ['ss flag 1 (4.3): login, no modal', { at: { ms: '1', ss: '1' } }, { userType: 'registered-non-member', rows: [], redirect: true, modal: '' }],
    [
      'ss flag 1, first-time member: stays',
      { at: { ms: '0', ss: '1' }, programUser: { userType: 'first-time-member' } },
      { userType: 'first-time-member', rows: [], redirect: false, modal: '' },
    ],
    ['no cookie, a stale token (rows 3 and 4): login', { at: undefined }, { userType: 'anonymous-user', rows: [3, 4], redirect: true, modal: '' }],
    [
      'no cookie, only ss_user (row 4): cleared, then the login modal',
      { at: undefined, localToken: false },
      { userType: 'anonymous-user', rows: [4], redirect: false, modal: 'login' },
    ],
    [
      'anonymous on the home page: nothing',
      { at: undefined, localToken: false, ssUser: false, pageType: 'anonymousPage' },
      { userType: 'anonymous-user', rows: [], redirect: false, modal: '' },
    ],
    [
      'authoring: nothing at all',
      { authoring: true, localToken: false, at: { ss: '1' } },
      { userType: 'registered-non-member', rows: [], redirect: false, modal: '' },
    ],
  ])('%s', (_name, change, expected) => {
    const decision = programGateDecision({ ...facts, ...change });
    expect({ userType: decision.userType, rows: decision.session.rows, redirect: decision.redirectToLogin, modal: decision.modal }).toEqual(expected);
  });
});
