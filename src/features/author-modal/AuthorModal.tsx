/**
 * `<author-modal>` (site 2.6): the author's content, shown in the one modal dialog (a native
 * `<dialog>` through `useModalDialog`) when a link whose target starts with `modal-id` is followed.
 *
 * - The view renders the dialog inside the element: a 'Close' button (translated) in a sticky bar,
 *   then an empty body into which an effect moves the author's content (author-modal.browser.ts);
 *   the content stays in the page, and moves back out when the element goes.
 * - The dialog is labelled by the author's first heading (given an id when it has none); with no
 *   heading, by the opener link's text, and the console says so.
 * - Close: the button, a backdrop click or Escape; focus goes to the Close button on open and
 *   back to the link on close; the page behind is inert and does not scroll (the shared dialog).
 * - Opening: one click listener on the document (links added later work too; links inside open
 *   shadow roots too), `hashchange` (a script or another frame setting the fragment), and the
 *   page's own address on load (a shared `#modal-id-...` link opens the modal).
 * - The address: a click opens the modal without touching the URL (no history entry, no jump);
 *   when the page was opened or navigated to `#modal-id-...`, closing removes the fragment with
 *   `history.replaceState`, so a reload does not open it again.
 * - Authoring mode: nothing is moved, the content shows inline for the author.
 *
 * State on the host (for styles and tests): `data-modal-state` = inline (authoring) | closed | open.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { useModalDialog } from '../../core/ui/modal-dialog.tsx';
import type { Translate } from '../../core/i18n.ts';
import { useLatest } from '../../core/react-view.tsx';
import { authorModalSetup, linkOf, MODAL_STATE, moveContentInto, textOf, type AuthorModalSetup } from './author-modal.browser.ts';
import { modalIdOfHash, modalIdOfLink } from './author-modal.logic.ts';
import type { AuthorModalConfig } from './author-modal.schema.ts';

const TAG = 'author-modal';

export function AuthorModal({ host, t, authoring }: ViewProps<AuthorModalConfig>) {
  const [setup] = useState(() => authorModalSetup(host, authoring));
  useLayoutEffect(() => {
    if (setup.kind === 'error') reportElementError(host, TAG, setup.reason, setup.id);
    if (setup.kind !== 'inline') return;
    host.setAttribute(MODAL_STATE, 'inline');
    return () => host.removeAttribute(MODAL_STATE);
  }, [setup, host]);
  return setup.kind === 'modal' ? <AuthorDialog host={host} t={t} setup={setup} /> : null;
}

function AuthorDialog({ host, t, setup }: { host: HTMLElement; t: Translate; setup: Extract<AuthorModalSetup, { kind: 'modal' }> }) {
  const { id, heading, headingId } = setup;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  /** The fragment of the address names this modal. */
  const addressed = useCallback(() => modalIdOfHash(win.location.hash) === id, [win, id]);
  // A page opened at #modal-id-... opens its modal at once.
  const [open, setOpen] = useState(addressed);
  const [openerName, setOpenerName] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    if (addressed()) win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  }, [addressed, win]);
  const dialog = useModalDialog({ open, onClose: close, opener, closeOnBackdrop: true, initialFocus: () => closeButton.current });

  // The author's content moves into the dialog (and back out when the element goes).
  useLayoutEffect(() => {
    if (!heading) console.error(`<${TAG}> "${id}" has no heading: the dialog is named by the link that opens it. Start the content with a heading.`);
    return moveContentInto(host, body.current!, heading, headingId);
  }, [host, heading, headingId, id]);

  const isOpen = useLatest(open);
  useEffect(() => {
    const show = (link?: HTMLElement) => {
      if (isOpen.current) return;
      opener.current = link ?? null;
      setOpenerName(link ? textOf(link) : '');
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event);
      if (!link) return;
      if (modalIdOfLink(link.getAttribute('href'), doc.baseURI, win.location.href) !== id) return;
      // This element answers only for the first element of its id (the one the address names).
      if (doc.getElementById(id) !== host) return;
      event.preventDefault();
      show(link);
    };
    const onHashChange = () => {
      if (addressed()) show();
    };
    doc.addEventListener('click', onClick);
    win.addEventListener('hashchange', onHashChange);
    return () => {
      doc.removeEventListener('click', onClick);
      win.removeEventListener('hashchange', onHashChange);
    };
  }, [doc, win, host, id, addressed, isOpen]);

  // After the dialog's own effect (useModalDialog above), so `open` is said once it is open.
  useEffect(() => host.setAttribute(MODAL_STATE, open ? 'open' : 'closed'), [host, open]);
  useEffect(() => () => host.removeAttribute(MODAL_STATE), [host]);

  return (
    <dialog
      ref={dialog}
      className="author-modal__dialog"
      data-author-modal-part="dialog"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : openerName || undefined}
    >
      <div className="author-modal__bar">
        <button ref={closeButton} type="button" className="author-modal__close" onClick={close}>
          <span className="author-modal__close-icon" aria-hidden="true" />
          {t('Close')}
        </button>
      </div>
      <div ref={body} className="author-modal__body" />
    </dialog>
  );
}
