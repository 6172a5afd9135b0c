/**
 * The logout of site 2.15 and 4.11, in a module of its own: the page API loads it when a logout
 * is asked for, so its rules (the logout page and referrer of site-links.ts) stay off the path
 * every page loads.
 */
import { deleteCookie } from '../core/cookies.ts';
import { broadcast } from '../core/cross-tab.ts';
import { pageLocale } from '../core/locale.ts';
import { siteConfig } from '../core/site-config.ts';
import { clearStorage } from '../core/storage.ts';
import { windowStorage } from '../core/window-storage.ts';
import { INBOX_COUNT_COOKIE, INBOX_EXPIRATION_COOKIE } from '../domain/inbox-cookies.ts';
import { logoutUrl } from '../domain/site-links.ts';

/**
 * Stored data cleared (keeping qaToolResultsPageMappings), the rewards cookies and the inbox's
 * cached count cleared, the other tabs told, then the browser goes to {logoutURL}?referrer=...
 * (the platform's logout clears the login cookies).
 */
export function logout(win: Window = window, navigate: (url: string) => void = (url) => win.location.assign(url)): void {
  const config = siteConfig(win.document);
  clearStorage(windowStorage('localStorage', win), windowStorage('sessionStorage', win));
  deleteCookie(`${config.brand}_rewards_balance`, win.document);
  // The inbox's cached count is this visitor's (docs/decisions.md "message-inbox (issue 34)").
  deleteCookie(INBOX_COUNT_COOKIE, win.document);
  deleteCookie(INBOX_EXPIRATION_COOKIE, win.document);
  broadcast({ type: 'identity-change', reason: 'logout' }, win);
  navigate(logoutUrl(config, win.location.href, pageLocale(win)));
}
