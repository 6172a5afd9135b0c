/**
 * A decision a view takes once per page view, on a reading of the page that starts with it (the
 * walls: locked or open, on identity's first reading; site 2.7, 4.8).
 *
 * - `start()` begins the reading (idempotent: identity starts once per page) and returns a
 *   promise that settles when the reading is complete, however long that takes.
 * - `decide(false)` runs at the first render, right after `start()`, with what is known at once
 *   (the cookies): a sure answer is the decision, so the first render is already the final one.
 * - Otherwise (`undefined`), `decide(true)` runs once the reading is complete, and its answer is
 *   the decision. Meanwhile the element (`host`) stays `loading` (deferReady): it is `ready` in
 *   the commit that renders the decision, so `ready` still means the markup is there.
 * Later changes never decide again (a visitor who logs in comes back through a new page load).
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { deferReady } from '../element.ts';
import { useLatest } from '../react-view.tsx';

export function useDecidedOnce<T>(host: HTMLElement, start: () => Promise<unknown>, decide: (final: boolean) => T | undefined): T | undefined {
  const [first] = useState(() => {
    const complete = start();
    return { complete, decision: decide(false) };
  });
  const [late, setLate] = useState<T | undefined>(undefined);
  const latestDecide = useLatest(decide);
  const pending = first.decision === undefined;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    // Rendered at once, in the task that completes the reading: a plain update would wait for
    // React's scheduler task, behind the page's own (its paint, DOMContentLoaded, the loader), and
    // a gate's modal came 100-200 ms after the answer at 4x CPU (issue 33: no modal later than the
    // page's elements).
    const final = () => {
      if (live) flushSync(() => setLate(latestDecide.current(true)));
    };
    first.complete.then(final, final);
    return () => {
      live = false;
    };
  }, [first, pending, latestDecide]);

  const decision = first.decision ?? late;
  // Undecided at mount: `ready` waits (the returned function marks it, when this effect is undone).
  useLayoutEffect(() => (decision === undefined ? deferReady(host) : undefined), [decision, host]);
  return decision;
}
