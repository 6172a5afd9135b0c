import { describe, expect, it } from 'vitest';
import { registerWallDecision } from '../../../../src/features/register-wall/register-wall.logic.ts';

// Site 4.8, brain-health 4.15: the wall shows for a known user ANON or one of four programme types;
// it decides once per page view, at once only for a visitor the cookies show as anonymous.
describe('registerWallDecision', () => {
  it.each<[string, Parameters<typeof registerWallDecision>[0], boolean, 'shown' | 'hidden' | undefined]>([
    ['no cookies: ANON without asking, at once', {}, false, 'shown'],
    ['no cookies, reading complete', {}, true, 'shown'],
    ['only a fedid: waits for the known user', { fedid: 'fed-1' }, false, undefined],
    ['only a fedid, the known user answers ANON', { fedid: 'fed-1', knownUser: { memberState: 'ANON' } }, true, 'shown'],
    [
      'a fedid answered ANON before the reading is complete: still waits (the programme may answer)',
      { fedid: 'fed-1', knownUser: { memberState: 'anon' } },
      false,
      undefined,
    ],
    ['only a fedid, the known user answers MEMBER', { fedid: 'fed-1', knownUser: { memberState: 'MEMBER' } }, true, 'hidden'],
    ['logged in, waits', { at: { ms: '0' } }, false, undefined],
    ['logged in, the known user failed: unknown, the wall stays down', { at: { ms: '1' } }, true, 'hidden'],
    ['logged in, a registered non-member by the programme', { at: { ms: '1' }, programUser: { userType: 'registered-non-member' } }, true, 'shown'],
    ['logged in, an activated programme member', { at: { ms: '0' }, programUser: { userType: 'returning-member' } }, true, 'hidden'],
  ])('%s', (_label, sources, final, expected) => {
    expect(registerWallDecision(sources, final)).toBe(expected);
  });

  // On the programme (userTypesUrl configured) the user-types service is not asked without a
  // login cookie: the visitor is anonymous-user (CONTRACT 4c), a sure answer at once.
  it.each<[string, Parameters<typeof registerWallDecision>[0], boolean, 'shown' | 'hidden' | undefined]>([
    [
      'programme, a fedid known as MEMBER but no login cookie: anonymous-user, at once',
      { fedid: 'fed-1', knownUser: { memberState: 'MEMBER' } },
      false,
      'shown',
    ],
    ['programme, no cookies', {}, false, 'shown'],
    ['programme, logged in as an activated member', { at: { ms: '0' }, programUser: { userType: 'first-time-member' } }, true, 'hidden'],
    ['programme, logged in, waits for the programme', { at: { ms: '0' } }, false, undefined],
  ])('%s', (_label, sources, final, expected) => {
    expect(registerWallDecision(sources, final, true)).toBe(expected);
  });
});
