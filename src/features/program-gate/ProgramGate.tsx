/**
 * `<program-gate>` (brain-health 2.1, 2.5, 4.3-4.7, 5, 6, 7.7, 9; CONTRACT 4c): one per
 * programme page. It renders nothing of its own except at most one gating modal.
 *
 * - At once: `data-page-type` and `data-page-category` on `<html>` (2.1), and `data-vendor-mode`
 *   in vendor mode (my plan hidden, 2.4).
 * - Once the visitor's programme user is known (program-gate.logic.ts `gateDecision`: at once for
 *   a visitor without a login cookie or with this visitor's answer in the user-type cache
 *   (stores/user-type-cache.ts), else when identity's first reading is complete):
 *   `data-program-user-type` (and the free-trial and buy/join attributes) on `<html>`; the session
 *   checks of 4.7 (storage cleared, cookies removed, the logout event) and the login redirect of
 *   4.7 or of the ss flag (4.3), through `navigate` (program-gate.browser.ts); else the one gating
 *   modal of 4.3, opened in the modal shell (core/ui/modal-dialog.tsx `ModalShell`) only while no
 *   other modal's session flag is set on this page (3.3), its flag set while it is open. The
 *   decision is taken once, so no modal shows and then goes; a failed user-types call is no
 *   user type: no modal.
 * - The modal: its heading names it; joins, logins, renewals and 'Link Membership' are links to
 *   7.7's targets; 'Activate' is a button that activates in place (stores/program-activation.ts);
 *   'Close' (unless `hideClose`), Escape and a backdrop click close it, and the page stays gated.
 *   Closing the welcome modal removes redirectedby from the address (history.replaceState).
 * - The challenge congratulation (CONTRACT 4c "Flows"): when sessionStorage challengeCongratulation
 *   was 'true' when the gate started (left by an earlier page) and still is, and the page opens no
 *   gating modal, sends the visitor nowhere and has no other modal open, the congratulation modal
 *   opens and the flag is removed.
 * - Authoring mode: only the page-type attributes; no modal, no check, no redirect.
 *
 * State on the host, for styles and tests: `data-program-modal` = the open modal's name
 * (challengeCongratulation for the congratulation), else absent.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { now } from '../../core/clock.ts';
import { siteConfig } from '../../core/site-config.ts';
import { windowStorage } from '../../core/window-storage.ts';
import { ModalShell } from '../../core/ui/modal-dialog.tsx';
import { useDecidedOnce } from '../../core/ui/use-decided-once.ts';
import { buyOrJoin, isFreeTrialEligible, isFreeTrialUser } from '../../domain/program.ts';
import { programLoginUrl, modalLinks } from '../../domain/program-links.ts';
import { modalKindOf } from '../../domain/program-modals.ts';
import { pageCategory, programPageType } from '../../domain/program-pages.ts';
import { $identitySources, readCookieSources, startIdentity } from '../../stores/identity.ts';
import { activate } from '../../stores/program-activation.ts';
import { activeModalFlags, mayOpen, modalClosed, modalOpened } from '../../stores/program-modals.ts';
import { readCachedProgramUser } from '../../stores/user-type-cache.ts';
import { clearSession, navigate, readGateFacts, readSession, removeExclusiveRedirect, removeSession, setRootAttribute } from './program-gate.browser.ts';
import { CONGRATULATION_FLAG, congratulationContent, congratulationDue, gateDecision, modalContent } from './program-gate.logic.ts';
import type { ProgramGateConfig } from './program-gate.schema.ts';

/** The open modal's name on the host. */
export const MODAL_ATTRIBUTE = 'data-program-modal';

type Activation = 'idle' | 'busy' | 'failed';

export function ProgramGate({ host, config, t, locale, authoring }: ViewProps<ProgramGateConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const [page] = useState(() => {
    const site = siteConfig(doc);
    const pageType = programPageType(win.location.pathname, site.product);
    return { site, pageType, category: pageCategory(pageType) };
  });

  // 2.1 / CONTRACT 4c: what the page is, for CSS and the other elements, from the first commit.
  useLayoutEffect(() => {
    const undo = [
      setRootAttribute(doc, 'data-page-type', page.pageType),
      setRootAttribute(doc, 'data-page-category', page.category),
      setRootAttribute(doc, 'data-vendor-mode', config.vendorMode ? 'true' : ''),
    ];
    return () => undo.forEach((done) => done());
  }, [doc, page, config.vendorMode]);

  const decided = useDecidedOnce(
    host,
    () => (authoring ? Promise.resolve() : startIdentity(win).loaded),
    (final) => {
      // The cookies as they are now (identity may not have put them in its store yet), the
      // programme record as identity's reading has it, else this visitor's answer from earlier in
      // the visit (the user-type cache): with that the decision is sure at once.
      const cookies = readCookieSources(doc.cookie, () => windowStorage('localStorage', win));
      const cached = authoring || !cookies.at ? undefined : readCachedProgramUser(win, cookies.fedid);
      const sources = { ...cookies, programUser: $identitySources.get().programUser ?? cached };
      const facts = readGateFacts(win, sources, { pageType: page.pageType, locale, authoring, rnmaFlow: config.rnmaFlow, now: now(doc.cookie) });
      const decision = gateDecision(facts, final || cached !== undefined);
      // The record the decision was taken on goes with it (the attributes below read the same one).
      return decision && { decision, programUser: sources.programUser };
    },
  );
  const decision = decided?.decision;

  // What the decision says about the visitor, on <html>; the session checks and the redirect, once.
  const acted = useRef(false);
  useLayoutEffect(() => {
    if (!decided || authoring) return;
    const { decision, programUser } = decided;
    const cookies = readCookieSources(doc.cookie, () => undefined);
    const freeTrial = isFreeTrialEligible(programUser) ? 'eligible' : isFreeTrialUser(programUser) ? 'user' : '';
    const undo = [
      setRootAttribute(doc, 'data-program-user-type', decision.userType),
      setRootAttribute(doc, 'data-program-free-trial', freeTrial),
      setRootAttribute(doc, 'data-program-join-type', cookies.at ? buyOrJoin(cookies.at.ss) : ''),
    ];
    if (!acted.current) {
      acted.current = true;
      clearSession(win, decision.session);
      if (decision.redirectToLogin) navigate(win, programLoginUrl(page.site, win.location.href));
    }
    return () => undo.forEach((done) => done());
  }, [decided, authoring, doc, win, page]);

  const gating = decision && !authoring ? decision.modal : '';
  const kind = gating ? modalKindOf(gating) : undefined;
  // Decided with the decision: a modal that may not open now (another is open) never opens later.
  const allowed = useMemo(() => (kind ? mayOpen(kind, win) : false), [kind, win]);
  // The challenge congratulation (CONTRACT 4c), when no gating modal takes the page: the flag an
  // earlier page left (read at the first render, before this page's challenge-step can set it).
  const [flagAtStart] = useState(() => readSession(win, CONGRATULATION_FLAG));
  const congratulate = useMemo(
    () =>
      decision !== undefined &&
      congratulationDue(decision, { atStart: flagAtStart, now: readSession(win, CONGRATULATION_FLAG) }, activeModalFlags(win).length > 0, authoring),
    [decision, win, authoring, flagAtStart],
  );
  const modal = gating && allowed ? gating : congratulate ? 'challengeCongratulation' : '';
  const [closed, setClosed] = useState(false);
  const open = modal !== '' && !closed;

  useLayoutEffect(() => {
    if (!open) return;
    if (kind) modalOpened(kind, win);
    else removeSession(win, CONGRATULATION_FLAG);
    host.setAttribute(MODAL_ATTRIBUTE, modal);
    return () => {
      if (kind) modalClosed(kind, win);
      host.removeAttribute(MODAL_ATTRIBUTE);
    };
  }, [open, kind, modal, win, host]);

  const [activation, setActivation] = useState<Activation>('idle');
  const links = useMemo(() => (gating ? modalLinks(gating, page.site, win.location.href) : {}), [gating, page, win]);

  if (!modal) return null;
  const content = modal === 'challengeCongratulation' ? congratulationContent(config.modals) : modalContent(modal, config.modals, links);
  const close = () => {
    setClosed(true);
    if (modal === 'welcome') removeExclusiveRedirect(win);
  };
  const onActivate = () => {
    if (activation === 'busy') return;
    setActivation('busy');
    void activate(win, (url) => navigate(win, url)).then((outcome) => {
      // Activated, an invalid token or not active: the page is on its way to login or loading
      // again; the button stays busy.
      if (outcome === 'failed') setActivation('failed');
    });
  };

  return (
    <ModalShell
      open={open}
      onClose={close}
      heading={t(content.heading)}
      closeText={t(config.closeText)}
      hideClose={content.hideClose}
      name={modal}
      className="program-gate__modal"
    >
      <p className="modal-shell__body">{t(content.body)}</p>
      {content.note ? <p className="modal-shell__note">{t(content.note)}</p> : null}
      <div className="modal-shell__actions">
        {content.controls.map((control) =>
          control.href ? (
            <a
              key={control.name}
              className={control.primary ? 'modal-shell__action modal-shell__action--primary' : 'modal-shell__action'}
              href={control.href}
              data-gate-control={control.name}
            >
              {t(control.text)}
            </a>
          ) : (
            <button
              key={control.name}
              type="button"
              className="modal-shell__action modal-shell__action--primary"
              aria-disabled={activation === 'busy' ? 'true' : undefined}
              data-gate-control={control.name}
              onClick={onActivate}
            >
              {activation === 'busy' ? t(config.modals.activate.activatingText) : t(control.text)}
            </button>
          ),
        )}
      </div>
      {modal === 'activate' ? (
        <p className="modal-shell__status" role="status">
          {activation === 'failed' ? t(config.modals.activate.errorText) : ''}
        </p>
      ) : null}
    </ModalShell>
  );
}
