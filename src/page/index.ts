/**
 * The page API (CONTRACT section 5): what the site's other scripts read through
 * `window.memberElements`, and what module code imports from the package.
 *
 * This is the foundation's part: locale, authoring mode and app web view. Identity and
 * membership fields, `ready` waiting for the services and `logout()` arrive with the identity
 * stores (issue 3).
 */
import { isAuthoring } from '../core/authoring.ts';
import { pageLocale, type Locale } from '../core/locale.ts';
import { isAppWebView } from '../core/app-view.ts';

export interface IdentitySnapshot {
  locale: Locale;
  authoring: boolean;
  appWebView: boolean;
}

export function identity(): IdentitySnapshot {
  return {
    locale: pageLocale(window),
    authoring: isAuthoring(window),
    appWebView: isAppWebView(window),
  };
}

export const ready: Promise<void> = Promise.resolve();

export interface MemberElementsApi {
  ready: Promise<void>;
  identity: () => IdentitySnapshot;
}

declare global {
  interface Window {
    memberElements?: MemberElementsApi;
  }
}
