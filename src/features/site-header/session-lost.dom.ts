/**
 * Session lost (site 2.1, 8). The spec does not say how the page learns of it; we decided
 * (docs/decisions.md): the platform (or any script that gets a "signed out" answer) dispatches
 * `session-lost` on the document, detail optionally `{ resource: '/path?query' }`. The header
 * then shows the alert 'Your request could not be completed because you have been signed out.'
 * in the one modal dialog (role alertdialog, focus on its OK button), and when the visitor
 * closes it (OK or Escape) goes to the site root with resource={requested path}.
 */
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { requestedPath, SESSION_LOST_MESSAGE, sessionLostTarget } from './site-header.logic.ts';

/** The event name (ours: the spec names none). */
export const SESSION_LOST_EVENT = 'session-lost';

const watching = new WeakSet<Document>();

/** Listens for `session-lost` on `doc` (once per document, whatever the number of headers). */
export function watchSessionLost(doc: Document, t: Translate, locale: Locale, navigate?: (url: string) => void): () => void {
  if (watching.has(doc)) return () => {};
  watching.add(doc);
  const win = doc.defaultView ?? window;
  const go = navigate ?? ((url: string) => win.location.assign(url));
  let showing = false;

  const onLost = (event: Event) => {
    if (showing) return;
    showing = true;
    const detail: unknown = (event as CustomEvent).detail;
    const resource = typeof detail === 'object' && detail !== null ? (detail as { resource?: unknown }).resource : undefined;
    const target = sessionLostTarget(locale, requestedPath(resource, win.location));
    const dialog = doc.createElement('dialog');
    dialog.className = 'site-header__session-lost';
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('data-session-lost', '');
    const message = doc.createElement('p');
    message.id = 'site-header-session-lost';
    message.textContent = t(SESSION_LOST_MESSAGE);
    dialog.setAttribute('aria-labelledby', message.id);
    const ok = doc.createElement('button');
    ok.type = 'button';
    ok.textContent = t('OK');
    dialog.append(message, ok);
    doc.body.append(dialog);
    // The one modal dialog, loaded when a session is lost (rarely): not in the header's chunk.
    void import('../../core/dom/modal-dialog.ts').then(
      ({ createModalDialog }) => {
        const modal = createModalDialog(dialog, {
          initialFocus: () => ok,
          onClose: () => {
            dialog.remove();
            go(target);
          },
        });
        ok.addEventListener('click', () => modal.close());
        modal.open();
      },
      () => {
        // The dialog's code could not load: the visitor still learns why, the way the platform did.
        dialog.remove();
        win.alert(message.textContent ?? '');
        go(target);
      },
    );
  };
  doc.addEventListener(SESSION_LOST_EVENT, onLost);
  return () => {
    doc.removeEventListener(SESSION_LOST_EVENT, onLost);
    watching.delete(doc);
  };
}
