/**
 * `<author-modal>` (site 2.6): the author's content, shown in the one modal dialog
 * (core/dom/modal-dialog.ts) when a link whose target starts with `modal-id` is followed.
 * Plain DOM, no React.
 *
 * - The author's children move into a `<dialog>` the element adds inside itself, after a 'Close'
 *   button (translated); they stay in the page and move back out on disconnect.
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
import { createModalDialog } from '../../core/dom/modal-dialog.ts';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { isModalId, modalIdOfHash, modalIdOfLink } from './author-modal.logic.ts';
import type { AuthorModalConfig } from './author-modal.schema.ts';

const TAG = 'author-modal';
export const MODAL_STATE = 'data-modal-state';
/** Marks what the element added, so a cleanup finds it. */
const PART = 'data-author-modal-part';
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The link a click came from (also inside open shadow roots), if any. */
function linkOf(event: Event): HTMLAnchorElement | HTMLAreaElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) return node.hasAttribute('href') ? node : undefined;
  }
  return undefined;
}

/** Content the element keeps where it is: its configuration script. */
const staysOutside = (node: Node) => node instanceof HTMLScriptElement && node.type === 'application/json';

export function enhanceAuthorModal({ host, t, authoring }: ViewProps<AuthorModalConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  if (authoring) {
    host.setAttribute(MODAL_STATE, 'inline');
    return () => host.removeAttribute(MODAL_STATE);
  }
  const id = host.id;
  if (!isModalId(id)) {
    reportElementError(host, TAG, 'needs an id starting with "modal-id" (links to #modal-id-... open it); its content stays in the page', id);
    return;
  }
  if (doc.getElementById(id) !== host) {
    reportElementError(host, TAG, 'has the id of an earlier element: links open the first one; this content stays in the page', id);
    return;
  }

  const dialog = doc.createElement('dialog');
  dialog.className = 'author-modal__dialog';
  dialog.setAttribute(PART, 'dialog');
  const bar = doc.createElement('div');
  bar.className = 'author-modal__bar';
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'author-modal__close';
  const icon = doc.createElement('span');
  icon.className = 'author-modal__close-icon';
  icon.setAttribute('aria-hidden', 'true');
  close.append(icon, t('Close'));
  bar.append(close);
  const body = doc.createElement('div');
  body.className = 'author-modal__body';
  const moved = [...host.childNodes].filter((node) => !staysOutside(node));
  body.append(...moved);
  dialog.append(bar, body);
  host.append(dialog);

  const heading = body.querySelector<HTMLElement>(HEADING);
  let addedHeadingId = false;
  if (heading) {
    if (!heading.id) {
      heading.id = `${id}-heading`;
      addedHeadingId = true;
    }
    dialog.setAttribute('aria-labelledby', heading.id);
  } else {
    console.error(`<${TAG}> "${id}" has no heading: the dialog is named by the link that opens it. Start the content with a heading.`);
  }

  /** The fragment of the address names this modal. */
  const addressed = () => modalIdOfHash(win.location.hash) === id;

  const modal = createModalDialog(dialog, {
    closeOnBackdrop: true,
    initialFocus: () => close,
    onClose: () => {
      host.setAttribute(MODAL_STATE, 'closed');
      if (addressed()) win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
    },
  });

  const open = (opener?: HTMLElement) => {
    if (modal.isOpen) return;
    if (!heading) {
      const name = opener ? textOf(opener) : '';
      if (name) dialog.setAttribute('aria-label', name);
      else dialog.removeAttribute('aria-label');
    }
    modal.open(opener);
    if (modal.isOpen) host.setAttribute(MODAL_STATE, 'open');
  };

  close.addEventListener('click', () => modal.close());

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = linkOf(event);
    if (!link) return;
    if (modalIdOfLink(link.getAttribute('href'), doc.baseURI, win.location.href) !== id) return;
    // This element answers only for the first element of its id (the one the address names).
    if (doc.getElementById(id) !== host) return;
    event.preventDefault();
    open(link);
  };
  const onHashChange = () => {
    if (addressed()) open();
  };
  doc.addEventListener('click', onClick);
  win.addEventListener('hashchange', onHashChange);
  host.setAttribute(MODAL_STATE, 'closed');
  if (addressed()) open();

  return () => {
    doc.removeEventListener('click', onClick);
    win.removeEventListener('hashchange', onHashChange);
    modal.destroy();
    dialog.before(...body.childNodes);
    dialog.remove();
    if (addedHeadingId && heading) heading.removeAttribute('id');
    host.removeAttribute(MODAL_STATE);
  };
}
