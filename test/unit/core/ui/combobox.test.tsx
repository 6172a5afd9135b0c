// @vitest-environment happy-dom
/**
 * The APG combobox with a listbox popup (src/core/ui/combobox.tsx) in happy-dom, on fake timers:
 * on a React input and on an input of CMS markup (`useComboboxInput`). The keys (Down / Up
 * opening and wrapping, Enter choosing, Escape closing then clearing, Tab), the list hiding
 * 200 ms after the input loses focus (site 9) unless focus comes back, a press outside closing
 * without choosing (docs/decisions.md, search-box), a new answer dropping the highlight; and the
 * suggester's pause, blank and short values, and aborting. Real keys and focus: Chromium,
 * test/browser/comboboxes.test.ts.
 */
import { act, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComboboxListbox, createSuggester, useComboboxInput, useListCombobox, type SuggestEvent } from '../../../../src/core/ui/combobox.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
const control = { setOptions: (_options: readonly string[]) => {} };
const setOptions = (options: readonly string[]) => control.setOptions(options);
const chosen: string[] = [];
const typed: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  chosen.length = 0;
  typed.length = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

function useParts(initial: readonly string[]) {
  const [options, set] = useState(initial);
  useLayoutEffect(() => {
    control.setOptions = set;
  }, []);
  return useListCombobox({
    options,
    listLabel: 'Search suggestions',
    onChoose: (text) => chosen.push(text),
    onInput: (value) => typed.push(value),
  });
}

/** A React input, its list beside it. */
function ReactInput({ initial }: { initial: readonly string[] }) {
  const combobox = useParts(initial);
  return (
    <form>
      <input id="q" name="q" {...combobox.inputProps} />
      <ComboboxListbox combobox={combobox} />
    </form>
  );
}

/** An input the view does not render (the CMS's), enhanced. */
function CmsInput({ input, initial }: { input: HTMLInputElement; initial: readonly string[] }) {
  const combobox = useParts(initial);
  useComboboxInput(input, combobox.inputProps);
  return <ComboboxListbox combobox={combobox} />;
}

type Kind = 'react' | 'cms';

/** The input with focus, 'med' typed, and the list open on two options; a button beside it. */
function setup(kind: Kind, initial: readonly string[] = []) {
  document.body.innerHTML =
    '<div id="cms"><form><input id="q" name="q"></form></div><div id="view"></div><button type="button" id="elsewhere">Elsewhere</button>';
  root = createRoot(document.getElementById('view')!);
  const cmsInput = document.querySelector<HTMLInputElement>('#cms input')!;
  if (kind === 'cms') act(() => root!.render(<CmsInput input={cmsInput} initial={initial} />));
  else {
    document.getElementById('cms')!.remove();
    act(() => root!.render(<ReactInput initial={initial} />));
  }
  const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
  const listbox = document.querySelector<HTMLElement>('[role="listbox"]')!;
  const elsewhere = document.getElementById('elsewhere') as HTMLButtonElement;
  act(() => input.focus());
  input.value = 'med';
  act(() => setOptions(['medicare', 'medicaid']));
  const key = (name: string) => {
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    act(() => void input.dispatchEvent(event));
    return event;
  };
  const options = () => [...listbox.querySelectorAll('[role="option"]')];
  const selected = () => options().findIndex((option) => option.getAttribute('aria-selected') === 'true');
  const state = () => ({ expanded: input.getAttribute('aria-expanded'), hidden: listbox.hidden });
  return { input, listbox, elsewhere, key, options, selected, state };
}

const OPEN = { expanded: 'true', hidden: false };
const CLOSED = { expanded: 'false', hidden: true };

describe.each<Kind>(['react', 'cms'])('useListCombobox on a %s input', (kind) => {
  it('gives the input its ARIA and the list its role, name and options', () => {
    const { input, listbox, options, state } = setup(kind);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(listbox.getAttribute('aria-label')).toBe('Search suggestions');
    expect(options().map((option) => option.textContent)).toEqual(['medicare', 'medicaid']);
    expect(state()).toEqual(OPEN);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Down and Up open on the first / last option and wrap; focus stays in the input', () => {
    const { input, key, options, selected } = setup(kind);
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(key('ArrowUp').defaultPrevented).toBe(true);
    expect(selected()).toBe(1);
    key('ArrowDown');
    expect(selected()).toBe(0);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    key('ArrowUp');
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('med');
  });

  it('Enter on a highlighted option takes its text and chooses it; Enter with none is left alone', () => {
    const { input, key, state } = setup(kind);
    expect(key('Enter').defaultPrevented).toBe(false);
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(input.value).toBe('medicaid');
    expect(chosen).toEqual(['medicaid']);
    expect(state()).toEqual(CLOSED);
  });

  it('Escape closes and keeps the text; a second clears it; a third is left alone (for a dialog around it)', () => {
    const { input, key, state } = setup(kind);
    key('ArrowDown');
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(state()).toEqual(CLOSED);
    expect(input.value).toBe('med');
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(input.value).toBe('');
    expect(typed).toEqual(['']);
    expect(key('Escape').defaultPrevented).toBe(false);
  });

  it('typing drops the highlight and reports the value; a new answer drops it too', () => {
    const { input, key, selected } = setup(kind);
    key('ArrowDown');
    input.value = 'medi';
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
    expect(selected()).toBe(-1);
    expect(typed).toEqual(['medi']);
    key('ArrowDown');
    act(() => setOptions(['medicine']));
    expect(selected()).toBe(-1);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => setOptions([]));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('is still open 199 ms after the input loses focus, and closed at 200 ms', () => {
    const { input, elsewhere, state } = setup(kind);
    act(() => elsewhere.focus());
    act(() => vi.advanceTimersByTime(199));
    expect(state()).toEqual(OPEN);
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toEqual(CLOSED);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    // A new answer while focus is elsewhere does not open it.
    act(() => setOptions(['medicine']));
    expect(state()).toEqual(CLOSED);
  });

  it('focus coming back within the 200 ms cancels the hide', () => {
    const { input, elsewhere, state } = setup(kind);
    act(() => elsewhere.focus());
    act(() => vi.advanceTimersByTime(150));
    act(() => input.focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(state()).toEqual(OPEN);
    act(() => elsewhere.focus());
    act(() => vi.advanceTimersByTime(199));
    expect(state()).toEqual(OPEN);
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toEqual(CLOSED);
  });

  it('Tab closes it at once, without choosing the highlighted option', () => {
    const { input, key, options, state } = setup(kind);
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(key('Tab').defaultPrevented).toBe(false);
    expect(state()).toEqual(CLOSED);
    expect(input.value).toBe('med');
    expect(chosen).toEqual([]);
  });

  it('a press outside closes it at once, without choosing; a press on the input or an option does not', () => {
    const { input, elsewhere, key, options, state } = setup(kind);
    key('ArrowDown');
    const press = (target: Element) =>
      act(() => void target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, cancelable: true })));
    press(input);
    press(options()[0]!);
    expect(state()).toEqual(OPEN);
    press(elsewhere);
    expect(state()).toEqual(CLOSED);
    expect(input.value).toBe('med');
    expect(chosen).toEqual([]);
  });

  it('the pointer: hover highlights, a click chooses, a press on the list keeps focus', () => {
    const { input, listbox, options, selected } = setup(kind);
    act(() => void options()[1]!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
    expect(selected()).toBe(1);
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    act(() => void listbox.dispatchEvent(down));
    expect(down.defaultPrevented).toBe(true);
    act(() => void options()[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(chosen).toEqual(['medicare']);
    expect(input.value).toBe('medicare');
  });
});

describe('useComboboxInput', () => {
  it('gives the CMS input its own attributes back on unmount', () => {
    const { input } = setup('cms');
    expect(input.getAttribute('role')).toBe('combobox');
    act(() => root!.unmount());
    root = undefined;
    for (const name of ['role', 'aria-expanded', 'aria-controls', 'aria-autocomplete', 'autocomplete', 'aria-activedescendant'])
      expect(input.hasAttribute(name)).toBe(false);
  });

  it('an input that already has focus when the view mounts opens with the first answer', () => {
    document.body.innerHTML = '<input id="q" name="q"><div id="view"></div>';
    const input = document.querySelector('input')!;
    input.focus();
    root = createRoot(document.getElementById('view')!);
    act(() => root!.render(<CmsInput input={input} initial={[]} />));
    act(() => setOptions(['medicare']));
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('createSuggester', () => {
  function suggester(answer: (term: string, signal: AbortSignal) => Promise<readonly string[]> = async (term: string) => [`${term} one`]) {
    const events: SuggestEvent[] = [];
    const fetch = vi.fn(answer);
    const made = createSuggester({ fetch, onEvent: (event) => events.push(event), delayMs: 500 });
    return { events, fetch, made };
  }

  it('waits for the pause (each keystroke restarts it); by default any text asks, trimmed; blank clears at once', async () => {
    const { events, fetch, made } = suggester();
    made.typed('p');
    await vi.advanceTimersByTimeAsync(499);
    made.typed('pa ');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([
      { kind: 'loading', term: 'pa' },
      { kind: 'loaded', term: 'pa', suggestions: ['pa one'] },
    ]);
    made.typed('  ');
    expect(events.at(-1)).toEqual({ kind: 'clear' });
  });

  it('a step says what is too short; a newer keystroke aborts the request before it; stop cancels', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: Array<(value: string[]) => void> = [];
    const events: SuggestEvent[] = [];
    const made = createSuggester({
      delayMs: 100,
      step: (value) => (value.trim().length < 2 ? { kind: 'short' } : { kind: 'fetch', term: value.trim() }),
      fetch: (_term, signal) =>
        new Promise<string[]>((resolve) => {
          signals.push(signal);
          resolvers.push(resolve);
        }),
      onEvent: (event) => events.push(event),
    });
    made.typed('a');
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual([{ kind: 'short' }]);
    made.typed('ab');
    await vi.advanceTimersByTimeAsync(100);
    made.typed('abc');
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    resolvers[1]!(['abc!']);
    resolvers[0]!(['stale']);
    await vi.advanceTimersByTimeAsync(0);
    expect(events.filter((event) => event.kind === 'loaded')).toEqual([{ kind: 'loaded', term: 'abc', suggestions: ['abc!'] }]);
    made.typed('abcd');
    made.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signals).toHaveLength(2);
  });
});
