/**
 * The offscreen navigation (site 2.3): the CMS's `[data-offscreen-nav-open]` link (a jump to the
 * nav without JavaScript, where the nav shows through `:target`) becomes the button of an APG
 * disclosure (core/dom/disclosure.ts). Opened, the nav slides in from the side (no slide under
 * reduced motion) and focus moves to its first link 500 ms later. Escape, the 'Close menu'
 * button the element adds, a press outside, or focus leaving the nav close it; Escape and the
 * close button return focus to the opener.
 */
import { createDisclosure } from '../../core/dom/disclosure.ts';
import { closeWhenLeft } from './dismiss.dom.ts';
import type { Translate } from '../../core/i18n.ts';
import { OFFSCREEN_FOCUS_DELAY_MS } from './site-header.logic.ts';

export interface OffscreenNav {
  readonly open: boolean;
  destroy(): void;
}

export function startOffscreenNav(opener: HTMLElement, nav: HTMLElement, t: Translate): OffscreenNav {
  const doc = nav.ownerDocument;
  const win = doc.defaultView ?? window;
  const abort = new AbortController();
  const on = { signal: abort.signal };
  let focusTimer: number | undefined;
  const hadRole = opener.getAttribute('role');
  const hadTabindex = opener.getAttribute('tabindex');

  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'site-header__nav-close';
  close.setAttribute('data-element-added', '');
  close.textContent = t('Close menu');
  nav.prepend(close);

  const disclosure = createDisclosure(opener, nav, {
    closeOnEscape: true,
    onToggle(expanded) {
      nav.toggleAttribute('data-offscreen-open', expanded);
      if (focusTimer !== undefined) win.clearTimeout(focusTimer);
      focusTimer = undefined;
      if (!expanded) return;
      focusTimer = win.setTimeout(() => {
        focusTimer = undefined;
        if (!disclosure.expanded) return;
        // The nav's first link (or control) after the close button; the close button without one.
        const first = [...nav.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')].find(
          (candidate) => candidate !== close && !candidate.closest('[hidden]'),
        );
        (first ?? close).focus();
      }, OFFSCREEN_FOCUS_DELAY_MS);
    },
  });

  // The opener is a link to #offscreen-nav: as a button it must not also jump.
  opener.addEventListener('click', (event) => event.preventDefault(), on);
  close.addEventListener('click', () => disclosure.close(true), on);
  closeWhenLeft(disclosure, [nav, opener], abort.signal);

  return {
    get open() {
      return disclosure.expanded;
    },
    destroy() {
      if (focusTimer !== undefined) win.clearTimeout(focusTimer);
      disclosure.close();
      disclosure.destroy();
      abort.abort();
      close.remove();
      nav.hidden = false;
      nav.removeAttribute('data-offscreen-open');
      opener.removeAttribute('aria-expanded');
      opener.removeAttribute('aria-controls');
      if (hadRole === null) opener.removeAttribute('role');
      if (hadTabindex === null) opener.removeAttribute('tabindex');
    },
  };
}
