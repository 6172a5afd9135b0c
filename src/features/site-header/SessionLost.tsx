/**
 * Session lost (site 2.1, 8). The spec does not say how the page learns of it; we decided
 * (docs/decisions.md): the platform (or any script that gets a "signed out" answer) dispatches
 * `session-lost` on the document, detail optionally `{ resource: '/path?query' }`. The header
 * then shows the alert 'Your request could not be completed because you have been signed out.'
 * in the one modal dialog (core/ui/modal-dialog.tsx; role alertdialog, focus on its OK button),
 * at the end of <body>, and when the visitor closes it (OK or Escape) goes to the site root with
 * resource={requested path}. One header per document listens, however many there are.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { useModalDialog } from '../../core/ui/modal-dialog.tsx';
import { requestedPath, SESSION_LOST_MESSAGE, sessionLostTarget } from './site-header.logic.ts';

/** The event name (ours: the spec names none). */
export const SESSION_LOST_EVENT = 'session-lost';

const MESSAGE_ID = 'site-header-session-lost';

/** The documents a header already listens on. */
const watching = new WeakSet<Document>();

export function SessionLost({ doc, t, locale }: { doc: Document; t: Translate; locale: Locale }) {
  /** Where closing the alert goes; undefined while no session was lost. */
  const [target, setTarget] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (watching.has(doc)) return;
    watching.add(doc);
    const win = doc.defaultView ?? window;
    const onLost = (event: Event) => {
      const detail: unknown = (event as CustomEvent).detail;
      const resource = typeof detail === 'object' && detail !== null ? (detail as { resource?: unknown }).resource : undefined;
      const next = sessionLostTarget(locale, requestedPath(resource, win.location));
      // The first alert stays: more events change nothing.
      setTarget((shown) => shown ?? next);
    };
    doc.addEventListener(SESSION_LOST_EVENT, onLost);
    return () => {
      doc.removeEventListener(SESSION_LOST_EVENT, onLost);
      watching.delete(doc);
    };
  }, [doc, locale]);

  if (target === undefined) return null;
  const go = () => (doc.defaultView ?? window).location.assign(target);
  return createPortal(<SessionLostAlert t={t} onClose={go} />, doc.body);
}

function SessionLostAlert({ t, onClose }: { t: Translate; onClose: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  const dialog = useModalDialog({ open, onClose: close, initialFocus: () => ok.current });
  return (
    <dialog ref={dialog} className="site-header__session-lost" role="alertdialog" data-session-lost="" aria-labelledby={MESSAGE_ID}>
      <p id={MESSAGE_ID}>{t(SESSION_LOST_MESSAGE)}</p>
      <button type="button" ref={ok} onClick={close}>
        {t('OK')}
      </button>
    </dialog>
  );
}
