/**
 * `<activate-button>` (brain-health 3.10, 4.13, 7.4, 8; CONTRACT 4c) over the CMS's
 * `<button type="button">Activate</button>`. A click activates the programme through the one
 * activation flow (stores/program-activation.ts `activate()`, which program-gate's activate modal
 * uses too): GET the activation; user.membership_status ACTIVE -> the first-time-member flag, the
 * caches flagged to clean, the loyalty activity POSTed (its errors only logged), then login; a 2xx
 * that is not ACTIVE -> the clean flags and the page loaded again; an invalid-token error -> login.
 *
 * - While it works the button is busy: `aria-disabled="true"`, its text 'Activating…', the host
 *   `aria-busy`; further clicks do nothing, so a double click activates once. It stays busy once
 *   the page is on its way.
 * - Any other error removes the loading state (the button's own text back, usable again) and says
 *   'The programme could not be activated. Please try again.' in the element's status line (the
 *   core announcer: read out, focus left on the button).
 * - Authoring mode: nothing (the button left alone).
 *
 * On the host: `data-activation-state` (activate-button.logic.ts), `aria-busy` while busy.
 */
import { useEffect, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes, useLatest } from '../../core/react-view.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { activate } from '../../stores/program-activation.ts';
import { afterActivation, startsActivation, type ActivateButtonState } from './activate-button.logic.ts';
import type { ActivateButtonConfig } from './activate-button.schema.ts';

/** The loading state (4.13): `busyText` on the busy button (`aria-disabled`, the host `aria-busy`); undefined: the button as the CMS made it. */
function showBusy(button: HTMLButtonElement, host: HTMLElement, busyText: string | undefined, ownText: string): void {
  if (busyText !== undefined) {
    button.setAttribute('aria-disabled', 'true');
    button.textContent = busyText;
    host.setAttribute('aria-busy', 'true');
  } else {
    button.removeAttribute('aria-disabled');
    if (button.textContent !== ownText) button.textContent = ownText;
    host.removeAttribute('aria-busy');
  }
}

export function ActivateButton({ host, config, t, authoring }: ViewProps<ActivateButtonConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const [button] = useState(() => host.querySelector<HTMLButtonElement>(':scope button'));
  const [ownText] = useState(() => button?.textContent ?? '');
  const [state, setState] = useState<ActivateButtonState>('idle');
  const current = useRef<ActivateButtonState>('idle');
  const announcer = useAnnouncer();
  const errorText = t(config.errorText);
  const latest = useLatest({ errorText, announce: announcer.announce, clear: announcer.clear });

  useEffect(() => {
    if (!button && !authoring) console.warn('<activate-button> has no button inside: nothing to activate with.');
  }, [button, authoring]);

  const activatingText = t(config.activatingText);
  const words = useLatest(activatingText);
  useEffect(() => {
    if (!button || authoring) return;
    // The loading state goes on the button at once (a second click in the same task sees it).
    const move = (next: ActivateButtonState) => {
      current.current = next;
      showBusy(button, host, next === 'busy' || next === 'done' ? words.current : undefined, ownText);
      setState(next);
    };
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      if (!startsActivation(current.current)) return;
      latest.current.clear();
      move('busy');
      void activate(win, (url) => {
        if (host.isConnected) win.location.assign(url);
      }).then((outcome) => {
        const next = afterActivation(outcome);
        move(next);
        if (next === 'failed') latest.current.announce(latest.current.errorText);
      });
    };
    button.addEventListener('click', onClick);
    return () => {
      button.removeEventListener('click', onClick);
      showBusy(button, host, undefined, ownText);
    };
  }, [button, authoring, win, host, ownText, latest, words]);

  useHostAttributes(host, { 'data-activation-state': button ? state : 'no-button' });
  return <LiveRegion announcer={announcer} role="status" visible className="activate-button__status" />;
}
