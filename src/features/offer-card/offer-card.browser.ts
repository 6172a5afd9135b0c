/**
 * What the offer card reads from and does to the page around its view, outside React and outside
 * the pure rules (offer-card.logic.ts): the CMS card's title and link, the page's offer counts,
 * the matching offer a limited-time card goes to, and the history's scroll restoration. The view
 * (OfferCard.tsx) calls these from its effects and handlers; none of them renders anything.
 */
import { MOUNT_ATTRIBUTE } from '../../core/react-view.tsx';
import { lowerCount } from './offer-card.logic.ts';

const COUNT = '[data-offer-count]';
const HEADING = 'h1, h2, h3, h4, h5, h6';

/** The CMS content of the card: not inside the view's own root (its dialog has a heading and links). */
const fromCms = (element: Element | null | undefined) => (element && !element.closest(`[${MOUNT_ATTRIBUTE}]`) ? element : undefined);

/** The offer's title as the card shows it: its heading, else the logo's alt text, else `fallback`. */
export function offerTitle(host: HTMLElement, fallback: string): string {
  const heading = [...host.querySelectorAll(HEADING)].find(fromCms);
  const image = [...host.querySelectorAll('img')].find(fromCms);
  return heading?.textContent?.replace(/\s+/g, ' ').trim() || image?.getAttribute('alt')?.trim() || fallback;
}

/** The CMS card's link to the offer page (its first `a[href]`), which opens the details modal. */
export function offerLink(host: HTMLElement): HTMLAnchorElement | undefined {
  return [...host.querySelectorAll<HTMLAnchorElement>('a[href]')].find(fromCms);
}

/** Cards whose expiry has lowered the page's counts (so a re-render does not lower them twice). */
const counted = new WeakSet<HTMLElement>();

function changeCounts(doc: Document, by: number): void {
  for (const element of doc.querySelectorAll<HTMLElement>(COUNT)) {
    if (by > 0) element.textContent = lowerCount(element.textContent ?? '', by);
    else element.textContent = (element.textContent ?? '').replace(/\d[\d,]*/, (digits) => String(Number(digits.replaceAll(',', '')) - by));
  }
}

/**
 * An expired card: hidden, and every `[data-offer-count]` of the page lowered by one, once per
 * card however often it is rendered. The returned function shows it again and gives its one back.
 */
export function hideExpiredCard(host: HTMLElement): () => void {
  host.hidden = true;
  if (!counted.has(host)) {
    counted.add(host);
    changeCounts(host.ownerDocument, 1);
  }
  return () => {
    host.hidden = false;
    if (counted.delete(host)) changeCounts(host.ownerDocument, -1);
  };
}

/** Sets (or, with undefined, removes) one of the state attributes the element reports on itself. */
export function reportOnHost(host: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) host.removeAttribute(name);
  else host.setAttribute(name, value);
}

/**
 * Site 9: a limited-time member offer's closed modal takes the visitor to the matching offer, the
 * element whose id is the offer id without its prefix: scrolled to the middle, its first link (or
 * the element itself) focused.
 */
export function goToMatchingOffer(doc: Document, dbrOfferId: string): void {
  const match = doc.getElementById(dbrOfferId);
  if (!match || match.hidden) return;
  match.scrollIntoView({ block: 'center' });
  const focusable = match.querySelector<HTMLElement>('a[href], button') ?? match;
  if (focusable === match && !match.hasAttribute('tabindex')) match.tabIndex = -1;
  focusable.focus({ preventScroll: true });
}

/**
 * The step back to the page's entry must not restore its scroll position: Chromium restores it
 * late (after popstate, once a frame still loading has loaded), which undid the scroll to the
 * matching offer when the modal was closed before the offer page had loaded. So while a
 * limited-time card's modal is in use the page's entry is 'manual'; leaving the page (`pagehide`)
 * or calling the returned function gives the previous mode back, so a reload or a return still
 * restores the scroll as before. Nothing to do (and a no-op returned) when it is manual already.
 */
export function holdScrollRestoration(win: Window): () => void {
  if (win.history.scrollRestoration === 'manual') return () => undefined;
  const previous = win.history.scrollRestoration;
  win.history.scrollRestoration = 'manual';
  let given = false;
  const giveBack = () => {
    if (given) return;
    given = true;
    win.removeEventListener('pagehide', giveBack);
    win.history.scrollRestoration = previous;
  };
  win.addEventListener('pagehide', giveBack, { once: true });
  return giveBack;
}
