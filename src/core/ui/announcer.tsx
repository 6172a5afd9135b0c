/**
 * Live announcements for screen readers, as React: a view renders `<LiveRegion>` in its own
 * markup and says things with `useAnnouncer().announce(text)`; the text is read out without
 * moving focus. Screen readers speak only what is *added* to a region, so:
 *
 * - `replace` (the default, for status messages: "3 results", "Saved"): the region is emptied at
 *   once and the message set one pause (`delayMs`) later, so the same message twice in a row is
 *   still a change and is read again. Messages given within that pause are set together, each in
 *   its own paragraph, in order.
 *   With `settle` (GOV.UK accessible-autocomplete's rule, for a status that changes as the
 *   visitor types: "Loading...", "8 results"): each message restarts the pause and only the last
 *   one is set, so a screen reader is never cut off mid-sentence by the next message.
 * - `append` (for a stream of finished pieces, such as the Ask page's answer blocks): each
 *   message is added at once as its own paragraph and stays until `clear()`.
 *
 * Every message is a new paragraph (a new React key), so repeated text is always an addition.
 * The page-wide region for code with no view of its own stays framework-free
 * (core/dom/announcer.ts `announce`).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { ANNOUNCE_DELAY_MS, type AnnouncerOptions, type Politeness } from '../dom/announcer.ts';

export { ANNOUNCE_DELAY_MS, SETTLE_DELAY_MS, type Politeness } from '../dom/announcer.ts';

interface Message {
  key: number;
  text: string;
}

export interface UseAnnouncer {
  /** Says `message` (blank messages are ignored). */
  announce(message: string): void;
  /** Empties the region and drops any message still waiting. */
  clear(): void;
  /** What the region holds now: for `<LiveRegion>`. */
  readonly messages: readonly Message[];
}

let keys = 0;

/** An empty region stays the same state (no render for emptying what is already empty). */
const NONE: readonly Message[] = [];
const empty = (shown: readonly Message[]) => (shown.length ? NONE : shown);

export function useAnnouncer(options: AnnouncerOptions = {}): UseAnnouncer {
  const { mode = 'replace', delayMs = ANNOUNCE_DELAY_MS, settle = false } = options;
  const [messages, setMessages] = useState<readonly Message[]>(NONE);
  const waiting = useRef<Message[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopTimer, []);

  const announce = useCallback(
    (message: string) => {
      if (typeof message !== 'string' || !message.trim()) return;
      const entry = { key: (keys += 1), text: message };
      if (mode === 'append') {
        setMessages((shown) => [...shown, entry]);
        return;
      }
      const flush = () => {
        timer.current = undefined;
        const set = waiting.current;
        waiting.current = [];
        setMessages(set);
      };
      if (settle) {
        stopTimer();
        setMessages(empty);
        waiting.current = [entry];
        timer.current = setTimeout(flush, delayMs);
        return;
      }
      if (timer.current === undefined) {
        setMessages(empty);
        timer.current = setTimeout(flush, delayMs);
      }
      waiting.current.push(entry);
    },
    [mode, delayMs, settle],
  );

  const clear = useCallback(() => {
    stopTimer();
    waiting.current = [];
    setMessages(empty);
  }, []);

  return useMemo(() => ({ announce, clear, messages }), [announce, clear, messages]);
}

/**
 * Kept out of the layout with inline style properties (React sets them through the CSSOM, which a
 * strict CSP allows), so a region needs no stylesheet, inside a shadow root or out.
 */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export interface LiveRegionProps {
  announcer: UseAnnouncer;
  politeness?: Politeness;
  /** Shown on screen (a visible status line) instead of visually hidden. */
  visible?: boolean;
  className?: string;
  id?: string;
  /** `status` for a view's own status line (the search box's), read as a status by screen readers. */
  role?: 'status' | 'log';
}

/** The region an announcer fills. Keep it rendered for as long as the view lives. */
export function LiveRegion({ announcer, politeness = 'polite', visible = false, className, id, role }: LiveRegionProps) {
  return (
    <div id={id} role={role} className={className} aria-live={politeness} data-live-region={politeness} style={visible ? undefined : VISUALLY_HIDDEN}>
      {announcer.messages.map((message) => (
        <p key={message.key}>{message.text}</p>
      ))}
    </div>
  );
}
