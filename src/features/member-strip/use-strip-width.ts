/**
 * The viewport width as the strip's rules ask about it (site 2.4, 4.5): only which side of the
 * two lines (1024 px, 768 px) it is on, from two media queries (`useMediaQuery`). Reading
 * innerWidth while rendering would force a layout of the whole page in the middle of its first
 * render; a media query's answer does not, and the strip re-renders only when the viewport
 * crosses a line, not on every resize.
 */
import { useMediaQuery } from '../../core/react-view.tsx';
import { PARTNER_LABEL_FULL_ABOVE, STRIP_ALWAYS_EXPANDED_ABOVE } from './member-strip.logic.ts';

export function useStripWidth(win: Window): number {
  const wide = useMediaQuery(`(min-width: ${STRIP_ALWAYS_EXPANDED_ABOVE + 1}px)`, win);
  const fullLabel = useMediaQuery(`(min-width: ${PARTNER_LABEL_FULL_ABOVE + 1}px)`, win);
  // A width on the same side of both lines as the viewport's (the rules compare with > only).
  return wide ? STRIP_ALWAYS_EXPANDED_ABOVE + 1 : fullLabel ? PARTNER_LABEL_FULL_ABOVE + 1 : PARTNER_LABEL_FULL_ABOVE;
}
