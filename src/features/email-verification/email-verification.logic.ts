/**
 * `<email-verification>`'s view states (brain-health 4.8, 4.9; CONTRACT 4c). The rules are
 * domain/email-verification.ts's; this says what the view shows in each state. Pure.
 *
 * States (the host's `data-email-verification-state`):
 * - `off`: nothing to do (authoring mode, anonymous, evs status other than P or Q, no emo link);
 * - `checking`: the status check is out; `waiting`: a modal is due and waits for the page's gate;
 * - `no-modal` (success without popup), `not-success` (flags cleared, coi-updated fired),
 *   `ignored` (no answer or another shape), `suppressed` (4.9, another modal open, or the gate
 *   never decided): no modal;
 * - `thank-you`, `verify`, `sending`, `sent`, `error`: a modal is open; `closed` once closed.
 */
import type { StatusCheckOutcome } from '../../domain/email-verification.ts';

export type EmailVerificationState =
  'off' | 'checking' | 'waiting' | 'no-modal' | 'not-success' | 'ignored' | 'suppressed' | 'thank-you' | 'verify' | 'sending' | 'sent' | 'error' | 'closed';

/** The modal a page opens (before 4.9 is asked). */
export type EmailVerificationModal = 'thankYou' | 'verify';

/** The state before any call: the thank-you waits for the gate, the check runs, or nothing. */
export function startState(plan: { thankYou: boolean; statusCheck: boolean }): EmailVerificationState {
  if (plan.thankYou) return 'waiting';
  return plan.statusCheck ? 'checking' : 'off';
}

/** After the status check: a modal to wait for, or the state it ends in. */
export function afterCheck(outcome: StatusCheckOutcome): { modal: EmailVerificationModal } | { state: EmailVerificationState } {
  if (outcome === 'verify-modal') return { modal: 'verify' };
  return { state: outcome };
}

/** Whether the element is still deciding (it stays `loading` meanwhile). */
export function isDeciding(state: EmailVerificationState): boolean {
  return state === 'checking' || state === 'waiting';
}
