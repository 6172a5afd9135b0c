/**
 * The social-share bar's view (site 2.13, 9), plain DOM over the CMS's share links
 * (`a[data-share]`):
 *
 * - Every '*fullURL*' in a share link's href becomes the page's canonical URL
 *   (`<link rel="canonical">` when it is http(s), else the page's URL without its fragment),
 *   encoded as a query value.
 * - A plain click on an http(s) share link opens it in a popup window centred on the screen,
 *   sized 700x300 (window.open features). When the browser blocks the popup (window.open gives
 *   nothing), the click is left alone and the link works as a link. Clicks with a modifier key
 *   or another button, and non-http links (mailto:), are always left to the browser.
 * - Each popup link says, to screen readers, that it opens a new window.
 * - Sticky at 1025 px and up (1024 px in portrait): elements.css alone (SHARE_STICKY_QUERY).
 * - Authoring mode: hrefs filled in, no popups.
 */
import type { ViewProps } from '../../core/element.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import type { ShareBarConfig } from './share-bar.schema.ts';
import { fillShareHref, hasFullUrlToken, popupFeatures, popupGeometry, shareUrl } from './share-bar.logic.ts';

const HINT_CLASS = 'share-bar__hint';

/** The canonical URL the page declares, when it is an http(s) URL. */
function canonicalUrl(doc: Document): string | undefined {
  const link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel][href]')].find((candidate) => candidate.relList.contains('canonical'));
  return link ? safeHttpUrl(link.getAttribute('href') ?? '', doc.baseURI) : undefined;
}

export function enhanceShareBar({ host, t, authoring }: ViewProps<ShareBarConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const links = [...host.querySelectorAll<HTMLAnchorElement>('a[data-share]')];
  if (links.length === 0) {
    console.error('<share-bar> has no share links (a[data-share]) inside it; nothing to enhance.');
    return;
  }
  const url = shareUrl(canonicalUrl(doc), win.location.href);
  const originals = links.map((link) => link.getAttribute('href'));
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    if (hasFullUrlToken(href)) link.setAttribute('href', fillShareHref(href, url));
  }

  const hints: HTMLElement[] = [];
  if (!authoring) {
    for (const link of links) {
      if (!safeHttpUrl(link.getAttribute('href') ?? '', doc.baseURI)) continue;
      const hint = doc.createElement('span');
      hint.className = `visually-hidden ${HINT_CLASS}`;
      hint.textContent = ` ${t('(opens in a new window)')}`;
      link.append(hint);
      hints.push(hint);
    }
  }

  const onClick = (event: MouseEvent) => {
    if (authoring || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof win.Element ? event.target.closest<HTMLAnchorElement>('a[data-share]') : null;
    if (!link || !host.contains(link)) return;
    const href = safeHttpUrl(link.getAttribute('href') ?? '', doc.baseURI);
    if (!href) return;
    let popup: Window | null = null;
    try {
      popup = win.open(href, '_blank', popupFeatures(popupGeometry(win.screen)));
    } catch {
      popup = null;
    }
    // Blocked: the link does what a link does.
    if (!popup) return;
    event.preventDefault();
    try {
      // The shared page gets no handle on this one.
      popup.opener = null;
    } catch {
      // Already navigated cross-origin: nothing to cut.
    }
  };
  host.addEventListener('click', onClick);
  host.setAttribute('data-share-url', url);

  return () => {
    host.removeEventListener('click', onClick);
    for (const hint of hints) hint.remove();
    links.forEach((link, index) => {
      const original = originals[index];
      if (original === null || original === undefined) link.removeAttribute('href');
      else link.setAttribute('href', original);
    });
    host.removeAttribute('data-share-url');
  };
}
