import { describe, expect, it } from 'vitest';
import { NO_SESSION_ACTION, sessionCheck, type SessionFacts } from '../../../src/domain/program-session.ts';

const NONE: SessionFacts = { loggedIn: false, ssUser: false, ut: false, localToken: false, challengePage: false, authoring: false };

// Brain-health 4.7, every row, with CONTRACT 4c's reading of row 4 (ss_user or ut).
describe('sessionCheck (4.7)', () => {
  it.each<[string, Partial<SessionFacts>, { rows: number[]; redirect: boolean; clear: boolean; cookies: string[]; event: boolean }]>([
    // row 1: logged in (at and ss_user) but no local token -> login
    ['row 1', { loggedIn: true, ssUser: true }, { rows: [1], redirect: true, clear: false, cookies: [], event: false }],
    [
      'row 1 on a challenge page',
      { loggedIn: true, ssUser: true, challengePage: true },
      { rows: [1], redirect: true, clear: false, cookies: [], event: false },
    ],
    [
      'logged in with ss_user and a token: consistent',
      { loggedIn: true, ssUser: true, localToken: true },
      { rows: [], redirect: false, clear: false, cookies: [], event: false },
    ],
    // row 2: logged in without ss_user on a challenge page -> login with state
    ['row 2', { loggedIn: true, challengePage: true }, { rows: [2], redirect: true, clear: false, cookies: [], event: false }],
    [
      'row 2 with a token',
      { loggedIn: true, challengePage: true, localToken: true, ut: true },
      { rows: [2], redirect: true, clear: false, cookies: [], event: false },
    ],
    [
      'logged in without ss_user off challenge pages: consistent',
      { loggedIn: true, localToken: true },
      { rows: [], redirect: false, clear: false, cookies: [], event: false },
    ],
    // row 3: a local token but not logged in -> clear, logout event, login
    ['row 3', { localToken: true }, { rows: [3], redirect: true, clear: true, cookies: [], event: true }],
    ['row 3 on a challenge page', { localToken: true, challengePage: true }, { rows: [3], redirect: true, clear: true, cookies: [], event: true }],
    // row 4: no login cookie but a programme cookie -> clear, cookies removed, logout event
    ['row 4, ss_user', { ssUser: true }, { rows: [4], redirect: false, clear: true, cookies: ['ss_user'], event: true }],
    ['row 4, ut', { ut: true }, { rows: [4], redirect: false, clear: true, cookies: ['ut'], event: true }],
    ['row 4, both', { ssUser: true, ut: true }, { rows: [4], redirect: false, clear: true, cookies: ['ss_user', 'ut'], event: true }],
    // rows 3 and 4 together: the actions add up
    ['rows 3 and 4', { localToken: true, ssUser: true, ut: true }, { rows: [3, 4], redirect: true, clear: true, cookies: ['ss_user', 'ut'], event: true }],
    ['anonymous with nothing stored', {}, { rows: [], redirect: false, clear: false, cookies: [], event: false }],
  ])('%s', (_name, change, expected) => {
    const action = sessionCheck({ ...NONE, ...change });
    expect(action).toEqual({
      rows: expected.rows,
      redirectToLogin: expected.redirect,
      clearLocalStorage: expected.clear,
      removeCookies: expected.cookies,
      logoutEvent: expected.event,
    });
  });

  it.each<Partial<SessionFacts>>([{ loggedIn: true, ssUser: true }, { loggedIn: true, challengePage: true }, { localToken: true }, { ssUser: true, ut: true }])(
    'never in authoring mode: %j',
    (change) => {
      expect(sessionCheck({ ...NONE, ...change, authoring: true })).toBe(NO_SESSION_ACTION);
    },
  );

  it('the no-action value is frozen', () => {
    expect(Object.isFrozen(NO_SESSION_ACTION)).toBe(true);
    expect(Object.isFrozen(NO_SESSION_ACTION.rows)).toBe(true);
  });
});
