/**
 * The leaving-site notice (site 2.5, 2.2). One listener on the document (event delegation: links
 * the page adds later are covered too) stops the plain clicks of links the rules pick
 * (leaving-site-modal.logic.ts) and opens the notice: the shared modal dialog (`useModalDialog`
 * on a native `<dialog>`: Escape closes, Tab and Shift+Tab wrap inside, focus returns to the
 * link). Continue follows the link as the link itself would have gone (leaving-site-modal.browser.ts
 * `followLink`: the link is clicked again and let through once).
 *
 * Tab order inside: heading (focused on open, tabindex -1) -> close control -> Continue ->
 * Cancel -> close control again; Shift+Tab from the heading goes to Cancel (site 2.5: Tab stays
 * between the heading/close control and Cancel).
 *
 * Off in authoring mode (CONTRACT 1). One per page: a second `<leaving-site-modal>` does nothing
 * and says so on the console.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isAppWebView } from '../../core/app-view.ts';
import type { ViewProps } from '../../core/element.ts';
import { useModalDialog } from '../../core/ui/modal-dialog.tsx';
import { useLatest } from '../../core/react-view.tsx';
import { claimNotice, followLink, LEAVING_STATE_ATTRIBUTE, linkOf, noticeOwnedElsewhere } from './leaving-site-modal.browser.ts';
import { isCompanionAppOrigin, isPlainActivation, leavingText, leavingUrlFor, OVERLAY_ATTRIBUTE } from './leaving-site-modal.logic.ts';
import type { LeavingSiteModalConfig } from './leaving-site-modal.schema.ts';

export function LeavingSiteModal(props: ViewProps<LeavingSiteModalConfig>) {
  const { host, authoring } = props;
  const [owner] = useState(() => !authoring && !noticeOwnedElsewhere(host));
  useEffect(() => {
    if (!authoring && !owner) console.error('<leaving-site-modal> there is already one on this page; this one does nothing.');
  }, [authoring, owner]);
  return owner ? <LeavingNotice {...props} /> : null;
}

function LeavingNotice({ host, config, t }: ViewProps<LeavingSiteModalConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  useLayoutEffect(() => claimNotice(host), [host]);

  const id = `leaving-site-modal${useId()}`;
  const names = useMemo(
    () => ({ siteName: t(config.siteName), appName: t(config.appName), onApp: isCompanionAppOrigin(win.location.href, config.appOrigins, isAppWebView(win)) }),
    [t, config.siteName, config.appName, config.appOrigins, win],
  );
  const [open, setOpen] = useState(false);
  /** The link the notice is for: focus goes back to it, and Continue follows it. */
  const pending = useRef<HTMLAnchorElement | HTMLAreaElement | null>(null);
  /** Links clicked again by Continue: let through once. */
  const [passing] = useState(() => new WeakSet<Element>());
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const dismiss = useCallback(() => {
    pending.current = null;
    setOpen(false);
  }, []);
  const dialog = useModalDialog({ open, onClose: dismiss, opener: pending, initialFocus: () => heading.current });

  const follow = () => {
    const link = pending.current;
    pending.current = null;
    // Closed now rather than at the next render: focus is back on the link before it is followed.
    flushSync(() => setOpen(false));
    if (link) followLink(link, passing);
  };

  const latest = useLatest({ open, internalHosts: config.internalHosts });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || host.contains(link)) return;
      if (passing.has(link)) {
        passing.delete(link);
        return;
      }
      if (!isPlainActivation(event)) return;
      const url = leavingUrlFor(
        { href: link.getAttribute('href'), overlay: link.getAttribute(OVERLAY_ATTRIBUTE) },
        { pageUrl: win.location.href, baseUrl: link.baseURI, internalHosts: latest.current.internalHosts },
      );
      if (!url || latest.current.open) return;
      event.preventDefault();
      pending.current = link;
      setOpen(true);
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [doc, win, host, passing, latest]);

  // After the dialog's own effect (useModalDialog above), so `open` is said once it is open.
  useEffect(() => host.setAttribute(LEAVING_STATE_ATTRIBUTE, open ? 'open' : 'closed'), [host, open]);
  useEffect(() => () => host.removeAttribute(LEAVING_STATE_ATTRIBUTE), [host]);

  return (
    <dialog ref={dialog} className="leaving-site-modal" aria-labelledby={`${id}heading`} aria-describedby={`${id}body`}>
      <div className="leaving-site-modal__top">
        {/* The heading takes focus on open (tabindex -1, not a Tab stop); Shift+Tab from it goes to Cancel (site 2.5). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <h2
          ref={heading}
          id={`${id}heading`}
          className="leaving-site-modal__heading"
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key !== 'Tab' || !event.shiftKey) return;
            event.preventDefault();
            cancelButton.current?.focus();
          }}
        >
          {leavingText(t(config.heading), names)}
        </h2>
        <button type="button" className="leaving-site-modal__close" aria-label={t(config.closeText)} onClick={dismiss}>
          <span aria-hidden="true">{'\u00d7'}</span>
        </button>
      </div>
      <p id={`${id}body`} className="leaving-site-modal__body">
        {leavingText(t(config.body), names)}
      </p>
      <div className="leaving-site-modal__actions">
        <button type="button" className="leaving-site-modal__continue" onClick={follow}>
          {t(config.continueText)}
        </button>
        <button ref={cancelButton} type="button" className="leaving-site-modal__cancel" onClick={dismiss}>
          {t(config.cancelText)}
        </button>
      </div>
    </dialog>
  );
}
