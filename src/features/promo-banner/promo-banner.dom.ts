/**
 * The promo banner's view (site 2.13, 4.7, 9), plain DOM over the CMS's two variations:
 * `[data-variation="expanded"]` and `[data-variation="closed"]`. It never re-renders them; it
 * shows one (or none) and adds a close control to each.
 *
 * - The state machine is promo-banner.logic.ts (expanded -> closed (remembered) -> hidden); the
 *   remembered 'closed' is in local storage under `promoBanner:{data-banner-id}`. Storage that
 *   is unavailable or holds anything else reads as no state.
 * - On mobile (767 px or less) the closed variation shows; the view follows width changes.
 * - Once upgraded the banner is fixed to the bottom of the window (src/styles/elements.css):
 *   nothing in the page moves when it appears, changes variation or goes (CLS 0.00), whatever
 *   storage says. `--promo-banner-height` on <html> gives the page's scroll padding, so the
 *   browser scrolls focused content clear of it, and focus landing under it is scrolled clear
 *   (WCAG 2.4.11).
 * - Focus: closing the expanded variation moves focus to the closed one (it is read next);
 *   closing the closed one moves focus to what follows the banner on the page.
 * - Authoring mode: both variations in the flow, no controls.
 */
import type { ViewProps } from '../../core/element.ts';
import { closeButton, dismiss, keepFocusClear } from '../../core/dom/dismiss.ts';
import { windowStorage } from '../../core/window-storage.ts';
import type { PromoBannerConfig } from './promo-banner.schema.ts';
import { bannerId, close, initialState, MOBILE_QUERY, readRemembered, REMEMBERED, shownVariation, storageKey, type BannerState } from './promo-banner.logic.ts';

/** Banners hidden in this page view: a re-mount (the CMS editor re-inserts DOM) keeps them hidden. */
const hiddenThisView = new WeakSet<Element>();
const HEIGHT_VAR = '--promo-banner-height';

function readStorage(win: Window, key: string | undefined): string | null {
  if (!key) return null;
  try {
    return windowStorage('localStorage', win)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(win: Window, key: string | undefined, value: string): void {
  if (!key) return;
  try {
    windowStorage('localStorage', win)?.setItem(key, value);
  } catch {
    // Quota or blocked storage: the banner still closes, it is just not remembered.
  }
}

export function enhancePromoBanner({ host, config, t, authoring }: ViewProps<PromoBannerConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const expanded = host.querySelector<HTMLElement>(':scope > [data-variation="expanded"]');
  const closed = host.querySelector<HTMLElement>(':scope > [data-variation="closed"]');
  if (!expanded && !closed) {
    console.error('<promo-banner> has neither a [data-variation="expanded"] nor a [data-variation="closed"] child; nothing to show.');
    return;
  }
  if (authoring) {
    host.setAttribute('data-authoring', '');
    return () => host.removeAttribute('data-authoring');
  }
  if (!expanded || !closed) console.warn(`<promo-banner> has no [data-variation="${expanded ? 'closed' : 'expanded'}"] child; that variation shows nothing.`);

  const id = bannerId(config.bannerId);
  if (!id) console.warn('<promo-banner> has no data-banner-id: closing the expanded banner is not remembered.');
  const key = id ? storageKey(id) : undefined;
  let state: BannerState = hiddenThisView.has(host) ? 'hidden' : initialState(readRemembered(readStorage(win, key)));
  const mobile = win.matchMedia(MOBILE_QUERY);
  const label = t(config.closeText);
  const controls = [expanded, closed].map((variation) => {
    if (!variation) return undefined;
    const button = closeButton(doc, label);
    button.classList.add('promo-banner__close');
    variation.append(button);
    return button;
  });
  const root = doc.documentElement;
  const measure = () => {
    if (state === 'hidden') root.style.removeProperty(HEIGHT_VAR);
    else root.style.setProperty(HEIGHT_VAR, `${host.offsetHeight}px`);
  };
  const resize = new ResizeObserver(measure);
  resize.observe(host);

  const render = () => {
    const shown = shownVariation(state, mobile.matches);
    const active = doc.activeElement;
    if (expanded) expanded.hidden = shown !== 'expanded';
    if (closed) closed.hidden = shown !== 'closed';
    host.hidden = shown === undefined || (shown === 'expanded' ? !expanded : !closed);
    host.setAttribute('data-banner-state', state);
    measure();
    // A width change that swaps the variation under focus: focus goes to the one that shows.
    const shownPart = shown === 'expanded' ? expanded : closed;
    if (
      active &&
      (active === expanded || active === closed || expanded?.contains(active) || closed?.contains(active)) &&
      shownPart &&
      !shownPart.contains(active)
    ) {
      shownPart.tabIndex = -1;
      shownPart.focus();
    }
  };

  const onClose = () => {
    const { next, remember } = close(state, mobile.matches);
    if (remember) writeStorage(win, key, REMEMBERED);
    if (next === 'hidden') {
      hiddenThisView.add(host);
      dismiss(host, () => {
        state = next;
        render();
      });
      return;
    }
    state = next;
    render();
    if (closed && !closed.hidden) {
      closed.tabIndex = -1;
      closed.focus();
    }
  };

  for (const button of controls) button?.addEventListener('click', onClose);
  const onWidth = () => render();
  mobile.addEventListener('change', onWidth);
  const stopFocus = keepFocusClear(win, host, () => (host.hidden ? undefined : host.getBoundingClientRect()));
  host.setAttribute('data-banner-upgraded', '');
  render();

  return () => {
    stopFocus();
    resize.disconnect();
    mobile.removeEventListener('change', onWidth);
    for (const button of controls) button?.remove();
    for (const variation of [expanded, closed]) {
      if (!variation) continue;
      variation.hidden = false;
      variation.removeAttribute('tabindex');
    }
    host.hidden = false;
    root.style.removeProperty(HEIGHT_VAR);
    for (const name of ['data-banner-state', 'data-banner-upgraded']) host.removeAttribute(name);
  };
}
