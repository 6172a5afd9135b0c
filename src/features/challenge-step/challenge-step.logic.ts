/**
 * `<challenge-step>`'s own rules (pure). The spec's rules (the step rules, the save body, the
 * valid-user answer, the shape) are domain/challenges.ts's.
 *
 * States (the host's `data-challenge-state`): `idle` (the link as the CMS made it), `saving` (the
 * step is being saved: the link busy, a second activation does nothing), `failed` (the save failed:
 * said, and the next activation follows the link without saving), `leaving` (the visitor is being
 * sent on: the link stays busy until the page goes).
 */
import { isPlainActivation, type ClickFacts } from '../../core/click.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { showsCongratulation } from '../../domain/challenges.ts';

export type ChallengeStepState = 'idle' | 'saving' | 'failed' | 'leaving';

/** Where the link sends the visitor: `data-next-url` when it is an http(s) address, else the link's own; undefined: neither. */
export function nextTarget(nextUrl: string, linkHref: string | null | undefined, pageHref: string): string | undefined {
  return safeHttpUrl(nextUrl, pageHref) ?? safeHttpUrl(linkHref ?? '', pageHref);
}

/** Whether the element takes over this click (saves first) or leaves it to the browser. */
export function takesOverClick(click: ClickFacts, state: ChallengeStepState): boolean {
  return state !== 'failed' && isPlainActivation(click);
}

/**
 * CONTRACT 4c: the congratulation modal of the element itself: the flag is 'true', the page has no
 * program-gate (a gate opens it), no other programme modal is open, and not in authoring mode.
 */
export function ownCongratulation(flag: string | null | undefined, hasGate: boolean, otherModalOpen: boolean, authoring: boolean): boolean {
  return showsCongratulation(flag) && !hasGate && !otherModalOpen && !authoring;
}
