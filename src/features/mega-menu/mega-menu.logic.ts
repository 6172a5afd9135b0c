/**
 * The mega-menu's rules (site 2.3, 4.7, 9): which link is the active one, the hover delays, the
 * scroll-close thresholds, the breakpoints, which mouse-down navigates, where an arrow key
 * moves focus, and how the menu's state changes (`menuReducer`: one panel at a time, closing
 * re-activates the first sub-tab on desktop, a new layout starts closed). Pure: the view
 * (MegaMenu.tsx) and its page glue (mega-menu.browser.ts) read the page and apply the answers.
 *
 * Active link (site 2.3), in this order (the first rule that finds something wins, so exactly
 * one tab is active; docs/decisions.md "mega-menu (issue 13)"):
 * 1. a sub-channel link that matches the current URL (as a substring, as in rule 3, and at least
 *    as long as the longest matching tab): it is the active link, its tab the parent;
 * 2. a tab whose link is a full URL whose 'state' query parameter's pathname is the current path;
 * 3. the tab whose URL is the longest substring of the normalised current path (site 2.1);
 * 4. on a sub-site page, the first tab whose last URL segment equals a segment of the path (the
 *    list item is marked; no link is the current page).
 * "Substring" is taken segment-wise: the match must end where a path segment ends, so /health
 * does not match /healthy-living/. Both sides are normalised (site 2.1), so a tab written as an
 * author-side /content/{site}/{locale}/home/... URL matches the published path and the other
 * way round; a trailing '.html' of a link is not part of what it names.
 */
import type { Locale } from '../../core/locale.ts';
import { contentRoot, normaliseContentPath } from '../../core/paths.ts';

/** Site 9: the mega-menu's constants. */
export const MEGA_MENU = Object.freeze({
  /** Hover-open delay on desktop. */
  hoverOpenMs: 500,
  /** Hover-open delay when a panel is already active (open). */
  hoverOpenActiveMs: 100,
  /** Sub-channel overlay update after hover. */
  overlayMs: 50,
  /** Mega-menu mobile: max-width 1024 px (tablet and phone). */
  mobileMaxWidth: 1024,
  /** Tablet: min-width 768 px (within the mobile range). */
  tabletMinWidth: 768,
  /** Scroll close, first rule: the panel's bottom above screen height minus 140, scrolled more than 100 px. */
  scrollCloseNear: Object.freeze({ marginPx: 140, scrolledPx: 100 }),
  /** Scroll close, second rule: the panel's bottom above screen height, scrolled more than 150 px. */
  scrollCloseFar: Object.freeze({ marginPx: 0, scrolledPx: 150 }),
});

/** The media queries of the two breakpoints (site 9). */
export const MOBILE_QUERY = `(max-width: ${MEGA_MENU.mobileMaxWidth}px)`;
export const TABLET_QUERY = `(min-width: ${MEGA_MENU.tabletMinWidth}px)`;

export type MenuView = 'mobile' | 'tablet' | 'desktop';

/** The view from the two media queries: above 1024 px desktop; 768-1024 tablet; below 768 mobile. */
export function menuView(mobileMatches: boolean, tabletMatches: boolean): MenuView {
  if (!mobileMatches) return 'desktop';
  return tabletMatches ? 'tablet' : 'mobile';
}

/** The view at a whole viewport width in CSS pixels (what the media queries give there). */
export function viewForWidth(width: number): MenuView {
  return menuView(width <= MEGA_MENU.mobileMaxWidth, width >= MEGA_MENU.tabletMinWidth);
}

/** Site 9: how long a hovered tab waits before its panel opens. */
export function hoverOpenDelay(panelActive: boolean): number {
  return panelActive ? MEGA_MENU.hoverOpenActiveMs : MEGA_MENU.hoverOpenMs;
}

export interface ScrollCheck {
  /** The open panel's bottom edge, in viewport pixels (getBoundingClientRect().bottom). */
  panelBottom: number;
  /** The screen (viewport) height. */
  screenHeight: number;
  /** How far the page has scrolled since the panel opened, either way, in pixels. */
  scrolled: number;
}

/**
 * Site 9: the panel closes on scroll when its bottom is above screen height minus 140 and the
 * scroll exceeds 100 px, or its bottom is above screen height and the scroll exceeds 150 px.
 * "Above" and "exceeds" are strict. A panel taller than the screen stays open while scrolling,
 * so it can be read to its end.
 */
export function closesOnScroll({ panelBottom, screenHeight, scrolled }: ScrollCheck): boolean {
  const distance = Math.abs(scrolled);
  if (![panelBottom, screenHeight, distance].every(Number.isFinite)) return false;
  return [MEGA_MENU.scrollCloseNear, MEGA_MENU.scrollCloseFar].some(
    ({ marginPx, scrolledPx }) => panelBottom < screenHeight - marginPx && distance > scrolledPx,
  );
}

export interface PressLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Site 2.3: a tab navigates on mouse-down, but not on a right-click (or a middle click, which
 * opens a new tab), not with a modifier key (Ctrl or Cmd open a new tab, Shift a new window,
 * Alt downloads), and not when the link itself opens elsewhere (a target other than _self) or
 * is a download: those are left to the browser's own click.
 */
export function navigatesOnMouseDown(press: PressLike, link: { target?: string; download?: boolean } = {}): boolean {
  if (press.button !== 0 || press.ctrlKey || press.metaKey || press.shiftKey || press.altKey) return false;
  if (link.download) return false;
  const target = (link.target ?? '').trim().toLowerCase();
  return target === '' || target === '_self';
}

/**
 * Where an arrow, Home or End key moves focus in a list of `count` items (the APG disclosure
 * navigation pattern): next / previous without wrapping, first, last. Undefined: the key is not
 * one of these, or focus stays where it is.
 */
export function focusMove(key: string, index: number, count: number): number | undefined {
  if (count <= 0 || index < 0 || index >= count) return undefined;
  let next: number;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      next = Math.min(index + 1, count - 1);
      break;
    case 'ArrowUp':
    case 'ArrowLeft':
      next = Math.max(index - 1, 0);
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    default:
      return undefined;
  }
  return next === index ? undefined : next;
}

// ---------------------------------------------------------------------------------------------
// The menu's state (site 2.3, 9)
// ---------------------------------------------------------------------------------------------

export interface MenuState {
  view: MenuView;
  /** The menu (1024 px and below) is open. */
  menuOpen: boolean;
  /** The open panel (one at a time): its tab's index, and whether a hover opened it. */
  panel?: { tab: number; byHover: boolean };
  /** Each tab's active sub-tab (the index of its sub-channel whose overlay shows on desktop). */
  subActive: readonly number[];
}

export type MenuAction =
  /** The layout changed (a rotated tablet, a resized window). */
  | { type: 'view'; view: MenuView }
  /** The visitor opened or closed the menu. */
  | { type: 'menu'; open: boolean }
  | { type: 'open-panel'; tab: number; byHover?: boolean }
  /** Closes the open panel; with `tab`, only when that tab's panel is the open one. */
  | { type: 'close-panel'; tab?: number }
  /** A click on the button of a panel a hover opened: the visitor meant it, it stays open. */
  | { type: 'keep-panel' }
  /** A sub-channel hovered (after the overlay delay) or focused. */
  | { type: 'sub'; tab: number; index: number };

/**
 * The state on load: closed; each tab's first sub-tab active, except that on desktop a
 * sub-channel matching the page (the active link's rule 1) is the active sub-tab of its panel.
 */
export function initialMenuState(view: MenuView, tabCount: number, active?: ActiveLink): MenuState {
  const subActive = Array.from({ length: tabCount }, (_, tab) => (view === 'desktop' && active?.sub !== undefined && active.tab === tab ? active.sub : 0));
  return { view, menuOpen: false, subActive };
}

const withSub = (subActive: readonly number[], tab: number, index: number) =>
  subActive[tab] === index ? subActive : subActive.map((current, i) => (i === tab ? index : current));

/** Site 2.3: closing a panel on desktop makes its first sub-tab active again. */
function closePanel(state: MenuState): MenuState {
  if (!state.panel) return state;
  const subActive = state.view === 'desktop' ? withSub(state.subActive, state.panel.tab, 0) : state.subActive;
  return { ...state, panel: undefined, subActive };
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'view':
      // A new layout starts closed.
      return action.view === state.view ? state : { ...closePanel(state), menuOpen: false, view: action.view };
    case 'menu':
      // Closing the menu closes the panel open in it.
      if (action.open === state.menuOpen) return state;
      return action.open ? { ...state, menuOpen: true } : { ...closePanel(state), menuOpen: false };
    case 'open-panel':
      if (state.panel?.tab === action.tab) return state;
      return { ...closePanel(state), panel: { tab: action.tab, byHover: action.byHover === true } };
    case 'close-panel':
      return action.tab === undefined || state.panel?.tab === action.tab ? closePanel(state) : state;
    case 'keep-panel':
      return state.panel?.byHover ? { ...state, panel: { ...state.panel, byHover: false } } : state;
    case 'sub':
      return { ...state, subActive: withSub(state.subActive, action.tab, action.index) };
  }
}

// ---------------------------------------------------------------------------------------------
// Active tab (site 2.3)
// ---------------------------------------------------------------------------------------------

export interface MenuTab {
  /** The tab link's href as the CMS wrote it. */
  href: string;
  /** The hrefs of the sub-channel links in its panel, in order. */
  subChannels: readonly string[];
}

export interface ActiveInput {
  tabs: readonly MenuTab[];
  /** The page's full URL. */
  pageUrl: string;
  /** {site} of the content root (site-config `site`). */
  site: string;
  locale: Locale;
  /** The page belongs to a sub-site (rule 4). */
  subsite: boolean;
}

export type ActiveRule = 'sub-channel' | 'state' | 'longest-substring' | 'sub-site';

export interface ActiveLink {
  /** Index of the active tab. */
  tab: number;
  /** Index of the active sub-channel in that tab's panel, when a sub-channel matched. */
  sub?: number;
  rule: ActiveRule;
}

const FULL_URL = /^[a-z][a-z\d+.-]*:\/\//i;

function parse(href: string, base: URL): URL | undefined {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A path without a trailing '.html' (the CMS's page extension is not part of what a link names). */
const withoutHtml = (path: string) => path.replace(/\.html$/i, '');

/**
 * The normalised path a link on this page names, for the substring rules: links to this site
 * only (a root-relative or relative path, or a full URL of the page's own origin); none for an
 * empty or fragment-only href, a query-only href, another origin or a non-web scheme.
 */
export function linkContentPath(href: string, page: URL, site: string, locale: Locale): string | undefined {
  const raw = typeof href === 'string' ? href.trim() : '';
  if (!raw || raw.startsWith('#') || raw.startsWith('?')) return undefined;
  const url = parse(raw, page);
  if (!url || url.origin !== page.origin) return undefined;
  return withoutHtml(normaliseContentPath(decodePath(url.pathname), site, locale));
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The normalised forms of the current path (site 2.1). On a Spanish page also the form without
 * the leading /espanol, so an author-side tab (/content/{site}/es/home/salud.html) matches the
 * published page /espanol/salud/... .
 */
export function pageContentPaths(page: URL, site: string, locale: Locale): string[] {
  const path = decodePath(page.pathname);
  const forms = [normaliseContentPath(path, site, locale)];
  const spanish = /^\/espanol(?=\/|\.|$)/i.exec(path);
  if (spanish && !path.startsWith(contentRoot(site))) {
    forms.push(`${contentRoot(site)}/${locale}/home${path.slice(spanish[0].length) || '/'}`);
  }
  return forms;
}

/**
 * Length of `linkPath` as a segment-wise substring of one of `pagePaths` (0: no match). The
 * match must end at the end of a segment: the link ends with '/', or the page path goes on with
 * '/', '.' or ends there.
 */
export function substringMatch(linkPath: string, pagePaths: readonly string[]): number {
  if (!linkPath) return 0;
  for (const pagePath of pagePaths) {
    let from = pagePath.indexOf(linkPath);
    while (from !== -1) {
      const after = pagePath[from + linkPath.length];
      if (linkPath.endsWith('/') || after === undefined || after === '/' || after === '.') return linkPath.length;
      from = pagePath.indexOf(linkPath, from + 1);
    }
  }
  return 0;
}

/** A path compared for equality: normalised, without '.html' and trailing slashes. */
const comparable = (path: string) => withoutHtml(path).replace(/\/+$/, '') || '/';

/**
 * Rule 2: a full-URL tab whose 'state' query parameter is a URL (or path) whose pathname, once
 * normalised, is the current path's.
 */
export function stateMatches(href: string, page: URL, site: string, locale: Locale): boolean {
  const raw = typeof href === 'string' ? href.trim() : '';
  if (!FULL_URL.test(raw)) return false;
  const url = parse(raw, page);
  const state = url?.searchParams.get('state');
  if (!state) return false;
  const target = parse(state, page);
  if (!target) return false;
  const wanted = comparable(normaliseContentPath(decodePath(target.pathname), site, locale));
  return pageContentPaths(page, site, locale).some((path) => comparable(path) === wanted);
}

/** Path segments without a leading language segment and without '.html'. */
function segments(path: string): string[] {
  const parts = decodePath(path)
    .split('/')
    .filter(Boolean)
    .map((part) => withoutHtml(part).toLowerCase());
  if (parts[0] === 'espanol') parts.shift();
  return parts;
}

/** Rule 4: the tab link's last URL segment, when it is one of the page path's segments. */
export function lastSegmentMatches(href: string, page: URL): boolean {
  const raw = typeof href === 'string' ? href.trim() : '';
  if (!raw || raw.startsWith('#') || raw.startsWith('?')) return false;
  const url = parse(raw, page);
  if (!url) return false;
  const last = segments(url.pathname).at(-1);
  return last !== undefined && segments(page.pathname).includes(last);
}

/** Site 2.3: the one active link of the menu, or none. */
export function activeLink({ tabs, pageUrl, site, locale, subsite }: ActiveInput): ActiveLink | undefined {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return undefined;
  }
  const pagePaths = pageContentPaths(page, site, locale);
  const length = (href: string) => {
    const path = linkContentPath(href, page, site, locale);
    return path === undefined ? 0 : substringMatch(path, pagePaths);
  };

  // 1 and 3 compare lengths: the longest matching link is the most specific one. The first one
  // wins a tie, and a sub-channel wins a tie with a tab.
  let sub: ActiveLink | undefined;
  let subLength = 0;
  for (const [tabIndex, tab] of tabs.entries()) {
    for (const [index, href] of tab.subChannels.entries()) {
      const found = length(href);
      if (found > subLength) [sub, subLength] = [{ tab: tabIndex, sub: index, rule: 'sub-channel' }, found];
    }
  }
  let byLength: ActiveLink | undefined;
  let tabLength = 0;
  for (const [tabIndex, tab] of tabs.entries()) {
    const found = length(tab.href);
    if (found > tabLength) [byLength, tabLength] = [{ tab: tabIndex, rule: 'longest-substring' }, found];
  }

  // 1. A sub-channel that matches, unless a tab matches more of the path.
  if (sub && subLength >= tabLength) return sub;

  // 2. A full-URL tab by its 'state' parameter.
  const byState = tabs.findIndex((tab) => stateMatches(tab.href, page, site, locale));
  if (byState !== -1) return { tab: byState, rule: 'state' };

  // 3. The longest substring.
  if (byLength) return byLength;

  // 4. Sub-site pages: the last URL segment.
  if (subsite) {
    const bySegment = tabs.findIndex((tab) => lastSegmentMatches(tab.href, page));
    if (bySegment !== -1) return { tab: bySegment, rule: 'sub-site' };
  }
  return undefined;
}
