/**
 * Which brain-health modal is open on this page (brain-health 3.3, 4.9; CONTRACT 4c): the session
 * flags of domain/program-modals.ts, set in sessionStorage to 'true' while their modal is open and
 * removed on close, and the flags this page set, which are the ones that order its modals (a flag
 * left by a previous page, whose modal was open when the visitor left, is not a modal of this
 * page). program-gate uses it; the email-verification modal and the others of 2.5 ask it too.
 */
import { windowStorage } from '../core/window-storage.ts';
import { MODAL_FLAGS, mayOpenModal, type ModalKind } from '../domain/program-modals.ts';

const openOnPage = new WeakMap<Window, Set<string>>();

function pageFlags(win: Window): Set<string> {
  let flags = openOnPage.get(win);
  if (!flags) openOnPage.set(win, (flags = new Set()));
  return flags;
}

/** The flags of the modals open on this page now. */
export function activeModalFlags(win: Window = window): readonly string[] {
  return [...pageFlags(win)];
}

/**
 * Whether a modal of `kind` may open now (4.9, never stacked); `programApp`: EXP carries the
 * programme-app value. A modal of the same kind already open on this page (a second gate) counts
 * too: its flag is one, whoever set it.
 */
export function mayOpen(kind: ModalKind, win: Window = window, programApp = false): boolean {
  const flags = pageFlags(win);
  return !flags.has(MODAL_FLAGS[kind]) && mayOpenModal(kind, flags, programApp);
}

/** A modal of `kind` opened: its flag is set (sessionStorage and this page). */
export function modalOpened(kind: ModalKind, win: Window = window): void {
  const flag = MODAL_FLAGS[kind];
  pageFlags(win).add(flag);
  try {
    windowStorage('sessionStorage', win)?.setItem(flag, 'true');
  } catch {
    // Storage refused: this page still knows (pageFlags).
  }
}

/** A modal of `kind` closed: its flag is removed. */
export function modalClosed(kind: ModalKind, win: Window = window): void {
  const flag = MODAL_FLAGS[kind];
  pageFlags(win).delete(flag);
  try {
    windowStorage('sessionStorage', win)?.removeItem(flag);
  } catch {
    // Storage refused: nothing to remove.
  }
}
