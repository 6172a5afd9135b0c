/**
 * The WAI-ARIA APG select-only combobox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/)
 * as a React component: a dropdown of fixed choices, such as the search modal's channel list.
 *
 *   <span id="c-label">Search in</span>
 *   <SelectCombobox id="c" labelledBy="c-label" options={options} selectedIndex={i} onChange={(option, index) => ...} />
 *
 * Markup (ids from `id`):
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
 *
 * Controlled (`selectedIndex` with `onChange`) or not (`defaultSelectedIndex`, default 0).
 */
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

export interface ComboboxOption {
  label: string;
  value: string;
}

export interface SelectComboboxProps {
  /** The combobox's id and the prefix of the others (listbox, options); unique in the document. */
  id: string;
  /** The id of the element naming the combobox and its list. */
  labelledBy: string;
  options: readonly ComboboxOption[];
  /** Controlled: the chosen option's index. */
  selectedIndex?: number;
  /** Uncontrolled: the chosen option's index at the start (default 0). */
  defaultSelectedIndex?: number;
  /** Called when the visitor chooses a different option. */
  onChange?: (option: ComboboxOption, index: number) => void;
  /** The pause after which the type-ahead buffer starts again (default 500 ms). */
  typeaheadResetMs?: number;
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

export function SelectCombobox({ id, labelledBy, options, selectedIndex, defaultSelectedIndex = 0, onChange, typeaheadResetMs }: SelectComboboxProps) {
  const [typeahead] = useState(() => createTypeahead(typeaheadResetMs));
  const [own, setOwn] = useState(() => clamp(defaultSelectedIndex, options.length));
  const chosen = clamp(selectedIndex ?? own, options.length);
  const [{ open, active }, setState] = useState({ open: false, active: chosen });
  const wrapper = useRef<HTMLDivElement>(null);
  const combobox = useRef<HTMLDivElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const last = options.length - 1;

  const show = (index = chosen) => setState({ open: true, active: clamp(index, options.length) });
  const hide = () => {
    typeahead.reset();
    setState((now) => (now.open ? { ...now, open: false } : now));
  };
  const choose = (index: number) => {
    const next = clamp(index, options.length);
    hide();
    if (next === chosen) return;
    setOwn(next);
    const option = options[next];
    if (option) onChange?.(option, next);
  };

  useEffect(() => typeahead.reset, [typeahead]);

  // A press outside closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    const doc = wrapper.current?.ownerDocument ?? document;
    const onOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node | null)) {
        typeahead.reset();
        setState((now) => ({ ...now, open: false }));
      }
    };
    doc.addEventListener('pointerdown', onOutside, true);
    return () => doc.removeEventListener('pointerdown', onOutside, true);
  }, [open, typeahead]);

  // Only the list scrolls to keep the highlighted option in view (an option already in view stays).
  useLayoutEffect(() => {
    const list = listbox.current;
    const current = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!open || !list || !current || list.scrollHeight <= list.clientHeight) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight;
  }, [open, active]);

  const onType = (char: string) => {
    const found = typeaheadIndex(
      options.map((option) => option.label),
      typeahead.type(char),
      open ? active : chosen,
    );
    show(found >= 0 ? found : open ? active : chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    if (ctrlKey || metaKey) return;
    const printable = key.length === 1 && !altKey && (key !== ' ' || typeahead.buffer !== '');
    let handled = true;
    if (printable) onType(key);
    else if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') show();
      else if (key === 'Home') show(0);
      else if (key === 'End') show(last);
      else handled = false;
    } else if (key === 'ArrowUp' && altKey) choose(active);
    else if (key === 'ArrowDown') show(active + 1);
    else if (key === 'ArrowUp') show(active - 1);
    else if (key === 'PageDown') show(active + PAGE_STEP);
    else if (key === 'PageUp') show(active - PAGE_STEP);
    else if (key === 'Home') show(0);
    else if (key === 'End') show(last);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') {
      hide();
      // The list closes; a dialog around it must not (a prevented Escape is no close request).
      event.stopPropagation();
    } else if (key === 'Tab') {
      choose(active);
      handled = false; // focus moves on as usual
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const onOptionClick = (event: MouseEvent<HTMLDivElement>) => {
    const option = (event.target as Element | null)?.closest?.('[role="option"]');
    const index = option ? Number(option.getAttribute('data-index') ?? -1) : -1;
    if (index < 0) return;
    choose(index);
    combobox.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    <div ref={wrapper} className="select-combobox" onBlur={onBlur}>
      <div
        ref={combobox}
        id={id}
        className="select-combobox__combobox"
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-labelledby={labelledBy}
        aria-activedescendant={open && options[active] ? `${id}-${active}` : undefined}
        onKeyDown={onKeyDown}
        onClick={() => (open ? hide() : show())}
      >
        <span className="select-combobox__value">{options[chosen]?.label ?? ''}</span>
        <span className="select-combobox__arrow" aria-hidden="true" />
      </div>
      {/* The keys are the combobox's (APG: focus stays there); the list takes only the pointer. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
      <div
        ref={listbox}
        id={`${id}-listbox`}
        className="select-combobox__listbox"
        role="listbox"
        tabIndex={-1}
        aria-labelledby={labelledBy}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onOptionClick}
      >
        {options.map((option, index) => (
          <div
            key={index}
            id={`${id}-${index}`}
            className="select-combobox__option"
            role="option"
            aria-selected={open && index === active}
            data-chosen={index === chosen ? '' : undefined}
            data-index={index}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
