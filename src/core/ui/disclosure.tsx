/**
 * A disclosure (WAI-ARIA APG "Disclosure") as a React hook: a button that shows and hides a
 * region of the page (accordions, "show more", a collapsed member strip, a footer column or a
 * menu behind a hamburger on a phone). Not a menu and not a dialog: the rest of the page stays
 * usable and focus is never moved, except back to the button when Escape closes the region
 * (`closeOnEscape`).
 *
 *   const menu = useDisclosure({ closeOnEscape: true });
 *   <button type="button" {...menu.buttonProps}>Menu</button>
 *   <div {...menu.regionProps}>...</div>
 *
 * The button gets `aria-controls` and `aria-expanded`; the region an id and `hidden` while closed
 * (unless `manageHidden` is false: a region collapsible only at some widths is shown and hidden
 * by styles keyed on the button's state). Nested disclosures close one at a time on Escape: the
 * innermost open one takes the key. For an element that is not a `<button>`, spread
 * `nonNativeButtonProps` too (role, tabindex, Enter and Space). With `closeOnOutsidePress`, a press
 * (pointerdown) anywhere but the button and the region closes it, leaving focus where it goes (a
 * tooltip of links beside its button).
 *
 * Uncontrolled by default (`initiallyExpanded`); controlled when `expanded` is given, with
 * `onExpandedChange` (state kept in a store, or shared with another part of the view).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLatest } from '../react-view.tsx';

export interface DisclosureOptions {
  /** Uncontrolled: open at the start (default closed). */
  initiallyExpanded?: boolean;
  /** Controlled: the state, owned by the caller. */
  expanded?: boolean;
  /** Called with the state the visitor asked for (and, uncontrolled, after it is set). */
  onExpandedChange?: (expanded: boolean) => void;
  /** Escape inside the region (or on the button) closes it and focuses the button. */
  closeOnEscape?: boolean;
  /** A press (pointerdown) outside the button and the region closes it; focus is not moved. */
  closeOnOutsidePress?: boolean;
  /** Whether the region's `hidden` follows the state (default true). */
  manageHidden?: boolean;
  /** The region's id; default a generated one. */
  id?: string;
}

export interface Disclosure<B extends HTMLElement = HTMLButtonElement> {
  readonly expanded: boolean;
  open(): void;
  /** Closes; `focusButton` moves focus to the button (for a close from inside the region). */
  close(focusButton?: boolean): void;
  toggle(): void;
  buttonProps: {
    ref: (element: B | null) => void;
    'aria-controls': string;
    'aria-expanded': boolean;
    onClick: (event: MouseEvent<B>) => void;
    onKeyDown: (event: KeyboardEvent<B>) => void;
  };
  /** For a button that is not a `<button>`: the role and Tab stop a button has. */
  nonNativeButtonProps: { role: 'button'; tabIndex: 0 };
  regionProps: {
    ref: (element: HTMLElement | null) => void;
    id: string;
    hidden?: boolean;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

export function useDisclosure<B extends HTMLElement = HTMLButtonElement>(options: DisclosureOptions = {}): Disclosure<B> {
  const generated = useId();
  const id = options.id ?? `disclosure-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [own, setOwn] = useState(options.initiallyExpanded === true);
  const controlled = options.expanded !== undefined;
  const expanded = controlled ? options.expanded === true : own;
  const latest = useLatest({ options, expanded, controlled });
  const button = useRef<B | null>(null);
  const region = useRef<HTMLElement | null>(null);

  const set = useCallback(
    (next: boolean) => {
      const { options: current, expanded: now, controlled: isControlled } = latest.current;
      if (next === now) return;
      if (!isControlled) setOwn(next);
      current.onExpandedChange?.(next);
    },
    [latest],
  );

  const close = useCallback(
    (focusButton = false) => {
      set(false);
      if (focusButton) button.current?.focus();
    },
    [set],
  );

  const outsidePress = options.closeOnOutsidePress === true && expanded;
  useEffect(() => {
    const doc = button.current?.ownerDocument;
    if (!outsidePress || !doc) return;
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (button.current?.contains(target) || region.current?.contains(target))) return;
      set(false);
    };
    doc.addEventListener('pointerdown', onPress);
    return () => doc.removeEventListener('pointerdown', onPress);
  }, [outsidePress, set]);

  const onEscape = (event: KeyboardEvent<HTMLElement>) => {
    // An inner disclosure (or dialog) that already handled this Escape keeps it.
    if (!options.closeOnEscape || event.key !== 'Escape' || !expanded || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  };

  return {
    expanded,
    open: () => set(true),
    close,
    toggle: () => set(!expanded),
    buttonProps: {
      ref: (element) => {
        button.current = element;
      },
      'aria-controls': id,
      'aria-expanded': expanded,
      onClick: () => set(!expanded),
      onKeyDown: (event) => {
        const native = event.currentTarget.localName === 'button';
        if (!native && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          set(!expanded);
          return;
        }
        onEscape(event);
      },
    },
    nonNativeButtonProps: { role: 'button', tabIndex: 0 },
    regionProps: {
      ref: (element) => {
        region.current = element;
      },
      id,
      ...(options.manageHidden === false ? {} : { hidden: !expanded }),
      onKeyDown: onEscape,
    },
  };
}
