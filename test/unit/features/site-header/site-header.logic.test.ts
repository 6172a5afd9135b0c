// @vitest-environment node
/**
 * The header's rules with the spec's own rows: site 4.3 / 4.4 (items and promo per header user
 * type, the known-visitor prefix too), site 6 (sponsor subscription, rewards access), brain-health
 * 2.4 (membership section on the programme host), ask-and-rewards 4.9 (not opted; the points
 * forms are test/unit/domain/rewards-points.test.ts), site 9 (shy header constants), site 2.1 / 8 (session lost).
 */
import { describe, expect, it } from 'vitest';
import {
  accountNames,
  hasFreeTrial,
  headerOffset,
  headerPlan,
  hidesMembershipSection,
  isSticky,
  OFFSCREEN_FOCUS_DELAY_MS,
  requestedPath,
  SESSION_LOST_MESSAGE,
  sessionLostTarget,
  SHY_AUTO_HIDE_MS,
  SHY_CHECK_MS,
  shyStep,
  sponsorLogoFor,
  type HeaderPlan,
} from '../../../../src/features/site-header/site-header.logic.ts';

const NONE = { join: false, login: false, register: false, renew: false, rejoin: false, enroll: false };
const identity = (headerUserType: string, extra: Partial<{ isLoggedIn: boolean; rewardsAccess: boolean; sponsor: string }> = {}) => ({
  headerUserType,
  isLoggedIn: !headerUserType.startsWith('known-') && headerUserType !== 'anonymous-user',
  rewardsAccess: false,
  sponsor: '',
  ...extra,
});
const plan = (type: string, extra: Parameters<typeof identity>[1] = {}, balance?: number, membershipSectionHidden = false) =>
  headerPlan({ identity: identity(type, extra), balance, membershipSectionHidden });

describe('items and promo per header user type (site 4.3, 4.4)', () => {
  // [type, items shown (besides icon links), promo, icon links, account dropdown]
  const rows: ReadonlyArray<[string, Partial<typeof NONE>, HeaderPlan['promo'], boolean, boolean]> = [
    // "anonymous | join / login / register shown; promo 'keep'"
    ['anonymous-user', { join: true, login: true, register: true }, 'keep', true, false],
    // "non-member, trial | promo 'join'" (members row: every item hidden)
    ['non-member', {}, 'join', true, true],
    ['member-on-trail-period', {}, 'join', true, true],
    // "members | join, login, renew, register, rejoin and enroll hidden; promo removed"
    ['member-on-automatic-renew', {}, 'none', true, true],
    // "not on auto-renew | promo 'enroll'"
    ['member-not-on-automatic-renew', {}, 'enroll', true, true],
    // "expiring | promo 'renew'"
    ['expiring-member', {}, 'renew', true, true],
    // "suspended | promo 'rejoin'"
    ['suspended-member', {}, 'rejoin', true, true],
    // site 4.3: "An expiry year of 2800 gives lifetime-member; the membership promo is hidden."
    ['lifetime-member', {}, 'none', true, true],
    // "sponsor subscription | also removes icon links and the rewards dropdown"
    ['sponsor-subsciption-member', {}, 'none', false, true],
    // Not logged in: the same rules with the prefix 'known-' (no account dropdown: no login).
    ['known-non-member', {}, 'join', true, false],
    ['known-member-on-automatic-renew', {}, 'none', true, false],
    ['known-member-not-on-automatic-renew', {}, 'enroll', true, false],
    ['known-expiring-member', {}, 'renew', true, false],
    ['known-suspended-member', {}, 'rejoin', true, false],
    ['known-lifetime-member', {}, 'none', true, false],
  ];
  it.each(rows)('%s', (type, shown, promo, iconLinks, accountMenu) => {
    const result = plan(type);
    expect(result.userType).toBe(type);
    expect(result.items).toEqual({ ...NONE, ...shown, 'icon-link': iconLinks });
    expect(result.promo).toBe(promo);
    expect(result.accountMenu).toBe(accountMenu);
  });

  it('an unknown or garbage type is treated as anonymous (the safe default of headerItems)', () => {
    expect(plan('<img src=x>').items).toEqual({ ...NONE, join: true, login: true, register: true, 'icon-link': true });
    expect(plan('').promo).toBe('keep');
  });
});

describe('rewards line (ask-and-rewards 2.3, 4.9; site 6)', () => {
  const rows: ReadonlyArray<[string, string, Parameters<typeof identity>[1], number | undefined, HeaderPlan['rewards']]> = [
    ['member with ms 0 and a balance', 'member-on-automatic-renew', { rewardsAccess: true }, 1234, 'points'],
    ['member with ms 0 and a zero balance', 'member-on-automatic-renew', { rewardsAccess: true }, 0, 'points'],
    ["member with ms 0 and no balance: 'not opted'", 'member-not-on-automatic-renew', { rewardsAccess: true }, undefined, 'not-opted'],
    ['no rewards access (not ms 0)', 'non-member', { rewardsAccess: false }, 500, 'none'],
    ['sponsor subscription: no rewards dropdown', 'sponsor-subsciption-member', { rewardsAccess: true }, 500, 'none'],
    ['not logged in', 'known-member-on-automatic-renew', { rewardsAccess: true, isLoggedIn: false }, 500, 'none'],
  ];
  it.each(rows)('%s', (_name, type, extra, balance, rewards) => {
    expect(plan(type, extra, balance).rewards).toBe(rewards);
  });
});

describe('sponsor logo in the menu (site 2.3, 6)', () => {
  it('a sponsor subscription names its sponsor; other types none', () => {
    expect(plan('sponsor-subsciption-member', { sponsor: ' INSURER1MA ' }).sponsorLogo).toBe('INSURER1MA');
    expect(plan('lifetime-member', { sponsor: 'IMH' }).sponsorLogo).toBe('');
    expect(plan('non-member', { sponsor: 'INSURER2' }).sponsorLogo).toBe('');
  });
  const logos = { INSURER1: { src: '/a.svg', alt: 'A' }, insurer2: { src: '/b.svg', alt: 'B' } };
  it.each([
    ['INSURER1', 'A'],
    ['insurer1', 'A'],
    [' Insurer2 ', 'B'],
    ['INSURER3', undefined],
    ['', undefined],
    ['__proto__', undefined],
  ])('code %j gives %j', (code, alt) => {
    expect(sponsorLogoFor(logos, code)?.alt).toBe(alt);
  });
});

describe('membership section on the programme host (brain-health 2.4)', () => {
  // [programme host, sponsor, free trial, hidden]
  const rows: ReadonlyArray<[boolean, string, boolean, boolean]> = [
    [true, 'INSURER1', false, true],
    [true, 'INSURER2', false, true],
    [true, 'IMH', false, false],
    [true, 'imh', false, false],
    [true, 'INSURER1', true, false],
    [true, '', false, false],
    [false, 'INSURER1', false, false],
  ];
  it.each(rows)('host %s, sponsor %j, free trial %s: hidden %s', (host, sponsor, trial, hidden) => {
    expect(hidesMembershipSection(host, sponsor, trial)).toBe(hidden);
  });
  it('hidden: join, register, renew, rejoin, enroll and the promo go; log in and icon links follow their type', () => {
    const result = plan('non-member', {}, undefined, true);
    expect(result.promo).toBe('none');
    expect(plan('anonymous-user', {}, undefined, true).items).toEqual({ ...NONE, login: true, 'icon-link': true });
  });
  it('the free trial is the programme record flag activate_free_trail_{product}', () => {
    const user = (flag: unknown) => ({ fullResponse: { user: { access_and_features: { sponsor: 'INSURER1', activate_free_trail_member: flag } } } });
    expect(hasFreeTrial(user(true), 'member')).toBe(true);
    expect(hasFreeTrial(user('true'), 'member')).toBe(true);
    expect(hasFreeTrial(user(false), 'member')).toBe(false);
    expect(hasFreeTrial(user(true), 'other')).toBe(false);
    expect(hasFreeTrial(undefined, 'member')).toBe(false);
  });
});

describe("account button: first name, 'Hi, {firstName}' below 768 px (site 2.3)", () => {
  it.each([
    ['Pat', { wide: 'Pat', narrow: 'Hi, Pat' }],
    ['  Ana María ', { wide: 'Ana María', narrow: 'Hi, Ana María' }],
    ['', { wide: 'My Account', narrow: 'My Account' }],
    ['<b>x</b>', { wide: '<b>x</b>', narrow: 'Hi, <b>x</b>' }],
  ])('%j', (name, names) => {
    expect(accountNames(name)).toEqual(names);
  });
});

describe('shy header (site 9)', () => {
  it('constants', () => {
    expect(SHY_CHECK_MS).toBe(250);
    expect(SHY_AUTO_HIDE_MS).toBe(3000);
    expect(OFFSCREEN_FOCUS_DELAY_MS).toBe(500);
  });
  it.each([
    [390, 60],
    [800, 60],
    [1024, 60],
    [1025, 120],
    [1280, 120],
  ])('offset at %i px is %i px', (width, offset) => {
    expect(headerOffset(width)).toBe(offset);
  });

  const distances = { hideAfter: 80, showAfter: 40 };
  // [from state, y, offset, busy, to state]
  const rows: ReadonlyArray<[string, { hidden: boolean; lastY: number }, number, boolean, { hidden: boolean; lastY: number }]> = [
    ['within the offset: shown', { hidden: true, lastY: 500 }, 60, false, { hidden: false, lastY: 60 }],
    ['down 80 past the offset: hidden', { hidden: false, lastY: 100 }, 180, false, { hidden: true, lastY: 180 }],
    ['down 79: unchanged, distance keeps adding up', { hidden: false, lastY: 100 }, 179, false, { hidden: false, lastY: 100 }],
    ['up 40: shown', { hidden: true, lastY: 500 }, 460, false, { hidden: false, lastY: 460 }],
    ['up 39: still hidden', { hidden: true, lastY: 500 }, 461, false, { hidden: true, lastY: 500 }],
    ['down further while hidden: the reference moves', { hidden: true, lastY: 500 }, 700, false, { hidden: true, lastY: 700 }],
    ['down 80 while busy (focus, pointer, open menu): stays shown', { hidden: false, lastY: 100 }, 300, true, { hidden: false, lastY: 300 }],
    ['hidden and busy (focus moved in): shown', { hidden: true, lastY: 500 }, 510, true, { hidden: false, lastY: 510 }],
  ];
  it.each(rows)('%s', (_name, from, y, busy, to) => {
    expect(shyStep(from, y, distances, 60, busy)).toEqual(to);
  });
  it('distance 0 still needs a move', () => {
    expect(shyStep({ hidden: false, lastY: 200 }, 200, { hideAfter: 0, showAfter: 0 }, 60)).toEqual({ hidden: false, lastY: 200 });
  });
  it('sticky: shown over scrolled content', () => {
    expect(isSticky({ hidden: false, lastY: 0 }, 0)).toBe(false);
    expect(isSticky({ hidden: false, lastY: 10 }, 10)).toBe(true);
    expect(isSticky({ hidden: true, lastY: 300 }, 300)).toBe(false);
  });
});

describe('session lost (site 2.1, 8)', () => {
  const here = { pathname: '/health/article.html', search: '?x=1' };
  it('the message is the spec text', () => {
    expect(SESSION_LOST_MESSAGE).toBe('Your request could not be completed because you have been signed out.');
  });
  it.each([
    [undefined, '/health/article.html?x=1'],
    ['/benefits/travel/?q=2', '/benefits/travel/?q=2'],
    ['//evil.example/x', '/health/article.html?x=1'],
    ['/\\evil.example', '/health/article.html?x=1'],
    ['https://evil.example/', '/health/article.html?x=1'],
    ['javascript:alert(1)', '/health/article.html?x=1'],
    ['/a\nb', '/health/article.html?x=1'],
    [42, '/health/article.html?x=1'],
  ])('resource %j -> %j', (resource, path) => {
    expect(requestedPath(resource, here)).toBe(path);
  });
  it.each([
    ['en', '/health/a.html?x=1', '/?resource=%2Fhealth%2Fa.html%3Fx%3D1'],
    ['zz', '/a', '/?resource=%2Fa'],
    ['es', '/espanol/salud/', '/espanol/?resource=%2Fespanol%2Fsalud%2F'],
  ] as const)('%s: %s -> %s', (locale, path, target) => {
    expect(sessionLostTarget(locale, path)).toBe(target);
  });
});
