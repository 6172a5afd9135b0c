/**
 * The sticky leaderboard ad's rules (site 2.13, 9). Pure: sticky-ad.dom.ts applies them.
 *
 * - Site 9: the ad is sticky from a scroll depth of 360 px: at 360 px and more, not at 359.
 * - It sticks only while it is at most a quarter of the window's height (our rule, for WCAG
 *   1.4.10 reflow: at 400 % zoom or on a phone held sideways a fixed ad would cover most of the
 *   screen; it then stays in the page's flow).
 */
export const STICKY_FROM_SCROLL = 360;
export const MAX_SHARE_OF_VIEWPORT = 0.25;

/** Site 9: sticky from 360 px of scroll. */
export const pastThreshold = (scrollY: number) => Number.isFinite(scrollY) && scrollY >= STICKY_FROM_SCROLL;

/** Whether an ad of this height may be fixed over a window of this height. */
export const fitsToStick = (adHeight: number, viewportHeight: number) => adHeight > 0 && adHeight <= viewportHeight * MAX_SHARE_OF_VIEWPORT;

/** Whether the ad is sticky now. */
export const isSticky = (scrollY: number, adHeight: number, viewportHeight: number) => pastThreshold(scrollY) && fitsToStick(adHeight, viewportHeight);
