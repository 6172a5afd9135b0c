/**
 * Which brain-health modal is active, so two never stack (brain-health 3.3, 4.9; CONTRACT 4c
 * "Fixed details": the session flags are sessionStorage keys set to 'true' while their modal is
 * open and removed on close; they order the modals, they do not stop a modal on the next page).
 *
 * The flags of 3.3 and the modals they stand for: UNAUTHMODAL the gating (locked) modals of 4.3,
 * COIMODAL the email-verification modal (4.8), LEGALMODAL a legal modal, FREETRIALMODAL the
 * free-trial-expired modal, FREETRIALASSESMENTMODAL (spelled so) the free-trial-assessment-expired
 * modal.
 *
 * 4.9 also names an assessment-reminder modal, which 3.3 gives no flag and 2.5 does not list
 * (issue 34): ASSESSMENT_REMINDER_FLAG is its flag, in 3.3's spelling, for a page that has one; it
 * blocks as the other flags do.
 *
 * Rules:
 * - 4.9: the email-verification modal does not open while a legal, free-trial,
 *   free-trial-assessment or assessment-reminder modal is active, or when EXP carries the
 *   programme-app value (`{product}_app`, site 2.2 / core/app-view.ts).
 * - Never stacked (issue 33, where the spec is silent for the other modals): a modal opens only
 *   while no other modal's flag is set; the one already open stays. The caller passes the flags
 *   set on this page (a flag a previous page left, its modal open when the visitor left, is not
 *   a modal of this page: CONTRACT).
 */
import { queryValue, type QueryInput } from '../core/query-values.ts';
import { text } from '../core/values.ts';
import type { GatingModal } from './program-gate.ts';

/** Brain-health 3.3: the session flag of each modal. */
export const MODAL_FLAGS = Object.freeze({
  gating: 'UNAUTHMODAL',
  emailVerification: 'COIMODAL',
  legal: 'LEGALMODAL',
  freeTrial: 'FREETRIALMODAL',
  freeTrialAssessment: 'FREETRIALASSESMENTMODAL',
} as const);

export type ModalKind = keyof typeof MODAL_FLAGS;
export type ModalFlag = (typeof MODAL_FLAGS)[ModalKind];

/** 4.9 (issue 34): the session flag of the assessment-reminder modal, which 3.3 does not name. */
export const ASSESSMENT_REMINDER_FLAG = 'ASSESSMENTREMINDERMODAL';

/** Every flag that stands for an open modal. */
const ALL_FLAGS: readonly string[] = [...Object.values(MODAL_FLAGS), ASSESSMENT_REMINDER_FLAG];

/** The modal kind (and so the flag) of a gating modal: freeTrialExpired is the free-trial modal, the rest UNAUTHMODAL. */
export function modalKindOf(modal: GatingModal): ModalKind {
  return modal === 'freeTrialExpired' ? 'freeTrial' : 'gating';
}

/** 4.9 / 2.4: EXP carries the programme-app value `{product}_app` (any case; a blank product has none). */
export function carriesProgramAppValue(search: QueryInput | null | undefined, product: string): boolean {
  const name = text(product).toLowerCase();
  return name !== '' && (queryValue(search, 'EXP') ?? '').toLowerCase() === `${name}_app`;
}

/**
 * Whether a modal of `kind` may open while the flags `active` are set (3.3, 4.9, never
 * stacked). `programApp`: EXP carries the programme-app value (carriesProgramAppValue).
 */
export function mayOpenModal(kind: ModalKind, active: Iterable<string>, programApp = false): boolean {
  if (kind === 'emailVerification' && programApp === true) return false;
  const own = MODAL_FLAGS[kind];
  for (const flag of active) if (flag !== own && ALL_FLAGS.includes(flag)) return false;
  return true;
}
