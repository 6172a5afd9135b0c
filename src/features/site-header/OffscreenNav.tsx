/**
 * The offscreen navigation (site 2.3): the CMS's `[data-offscreen-nav-open]` link (a jump to the
 * nav without JavaScript, where the nav shows through `:target`) becomes the button of an APG
 * disclosure over the CMS's `[data-offscreen-nav]` (core/ui/disclosure.tsx, on markup in the
 * page). Opened, the nav slides in from the side (no slide under reduced motion) and focus moves
 * to its first link 500 ms later. Escape, the 'Close menu' button this renders at the nav's top,
 * a press outside, or focus leaving the nav close it; Escape and the close button return focus
 * to the opener.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { useDisclosure, useDisclosureOnPage } from '../../core/ui/disclosure.tsx';
import { InPage } from '../../core/ui/in-page.tsx';
import { OFFSCREEN_FOCUS_DELAY_MS } from './site-header.logic.ts';
import { useCloseWhenLeft } from './use-close-when-left.ts';

export interface OffscreenNavProps {
  /** The CMS's `[data-offscreen-nav-open]` link. */
  opener: HTMLElement;
  /** The CMS's `[data-offscreen-nav]`. */
  nav: HTMLElement;
  t: Translate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function OffscreenNav({ opener, nav, t, open, onOpenChange }: OffscreenNavProps) {
  const disclosure = useDisclosure<HTMLElement>({ expanded: open, onExpandedChange: onOpenChange, closeOnEscape: true, id: nav.id || undefined });
  useDisclosureOnPage(disclosure, { button: opener, region: nav });
  // The nav's own first node, taken before the close button goes in before it.
  const [top] = useState(() => nav.firstChild);
  const closeButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    nav.toggleAttribute('data-offscreen-open', open);
    return () => nav.removeAttribute('data-offscreen-open');
  }, [nav, open]);
  useCloseWhenLeft(disclosure, [nav, opener]);

  // Site 2.3: focus moves into the opened nav, to its first link (the close button without one).
  useEffect(() => {
    if (!open) return;
    const win = nav.ownerDocument.defaultView ?? window;
    const timer = win.setTimeout(() => {
      const first = [...nav.querySelectorAll<HTMLElement>(FOCUSABLE)].find((candidate) => candidate !== closeButton.current && !candidate.closest('[hidden]'));
      (first ?? closeButton.current)?.focus();
    }, OFFSCREEN_FOCUS_DELAY_MS);
    return () => win.clearTimeout(timer);
  }, [open, nav]);

  return (
    <InPage parent={nav} before={top}>
      <button type="button" className="site-header__nav-close" data-element-added="" ref={closeButton} onClick={() => disclosure.close(true)}>
        {t('Close menu')}
      </button>
    </InPage>
  );
}
