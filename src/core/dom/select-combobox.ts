/**
 * The WAI-ARIA APG select-only combobox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/):
 * a dropdown of fixed choices, such as the search modal's channel list. Plain DOM, no framework.
 *
 * Markup it builds (ids from `id`):
 *   <div class="select-combobox">
 *     <div role="combobox" tabindex="0" aria-haspopup="listbox" aria-expanded aria-controls
 *          aria-labelledby aria-activedescendant>{chosen label}</div>
 *     <div role="listbox" hidden><div role="option" aria-selected>...</div>...</div>
 *   </div>
 *
 * DOM focus stays on the combobox; the highlighted option is `aria-activedescendant` and carries
 * `aria-selected="true"` (the chosen one also `data-chosen`, for its tick).
 *
 * Keys, closed: Down, Up, Enter, Space and Alt+Down open it; Home and End open it on the first or
 * last option; a letter opens it on the first match (type-ahead).
 * Keys, open: Down and Up move one (no wrap), Page Down and Page Up move 10 (clamped), Home and
 * End go to the first and last; Enter, Space and Alt+Up choose the highlighted option and close;
 * Escape closes without changing the choice (and goes no further: a dialog around it stays
 * open); Tab chooses the highlighted option and lets focus move on.
 * Type-ahead: printable characters add to a buffer that resets 500 ms after the last one; the
 * first option (after the highlighted one, wrapping) whose label starts with the buffer is
 * highlighted; the same letter repeated cycles through the options starting with it. Case and
 * accents are ignored ('i' finds 'Índice').
 * Mouse: a click on the combobox opens or closes it, a click on an option chooses it, a click
 * outside closes it without choosing. Focus leaving it closes it without choosing.
 */

export interface ComboboxOption {
  label: string;
  value: string;
}

export interface SelectComboboxOptions {
  /** Prefix of the ids it gives (combobox, listbox, options); unique in the document. */
  id: string;
  /** The element naming the combobox and its list (given the id `{id}-label` when it has none). */
  label: HTMLElement;
  options: readonly ComboboxOption[];
  /** The chosen option's index at the start (default 0). */
  selected?: number;
  /** Called when the visitor chooses a different option. */
  onChange?: (option: ComboboxOption, index: number) => void;
  /** The pause after which the type-ahead buffer starts again (default 500 ms). */
  typeaheadResetMs?: number;
}

export interface SelectCombobox {
  /** The wrapper holding the combobox and its listbox: put it in the page. */
  readonly element: HTMLElement;
  readonly combobox: HTMLElement;
  readonly listbox: HTMLElement;
  readonly selectedIndex: number;
  readonly isOpen: boolean;
  /** Chooses the option at `index` (clamped) without calling onChange. */
  select(index: number): void;
  /** Closes the list without changing the choice. */
  close(): void;
  destroy(): void;
}

/** How many options Page Up and Page Down move. */
export const PAGE_STEP = 10;
/** The type-ahead buffer resets after this pause (site 2.8). */
export const TYPEAHEAD_RESET_MS = 500;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The option a typed buffer highlights (APG), or -1 for none. Searching starts after `current`
 * for a single character (so repeating a letter moves on) and at `current` for a longer buffer
 * (so 'me' stays on 'Medicare' after 'm' found it); it wraps. A buffer of one letter repeated
 * ('mmm') that matches nothing cycles through the options starting with that letter.
 */
export function typeaheadIndex(labels: readonly string[], typed: string, current: number): number {
  const buffer = fold(typed);
  if (!buffer || labels.length === 0) return -1;
  const folded = labels.map(fold);
  const from = (start: number) => [...labels.keys()].map((i) => (Math.max(0, start) + i) % labels.length);
  const found = from(buffer.length === 1 ? current + 1 : current).find((i) => folded[i]!.startsWith(buffer));
  if (found !== undefined) return found;
  const letter = buffer[0]!;
  if (![...buffer].every((c) => c === letter)) return -1;
  return from(current + 1).find((i) => folded[i]!.startsWith(letter)) ?? -1;
}

/** The type-ahead buffer: `type(char)` adds a character and returns the buffer; it empties `resetMs` after the last one. */
export function createTypeahead(resetMs = TYPEAHEAD_RESET_MS) {
  let buffer = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    clearTimeout(timer);
    timer = undefined;
    buffer = '';
  };
  return {
    type(char: string): string {
      clearTimeout(timer);
      buffer += char;
      timer = setTimeout(reset, resetMs);
      return buffer;
    },
    get buffer() {
      return buffer;
    },
    reset,
  };
}

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), Math.max(length - 1, 0));

export function createSelectCombobox(settings: SelectComboboxOptions): SelectCombobox {
  const { id, label, options } = settings;
  const doc = label.ownerDocument;
  const typeahead = createTypeahead(settings.typeaheadResetMs);
  const labels = options.map((option) => option.label);
  let chosen = clamp(settings.selected ?? 0, options.length);
  let active = chosen;
  let open = false;

  if (!label.id) label.id = `${id}-label`;
  const element = doc.createElement('div');
  element.className = 'select-combobox';
  const combobox = doc.createElement('div');
  combobox.className = 'select-combobox__combobox';
  combobox.id = id;
  combobox.tabIndex = 0;
  combobox.setAttribute('role', 'combobox');
  combobox.setAttribute('aria-haspopup', 'listbox');
  combobox.setAttribute('aria-expanded', 'false');
  combobox.setAttribute('aria-controls', `${id}-listbox`);
  combobox.setAttribute('aria-labelledby', label.id);
  const value = doc.createElement('span');
  value.className = 'select-combobox__value';
  const arrow = doc.createElement('span');
  arrow.className = 'select-combobox__arrow';
  arrow.setAttribute('aria-hidden', 'true');
  combobox.append(value, arrow);
  const listbox = doc.createElement('div');
  listbox.className = 'select-combobox__listbox';
  listbox.id = `${id}-listbox`;
  listbox.tabIndex = -1;
  listbox.hidden = true;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-labelledby', label.id);
  const items = options.map((option, index) => {
    const item = doc.createElement('div');
    item.className = 'select-combobox__option';
    item.id = `${id}-${index}`;
    item.setAttribute('role', 'option');
    item.textContent = option.label;
    listbox.append(item);
    return item;
  });
  element.append(combobox, listbox);

  const render = () => {
    value.textContent = labels[chosen] ?? '';
    combobox.setAttribute('aria-expanded', String(open));
    listbox.hidden = !open;
    items.forEach((item, index) => {
      item.setAttribute('aria-selected', String(open && index === active));
      item.toggleAttribute('data-chosen', index === chosen);
    });
    const current = items[active];
    if (open && current) {
      combobox.setAttribute('aria-activedescendant', current.id);
      // Only the list scrolls (block: nearest never moves an option that is already in view).
      if (listbox.scrollHeight > listbox.clientHeight) {
        const top = current.offsetTop - listbox.offsetTop;
        if (top < listbox.scrollTop) listbox.scrollTop = top;
        else if (top + current.offsetHeight > listbox.scrollTop + listbox.clientHeight) listbox.scrollTop = top + current.offsetHeight - listbox.clientHeight;
      }
    } else {
      combobox.removeAttribute('aria-activedescendant');
    }
  };

  const setOpen = (next: boolean) => {
    if (open === next) return;
    open = next;
    if (open) {
      active = chosen;
      doc.addEventListener('pointerdown', onOutside, true);
    } else {
      typeahead.reset();
      doc.removeEventListener('pointerdown', onOutside, true);
    }
    render();
  };

  const highlight = (index: number) => {
    active = clamp(index, options.length);
    render();
  };

  const choose = (index: number) => {
    const next = clamp(index, options.length);
    const changed = next !== chosen;
    chosen = next;
    setOpen(false);
    render();
    const option = options[chosen];
    if (changed && option) settings.onChange?.(option, chosen);
  };

  function onOutside(event: Event) {
    if (!element.contains(event.target as Node | null)) setOpen(false);
  }

  const onType = (char: string) => {
    const found = typeaheadIndex(labels, typeahead.type(char), open ? active : chosen);
    if (!open) setOpen(true);
    if (found >= 0) highlight(found);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    if (ctrlKey || metaKey) return;
    const printable = key.length === 1 && !altKey && (key !== ' ' || typeahead.buffer !== '');
    let handled = true;
    if (printable) {
      onType(key);
    } else if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') setOpen(true);
      else if (key === 'Home' || key === 'End') {
        setOpen(true);
        highlight(key === 'Home' ? 0 : options.length - 1);
      } else handled = false;
    } else if (key === 'ArrowUp' && altKey) choose(active);
    else if (key === 'ArrowDown') highlight(active + 1);
    else if (key === 'ArrowUp') highlight(active - 1);
    else if (key === 'PageDown') highlight(active + PAGE_STEP);
    else if (key === 'PageUp') highlight(active - PAGE_STEP);
    else if (key === 'Home') highlight(0);
    else if (key === 'End') highlight(options.length - 1);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') {
      setOpen(false);
      // The list closes; a dialog around it must not (the browser's close request stops here).
      event.stopPropagation();
    } else if (key === 'Tab') {
      choose(active);
      handled = false; // focus moves on as usual
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const onClick = () => setOpen(!open);
  const onOptionClick = (event: MouseEvent) => {
    const item = (event.target as Element | null)?.closest?.('[role="option"]');
    const index = item ? items.indexOf(item as HTMLDivElement) : -1;
    if (index >= 0) {
      choose(index);
      combobox.focus();
    }
  };
  // Keeps focus on the combobox while the pointer is on the list.
  const keepFocus = (event: Event) => event.preventDefault();
  const onFocusOut = (event: FocusEvent) => {
    if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  combobox.addEventListener('keydown', onKeyDown);
  combobox.addEventListener('click', onClick);
  combobox.addEventListener('focusout', onFocusOut);
  listbox.addEventListener('mousedown', keepFocus);
  listbox.addEventListener('click', onOptionClick);
  render();

  return {
    element,
    combobox,
    listbox,
    get selectedIndex() {
      return chosen;
    },
    get isOpen() {
      return open;
    },
    select(index) {
      chosen = clamp(index, options.length);
      active = chosen;
      render();
    },
    close: () => setOpen(false),
    destroy() {
      setOpen(false);
      typeahead.reset();
      element.remove();
    },
  };
}
