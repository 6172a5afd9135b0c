/**
 * `<mega-menu>` (site 2.3, 4.7, 9): enhances the CMS's menu in place, with plain DOM (no React).
 * The CMS renders the channel tabs as links and each tab's sub-channels in its panel
 * (CONTRACT 4b); this adds, and takes away again on disconnect:
 *
 * - one disclosure button per tab that has a panel (core/dom/disclosure.ts: aria-expanded,
 *   aria-controls, Escape back to the button), one panel open at a time; arrows, Home and End
 *   among the top-level links and buttons, and among the links of an open panel;
 * - desktop (above 1024 px): hover opens a panel after 500 ms, or 100 ms when one is already
 *   open; a hovered sub-channel shows its overlay after 50 ms; closing re-activates the first
 *   sub-tab; focus or a press outside the menu closes it; a panel opened by hover closes when the
 *   mouse leaves the menu or on Escape anywhere;
 * - 1024 px and below: a menu button ('Open main menu'), the tabs below it, a panel replacing the
 *   list with a 'Back' button; on tablet (768-1024 px) the button turns into 'Close menu' and
 *   closing fires `activateShyHeader` ('megaMenuClosed'); on mobile (below 768 px) the open menu
 *   has its own 'Close menu' button; the sponsor-logo container moves above the tabs;
 * - tabs navigate on mouse-down (mega-menu.logic.ts `navigatesOnMouseDown`) and on Enter (a link);
 * - the active link of site 2.3 (`aria-current`), close on scroll (site 9), and sticky when the
 *   core header says so (`CORE_HEADER.STICKY_UPDATE`).
 *
 * State for styles and tests, on the host: `data-view` (mobile | tablet | desktop),
 * `data-menu-open`, `data-panel-open`, `data-hover-delay` / `data-overlay-delay` (the delay in ms
 * while a hover is pending), `data-sticky`. On list items: `data-open`, `data-active-tab` (the
 * rule that chose it), `data-sub-active`.
 */
import { createDisclosure, type Disclosure } from '../../core/dom/disclosure.ts';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { describeError, quoteable } from '../../core/error-text.ts';
import { emit } from '../../core/events.ts';
import { siteConfig } from '../../core/site-config.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import {
  activeLink,
  closesOnScroll,
  focusMove,
  hoverOpenDelay,
  MEGA_MENU,
  menuView,
  MOBILE_QUERY,
  navigatesOnMouseDown,
  TABLET_QUERY,
  type ActiveLink,
  type MenuView,
} from './mega-menu.logic.ts';
import type { MegaMenuConfig } from './mega-menu.schema.ts';

const TAG = 'mega-menu';
/** Marks what the element added, so a cleanup finds it. */
const PART = 'data-mega-menu-part';
const STICKY_EVENT = 'CORE_HEADER.STICKY_UPDATE';

interface SubChannel {
  li: HTMLElement;
  link: HTMLAnchorElement;
}

interface Tab {
  li: HTMLElement;
  link: HTMLAnchorElement;
  panel?: HTMLElement;
  button?: HTMLButtonElement;
  disclosure?: Disclosure;
  subs: SubChannel[];
}

/** Host attributes the element sets (removed on cleanup). */
const HOST_STATE = ['data-view', 'data-menu-open', 'data-panel-open', 'data-hover-delay', 'data-overlay-delay', 'data-sticky'];
const ITEM_STATE = ['data-open', 'data-active-tab', 'data-sub-active'];

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const isShown = (element: Element) => element.getClientRects().length > 0;

/** A button the element adds: an icon (decorative) and its text, visible or for screen readers only. */
function makeButton(doc: Document, part: string, label: string, visibleLabel = false): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `mega-menu__${part}`;
  button.setAttribute(PART, part);
  const icon = doc.createElement('span');
  icon.className = `mega-menu__icon mega-menu__icon--${part}`;
  icon.setAttribute('aria-hidden', 'true');
  const text = doc.createElement('span');
  text.className = visibleLabel ? 'mega-menu__label' : 'visually-hidden';
  text.textContent = label;
  button.append(icon, text);
  return button;
}

const setLabel = (button: HTMLButtonElement, label: string) => {
  const text = button.querySelector('.visually-hidden, .mega-menu__label');
  if (text) text.textContent = label;
};

/** Reads the CMS's tabs. A tab without a link is reported and left as it is. */
function readTabs(list: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const li of list.children) {
    if (!(li instanceof HTMLElement) || li.localName !== 'li') continue;
    const link = li.querySelector<HTMLAnchorElement>(':scope > a[href]');
    if (!link) {
      console.error(`<${TAG}> a channel tab has no link (<li><a href>), left as it is: "${quoteable(textOf(li))}"`);
      continue;
    }
    const panel = li.querySelector<HTMLElement>(':scope > [data-panel]') ?? undefined;
    const subs: SubChannel[] = [];
    const subList = panel?.querySelector('ul');
    for (const item of subList?.children ?? []) {
      if (!(item instanceof HTMLElement) || item.localName !== 'li') continue;
      const subLink = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
      if (subLink) subs.push({ li: item, link: subLink });
    }
    tabs.push({ li, link, panel, subs });
  }
  return tabs;
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch (error) {
    return describeError(error);
  }
}

export function enhanceMegaMenu({ host, config, t, locale, authoring }: ViewProps<MegaMenuConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const nav = host.querySelector<HTMLElement>('nav');
  const list = nav?.querySelector<HTMLElement>(':scope > ul');
  if (!nav || !list) {
    reportElementError(host, TAG, 'needs the CMS menu inside it: <nav><ul><li><a href>...</a></li></ul></nav>', host.innerHTML);
    return;
  }
  const tabs = readTabs(list);
  const abort = new AbortController();
  const on = { signal: abort.signal };
  const added: HTMLElement[] = [];
  const timers = { hover: 0, overlay: 0 };
  let hoverTab: Tab | undefined;
  let overlayTab: Tab | undefined;
  let view: MenuView | undefined;
  let openTab: Tab | undefined;
  let openedByHover = false;
  let openingByHover = false;
  let scrollAtOpen = 0;
  let silent = false;

  // --- the menu button, the mobile close button and the sponsor logos --------------------------
  const toggle = makeButton(doc, 'toggle', t('Open main menu'));
  const close = makeButton(doc, 'close', t('Close menu'));
  nav.prepend(toggle, close);
  added.push(toggle, close);
  const sponsor = nav.querySelector<HTMLElement>(':scope > [data-sponsor-logos]') ?? host.querySelector<HTMLElement>('[data-sponsor-logos]');
  const sponsorHome = sponsor ? { parent: sponsor.parentNode, next: sponsor.nextSibling } : undefined;

  const drawer = createDisclosure(toggle, list, {
    manageHidden: false,
    onToggle(open) {
      host.toggleAttribute('data-menu-open', open);
      setLabel(toggle, t(open ? 'Close menu' : 'Open main menu'));
      if (open) {
        // Below 768 px the open menu has its own close button where the menu button was.
        if (view === 'mobile') close.focus();
        return;
      }
      openTab?.disclosure?.close();
      if (view === 'tablet' && !silent) emit(host, 'activateShyHeader', 'megaMenuClosed');
    },
  });
  close.addEventListener('click', () => drawer.close(true), on);

  // --- panels ---------------------------------------------------------------------------------
  const activateSub = (tab: Tab, index: number) => tab.subs.forEach((sub, i) => sub.li.toggleAttribute('data-sub-active', i === index));

  const cancelHover = () => {
    clearTimeout(timers.hover);
    hoverTab = undefined;
    host.removeAttribute('data-hover-delay');
  };
  const cancelOverlay = () => {
    clearTimeout(timers.overlay);
    overlayTab = undefined;
    host.removeAttribute('data-overlay-delay');
  };

  for (const tab of tabs) {
    activateSub(tab, 0);
    if (!tab.panel) continue;
    const panel = tab.panel;
    const button = makeButton(doc, 'more', t('More in {tab}', { tab: textOf(tab.link) }));
    tab.link.after(button);
    const back = makeButton(doc, 'back', t('Back'), true);
    panel.prepend(back);
    added.push(button, back);
    tab.button = button;
    // A click on the button of a panel that hover opened keeps it open (the visitor meant it),
    // rather than closing it under the pointer. Registered before the disclosure's own listener.
    button.addEventListener(
      'click',
      (event) => {
        if (openTab === tab && openedByHover) {
          openedByHover = false;
          event.stopImmediatePropagation();
        }
      },
      on,
    );
    tab.disclosure = createDisclosure(button, panel, {
      closeOnEscape: true,
      onToggle(open) {
        if (open) {
          for (const other of tabs) if (other !== tab && other.disclosure?.expanded) other.disclosure.close();
          openTab = tab;
          openedByHover = openingByHover;
          scrollAtOpen = win.scrollY;
          tab.li.setAttribute('data-open', '');
          host.setAttribute('data-panel-open', '');
          return;
        }
        tab.li.removeAttribute('data-open');
        if (openTab === tab) {
          openTab = undefined;
          openedByHover = false;
          host.removeAttribute('data-panel-open');
        }
        if (view === 'desktop') activateSub(tab, 0);
      },
    });
    back.addEventListener('click', () => tab.disclosure?.close(true), on);

    // Desktop hover: open after 500 ms, or 100 ms when a panel is already open.
    tab.li.addEventListener(
      'pointerenter',
      (event) => {
        if (event.pointerType !== 'mouse' || view !== 'desktop') return;
        cancelHover();
        if (tab.disclosure?.expanded) return;
        const delay = hoverOpenDelay(openTab !== undefined);
        hoverTab = tab;
        host.setAttribute('data-hover-delay', String(delay));
        timers.hover = win.setTimeout(() => {
          cancelHover();
          if (view !== 'desktop') return;
          openingByHover = true;
          tab.disclosure?.open();
          openingByHover = false;
        }, delay);
      },
      on,
    );
    tab.li.addEventListener(
      'pointerleave',
      () => {
        if (hoverTab === tab) cancelHover();
      },
      on,
    );

    // Sub-channels: a hovered one shows its overlay after 50 ms; a focused one at once.
    tab.subs.forEach((sub, index) => {
      sub.li.addEventListener(
        'pointerenter',
        (event) => {
          if (event.pointerType !== 'mouse' || view !== 'desktop') return;
          cancelOverlay();
          overlayTab = tab;
          host.setAttribute('data-overlay-delay', String(MEGA_MENU.overlayMs));
          timers.overlay = win.setTimeout(() => {
            cancelOverlay();
            activateSub(tab, index);
          }, MEGA_MENU.overlayMs);
        },
        on,
      );
      sub.li.addEventListener(
        'pointerleave',
        () => {
          if (overlayTab === tab) cancelOverlay();
        },
        on,
      );
      sub.link.addEventListener('focus', () => activateSub(tab, index), on);
    });
  }

  const closePanel = () => openTab?.disclosure?.close();
  nav.addEventListener(
    'pointerleave',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      cancelHover();
      cancelOverlay();
      if (openedByHover) closePanel();
    },
    on,
  );

  // --- tabs navigate on mouse-down (site 2.3) ---------------------------------------------------
  let pressed: HTMLAnchorElement | undefined;
  for (const { link } of tabs) {
    link.addEventListener(
      'mousedown',
      (event) => {
        if (authoring || !navigatesOnMouseDown(event, { target: link.target, download: link.hasAttribute('download') })) return;
        const href = safeHttpUrl(link.getAttribute('href'), doc.baseURI);
        if (!href) return;
        pressed = link;
        win.location.assign(href);
      },
      on,
    );
    link.addEventListener(
      'click',
      (event) => {
        // The press already navigated: the click that follows it must not navigate again. A
        // click from the keyboard (Enter: detail 0) is the link's own.
        if (pressed === link && event.detail > 0) event.preventDefault();
        pressed = undefined;
      },
      on,
    );
  }

  // --- keyboard (APG disclosure navigation) -----------------------------------------------------
  const topItems = (): HTMLElement[] => tabs.flatMap((tab): HTMLElement[] => (tab.button ? [tab.link, tab.button] : [tab.link])).filter(isShown);
  nav.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (event.key === 'Escape') {
        // The panel's own disclosure took an Escape inside it; from anywhere else in the menu
        // an open panel closes first (focus to its button), then the open menu.
        if (openTab) {
          event.preventDefault();
          openTab.disclosure?.close(true);
        } else if (drawer.expanded) {
          event.preventDefault();
          drawer.close(true);
        }
        return;
      }
      const tabOfButton = tabs.find((tab) => tab.button === target);
      if (event.key === 'ArrowDown' && tabOfButton?.disclosure?.expanded) {
        const first = [...tabOfButton.panel!.querySelectorAll<HTMLElement>('a[href]')].find(isShown);
        if (first) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      const top = topItems();
      let group = top;
      if (!top.includes(target)) {
        const panel = openTab?.panel;
        if (!panel?.contains(target)) return;
        group = [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter(isShown);
      }
      const next = focusMove(event.key, group.indexOf(target), group.length);
      if (next === undefined) return;
      event.preventDefault();
      group[next]!.focus();
    },
    on,
  );
  // Hover content is dismissible without moving the pointer (WCAG 1.4.13): Escape anywhere.
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && openedByHover && !event.defaultPrevented) closePanel();
    },
    on,
  );

  // --- desktop: focus or a press outside closes the panel ---------------------------------------
  host.addEventListener(
    'focusout',
    (event) => {
      const to = event.relatedTarget;
      if (view === 'desktop' && to instanceof Node && !host.contains(to)) closePanel();
    },
    on,
  );
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (view === 'desktop' && openTab && event.target instanceof Node && !host.contains(event.target)) closePanel();
    },
    on,
  );

  // --- close on scroll (site 9) ------------------------------------------------------------------
  win.addEventListener(
    'scroll',
    () => {
      const panel = openTab?.panel;
      if (!panel) return;
      const check = { panelBottom: panel.getBoundingClientRect().bottom, screenHeight: win.innerHeight, scrolled: win.scrollY - scrollAtOpen };
      if (closesOnScroll(check)) closePanel();
    },
    { signal: abort.signal, passive: true },
  );

  // --- sticky when the core header is (site 4.7, 7.8) ---------------------------------------------
  win.addEventListener(
    STICKY_EVENT,
    (event) => {
      const detail: unknown = (event as CustomEvent<unknown>).detail;
      const sticky = typeof detail === 'object' && detail !== null ? (detail as { sticky?: unknown }).sticky : undefined;
      if (typeof sticky !== 'boolean') {
        console.error(`<${TAG}> ${STICKY_EVENT} needs detail.sticky true or false; ignored: "${quoteable(stringify(detail))}"`);
        return;
      }
      if (sticky) host.setAttribute('data-sticky', 'true');
      else host.removeAttribute('data-sticky');
    },
    on,
  );

  // --- views: desktop, tablet, mobile (site 9) --------------------------------------------------
  const placeSponsor = () => {
    if (!sponsor || !sponsorHome) return;
    if (view === 'desktop') {
      if (sponsorHome.next?.parentNode === sponsorHome.parent) sponsorHome.parent?.insertBefore(sponsor, sponsorHome.next);
      else sponsorHome.parent?.appendChild(sponsor);
    } else if (sponsor.nextElementSibling !== list) {
      list.before(sponsor);
    }
  };
  const mobileQuery = win.matchMedia(MOBILE_QUERY);
  const tabletQuery = win.matchMedia(TABLET_QUERY);
  const updateView = () => {
    const next = menuView(mobileQuery.matches, tabletQuery.matches);
    if (next === view) return;
    const first = view === undefined;
    if (!first) {
      // A new layout starts closed, without the events of a visitor's close.
      silent = true;
      cancelHover();
      cancelOverlay();
      closePanel();
      drawer.close();
      silent = false;
    }
    view = next;
    host.setAttribute('data-view', view);
    placeSponsor();
  };
  updateView();
  mobileQuery.addEventListener('change', updateView, on);
  tabletQuery.addEventListener('change', updateView, on);

  // --- the active link (site 2.3) ----------------------------------------------------------------
  const active = activeLink({
    tabs: tabs.map((tab) => ({ href: tab.link.getAttribute('href') ?? '', subChannels: tab.subs.map((sub) => sub.link.getAttribute('href') ?? '') })),
    pageUrl: win.location.href,
    site: siteConfig(doc).site,
    locale,
    subsite: config.subsite,
  });
  const marked = markActive(tabs, active);
  if (active?.sub !== undefined && view === 'desktop') activateSub(tabs[active.tab]!, active.sub);

  return () => {
    abort.abort();
    cancelHover();
    cancelOverlay();
    drawer.destroy();
    for (const tab of tabs) {
      tab.disclosure?.destroy();
      tab.panel?.removeAttribute('hidden');
      for (const element of [tab.li, ...tab.subs.map((sub) => sub.li)]) for (const name of ITEM_STATE) element.removeAttribute(name);
    }
    for (const link of marked) link.removeAttribute('aria-current');
    for (const element of added) element.remove();
    for (const name of HOST_STATE) host.removeAttribute(name);
    toggle.removeAttribute('aria-controls');
    view = 'desktop';
    placeSponsor();
  };
}

/**
 * Applies the active link (site 2.3): `aria-current="page"` on the one active link and
 * `aria-current="true"` on its parent tab's link when it is a sub-channel; the sub-site rule marks
 * the tab's list item and gives its link `aria-current="true"` (the tab is where the page belongs,
 * not the page). The tab's list item gets `data-active-tab` with the rule's name. Links the CMS
 * marked otherwise are cleared. Returns the links it marked.
 */
function markActive(tabs: readonly Tab[], active: ActiveLink | undefined): HTMLAnchorElement[] {
  for (const tab of tabs) {
    tab.link.removeAttribute('aria-current');
    tab.li.removeAttribute('data-active-tab');
    for (const sub of tab.subs) sub.link.removeAttribute('aria-current');
  }
  if (!active) return [];
  const tab = tabs[active.tab]!;
  tab.li.setAttribute('data-active-tab', active.rule);
  if (active.sub !== undefined) {
    const sub = tab.subs[active.sub]!;
    sub.link.setAttribute('aria-current', 'page');
    tab.link.setAttribute('aria-current', 'true');
    return [sub.link, tab.link];
  }
  tab.link.setAttribute('aria-current', active.rule === 'sub-site' ? 'true' : 'page');
  return [tab.link];
}
