/**
 * Dismissible page parts (banners, the close-container), framework-free: where focus goes when a
 * part the visitor was in goes away, and keeping focus clear of a fixed part. The close control
 * itself is React (`CloseButton` and `useClosableHost` of core/ui/dismiss.tsx, which use the
 * this-view helpers below).
 *
 * - `focusAfter`: the first focusable element after `part` in document order (skipping what is
 *   inside it), else the one before it, else the page's `<main>` (given tabindex -1); so a
 *   keyboard or screen-reader visitor who closed a part carries on where it was, never at the
 *   top of the page.
 * - `keepFocusClear`: for a part fixed over the page (a sticky ad, a bottom banner): on focus
 *   anywhere else, if the focused element is under the part, the window scrolls it clear
 *   (WCAG 2.2 2.4.11 Focus Not Obscured); `scroll-padding` covers scrolling by the browser.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), iframe, [contenteditable="true"]';

function isShown(element: Element): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 || box.height > 0;
}

/** The element focus moves to when `part` goes away (see above). Call it before hiding `part`. */
export function focusAfter(part: Element): HTMLElement | undefined {
  const doc = part.ownerDocument;
  const all = [...doc.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !part.contains(element));
  const after = all.find((element) => part.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && isShown(element));
  if (after) return after;
  const before = all.reverse().find((element) => part.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING && isShown(element));
  if (before) return before;
  const main = doc.querySelector<HTMLElement>('main') ?? doc.body;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/**
 * Hides `part` with `hide()`, moving focus out first when it was inside (to `focusAfter`).
 * Focus elsewhere on the page stays where it is.
 */
export function dismiss(part: Element, hide: () => void): void {
  const active = part.ownerDocument.activeElement;
  const hadFocus = active !== null && part.contains(active);
  const target = hadFocus ? focusAfter(part) : undefined;
  hide();
  target?.focus({ preventScroll: false });
}

/**
 * While `overlay()` returns a box fixed over the page, focus moved to an element under it
 * scrolls the window so the element is clear of it. Returns the stop function.
 */
export function keepFocusClear(win: Window, part: Element, overlay: () => DOMRect | undefined): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || part.contains(target)) return;
    const cover = overlay();
    if (!cover || cover.height === 0) return;
    const box = target.getBoundingClientRect();
    const horizontal = box.right > cover.left && box.left < cover.right;
    const vertical = box.bottom > cover.top && box.top < cover.bottom;
    if (!horizontal || !vertical) return;
    const margin = 8;
    // Under a part at the bottom: scroll down until the element's bottom is above it; at the top: up.
    const atBottom = cover.bottom >= win.innerHeight - 1;
    const by = atBottom ? box.bottom - cover.top + margin : box.top - cover.bottom - margin;
    win.scrollBy({ top: by, behavior: 'instant' });
  };
  win.document.addEventListener('focusin', onFocus);
  return () => win.document.removeEventListener('focusin', onFocus);
}

/** Parts closed in this page view: a re-mount (the CMS editor re-inserts DOM) keeps them closed. */
const closedThisView = new WeakSet<Element>();

/** Whether `part` was closed earlier in this page view (see `closeForThisView`). */
export function wasClosedThisView(part: Element): boolean {
  return closedThisView.has(part);
}

/** Hides a part closed earlier in this page view again (a re-mount must not bring it back). */
export function hideClosedPart(part: HTMLElement): void {
  if (closedThisView.has(part)) part.hidden = true;
}

/** Closes `part` for this page view: hidden (focus moved on first, `dismiss`), and kept closed when re-mounted. */
export function closeForThisView(part: HTMLElement): void {
  closedThisView.add(part);
  dismiss(part, () => {
    part.hidden = true;
  });
}
