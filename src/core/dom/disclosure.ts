/**
 * A disclosure (WAI-ARIA APG "Disclosure"): a button that shows and hides a region of the page,
 * for accordions, "show more", a collapsed member strip, a footer column on a phone. Not a menu
 * and not a dialog: the rest of the page stays usable and focus is never moved, except back to
 * the button when Escape closes the region (optional).
 *
 * The button gets `aria-controls` (the region's id, one is given if it has none) and
 * `aria-expanded`; the region gets `hidden` (unless `manageHidden` is false: a region that is
 * collapsible only at some widths is shown and hidden by styles keyed on the state). Nested
 * disclosures close one at a time on Escape: the innermost open one takes the key. A `<button>` is expected; any other element is
 * given `role="button"` and `tabindex="0"` and answers Enter and Space as a button does.
 */

export interface DisclosureOptions {
  /** Open at the start (default: closed). */
  expanded?: boolean;
  /** Escape inside the region (or on the button) closes it and focuses the button. */
  closeOnEscape?: boolean;
  /** Called after every change, with the new state. */
  onToggle?: (expanded: boolean) => void;
  /**
   * Whether the region's `hidden` follows the state (default true). False: only the button's
   * `aria-expanded` changes, and styles show or hide the region (for a region that is a
   * disclosure at some widths and always shown at others, such as a menu behind a hamburger
   * button on small screens).
   */
  manageHidden?: boolean;
}

export interface Disclosure {
  readonly expanded: boolean;
  open(): void;
  /** Closes; `focusButton` moves focus to the button (for a close from inside the region). */
  close(focusButton?: boolean): void;
  toggle(): void;
  /** Removes the listeners; the attributes stay as they are. */
  destroy(): void;
}

let counter = 0;

export function createDisclosure(button: HTMLElement, region: HTMLElement, options: DisclosureOptions = {}): Disclosure {
  const abort = new AbortController();
  const on = { signal: abort.signal };
  let expanded = options.expanded === true;

  if (!region.id) region.id = `disclosure-${(counter += 1)}`;
  button.setAttribute('aria-controls', region.id);
  const native = button.localName === 'button';
  if (!native) {
    if (!button.hasAttribute('role')) button.setAttribute('role', 'button');
    if (!button.hasAttribute('tabindex')) button.tabIndex = 0;
  }

  const render = () => {
    button.setAttribute('aria-expanded', String(expanded));
    if (options.manageHidden !== false) region.hidden = !expanded;
  };
  const set = (next: boolean) => {
    if (next === expanded) return;
    expanded = next;
    render();
    options.onToggle?.(expanded);
  };
  render();

  button.addEventListener('click', () => set(!expanded), on);
  if (!native) {
    button.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        set(!expanded);
      },
      on,
    );
  }
  if (options.closeOnEscape) {
    const escape = (event: KeyboardEvent) => {
      // An inner disclosure (or dialog) that already handled this Escape keeps it.
      if (event.key !== 'Escape' || !expanded || event.defaultPrevented) return;
      event.preventDefault();
      set(false);
      button.focus();
    };
    region.addEventListener('keydown', escape, on);
    button.addEventListener('keydown', escape, on);
  }

  return {
    get expanded() {
      return expanded;
    },
    open: () => set(true),
    close(focusButton = false) {
      set(false);
      if (focusButton) button.focus();
    },
    toggle: () => set(!expanded),
    destroy: () => abort.abort(),
  };
}
