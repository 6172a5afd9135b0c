/**
 * `<email-verification>` (brain-health 2.5, 4.8, 4.9, 7.2, 8; CONTRACT 4c): renders nothing of
 * its own but its modals, in the one modal shell (core/ui/modal-dialog.tsx `ModalShell`).
 *
 * - 4.8 row 1: an `emo=email_verification` link opened with no referrer (on a rewards page, or any
 *   page of the new site version) -> the thank-you modal (heading, text, 'Close').
 * - Rows 2-3: a logged-in visitor with evs status P or Q, or no evs cookie -> the JSONP status
 *   check (stores/email-verification.ts); success with popup -> the verify modal: 'Hi
 *   {firstName}' ('Please confirm your email address' without a first name), the text, SEND EMAIL.
 * - Row 4: SEND EMAIL -> the send call (the button busy meanwhile, a second press ignored);
 *   success -> the sent text in place of the text, announced (core announcer), focus on 'Close';
 *   anything else -> the error overlay (the error text over the modal's content), announced.
 * - Row 5: the check not a success -> the COIMODAL flag cleared and `coi-updated` fired, no modal.
 * - 4.9: a modal opens only once the page's gate has decided, while no legal, free-trial,
 *   free-trial-assessment or assessment-reminder modal (or another modal) is open, and not when EXP
 *   carries the programme-app value; COIMODAL is set while it is open. A check with no answer (a
 *   service that never answers, a time-out, another shape) leaves no modal and no error.
 * - Authoring mode: nothing.
 *
 * On the host, for styles and tests: `data-email-verification-state` (email-verification.logic.ts)
 * and `data-email-verification-modal` (thankYou | verify) while a modal is open. The element stays
 * `loading` while it decides (at most the call's and the gate's time-outs).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { deferReady, type ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { ModalShell } from '../../core/ui/modal-dialog.tsx';
import { JSONP_TIMEOUT_MS, VERIFY_HEADING_NO_NAME, verifyHeading } from '../../domain/email-verification.ts';
import { modalClosed, modalOpened } from '../../stores/program-modals.ts';
import {
  emailVerificationModalMayOpen,
  readEmailVerificationPage,
  runStatusCheck,
  sendVerificationEmail,
  whenGatesDecided,
} from '../../stores/email-verification.ts';
import { afterCheck, isDeciding, startState, type EmailVerificationModal, type EmailVerificationState } from './email-verification.logic.ts';
import type { EmailVerificationConfig } from './email-verification.schema.ts';

/** The open modal's name on the host. */
export const MODAL_ATTRIBUTE = 'data-email-verification-modal';

export function EmailVerification({ host, config, t, authoring }: ViewProps<EmailVerificationConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const [page] = useState(() => readEmailVerificationPage(win, authoring, config.newSiteVersion));
  const [state, setState] = useState<EmailVerificationState>(() => startState(page));
  const [modal, setModal] = useState<EmailVerificationModal | ''>('');
  const announcer = useAnnouncer();
  // One send per modal: a second press before the re-render finds it taken.
  const sending = useRef(false);

  // The decision, once per mount: the thank-you, or the status check, then the gate and 4.9.
  useEffect(() => {
    if (!page.thankYou && !page.statusCheck) return;
    const abort = new AbortController();
    const openWhenAllowed = async (next: EmailVerificationModal) => {
      setState('waiting');
      const decided = await whenGatesDecided(doc, JSONP_TIMEOUT_MS, abort.signal);
      if (abort.signal.aborted) return;
      if (decided && emailVerificationModalMayOpen(win)) {
        setModal(next);
        setState(next === 'verify' ? 'verify' : 'thank-you');
      } else setState('suppressed');
    };
    const run = async () => {
      if (page.thankYou) return openWhenAllowed('thankYou');
      const after = afterCheck(await runStatusCheck(win));
      if (abort.signal.aborted) return;
      if ('modal' in after) return openWhenAllowed(after.modal);
      setState(after.state);
    };
    run().catch(() => {
      if (!abort.signal.aborted) setState('ignored');
    });
    return () => abort.abort();
  }, [page, doc, win]);

  // Still deciding: the element stays `loading`.
  const deciding = isDeciding(state);
  useLayoutEffect(() => (deciding ? deferReady(host) : undefined), [deciding, host]);

  const open = modal !== '' && state !== 'closed';
  useLayoutEffect(() => {
    if (!open) return;
    modalOpened('emailVerification', win);
    host.setAttribute(MODAL_ATTRIBUTE, modal);
    return () => {
      modalClosed('emailVerification', win);
      host.removeAttribute(MODAL_ATTRIBUTE);
    };
  }, [open, modal, win, host]);

  useHostAttributes(host, { 'data-email-verification-state': state });

  if (!modal) return null;

  const close = () => setState('closed');
  const onSend = () => {
    if (state !== 'verify' || sending.current) return; // busy, sent or failed: one email per press
    sending.current = true;
    setState('sending');
    void sendVerificationEmail(win).then((outcome) => {
      setState((current) => (current === 'sending' ? outcome : current));
      announcer.announce(t(outcome === 'sent' ? config.sentText : config.errorText));
      // The send button goes: focus to 'Close', which stays.
      host.querySelector<HTMLElement>('dialog[open] .modal-shell__close')?.focus();
    });
  };

  const heading =
    modal === 'thankYou' ? t(config.thankYouHeading) : page.firstName ? verifyHeading(page.firstName, t(config.heading)) : t(VERIFY_HEADING_NO_NAME);
  const failed = state === 'error';
  const sent = state === 'sent';

  return (
    <ModalShell
      open={open}
      onClose={close}
      heading={heading}
      closeText={t(config.closeText)}
      name={modal}
      className={`email-verification__modal${failed ? ' email-verification__modal--error' : ''}`}
    >
      {modal === 'thankYou' ? (
        <p className="modal-shell__body">{t(config.thankYouBody)}</p>
      ) : failed ? (
        <div className="email-verification__error" data-email-verification-error="">
          <p className="modal-shell__body">{t(config.errorText)}</p>
        </div>
      ) : sent ? (
        <p className="modal-shell__body email-verification__sent" data-email-verification-sent="">
          {t(config.sentText)}
        </p>
      ) : (
        <>
          <p className="modal-shell__body">{t(config.body)}</p>
          <div className="modal-shell__actions">
            <button
              type="button"
              className="modal-shell__action modal-shell__action--primary"
              aria-disabled={state === 'sending' ? 'true' : undefined}
              data-email-verification-send=""
              onClick={onSend}
            >
              {t(config.sendText)}
            </button>
          </div>
        </>
      )}
      {modal === 'verify' ? <LiveRegion announcer={announcer} /> : null}
    </ModalShell>
  );
}
