/**
 * What program-gate reads from and does to the page, apart from its view: the facts the gate
 * decides on (cookies, the local token, the address), the `<html>` attributes, the actions of
 * the session checks (4.7), the address edit of the welcome modal, and the one navigation
 * function (`navigate`: tests observe it through the Navigation API, test/browser/navigation.ts).
 */
import { deleteCookie } from '../../core/cookies.ts';
import { emit } from '../../core/events.ts';
import { clearStorage } from '../../core/storage.ts';
import { windowStorage } from '../../core/window-storage.ts';
import type { Locale } from '../../core/locale.ts';
import type { IdentitySources } from '../../domain/identity.types.ts';
import type { ProgramGateFacts } from '../../domain/program-gate.ts';
import { isChallengePage } from '../../domain/program-pages.ts';
import type { SessionAction } from '../../domain/program-session.ts';
import { withoutExclusiveRedirect } from '../../domain/program-links.ts';

/** The programme's local token (CONTRACT 4c). */
export const LOCAL_TOKEN_KEY = 'ss_token';

/** Sends the visitor to `url`: the gate's only navigation. */
export function navigate(win: Window, url: string): void {
  win.location.assign(url);
}

/** Whether localStorage holds the programme's token. */
function hasLocalToken(win: Window): boolean {
  try {
    return Boolean(windowStorage('localStorage', win)?.getItem(LOCAL_TOKEN_KEY));
  } catch {
    return false;
  }
}

export interface PageFacts {
  pageType: string;
  locale: Locale;
  authoring: boolean;
  rnmaFlow: boolean;
  now: Date;
}

/** The facts of domain/program-gate.ts `programGateDecision`, read from the page and identity's sources. */
export function readGateFacts(win: Window, sources: IdentitySources, page: PageFacts): ProgramGateFacts {
  return {
    at: sources.at,
    programUser: sources.programUser,
    ssUser: Boolean(sources.ssUser),
    ut: Boolean(sources.ut),
    localToken: hasLocalToken(win),
    challengePage: isChallengePage(win.location.pathname),
    search: win.location.search,
    ...page,
  };
}

/** Sets (or, for '', removes) `data-{name}` on `<html>`; returns the undo. */
export function setRootAttribute(doc: Document, name: string, value: string): () => void {
  const root = doc.documentElement;
  if (value) root.setAttribute(name, value);
  else root.removeAttribute(name);
  return () => {
    if (root.getAttribute(name) === value) root.removeAttribute(name);
  };
}

/**
 * Brain-health 4.7's actions (not the redirect): local storage cleared keeping
 * qaToolResultsPageMappings, the programme cookies removed, the logout event (`identity-change`
 * with isLoggedIn false, CONTRACT 4c) on the document.
 */
export function clearSession(win: Window, action: SessionAction): void {
  if (action.clearLocalStorage) clearStorage(windowStorage('localStorage', win), null);
  for (const name of action.removeCookies) deleteCookie(name, win.document);
  if (action.logoutEvent) emit(win.document, 'identity-change', { isLoggedIn: false, reason: 'program-session-check', rows: [...action.rows] });
}

/** sessionStorage `key`, or null (also where storage is refused). */
export function readSession(win: Window, key: string): string | null {
  try {
    return windowStorage('sessionStorage', win)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Removes sessionStorage `key` (where storage is refused: nothing to remove). */
export function removeSession(win: Window, key: string): void {
  try {
    windowStorage('sessionStorage', win)?.removeItem(key);
  } catch {
    // Refused: nothing to remove.
  }
}

/** Brain-health 4.3: the address without redirectedby, by history.replaceState (no reload). */
export function removeExclusiveRedirect(win: Window): void {
  const next = withoutExclusiveRedirect(win.location.href);
  if (next && next !== win.location.href) win.history.replaceState(win.history.state, '', next);
}
