import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_REMINDER_FLAG,
  MODAL_FLAGS,
  carriesProgramAppValue,
  mayOpenModal,
  modalKindOf,
  type ModalKind,
} from '../../../src/domain/program-modals.ts';
import { GATING_MODALS } from '../../../src/domain/program-gate.ts';

// Brain-health 3.3: the session flags of the active modal.
describe('MODAL_FLAGS (3.3)', () => {
  it("4.9's assessment-reminder flag, in 3.3's spelling", () => {
    expect(ASSESSMENT_REMINDER_FLAG).toBe('ASSESSMENTREMINDERMODAL');
  });

  it('names the five flags as the spec spells them', () => {
    expect(Object.values(MODAL_FLAGS).sort()).toEqual(['COIMODAL', 'FREETRIALASSESMENTMODAL', 'FREETRIALMODAL', 'LEGALMODAL', 'UNAUTHMODAL']);
  });

  it.each(GATING_MODALS.map((modal) => [modal, modal === 'freeTrialExpired' ? 'FREETRIALMODAL' : 'UNAUTHMODAL'] as const))('%s sets %s', (modal, flag) => {
    expect(MODAL_FLAGS[modalKindOf(modal)]).toBe(flag);
  });
});

// Brain-health 4.9, and "two never stack" (issue 33).
describe('mayOpenModal', () => {
  it.each<[ModalKind, string[], boolean, boolean]>([
    // 4.9: email verification yields to a legal, free-trial or free-trial-assessment modal
    ['emailVerification', [], false, true],
    ['emailVerification', ['LEGALMODAL'], false, false],
    ['emailVerification', ['FREETRIALMODAL'], false, false],
    ['emailVerification', ['FREETRIALASSESMENTMODAL'], false, false],
    ['emailVerification', ['UNAUTHMODAL'], false, false],
    // 4.9's assessment-reminder modal (issue 34: its flag, which 3.3 does not name)
    ['emailVerification', [ASSESSMENT_REMINDER_FLAG], false, false],
    ['gating', [ASSESSMENT_REMINDER_FLAG], false, false],
    ['emailVerification', ['COIMODAL'], false, true], // its own flag
    ['emailVerification', ['SOMETHINGELSE'], false, true], // not a modal flag
    // 4.9: or when EXP carries the programme-app value
    ['emailVerification', [], true, false],
    // never stacked: every other modal waits for no other flag
    ['gating', [], false, true],
    ['gating', ['UNAUTHMODAL'], false, true],
    ['gating', ['COIMODAL'], false, false],
    ['gating', ['LEGALMODAL'], false, false],
    ['gating', [], true, true], // the app value concerns email verification only
    ['freeTrial', ['UNAUTHMODAL'], false, false],
    ['freeTrial', ['FREETRIALMODAL'], false, true],
    ['freeTrialAssessment', ['FREETRIALMODAL'], false, false],
    ['legal', ['COIMODAL'], false, false],
    ['legal', [], false, true],
  ])('%s with %j (app %s) -> %s', (kind, active, programApp, expected) => {
    expect(mayOpenModal(kind, active, programApp)).toBe(expected);
  });

  it('takes any iterable of flags', () => {
    expect(mayOpenModal('gating', new Set(['LEGALMODAL']))).toBe(false);
  });
});

// Brain-health 2.4 / 4.9: the programme-app value of EXP.
describe('carriesProgramAppValue', () => {
  it.each([
    ['?EXP=sharpmind_app', 'sharpmind', true],
    ['?exp=SharpMind_App', 'sharpmind', true],
    ['?EXP=member_now', 'sharpmind', false], // the other companion-app value
    ['?EXP=sharpmind_app', '', false],
    ['?EXP=_app', '', false],
    ['', 'sharpmind', false],
    [undefined, 'sharpmind', false],
  ])('%j, product %j -> %s', (search, product, expected) => {
    expect(carriesProgramAppValue(search, product)).toBe(expected);
  });
});
