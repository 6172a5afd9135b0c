/**
 * The APG combobox with a listbox popup (src/core/dom/combobox.ts) in happy-dom, on fake timers:
 * the list hides 200 ms after the input loses focus (site 9), focus coming back within that
 * window keeps it, and Tab or a press outside close it at once without choosing
 * (docs/decisions.md, search-box: "Tab and a press outside close without choosing").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCombobox, type Combobox } from '../../../../src/core/dom/combobox.ts';

let combobox: Combobox | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  combobox?.destroy();
  combobox = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** An input with its list open on two options (focus in the input), and a button beside it. */
function setup() {
  document.body.innerHTML = '<form><input id="q" name="q"></form><button type="button" id="elsewhere">Elsewhere</button>';
  const input = document.getElementById('q') as HTMLInputElement;
  const elsewhere = document.getElementById('elsewhere') as HTMLButtonElement;
  const chosen: string[] = [];
  // The default hide delay: site 9's 200 ms (the search box passes the same, SEARCH_LIMITS).
  combobox = createCombobox({ input, listLabel: 'Search suggestions', onChoose: (text) => chosen.push(text) });
  input.focus();
  input.value = 'med';
  combobox.setOptions(['medicare', 'medicaid']);
  const state = () => ({ open: combobox!.isOpen(), expanded: input.getAttribute('aria-expanded'), hidden: combobox!.listbox.hidden });
  return { input, elsewhere, chosen, combobox, state };
}

const OPEN = { open: true, expanded: 'true', hidden: false };
const CLOSED = { open: false, expanded: 'false', hidden: true };

describe('createCombobox: closing', () => {
  it('is still open 199 ms after the input loses focus, and closed at 200 ms', () => {
    const { input, elsewhere, state } = setup();
    expect(state()).toEqual(OPEN);
    elsewhere.focus();
    expect(document.activeElement).not.toBe(input);
    vi.advanceTimersByTime(199);
    expect(state()).toEqual(OPEN);
    vi.advanceTimersByTime(1);
    expect(state()).toEqual(CLOSED);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('focus coming back within the 200 ms cancels the hide', () => {
    const { input, elsewhere, state } = setup();
    elsewhere.focus();
    vi.advanceTimersByTime(150);
    input.focus();
    vi.advanceTimersByTime(1000);
    expect(state()).toEqual(OPEN);
    // Leaving again starts a new 200 ms from then.
    elsewhere.focus();
    vi.advanceTimersByTime(199);
    expect(state()).toEqual(OPEN);
    vi.advanceTimersByTime(1);
    expect(state()).toEqual(CLOSED);
  });

  it('Tab closes it at once, without choosing the highlighted option', () => {
    const { input, chosen, state } = setup();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    expect(input.getAttribute('aria-activedescendant')).toBe(combobox!.listbox.querySelector('[role="option"]')!.id);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    input.dispatchEvent(tab);
    expect(state()).toEqual(CLOSED);
    expect(tab.defaultPrevented).toBe(false); // focus moves on as usual
    expect(input.value).toBe('med');
    expect(chosen).toEqual([]);
  });

  it('a press outside closes it at once, without choosing; a press on the input or an option does not', () => {
    const { input, elsewhere, chosen, state } = setup();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    const press = (target: Element) => target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, cancelable: true }));
    press(input);
    press(combobox!.listbox.querySelector('[role="option"]')!);
    expect(state()).toEqual(OPEN);
    press(elsewhere);
    expect(state()).toEqual(CLOSED);
    expect(input.value).toBe('med');
    expect(chosen).toEqual([]);
  });
});
