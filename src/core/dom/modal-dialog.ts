/**
 * The one modal dialog of the site (menus on narrow screens, the leaving-site notice, author
 * modals, the paywall, the search modal, offer details): a native `<dialog>` opened with
 * `showModal()`, plus the few things the platform leaves to us. No framework; React views use
 * `useModalDialog` (core/ui/modal-dialog.tsx).
 *
 * What the browser does (showModal):
 * - puts the dialog in the top layer and makes the rest of the page inert: no clicks, no focus,
 *   hidden from assistive technology (no aria-hidden juggling, no focus-trap library);
 * - Escape closes it (the `cancel` event, then `close`).
 *
 * What this adds:
 * - focus: on open, to `initialFocus()` or the first tabbable element inside (the dialog itself
 *   when it has none); on close, back to the opener (the element given to `open`, else whatever
 *   had focus before), if it is still in the page;
 * - Tab and Shift+Tab wrap around inside the dialog (the browser would otherwise leave the page
 *   for its own toolbar, then come back to the first element);
 * - scroll lock: `overflow: hidden` on <html> while any dialog is open, counted, so nested
 *   dialogs restore it only when the last one closes (and the scrollbar's gutter is kept, so
 *   the page does not move sideways);
 * - optional backdrop close: a click that both starts and ends on the backdrop (the dialog
 *   element itself, outside its box) closes it; a drag from the content out does not;
 * - one `onClose(returnValue)` for every way of closing (Escape, `close()`, a
 *   `<form method="dialog">`, the backdrop).
 *
 * No animation: nothing to turn off for reduced motion.
 */

export interface ModalDialogOptions {
  /** Where focus goes on open; default the first tabbable element inside, else the dialog. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** A click on the backdrop closes the dialog (default: only Escape and the dialog's own controls). */
  closeOnBackdrop?: boolean;
  /** Called once for every close, however it happened, with the dialog's return value. */
  onClose?: (returnValue: string) => void;
}

export interface ModalDialog {
  readonly element: HTMLDialogElement;
  readonly isOpen: boolean;
  /** Opens it as a modal; `opener` gets focus back on close (default: the element focused now). */
  open(opener?: HTMLElement | null): void;
  /** Closes it (`returnValue` becomes the dialog's returnValue); onClose runs before this returns. */
  close(returnValue?: string): void;
  /** Stops managing the dialog (closing it without onClose when open): for an owner going away. */
  destroy(): void;
}

// ---------------------------------------------------------------------------------------------
// Tabbable elements

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Summaries, media controls and editable regions are Tab stops without a tabindex, whatever `tabIndex` says in older engines. */
function tabIndexOf(el: HTMLElement): number {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex') && el.matches('summary, audio, video, [contenteditable]:not([contenteditable="false"])')) return 0;
  return el.tabIndex;
}

function reachable(el: HTMLElement): boolean {
  if (tabIndexOf(el) < 0 || el.matches(':disabled') || el.closest('[hidden], [inert]')) return false;
  // Inside a closed <details>, only its summary can be reached.
  const details = el.parentElement?.closest('details');
  if (details && !details.open && !(el.localName === 'summary' && el.parentElement === details)) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0;
}

/**
 * The elements Tab visits inside `container`, in order: positive tabindex first (ascending),
 * then document order; of a radio group only the checked button (or the first one when none is).
 * Shadow roots inside the container are not entered.
 */
export function tabbables(container: Element): HTMLElement[] {
  const found = [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(reachable);
  const isRadio = (el: HTMLElement): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';
  // One stop per radio group (a group: the same name in the same form, or outside any form).
  const groups = new Map<HTMLFormElement | null, Map<string, HTMLInputElement>>();
  for (const el of found) {
    if (!isRadio(el)) continue;
    const byName = groups.get(el.form) ?? new Map<string, HTMLInputElement>();
    groups.set(el.form, byName);
    const stop = byName.get(el.name);
    if (!stop || (!stop.checked && el.checked)) byName.set(el.name, el);
  }
  const kept = found.filter((el) => !isRadio(el) || groups.get(el.form)?.get(el.name) === el);
  const positive = kept.filter((el) => tabIndexOf(el) > 0).sort((a, b) => tabIndexOf(a) - tabIndexOf(b));
  return [...positive, ...kept.filter((el) => tabIndexOf(el) === 0)];
}

// ---------------------------------------------------------------------------------------------
// Scroll lock

const locks = new WeakMap<Document, { count: number; overflow: string; gutter: string }>();

/**
 * Stops the page behind from scrolling until the returned function is called (once; later
 * calls do nothing). Counted per document: the page scrolls again when every lock is released.
 */
export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  const lock = locks.get(doc);
  if (lock) {
    lock.count += 1;
  } else {
    locks.set(doc, { count: 1, overflow: root.style.overflow, gutter: root.style.scrollbarGutter });
    // A page with a classic scrollbar keeps its gutter, or the content would move sideways.
    const win = doc.defaultView;
    if (win && win.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = locks.get(doc);
    if (!current) return;
    current.count -= 1;
    if (current.count > 0) return;
    locks.delete(doc);
    root.style.overflow = current.overflow;
    root.style.scrollbarGutter = current.gutter;
  };
}

// ---------------------------------------------------------------------------------------------
// The dialog

export function createModalDialog(dialog: HTMLDialogElement, options: ModalDialogOptions = {}): ModalDialog {
  const doc = dialog.ownerDocument;
  const abort = new AbortController();
  const on = { signal: abort.signal };
  let active = false;
  let opener: HTMLElement | undefined;
  let unlock: (() => void) | undefined;
  let pressedOnBackdrop = false;

  /** Everything after the dialog closed; `notify` is false when the owner is going away. */
  const finish = (notify: boolean) => {
    if (!active) return;
    active = false;
    unlock?.();
    unlock = undefined;
    const back = opener;
    opener = undefined;
    if (back?.isConnected && !dialog.contains(back)) back.focus();
    if (notify) options.onClose?.(dialog.returnValue);
  };

  const outsideBox = (event: MouseEvent) => {
    const box = dialog.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };

  // Escape, a <form method="dialog"> or any other dialog.close(): the browser fires `close` (a
  // task later; by then the dialog may have been opened again, and that `close` is old news).
  dialog.addEventListener('close', () => !dialog.open && finish(true), on);

  dialog.addEventListener(
    'keydown',
    (event) => {
      // Only this dialog's own keys: a nested dialog handles its own.
      if (event.key !== 'Tab' || event.defaultPrevented || !active) return;
      if ((event.target as Element | null)?.closest?.('dialog') !== dialog) return;
      const items = tabbables(dialog);
      const first = items[0];
      const last = items.at(-1);
      const current = doc.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const inside = current !== dialog && dialog.contains(current);
      if (event.shiftKey && (current === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    },
    on,
  );

  dialog.addEventListener('pointerdown', (event) => (pressedOnBackdrop = event.target === dialog && outsideBox(event)), on);
  dialog.addEventListener(
    'click',
    (event) => {
      const fromBackdrop = pressedOnBackdrop;
      pressedOnBackdrop = false;
      if (options.closeOnBackdrop && active && fromBackdrop && event.target === dialog && outsideBox(event)) api.close();
    },
    on,
  );

  // Closed by the browser (Escape) with its `close` event still to come: the browser has already
  // given focus back, so the dialog is closed now for everyone who asks (an opener pressed in that
  // gap must open it again, and a link whose notice it was must not slip past it).
  const settle = () => {
    if (active && !dialog.open) finish(true);
  };

  const api: ModalDialog = {
    element: dialog,
    get isOpen() {
      settle();
      return active;
    },
    open(from) {
      settle();
      if (active || !dialog.isConnected) return;
      const focused = doc.activeElement;
      opener = from ?? (focused instanceof HTMLElement && focused !== doc.body ? focused : undefined);
      if (dialog.open) dialog.close(); // shown non-modally by someone else: showModal would throw
      dialog.returnValue = '';
      dialog.showModal();
      active = true;
      unlock = lockScroll(doc);
      const target = options.initialFocus?.() ?? tabbables(dialog)[0];
      if (target) {
        target.focus();
      } else {
        if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
        dialog.focus();
      }
    },
    close(returnValue) {
      if (!active) return;
      if (returnValue === undefined) dialog.close();
      else dialog.close(returnValue);
      // The browser's `close` event comes a task later; finish now, so the caller sees it closed.
      finish(true);
    },
    destroy() {
      abort.abort();
      if (active && dialog.open) dialog.close();
      finish(false);
    },
  };
  return api;
}
