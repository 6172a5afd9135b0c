/**
 * The WAI-ARIA APG combobox with a listbox popup (list autocomplete), as React: the one copy the
 * search box (its input is the CMS's) and any later place search (its input is React's) use.
 *
 *   const combobox = useListCombobox({ options, listLabel, onInput, onChoose });
 *   <input {...combobox.inputProps} />            // an input the view renders, or
 *   useComboboxInput(cmsInput, combobox.inputProps); // an input of the CMS markup it enhances
 *   <ComboboxListbox combobox={combobox} />
 *
 * - The input gets role=combobox, aria-autocomplete=list, aria-expanded, aria-controls and
 *   aria-activedescendant; DOM focus never leaves it. The listbox (role=listbox, options
 *   role=option) holds the options' text.
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
 * - `options` is the list now: a new array (a new answer) drops the highlight, opens the list
 *   while the input has focus and closes it when empty. Keep it in state (or useMemo): an array
 *   made during every render would count as a new answer each time. Typing drops the highlight
 *   and calls `onInput`.
 *
 * Suggestions that arrive while the visitor types (a pause, then a request; a newer keystroke
 * aborts the older request) come from `createSuggester` / `useSuggester` below, and the caller
 * says what is happening (loading, how many, too short, an error) through `useAnnouncer`.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useLatest } from '../react-view.tsx';

/** What the handlers read of a key event: a React one (the view's input) or a native one (the CMS's). */
interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  preventDefault(): void;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/** The input's ARIA and handlers: spread on a React `<input>`, or give to `useComboboxInput`. */
export interface ComboboxInputProps {
  ref: (input: HTMLInputElement | null) => void;
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  autoComplete: 'off';
  onKeyDown: (event: KeyLike) => void;
  onInput: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

export interface ListComboboxOptions {
  /** The options' text, in order (see the module comment). */
  options: readonly string[];
  /** The listbox's accessible name. */
  listLabel: string;
  /** Called with the option's text (and index) when one is chosen (Enter or click). */
  onChoose?: (text: string, index: number) => void;
  /** Called with the input's value when the visitor types, and with '' when Escape clears it. */
  onInput?: (value: string) => void;
  /** How long after the input loses focus the list hides (default 200 ms, site 9). */
  hideDelayMs?: number;
  /** The listbox's id (options: `{id}-{index}`); default a generated one. */
  id?: string;
}

export interface ListCombobox {
  readonly isOpen: boolean;
  /** The highlighted option's index, -1 for none. */
  readonly activeIndex: number;
  readonly options: readonly string[];
  readonly listLabel: string;
  readonly listboxId: string;
  close(): void;
  inputProps: ComboboxInputProps;
  /** For `ComboboxListbox` (or a listbox of the caller's own). */
  listboxRef: (list: HTMLElement | null) => void;
  /** A press on the list keeps focus in the input; a click on an option chooses it. */
  onListMouseDown: (event: ReactMouseEvent) => void;
  onListClick: (event: ReactMouseEvent) => void;
  onListMouseMove: (event: ReactMouseEvent) => void;
}

interface State {
  open: boolean;
  active: number;
  focused: boolean;
  /** The options this state is about. */
  answer: readonly string[];
}

/** `state` brought up to `options`: for a new answer, no highlight, open while focused and not empty. */
const settled = (state: State, options: readonly string[]): State =>
  state.answer === options ? state : { ...state, answer: options, active: -1, open: options.length > 0 && state.focused };

const optionIndex = (event: ReactMouseEvent): number => {
  const option = (event.target as Element | null)?.closest?.('[role="option"]');
  return option ? Number(option.getAttribute('data-index') ?? -1) : -1;
};

export function useListCombobox({ options, listLabel, onChoose, onInput, hideDelayMs = 200, id }: ListComboboxOptions): ListCombobox {
  const generated = useId();
  const listboxId = id ?? `combobox-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}-listbox`;
  const [stored, setStored] = useState<State>(() => ({ open: false, active: -1, focused: false, answer: options }));
  // A new answer drops the highlight and opens the list while the input has focus. Derived, not
  // set during render or in an effect: the state is brought up to the answer at its next update.
  const state = settled(stored, options);
  const { open, active } = state;
  const latest = useLatest({ options, open, active, onChoose, onInput, hideDelayMs });
  const setState = useCallback((next: (now: State) => State) => setStored((now) => next(settled(now, latest.current.options))), [latest]);
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLElement | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopHideTimer = () => {
    if (hideTimer.current !== undefined) clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };
  useEffect(() => stopHideTimer, []);

  const close = useCallback(() => {
    stopHideTimer();
    setState((now) => (now.open || now.active >= 0 ? { ...now, open: false, active: -1 } : now));
  }, [setState]);

  const highlight = (index: number) => setState((now) => (now.active === index && now.open ? now : { ...now, open: true, active: index }));

  const choose = useCallback(
    (index: number) => {
      const text = latest.current.options[index] ?? '';
      if (input.current) input.current.value = text;
      close();
      latest.current.onChoose?.(text, index);
    },
    [close, latest],
  );

  // A press outside the input and the list closes it at once, without choosing.
  useEffect(() => {
    if (!open) return;
    const doc = input.current?.ownerDocument ?? document;
    const onOutside = (event: Event) => {
      const path = event.composedPath();
      if (!(input.current && path.includes(input.current)) && !(list.current && path.includes(list.current))) close();
    };
    doc.addEventListener('pointerdown', onOutside, true);
    return () => doc.removeEventListener('pointerdown', onOutside, true);
  }, [open, close]);

  // The highlighted option stays in view (the list scrolls, the page does not).
  useLayoutEffect(() => {
    if (!open || active < 0) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (event: KeyLike) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing || event.nativeEvent?.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open || active < 0) highlight(down ? 0 : count - 1);
        else highlight((active + (down ? 1 : -1) + count) % count);
        return;
      }
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (input.current?.value) {
          event.preventDefault();
          input.current.value = '';
          onInput?.('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const inputProps: ComboboxInputProps = {
    ref: useCallback((element: HTMLInputElement | null) => {
      input.current = element;
    }, []),
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-activedescendant': open && active >= 0 ? `${listboxId}-${active}` : undefined,
    autoComplete: 'off',
    onKeyDown,
    onInput: () => {
      setState((now) => (now.active < 0 ? now : { ...now, active: -1 }));
      onInput?.(input.current?.value ?? '');
    },
    onFocus: () => {
      stopHideTimer();
      setState((now) => (now.focused ? now : { ...now, focused: true }));
    },
    onBlur: () => {
      stopHideTimer();
      setState((now) => (now.focused ? { ...now, focused: false } : now));
      hideTimer.current = setTimeout(() => {
        hideTimer.current = undefined;
        const element = input.current;
        if (!element || element.ownerDocument.activeElement !== element) close();
      }, latest.current.hideDelayMs);
    },
  };

  return {
    isOpen: open,
    activeIndex: active,
    options,
    listLabel,
    listboxId,
    close,
    inputProps,
    listboxRef: useCallback((element: HTMLElement | null) => {
      list.current = element;
    }, []),
    onListMouseDown: (event) => event.preventDefault(),
    onListClick: (event) => {
      const index = optionIndex(event);
      if (index >= 0) choose(index);
    },
    onListMouseMove: (event) => {
      const index = optionIndex(event);
      if (index >= 0 && index !== active) highlight(index);
    },
  };
}

export interface ComboboxListboxProps {
  combobox: ListCombobox;
  /** The list's class (default `combobox__list`); its options' is `combobox__option`. */
  className?: string;
  optionClassName?: string;
}

/** The combobox's listbox: `<ul role="listbox">` of `<li role="option">`, hidden while closed. */
export function ComboboxListbox({ combobox, className = 'combobox__list', optionClassName = 'combobox__option' }: ComboboxListboxProps) {
  // Taken apart: React's lint takes any object with a member passed to `ref` for a ref itself.
  const { listboxRef, isOpen, activeIndex, options, listboxId, listLabel, onListMouseDown, onListClick, onListMouseMove } = combobox;
  return (
    // The keys are the input's (APG: focus stays there); the list takes only the pointer.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <ul
      ref={listboxRef}
      id={listboxId}
      className={className}
      role="listbox"
      tabIndex={-1}
      aria-label={listLabel}
      hidden={!isOpen}
      onMouseDown={onListMouseDown}
      onClick={onListClick}
      onMouseMove={onListMouseMove}
    >
      {options.map((text, index) => (
        <li key={index} id={`${listboxId}-${index}`} className={optionClassName} role="option" aria-selected={index === activeIndex} data-index={index}>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The input's attributes the combobox sets (React names -> DOM names). */
const INPUT_ATTRIBUTES = [
  ['role', 'role'],
  ['aria-autocomplete', 'aria-autocomplete'],
  ['aria-expanded', 'aria-expanded'],
  ['aria-controls', 'aria-controls'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['autoComplete', 'autocomplete'],
] as const;

/**
 * The combobox on an input the view does not render: one of the CMS markup it enhances (the
 * search box's). Sets the input's ARIA after every render and listens to its keys, typing and
 * focus; on unmount the input gets its own attributes back.
 */
export function useComboboxInput(input: HTMLInputElement | null | undefined, props: ComboboxInputProps): void {
  const latest = useLatest(props);
  useLayoutEffect(() => {
    if (!input) return;
    const previous = INPUT_ATTRIBUTES.map(([, name]) => [name, input.getAttribute(name)] as const);
    const on = {
      keydown: (event: KeyboardEvent) => latest.current.onKeyDown(event),
      input: () => latest.current.onInput(),
      focus: () => latest.current.onFocus(),
      blur: () => latest.current.onBlur(),
    };
    for (const [type, listener] of Object.entries(on)) input.addEventListener(type, listener as EventListener);
    const attach = latest.current.ref;
    attach(input);
    if (input.ownerDocument.activeElement === input) latest.current.onFocus();
    return () => {
      for (const [type, listener] of Object.entries(on)) input.removeEventListener(type, listener as EventListener);
      attach(null);
      for (const [name, value] of previous) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
    };
  }, [input, latest]);
  useLayoutEffect(() => {
    if (!input) return;
    for (const [key, name] of INPUT_ATTRIBUTES) {
      const value = props[key];
      if (value === undefined) input.removeAttribute(name);
      else input.setAttribute(name, String(value));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Suggestions while typing

/** What a pause in typing leads to: nothing (blank), too short, or a request for `term`. */
export type SuggestStep = { kind: 'empty' } | { kind: 'short' } | { kind: 'fetch'; term: string };

export type SuggestEvent<T = string> =
  | { kind: 'clear' }
  | { kind: 'short' }
  | { kind: 'loading'; term: string }
  | { kind: 'loaded'; term: string; suggestions: T[] }
  | { kind: 'error'; term: string; error: unknown };

export interface SuggesterOptions<T = string> {
  /** The suggestions for `term` (the service call); `signal` aborts it. */
  fetch: (term: string, signal: AbortSignal) => Promise<readonly T[]>;
  onEvent: (event: SuggestEvent<T>) => void;
  /** The pause in typing before a request. */
  delayMs: number;
  /** Default: a blank value is empty, anything else is fetched, trimmed. */
  step?: (value: string) => SuggestStep;
  win?: Window;
}

const anyText = (value: string): SuggestStep => (value.trim() ? { kind: 'fetch', term: value.trim() } : { kind: 'empty' });

/**
 * Typing -> suggestions: each `typed(value)` aborts the request in flight and restarts the pause;
 * a blank value clears at once; after the pause, `step` says whether to ask. An answer or failure
 * of an aborted request is dropped, so a stale answer never shows.
 */
export function createSuggester<T = string>({ fetch, onEvent, delayMs, step = anyText, win = window }: SuggesterOptions<T>) {
  let timer: number | undefined;
  let controller: AbortController | undefined;
  const cancel = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };
  const run = (value: string) => {
    timer = undefined;
    const next = step(value);
    if (next.kind !== 'fetch') {
      onEvent({ kind: next.kind === 'empty' ? 'clear' : 'short' });
      return;
    }
    const mine = new AbortController();
    controller = mine;
    onEvent({ kind: 'loading', term: next.term });
    fetch(next.term, mine.signal).then(
      (suggestions) => {
        if (!mine.signal.aborted) onEvent({ kind: 'loaded', term: next.term, suggestions: [...suggestions] });
      },
      (error: unknown) => {
        if (!mine.signal.aborted) onEvent({ kind: 'error', term: next.term, error });
      },
    );
  };
  return {
    typed(value: string) {
      cancel();
      if (!value.trim()) {
        onEvent({ kind: 'clear' });
        return;
      }
      timer = win.setTimeout(() => run(value), delayMs);
    },
    stop: cancel,
  };
}

export type Suggester = ReturnType<typeof createSuggester>;

/**
 * `createSuggester` for a view: one for the view's life (stopped on unmount), calling the
 * latest `fetch`, `onEvent` and `step`.
 */
export function useSuggester<T = string>(options: SuggesterOptions<T>): { typed(value: string): void; stop(): void } {
  const latest = useLatest(options);
  const suggester = useMemo(
    () =>
      createSuggester<T>({
        delayMs: options.delayMs,
        fetch: (term, signal) => latest.current.fetch(term, signal),
        onEvent: (event) => latest.current.onEvent(event),
        step: (value) => (latest.current.step ?? anyText)(value),
        ...(options.win ? { win: options.win } : {}),
      }),
    [latest, options.delayMs, options.win],
  );
  useEffect(() => suggester.stop, [suggester]);
  return suggester;
}
