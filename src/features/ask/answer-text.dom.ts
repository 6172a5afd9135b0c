/**
 * Answer text in the DOM (ask-and-rewards 2.1 'typed out character by character', 4.1 'Stream
 * end', 4.2, 9.1 typing delay). No React: the Ask view hands a container element to
 * `createAnswerWriter` and feeds it the ordered chunk text.
 *
 * - Text is always set through Text nodes, never innerHTML: '<script>' in an answer is shown.
 * - A finished block is rendered once and appended; its element is never rebuilt.
 * - The block still being typed is ONE live element (marked `data-typing`), patched in place
 *   (only the changed text node or the new or last item is touched), and removed when its
 *   block finishes, the finished block's element taking its place.
 */
import { createBlockParser, createTextNormaliser, type Block } from './answer-text.logic.ts';
import { TYPING_DELAY_MS } from './ask.logic.ts';

const TAG = { paragraph: 'p', ordered: 'ol', unordered: 'ul' } as const;

/** Sets the text of `el`'s leading Text node, creating it if missing, touching it only if it differs. */
function setText(el: HTMLElement, text: string): void {
  const first = el.firstChild;
  if (first?.nodeType === 3) {
    if ((first as Text).data !== text) (first as Text).data = text;
  } else {
    el.insertBefore(el.ownerDocument.createTextNode(text), first);
  }
}

/** Makes `list`'s `<li>` children match `items`, patching each through `patch`. */
function syncItems<T>(list: HTMLElement, items: readonly T[], patch: (li: HTMLElement, item: T) => void): void {
  const lis = list.children;
  while (lis.length > items.length) lis[lis.length - 1]?.remove();
  items.forEach((item, i) => {
    patch((lis[i] as HTMLElement | undefined) ?? list.appendChild(list.ownerDocument.createElement('li')), item);
  });
}

/** 4.2: the unordered items nested under an ordered item, as a `<ul>` after its text. */
function syncChildren(li: HTMLElement, children: readonly string[]): void {
  const ul = li.lastElementChild as HTMLElement | null;
  if (!children.length) ul?.remove();
  else syncItems(ul ?? li.appendChild(li.ownerDocument.createElement('ul')), children, setText);
}

/** Brings `el` (the element of a block of the same type) up to `block`, touching only what changed. */
function patchBlock(el: HTMLElement, block: Block): HTMLElement {
  if (block.type === 'paragraph') {
    setText(el, block.text);
  } else if (block.type === 'unordered') {
    syncItems(el, block.items, setText);
  } else {
    if (el.getAttribute('start') !== String(block.start)) el.setAttribute('start', String(block.start));
    syncItems(el, block.items, (li, item) => {
      setText(li, item.text);
      syncChildren(li, item.children);
    });
  }
  return el;
}

/**
 * The element of one block (4.2): `<p>`, `<ol start>` of `<li>` (each with a nested `<ul>` when
 * unordered items follow it), or `<ul>` of `<li>`. Text is set as text only.
 */
export function renderBlock(block: Block, doc: Document = document): HTMLElement {
  return patchBlock(doc.createElement(TAG[block.type]), block);
}

export interface AnswerWriterOptions {
  /** Delay per typed character (9.1); default 15 ms. */
  tickMs?: number;
  /** Show each written piece at once instead of typing it out per character. */
  reducedMotion?: boolean;
  /** Runs `fn` after `ms`; returns a cancel function. Default: setTimeout. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Called once per finished block, after its element is appended (e.g. to announce it). */
  onBlock?(el: HTMLElement, block: Block): void;
  /** 4.1: called once the stream has ended and all queued typing has finished. */
  onIdle?(): void;
  /** Called after every visible change (e.g. to keep the response area scrolled, 2.1). */
  onChange?(): void;
}

export interface AnswerWriter {
  /** Appends newly arrived text (already in sequence order, 4.2); ignored after end() or stop(). */
  write(text: string): void;
  /** Stream end (4.1): once all queued typing has finished, flushes the last block and calls onIdle. */
  end(): void;
  /** Cancel (4.1): stops typing at once and keeps what is shown; onIdle is not called. */
  stop(): void;
  /** True while characters are queued for typing. */
  isTyping(): boolean;
}

const defaultSchedule = (fn: () => void, ms: number): (() => void) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/** Types an answer out into `container` one character per tick (2.1, 4.2, 9.1), block by block. */
export function createAnswerWriter(container: HTMLElement, options: AnswerWriterOptions = {}): AnswerWriter {
  const { tickMs = TYPING_DELAY_MS, reducedMotion = false, schedule = defaultSchedule } = options;
  const doc = container.ownerDocument;
  const normaliser = createTextNormaliser();
  const parser = createBlockParser();
  let queue: string[] = [];
  let head = 0;
  let cancelTick: (() => void) | undefined;
  let live: { el: HTMLElement; type: Block['type'] } | undefined;
  let phase: 'open' | 'ending' | 'done' = 'open';

  function dropLive(): void {
    live?.el.remove();
    live = undefined;
  }

  /** Appends the finished blocks, then shows the pending block in the live element. */
  function show(finished: Block[]): void {
    if (finished.length) dropLive();
    for (const block of finished) {
      const el = renderBlock(block, doc);
      container.append(el);
      options.onBlock?.(el, block);
    }
    const pending = parser.pending();
    if (!pending) {
      dropLive();
    } else if (live?.type === pending.type) {
      patchBlock(live.el, pending);
    } else {
      dropLive();
      live = { el: renderBlock(pending, doc), type: pending.type };
      live.el.setAttribute('data-typing', '');
      container.append(live.el);
    }
    options.onChange?.();
  }

  function complete(): void {
    phase = 'done';
    show(parser.finish());
    options.onIdle?.();
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
      phase = 'done';
      live?.el.removeAttribute('data-typing');
    },
    isTyping: () => head < queue.length,
  };
}
