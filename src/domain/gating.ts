/**
 * Content gating (site 4.8, 6; brain-health 4.2, 4.15; CONTRACT 1): the paywall, the register
 * wall, members-only badges and tile locks. In authoring mode the paywall and the register wall
 * never show (CONTRACT 1: "paywalls ... modals and checks are off").
 */
import type { AuthCookie, IdentitySources, MemberState } from './identity.types.ts';
import { isMemberUser } from './membership.ts';
import { programUserType } from './program.ts';
import { normaliseStatusCode } from './status.ts';
import { asRecord, ownValue, upperText } from '../core/values.ts';

/** Site 4.8 / brain-health 4.2: the codes that lock members-only content. */
export const PAYWALL_CODES = ['1', '5', '4', 'M', 'U', 'D'] as const;

/** Site 4.8 / brain-health 4.15: the programme types that see the register wall. */
export const REGISTER_WALL_PROGRAM_TYPES = [
  'registered-non-member',
  'cancelled-or-expired-member',
  'registered-non-activated-member',
  'anonymous-user',
] as const;

export interface PaywallFacts {
  /** The parsed login cookie; undefined when missing. */
  at: AuthCookie | undefined;
  /** The programme user type (brain-health 4.3) or the ProgramUser; '' / undefined off the programme. */
  programUserType?: unknown;
  authoring: boolean;
}

function typeOf(value: unknown): string {
  // Accepts a type string or a ProgramUser ({ userType }).
  return asRecord(value) ? programUserType(value) : programUserType({ userType: value });
}

/**
 * Brain-health 4.2: "the programme is not activated". The spec gives no field; we read it as
 * the programme user type registered-non-activated-member (members who have not activated the
 * programme, brain-health 1).
 */
export function isProgramNotActivated(programUserTypeOrUser: unknown): boolean {
  return typeOf(programUserTypeOrUser) === 'registered-non-activated-member';
}

/**
 * Site 4.8 / brain-health 4.2: the paywall shows for codes 1, 5, 4, M, U, D, a missing auth
 * cookie, or a programme not activated; any other code (0, and also a code that is none of the
 * seven, or a cookie without ms) leaves content open. Never in authoring mode.
 */
export function isPaywallShown({ at, programUserType: type, authoring }: PaywallFacts): boolean {
  if (authoring === true) return false;
  if (!asRecord(at)) return true;
  const code = normaliseStatusCode(ownValue(at, 'ms'));
  if ((PAYWALL_CODES as readonly string[]).includes(code)) return true;
  return isProgramNotActivated(type);
}

export interface RegisterWallFacts {
  /** knownUser.memberState (site 3.3). */
  knownUserMemberState: unknown;
  programUserType?: unknown;
  authoring: boolean;
}

/**
 * Site 4.8 / brain-health 4.15: the register wall shows when knownUser.memberState is ANON, or
 * the programme type is registered-non-member, cancelled-or-expired-member,
 * registered-non-activated-member or anonymous-user. Otherwise hidden; never in authoring mode.
 * Only an explicit ANON counts (any case); a missing known user does not.
 */
export function isRegisterWallShown({ knownUserMemberState, programUserType: type, authoring }: RegisterWallFacts): boolean {
  if (authoring === true) return false;
  if (upperText(knownUserMemberState) === 'ANON') return true;
  return (REGISTER_WALL_PROGRAM_TYPES as readonly string[]).includes(typeOf(type));
}

/**
 * The known user's memberState (site 3.3) for the register wall: the known-user answer when
 * there is one. A visitor with neither a login cookie nor a fedid is one the client store knows
 * nothing about, and its default is ANON (site 3.4: "anonymous" before any answer). A visitor
 * who is logged in or known but whose known user did not answer is undefined: not ANON, so a
 * failed call never walls off a logged-in reader.
 */
export function knownUserMemberState(sources: IdentitySources): string | undefined {
  const state = ownValue(sources.knownUser, 'memberState');
  if (typeof state === 'string' && state.trim()) return state;
  if (!sources.at && !sources.accessToken && !sources.fedid) return 'ANON';
  return undefined;
}

/**
 * Site 2.7: what the paywall removes for a locked visitor (besides the article past its
 * teaser): restricted sections, the benefits carousel, comments and the footer.
 */
export const PAYWALL_REMOVED = ['[data-restricted]', '[data-benefits-carousel]', '[data-comments]', 'footer'] as const;

/** Site 2.7, 4.8 / brain-health 4.15: what the register wall removes: restricted content and the footer. */
export const REGISTER_WALL_REMOVED = ['[data-restricted]', 'footer'] as const;

/** Site 4.8 / brain-health 4.15: the members-only badge unlocks only when memberState is MEMBER. */
export function isMembersOnlyBadgeUnlocked(memberState: MemberState | string | undefined): boolean {
  return upperText(memberState) === 'MEMBER';
}

/**
 * Site 4.8 / 6, ask-and-rewards 6.3: members (memberState MEMBER, or bypassBpCode set) see
 * members-only tiles unlocked; everyone else sees lock icons.
 */
export function areTilesUnlocked(memberState: unknown, bypassBpCode: unknown): boolean {
  return isMemberUser(memberState, bypassBpCode);
}
