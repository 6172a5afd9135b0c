/**
 * The promo banner (site 2.13, 4.7, 9) over the CMS's two variations,
 * `[data-variation="expanded"]` and `[data-variation="closed"]`. It never re-renders them: it
 * shows one (or none) and renders its own close control into each (a portal, at the variation's
 * end).
 *
 * - The state machine is promo-banner.logic.ts (expanded -> closed (remembered) -> hidden); the
 *   remembered 'closed' is in local storage under `promoBanner:{data-banner-id}`
 *   (promo-banner.browser.ts). Storage that is unavailable or holds anything else reads as no
 *   state.
 * - On mobile (767 px or less) the closed variation shows; the view follows width changes.
 * - Once upgraded the banner is fixed to the bottom of the window (promo-banner.css):
 *   nothing in the page moves when it appears, changes variation or goes (CLS 0.00), whatever
 *   storage says. `--promo-banner-height` on <html> gives the page's scroll padding, so the
 *   browser scrolls focused content clear of it, and focus landing under it is scrolled clear
 *   (WCAG 2.4.11, `keepFocusClear`).
 * - Focus: closing the expanded variation moves focus to the closed one (it is read next);
 *   closing the closed one moves focus to what follows the banner on the page (`dismiss`).
 * - Authoring mode: both variations in the flow, no controls.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { dismiss, keepFocusClear } from '../../core/dom/dismiss.ts';
import type { ViewProps } from '../../core/element.ts';
import { useLatest, useMediaQuery } from '../../core/react-view.tsx';
import { CloseButton } from '../../core/ui/dismiss.tsx';
import {
  focusPart,
  hideForThisView,
  readStorage,
  readVariations,
  reportHeight,
  restoreVariations,
  showVariation,
  wasHiddenThisView,
  writeStorage,
  type Variations,
} from './promo-banner.browser.ts';
import { bannerId, close, initialState, MOBILE_QUERY, readRemembered, REMEMBERED, shownVariation, storageKey, type BannerState } from './promo-banner.logic.ts';
import type { PromoBannerConfig } from './promo-banner.schema.ts';

export function PromoBanner(props: ViewProps<PromoBannerConfig>) {
  const { host, config, authoring } = props;
  const [parts] = useState(() => readVariations(host));
  const none = !parts.expanded && !parts.closed;

  useLayoutEffect(() => {
    if (none) console.error('<promo-banner> has neither a [data-variation="expanded"] nor a [data-variation="closed"] child; nothing to show.');
  }, [none]);
  useLayoutEffect(() => {
    if (none || !authoring) return;
    host.setAttribute('data-authoring', '');
    return () => host.removeAttribute('data-authoring');
  }, [none, authoring, host]);

  if (none || authoring) return null;
  // A new banner id is a new banner: its own remembered state.
  return <Banner key={config.bannerId ?? ''} {...props} parts={parts} />;
}

function Banner({ host, config, t, parts }: ViewProps<PromoBannerConfig> & { parts: Variations }) {
  const win = host.ownerDocument.defaultView ?? window;
  const id = bannerId(config.bannerId);
  const key = id ? storageKey(id) : undefined;
  const [state, setState] = useState<BannerState>(() => (wasHiddenThisView(host) ? 'hidden' : initialState(readRemembered(readStorage(win, key)))));
  const mobile = useMediaQuery(MOBILE_QUERY);
  const shown = shownVariation(state, mobile);
  const latestState = useLatest(state);

  useLayoutEffect(() => {
    const { expanded, closed } = parts;
    if (!expanded || !closed) console.warn(`<promo-banner> has no [data-variation="${expanded ? 'closed' : 'expanded'}"] child; that variation shows nothing.`);
    if (!id) console.warn('<promo-banner> has no data-banner-id: closing the expanded banner is not remembered.');
  }, [parts, id]);

  useLayoutEffect(
    () => () => {
      restoreVariations(host, parts);
      for (const name of ['data-banner-state', 'data-banner-upgraded']) host.removeAttribute(name);
    },
    [host, parts],
  );

  // Upgraded first (the banner is fixed, so it has a height to report), then the variation.
  useLayoutEffect(() => {
    host.setAttribute('data-banner-upgraded', '');
    showVariation(host, parts, shown);
    host.setAttribute('data-banner-state', state);
    reportHeight(host, state !== 'hidden');
  }, [host, parts, shown, state]);

  useEffect(() => {
    const resize = new ResizeObserver(() => reportHeight(host, latestState.current !== 'hidden'));
    resize.observe(host);
    const stopFocus = keepFocusClear(win, host, () => (host.hidden ? undefined : host.getBoundingClientRect()));
    return () => {
      resize.disconnect();
      stopFocus();
    };
  }, [host, win, latestState]);

  const onClose = () => {
    const { next, remember } = close(state, mobile);
    if (remember) writeStorage(win, key, REMEMBERED);
    if (next === 'hidden') {
      hideForThisView(host);
      // Rendered at once: `dismiss` moves focus on once the banner is hidden.
      dismiss(host, () => flushSync(() => setState(next)));
      return;
    }
    flushSync(() => setState(next));
    if (parts.closed && !parts.closed.hidden) focusPart(parts.closed);
  };

  const label = t(config.closeText);
  return (
    <>
      {(['expanded', 'closed'] as const).map((name) => {
        const variation = parts[name];
        return variation ? createPortal(<CloseButton label={label} className="promo-banner__close" onClick={onClose} />, variation, name) : null;
      })}
    </>
  );
}
