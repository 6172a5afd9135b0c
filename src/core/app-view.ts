/**
 * App web view (site 2.2): the query parameter EXP with value `{product}_app` or `{brand}_now`
 * marks a page shown inside a companion app. Remembered for the session, so later pages without
 * the parameter stay in app mode.
 */
import { siteConfig } from './site-config.ts';

export const APP_VIEW_SESSION_KEY = 'memberElements.appWebView';

/**
 * The EXP values that mark an app web view. A blank brand or product gives no value, so that
 * EXP=_app or EXP=_now cannot switch app mode on when a config field is empty.
 */
export function appViewValues(brand: string, product: string): string[] {
  const values: string[] = [];
  if (typeof product === 'string' && product.trim()) values.push(`${product.trim()}_app`);
  if (typeof brand === 'string' && brand.trim()) values.push(`${brand.trim()}_now`);
  return values;
}

/** Whether a query string marks an app web view (case-insensitive on the value). */
export function queryMarksAppView(search: string, brand: string, product: string): boolean {
  const exp = new URLSearchParams(typeof search === 'string' ? search : '').get('EXP')?.trim();
  if (!exp) return false;
  const values = appViewValues(brand, product).map((value) => value.toLowerCase());
  return values.includes(exp.toLowerCase());
}

/**
 * Whether this page is an app web view: the query marks it (and it is remembered), or an
 * earlier page of this session did.
 */
export function isAppWebView(win: Window = window, brand?: string, product?: string): boolean {
  // Each name given wins on its own; the other comes from #site-config (before, giving only
  // one of them silently ignored it).
  const config = brand && product ? { brand, product } : { ...siteConfig(win.document), ...(brand ? { brand } : {}), ...(product ? { product } : {}) };
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
