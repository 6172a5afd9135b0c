/**
 * An undo window for a call that removes something (site 4.10): the call waits until the window
 * ends, and Undo in the meantime means it is never made. If the page is left first (`pagehide`),
 * the call goes out at once with `keepalive`, so a removal the visitor did not undo is never
 * lost. Used by the saved-benefits page (stores/saved-offers.ts) and the local offers' saved list
 * (stores/local-offers.ts).
 */

/** Site 4.10: how long Undo is offered after a visitor removes something. */
export const UNDO_WINDOW_MS = 2400;

export interface UndoWindow<T> {
  /** Undo: the call is not made. False when it is too late (already sent). */
  cancel(): boolean;
  /** What the call resolved with once it has gone out (never settles when cancelled). */
  readonly done: Promise<T>;
}

/**
 * Makes `send` once: after `delayMs`, or at once with `keepalive: true` on the window's
 * `pagehide`; never after `cancel()`. `send` must not reject (its failure is a value).
 */
export function afterUndoWindow<T>(send: (keepalive: boolean) => Promise<T>, delayMs: number, win: Window): UndoWindow<T> {
  let sent = false;
  let cancelled = false;
  let resolve!: (value: T) => void;
  const done = new Promise<T>((settle) => (resolve = settle));
  const stop = () => {
    win.clearTimeout(timer);
    win.removeEventListener('pagehide', onLeave);
  };
  const go = (keepalive: boolean) => {
    if (sent || cancelled) return;
    sent = true;
    stop();
    void send(keepalive).then(resolve);
  };
  const onLeave = () => go(true);
  const timer = win.setTimeout(() => go(false), delayMs);
  win.addEventListener('pagehide', onLeave);
  return {
    cancel() {
      if (sent) return false;
      cancelled = true;
      stop();
      return true;
    },
    done,
  };
}
