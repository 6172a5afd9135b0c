/**
 * App web view (site 2.2): the query parameter EXP with value `{product}_app` or `{brand}_now`
 * marks a page shown inside a companion app. Remembered for the session, so later pages without
 * the parameter stay in app mode.
 */
import { siteConfig } from './site-config.ts';

export const APP_VIEW_SESSION_KEY = 'memberElements.appWebView';

export function appViewValues(brand: string, product: string): string[] {
  return [`${product}_app`, `${brand}_now`];
}

/** Whether a query string marks an app web view (case-insensitive on the value). */
export function queryMarksAppView(search: string, brand: string, product: string): boolean {
  const exp = new URLSearchParams(search).get('EXP');
  if (!exp) return false;
  const values = appViewValues(brand, product).map((value) => value.toLowerCase());
  return values.includes(exp.toLowerCase());
}

/**
 * Whether this page is an app web view: the query marks it (and it is remembered), or an
 * earlier page of this session did.
 */
export function isAppWebView(win: Window = window, brand?: string, product?: string): boolean {
  const config = brand && product ? { brand, product } : siteConfig(win.document);
  if (queryMarksAppView(win.location.search, config.brand, config.product)) {
    try {
      win.sessionStorage.setItem(APP_VIEW_SESSION_KEY, 'true');
    } catch {
      // Storage can be blocked (private mode, sandboxed frames): the query still counts.
    }
    return true;
  }
  try {
    return win.sessionStorage.getItem(APP_VIEW_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}
