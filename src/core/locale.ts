/**
 * Locale (CONTRACT section 1): `es` on paths under /espanol, else the root element's lang,
 * else `en`. `zz` is the pseudo-language used to test translations.
 */
export type Locale = 'en' | 'es' | 'zz';

const SUPPORTED: ReadonlySet<string> = new Set(['en', 'es', 'zz']);

export function detectLocale(pathname: string, htmlLang: string | null | undefined): Locale {
  if (/^\/espanol(\/|\.|$)/.test(pathname)) return 'es';
  const primary = (htmlLang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return SUPPORTED.has(primary) ? (primary as Locale) : 'en';
}

export function pageLocale(win: Window = window): Locale {
  return detectLocale(win.location.pathname, win.document.documentElement.getAttribute('lang'));
}
