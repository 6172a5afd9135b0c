import { describe, expect, it } from 'vitest';
import {
  areTilesUnlocked,
  isMembersOnlyBadgeUnlocked,
  isPaywallShown,
  isProgramNotActivated,
  isRegisterWallShown,
  knownUserMemberState,
  PAYWALL_REMOVED,
  REGISTER_WALL_REMOVED,
} from '../../../src/domain/gating.ts';
import type { IdentitySources } from '../../../src/domain/identity.types.ts';

// Site 4.8 / brain-health 4.2: "Codes 1, 5, 4, M, U and D, a missing auth cookie, or a programme
// not activated: paywall shown and scroll locked. Any other code: content open." CONTRACT 1:
// never in authoring mode.
describe('isPaywallShown', () => {
  it.each([
    ['code 1', { ms: '1' }, undefined, true],
    ['code 5', { ms: '5' }, undefined, true],
    ['code 4', { ms: '4' }, undefined, true],
    ['code M', { ms: 'M' }, undefined, true],
    ['code U', { ms: 'U' }, undefined, true],
    ['code D', { ms: 'D' }, undefined, true],
    ['no auth cookie', undefined, undefined, true],
    ['programme not activated', { ms: '0' }, 'registered-non-activated-member', true],
    ['code 0', { ms: '0' }, undefined, false],
    ['code 0, an activated programme type', { ms: '0' }, 'first-time-member', false],
    ['code 0, rnma', { ms: '0' }, 'rnma', false],
    // "any other code": open
    ['code X', { ms: 'X' }, undefined, false],
    ['empty code', { ms: '' }, undefined, false],
    ['no code in the cookie', { f: 'Jo' }, undefined, false],
    // bad input read as the code it means
    ['code " 1 "', { ms: ' 1 ' }, undefined, true],
    ['code "m"', { ms: 'm' }, undefined, true],
    ['code "d"', { ms: 'd' }, undefined, true],
    ['type in another case', { ms: '0' }, 'Registered-Non-Activated-Member', true],
    ['the type as a ProgramUser', { ms: '0' }, { userType: 'registered-non-activated-member' }, true],
  ])('%s -> %s', (_label, at, type, shown) => {
    expect(isPaywallShown({ at, programUserType: type, authoring: false })).toBe(shown);
  });

  it.each([[undefined], [{ ms: '1' }], [{ ms: 'D' }]])('never in authoring mode (at %j)', (at) => {
    expect(isPaywallShown({ at, programUserType: 'registered-non-activated-member', authoring: true })).toBe(false);
  });
});

describe('isProgramNotActivated (brain-health 4.2, read as registered-non-activated-member)', () => {
  it.each([
    ['registered-non-activated-member', true],
    [{ userType: 'registered-non-activated-member' }, true],
    ['registered-non-member', false],
    ['rnma', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (type, notActivated) => {
    expect(isProgramNotActivated(type)).toBe(notActivated);
  });
});

// Site 4.8 / brain-health 4.15: "Shown when knownUser.memberState is ANON, or the programme type
// is registered-non-member, cancelled-or-expired-member, registered-non-activated-member or
// anonymous-user."
describe('isRegisterWallShown', () => {
  it.each([
    ['ANON', undefined, true],
    ['MEMBER', 'registered-non-member', true],
    ['MEMBER', 'cancelled-or-expired-member', true],
    ['MEMBER', 'registered-non-activated-member', true],
    ['MEMBER', 'anonymous-user', true],
    [undefined, 'anonymous-user', true],
    ['MEMBER', undefined, false],
    ['MEMBER', 'first-time-member', false],
    ['NON-MEMBER', 'rnma', false],
    ['NON-MEMBER', 'exclusive', false],
    [undefined, undefined, false], // only an explicit ANON counts
    ['', '', false],
    [' anon ', undefined, true],
    ['ANONYMOUS', undefined, false],
    ['MEMBER', 'REGISTERED-NON-MEMBER', true],
    ['MEMBER', { userType: 'anonymous-user' }, true],
    [42, 42, false],
  ])('knownUser.memberState %j, programme type %j -> %s', (state, type, shown) => {
    expect(isRegisterWallShown({ knownUserMemberState: state, programUserType: type, authoring: false })).toBe(shown);
  });

  it('never in authoring mode', () => {
    expect(isRegisterWallShown({ knownUserMemberState: 'ANON', programUserType: 'anonymous-user', authoring: true })).toBe(false);
  });
});

// Brain-health 4.3: every programme user type, and the values exclusive and rnma, with a known
// user who is not ANON: only the four types of 4.15 see the register wall.
describe('isRegisterWallShown per programme user type (brain-health 4.3)', () => {
  it.each([
    ['anonymous-user', true],
    ['registered-non-member', true],
    ['cancelled-or-expired-member', true],
    ['registered-non-activated-member', true],
    ['first-time-member', false],
    ['returning-member-content-access', false],
    ['returning-member-no-assessment-started', false],
    ['mbs-assessment-inProgress', false],
    ['lifestyle-completed-mbs-inProgress', false],
    ['returning-member-assessment-inProgress', false],
    ['returning-member-noAssessment-inProgress', false],
    ['assessment-taken-more-than-90-days-ago', false],
    ['mbs-completed-lifestyle-inProgress', false],
    ['exclusive', false],
    ['rnma', false],
  ])('%s -> %s', (type, shown) => {
    for (const state of ['MEMBER', 'NON-MEMBER', undefined]) {
      expect(isRegisterWallShown({ knownUserMemberState: state, programUserType: type, authoring: false }), String(state)).toBe(shown);
      expect(isRegisterWallShown({ knownUserMemberState: state, programUserType: { userType: type }, authoring: false }), String(state)).toBe(shown);
    }
    // ANON shows it whatever the type; authoring mode never.
    expect(isRegisterWallShown({ knownUserMemberState: 'ANON', programUserType: type, authoring: false })).toBe(true);
    expect(isRegisterWallShown({ knownUserMemberState: 'ANON', programUserType: type, authoring: true })).toBe(false);
  });
});

// Site 3.3 / 3.4: the known user's memberState; a visitor with no login cookie, token or fedid
// is ANON without asking; a logged-in or known visitor without an answer is not ANON.
describe('knownUserMemberState', () => {
  it.each<[string, IdentitySources, string | undefined]>([
    ['no at, token or fedid', {}, 'ANON'],
    ['the known-user answer wins: MEMBER for a visitor with nothing', { knownUser: { memberState: 'MEMBER' } }, 'MEMBER'],
    ['the known-user answer wins: ANON for a fedid', { fedid: 'fed-x', knownUser: { memberState: 'ANON' } }, 'ANON'],
    ['the known-user answer wins: MEMBER for a fedid', { fedid: 'fed-x', knownUser: { memberState: 'MEMBER' } }, 'MEMBER'],
    ['the known-user answer wins over the cookie', { at: { ms: '0' }, knownUser: { memberState: 'NON-MEMBER' } }, 'NON-MEMBER'],
    ['logged in (at), no answer', { at: { ms: '0' } }, undefined],
    ['logged in (token), no answer', { accessToken: 'token-x' }, undefined],
    ['a fedid, no answer', { fedid: 'fed-x' }, undefined],
    ['a fedid, a blank answer', { fedid: 'fed-x', knownUser: { memberState: '  ' } }, undefined],
    ['nothing, a blank answer: ANON', { knownUser: { memberState: '' } }, 'ANON'],
    ['nothing, an answer without memberState: ANON', { knownUser: {} }, 'ANON'],
    ['only other cookies (ut, ss_user): ANON', { ut: 'x', ssUser: 'y' }, 'ANON'],
  ])('%s -> %j', (_label, sources, state) => {
    expect(knownUserMemberState(sources)).toBe(state);
  });

  it('a hostile known user (memberState only on the prototype) is not read', () => {
    const knownUser = Object.create({ memberState: 'MEMBER' }) as IdentitySources['knownUser'];
    expect(knownUserMemberState({ fedid: 'fed-x', knownUser })).toBeUndefined();
  });
});

// Site 2.7 / 4.8, brain-health 4.15: what each wall takes out of the DOM.
describe('what the walls remove', () => {
  it('the paywall: restricted sections, the benefits carousel, comments and the footer', () => {
    expect([...PAYWALL_REMOVED]).toEqual(['[data-restricted]', '[data-benefits-carousel]', '[data-comments]', 'footer']);
  });
  it('the register wall: restricted content and the footer', () => {
    expect([...REGISTER_WALL_REMOVED]).toEqual(['[data-restricted]', 'footer']);
  });
});

// Site 4.8 / brain-health 4.15: "The members-only badge unlocks only when memberState is MEMBER."
describe('isMembersOnlyBadgeUnlocked', () => {
  it.each([
    ['MEMBER', true],
    ['NON-MEMBER', false],
    ['EXPIRED', false],
    ['CANCELLED', false],
    ['SUSPENDED', false],
    ['ANON', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (state, unlocked) => {
    expect(isMembersOnlyBadgeUnlocked(state)).toBe(unlocked);
  });
});

// Site 4.8 / 6: "Members (memberState MEMBER, or bypassBpCode set) see article tiles unlocked."
describe('areTilesUnlocked', () => {
  it.each([
    ['MEMBER', undefined, true],
    ['NON-MEMBER', 'BP1', true],
    ['ANON', true, true],
    ['ANON', '', false],
    ['ANON', 'false', false],
    ['ANON', false, false],
    ['EXPIRED', undefined, false],
    [undefined, undefined, false],
  ])('memberState %j, bypassBpCode %j -> %s', (state, bypass, unlocked) => {
    expect(areTilesUnlocked(state, bypass)).toBe(unlocked);
  });
});
