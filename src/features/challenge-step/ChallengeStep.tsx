/**
 * `<challenge-step>` (brain-health 2.3, 3.7, 4.12, 7.5, 8; CONTRACT 4c) over the CMS's link
 * `<a href="/challenges/sleep-better/step-4/">Next step</a>`. Without JavaScript the link goes on;
 * with it the element:
 *
 * - runs the valid-user check once the visitor's token is known (stores/program-challenges.ts
 *   `checkValidUser`: `{ url }` -> sent there; `{}` -> the stored current step cleared);
 * - loads the challenges shape for the visitor's programme user type (`updateChallengesShape`,
 *   cached in localStorage `challengesShape`); a failure is a console warning
 *   'Failed to Update Challenges Shape' and nothing else: the page stays usable;
 * - takes over the link's activation (a plain click or Enter; a modified click, for a new tab, is
 *   the browser's): the step is saved first (`completeStep`: the step rules, the save, the
 *   congratulation flag when the challenge is complete, then the redirect). While it saves the
 *   link is busy (`aria-disabled`, the host `aria-busy`), a second activation does nothing, and
 *   'Saving your progress…' is said in the element's status line (the core announcer). A failed
 *   save is said there ('Your progress could not be saved. Select the link again to go on without
 *   saving.'), and the link's next activation goes on without saving (the browser follows it).
 * - on a page without a `program-gate`, opens the congratulation modal itself (one modal shell)
 *   when sessionStorage `challengeCongratulation` is 'true', and removes the flag; on a page with a
 *   gate the gate does (CONTRACT 4c), so the modal never opens twice.
 * - Authoring mode: nothing (no check, no call, the link left alone).
 *
 * On the host: `data-challenge-state` (challenge-step.logic.ts), `data-challenge-shape` = cached |
 * stored | removed | failed once the shape is known, `data-challenge-modal` while its own modal is
 * open, `aria-busy` while saving.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes, useLatest } from '../../core/react-view.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { ModalShell } from '../../core/ui/modal-dialog.tsx';
import { windowStorage } from '../../core/window-storage.ts';
import { PROGRAM_SESSION_KEYS } from '../../domain/program-caches.ts';
import { $identity, $identitySources } from '../../stores/identity.ts';
import { checkValidUser, completeStep, updateChallengesShape, type ShapeResult } from '../../stores/program-challenges.ts';
import { activeModalFlags } from '../../stores/program-modals.ts';
import { nextTarget, ownCongratulation, takesOverClick, type ChallengeStepState } from './challenge-step.logic.ts';
import type { ChallengeStepConfig } from './challenge-step.schema.ts';

const FLAG = PROGRAM_SESSION_KEYS.challengeCongratulation;

function readFlag(win: Window): string | null {
  try {
    return windowStorage('sessionStorage', win)?.getItem(FLAG) ?? null;
  } catch {
    return null;
  }
}

/** The link busy (4.12's save under way, or the page on its way): `aria-disabled` on it, `aria-busy` on the host. */
function showBusy(link: HTMLAnchorElement, host: HTMLElement, busy: boolean): void {
  if (busy) {
    link.setAttribute('aria-disabled', 'true');
    host.setAttribute('aria-busy', 'true');
  } else {
    link.removeAttribute('aria-disabled');
    host.removeAttribute('aria-busy');
  }
}

export function ChallengeStep({ host, config, t, authoring }: ViewProps<ChallengeStepConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const [link] = useState(() => host.querySelector<HTMLAnchorElement>(':scope a[href]'));
  const token = useStore($identitySources).accessToken ?? '';
  const userType = useStore($identity).programUserType;
  const [state, setState] = useState<ChallengeStepState>('idle');
  const [shape, setShape] = useState<ShapeResult | 'failed' | ''>('');
  const announcer = useAnnouncer();
  const current = useRef<ChallengeStepState>('idle');
  const said = { saving: t(config.savingText), failed: t(config.saveErrorText) };
  const latest = useLatest({ config, token, said, announce: announcer.announce, clear: announcer.clear });

  useEffect(() => {
    if (!link && !authoring) console.warn('<challenge-step> has no link inside: there is no next step to take.');
  }, [link, authoring]);

  // 4.12: the valid-user check, once, when the token is known.
  const checked = useRef(false);
  useEffect(() => {
    if (authoring || !token || checked.current) return;
    checked.current = true;
    void checkValidUser(win, token, (url) => {
      if (host.isConnected) win.location.assign(url);
    });
  }, [authoring, token, win, host]);

  // 7.5: the challenges shape for the visitor's programme user type (cached).
  useEffect(() => {
    if (authoring || !token || !userType) return;
    let live = true;
    updateChallengesShape(win, token, userType).then(
      (result) => live && setShape(result),
      (error: unknown) => {
        console.warn(`<challenge-step> ${error instanceof Error ? error.message : String(error)}`);
        if (live) setShape('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [authoring, token, userType, win]);

  // The link's activation: saved first (4.12), busy meanwhile, never twice.
  useEffect(() => {
    if (!link || authoring) return;
    // The busy state goes on the link at once (a second click in the same task sees it).
    const move = (next: ChallengeStepState) => {
      current.current = next;
      showBusy(link, host, next === 'saving' || next === 'leaving');
      setState(next);
    };
    // A page that took the element away (a CMS editor, a single-page app) is not navigated.
    const go = (url: string) => {
      if (host.isConnected) win.location.assign(url);
    };
    const onClick = (event: MouseEvent) => {
      if (!takesOverClick(event, current.current)) {
        if (current.current === 'failed' && !event.defaultPrevented) move('leaving');
        return;
      }
      event.preventDefault();
      if (current.current !== 'idle') return;
      const { config: now, token: bearer, said: words, announce } = latest.current;
      const target = nextTarget(now.nextUrl, link.getAttribute('href'), win.location.href);
      if (!target) {
        console.warn('<challenge-step> neither data-next-url nor the link is an http(s) address: the link is left to the browser.');
        return;
      }
      move('saving');
      announce(words.saving);
      void completeStep(win, now.step, target, bearer, go).then((result) => {
        if (result !== 'failed') return move('leaving');
        move('failed');
        latest.current.clear();
        latest.current.announce(latest.current.said.failed);
      });
    };
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('click', onClick);
      showBusy(link, host, false);
    };
  }, [link, authoring, win, host, latest]);

  // CONTRACT 4c: the congratulation, when no program-gate on the page opens it.
  const [congratulate] = useState(() =>
    ownCongratulation(readFlag(win), doc.querySelector('program-gate') !== null, activeModalFlags(win).length > 0, authoring),
  );
  const [closed, setClosed] = useState(false);
  const modalOpen = congratulate && !closed;
  useLayoutEffect(() => {
    if (!congratulate) return;
    try {
      windowStorage('sessionStorage', win)?.removeItem(FLAG);
    } catch {
      // Blocked storage: the flag stays; nothing else to do.
    }
  }, [congratulate, win]);

  useHostAttributes(host, {
    'data-challenge-state': link ? state : 'no-link',
    ...(shape ? { 'data-challenge-shape': shape } : {}),
  });
  useLayoutEffect(() => {
    if (!modalOpen) return;
    host.setAttribute('data-challenge-modal', 'challengeCongratulation');
    return () => host.removeAttribute('data-challenge-modal');
  }, [host, modalOpen]);

  return (
    <>
      <LiveRegion announcer={announcer} role="status" visible className="challenge-step__status" />
      {congratulate ? (
        <ModalShell
          open={modalOpen}
          onClose={() => setClosed(true)}
          heading={t(config.congratulationHeading)}
          closeText={t(config.closeText)}
          name="challengeCongratulation"
          className="challenge-step__modal"
        >
          <p className="modal-shell__body">{t(config.congratulationBody)}</p>
        </ModalShell>
      ) : null}
    </>
  );
}
