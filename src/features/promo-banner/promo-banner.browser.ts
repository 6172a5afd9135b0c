/**
 * The promo banner's page glue (renders nothing): the remembered state in local storage, the
 * banners hidden in this page view, and the page's `--promo-banner-height`.
 */
import { windowStorage } from '../../core/window-storage.ts';

/** Banners hidden in this page view: a re-mount (the CMS editor re-inserts DOM) keeps them hidden. */
const hiddenThisView = new WeakSet<Element>();

export const wasHiddenThisView = (host: Element) => hiddenThisView.has(host);
export const hideForThisView = (host: Element) => hiddenThisView.add(host);

/** What local storage holds under `key` (null when absent, unavailable or blocked). */
export function readStorage(win: Window, key: string | undefined): string | null {
  if (!key) return null;
  try {
    return windowStorage('localStorage', win)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(win: Window, key: string | undefined, value: string): void {
  if (!key) return;
  try {
    windowStorage('localStorage', win)?.setItem(key, value);
  } catch {
    // Quota or blocked storage: the banner still closes, it is just not remembered.
  }
}

const HEIGHT_VAR = '--promo-banner-height';

/** The banner's height on <html> (the page's bottom scroll padding and padding), or none while it is hidden. */
export function reportHeight(host: HTMLElement, shown: boolean): void {
  const root = host.ownerDocument.documentElement;
  if (shown) root.style.setProperty(HEIGHT_VAR, `${host.offsetHeight}px`);
  else root.style.removeProperty(HEIGHT_VAR);
}

/** The CMS's two variations inside the banner. */
export interface Variations {
  expanded: HTMLElement | null;
  closed: HTMLElement | null;
}

export function readVariations(host: HTMLElement): Variations {
  return {
    expanded: host.querySelector<HTMLElement>(':scope > [data-variation="expanded"]'),
    closed: host.querySelector<HTMLElement>(':scope > [data-variation="closed"]'),
  };
}

/** Moves focus to a variation itself (tabindex -1), so its text is read next. */
export function focusPart(part: HTMLElement): void {
  part.tabIndex = -1;
  part.focus();
}

/**
 * Shows the variation `shown` (none when undefined) and hides the other; the banner is hidden
 * when the variation that should show is missing. A width change that swaps the variation
 * under focus moves focus to the one that shows.
 */
export function showVariation(host: HTMLElement, { expanded, closed }: Variations, shown: 'expanded' | 'closed' | undefined): void {
  const active = host.ownerDocument.activeElement;
  if (expanded) expanded.hidden = shown !== 'expanded';
  if (closed) closed.hidden = shown !== 'closed';
  host.hidden = shown === undefined || (shown === 'expanded' ? !expanded : !closed);
  const shownPart = shown === 'expanded' ? expanded : closed;
  const inBanner = active && (active === expanded || active === closed || expanded?.contains(active) || closed?.contains(active));
  if (inBanner && shownPart && !shownPart.contains(active)) focusPart(shownPart);
}

/** The CMS banner as it was before the element (on unmount). */
export function restoreVariations(host: HTMLElement, { expanded, closed }: Variations): void {
  for (const variation of [expanded, closed]) {
    if (!variation) continue;
    variation.hidden = false;
    variation.removeAttribute('tabindex');
  }
  host.hidden = false;
  reportHeight(host, false);
}
