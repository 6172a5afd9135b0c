/**
 * The register wall's rule of when it decides (site 2.7, 4.8; brain-health 4.15), pure. Whether
 * it shows is `isRegisterWallShown` of src/domain/gating.ts, on the known user's memberState
 * (`knownUserMemberState`) and the programme type.
 */
import { isRegisterWallShown, knownUserMemberState } from '../../domain/gating.ts';
import { gateUserType } from '../../domain/program-gate.ts';
import type { IdentitySources } from '../../domain/identity.types.ts';

/** The wall's decision, as the host's `data-wall` says it. */
export type RegisterWallDecision = 'shown' | 'hidden';

/**
 * Whether the register wall goes up, decided once per page view, or undefined while it cannot
 * say yet. Before identity's first reading is complete (`final` false) only a sure answer counts:
 * a visitor the cookies already show as anonymous (no login cookie, token or fedid: ANON without
 * asking). Everyone else waits for the known user's (and the programme's) answers, however late
 * they come; a failed known-user call leaves the state unknown and the wall down.
 * `onProgramme` (the site config names `userTypesUrl`): the programme type is
 * program-gate.ts `gateUserType`'s, anonymous-user without a login cookie (the user-types service
 * is not asked then, CONTRACT 4c), which is a sure answer at once.
 */
export function registerWallDecision(sources: IdentitySources, final: boolean, onProgramme = false): RegisterWallDecision | undefined {
  const state = knownUserMemberState(sources);
  const programType = onProgramme ? gateUserType(sources.at, sources.programUser) : sources.programUser;
  const shown = isRegisterWallShown({ knownUserMemberState: state, programUserType: programType, authoring: false });
  const sure = shown && ((state === 'ANON' && !sources.fedid) || (onProgramme && !sources.at));
  if (!final && !sure) return undefined;
  return shown ? 'shown' : 'hidden';
}
