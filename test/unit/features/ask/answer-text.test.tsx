// @vitest-environment happy-dom
/**
 * An answer's text (ask-and-rewards 2.1, 4.1, 4.2, 9.1): the parser (answer-text.logic.ts), the
 * writer that types it out (answer-writer.ts, no DOM) and the React view of its blocks
 * (AskAnswerText.tsx) in happy-dom. React renders through `act`, so each assertion sees the
 * render that a tick of the writer's (hand-driven) clock caused.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import corpus from '../../../../fixtures/ask/answers.json' with { type: 'json' };
import { AnswerBlock, AskAnswerText } from '../../../../src/features/ask/AskAnswerText.tsx';
import {
  blockText,
  createBlockParser,
  createTextNormaliser,
  normaliseAnswerText,
  parseAnswerText,
  type Block,
} from '../../../../src/features/ask/answer-text.logic.ts';
import { createAnswerWriter, type AnswerTextSnapshot, type AnswerWriterOptions } from '../../../../src/features/ask/answer-writer.ts';
import { TYPING_DELAY_MS as TYPING_TICK_MS } from '../../../../src/features/ask/ask.logic.ts';

// ---------------------------------------------------------------------------------------------
// Helpers

const p = (text: string): Block => ({ type: 'paragraph', text });
const ul = (...items: string[]): Block => ({ type: 'unordered', items });
const ol = (start: number, ...items: (string | [string, ...string[]])[]): Block => ({
  type: 'ordered',
  start,
  items: items.map((item) => (typeof item === 'string' ? { text: item, children: [] } : { text: item[0], children: item.slice(1) })),
});

/** Every answer of the corpus, general answers included (4.2 fixtures). */
const ANSWERS: { id: string; answer: string }[] = [...corpus.answers, ...Object.values(corpus.general)];

/** Parses `pieces` pushed one after the other; all blocks in order. */
function parsePieces(pieces: string[]): Block[] {
  const parser = createBlockParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.finish()];
}

/** A deterministic pseudo-random split of `text` into pieces of 1..maxLength characters. */
function randomPieces(text: string, seed: number, maxLength = 12): string[] {
  let state = seed;
  const pieces: string[] = [];
  for (let at = 0; at < text.length;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const length = 1 + (state % maxLength);
    pieces.push(text.slice(at, at + length));
    at += length;
  }
  return pieces;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The markup React gives `blocks` rendered at once (the whole answer, finished), as the page's DOM reads it. */
function html(blocks: Block[]): string {
  const box = document.createElement('div');
  const blocksRoot = createRoot(box);
  act(() => blocksRoot.render(blocks.map((block, index) => <AnswerBlock key={index} block={block} typing={false} />)));
  const markup = box.innerHTML;
  act(() => blocksRoot.unmount());
  return markup;
}

/** A scheduler the test drives by hand. */
function fakeScheduler() {
  const tasks: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule = vi.fn((fn: () => void, ms: number) => {
    const task = { fn, ms, cancelled: false };
    tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  });
  /** Runs the next live task; false if there is none. */
  function next(): boolean {
    let task = tasks.shift();
    while (task?.cancelled) task = tasks.shift();
    task?.fn();
    return task !== undefined;
  }
  function all(): number {
    let count = 0;
    while (next()) count++;
    return count;
  }
  return { schedule, tasks, next, all };
}

/** A writer on a hand-driven clock, and every snapshot it published. */
function writerSetup(options: AnswerWriterOptions = {}) {
  const clock = fakeScheduler();
  const writer = createAnswerWriter({ schedule: clock.schedule, ...options });
  const snapshots: AnswerTextSnapshot[] = [];
  writer.subscribe(() => snapshots.push(writer.snapshot()));
  return { clock, writer, snapshots };
}

/** The text a snapshot shows, as the page reads it. */
const shownText = (snapshot: AnswerTextSnapshot) => [...snapshot.blocks, ...(snapshot.pending ? [snapshot.pending] : [])].map(blockText).join('');

// ---------------------------------------------------------------------------------------------
// Normalising (4.2)

describe('normaliseAnswerText (4.2)', () => {
  it.each([
    ['escaped newline', 'a\\nb', 'a\nb'],
    ['real newline', 'a\nb', 'a\nb'],
    ['CRLF', 'a\r\nb', 'a\nb'],
    ['lone CR', 'a\rb', 'a\nb'],
    ['escaped backslash before n keeps one backslash', 'a\\\\nb', 'a\\\nb'],
    ['other escapes untouched', 'C:\\Users\\tmp', 'C:\\Users\\tmp'],
    ['already normal text is unchanged', normaliseAnswerText('x\\n\\ny\r\n'), 'x\n\ny\n'],
  ])('%s', (_name, text, expected) => {
    expect(normaliseAnswerText(text)).toBe(expected);
  });

  it('the incremental normaliser holds a trailing backslash or CR until the next piece decides', () => {
    const normaliser = createTextNormaliser();
    expect(normaliser.push('a\\')).toBe('a');
    expect(normaliser.push('nb\r')).toBe('\nb');
    expect(normaliser.push('\nc\\')).toBe('\nc');
    expect(normaliser.flush()).toBe('\\');
  });
});

// ---------------------------------------------------------------------------------------------
// Parsing (4.2)

describe('parseAnswerText (4.2)', () => {
  it.each<[string, string, Block[]]>([
    ['empty text', '', []],
    ['only newlines', '\\n\\n\n\n', []],
    ['one paragraph', 'Hello there.', [p('Hello there.')]],
    ['each paragraph line is its own paragraph', 'First line\nSecond line', [p('First line'), p('Second line')]],
    ['a blank line starts a new block', 'One\\n\\nTwo', [p('One'), p('Two')]],
    ['a run of newlines is one break', 'One\\n\\n\\n\\nTwo', [p('One'), p('Two')]],
    ['real and escaped newlines mix', 'One\n\\nTwo\r\n\r\nThree', [p('One'), p('Two'), p('Three')]],
    ['whitespace-only lines are blank', 'One\n   \n\t\nTwo', [p('One'), p('Two')]],
    ['leading and trailing newlines', '\\n\\nHello\\n\\n', [p('Hello')]],
    ['text is trimmed', '   Hello   ', [p('Hello')]],
    ['ordered list', '1. Alpha\\n2. Beta', [ol(1, 'Alpha', 'Beta')]],
    ['ordered list keeps its first number', '3. Gamma\\n4. Delta', [ol(3, 'Gamma', 'Delta')]],
    ['ordered item after a tab', '1.\tAlpha', [ol(1, 'Alpha')]],
    ['ordered item with no text', '1. ', [ol(1, '')]],
    ["bullet '-'", '- a\\n- b', [ul('a', 'b')]],
    ["bullet '*'", '* a\\n* b', [ul('a', 'b')]],
    ["bullet '•' with a space", '• a\\n• b', [ul('a', 'b')]],
    ["bullet '•' directly followed by text", '•a\\n•b', [ul('a', 'b')]],
    ['mixed bullets make one list', '- a\\n* b\\n• c', [ul('a', 'b', 'c')]],
    ['indented markers', '  - a\\n  2. b', [ul('a'), ol(2, 'b')]],
    ['bullets nest under the last ordered item', '1. One\\n- x\\n- y\\n2. Two\\n* z', [ol(1, ['One', 'x', 'y'], ['Two', 'z'])]],
    ['bullets before any ordered item stay a list', '- x\\n1. One\\n- y', [ul('x'), ol(1, ['One', 'y'])]],
    ['a paragraph line ends a list', '1. One\\nNote\\n2. Two', [ol(1, 'One'), p('Note'), ol(2, 'Two')]],
    ['an ordered list continues across a blank line', '1. One\\n\\n2. Two\\n\\n3. Three', [ol(1, 'One', 'Two', 'Three')]],
    ['nested bullets across blank lines', '1. One\\n\\n- x\\n\\n2. Two\\n\\n- y', [ol(1, ['One', 'x'], ['Two', 'y'])]],
    ['a number out of sequence after a blank line starts a new list', '1. One\\n\\n1. Again', [ol(1, 'One'), ol(1, 'Again')]],
    ['within a block any number continues the list', '1. One\\n1. Again', [ol(1, 'One', 'Again')]],
    ['an unordered list continues across a blank line', '- a\\n\\n- b', [ul('a', 'b')]],
    ['an ordered item ends an unordered list', '- a\\n1. b', [ul('a'), ol(1, 'b')]],
    ['list then paragraph', 'Intro\\n\\n- a\\n- b\\n\\nOutro', [p('Intro'), ul('a', 'b'), p('Outro')]],
    [
      'not markers',
      '-x\\n*bold*\\n1.5 million\\n2025 was a year\\n1.\\n---\\n-\\n12345678901. Too long',
      ['-x', '*bold*', '1.5 million', '2025 was a year', '1.', '---', '-', '12345678901. Too long'].map(p),
    ],
    ["a lone '•' is an empty item", '•', [ul('')]],
    ['a backslash not before n is text', 'C:\\Users', [p('C:\\Users')]],
    ['markup is plain text', '<b>bold</b>\\n- <i>x</i>', [p('<b>bold</b>'), ul('<i>x</i>')]],
  ])('%s', (_name, text, expected) => {
    expect(parseAnswerText(text)).toEqual(expected);
  });
});

describe('createBlockParser: incremental (4.2)', () => {
  it('push returns only the blocks finished by that push; pending shows the block being written', () => {
    const parser = createBlockParser();
    expect(parser.push('Intro')).toEqual([]);
    expect(parser.pending()).toEqual(p('Intro'));
    expect(parser.push(' text\\n')).toEqual([p('Intro text')]);
    expect(parser.pending()).toBeUndefined();
    expect(parser.push('\\n1')).toEqual([]);
    expect(parser.pending()).toBeUndefined(); // '1' may still become '1. '
    expect(parser.push('.')).toEqual([]);
    expect(parser.pending()).toBeUndefined();
    expect(parser.push(' Fi')).toEqual([]);
    expect(parser.pending()).toEqual(ol(1, 'Fi'));
    expect(parser.push('rst\\n-')).toEqual([]);
    expect(parser.pending()).toEqual(ol(1, 'First'));
    expect(parser.push(' sub')).toEqual([]);
    expect(parser.pending()).toEqual(ol(1, ['First', 'sub']));
    expect(parser.push('\\n\\n')).toEqual([]); // the list may go on after a blank line
    expect(parser.pending()).toEqual(ol(1, ['First', 'sub']));
    expect(parser.push('Ou')).toEqual([ol(1, ['First', 'sub'])]); // a paragraph line has begun
    expect(parser.pending()).toEqual(p('Ou'));
    expect(parser.finish()).toEqual([p('Ou')]);
    expect(parser.pending()).toBeUndefined();
  });

  it('a backslash at the end of a piece waits for the next piece', () => {
    const parser = createBlockParser();
    expect(parser.push('a\\')).toEqual([]);
    expect(parser.pending()).toEqual(p('a'));
    expect(parser.push('nb')).toEqual([p('a')]);
    expect(parser.push('\\')).toEqual([]);
    expect(parser.finish()).toEqual([p('b\\')]);
  });

  it('pending blocks are snapshots: later pushes do not change them', () => {
    const parser = createBlockParser();
    parser.push('1. a\n- x\n');
    const before = parser.pending();
    parser.push('- y\n2. b\n');
    expect(before).toEqual(ol(1, ['a', 'x']));
  });

  it('the parser is reusable after finish', () => {
    const parser = createBlockParser();
    parser.push('1. a\n\n');
    parser.finish();
    expect(parsePieces(['2. b'])).toEqual([ol(2, 'b')]);
    expect([...parser.push('2. b'), ...parser.finish()]).toEqual([ol(2, 'b')]);
  });
});

// ---------------------------------------------------------------------------------------------
// The answer corpus (fixtures/ask/answers.json)

describe('corpus answers (fixtures/ask/answers.json)', () => {
  it('has both escaped and real newlines', () => {
    expect(ANSWERS.some(({ answer }) => answer.includes('\\n'))).toBe(true);
    expect(ANSWERS.some(({ answer }) => answer.includes('\n'))).toBe(true);
  });

  it('medicare-enrollment renders as intro, one nested ordered list, two paragraphs', () => {
    const blocks = parseAnswerText(ANSWERS.find(({ id }) => id === 'medicare-enrollment')?.answer ?? '');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'ordered', 'paragraph', 'paragraph']);
    const list = blocks[1] as Extract<Block, { type: 'ordered' }>;
    expect(list.start).toBe(1);
    expect(list.items.map(({ text, children }) => [text, children.length])).toEqual([
      ['Initial Enrollment Period (IEP)', 2],
      ['General Enrollment Period', 2],
      ['Special Enrollment Period (SEP)', 1],
    ]);
  });

  describe.each(ANSWERS)('$id', ({ answer }) => {
    const whole = parseAnswerText(answer);
    const text = normaliseAnswerText(answer);

    it('renders every numbered line in one ordered list, bullets nested under it, no empty blocks', () => {
      const numbered = text.match(/^\d+\. /gm)?.length ?? 0;
      const bullets = text.match(/^(?:[-*] |•)/gm)?.length ?? 0;
      const lists = whole.filter((block) => block.type === 'ordered');
      if (numbered) {
        expect(lists).toHaveLength(1);
        expect(lists[0]?.start).toBe(1);
        expect(lists[0]?.items).toHaveLength(numbered);
        expect(lists[0]?.items.flatMap(({ children }) => children)).toHaveLength(bullets);
        expect(whole.some((block) => block.type === 'unordered')).toBe(false);
      } else {
        expect(whole.filter((block) => block.type === 'unordered').flatMap((block) => block.items)).toHaveLength(bullets);
      }
      expect(whole.filter((block) => block.type === 'paragraph').every((block) => block.text !== '')).toBe(true);
    });

    it('parses the same with escaped or real newlines', () => {
      expect(parseAnswerText(text)).toEqual(whole);
      expect(parseAnswerText(text.replaceAll('\n', '\\n'))).toEqual(whole);
      expect(parseAnswerText(text.replaceAll('\n', '\r\n'))).toEqual(whole);
    });

    it('parses the same when split in two at every position', () => {
      for (let at = 0; at <= answer.length; at++) {
        expect(parsePieces([answer.slice(0, at), answer.slice(at)]), `split at ${at}`).toEqual(whole);
      }
    });

    it('parses the same pushed one character at a time, and in random pieces', () => {
      expect(parsePieces([...answer])).toEqual(whole);
      for (const seed of [1, 7, 42, 2024]) expect(parsePieces(randomPieces(answer, seed)), `seed ${seed}`).toEqual(whole);
    });

    it('pending never shows a block that is not a prefix of what the whole text gives', () => {
      const parser = createBlockParser();
      const finished: Block[] = [];
      for (const char of answer) {
        finished.push(...parser.push(char));
        expect(finished).toEqual(whole.slice(0, finished.length));
        const pending = parser.pending();
        const target = whole[finished.length];
        if (pending) expect(pending.type).toBe(target?.type);
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Writing (2.1, 4.1, 4.2, 9.1): answer-writer.ts

describe('createAnswerWriter (2.1, 4.1, 4.2, 9.1)', () => {
  it('types one character per tick, 15 ms by default', () => {
    const { clock, writer } = writerSetup();
    writer.write('Hey');
    expect(shownText(writer.snapshot())).toBe('');
    expect(writer.isTyping()).toBe(true);
    for (const shown of ['H', 'He', 'Hey']) {
      clock.next();
      expect(shownText(writer.snapshot())).toBe(shown);
    }
    expect(writer.isTyping()).toBe(false);
    expect(clock.schedule.mock.calls.every(([, ms]) => ms === TYPING_TICK_MS)).toBe(true);
    expect(TYPING_TICK_MS).toBe(15);
  });

  it('uses a configured tick', () => {
    const { clock, writer } = writerSetup({ tickMs: 40 });
    writer.write('ab');
    clock.all();
    expect(clock.schedule.mock.calls.map(([, ms]) => ms)).toEqual([40, 40]);
  });

  it('uses setTimeout when no scheduler is given', () => {
    vi.useFakeTimers();
    try {
      const writer = createAnswerWriter();
      writer.write('ab');
      writer.end();
      vi.advanceTimersByTime(15);
      expect(writer.snapshot()).toMatchObject({ blocks: [], pending: p('a'), idle: false });
      vi.advanceTimersByTime(15);
      expect(writer.snapshot()).toMatchObject({ blocks: [p('ab')], pending: undefined, idle: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("an escaped '\\n' is one character, and a backslash split from its n still becomes a newline", () => {
    const { clock, writer } = writerSetup();
    writer.write('a\\');
    writer.write('nb');
    clock.next();
    expect(writer.snapshot()).toMatchObject({ blocks: [], pending: p('a') });
    clock.next();
    expect(writer.snapshot()).toMatchObject({ blocks: [p('a')], pending: undefined });
    clock.next();
    expect(writer.snapshot()).toMatchObject({ blocks: [p('a')], pending: p('b') });
    expect(clock.next()).toBe(false);
  });

  it('publishes a new snapshot per visible change only (a held-back list marker shows nothing new)', () => {
    const { clock, writer, snapshots } = writerSetup();
    writer.write('1. a');
    clock.all();
    // '1' and '.' may still become anything: nothing shown until ' a' decides the line.
    expect(snapshots.map((snapshot) => snapshot.pending)).toEqual([ol(1, ''), ol(1, 'a')]);
  });

  it('finished blocks are appended and never replaced or changed', () => {
    const { clock, writer, snapshots } = writerSetup();
    writer.write('Intro\\n\\n1. One\\n- x\\n2. Two\\n\\nOutro');
    writer.end();
    clock.all();
    const last = snapshots.at(-1)!;
    expect(last.blocks).toEqual([p('Intro'), ol(1, ['One', 'x'], 'Two'), p('Outro')]);
    for (const snapshot of snapshots) {
      snapshot.blocks.forEach((block, index) => expect(last.blocks[index]).toBe(block));
    }
    expect(last).toMatchObject({ pending: undefined, idle: true, stopped: false });
  });

  it('end waits for queued typing, then flushes the last block and turns idle once', () => {
    const { clock, writer, snapshots } = writerSetup();
    writer.write('ab');
    writer.end();
    writer.end();
    expect(writer.snapshot().idle).toBe(false);
    clock.next();
    expect(writer.snapshot()).toMatchObject({ blocks: [], idle: false });
    clock.next();
    expect(writer.snapshot()).toMatchObject({ blocks: [p('ab')], pending: undefined, idle: true });
    expect(snapshots.filter((snapshot) => snapshot.idle)).toHaveLength(1);
    writer.write('ignored');
    expect(clock.next()).toBe(false);
  });

  it('end with nothing queued completes at once', () => {
    const { writer } = writerSetup();
    writer.end();
    expect(writer.snapshot()).toMatchObject({ blocks: [], pending: undefined, idle: true });
  });

  it('stop cancels typing at once and keeps what is shown; it never turns idle', () => {
    const { clock, writer } = writerSetup();
    writer.write('Hello');
    clock.next();
    clock.next();
    writer.stop();
    expect(writer.isTyping()).toBe(false);
    expect(clock.all()).toBe(0);
    expect(writer.snapshot()).toMatchObject({ blocks: [], pending: p('He'), stopped: true, idle: false });
    writer.write('more');
    writer.end();
    expect(clock.all()).toBe(0);
    expect(writer.snapshot()).toMatchObject({ pending: p('He'), idle: false });
  });

  it('stop after the answer is complete changes nothing', () => {
    const { writer, snapshots } = writerSetup({ reducedMotion: true });
    writer.write('Hi');
    writer.end();
    const count = snapshots.length;
    writer.stop();
    expect(snapshots).toHaveLength(count);
    expect(writer.snapshot()).toMatchObject({ blocks: [p('Hi')], idle: true, stopped: false });
  });

  it('with reduced motion shows each written piece at once, without a scheduler', () => {
    const { clock, writer } = writerSetup({ reducedMotion: true });
    writer.write('Hello\\n\\n- a');
    expect(writer.snapshot()).toMatchObject({ blocks: [p('Hello')], pending: ul('a') });
    writer.write('\\');
    writer.write('n- b');
    expect(writer.snapshot()).toMatchObject({ blocks: [p('Hello')], pending: ul('a', 'b') });
    expect(writer.isTyping()).toBe(false);
    writer.end();
    expect(writer.snapshot()).toMatchObject({ blocks: [p('Hello'), ul('a', 'b')], pending: undefined, idle: true });
    expect(clock.schedule).not.toHaveBeenCalled();
  });

  it('unsubscribed listeners hear nothing more', () => {
    const writer = createAnswerWriter({ reducedMotion: true });
    const listener = vi.fn();
    const unsubscribe = writer.subscribe(listener);
    writer.write('a');
    unsubscribe();
    writer.write('b');
    expect(listener).toHaveBeenCalledOnce();
  });

  describe.each(ANSWERS)('$id typed out in random chunks', ({ answer }) => {
    it.each([false, true])('reducedMotion %s: the blocks of the whole answer', (reducedMotion) => {
      const { clock, writer } = writerSetup({ reducedMotion });
      for (const piece of randomPieces(answer, answer.length, 40)) {
        writer.write(piece);
        clock.next();
      }
      writer.end();
      clock.all();
      expect(writer.snapshot()).toMatchObject({ blocks: parseAnswerText(answer), pending: undefined, idle: true });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Rendering (4.2): AskAnswerText.tsx

describe('blockText: what the live region says of a block', () => {
  it.each<[string, Block, string]>([
    ['paragraph', p('Hello'), 'Hello'],
    ['unordered', ul('a', 'b'), 'ab'],
    ['ordered with nested bullets', ol(1, ['One', 'x', 'y'], 'Two'), 'OnexyTwo'],
  ])('%s', (_name, block, expected) => {
    expect(blockText(block)).toBe(expected);
  });
});

describe('AnswerBlock (4.2)', () => {
  it.each<[string, Block, string]>([
    ['paragraph', p('Hello'), '<p>Hello</p>'],
    ['unordered', ul('a', 'b'), '<ul><li>a</li><li>b</li></ul>'],
    ['ordered with start', ol(3, 'c'), '<ol start="3"><li>c</li></ol>'],
    ['ordered with nested bullets', ol(1, ['One', 'x', 'y'], 'Two'), '<ol start="1"><li>One<ul><li>x</li><li>y</li></ul></li><li>Two</li></ol>'],
    ['markup as text', p('<script>alert(1)</script>'), '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ])('%s', (_name, block, expected) => {
    expect(html([block])).toBe(expected);
  });
});

describe('AskAnswerText (2.1, 4.1, 4.2, 9.1)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  /** The view of a writer on a hand-driven clock; every step goes through act. */
  function viewSetup(options: AnswerWriterOptions = {}) {
    const clock = fakeScheduler();
    const writer = createAnswerWriter({ schedule: clock.schedule, ...options });
    const said: string[] = [];
    const onChange = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root!.render(<AskAnswerText writer={writer} onBlock={(text) => said.push(text)} onChange={onChange} />));
    const box = host.querySelector<HTMLElement>('.ask-page__answer-text')!;
    return {
      box,
      said,
      onChange,
      write: (text: string) => act(() => writer.write(text)),
      end: () => act(() => writer.end()),
      stop: () => act(() => writer.stop()),
      /** Runs the next tick; false when there was none. */
      next: () => {
        let ran = false;
        act(() => {
          ran = clock.next();
        });
        return ran;
      },
      all: () => act(() => void clock.all()),
      clock,
      writer,
    };
  }

  const live = (box: HTMLElement) => box.querySelector<HTMLElement>('[data-typing]');

  it('renders the box empty until text comes', () => {
    const { box, onChange } = viewSetup();
    expect(box.outerHTML).toBe('<div class="ask-page__answer-text"></div>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('types into one live element, patched in place, marked data-typing', () => {
    const { box, write, next, all } = viewSetup();
    write('Hello');
    next();
    const paragraph = live(box);
    const text = paragraph?.firstChild;
    expect(box.innerHTML).toBe('<p data-typing="">H</p>');
    all();
    expect(live(box)).toBe(paragraph);
    expect(paragraph?.firstChild).toBe(text);
    expect(box.innerHTML).toBe('<p data-typing="">Hello</p>');

    write('\\n1. One\\n- x\\n2. Tw');
    all();
    const list = live(box);
    expect(list?.outerHTML).toBe('<ol start="1" data-typing=""><li>One<ul><li>x</li></ul></li><li>Tw</li></ol>');
    const first = list?.children[0];
    write('o\\n3');
    all();
    expect(live(box)).toBe(list);
    expect(list?.children[0]).toBe(first);
    expect(list?.children[1]?.textContent).toBe('Two');
  });

  it('keeps finished elements first and unchanged, the live element last, and says each finished block once', () => {
    const { box, said, write, end, next, writer } = viewSetup();
    write('1. a\\n\\n1. b\\n- x\\n\\n- y\\nEnd\\n\\n- z');
    end();
    const seen: { el: Element; html: string }[] = [];
    while (next()) {
      const count = writer.snapshot().blocks.length;
      const shown = [...box.children];
      shown.slice(0, count).forEach((el, index) => {
        seen[index] ??= { el, html: el.outerHTML };
        expect(el).toBe(seen[index]!.el);
        expect(el.outerHTML).toBe(seen[index]!.html);
        expect(el.hasAttribute('data-typing')).toBe(false);
      });
      const typing = live(box);
      expect(shown.length - count).toBe(typing ? 1 : 0);
      if (typing) expect(shown.at(-1)).toBe(typing);
    }
    expect(writer.snapshot().blocks).toEqual([ol(1, 'a'), ol(1, ['b', 'x', 'y']), p('End'), ul('z')]);
    expect(said).toEqual([...box.children].map((el) => el.textContent));
  });

  it('stop keeps what is shown, no longer marked as typing', () => {
    const { box, write, next, stop, all } = viewSetup();
    write('Hello');
    next();
    next();
    stop();
    all();
    expect(box.innerHTML).toBe('<p>He</p>');
  });

  it('renders markup in answers as text', () => {
    const { box, write, end } = viewSetup({ reducedMotion: true });
    write('<script>alert(1)</script>\\n\\n- <img src=x onerror=alert(1)>\\n1. <b>b</b>');
    end();
    expect(box.querySelector('script, img, b')).toBeNull();
    expect(box.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(1)><b>b</b>');
  });

  it('calls onChange after each visible change (each render that shows more)', () => {
    const { write, next, onChange } = viewSetup();
    write('ab');
    next();
    next();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  describe.each(ANSWERS)('$id typed out in random chunks', ({ answer }) => {
    const blocks = parseAnswerText(answer);

    it.each([false, true])('reducedMotion %s: the same markup as the whole answer, each block said once', (reducedMotion) => {
      const { box, said, write, end, next, all } = viewSetup({ reducedMotion });
      for (const piece of randomPieces(answer, answer.length, 40)) {
        write(piece);
        next();
      }
      end();
      all();
      expect(box.innerHTML).toBe(html(blocks));
      expect(said).toEqual(blocks.map(blockText));
      expect(said).toEqual([...box.children].map((el) => el.textContent));
    });
  });
});
