/**
 * The page wall of the paywall and the register wall (site 2.7, 4.8; brain-health 2.6, 4.15):
 * a panel that stays on screen over what is left of the page while the page behind cannot
 * scroll, and everything outside the panel and the header cannot be focused or reached by
 * assistive technology (`inert`).
 *
 * Not the modal dialog (modal-dialog.ts): `showModal()` would make the header inert too, and
 * the spec keeps the header usable (log in, search, go elsewhere). So the wall sets `inert` on
 * the page around the elements it keeps, and uses the modal dialog's scroll lock.
 *
 * The wall is not a dialog the visitor can close: no Escape, no close control. Focus is not
 * moved on load (nothing the visitor did asked for it); the panel is a labelled region that
 * follows the teaser in reading order and comes next in the Tab order after the header. The
 * panel itself is React's (core/ui/wall-panel.tsx); the walls call this file from effects.
 */
import { lockScroll } from './modal-dialog.ts';

/**
 * Makes every element outside `keep` (and outside their ancestors) inert: for each kept
 * element, the siblings of it and of each of its ancestors up to <body>. Elements that were
 * already inert are left as they were. Returns the function that undoes it (once).
 */
export function inertOutside(keep: readonly Element[], doc: Document = document): () => void {
  const kept = keep.filter((el) => el.isConnected && el.ownerDocument === doc);
  const onPath = new Set<Element>();
  for (const el of kept) {
    // Up to <body>'s children: <head> and <body> themselves are never made inert.
    for (let node: Element | null = el; node && node.parentElement && node.parentElement !== doc.documentElement; node = node.parentElement) onPath.add(node);
  }
  const made: HTMLElement[] = [];
  const inside = (el: Element) => kept.some((k) => k === el || k.contains(el));
  for (const node of onPath) {
    const parent = node.parentElement;
    // Inside a kept element nothing is made inert.
    if (!parent || inside(parent)) continue;
    for (const sibling of parent.children) {
      if (onPath.has(sibling) || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      // What does not render (script, style, meta, ...) and <dialog>s the page opens itself are left alone.
      if (sibling.matches('script, style, link, meta, template, dialog')) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    for (const el of made) el.inert = false;
  };
}

/** What stays usable beside a wall: the header, the main navigation, page-level notices and modals (program-gate's). */
export const KEPT_BESIDE_WALL = 'site-header, header, [role="banner"], mega-menu, leaving-site-modal, program-gate';

/**
 * Removes from the DOM what a wall takes away (site 2.7: restricted sections, the footer, ...):
 * every match of `selectors` except the header's own parts and anything holding `host`.
 */
export function removeForWall(doc: Document, selectors: readonly string[], host: Element): void {
  for (const selector of selectors) {
    for (const el of doc.querySelectorAll(selector)) {
      if (!el.contains(host) && !el.closest(KEPT_BESIDE_WALL)) el.remove();
    }
  }
}

/**
 * The page's title (its first `h1`) stays readable beside a wall: a screen reader's visitor learns
 * which page the wall is on, as a sighted one does, and the page keeps its level-one heading.
 */
export const PAGE_TITLE = 'h1';

/**
 * Puts the wall up: the page cannot scroll and everything outside `keep` (the wall's own
 * elements), the header and navigation (KEPT_BESIDE_WALL), the page's title (PAGE_TITLE) and live
 * regions is inert. Returns the function that takes it down.
 */
export function raiseWall(keep: readonly Element[], doc: Document = document): () => void {
  const unlock = lockScroll(doc);
  const unpin = pinScroll(doc);
  const title = doc.querySelector(PAGE_TITLE);
  const beside = [...doc.querySelectorAll(KEPT_BESIDE_WALL), ...doc.querySelectorAll('[aria-live]'), ...(title ? [title] : [])];
  const release = inertOutside([...keep, ...beside], doc);
  return () => {
    release();
    unpin();
    unlock();
  };
}

/**
 * `overflow: hidden` stops the visitor's scrolling (wheel, keys, touch) but not a script's
 * (`window.scrollTo`, `scrollIntoView`, a fragment link): those would move the page under the
 * wall. This puts the page back where it was when the wall went up. Returns the undo.
 */
function pinScroll(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const left = win.scrollX;
  const top = win.scrollY;
  const hold = () => {
    if (win.scrollX !== left || win.scrollY !== top) win.scrollTo({ left, top, behavior: 'instant' });
  };
  win.addEventListener('scroll', hold, { passive: true });
  return () => win.removeEventListener('scroll', hold);
}
