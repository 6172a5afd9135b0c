// @vitest-environment happy-dom
/**
 * The APG select-only combobox (src/core/ui/select-combobox.tsx) in happy-dom: the type-ahead
 * buffer (500 ms, site 2.8) and matching, the markup and ARIA, every key closed and open, the
 * pointer, controlled and uncontrolled. Real keys and focus: Chromium,
 * test/browser/comboboxes.test.ts (and the search modal's tests).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypeahead, SelectCombobox, typeaheadIndex, TYPEAHEAD_RESET_MS, type ComboboxOption } from '../../../../src/core/ui/select-combobox.tsx';

describe('createTypeahead: the buffer resets 500 ms after the last character', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('grows while typing and starts again after 500 ms of quiet', () => {
    expect(TYPEAHEAD_RESET_MS).toBe(500);
    const typeahead = createTypeahead();
    expect(typeahead.type('r')).toBe('r');
    vi.advanceTimersByTime(499);
    expect(typeahead.type('e')).toBe('re');
    vi.advanceTimersByTime(499);
    expect(typeahead.type('s')).toBe('res');
    vi.advanceTimersByTime(499);
    expect(typeahead.buffer).toBe('res');
    vi.advanceTimersByTime(1);
    expect(typeahead.buffer).toBe('');
    expect(typeahead.type('h')).toBe('h');
  });

  it('reset() empties it at once', () => {
    const typeahead = createTypeahead(500);
    typeahead.type('a');
    typeahead.reset();
    expect(typeahead.buffer).toBe('');
    vi.advanceTimersByTime(1000);
    expect(typeahead.type('b')).toBe('b');
  });
});

describe('typeaheadIndex (APG: first match after the highlighted option, wrapping)', () => {
  const labels = ['All', 'Member benefits', 'Medicare', 'Research', 'Health', 'Índice'];
  const rows: Array<[string, string, number, number]> = [
    ['a letter finds the first label starting with it', 'r', 0, 3],
    ['case is ignored', 'R', 0, 3],
    ['a letter moves past the current option', 'm', 1, 2],
    ['and wraps', 'm', 2, 1],
    ['more letters stay on a current match', 'me', 1, 1],
    ['more letters find a longer match', 'med', 1, 2],
    ['a repeated letter cycles', 'mm', 1, 2],
    ['accents are ignored', 'i', 0, 5],
    ['no match: -1', 'z', 0, -1],
    ['no match for a longer buffer: -1', 'rx', 0, -1],
    ['the current option itself when it is the only match', 'h', 4, 4],
  ];
  it.each(rows)('%s', (_name, typed, current, index) => {
    expect(typeaheadIndex(labels, typed, current)).toBe(index);
  });
  it('an empty list or buffer finds nothing', () => {
    expect(typeaheadIndex([], 'a', 0)).toBe(-1);
    expect(typeaheadIndex(labels, '', 0)).toBe(-1);
  });
});

describe('<SelectCombobox>', () => {
  // Thirteen, for Page Up and Page Down (which move 10).
  const OPTIONS: ComboboxOption[] = 'All Arts Books Cars Dating Entertainment Family Food Games Health Home Money Research'
    .split(' ')
    .map((label) => ({ label, value: label.toLowerCase() }));
  let root: Root | undefined;
  const changes: string[] = [];

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    vi.useFakeTimers();
    changes.length = 0;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  function Controlled({ start }: { start: number }) {
    const [index, setIndex] = useState(start);
    return (
      <>
        <span id="c-label">Search in</span>
        <SelectCombobox
          id="c"
          labelledBy="c-label"
          options={OPTIONS}
          selectedIndex={index}
          onChange={(option, next) => {
            changes.push(option.value);
            setIndex(next);
          }}
        />
        <input type="hidden" name="c" value={OPTIONS[index]!.value} />
      </>
    );
  }

  function setup(element: React.ReactNode = <Controlled start={0} />) {
    document.body.innerHTML = '<div id="view"></div><button type="button" id="elsewhere">Elsewhere</button>';
    root = createRoot(document.getElementById('view')!);
    act(() => root!.render(element));
    const combobox = document.querySelector<HTMLElement>('[role="combobox"]')!;
    const listbox = document.querySelector<HTMLElement>('[role="listbox"]')!;
    act(() => combobox.focus());
    const key = (name: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
      act(() => void combobox.dispatchEvent(event));
      return event;
    };
    const active = () => {
      const id = combobox.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)!.textContent : null;
    };
    const shown = () => combobox.querySelector('.select-combobox__value')!.textContent;
    const expanded = () => combobox.getAttribute('aria-expanded');
    return { combobox, listbox, key, active, shown, expanded };
  }

  it('has the markup and ARIA of the APG pattern', () => {
    const { combobox, listbox, shown } = setup();
    expect(combobox.id).toBe('c');
    expect(combobox.tabIndex).toBe(0);
    expect(combobox.getAttribute('aria-haspopup')).toBe('listbox');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    expect(combobox.getAttribute('aria-labelledby')).toBe('c-label');
    expect(listbox.getAttribute('aria-labelledby')).toBe('c-label');
    expect(listbox.hidden).toBe(true);
    expect(shown()).toBe('All');
    const options = [...listbox.querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.id).slice(0, 2)).toEqual(['c-0', 'c-1']);
    expect(options[0]!.hasAttribute('data-chosen')).toBe(true);
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(combobox.querySelector('.select-combobox__arrow')!.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([['ArrowDown'], ['ArrowUp'], ['Enter'], [' ']])('closed, %j opens it on the chosen option', (name) => {
    const { key, active, expanded, listbox } = setup(<Controlled start={2} />);
    expect(key(name).defaultPrevented).toBe(true);
    expect(expanded()).toBe('true');
    expect(listbox.hidden).toBe(false);
    expect(active()).toBe('Books');
    expect(listbox.querySelector('[aria-selected="true"]')!.textContent).toBe('Books');
  });

  it('closed, Alt+Down opens it; Home and End open it on the first and last option', () => {
    const { key, active, expanded } = setup(<Controlled start={2} />);
    key('ArrowDown', { altKey: true });
    expect(active()).toBe('Books');
    key('Escape');
    key('End');
    expect(active()).toBe('Research');
    key('Escape');
    key('Home');
    expect(expanded()).toBe('true');
    expect(active()).toBe('All');
  });

  it('open: Down and Up move without wrapping, Page Down / Up move 10 clamped, Home / End', () => {
    const { key, active } = setup();
    key('ArrowDown');
    key('ArrowUp');
    expect(active()).toBe('All');
    key('ArrowDown');
    expect(active()).toBe('Arts');
    key('PageDown');
    expect(active()).toBe('Money');
    key('PageDown');
    expect(active()).toBe('Research');
    key('ArrowDown');
    expect(active()).toBe('Research');
    key('PageUp');
    expect(active()).toBe('Books');
    key('PageUp');
    expect(active()).toBe('All');
    key('End');
    expect(active()).toBe('Research');
    key('Home');
    expect(active()).toBe('All');
  });

  it('Enter, Space and Alt+Up choose and close; the change is reported once per different choice', () => {
    const { key, shown, expanded, combobox } = setup();
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(expanded()).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    expect(shown()).toBe('Arts');
    key(' ');
    key('ArrowDown');
    key(' ');
    expect(shown()).toBe('Books');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowUp', { altKey: true });
    expect(shown()).toBe('Cars');
    key('Enter');
    key('Enter');
    expect(changes).toEqual(['arts', 'books', 'cars']);
    expect(document.querySelector<HTMLInputElement>('input[name="c"]')!.value).toBe('cars');
  });

  it('Escape closes without choosing and goes no further; Tab chooses and lets focus move', () => {
    const { key, shown, expanded } = setup();
    const outer = vi.fn();
    key('ArrowDown');
    key('ArrowDown');
    document.body.addEventListener('keydown', outer);
    const escape = key('Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(outer).not.toHaveBeenCalled();
    document.body.removeEventListener('keydown', outer);
    expect(expanded()).toBe('false');
    expect(shown()).toBe('All');
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Tab').defaultPrevented).toBe(false);
    expect(shown()).toBe('Arts');
    expect(expanded()).toBe('false');
    // A closed list lets Escape through (a dialog around it closes).
    expect(key('Escape').defaultPrevented).toBe(false);
  });

  it('type-ahead: a letter opens it on a match, more letters narrow, the buffer resets after 500 ms', () => {
    const { key, active, expanded } = setup();
    key('h');
    expect(expanded()).toBe('true');
    expect(active()).toBe('Health');
    key('o');
    expect(active()).toBe('Home');
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS));
    key('f');
    expect(active()).toBe('Family');
    key('f');
    expect(active()).toBe('Food');
    // Space is a character while a buffer is being typed, not a choice.
    key(' ');
    expect(expanded()).toBe('true');
  });

  it('the pointer: a click opens and closes it, a click on an option chooses it, a press outside closes without choosing', () => {
    const { combobox, listbox, shown, expanded } = setup();
    const click = (target: Element) => act(() => void target.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    click(combobox);
    expect(expanded()).toBe('true');
    click(combobox);
    expect(expanded()).toBe('false');
    click(combobox);
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    act(() => void listbox.dispatchEvent(down));
    expect(down.defaultPrevented).toBe(true);
    click(listbox.querySelectorAll('[role="option"]')[3]!);
    expect(shown()).toBe('Cars');
    expect(expanded()).toBe('false');
    expect(document.activeElement).toBe(combobox);
    click(combobox);
    act(() => void document.getElementById('elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(expanded()).toBe('false');
    expect(shown()).toBe('Cars');
  });

  it('focus leaving it closes it without choosing', () => {
    const { shown, expanded, key } = setup();
    key('ArrowDown');
    key('ArrowDown');
    act(() => document.getElementById('elsewhere')!.focus());
    expect(expanded()).toBe('false');
    expect(shown()).toBe('All');
  });

  it('uncontrolled: starts on defaultSelectedIndex (clamped) and keeps its own choice', () => {
    const { key, shown } = setup(
      <>
        <span id="c-label">Search in</span>
        <SelectCombobox id="c" labelledBy="c-label" options={OPTIONS.slice(0, 3)} defaultSelectedIndex={9} onChange={(option) => changes.push(option.value)} />
      </>,
    );
    expect(shown()).toBe('Books');
    key('Home');
    key('Enter');
    expect(shown()).toBe('All');
    expect(changes).toEqual(['all']);
  });
});
