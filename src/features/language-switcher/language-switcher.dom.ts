/**
 * The language switcher's view (site 2.1, 7.1), plain DOM: a navigation landmark with one link
 * per language to the same page in that language. The link of the page's own language carries
 * aria-current="page". Each link is named in its own language and says so (lang, hreflang).
 *
 * The list is fetched once per address and page (every switcher of the page shares it); until it
 * has come (or failed: then English and Spanish) nothing is shown, and the space is reserved by
 * elements.css. The links follow the page's address (a new fragment or history entry), so
 * query and fragment are always the current ones.
 */
import { fetchLanguages } from '../../api/languages.ts';
import type { ViewProps } from '../../core/element.ts';
import { describeError } from '../../core/error-text.ts';
import { siteConfig } from '../../core/site-config.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import type { LanguageEntry } from '../../api/languages.ts';
import type { LanguageSwitcherConfig } from './language-switcher.schema.ts';
import { hrefInLanguage, pathLanguage, switcherLanguages } from './language-switcher.logic.ts';

const lists = new Map<string, Promise<LanguageEntry[] | undefined>>();

/** The list at `url`, fetched once per page; undefined (and a console warning) when it cannot be had. */
function languageList(url: string | undefined, raw: string): Promise<LanguageEntry[] | undefined> {
  if (!url) {
    console.warn(`<language-switcher> languagesUrl is not an http(s) URL or a path; using English and Spanish: "${raw.slice(0, 200)}"`);
    return Promise.resolve(undefined);
  }
  let pending = lists.get(url);
  if (!pending) {
    pending = fetchLanguages(url).catch((error: unknown) => {
      console.warn(`<language-switcher> the language list is unavailable (${describeError(error)}); using English and Spanish.`);
      return undefined;
    });
    lists.set(url, pending);
  }
  return pending;
}

/** For tests: forget fetched lists. */
export function resetLanguageLists(): void {
  lists.clear();
}

export function enhanceLanguageSwitcher({ host, config, t }: ViewProps<LanguageSwitcherConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const site = siteConfig(doc).site;
  let stopped = false;
  let nav: HTMLElement | undefined;
  const links: Array<{ link: HTMLAnchorElement; language: 'en' | 'es' }> = [];

  const point = () => {
    const current = pathLanguage(win.location.pathname, site);
    for (const { link, language } of links) {
      link.setAttribute('href', hrefInLanguage(win.location, language, site));
      if (language === current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };

  void languageList(safeHttpUrl(config.languagesUrl, doc.baseURI), config.languagesUrl).then((entries) => {
    if (stopped) return;
    const { languages, fallback } = switcherLanguages(entries);
    if (fallback && entries) console.warn('<language-switcher> the language list names fewer than two of English and Spanish; using English and Spanish.');
    nav = doc.createElement('nav');
    nav.className = 'language-switcher';
    nav.setAttribute('aria-label', t(config.label));
    const list = doc.createElement('ul');
    list.className = 'language-switcher__list';
    for (const entry of languages) {
      const item = doc.createElement('li');
      const link = doc.createElement('a');
      link.className = 'language-switcher__link';
      link.textContent = entry.name;
      link.lang = entry.tag;
      link.hreflang = entry.tag;
      links.push({ link, language: entry.language });
      item.append(link);
      list.append(item);
    }
    nav.append(list);
    point();
    host.append(nav);
    host.setAttribute('data-languages', fallback ? 'fallback' : 'list');
  });

  win.addEventListener('hashchange', point);
  win.addEventListener('popstate', point);
  return () => {
    stopped = true;
    win.removeEventListener('hashchange', point);
    win.removeEventListener('popstate', point);
    nav?.remove();
    host.removeAttribute('data-languages');
  };
}
