/**
 * The response area's scrolling (ask-and-rewards 2.1, 9.1): while the visitor is at the bottom
 * (within 20 px) it stays pinned there as answers grow; once the visitor scrolls up (checked
 * 100 ms after scrolling) it stays put and the view shows the scroll-down arrow, which pins it
 * again.
 *
 * - Our own scrolling is not the visitor's: its scroll event is skipped, or content arriving
 *   between the scroll and the check would read as 'scrolled up'.
 * - Text arrives many times a frame while an answer streams: the pin is applied once per frame,
 *   since reading scrollHeight lays the whole area out again (bench: a 10,000-character answer
 *   spent seconds in that layout when it ran per chunk).
 * - What React adds after a render (a finished answer's toolbar, sources, an error) and each new
 *   answer stay in view too while pinned.
 */
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { SCROLL_CHECK_MS, isAtBottom } from './ask.logic.ts';

export interface PinnedScroll {
  /** The ref of the scrolling element. */
  attach: RefCallback<HTMLElement>;
  /** Pinned to the bottom (no arrow). */
  atBottom: boolean;
  onScroll(): void;
  /** The content grew: keep the end in view, once per frame, while pinned. */
  onChange(): void;
  /** Pin again and go to the end (the arrow, a new question). */
  follow(): void;
  /** Pin again without scrolling (a new chat: nothing left to scroll). */
  reset(): void;
}

/** `answerCount`: a new answer starts at the bottom. */
export function usePinnedScroll(answerCount: number): PinnedScroll {
  const ref = useRef<HTMLElement | null>(null);
  const attach = useCallback((element: HTMLElement | null) => {
    ref.current = element;
  }, []);
  const [atBottom, setAtBottom] = useState(true);
  const pinned = useRef(true);
  const ownScroll = useRef(false);
  const frame = useRef(0);
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const scrollToEnd = useCallback(() => {
    const box = ref.current;
    if (!box || box.scrollTop >= box.scrollHeight - box.clientHeight) return;
    ownScroll.current = true;
    box.scrollTop = box.scrollHeight;
  }, []);

  const onChange = useCallback(() => {
    if (!pinned.current || frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (pinned.current) scrollToEnd();
    });
  }, [scrollToEnd]);

  const onScroll = useCallback(() => {
    if (ownScroll.current) {
      ownScroll.current = false;
      return;
    }
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => {
      const box = ref.current;
      if (!box) return;
      const bottom = isAtBottom(box);
      pinned.current = bottom;
      setAtBottom(bottom);
    }, SCROLL_CHECK_MS);
  }, []);

  const reset = useCallback(() => {
    pinned.current = true;
    setAtBottom(true);
  }, []);

  const follow = useCallback(() => {
    reset();
    requestAnimationFrame(scrollToEnd);
  }, [reset, scrollToEnd]);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      clearTimeout(checkTimer.current);
    },
    [],
  );
  // After every render of the page: what React added stays in view while pinned.
  useEffect(() => onChange());
  useEffect(() => {
    if (pinned.current) scrollToEnd();
  }, [answerCount, scrollToEnd]);

  return { attach, atBottom, onScroll, onChange, follow, reset };
}
