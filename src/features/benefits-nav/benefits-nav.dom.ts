/**
 * `<benefits-nav>` (site 2.9): enhances the CMS's category navigation.
 *
 * - The link whose path ends in the page's last two segments gets `aria-current="page"`. When
 *   none does (an offer page below a subcategory), the remembered selection's link gets
 *   `aria-current="true"` (the current item of the set, not this page).
 * - A click on a link remembers the selection in session storage (category, subcategory page
 *   name, subcategory id, redirectEnabled). A subcategory link sets redirectEnabled: the page it
 *   opens scrolls to its subcategory (the element whose id is the subcategory id, else one
 *   outside the nav marked `data-subcategory-id`), smoothly unless the visitor asks for reduced
 *   motion, and moves focus there; the flag is then cleared, so a reload stays where it is.
 * - At 767 px or less the list is an APG disclosure behind a button (closed at first); above,
 *   the button is not shown and the list always is (styles in elements.css).
 * - `#limitedtimememberoffer` (a nav link to it, or the page opened with it): scrolls to the
 *   element with that id (the CMS's limited-time offers section) and focuses it.
 */
import type { ViewProps } from '../../core/element.ts';
import { reportElementError } from '../../core/element.ts';
import { createDisclosure } from '../../core/dom/disclosure.ts';
import { windowStorage } from '../../core/window-storage.ts';
import type { BenefitsNavConfig } from './benefits-nav.schema.ts';
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

const TAG = 'benefits-nav';

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
function isLimitedTimeLink(link: HTMLAnchorElement, win: Window): boolean {
  let url: URL;
  try {
    url = new URL(link.href, win.location.href);
  } catch {
    return false;
  }
  return url.hash.slice(1).toLowerCase() === LIMITED_TIME_ANCHOR && url.origin === win.location.origin && url.pathname === win.location.pathname;
}

function linkPath(link: HTMLAnchorElement): string {
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

export function enhanceBenefitsNav({ host, config, t, authoring }: ViewProps<BenefitsNavConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const nav = host.querySelector('nav');
  const list = nav?.querySelector('ul');
  const links = list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
  if (!nav || !list || links.length === 0) {
    reportElementError(host, TAG, 'needs a <nav> holding a list of links (CONTRACT 4b)', host.innerHTML.slice(0, 200));
    return;
  }

  const stored = readSelection(win);
  const pathIndex = activeIndex(links.map(linkPath), win.location.pathname);
  const active = pathIndex >= 0 ? links[pathIndex] : rememberedLink(links, stored);
  const previousCurrent = active?.getAttribute('aria-current') ?? null;
  if (active) active.setAttribute('aria-current', pathIndex >= 0 ? 'page' : 'true');
  host.setAttribute('data-active', pathIndex >= 0 ? 'path' : active ? 'remembered' : 'none');

  const restore = () => {
    if (!active) return;
    if (previousCurrent === null) active.removeAttribute('aria-current');
    else active.setAttribute('aria-current', previousCurrent);
  };
  if (authoring)
    return () => {
      restore();
      host.removeAttribute('data-active');
    };

  const abort = new AbortController();
  const on = { signal: abort.signal };

  // The phone's disclosure: the button is inside the landmark, before the list.
  const toggle = doc.createElement('button');
  toggle.type = 'button';
  toggle.className = 'benefits-nav__toggle';
  toggle.setAttribute('data-nav-toggle', '');
  toggle.textContent = t(config.toggleLabel);
  list.before(toggle);
  const disclosure = createDisclosure(toggle, list, { expanded: false, closeOnEscape: true, manageHidden: false });
  const mobile = typeof win.matchMedia === 'function' ? win.matchMedia('(max-width: 767px)') : undefined;

  const goToLimitedTime = (push: boolean): boolean => {
    const target = limitedTimeTarget(doc);
    if (!target) return false;
    // Close the list first on a phone, so the section does not move after the scroll starts.
    if (mobile?.matches && disclosure.expanded) disclosure.close();
    if (push && win.location.hash !== `#${LIMITED_TIME_ANCHOR}`) win.history.pushState(win.history.state, '', `#${LIMITED_TIME_ANCHOR}`);
    scrollToAndFocus(win, target);
    return true;
  };

  list.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || !list.contains(link)) return;
      if (isLimitedTimeLink(link, win)) {
        const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
        if (plain && !event.defaultPrevented && goToLimitedTime(true)) event.preventDefault();
        return;
      }
      const category = categoryLinkOf(link);
      writeSelection(
        win,
        selectionForLink({ path: linkPath(link), subCategoryId: link.getAttribute('data-subcategory-id'), categoryPath: category ? linkPath(category) : '' }),
      );
    },
    on,
  );

  // After the first layout: the remembered subcategory, or the limited-time anchor in the address.
  let frame = win.requestAnimationFrame(() => {
    frame = 0;
    if (shouldRedirectScroll(stored, win.location.pathname)) {
      writeSelection(win, { ...stored, redirectEnabled: false });
      const target = subcategoryTarget(doc, stored.subCategoryId);
      if (target) {
        scrollToAndFocus(win, target);
        host.setAttribute('data-redirected', stored.subCategoryId);
      }
      return;
    }
    if (win.location.hash.slice(1).toLowerCase() === LIMITED_TIME_ANCHOR) goToLimitedTime(false);
  });

  return () => {
    if (frame) win.cancelAnimationFrame(frame);
    abort.abort();
    disclosure.destroy();
    toggle.remove();
    restore();
    host.removeAttribute('data-active');
  };
}
