/**
 * Answer text rendering as pure code (ask-and-rewards 4.2, 9.1): the text of a streamed answer
 * becomes a list of blocks (paragraphs, ordered lists, unordered lists), parsed incrementally
 * so that the view appends each block once it is finished and never re-parses the whole answer
 * per chunk. No DOM: answer-writer.ts types the text out into blocks, AskAnswerText.tsx renders them.
 *
 * Rules (4.2), and the decisions where the spec is silent:
 * - An escaped '\n' (backslash + 'n') becomes a newline; so do CRLF and a lone CR.
 * - A line of only whitespace is blank; a run of newlines (a blank line) starts a new block.
 * - 'N. ' (optional indent, 1-9 digits, a dot, whitespace) starts an ordered item; '-' or '*'
 *   followed by whitespace, or '•' followed by anything, starts an unordered item. The text of
 *   an item or paragraph is trimmed. Anything else is a paragraph line, and EACH paragraph line
 *   is its own paragraph block (so a paragraph is finished as soon as its line ends).
 * - An unordered item after an ordered item in the same list is nested under the LAST ordered
 *   item (4.2). Items that follow without a paragraph line in between continue the list, also
 *   across blank lines, except that after a blank line an ordered item continues the list only
 *   if its number is the next one (otherwise a new list starts, keeping its number as `start`).
 *   So '1. a\n- x\n2. b\n\n3. c' is one list of three items, and a paragraph line ends a list.
 * - A line is classified as soon as its start decides it ('12. ', '- ', '•', or any text that
 *   can no longer become a marker); until then ('', '  ', '12', '12.', '-', '*') it is held
 *   back, so a chunk boundary inside 'N. ' never shows a wrong block.
 */

/** One item of an ordered list, with the unordered items nested under it (4.2). */
export interface OrderedItem {
  text: string;
  children: string[];
}

/** One rendered block of an answer (4.2). Blocks are never mutated once returned. */
export type Block = { type: 'paragraph'; text: string } | { type: 'ordered'; start: number; items: OrderedItem[] } | { type: 'unordered'; items: string[] };

type ListBlock = Extract<Block, { type: 'ordered' | 'unordered' }>;

/** 4.2 'An escaped '\n' becomes a newline', plus CRLF (or a lone CR) to LF. Idempotent. */
export function normaliseAnswerText(text: string): string {
  return text.replace(/\\n|\r\n?/g, '\n');
}

/** Incremental normaliseAnswerText: a trailing backslash or CR waits for the next piece. */
export interface TextNormaliser {
  /** Normalised text that is certain so far. */
  push(text: string): string;
  /** The held-back remainder, at stream end. */
  flush(): string;
}

export function createTextNormaliser(): TextNormaliser {
  let held = '';
  return {
    push(text) {
      const all = held + text;
      const cut = /[\\\r]$/.test(all) ? all.length - 1 : all.length;
      held = all.slice(cut);
      return normaliseAnswerText(all.slice(0, cut));
    },
    flush() {
      const rest = held;
      held = '';
      return normaliseAnswerText(rest);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Lines (4.2)

type Line = { kind: 'blank' } | { kind: 'paragraph'; text: string } | { kind: 'ordered'; n: number; text: string } | { kind: 'unordered'; text: string };

const ORDERED = /^\s*(\d{1,9})\.\s+(.*)$/;
const UNORDERED = /^\s*(?:[-*]\s+|•)(.*)$/;
/** The start of a line that could still become either a marker or not. */
const UNDECIDED = /^\s*(?:\d{1,9}\.?|[-*])?$/;

/** Classifies a complete line (no newline in it). */
function classify(line: string): Line {
  const ordered = ORDERED.exec(line);
  if (ordered) return { kind: 'ordered', n: Number(ordered[1]), text: (ordered[2] ?? '').trim() };
  const unordered = UNORDERED.exec(line);
  if (unordered) return { kind: 'unordered', text: (unordered[1] ?? '').trim() };
  return line.trim() ? { kind: 'paragraph', text: line.trim() } : { kind: 'blank' };
}

/** Classifies an incomplete line once its start decides it; undefined while it cannot yet. */
function decide(partial: string): Line | undefined {
  return UNDECIDED.test(partial) ? undefined : classify(partial);
}

// ---------------------------------------------------------------------------------------------
// Blocks (4.2)

interface ParseState {
  /** The list still open to more items; paragraphs never stay open. */
  open: ListBlock | undefined;
  /** A blank line has come since the open list's last line. */
  gap: boolean;
}

/** Folds one line into the state (replacing, never mutating, the open list); returns the blocks it finishes. */
function fold(state: ParseState, line: Line): Block[] {
  const { open, gap } = state;
  if (line.kind === 'blank') {
    state.gap = true;
    return [];
  }
  state.gap = false;
  if (line.kind === 'unordered') {
    if (open?.type === 'ordered') {
      const last = open.items.at(-1) as OrderedItem;
      const items = [...open.items.slice(0, -1), { text: last.text, children: [...last.children, line.text] }];
      state.open = { ...open, items };
    } else {
      state.open = { type: 'unordered', items: [...(open?.items ?? []), line.text] };
    }
    return [];
  }
  if (line.kind === 'ordered' && open?.type === 'ordered' && (!gap || line.n === open.start + open.items.length)) {
    state.open = { ...open, items: [...open.items, { text: line.text, children: [] }] };
    return [];
  }
  const done: Block[] = open ? [open] : [];
  if (line.kind === 'paragraph') {
    state.open = undefined;
    done.push({ type: 'paragraph', text: line.text });
  } else {
    state.open = { type: 'ordered', start: line.n, items: [{ text: line.text, children: [] }] };
  }
  return done;
}

/** An incremental parser of answer text into blocks (4.2); see the module comment for the rules. */
export interface BlockParser {
  /** Feeds the next piece of raw text (escaped or real newlines); returns the blocks it finished. */
  push(text: string): Block[];
  /** The block still being written, as far as it is known, for live display; undefined if none. */
  pending(): Block | undefined;
  /** Stream end: returns the remaining blocks and resets the parser. */
  finish(): Block[];
}

export function createBlockParser(): BlockParser {
  const normaliser = createTextNormaliser();
  const state: ParseState = { open: undefined, gap: false };
  let line = '';

  function feed(text: string): Block[] {
    const lines = (line + text).split('\n');
    line = lines.pop() ?? '';
    const done = lines.flatMap((complete) => fold(state, classify(complete)));
    // A partial line that is decided and does not continue the open list finishes it now.
    const next = decide(line);
    if (next && state.open && fold({ ...state }, next)[0] === state.open) {
      done.push(state.open);
      state.open = undefined;
    }
    return done;
  }

  return {
    push: (text) => feed(normaliser.push(text)),
    pending() {
      const next = decide(line);
      if (!next) return state.open;
      const preview = { ...state };
      const done = fold(preview, next);
      return next.kind === 'paragraph' ? done.at(-1) : preview.open;
    },
    finish() {
      const done = feed(normaliser.flush());
      done.push(...fold(state, classify(line)));
      if (state.open) done.push(state.open);
      line = '';
      state.open = undefined;
      state.gap = false;
      return done;
    },
  };
}

/** The blocks of a whole answer text at once (4.2). */
export function parseAnswerText(text: string): Block[] {
  const parser = createBlockParser();
  return [...parser.push(text), ...parser.finish()];
}

/**
 * A block's text as its element reads (its textContent): what the live region announces once the
 * block is finished. Items follow one another as in the element, without separators.
 */
export function blockText(block: Block): string {
  if (block.type === 'paragraph') return block.text;
  if (block.type === 'unordered') return block.items.join('');
  return block.items.map((item) => item.text + item.children.join('')).join('');
}
