/**
 * The research-article right rail (site 2.13, 9): where the download button and the supporting
 * material sit at each window width, when the rail is sticky, and how far down it may stick
 * before a full-width ad block stops it. Pure: research-rail.dom.ts applies the answers.
 */

/** Site 2.13, 9: below 1179 px the download button and supporting material move to the tablet placeholders. */
export const RAIL_TABLET_BELOW = 1179;
/** Site 2.13, 9: from 1180 px the rail is sticky (and the moved parts are back in the rail). */
export const RAIL_DESKTOP_FROM = 1180;
/** Site 2.13, 9: the sticky rail sits this far below the header. */
export const RAIL_HEADER_GAP = 40;
/** The room the rail keeps above a full-width ad block that stops it. */
export const RAIL_AD_GAP = 24;
/** How full-width ad blocks are marked in the CMS's markup. */
export const FULL_WIDTH_AD_SELECTOR = '[data-full-width-ad]';

export type RailPlacement = 'rail' | 'tablet';

/**
 * Where the movable parts go at `width` (site 2.13): below 1179 px into the tablet placeholders;
 * from 1180 px back in the rail; at exactly 1179 px they stay where they are (the spec's two
 * numbers leave that one pixel to neither rule), so a window resized across it never flips.
 */
export function railPlacement(width: number, current: RailPlacement): RailPlacement {
  if (width < RAIL_TABLET_BELOW) return 'tablet';
  if (width >= RAIL_DESKTOP_FROM) return 'rail';
  return current;
}

/** Site 2.13: the rail is sticky at 1180 px and wider. */
export function isRailSticky(width: number): boolean {
  return width >= RAIL_DESKTOP_FROM;
}

/** The sticky offset (site 2.13, 9): the header's height + 40 px. */
export function stickyOffset(headerHeight: number): number {
  return (Number.isFinite(headerHeight) && headerHeight > 0 ? headerHeight : 0) + RAIL_HEADER_GAP;
}

/**
 * Whether the rail may stick: it must fit in the window below its offset, or its end could never
 * be reached while it sticks (zoomed text, a short window). A rail that does not fit scrolls with
 * the page.
 */
export function railFits(railHeight: number, viewportHeight: number, offset: number): boolean {
  return railHeight + offset <= viewportHeight;
}

/**
 * The sticky `top` (px from the top of the window) that keeps the rail clear of the full-width ad
 * blocks after it: the offset, or less once an ad block's top (its distance from the top of the
 * window) comes within the rail's height + 24 px of it. The rail then scrolls up with the ad
 * block, stopping there.
 */
export function stickyTop(offset: number, railHeight: number, adTops: readonly number[]): number {
  let top = offset;
  for (const adTop of adTops) top = Math.min(top, adTop - RAIL_AD_GAP - railHeight);
  return top;
}
