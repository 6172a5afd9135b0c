/**
 * `<benefits-nav>`'s page glue (site 2.9), framework-free: the remembered selection in session
 * storage, reading the CMS's links, and scrolling to (and focusing) a subcategory or the
 * limited-time offers section. The view (BenefitsNav.tsx) calls these from effects and handlers.
 */
import { windowStorage } from '../../core/window-storage.ts';
import {
  LIMITED_TIME_ANCHOR,
  SELECTION_KEY,
  activeIndex,
  lastSegment,
  parseSelection,
  selectionForLink,
  serialiseSelection,
  shouldRedirectScroll,
  type NavSelection,
} from './benefits-nav.logic.ts';

export const TAG = 'benefits-nav';

/** The remembered selection; undefined when absent, unreadable or not ours. */
export function readSelection(win: Window): NavSelection | undefined {
  try {
    return parseSelection(windowStorage('sessionStorage', win)?.getItem(SELECTION_KEY));
  } catch {
    return undefined;
  }
}

export function writeSelection(win: Window, selection: NavSelection): void {
  try {
    windowStorage('sessionStorage', win)?.setItem(SELECTION_KEY, serialiseSelection(selection));
  } catch {
    // Full or blocked storage: the next page simply starts without a selection.
  }
}

function reducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls `target` into view (clear of a sticky header through scroll-padding) and focuses it. */
export function scrollToAndFocus(win: Window, target: HTMLElement): void {
  target.scrollIntoView({ behavior: reducedMotion(win) ? 'instant' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea, summary')) target.tabIndex = -1;
  // preventScroll: focusing must not cut the smooth scroll short.
  target.focus({ preventScroll: true });
}

/** The subcategory's place on the page: its id, else a marked element outside every benefits-nav. */
function subcategoryTarget(doc: Document, id: string): HTMLElement | undefined {
  const byId = doc.getElementById(id);
  if (byId && !byId.closest(TAG)) return byId;
  return [...doc.querySelectorAll<HTMLElement>('[data-subcategory-id]')].find(
    (element) => element.getAttribute('data-subcategory-id') === id && !element.closest(TAG),
  );
}

function limitedTimeTarget(doc: Document): HTMLElement | undefined {
  return doc.getElementById(LIMITED_TIME_ANCHOR) ?? [...doc.getElementsByName(LIMITED_TIME_ANCHOR)].find((element) => element.localName === 'a') ?? undefined;
}

/** Whether `link` points at the limited-time anchor of this very page. */
export function isLimitedTimeLink(link: HTMLAnchorElement, win: Window): boolean {
  let url: URL;
  try {
    url = new URL(link.href, win.location.href);
  } catch {
    return false;
  }
  return url.hash.slice(1).toLowerCase() === LIMITED_TIME_ANCHOR && url.origin === win.location.origin && url.pathname === win.location.pathname;
}

export function linkPath(link: HTMLAnchorElement): string {
  try {
    return new URL(link.href).pathname;
  } catch {
    return '';
  }
}

/** The category link above a subcategory link (the link of the enclosing list item). */
function categoryLinkOf(link: HTMLAnchorElement): HTMLAnchorElement | undefined {
  return link.closest('li')?.parentElement?.closest('li')?.querySelector<HTMLAnchorElement>(':scope > a[href]') ?? undefined;
}

function rememberedLink(links: readonly HTMLAnchorElement[], selection: NavSelection | undefined): HTMLAnchorElement | undefined {
  if (!selection) return undefined;
  if (selection.subCategoryId !== '') {
    const sub = links.find((link) => link.getAttribute('data-subcategory-id')?.trim() === selection.subCategoryId);
    if (sub) return sub;
  }
  if (selection.category === '') return undefined;
  return links.find((link) => !link.hasAttribute('data-subcategory-id') && lastSegment(linkPath(link)) === selection.category);
}

/** The CMS's navigation (CONTRACT 4b): a `<nav>` holding a list of links; undefined without one. */
export interface CmsNav {
  nav: HTMLElement;
  list: HTMLElement;
  links: HTMLAnchorElement[];
}

export function readNav(host: HTMLElement): CmsNav | undefined {
  const nav = host.querySelector('nav');
  const list = nav?.querySelector('ul');
  const links = list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
  return nav && list && links.length > 0 ? { nav, list, links } : undefined;
}

/**
 * Site 2.9: the link of the page (its path ends in the page's last two segments), else the
 * remembered selection's link (`how` says which; none: 'none').
 */
export function activeLinkOf(links: readonly HTMLAnchorElement[], pagePath: string, stored: NavSelection | undefined) {
  const pathIndex = activeIndex(links.map(linkPath), pagePath);
  if (pathIndex >= 0) return { link: links[pathIndex], how: 'path' } as const;
  const remembered = rememberedLink(links, stored);
  return remembered ? ({ link: remembered, how: 'remembered' } as const) : ({ link: undefined, how: 'none' } as const);
}

/** A click on a link of the list: remembers the selection (site 2.9). */
export function rememberLink(win: Window, link: HTMLAnchorElement): void {
  const category = categoryLinkOf(link);
  writeSelection(
    win,
    selectionForLink({ path: linkPath(link), subCategoryId: link.getAttribute('data-subcategory-id'), categoryPath: category ? linkPath(category) : '' }),
  );
}

/** A click that follows a link in place: the main button, no modifier, not cancelled. */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Scrolls to and focuses the limited-time offers section (`push`: adding its fragment to the
 * history); `beforeScroll` runs first when there is one. False when the page has no such section
 * (the browser's own jump is then left alone).
 */
export function goToLimitedTime(win: Window, push: boolean, beforeScroll: () => void = () => {}): boolean {
  const target = limitedTimeTarget(win.document);
  if (!target) return false;
  beforeScroll();
  if (push && win.location.hash !== `#${LIMITED_TIME_ANCHOR}`) win.history.pushState(win.history.state, '', `#${LIMITED_TIME_ANCHOR}`);
  scrollToAndFocus(win, target);
  return true;
}

/**
 * After the first layout: the remembered subcategory (once: the flag is cleared), else the
 * limited-time anchor in the address. Returns the subcategory id scrolled to, if any.
 */
export function arrivalScroll(win: Window, stored: NavSelection | undefined, beforeLimitedTime: () => void): string | undefined {
  if (shouldRedirectScroll(stored, win.location.pathname)) {
    writeSelection(win, { ...stored, redirectEnabled: false });
    const target = subcategoryTarget(win.document, stored.subCategoryId);
    if (!target) return undefined;
    scrollToAndFocus(win, target);
    return stored.subCategoryId;
  }
  if (win.location.hash.slice(1).toLowerCase() === LIMITED_TIME_ANCHOR) goToLimitedTime(win, false, beforeLimitedTime);
  return undefined;
}
