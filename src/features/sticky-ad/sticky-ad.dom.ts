/**
 * The sticky leaderboard ad's view (site 2.13, 9), plain DOM around the CMS's ad slot: the ad's
 * own nodes never move in the DOM (moving an ad's iframe would reload it).
 *
 * - From 360 px of scroll (sticky-ad.logic.ts) the element gets `data-stuck` and is fixed to the
 *   bottom of the window (sticky-ad.css); a spacer of its height takes its place in
 *   the flow at the same moment, so nothing on the page moves. Below 360 px it is back in place.
 * - It never covers focused content (WCAG 2.4.11): `--sticky-ad-height` on <html> feeds the
 *   page's bottom scroll padding (the browser scrolls focused content clear) and the body's
 *   bottom padding (the page's last line can scroll clear); focus landing under it scrolls the
 *   page until the focused element is clear.
 * - An ad taller than a quarter of the window (zoom, a phone held sideways) stays in the flow.
 * - Scroll is read once per frame; the appearance is a short fade, off with reduced motion.
 * - Authoring mode: never sticky.
 */
import type { ViewProps } from '../../core/element.ts';
import { keepFocusClear } from '../../core/dom/dismiss.ts';
import type { StickyAdConfig } from './sticky-ad.schema.ts';
import { isSticky } from './sticky-ad.logic.ts';

const HEIGHT_VAR = '--sticky-ad-height';

export function enhanceStickyAd({ host, authoring }: ViewProps<StickyAdConfig>): (() => void) | void {
  if (authoring) return;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;
  const spacer = doc.createElement('div');
  spacer.className = 'sticky-ad__spacer';
  spacer.setAttribute('aria-hidden', 'true');
  spacer.hidden = true;
  host.before(spacer);

  let stuck = false;
  /** The ad's height in the flow, measured while it is not stuck. */
  let flowHeight = host.offsetHeight;
  let frame: number | undefined;

  const apply = () => {
    frame = undefined;
    if (!stuck) flowHeight = host.offsetHeight;
    const next = isSticky(win.scrollY, flowHeight, win.innerHeight);
    if (next === stuck) {
      if (stuck) root.style.setProperty(HEIGHT_VAR, `${host.offsetHeight}px`);
      return;
    }
    stuck = next;
    if (stuck) {
      // The spacer first, at the ad's height, then the ad leaves the flow: in one frame.
      spacer.style.height = `${flowHeight}px`;
      spacer.hidden = false;
      host.setAttribute('data-stuck', '');
      root.style.setProperty(HEIGHT_VAR, `${host.offsetHeight}px`);
    } else {
      host.removeAttribute('data-stuck');
      spacer.hidden = true;
      root.style.removeProperty(HEIGHT_VAR);
    }
  };
  const schedule = () => {
    if (frame === undefined) frame = win.requestAnimationFrame(apply);
  };
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('resize', schedule, { passive: true });
  const resize = new ResizeObserver(schedule);
  resize.observe(host);
  const stopFocus = keepFocusClear(win, host, () => (stuck ? host.getBoundingClientRect() : undefined));
  apply();

  return () => {
    stopFocus();
    resize.disconnect();
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    host.removeAttribute('data-stuck');
    spacer.remove();
    root.style.removeProperty(HEIGHT_VAR);
  };
}
