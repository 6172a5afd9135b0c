/**
 * What the mega-menu does with the CMS's own markup and the page, as effects of the view
 * (MegaMenu.tsx): hover on desktop, mouse-down navigation on the tab links, the keyboard among
 * links and buttons, closing when the visitor leaves on desktop, closing on scroll, and sticking
 * with the core header. The listeners are the DOM's own (the tabs, panels and links are the
 * CMS's); each reads the menu's latest state and changes it only through `dispatch`.
 */
import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { useLatest } from '../../core/react-view.tsx';
import { safeHttpUrl } from '../../core/urls.ts';
import { isShown, stickyOf, type CmsMenu } from './mega-menu.browser.ts';
import { closesOnScroll, focusMove, hoverOpenDelay, MEGA_MENU, navigatesOnMouseDown, type MenuAction, type MenuState } from './mega-menu.logic.ts';

export interface MenuPage {
  host: HTMLElement;
  win: Window;
  cms: CmsMenu;
  /** The menu's state as last rendered. */
  state: RefObject<MenuState>;
  dispatch: Dispatch<MenuAction>;
}

const STICKY_EVENT = 'CORE_HEADER.STICKY_UPDATE';

/**
 * Desktop hover (site 2.3, 9): a tab opens after 500 ms, or 100 ms when a panel is already
 * open; a sub-channel becomes the active sub-tab after 50 ms (focus makes it so at once); a
 * panel a hover opened closes when the mouse leaves the menu. While a delay runs the element
 * says so (`data-hover-delay`, `data-overlay-delay`), for styles and tests. A new layout cancels
 * what is pending.
 */
export function useHover({ host, win, cms, state, dispatch }: MenuPage, view: MenuState['view']): void {
  const pending = useRef({ hover: 0, overlay: 0, hoverTab: -1, overlayTab: -1 });

  useEffect(() => {
    const timers = pending.current;
    const cancelHover = () => {
      win.clearTimeout(timers.hover);
      timers.hoverTab = -1;
      host.removeAttribute('data-hover-delay');
    };
    const cancelOverlay = () => {
      win.clearTimeout(timers.overlay);
      timers.overlayTab = -1;
      host.removeAttribute('data-overlay-delay');
    };
    const abort = new AbortController();
    const on = { signal: abort.signal };
    const byMouseOnDesktop = (event: PointerEvent) => event.pointerType === 'mouse' && state.current.view === 'desktop';

    cms.tabs.forEach((tab, index) => {
      if (!tab.panel) return;
      tab.li.addEventListener(
        'pointerenter',
        (event) => {
          if (!byMouseOnDesktop(event)) return;
          cancelHover();
          if (state.current.panel?.tab === index) return;
          const delay = hoverOpenDelay(state.current.panel !== undefined);
          timers.hoverTab = index;
          host.setAttribute('data-hover-delay', String(delay));
          timers.hover = win.setTimeout(() => {
            cancelHover();
            if (state.current.view === 'desktop') dispatch({ type: 'open-panel', tab: index, byHover: true });
          }, delay);
        },
        on,
      );
      tab.li.addEventListener('pointerleave', () => timers.hoverTab === index && cancelHover(), on);
      tab.subs.forEach((sub, subIndex) => {
        sub.li.addEventListener(
          'pointerenter',
          (event) => {
            if (!byMouseOnDesktop(event)) return;
            cancelOverlay();
            timers.overlayTab = index;
            host.setAttribute('data-overlay-delay', String(MEGA_MENU.overlayMs));
            timers.overlay = win.setTimeout(() => {
              cancelOverlay();
              dispatch({ type: 'sub', tab: index, index: subIndex });
            }, MEGA_MENU.overlayMs);
          },
          on,
        );
        sub.li.addEventListener('pointerleave', () => timers.overlayTab === index && cancelOverlay(), on);
        sub.link.addEventListener('focus', () => dispatch({ type: 'sub', tab: index, index: subIndex }), on);
      });
    });
    cms.nav.addEventListener(
      'pointerleave',
      (event) => {
        if (event.pointerType !== 'mouse') return;
        cancelHover();
        cancelOverlay();
        if (state.current.panel?.byHover) dispatch({ type: 'close-panel' });
      },
      on,
    );
    // Hover content is dismissible without moving the pointer (WCAG 1.4.13): Escape anywhere.
    host.ownerDocument.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && state.current.panel?.byHover && !event.defaultPrevented) dispatch({ type: 'close-panel' });
      },
      on,
    );
    return () => {
      abort.abort();
      cancelHover();
      cancelOverlay();
    };
  }, [host, win, cms, state, dispatch, view]);
}

/**
 * Site 2.3: a tab navigates on mouse-down (a left press without a modifier, on a link that opens
 * here); the click that follows must not navigate again. Enter is the link's own. Not in
 * authoring mode.
 */
export function useMouseDownNavigation({ win, cms }: MenuPage, authoring: boolean): void {
  useEffect(() => {
    if (authoring) return;
    const abort = new AbortController();
    const on = { signal: abort.signal };
    let pressed: HTMLAnchorElement | undefined;
    for (const { link } of cms.tabs) {
      link.addEventListener(
        'mousedown',
        (event) => {
          if (!navigatesOnMouseDown(event, { target: link.target, download: link.hasAttribute('download') })) return;
          const href = safeHttpUrl(link.getAttribute('href'), link.ownerDocument.baseURI);
          if (!href) return;
          pressed = link;
          win.location.assign(href);
        },
        on,
      );
      link.addEventListener(
        'click',
        (event) => {
          // A click from the keyboard (Enter: detail 0) is the link's own.
          if (pressed === link && event.detail > 0) event.preventDefault();
          pressed = undefined;
        },
        on,
      );
    }
    return () => abort.abort();
  }, [win, cms, authoring]);
}

export interface MenuKeyParts {
  /** The panel buttons, by tab. */
  moreButtons: RefObject<Array<HTMLButtonElement | null>>;
  /** Closes the open panel and then focuses `button`. */
  closePanelTo: (button: HTMLElement | null | undefined) => void;
  /** Closes the menu with focus back on its button. */
  closeMenu: () => void;
}

/**
 * The keyboard (WAI-ARIA APG disclosure navigation): arrows, Home and End among the top-level
 * links and buttons shown, or among the links and buttons of the open panel; Down on an open
 * panel's button moves into it; Escape closes the open panel (focus to its button), then the
 * open menu (focus to the menu button). A panel's own Escape (its disclosure) comes first.
 */
export function useMenuKeys({ cms, state }: MenuPage, { moreButtons, closePanelTo, closeMenu }: MenuKeyParts): void {
  const actions = useLatest({ closePanelTo, closeMenu });

  useEffect(() => {
    const abort = new AbortController();
    const topItems = () =>
      cms.tabs.flatMap((tab, index): HTMLElement[] => {
        const button = moreButtons.current[index];
        return button ? [tab.link, button] : [tab.link];
      });
    cms.nav.addEventListener(
      'keydown',
      (event) => {
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const target = event.target as HTMLElement;
        const open = state.current.panel;
        if (event.key === 'Escape') {
          if (open) {
            event.preventDefault();
            actions.current.closePanelTo(moreButtons.current[open.tab]);
          } else if (state.current.menuOpen) {
            event.preventDefault();
            actions.current.closeMenu();
          }
          return;
        }
        const buttonTab = moreButtons.current.indexOf(target as HTMLButtonElement);
        if (event.key === 'ArrowDown' && buttonTab !== -1 && open?.tab === buttonTab) {
          const first = [...(cms.tabs[buttonTab]?.panel?.querySelectorAll<HTMLElement>('a[href]') ?? [])].find(isShown);
          if (first) {
            event.preventDefault();
            first.focus();
          }
          return;
        }
        const top = topItems().filter(isShown);
        let group = top;
        if (!top.includes(target)) {
          const panel = open ? cms.tabs[open.tab]?.panel : undefined;
          if (!panel?.contains(target)) return;
          group = [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter(isShown);
        }
        const next = focusMove(event.key, group.indexOf(target), group.length);
        if (next === undefined) return;
        event.preventDefault();
        group[next]!.focus();
      },
      { signal: abort.signal },
    );
    return () => abort.abort();
  }, [cms, state, moreButtons, actions]);
}

/**
 * Desktop: focus or a press outside the menu closes the open panel, so it never covers focused
 * content (WCAG 2.4.11). Every width: an open panel closes on scroll (site 9) when its bottom is
 * well above the screen's and the page has scrolled far enough since it opened.
 */
export function useCloseWhenLeft({ host, win, cms, state, dispatch }: MenuPage, scrollAtOpen: RefObject<number>): void {
  useEffect(() => {
    const abort = new AbortController();
    const on = { signal: abort.signal };
    const onDesktop = () => state.current.view === 'desktop';
    host.addEventListener(
      'focusout',
      (event) => {
        const to = event.relatedTarget;
        if (onDesktop() && to instanceof Node && !host.contains(to)) dispatch({ type: 'close-panel' });
      },
      on,
    );
    host.ownerDocument.addEventListener(
      'pointerdown',
      (event) => {
        if (onDesktop() && state.current.panel && event.target instanceof Node && !host.contains(event.target)) dispatch({ type: 'close-panel' });
      },
      on,
    );
    win.addEventListener(
      'scroll',
      () => {
        const open = state.current.panel;
        const panel = open ? cms.tabs[open.tab]?.panel : undefined;
        if (!open || !panel) return;
        const check = { panelBottom: panel.getBoundingClientRect().bottom, screenHeight: win.innerHeight, scrolled: win.scrollY - scrollAtOpen.current };
        if (closesOnScroll(check)) dispatch({ type: 'close-panel', tab: open.tab });
      },
      { signal: abort.signal, passive: true },
    );
    return () => abort.abort();
  }, [host, win, cms, state, dispatch, scrollAtOpen]);
}

/** Sticky when the core header is (site 4.7, 7.8): `data-sticky="true"` on the element. */
export function useSticky({ host, win }: MenuPage): void {
  useEffect(() => {
    const abort = new AbortController();
    win.addEventListener(
      STICKY_EVENT,
      (event) => {
        const sticky = stickyOf(event);
        if (sticky === true) host.setAttribute('data-sticky', 'true');
        else if (sticky === false) host.removeAttribute('data-sticky');
      },
      { signal: abort.signal },
    );
    return () => {
      abort.abort();
      host.removeAttribute('data-sticky');
    };
  }, [host, win]);
}
