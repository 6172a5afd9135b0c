/**
 * An answer typed out character by character (ask-and-rewards 2.1 'typed out character by
 * character', 4.1 'Stream end', 4.2, 9.1 typing delay), as a small store a React view reads
 * (`useSyncExternalStore(writer.subscribe, writer.snapshot)`). No DOM and no React: the ordered
 * chunk text goes in (`write`, `end`, `stop`), and the snapshot says what is shown: the finished
 * blocks (each a new entry, never changed once there) and the block still being typed.
 *
 * - Typing: one code point per tick (9.1: 15 ms by default); with reduced motion each written
 *   piece shows at once. The text is parsed as it is shown (answer-text.logic.ts), so a finished
 *   block is finished once and never parsed again.
 * - `end` waits for the queued typing, then flushes the last block and marks the snapshot idle
 *   (4.1: the answer is complete only once all queued typing has finished).
 * - `stop` (4.1 cancel) stops at once and keeps what is shown; the snapshot is then `stopped`.
 */
import { createBlockParser, createTextNormaliser, type Block } from './answer-text.logic.ts';
import { TYPING_DELAY_MS } from './ask.logic.ts';

/** What an answer shows now. A new object whenever anything shown changes. */
export interface AnswerTextSnapshot {
  /** The finished blocks, in order; an entry is never replaced or changed once there. */
  readonly blocks: readonly Block[];
  /** The block being typed, as far as it is known; undefined when none. */
  readonly pending: Block | undefined;
  /** The stream ended and everything queued has been typed (4.1). */
  readonly idle: boolean;
  /** Cancelled (4.1): typing stopped where it was. */
  readonly stopped: boolean;
}

export interface AnswerWriterOptions {
  /** Delay per typed character (9.1); default 15 ms. */
  tickMs?: number;
  /** Show each written piece at once instead of typing it out per character. */
  reducedMotion?: boolean;
  /** Runs `fn` after `ms`; returns a cancel function. Default: setTimeout. */
  schedule?: (fn: () => void, ms: number) => () => void;
}

export interface AnswerWriter {
  /** Appends newly arrived text (already in sequence order, 4.2); ignored after end() or stop(). */
  write(text: string): void;
  /** Stream end (4.1): once all queued typing has finished, flushes the last block and turns idle. */
  end(): void;
  /** Cancel (4.1): stops typing at once and keeps what is shown; never turns idle. */
  stop(): void;
  /** True while characters are queued for typing. */
  isTyping(): boolean;
  /** What is shown now (the same object until something changes). */
  snapshot(): AnswerTextSnapshot;
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const defaultSchedule = (fn: () => void, ms: number): (() => void) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

export const EMPTY_ANSWER_TEXT: AnswerTextSnapshot = Object.freeze({ blocks: Object.freeze([]), pending: undefined, idle: false, stopped: false });

export function createAnswerWriter(options: AnswerWriterOptions = {}): AnswerWriter {
  const { tickMs = TYPING_DELAY_MS, reducedMotion = false, schedule = defaultSchedule } = options;
  const normaliser = createTextNormaliser();
  const parser = createBlockParser();
  const listeners = new Set<() => void>();
  let current: AnswerTextSnapshot = EMPTY_ANSWER_TEXT;
  let queue: string[] = [];
  let head = 0;
  let cancelTick: (() => void) | undefined;
  let phase: 'open' | 'ending' | 'done' = 'open';

  function publish(next: Partial<AnswerTextSnapshot>): void {
    current = { ...current, ...next };
    for (const listener of [...listeners]) listener();
  }

  /** Appends the finished blocks and shows the block still being typed. */
  function show(finished: Block[]): void {
    const pending = parser.pending();
    if (!finished.length && pending === current.pending) return;
    publish({ blocks: finished.length ? [...current.blocks, ...finished] : current.blocks, pending });
  }

  function complete(): void {
    phase = 'done';
    const finished = parser.finish();
    publish({ blocks: finished.length ? [...current.blocks, ...finished] : current.blocks, pending: undefined, idle: true });
  }

  function tick(): void {
    cancelTick = undefined;
    const char = queue[head++];
    if (char !== undefined) show(parser.push(char));
    if (head < queue.length) {
      cancelTick = schedule(tick, tickMs);
    } else {
      queue = [];
      head = 0;
      if (phase === 'ending') complete();
    }
  }

  /** Shows `text` at once (reduced motion) or queues it for typing, one code point per tick. */
  function take(text: string): void {
    if (reducedMotion) {
      if (text) show(parser.push(text));
      return;
    }
    for (const char of text) queue.push(char);
    if (!cancelTick && head < queue.length) cancelTick = schedule(tick, tickMs);
  }

  return {
    write(text) {
      if (phase === 'open') take(normaliser.push(text));
    },
    end() {
      if (phase !== 'open') return;
      phase = 'ending';
      take(normaliser.flush());
      if (!cancelTick) complete();
    },
    stop() {
      cancelTick?.();
      cancelTick = undefined;
      queue = [];
      head = 0;
      const wasDone = phase === 'done';
      phase = 'done';
      if (!wasDone) publish({ stopped: true });
    },
    isTyping: () => head < queue.length,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
