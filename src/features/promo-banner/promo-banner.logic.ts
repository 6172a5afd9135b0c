/**
 * The promo banner's rules (site 2.13, 4.7, 9). Pure: the view (PromoBanner.tsx) and its page glue (promo-banner.browser.ts) apply them.
 *
 * Site 4.7: "Promo banner: expanded -> closed (remembered) -> hidden."
 * - A visitor starts in `expanded`, or in `closed` when closing was remembered for this banner.
 * - Closing the expanded variation: `closed`, and that is remembered (local storage, per
 *   data-banner-id).
 * - Closing the closed variation: `hidden` for this page view; nothing more is remembered, so
 *   the next page shows the closed variation again.
 * - On mobile (767 px or less) the closed variation always shows (site 2.13): a visitor in
 *   `expanded` sees the closed one there, and closing it hides the banner without remembering
 *   anything (the expanded one was never closed).
 */

export const BANNER_STATES = ['expanded', 'closed', 'hidden'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
export type Variation = 'expanded' | 'closed';

/** Site 9: mobile is 767 px wide or less. */
export const MOBILE_MAX_WIDTH = 767;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The value stored when closing is remembered. */
export const REMEMBERED = 'closed';
/** The local-storage key of a banner. */
export const storageKey = (bannerId: string) => `promoBanner:${bannerId}`;

/** A banner id is usable when it has some non-space text. */
export function bannerId(value: string | null | undefined): string | undefined {
  const id = (value ?? '').trim();
  return id === '' ? undefined : id;
}

export const isMobileWidth = (width: number) => width <= MOBILE_MAX_WIDTH;

/** What storage holds, read: exactly 'closed' (spaces around allowed) is remembered; anything else (absent, garbage) is no state. */
export function readRemembered(raw: string | null | undefined): 'closed' | undefined {
  return typeof raw === 'string' && raw.trim() === REMEMBERED ? 'closed' : undefined;
}

/** The state a page view starts in. */
export const initialState = (remembered: 'closed' | undefined): BannerState => (remembered === 'closed' ? 'closed' : 'expanded');

/** Which variation shows, or none (hidden). */
export function shownVariation(state: BannerState, mobile: boolean): Variation | undefined {
  if (state === 'hidden') return undefined;
  return mobile ? 'closed' : state;
}

export interface Transition {
  next: BannerState;
  /** Whether 'closed' is written to storage now. */
  remember: boolean;
}

/** The visitor closes the variation that shows. */
export function close(state: BannerState, mobile: boolean): Transition {
  const shown = shownVariation(state, mobile);
  if (shown === 'expanded') return { next: 'closed', remember: true };
  return { next: 'hidden', remember: false };
}
