/**
 * `<activate-button>`'s states (brain-health 4.13; pure). The activation's rules are
 * domain/activation.ts's, its flow stores/program-activation.ts `activate()` (the one flow,
 * program-gate's activate modal uses it too).
 *
 * States (the host's `data-activation-state`): `idle`, `busy` (the activation runs: the button
 * busy, a click does nothing), `failed` (the activation failed: said, the button usable again; a
 * click starts again), `done` (activated, or the page is loading again or going to login: the
 * button stays busy until the page goes).
 */
import type { ActivationOutcome } from '../../stores/program-activation.ts';

export type ActivateButtonState = 'idle' | 'busy' | 'failed' | 'done';

/** A click starts an activation only when none runs and none has finished (never two from a double click). */
export function startsActivation(state: ActivateButtonState): boolean {
  return state === 'idle' || state === 'failed';
}

/** The state after the activation's outcome: a failure gives the button back (4.13), anything else navigates. */
export function afterActivation(outcome: ActivationOutcome): ActivateButtonState {
  return outcome === 'failed' ? 'failed' : 'done';
}
