/**
 * The language switcher's rules (site 2.1, 7.1), pure: which languages it links, and the same
 * page in each of them.
 *
 * Routes (site 2.1): English pages live at the site root, Spanish ones start with /espanol.
 * - To Spanish: '/espanol' + the path ('/' -> '/espanol/', '/health/a.html' ->
 *   '/espanol/health/a.html'); a path already Spanish stays.
 * - To English: the /espanol prefix goes ('/espanol/salud/' -> '/salud/', '/espanol' and
 *   '/espanol/' -> '/', '/espanol.html' (the Spanish home as a page) -> '/').
 * - Author paths (/content/{site}/{locale}/home/..., site 2.1's content root): the locale
 *   segment changes instead ('/content/member/en/home/health.html' ->
 *   '/content/member/es/home/health.html'); a locale with a country ('en_us', 'en-US') keeps
 *   its country part. /espanol is never added to them.
 * - Query and fragment stay as they are.
 * Matching /espanol is case-sensitive and segment-wise, as the locale rule reads it
 * (core/locale.ts): '/espanolito' is an English page.
 *
 * Languages: only those with a route (en, es) can be linked. The list's entries for them are
 * used in the list's order (the first entry of a language wins); other languages are left out.
 * A list that gives fewer than two linkable languages (failed, wrong shape, empty, or one
 * language) is no switcher: the built-in English / Spanish pair is used instead.
 */
import type { LanguageEntry } from '../../api/languages.ts';
import { hasContentRoot } from '../../core/paths.ts';

export type SiteLanguage = 'en' | 'es';

/** The languages the site has routes for, with their own names (used when the list has no title). */
export const SITE_LANGUAGES: Readonly<Record<SiteLanguage, { ownName: string }>> = {
  en: { ownName: 'English' },
  es: { ownName: 'Español' },
};

/** The built-in list when the platform's is unusable (site 7.1 fallback): English, Spanish. */
export const FALLBACK_LANGUAGES: readonly LanguageEntry[] = [
  { language: 'en', country: 'US', title: SITE_LANGUAGES.en.ownName },
  { language: 'es', country: 'US', title: SITE_LANGUAGES.es.ownName },
];

const SPANISH_PREFIX = /^\/espanol(?=\/|\.|$)/;
/** /content/{site}/{locale} with the locale's language and optional country part. */
const AUTHOR_LOCALE = /^(\/content\/[^/]+\/)([a-z]{2})([-_][a-z]{2})?(?=\/|\.|$)/i;

function isSiteLanguage(value: string): value is SiteLanguage {
  return value === 'en' || value === 'es';
}

/** The language of a page path: the author locale segment, else /espanol, else English. */
export function pathLanguage(pathname: string, site: string): SiteLanguage {
  const path = typeof pathname === 'string' ? pathname : '';
  if (hasContentRoot(path, site)) {
    const code = AUTHOR_LOCALE.exec(path)?.[2]?.toLowerCase();
    return code === 'es' ? 'es' : 'en';
  }
  return SPANISH_PREFIX.test(path) ? 'es' : 'en';
}

/** The same page's path in `target` (see the module comment). */
export function pathInLanguage(pathname: string, target: SiteLanguage, site: string): string {
  let path = typeof pathname === 'string' && pathname.startsWith('/') ? pathname : `/${typeof pathname === 'string' ? pathname : ''}`;
  if (hasContentRoot(path, site)) {
    return AUTHOR_LOCALE.test(path) ? path.replace(AUTHOR_LOCALE, (_all, root: string, _code: string, country = '') => `${root}${target}${country}`) : path;
  }
  const spanish = SPANISH_PREFIX.test(path);
  if (target === 'es') return spanish ? path : `/espanol${path}`;
  if (!spanish) return path;
  path = path.replace(SPANISH_PREFIX, '');
  return path.startsWith('/') ? path : '/';
}

/** The same page (path, query and fragment) in `target`, as a root-relative URL. */
export function hrefInLanguage(location: { pathname: string; search: string; hash: string }, target: SiteLanguage, site: string): string {
  return `${pathInLanguage(location.pathname, target, site)}${location.search}${location.hash}`;
}

/** A linkable language of the switcher. */
export interface SwitcherLanguage {
  language: SiteLanguage;
  /** BCP 47 tag for lang / hreflang: 'es-US', or 'es' without a country. */
  tag: string;
  /** The link text: the list's title (the language's own name), else the built-in own name. */
  name: string;
}

/** The switcher's languages from the list's entries (see the module comment); `fallback` says the built-in pair was used. */
export function switcherLanguages(entries: readonly LanguageEntry[] | undefined): { languages: SwitcherLanguage[]; fallback: boolean } {
  const pick = (list: readonly LanguageEntry[]) => {
    const seen = new Set<string>();
    const languages: SwitcherLanguage[] = [];
    for (const entry of list) {
      const language = typeof entry?.language === 'string' ? entry.language.trim().toLowerCase() : '';
      if (!isSiteLanguage(language) || seen.has(language)) continue;
      seen.add(language);
      const country = typeof entry.country === 'string' && /^[a-z]{2}$/i.test(entry.country.trim()) ? entry.country.trim().toUpperCase() : '';
      const title = typeof entry.title === 'string' ? entry.title.trim() : '';
      languages.push({ language, tag: country ? `${language}-${country}` : language, name: title || SITE_LANGUAGES[language].ownName });
    }
    return languages;
  };
  const fromList = pick(entries ?? []);
  return fromList.length >= 2 ? { languages: fromList, fallback: false } : { languages: pick(FALLBACK_LANGUAGES), fallback: true };
}
