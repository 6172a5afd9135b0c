/**
 * The share bar's page glue (site 2.13, 9), which renders nothing: reading the CMS's share links
 * and the page's canonical URL, filling the links' hrefs, and the popup a share opens. The view
 * (ShareBar.tsx) renders the links' hints and calls these from its effects.
 */
import { safeHttpUrl } from '../../core/urls.ts';
import { fillShareHref, hasFullUrlToken, popupFeatures, popupGeometry, shareUrl } from './share-bar.logic.ts';

/** The canonical URL the page declares, when it is an http(s) URL. */
function canonicalUrl(doc: Document): string | undefined {
  const link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel][href]')].find((candidate) => candidate.relList.contains('canonical'));
  return link ? safeHttpUrl(link.getAttribute('href') ?? '', doc.baseURI) : undefined;
}

export interface ShareLink {
  element: HTMLAnchorElement;
  /** The CMS's href (null: none), put back when the element goes. */
  original: string | null;
  /** The href with the page's URL in it. */
  href: string;
  /** Whether a click opens a popup (an http(s) link; not mailto:). */
  popup: boolean;
}

export interface ShareLinks {
  /** The URL a share names (data-share-url). */
  url: string;
  links: ShareLink[];
}

/** The share links of the bar (`a[data-share]`) and what each becomes. */
export function readShareLinks(host: HTMLElement): ShareLinks {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const url = shareUrl(canonicalUrl(doc), win.location.href);
  const links = [...host.querySelectorAll<HTMLAnchorElement>('a[data-share]')].map((element) => {
    const original = element.getAttribute('href');
    const href = hasFullUrlToken(original ?? '') ? fillShareHref(original ?? '', url) : (original ?? '');
    return { element, original, href, popup: safeHttpUrl(href, doc.baseURI) !== undefined };
  });
  return { url, links };
}

/** Puts the page's URL into the links (and `data-share-url` on the bar); returns the way back. */
export function fillShareLinks(host: HTMLElement, { url, links }: ShareLinks): () => void {
  for (const { element, original, href } of links) if (href !== (original ?? '')) element.setAttribute('href', href);
  host.setAttribute('data-share-url', url);
  return () => {
    for (const { element, original } of links) {
      if (original === null) element.removeAttribute('href');
      else element.setAttribute('href', original);
    }
    host.removeAttribute('data-share-url');
  };
}

/**
 * A click in the bar: a plain main-button click on an http(s) share link opens it in a popup
 * centred on the screen, and the page stays. When the browser blocks the popup (window.open gives
 * nothing) the click is left alone and the link works as a link. Modifier keys, other buttons
 * and mailto: links are the browser's.
 */
export function openSharePopup(host: HTMLElement, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
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
}
