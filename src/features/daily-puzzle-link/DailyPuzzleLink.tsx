/**
 * `<daily-puzzle-link>` (brain-health 2.4, 9; CONTRACT 4c) over the CMS's link
 * `<a href="/daily-puzzles/">Today's puzzle</a>`: the link's path gets today's US-Eastern date at
 * the fixed UTC-5 as its last segment (`/daily-puzzles/11-27-2026`, domain/daily-puzzle.ts), set
 * before the element is ready, and again when the date changes while the page is open (a timer
 * for the next change, on the shared clock: time travel honoured). Without JavaScript the CMS's
 * link goes to the puzzles' page. The link's text and everything else stay the CMS's; taken off
 * the page (the CMS editor moves it), the link gets its CMS address back.
 *
 * On the host: `data-puzzle-date` (MM-DD-YYYY), or `data-puzzle-state="no-link"` when the CMS put
 * no link inside (a console warning).
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { now } from '../../core/clock.ts';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { dailyPuzzleDate, dailyPuzzleHref } from '../../domain/daily-puzzle.ts';
import { msUntilNextPuzzleDate } from './daily-puzzle-link.logic.ts';
import type { DailyPuzzleLinkConfig } from './daily-puzzle-link.schema.ts';

export function DailyPuzzleLink({ host }: ViewProps<DailyPuzzleLinkConfig>) {
  const [link] = useState(() => host.querySelector<HTMLAnchorElement>('a[href]'));
  const [cmsHref] = useState(() => link?.getAttribute('href') ?? '');
  const [at, setAt] = useState(() => now(host.ownerDocument.cookie));

  useLayoutEffect(() => {
    if (!link) return;
    link.setAttribute('href', dailyPuzzleHref(cmsHref, at));
  }, [link, cmsHref, at]);
  useLayoutEffect(() => () => link?.setAttribute('href', cmsHref), [link, cmsHref]);

  useEffect(() => {
    if (!link) {
      console.warn('<daily-puzzle-link> has no link inside: nothing to date.');
      return;
    }
    const timer = setTimeout(() => setAt(now(host.ownerDocument.cookie)), msUntilNextPuzzleDate(at));
    return () => clearTimeout(timer);
  }, [link, at, host]);

  useHostAttributes(host, link ? { 'data-puzzle-date': dailyPuzzleDate(at) } : { 'data-puzzle-state': 'no-link' });
  return null;
}
