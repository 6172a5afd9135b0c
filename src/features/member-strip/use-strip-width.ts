/**
 * The viewport width as the strip's rules ask about it (site 2.4, 4.5): only which side of the
 * two lines (1024 px, 768 px) it is on, read from two media queries and followed through their
 * `change` events. Reading innerWidth while rendering would force a layout of the whole page in
 * the middle of its first render; a media query's answer does not, and the strip re-renders only
 * when the viewport crosses a line, not on every resize. The two queries are made once per
 * window, for every strip of the page.
 */
import { useSyncExternalStore } from 'react';
import { PARTNER_LABEL_FULL_ABOVE, STRIP_ALWAYS_EXPANDED_ABOVE } from './member-strip.logic.ts';

interface WidthSource {
  subscribe(changed: () => void): () => void;
  width(): number;
}

const sources = new WeakMap<Window, WidthSource>();

function widthSource(win: Window): WidthSource {
  let source = sources.get(win);
  if (source) return source;
  const wide = win.matchMedia(`(min-width: ${STRIP_ALWAYS_EXPANDED_ABOVE + 1}px)`);
  const fullLabel = win.matchMedia(`(min-width: ${PARTNER_LABEL_FULL_ABOVE + 1}px)`);
  source = {
    subscribe(changed) {
      wide.addEventListener('change', changed);
      fullLabel.addEventListener('change', changed);
      return () => {
        wide.removeEventListener('change', changed);
        fullLabel.removeEventListener('change', changed);
      };
    },
    // A width on the same side of both lines as the viewport's (the rules compare with > only).
    width: () => (wide.matches ? STRIP_ALWAYS_EXPANDED_ABOVE + 1 : fullLabel.matches ? PARTNER_LABEL_FULL_ABOVE + 1 : PARTNER_LABEL_FULL_ABOVE),
  };
  sources.set(win, source);
  return source;
}

export function useStripWidth(win: Window): number {
  const source = widthSource(win);
  return useSyncExternalStore(source.subscribe, source.width, source.width);
}
