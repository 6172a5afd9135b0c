/**
 * The header's page glue, framework-free (it renders nothing): the shy header and closing a
 * menu when the visitor leaves it. The view (SiteHeader.tsx) starts them from effects.
 *
 * The shy header (site 2.3, 4.7, 7.8, 9): the element sticks to the top of the page
 * (`position: sticky` in site-header.css, so it keeps its place in the flow and nothing below
 * moves), slides out of view on a scroll down and back on a scroll up, checked every 250 ms with
 * the configured distances, and optionally hides again 3000 ms after it came back.
 *
 * - `CORE_HEADER.STICKY_UPDATE` (detail.sticky) is dispatched from the element whenever "shown
 *   over scrolled content" changes; `activateShyHeader` on the document shows it and measures
 *   again from where the page is (the mega-menu sends it when it closes on tablet).
 * - Focus never lands under it (WCAG 2.4.11): focus inside the header shows it; the page's
 *   `scroll-padding-top` is the header's height (`--site-header-height` on <html>), so the
 *   browser scrolls focused content clear of it, and content focused under the shown header is
 *   scrolled clear.
 * - It never hides while focus or the pointer is inside it or one of its menus is open.
 */
import { emit } from '../../core/events.ts';
import { headerOffset, isSticky, SHY_CHECK_MS, shyStep, type ShyState } from './site-header.logic.ts';

export interface ShyHeaderOptions {
  distances: { hideAfter: number; showAfter: number };
  /** Auto-hide delay after a scroll up showed the header; 0 = never. */
  autoHideMs: number;
  /** The header's menus: open ones keep it shown. */
  menuOpen: () => boolean;
}

/** Starts the shy behaviour on `host`; returns the cleanup. */
export function startShyHeader(host: HTMLElement, options: ShyHeaderOptions): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;
  const abort = new AbortController();
  const on = { signal: abort.signal };
  // The scroll position is read first in the first frame (below), not here: scrollY in the middle
  // of the page's first render makes the browser restyle the half-rendered page.
  let state: ShyState = { hidden: false, lastY: 0 };
  let sticky: boolean | undefined;
  let check: number | undefined;
  let autoHide: number | undefined;

  const busy = () => host.contains(doc.activeElement) || host.matches(':hover') || options.menuOpen();

  const clearAutoHide = () => {
    if (autoHide !== undefined) win.clearTimeout(autoHide);
    autoHide = undefined;
  };
  const scheduleAutoHide = () => {
    clearAutoHide();
    if (options.autoHideMs <= 0) return;
    autoHide = win.setTimeout(() => {
      autoHide = undefined;
      const y = win.scrollY;
      if (state.hidden || y <= headerOffset(win.innerWidth)) return;
      if (busy()) scheduleAutoHide();
      else apply({ hidden: true, lastY: y });
    }, options.autoHideMs);
  };

  const apply = (next: ShyState) => {
    const cameBack = state.hidden && !next.hidden;
    state = next;
    host.toggleAttribute('data-shy-hidden', state.hidden);
    const now = isSticky(state, win.scrollY);
    if (now !== sticky) {
      sticky = now;
      emit(host, 'CORE_HEADER.STICKY_UPDATE', { sticky });
    }
    if (state.hidden) clearAutoHide();
    else if (cameBack) scheduleAutoHide();
  };

  const runCheck = () => {
    check = undefined;
    apply(shyStep(state, win.scrollY, options.distances, headerOffset(win.innerWidth), busy()));
  };
  let scrolled = false;
  win.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      if (check === undefined) check = win.setTimeout(runCheck, SHY_CHECK_MS);
    },
    { passive: true, signal: abort.signal },
  );

  const show = () => {
    if (state.hidden) apply({ hidden: false, lastY: win.scrollY });
  };
  host.addEventListener('focusin', show, on);
  doc.addEventListener(
    'activateShyHeader',
    () => {
      apply({ hidden: false, lastY: win.scrollY });
      scheduleAutoHide();
    },
    on,
  );

  // Content focused under the shown header (the browser's own scrolling honours scroll-padding,
  // but focus() on something already in view does not scroll): move the page until it is clear.
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (state.hidden || !(target instanceof Element) || host.contains(target) || target.closest('dialog')) return;
      const bottom = host.getBoundingClientRect().bottom;
      const box = target.getBoundingClientRect();
      if (bottom > 0 && box.top < bottom && box.bottom > 0) win.scrollBy(0, box.top - bottom - 8);
    },
    on,
  );

  // The header's height for scroll-padding (site-header.css) and for anyone placing things below it.
  // Read from the resize observer's entries (its first one comes after the first layout), never
  // from offsetHeight at mount: that forced a layout of the whole page in the middle of the
  // elements' start-up, and a property set on <html> restyles the whole document, so it is set
  // only when the height changes.
  let height = '';
  const measure = (entries: readonly ResizeObserverEntry[]) => {
    const box = entries[entries.length - 1]?.borderBoxSize?.[0];
    const next = `${box ? box.blockSize : host.offsetHeight}px`;
    if (next === height) return;
    height = next;
    root.style.setProperty('--site-header-height', next);
  };
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  if (resize) resize.observe(host, { box: 'border-box' });
  else measure([]);

  // A scroll before the first frame (its event comes before the frame's callbacks) is left to the
  // scroll check, which compares with the position at the start: taking the position here would
  // swallow that scroll.
  const firstFrame = win.requestAnimationFrame(() => {
    if (!scrolled) apply({ hidden: false, lastY: win.scrollY });
  });

  return () => {
    abort.abort();
    win.cancelAnimationFrame(firstFrame);
    resize?.disconnect();
    if (check !== undefined) win.clearTimeout(check);
    clearAutoHide();
    host.removeAttribute('data-shy-hidden');
    root.style.removeProperty('--site-header-height');
  };
}

/**
 * Closing a menu's panel when the visitor leaves it (the header's dropdown and offscreen
 * navigation): a press outside `inside`, or focus moving to something outside it, closes it
 * without moving focus. Escape (with focus back to the button) is the disclosure's own.
 */
export function closeWhenLeft(isOpen: () => boolean, close: () => void, inside: readonly Node[], signal: AbortSignal): void {
  const outside = (node: Node | null): node is Node => node !== null && !inside.some((part) => part.contains(node));
  const doc = inside[0]?.ownerDocument ?? document;
  doc.addEventListener('pointerdown', (event) => isOpen() && outside(event.target as Node | null) && close(), { signal });
  for (const part of inside) {
    part.addEventListener('focusout', (event) => isOpen() && outside((event as FocusEvent).relatedTarget as Node | null) && close(), { signal });
  }
}
