/** The APG select-only combobox's type-ahead (core/dom/select-combobox.ts): the 500 ms buffer (site 2.8) and the matching. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypeahead, typeaheadIndex, TYPEAHEAD_RESET_MS } from '../../../../src/core/dom/select-combobox.ts';

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
