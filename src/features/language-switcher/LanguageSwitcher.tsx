/**
 * The language switcher (site 2.1, 7.1): a navigation landmark with one link per language to the
 * same page in that language (language-switcher.logic.ts). The link of the page's own language
 * carries aria-current="page". Each link is named in its own language and says so (lang,
 * hreflang).
 *
 * The list comes from language-switcher.store.ts (one call per address and page); until it has
 * come (or failed: then English and Spanish) nothing is shown, and language-switcher.css reserves the
 * space. The links follow the page's address (a new fragment or history entry), so query and
 * fragment are always the current ones. `data-languages` on the element says `list` or
 * `fallback` once the links are there.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { hrefInLanguage, pathLanguage } from './language-switcher.logic.ts';
import type { LanguageSwitcherConfig } from './language-switcher.schema.ts';
import { $languageLists, loadLanguageList } from './language-switcher.store.ts';

export function LanguageSwitcher({ host, config, t }: ViewProps<LanguageSwitcherConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const url = safeHttpUrl(config.languagesUrl, doc.baseURI);
  const list = useStore($languageLists)[url ?? ''];
  const address = usePageAddress(win);

  useEffect(() => {
    loadLanguageList(url, config.languagesUrl);
  }, [url, config.languagesUrl]);

  const state = list ? (list.fallback ? 'fallback' : 'list') : undefined;
  useLayoutEffect(() => {
    if (!state) return;
    host.setAttribute('data-languages', state);
    return () => host.removeAttribute('data-languages');
  }, [host, state]);

  if (!list) return null;
  const site = siteConfig(doc).site;
  const current = pathLanguage(address.pathname, site);
  return (
    <nav className="language-switcher" aria-label={t(config.label)}>
      <ul className="language-switcher__list">
        {list.languages.map((entry) => (
          <li key={entry.language}>
            <a
              className="language-switcher__link"
              href={hrefInLanguage(address, entry.language, site)}
              lang={entry.tag}
              hrefLang={entry.tag}
              aria-current={entry.language === current ? 'page' : undefined}
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's address, followed through a new fragment or history entry. */
function usePageAddress(win: Window): URL {
  const subscribe = useCallback(
    (changed: () => void) => {
      win.addEventListener('hashchange', changed);
      win.addEventListener('popstate', changed);
      return () => {
        win.removeEventListener('hashchange', changed);
        win.removeEventListener('popstate', changed);
      };
    },
    [win],
  );
  const href = useSyncExternalStore(subscribe, () => win.location.href);
  return useMemo(() => new URL(href), [href]);
}
