/**
 * What the saved-benefits page reads from and does to the page around its view, outside React and
 * outside the pure rules: the analytics pushes, the visitor's motion preference, and the copy of
 * the page's promo banner. None of it renders anything.
 */
import { pushToDataLayer } from '../../core/dom/data-layer.ts';

/** Site 2.10: `{ event: 'saved-benefits', eventInfo: { analyticsId } }`; nothing for an empty id. */
export function pushSavedBenefitsEvent(analyticsId: string, win: Window = window): void {
  if (analyticsId) pushToDataLayer({ event: 'saved-benefits', eventInfo: { analyticsId } }, win);
}

/** Cards enter and leave without animation for visitors who ask for less motion. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A deep copy of the page's `[data-promo-banner]` (CMS content outside the element) for the list,
 * without the marker attribute and without ids (no id twice on the page); undefined when the page
 * has none.
 */
export function promoBannerCopy(host: HTMLElement): HTMLElement | undefined {
  const source = host.ownerDocument.querySelector<HTMLElement>('[data-promo-banner]');
  if (!source || host.contains(source)) return undefined;
  const copy = source.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-promo-banner');
  copy.removeAttribute('id');
  for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
  return copy;
}

/** Puts the banner copy into the list's banner slot (a slot the view renders; the copy is CMS content). */
export function placeBannerCopy(slot: HTMLElement | null, copy: HTMLElement | undefined): void {
  if (slot && copy && copy.parentNode !== slot) slot.append(copy);
}
