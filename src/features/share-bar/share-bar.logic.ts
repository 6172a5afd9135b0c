/**
 * The social-share bar (site 2.13, 9): the canonical URL in share links, the popup's place and
 * size, and when the bar is sticky. Pure: ShareBar.tsx and share-bar.browser.ts apply the answers.
 */

/** Site 2.13: the placeholder in share links. */
export const FULL_URL_TOKEN = '*fullURL*';
/** The same placeholder as a CMS may have percent-encoded it in an href. */
const TOKEN_PATTERN = /\*fullURL\*|%2afullURL%2a/gi;

/** Site 2.13, 9: the popup is centred for a window of this size. */
export const POPUP_WIDTH = 700;
export const POPUP_HEIGHT = 300;

/** Site 2.13, 9: sticky at 1025 px and up; in portrait from 1024 px. */
export const SHARE_STICKY_FROM = 1025;
export const SHARE_STICKY_PORTRAIT_FROM = 1024;
/** The media query of the same rule, for matchMedia and share-bar.css. */
export const SHARE_STICKY_QUERY = `(min-width: ${SHARE_STICKY_FROM}px), (min-width: ${SHARE_STICKY_PORTRAIT_FROM}px) and (orientation: portrait)`;

/** Whether the bar is sticky in a window `width` x `height` (portrait: height at least width, as CSS orientation reads it). */
export function isShareBarSticky(width: number, height: number): boolean {
  if (width >= SHARE_STICKY_FROM) return true;
  return width >= SHARE_STICKY_PORTRAIT_FROM && height >= width;
}

/**
 * The URL a share names (site 2.13): the canonical link's URL when it is an http(s) URL, else
 * the page's own, without its fragment.
 */
export function shareUrl(canonical: string | undefined, pageUrl: string): string {
  const chosen = canonical ?? pageUrl;
  const hashAt = chosen.indexOf('#');
  return hashAt < 0 ? chosen : chosen.slice(0, hashAt);
}

/** Whether an href carries the placeholder (as written or percent-encoded). */
export function hasFullUrlToken(href: string): boolean {
  TOKEN_PATTERN.lastIndex = 0;
  return TOKEN_PATTERN.test(href);
}

/** The href with every '*fullURL*' replaced by the URL, encoded as a query value. */
export function fillShareHref(href: string, url: string): string {
  return href.replace(TOKEN_PATTERN, () => encodeURIComponent(url));
}

/** The screen a popup is centred on (window.screen's available area). */
export interface ScreenArea {
  availLeft?: number;
  availTop?: number;
  availWidth: number;
  availHeight: number;
}

export interface PopupGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
}

const finite = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Site 2.13: a 700x300 window centred on the screen the browser is on (its available area, so
 * a taskbar or a second monitor is allowed for); never placed off the screen's top or left edge
 * when the screen is smaller than the window.
 */
export function popupGeometry(screen: ScreenArea): PopupGeometry {
  const left = finite(screen.availLeft);
  const top = finite(screen.availTop);
  return {
    left: Math.round(left + Math.max(0, (finite(screen.availWidth) - POPUP_WIDTH) / 2)),
    top: Math.round(top + Math.max(0, (finite(screen.availHeight) - POPUP_HEIGHT) / 2)),
    width: POPUP_WIDTH,
    height: POPUP_HEIGHT,
  };
}

/** window.open's features for the geometry: a popup window, resizable, with scroll bars. */
export function popupFeatures(geometry: PopupGeometry): string {
  return `popup=yes,width=${geometry.width},height=${geometry.height},left=${geometry.left},top=${geometry.top},resizable=yes,scrollbars=yes`;
}
