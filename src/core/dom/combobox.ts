/**
 * The WAI-ARIA APG combobox with a listbox popup (list autocomplete), plain DOM, on an input the
 * caller owns. The search box and the search modal use this one copy.
 *
 * - The input gets role=combobox, aria-autocomplete=list, aria-expanded, aria-controls and
 *   aria-activedescendant; DOM focus never leaves it. The listbox (role=listbox, options
 *   role=option, their text set as text) is inserted right after the input.
 * - Down / Up: open the list when it has options (on the first / last option), else move the
 *   highlight, wrapping at both ends. The highlighted option has aria-selected="true".
 * - Enter on a highlighted option: its text goes into the input, the list closes and `onChoose`
 *   is called (the Enter's default, a form submission, is prevented: the caller decides).
 *   Enter with nothing highlighted is left alone.
 * - Escape: closes an open list and keeps the typed value; a second Escape (list closed) clears
 *   the value (and `onInput('')` is called). An Escape that does neither is left alone, so an
 *   enclosing dialog still closes on it.
 * - A click (or tap) on an option chooses it; pointer hover highlights. A press outside the input
 *   and list closes the list without choosing; so does Tab, and the input losing focus closes it
 *   `hideDelayMs` later (site 9: 200 ms), unless focus came back.
 * - `setOptions` replaces the options: an empty list closes; a list opens only while the input
 *   has focus. Typing (the input's `input` event) drops the highlight and calls `onInput`.
 */

export interface ComboboxOptions {
  input: HTMLInputElement;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Called with the option's text when one is chosen (Enter or click). */
  onChoose?: (text: string) => void;
  /** Called with the input's value when the visitor types, and with '' when Escape clears it. */
  onInput?: (value: string) => void;
  /** How long after the input loses focus the list hides. */
  hideDelayMs?: number;
}

export interface Combobox {
  /** Replaces the options (their text, in order). */
  setOptions(texts: readonly string[]): void;
  /** The options' text now. */
  options(): string[];
  isOpen(): boolean;
  close(): void;
  /** The listbox element (for styles and tests). */
  readonly listbox: HTMLUListElement;
  /** Removes the list, the listeners and the input's ARIA. */
  destroy(): void;
}

let counter = 0;

export function createCombobox({ input, listLabel, onChoose, onInput, hideDelayMs = 200 }: ComboboxOptions): Combobox {
  const doc = input.ownerDocument;
  const win = doc.defaultView ?? window;
  counter += 1;
  const listId = `${input.id || 'combobox'}-listbox-${counter}`;
  const listbox = doc.createElement('ul');
  listbox.id = listId;
  listbox.className = 'combobox__list';
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', listLabel);
  listbox.hidden = true;
  input.after(listbox);

  const previous = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'autocomplete'].map((name) => [name, input.getAttribute(name)] as const);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);
  input.setAttribute('autocomplete', 'off');

  let items: HTMLLIElement[] = [];
  let active = -1;
  let hideTimer: number | undefined;

  const isOpen = () => !listbox.hidden;

  const highlight = (index: number) => {
    active = index;
    items.forEach((item, i) => item.setAttribute('aria-selected', String(i === index)));
    const item = items[index];
    if (item) {
      input.setAttribute('aria-activedescendant', item.id);
      item.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const open = () => {
    if (!items.length) return;
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const close = () => {
    if (hideTimer !== undefined) win.clearTimeout(hideTimer);
    hideTimer = undefined;
    highlight(-1);
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };

  const choose = (index: number) => {
    const text = items[index]?.textContent ?? '';
    input.value = text;
    close();
    onChoose?.(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!isOpen()) {
          open();
          highlight(down ? 0 : count - 1);
        } else if (active < 0) highlight(down ? 0 : count - 1);
        else highlight((active + (down ? 1 : -1) + count) % count);
        return;
      }
      case 'Enter':
        if (isOpen() && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (isOpen()) {
          event.preventDefault();
          close();
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          onInput?.('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const onTyped = () => {
    highlight(-1);
    onInput?.(input.value);
  };

  const onFocusOut = () => {
    if (hideTimer !== undefined) win.clearTimeout(hideTimer);
    hideTimer = win.setTimeout(() => {
      hideTimer = undefined;
      if (doc.activeElement !== input) close();
    }, hideDelayMs);
  };

  const onFocusIn = () => {
    if (hideTimer !== undefined) win.clearTimeout(hideTimer);
    hideTimer = undefined;
  };

  // A press on an option keeps focus in the input; the click then chooses it.
  const onListDown = (event: MouseEvent) => event.preventDefault();
  const onListClick = (event: MouseEvent) => {
    const item = (event.target as Element | null)?.closest?.('[role="option"]');
    const index = item ? items.indexOf(item as HTMLLIElement) : -1;
    if (index >= 0) choose(index);
  };
  const onListMove = (event: MouseEvent) => {
    const item = (event.target as Element | null)?.closest?.('[role="option"]');
    const index = item ? items.indexOf(item as HTMLLIElement) : -1;
    if (index >= 0 && index !== active) highlight(index);
  };
  const onOutside = (event: Event) => {
    if (!isOpen()) return;
    const path = event.composedPath();
    if (!path.includes(input) && !path.includes(listbox)) close();
  };

  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('input', onTyped);
  input.addEventListener('blur', onFocusOut);
  input.addEventListener('focus', onFocusIn);
  listbox.addEventListener('mousedown', onListDown);
  listbox.addEventListener('click', onListClick);
  listbox.addEventListener('mousemove', onListMove);
  doc.addEventListener('pointerdown', onOutside, true);

  return {
    listbox,
    setOptions(texts) {
      highlight(-1);
      items = texts.map((text, index) => {
        const item = doc.createElement('li');
        item.id = `${listId}-${index}`;
        item.className = 'combobox__option';
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', 'false');
        item.textContent = text;
        return item;
      });
      listbox.replaceChildren(...items);
      if (items.length && doc.activeElement === input) open();
      else close();
    },
    options: () => items.map((item) => item.textContent ?? ''),
    isOpen,
    close,
    destroy() {
      close();
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('input', onTyped);
      input.removeEventListener('blur', onFocusOut);
      input.removeEventListener('focus', onFocusIn);
      doc.removeEventListener('pointerdown', onOutside, true);
      input.removeAttribute('aria-activedescendant');
      for (const [name, value] of previous) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      listbox.remove();
    },
  };
}
