/**
 * The brain-health session-consistency checks (brain-health 4.7; CONTRACT 4c "Fixed details":
 * the local token is localStorage `ss_token`, `ss_user` the cookie, the logout event
 * `identity-change` with `isLoggedIn: false`). Pure: from the facts the element reads (cookies
 * present, local token present, challenge page, authoring) to the actions it then performs.
 *
 * The rows of 4.7:
 * 1. logged in (`at` and `ss_user`) but no local token -> redirect to login;
 * 2. logged in without `ss_user` on a challenge page -> redirect to login with state = the page;
 * 3. a local token but not logged in -> local storage cleared (keeping qaToolResultsPageMappings,
 *    core/storage.ts), the logout event, redirect to login;
 * 4. no login cookie but a programme cookie (`ss_user` or `ut`, CONTRACT) -> local storage
 *    cleared, those cookies removed, the logout event.
 * None runs in authoring mode.
 *
 * Decisions where the spec is silent:
 * - Every login redirect carries state = the current page (brain-health 7.7: "the login URL with
 *   state replaced by the current page"), row 1 included.
 * - Rows 3 and 4 can hold together (a token and an ss_user, no `at`): the actions add up (clear,
 *   remove the cookies, one logout event, redirect). Row 4 alone does not navigate: the visitor is
 *   already logged out on the platform; it only clears what the client kept.
 * - Logged in means an `at` cookie that parses to something (CONTRACT 3).
 */

export interface SessionFacts {
  /** The `at` cookie parsed to something. */
  loggedIn: boolean;
  /** The `ss_user` cookie is present. */
  ssUser: boolean;
  /** The `ut` cookie is present. */
  ut: boolean;
  /** localStorage `ss_token` is present. */
  localToken: boolean;
  /** The page is a challenge page (program-pages.ts `isChallengePage`). */
  challengePage: boolean;
  authoring: boolean;
}

/** What the checks ask for; NO_SESSION_ACTION when the session is consistent. */
export interface SessionAction {
  /** The rows of 4.7 that apply (1-4). */
  rows: readonly number[];
  /** Go to the login URL with state = the current page. */
  redirectToLogin: boolean;
  /** Clear localStorage, keeping qaToolResultsPageMappings. */
  clearLocalStorage: boolean;
  /** Cookies to remove. */
  removeCookies: readonly string[];
  /** Dispatch the logout event (identity-change, isLoggedIn false). */
  logoutEvent: boolean;
}

export const NO_SESSION_ACTION: SessionAction = Object.freeze({
  rows: Object.freeze([]),
  redirectToLogin: false,
  clearLocalStorage: false,
  removeCookies: Object.freeze([]),
  logoutEvent: false,
});

/** Brain-health 4.7: the actions of the session-consistency checks. */
export function sessionCheck({ loggedIn, ssUser, ut, localToken, challengePage, authoring }: SessionFacts): SessionAction {
  if (authoring === true) return NO_SESSION_ACTION;
  if (loggedIn === true) {
    if (ssUser === true && localToken !== true) return { ...NO_SESSION_ACTION, rows: [1], redirectToLogin: true };
    if (ssUser !== true && challengePage === true) return { ...NO_SESSION_ACTION, rows: [2], redirectToLogin: true };
    return NO_SESSION_ACTION;
  }
  const row3 = localToken === true;
  const removeCookies = [...(ssUser === true ? ['ss_user'] : []), ...(ut === true ? ['ut'] : [])];
  const row4 = removeCookies.length > 0;
  if (!row3 && !row4) return NO_SESSION_ACTION;
  return {
    rows: [...(row3 ? [3] : []), ...(row4 ? [4] : [])],
    redirectToLogin: row3,
    clearLocalStorage: true,
    removeCookies,
    logoutEvent: true,
  };
}
