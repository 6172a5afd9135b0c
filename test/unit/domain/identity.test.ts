import { describe, expect, it } from 'vitest';
import { parseAuthCookie } from '../../../src/domain/auth-cookie.ts';
import { ANONYMOUS_TOKENS } from '../../../src/domain/anonymous-identity.ts';
import { anonymousSnapshot, deriveIdentity, personalisationTokens } from '../../../src/domain/identity.ts';
import type { IdentitySnapshot, IdentitySources, PageContext } from '../../../src/domain/identity.types.ts';
import { NOW, ZONES, inDays, withTimeZone } from './identity-helpers.ts';

const CONTEXT: PageContext = {
  now: NOW,
  locale: 'en',
  authoring: false,
  appWebView: false,
  product: 'staysharp',
  insurers: { insurer1: 'ACME', insurer2: 'BETA' },
};

const FAR = '2028-03-01T05:00Z'; // 410 days 17 h after NOW (Eastern midnight, 1 March 2028)

function derive(sources: IdentitySources, context: Partial<PageContext> = {}): IdentitySnapshot {
  return deriveIdentity(sources, { ...CONTEXT, ...context });
}

const ANONYMOUS: IdentitySnapshot = {
  isLoggedIn: false,
  memberState: 'ANON',
  statusCode: '',
  membershipStatus: 'anonymous',
  analyticsSegment: 'ANON',
  headerUserType: 'anonymous-user',
  autoRenew: '',
  expiryDate: '',
  expiryDays: -1,
  isLifetime: false,
  isMember: false,
  rewardsParticipant: false,
  rewardsAccess: false,
  sponsor: '',
  programUserType: '',
  firstName: '',
  locale: 'en',
  authoring: false,
  appWebView: false,
};

// CONTRACT 5: the snapshot, for the visitors of site 1, from the cookie alone.
describe('deriveIdentity: visitors from the at cookie (CONTRACT 5, site 4.1-4.5)', () => {
  it('an anonymous visitor', () => {
    expect(derive({})).toEqual(ANONYMOUS);
    expect(anonymousSnapshot(CONTEXT)).toEqual(ANONYMOUS);
  });

  // Every page derives the anonymous snapshot and tokens without the rules (stores/identity-session.ts):
  // they must be what the rules say for a visitor with no source, on every kind of page.
  it.each([
    { locale: 'en', authoring: false, appWebView: false },
    { locale: 'es', authoring: true, appWebView: false },
    { locale: 'zz', authoring: false, appWebView: true },
  ] as const)('the rules and the anonymous identity agree with no source: %o', (facts) => {
    const context = { ...CONTEXT, ...facts };
    const snapshot = deriveIdentity({}, context);
    expect(anonymousSnapshot(context)).toEqual(snapshot);
    expect(personalisationTokens(snapshot, {}, undefined)).toEqual(ANONYMOUS_TOKENS);
  });

  it('a member on automatic renewal', () => {
    expect(derive({ at: { ms: '0', mar: 'Y', me: FAR, f: 'Jo', rs: 'Y' }, accessToken: 't' })).toEqual({
      ...ANONYMOUS,
      isLoggedIn: true,
      memberState: 'MEMBER',
      statusCode: '0',
      membershipStatus: 'ACTIVE',
      analyticsSegment: 'MEM',
      headerUserType: 'member-on-automatic-renew',
      autoRenew: 'Y',
      expiryDate: '2028-03-01',
      expiryDays: 410,
      isMember: true,
      rewardsParticipant: true,
      rewardsAccess: true,
      firstName: 'Jo',
    });
  });

  it.each([
    // label, at, memberState, membershipStatus, segment, header, isMember, rewardsAccess
    ['member not on auto-renew', { ms: '0', mar: 'N', me: FAR }, 'MEMBER', 'ACTIVE', 'MEM', 'member-not-on-automatic-renew', true, true],
    ['member expiring in 100 days', { ms: '0', mar: 'N', me: inDays(100) }, 'MEMBER', 'ACTIVE', 'MEM', 'expiring-member', true, true],
    ['member expiring in 30 days', { ms: '0', mar: 'N', me: inDays(30) }, 'MEMBER', 'EXPIRING', 'MEM', 'expiring-member', true, true],
    ['member on auto-renew, 30 days', { ms: '0', mar: 'Y', me: inDays(30) }, 'MEMBER', 'EXPIRING', 'MEM', 'member-on-automatic-renew', true, true],
    ['lifetime member', { ms: '0', mar: 'N', me: '2800-12-31T05:00Z' }, 'MEMBER', 'ACTIVE', 'MEM', 'lifetime-member', true, true],
    ['registered non-member', { ms: '1' }, 'NON-MEMBER', 'NON-MEMBER', 'NONMEM', 'non-member', false, false],
    ['expired', { ms: '5', me: inDays(-10) }, 'EXPIRED', 'EXPIRED', 'NONMEM', 'suspended-member', false, false],
    ['cancelled', { ms: '4' }, 'CANCELLED', 'CANCELLED', 'NONMEM', 'suspended-member', false, false],
    ['suspended at request', { ms: 'M' }, 'SUSPENDED', 'MEMBER-REQUEST-SUSPEND', 'NONMEM', 'suspended-member', false, false],
    ['suspended, undeliverable', { ms: 'U' }, 'SUSPENDED', 'UNDELIVERABLE-SUSPEND', 'NONMEM', 'suspended-member', false, false],
    ['suspended, deceased', { ms: 'D' }, 'SUSPENDED', 'DECEASED-SUSPEND', 'NONMEM', 'suspended-member', false, false],
    // bad input
    ['unknown code X', { ms: 'X', mar: 'Y' }, 'ANON', 'anonymous', 'ANON', 'non-member', false, false],
    ['empty code', { ms: '' }, 'ANON', 'anonymous', 'ANON', 'non-member', false, false],
    ['no code', { f: 'Jo' }, 'ANON', 'anonymous', 'ANON', 'non-member', false, false],
    ['code " 0 "', { ms: ' 0 ', mar: 'y', me: FAR }, 'MEMBER', 'ACTIVE', 'MEM', 'member-on-automatic-renew', true, true],
    ['code "m"', { ms: 'm' }, 'SUSPENDED', 'MEMBER-REQUEST-SUSPEND', 'NONMEM', 'suspended-member', false, false],
    ['code 0, garbage date', { ms: '0', mar: 'N', me: 'soon' }, 'MEMBER', 'ACTIVE', 'MEM', 'member-not-on-automatic-renew', true, true],
  ])('%s', (_label, at, memberState, membershipStatus, segment, header, isMember, rewardsAccess) => {
    const snapshot = derive({ at });
    expect(snapshot.isLoggedIn).toBe(true);
    expect([
      snapshot.memberState,
      snapshot.membershipStatus,
      snapshot.analyticsSegment,
      snapshot.headerUserType,
      snapshot.isMember,
      snapshot.rewardsAccess,
    ]).toEqual([memberState, membershipStatus, segment, header, isMember, rewardsAccess]);
  });

  it.each([
    ['X', ''],
    ['', ''],
    [' 0 ', '0'],
    ['m', 'M'],
    ['1', '1'],
  ])('statusCode of ms %j is %j', (ms, code) => {
    expect(derive({ at: { ms } }).statusCode).toBe(code);
  });

  it('copies locale, authoring and appWebView from the context', () => {
    const snapshot = derive({}, { locale: 'es', authoring: true, appWebView: true });
    expect([snapshot.locale, snapshot.authoring, snapshot.appWebView]).toEqual(['es', true, true]);
  });
});

// Lifetime and dates: the stored values of site 4.5 are lifetime in every zone; expiryDate is
// the same day everywhere.
describe('deriveIdentity: lifetime, expiryDate, expiryDays', () => {
  it.each(ZONES)('stored lifetime values in zone %s', (zone) => {
    withTimeZone(zone, () => {
      for (const me of ['2800-12-30T18:30Z', '2800-12-31T05:00Z', '2800-12-31']) {
        const snapshot = derive({ at: { ms: '0', mar: 'N', me } });
        expect([me, snapshot.isLifetime, snapshot.headerUserType]).toEqual([me, true, 'lifetime-member']);
      }
      const snapshot = derive({ at: { ms: '0', mar: 'N', me: '2027-03-01T05:00Z' } });
      expect([snapshot.expiryDate, snapshot.isLifetime]).toEqual(['2027-03-01', false]);
    });
  });

  it.each([
    ['2027-03-01', '2027-03-01'],
    ['2027-03-01T05:00Z', '2027-03-01'],
    ['garbage', ''],
    ['', ''],
  ])('me %j -> expiryDate %j', (me, date) => {
    expect(derive({ at: { ms: '0', me } }).expiryDate).toBe(date);
  });

  it.each([
    [inDays(10), 10],
    [inDays(10, -1), 9],
    [inDays(-1), -1],
    ['garbage', -1],
  ])('me %j -> expiryDays %d', (me, days) => {
    expect(derive({ at: { ms: '0', me } }).expiryDays).toBe(days);
  });
});

// Precedence (identity.ts module comment).
describe('deriveIdentity: precedence between the sources', () => {
  it('the cookie code wins over the rewards membership and user info for memberState and header', () => {
    const snapshot = derive({
      at: { ms: '0', mar: 'Y', me: FAR },
      rewardsMembership: { membershipStatus: 'CANCEL' },
      userInfo: { membershipStatus: 'EXPIRED' },
    });
    expect([snapshot.memberState, snapshot.headerUserType, snapshot.analyticsSegment]).toEqual(['MEMBER', 'member-on-automatic-renew', 'MEM']);
    // ...but membershipStatus is the user-info service's word (site 3.4)
    expect(snapshot.membershipStatus).toBe('EXPIRED');
  });

  it('user-info ACTIVE becomes EXPIRING within 60 days (expiry from the cookie)', () => {
    expect(derive({ at: { ms: '0', me: inDays(20) }, userInfo: { membershipStatus: 'ACTIVE' } }).membershipStatus).toBe('EXPIRING');
    expect(derive({ at: { ms: '0', me: inDays(20) }, userInfo: { membershipStatus: 'MEMBER' } }).membershipStatus).toBe('EXPIRING');
  });

  it('an unreadable user-info status falls back to the code', () => {
    expect(derive({ at: { ms: '4' }, userInfo: { membershipStatus: 'weird' } }).membershipStatus).toBe('CANCELLED');
  });

  it('without a cookie code, the rewards membership gives the code, then user info', () => {
    const fromRewards = derive({ at: { f: 'Jo' }, rewardsMembership: { membershipStatus: 'ACTIVE' }, userInfo: { membershipStatus: 'NON-MEMBER' } });
    expect([fromRewards.memberState, fromRewards.statusCode, fromRewards.membershipStatus, fromRewards.analyticsSegment]).toEqual([
      'MEMBER',
      '',
      'NON-MEMBER', // the user-info name still wins for membershipStatus
      'NONMEM', // no cookie code: the user-info reading of membershipStatus
    ]);
    const fromUserInfo = derive({ at: { ms: 'X' }, userInfo: { membershipStatus: 'EXPIRED' } });
    expect([fromUserInfo.memberState, fromUserInfo.headerUserType, fromUserInfo.analyticsSegment]).toEqual(['EXPIRED', 'suspended-member', 'NONMEM']);
  });

  it('rewards access needs ms 0 in the cookie itself', () => {
    expect(derive({ at: { f: 'Jo' }, rewardsMembership: { membershipStatus: 'ACTIVE' } }).rewardsAccess).toBe(false);
  });

  it('expiry: at.me, then user info, then the programme record, then rewards', () => {
    const programUser = { fullResponse: { user: { membership_expiration_date: '2029-01-01' } } };
    const all = {
      userInfo: { membershipExpirationDate: '2028-01-01' },
      programUser,
      rewardsMembership: { membershipExpiration: '2030-01-01' },
    };
    expect(derive({ at: { ms: '0', me: '2027-06-01' }, ...all }).expiryDate).toBe('2027-06-01');
    expect(derive({ at: { ms: '0', me: 'garbage' }, ...all }).expiryDate).toBe('2028-01-01');
    expect(derive({ at: { ms: '0' }, programUser, rewardsMembership: all.rewardsMembership }).expiryDate).toBe('2029-01-01');
    expect(derive({ at: { ms: '0' }, rewardsMembership: all.rewardsMembership }).expiryDate).toBe('2030-01-01');
  });

  it('auto-renew: at.mar, then user info, then the programme auto_renew', () => {
    expect(derive({ at: { ms: '0', mar: 'N' }, userInfo: { memberAutoRenew: 'Y' } }).autoRenew).toBe('N');
    expect(derive({ at: { ms: '0', mar: '?' }, userInfo: { memberAutoRenew: 'Y' } }).autoRenew).toBe('Y');
    expect(derive({ at: { ms: '0' }, programUser: { fullResponse: { user: { auto_renew: 'Y' } } } }).autoRenew).toBe('Y');
  });

  it('firstName: at.f, then user info', () => {
    expect(derive({ at: { ms: '0', f: 'Jo' }, userInfo: { firstName: 'Joanna' } }).firstName).toBe('Jo');
    expect(derive({ at: { ms: '0' }, userInfo: { firstName: 'Joanna' } }).firstName).toBe('Joanna');
  });

  it('programme data decides the header type instead of the cookie (site 4.3)', () => {
    const snapshot = derive({
      at: { ms: '0', mar: 'Y', me: FAR },
      programUser: {
        userType: 'first-time-member',
        fullResponse: { user: { membership_status: 'NON_MEMBER', access_and_features: { sponsor: 'ACMEMA', active: true } } },
      },
    });
    expect([snapshot.headerUserType, snapshot.sponsor, snapshot.programUserType, snapshot.memberState]).toEqual([
      'sponsor-subsciption-member',
      'ACMEMA',
      'first-time-member',
      'MEMBER',
    ]);
  });

  it('an IMH sponsor is lifetime (brain-health 6)', () => {
    const snapshot = derive({
      at: { ms: '0' },
      programUser: { fullResponse: { user: { membership_status: 'ACTIVE', access_and_features: { sponsor: 'IMH', active: true } } } },
    });
    expect([snapshot.headerUserType, snapshot.isLifetime, snapshot.sponsor]).toEqual(['lifetime-member', true, 'IMH']);
  });

  it('without the cookie, user info, programme records and rewards membership are ignored', () => {
    const snapshot = derive({
      accessToken: 'tok',
      userInfo: { membershipStatus: 'ACTIVE', isLoggedIn: true, firstName: 'Jo', membershipExpirationDate: FAR },
      programUser: { userType: 'anonymous-user', hasSponsoredSubscription: 'BETA', fullResponse: { user: { membership_status: 'ACTIVE', auto_renew: 'Y' } } },
      rewardsMembership: { membershipStatus: 'ACTIVE' },
    });
    expect(snapshot).toEqual({ ...ANONYMOUS, programUserType: 'anonymous-user' });
  });

  // CONTRACT 4c: on the programme (its site config names userTypesUrl) a visitor without the
  // login cookie is anonymous-user, and the user-types service is not asked for them.
  it('on a programme page, no login cookie is anonymous-user, in both snapshots', () => {
    const program = { ...CONTEXT, program: true };
    expect(deriveIdentity({}, program).programUserType).toBe('anonymous-user');
    expect(anonymousSnapshot(program)).toEqual(deriveIdentity({}, program));
    expect(deriveIdentity({ fedid: 'f', programUser: { userType: 'first-time-member' } }, program).programUserType).toBe('anonymous-user');
    expect(deriveIdentity({ at: { ms: '0' }, programUser: { userType: 'first-time-member' } }, program).programUserType).toBe('first-time-member');
    expect(deriveIdentity({ at: { ms: '0' } }, program).programUserType).toBe('');
    expect(deriveIdentity({}, CONTEXT).programUserType).toBe('');
  });

  it('an empty cookie object is no login', () => {
    expect(derive({ at: {} }).isLoggedIn).toBe(false);
  });
});

// Site 4.3 "Not logged in" and 3.3: the known user.
describe('deriveIdentity: a known visitor who is not logged in', () => {
  it.each([
    ['ANON', { memberState: 'ANON', memberShipStatus: 'ACTIVE', memberExpiry: FAR }, 'ANON', 'anonymous', 'anonymous-user', ''],
    [
      'member on auto-renew',
      { memberState: 'MEMBER', memberShipStatus: 'ACTIVE', memberAutoRenewStatus: 'Y', memberExpiry: FAR },
      'MEMBER',
      'ACTIVE',
      'known-member-on-automatic-renew',
      '2028-03-01',
    ],
    [
      'member expiring',
      { memberState: 'MEMBER', memberShipStatus: 'ACTIVE', memberAutoRenewStatus: 'N', memberExpiryDate: inDays(30) },
      'MEMBER',
      'EXPIRING',
      'known-expiring-member',
      inDays(30).slice(0, 10),
    ],
    ['member with no status name', { memberState: 'MEMBER' }, 'MEMBER', 'anonymous', 'known-member-not-on-automatic-renew', ''],
    ['non-member', { memberState: 'NON-MEMBER', memberShipStatus: 'NON-MEMBER' }, 'NON-MEMBER', 'NON-MEMBER', 'known-non-member', ''],
    ['expired', { memberState: 'EXPIRED', memberShipStatus: 'EXPIRED' }, 'EXPIRED', 'EXPIRED', 'known-suspended-member', ''],
    ['suspended', { memberState: 'SUSPENDED', memberShipStatus: 'DECEASED-SUSPEND' }, 'SUSPENDED', 'DECEASED-SUSPEND', 'known-suspended-member', ''],
    ['garbage memberState', { memberState: 'VIP', memberShipStatus: 'ACTIVE' }, 'ANON', 'anonymous', 'anonymous-user', ''],
  ])('%s', (_label, knownUser, memberState, membershipStatus, header, expiryDate) => {
    const snapshot = derive({ knownUser });
    expect([snapshot.isLoggedIn, snapshot.memberState, snapshot.membershipStatus, snapshot.headerUserType, snapshot.expiryDate]).toEqual([
      false,
      memberState,
      membershipStatus,
      header,
      expiryDate,
    ]);
    expect([snapshot.analyticsSegment, snapshot.statusCode, snapshot.rewardsAccess]).toEqual(['ANON', '', false]);
  });

  it('a known member is a member (badges, tiles)', () => {
    expect(derive({ knownUser: { memberState: 'MEMBER' } }).isMember).toBe(true);
  });

  it.each([
    ['BP1', true],
    [true, true],
    ['', false],
    ['false', false],
    [false, false],
  ])('bypassBpCode %j makes a member: %s (logged in or not)', (bypassBpCode, member) => {
    expect(derive({ knownUser: { memberState: 'ANON', bypassBpCode } }).isMember).toBe(member);
    expect(derive({ at: { ms: '1' }, knownUser: { bypassBpCode } }).isMember).toBe(member);
  });
});

// Ask-and-rewards 6.2: participant by the rewardsUser flag or at.rs = 'Y'.
describe('deriveIdentity: rewards', () => {
  it.each([
    [{ rewardsUser: true }, true],
    [{ at: { ms: '1', rs: 'Y' } }, true],
    [{ at: { ms: '0', rs: 'N' } }, false],
    [{}, false],
  ])('%j -> participant %s', (sources, participant) => {
    expect(derive(sources).rewardsParticipant).toBe(participant);
  });
});

// Bad input everywhere: a defined state, never an exception.
describe('deriveIdentity: wrong-typed sources', () => {
  it.each([
    ['everything of the wrong type', { at: 'ms=0', knownUser: 'MEMBER', userInfo: [], programUser: 5, rewardsMembership: null, rewardsUser: 'yes' }],
    ['fields of the wrong type', { knownUser: { memberState: 7, memberExpiry: {}, bypassBpCode: 3 } }],
    ['arrays', { at: ['0'], knownUser: ['MEMBER'] }],
  ])('%s -> anonymous', (_label, sources) => {
    expect(derive(sources as unknown as IdentitySources)).toEqual(ANONYMOUS);
  });

  it('logged in with wrong-typed service fields', () => {
    const sources = {
      at: { ms: 0, me: 20280301, mar: true, f: 42 },
      userInfo: { membershipStatus: { x: 1 }, membershipExpirationDate: 5, firstName: null },
      programUser: { userType: [], fullResponse: { user: { membership_status: 0, access_and_features: { features: 'content', sponsor: {} } } } },
      rewardsMembership: { membershipStatus: 0 },
    };
    const snapshot = derive(sources as unknown as IdentitySources);
    expect(snapshot.isLoggedIn).toBe(true);
    expect(snapshot.memberState).toBe('MEMBER');
    expect(snapshot.statusCode).toBe('0');
    expect(snapshot.autoRenew).toBe('Y');
    expect(snapshot.expiryDate).toBe('');
    expect(snapshot.firstName).toBe('42');
    expect(snapshot.sponsor).toBe('');
    expect(snapshot.programUserType).toBe('');
  });

  it('a source whose getter throws gives the anonymous snapshot', () => {
    const hostile = Object.defineProperty({}, 'at', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(derive(hostile as IdentitySources)).toEqual(ANONYMOUS);
  });

  it('an invalid now gives no expiry days', () => {
    const snapshot = derive({ at: { ms: '0', me: FAR } }, { now: new Date(Number.NaN) });
    expect(snapshot.expiryDays).toBe(-1);
    expect(snapshot.expiryDate).toBe('2028-03-01');
  });

  it('a cookie as the page reads it, through parseAuthCookie', () => {
    const at = parseAuthCookie(encodeURIComponent(JSON.stringify({ ms: 0, mar: 'Y', me: FAR, __proto__: { ms: '1' } })));
    expect(derive(at ? { at } : {}).headerUserType).toBe('member-on-automatic-renew');
  });
});

// Site 3.6: personalisation tokens; site 3.2: the firstName token is blanked without an access
// token.
describe('personalisationTokens', () => {
  const at = { ms: '0', f: 'Jo', a: 'jo.smith', e: 'jo@example.org', us: 'Maryland', mj: '2019-03-01', me: '2027-03-01T05:00Z' };

  it('fills every token for a logged-in member with a token and a balance', () => {
    const sources: IdentitySources = { at, accessToken: 'tok' };
    expect(personalisationTokens(derive(sources), sources, 1234567)).toEqual({
      firstName: 'Jo',
      userName: 'jo.smith',
      userEmail: 'jo@example.org',
      userAddressState: 'Maryland',
      memberJoinedDate: 'Mar 01, 2019',
      memberExpiryDate: 'Mar 01, 2027',
      points: '1.2M',
      pointsNumOnly: '1234567',
      expiryDays: '44',
    });
  });

  it('blanks only the firstName token without an access token', () => {
    const sources: IdentitySources = { at };
    const snapshot = derive(sources);
    expect(snapshot.firstName).toBe('Jo');
    expect(personalisationTokens(snapshot, sources).firstName).toBe('');
    expect(personalisationTokens(snapshot, { ...sources, accessToken: '  ' }).firstName).toBe('');
  });

  it('uses Spanish month names on Spanish pages', () => {
    const sources: IdentitySources = { at: { ...at, mj: '2019-01-05', me: '2027-12-01' } };
    const tokens = personalisationTokens(derive(sources, { locale: 'es' }), sources);
    expect([tokens.memberJoinedDate, tokens.memberExpiryDate]).toEqual(['Ene 05, 2019', 'Dic 01, 2027']);
  });

  it('falls back to email when e is missing', () => {
    const sources: IdentitySources = { at: { ms: '0', email: 'b@example.org' } };
    expect(personalisationTokens(derive(sources), sources).userEmail).toBe('b@example.org');
  });

  it('is all empty for an anonymous visitor', () => {
    expect(personalisationTokens(derive({}), {})).toEqual({
      firstName: '',
      userName: '',
      userEmail: '',
      userAddressState: '',
      memberJoinedDate: '',
      memberExpiryDate: '',
      points: '',
      pointsNumOnly: '',
      expiryDays: '',
    });
  });

  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    ['12345', '12,345', '12345'],
    [999.9, '999', '999'],
    [-5, '', ''],
    ['1,234', '', ''],
    ['abc', '', ''],
    [undefined, '', ''],
    [Number.NaN, '', ''],
    [1e21, '1000000000000000.0M', ''],
  ])('balance %j -> points %j, pointsNumOnly %j', (balance, points, numOnly) => {
    const tokens = personalisationTokens(derive({}), {}, balance);
    expect([tokens.points, tokens.pointsNumOnly]).toEqual([points, numOnly]);
  });

  it.each([
    [inDays(-3), '-1'],
    [inDays(5), '5'],
    ['garbage', ''],
  ])('expiryDays token for me %j is %j', (me, token) => {
    const sources: IdentitySources = { at: { ms: '0', me } };
    expect(personalisationTokens(derive(sources), sources).expiryDays).toBe(token);
  });

  it('bad dates give empty date tokens', () => {
    const sources: IdentitySources = { at: { ms: '0', mj: '2019-02-30', me: 'x' } };
    const tokens = personalisationTokens(derive(sources), sources);
    expect([tokens.memberJoinedDate, tokens.memberExpiryDate]).toEqual(['', '']);
  });
});
