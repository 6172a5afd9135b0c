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
 *
 * A button or region that is already in the page (CMS markup the element enhances: a link that
 * opens a navigation, a panel of a menu) takes the same props through `useDisclosureOnPage`.
 * `close(true)` moves focus to the button once the closed state is committed, so a button that
 * styles show only while the region is closed can take it.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '../react-view.tsx';

/** What the key handlers read of a key event: React's or the DOM's own (for markup in the page). */
interface KeyLike {
  key: string;
  defaultPrevented: boolean;
  preventDefault(): void;
}

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
    onClick: () => void;
    onKeyDown: (event: KeyLike) => void;
  };
  /** For a button that is not a `<button>`: the role and Tab stop a button has. */
  nonNativeButtonProps: { role: 'button'; tabIndex: 0 };
  regionProps: {
    ref: (element: HTMLElement | null) => void;
    id: string;
    hidden?: boolean;
    onKeyDown: (event: KeyLike) => void;
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
  const focusPending = useRef(false);
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
      if (focusButton && !latest.current.expanded) button.current?.focus();
      else if (focusButton) focusPending.current = true;
      set(false);
    },
    [set, latest],
  );

  // The focus that `close(true)` asked for, once the closed state is in the page (after the
  // view's own layout effects, which may be what shows the button again).
  useEffect(() => {
    if (!focusPending.current || expanded) return;
    focusPending.current = false;
    button.current?.focus();
  });

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

  const onEscape = (event: KeyLike) => {
    // An inner disclosure (or dialog) that already handled this Escape keeps it.
    if (!options.closeOnEscape || event.key !== 'Escape' || !expanded || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  };

  const ref = useCallback((element: B | null) => {
    button.current = element;
  }, []);

  return {
    expanded,
    open: () => set(true),
    close,
    toggle: () => set(!expanded),
    buttonProps: {
      ref,
      'aria-controls': id,
      'aria-expanded': expanded,
      onClick: () => set(!expanded),
      onKeyDown: (event) => {
        const native = button.current?.localName === 'button';
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

export interface PageParts<B extends HTMLElement> {
  /** The disclosure's button, when the page has it (a CMS link or button); else spread `buttonProps`. */
  button?: B | null;
  /** Its region, when the page has it (a CMS panel or navigation); else spread `regionProps`. */
  region?: HTMLElement | null;
}

/**
 * The disclosure on a button and/or a region that are already in the page, not rendered by the
 * view (CMS markup the element enhances). What `buttonProps` and `regionProps` would give them
 * is set as attributes and listeners in a layout effect, so the first paint has them, and taken
 * away on unmount (the markup is left as it was). A button that is not a `<button>` gets the
 * role and Tab stop of one; a link made a button no longer follows its href. A region without an
 * id gets the disclosure's: give `id` the region's own id in the options to keep it.
 */
export function useDisclosureOnPage<B extends HTMLElement>(disclosure: Disclosure<B>, { button, region }: PageParts<B>): void {
  const latest = useLatest(disclosure);
  const { id, hidden } = disclosure.regionProps;
  const { 'aria-expanded': expanded, ref } = disclosure.buttonProps;

  useLayoutEffect(() => {
    if (!button) return;
    ref(button);
    const native = button.localName === 'button';
    const added = ['aria-controls', 'aria-expanded', ...(native ? [] : ['role', 'tabindex'])].filter((name) => !button.hasAttribute(name));
    if (!native && !button.hasAttribute('role')) button.setAttribute('role', 'button');
    if (!native && !button.hasAttribute('tabindex')) button.setAttribute('tabindex', '0');
    const abort = new AbortController();
    button.addEventListener(
      'click',
      (event) => {
        if (button.localName === 'a') event.preventDefault();
        latest.current.buttonProps.onClick();
      },
      { signal: abort.signal },
    );
    button.addEventListener('keydown', (event) => latest.current.buttonProps.onKeyDown(event), { signal: abort.signal });
    return () => {
      abort.abort();
      ref(null);
      for (const name of added) button.removeAttribute(name);
    };
  }, [button, ref, latest]);

  useLayoutEffect(() => {
    if (!button) return;
    button.setAttribute('aria-controls', id);
    button.setAttribute('aria-expanded', String(expanded));
  }, [button, id, expanded]);

  useLayoutEffect(() => {
    if (!region) return;
    const ownId = region.id;
    const wasHidden = region.hasAttribute('hidden');
    const abort = new AbortController();
    region.addEventListener('keydown', (event) => latest.current.regionProps.onKeyDown(event), { signal: abort.signal });
    return () => {
      abort.abort();
      if (!ownId) region.removeAttribute('id');
      region.toggleAttribute('hidden', wasHidden);
    };
  }, [region, latest]);

  useLayoutEffect(() => {
    if (!region) return;
    if (!region.id) region.setAttribute('id', id);
    if (hidden !== undefined) region.toggleAttribute('hidden', hidden);
  }, [region, id, hidden]);
}
