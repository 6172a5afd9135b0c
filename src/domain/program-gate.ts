/**
 * The brain-health gating modals (brain-health 4.3, 4.6, 9; CONTRACT 4c `<program-gate>` and its
 * "Fixed details"): which modal a visitor's programme user type leads to, where the modals are
 * suppressed, and the redirect by the programme (ss) flag. Pure: the element reads the cookies,
 * the query and the programme record and does the I/O. The user type itself, the free-trial
 * window and buy vs join are program.ts's.
 *
 * Modal per type (4.3), the values being the keys of the contract's `modals` JSON:
 * anonymous-user -> login, or partnerCampaign when the cmp parameter contains 'sl-dso-sss-vzn';
 * registered-non-member -> join, or freeTrialExpired when the trial has expired and created_on is
 * within 60 days (program.ts `freeTrialExpiredRecently`); registered-non-activated-member ->
 * activate; cancelled-or-expired-member -> renew; exclusive with redirectedby=exclusive ->
 * welcome; any other type (exclusive without the parameter too) -> none.
 *
 * Suppression (4.3), in this order: authoring mode; the RNMA-flow switch on English pages (every
 * locale but 'es': the pseudo-locale 'zz' is English text); an unsecuredPage unless the visitor
 * is anonymous or in the partner campaign; an anonymousPage unless in the partner campaign.
 *
 * Decisions where the spec is silent:
 * - The partner campaign applies to anonymous visitors only (CONTRACT); 'contains' ignores case,
 *   and the parameter name cmp is matched in any case (as every query rule of core/query-values).
 * - redirectedby=exclusive compares the value trimmed and in any case.
 * - Without an `at` cookie the visitor is anonymous-user whatever a service says (CONTRACT); the
 *   cookie is the parsed one (auth-cookie.ts), undefined when it parses to nothing.
 * - Order on a page (programGateDecision): the session checks of 4.7 first (a redirect ends it),
 *   then the ss-flag redirect, then at most one modal; a page that navigates away opens none.
 */
import type { Locale } from '../core/locale.ts';
import { queryValue, type QueryInput } from '../core/query-values.ts';
import { asRecord, ownValue, text } from '../core/values.ts';
import type { AuthCookie } from './identity.types.ts';
import { freeTrialExpiredRecently, programUserType, type ProgramUserType } from './program.ts';
import { sessionCheck, type SessionAction, type SessionFacts } from './program-session.ts';

/** Brain-health 4.3: the partner campaign's code in the cmp parameter. */
export const PARTNER_CAMPAIGN_CODE = 'sl-dso-sss-vzn';

/** Brain-health 9: the standard programme join campaign id (CONTRACT: the partner's is site config). */
export const PROGRAM_JOIN_CAMPAIGN = 'USSTEST7';

/** The gating modals of 4.3 (and 4.6's free-trial-expired), named as the contract's `modals` keys. */
export const GATING_MODALS = ['login', 'partnerCampaign', 'join', 'freeTrialExpired', 'activate', 'renew', 'welcome'] as const;
export type GatingModal = (typeof GATING_MODALS)[number];

/** Why a modal the user type calls for is not shown. */
export type GatingSuppression = 'authoring' | 'rnma-flow' | 'unsecured-page' | 'anonymous-page';

/** Brain-health 4.3: the types the ss flag sends to login. */
export const SS_REDIRECT_TYPES: readonly ProgramUserType[] = Object.freeze([
  'registered-non-activated-member',
  'registered-non-member',
  'cancelled-or-expired-member',
  'rnma',
]);

/**
 * The programme user type the gate works with: anonymous-user without a login cookie (CONTRACT:
 * the user-types service is not asked then), else the record's userType (program.ts).
 */
export function gateUserType(at: AuthCookie | undefined, programUser: unknown): ProgramUserType | '' {
  return asRecord(at) ? programUserType(programUser) : 'anonymous-user';
}

/** Brain-health 4.3: the cmp parameter contains 'sl-dso-sss-vzn'. */
export function hasPartnerCampaign(search: QueryInput | null | undefined): boolean {
  return (queryValue(search, 'cmp') ?? '').toLowerCase().includes(PARTNER_CAMPAIGN_CODE);
}

/** Brain-health 4.3: the query parameter redirectedby=exclusive. */
export function isExclusiveRedirect(search: QueryInput | null | undefined): boolean {
  return (queryValue(search, 'redirectedby') ?? '').toLowerCase() === 'exclusive';
}

/** Brain-health 4.3: the visitor is in the partner campaign (anonymous, with the cmp code). */
export function inPartnerCampaign(userType: string, search: QueryInput | null | undefined): boolean {
  return userType === 'anonymous-user' && hasPartnerCampaign(search);
}

export interface GatingFacts {
  /** The programme user type (gateUserType). */
  userType: ProgramUserType | '';
  /** The programme record, for the free-trial-expired window. */
  programUser?: unknown;
  /** The page's query (cmp, redirectedby). */
  search: QueryInput | null | undefined;
  now: Date;
}

/** Brain-health 4.3: the modal a user type leads to, before suppression; '' for none. */
export function modalForUserType({ userType, programUser, search, now }: GatingFacts): GatingModal | '' {
  switch (userType) {
    case 'anonymous-user':
      return hasPartnerCampaign(search) ? 'partnerCampaign' : 'login';
    case 'registered-non-member':
      return freeTrialExpiredRecently(programUser, now) ? 'freeTrialExpired' : 'join';
    case 'registered-non-activated-member':
      return 'activate';
    case 'cancelled-or-expired-member':
      return 'renew';
    case 'exclusive':
      return isExclusiveRedirect(search) ? 'welcome' : '';
    default:
      return '';
  }
}

export interface SuppressionFacts {
  userType: ProgramUserType | '';
  search: QueryInput | null | undefined;
  /** The page type (program-pages.ts). */
  pageType: string;
  locale: Locale;
  /** The gate's `rnmaFlow` switch. */
  rnmaFlow: boolean;
  authoring: boolean;
}

/** Brain-health 4.3: why the gating modals are suppressed on this page for this visitor; '' when they are not. */
export function gatingSuppression({ userType, search, pageType, locale, rnmaFlow, authoring }: SuppressionFacts): GatingSuppression | '' {
  if (authoring === true) return 'authoring';
  if (rnmaFlow === true && locale !== 'es') return 'rnma-flow';
  const partner = inPartnerCampaign(userType, search);
  if (pageType === 'unsecuredPage' && userType !== 'anonymous-user' && !partner) return 'unsecured-page';
  if (pageType === 'anonymousPage' && !partner) return 'anonymous-page';
  return '';
}

/** Brain-health 4.3: the gating modal to open on this page ('' for none): the type's modal unless suppressed. */
export function gatingModal(facts: GatingFacts & SuppressionFacts): GatingModal | '' {
  return gatingSuppression(facts) ? '' : modalForUserType(facts);
}

export interface SsRedirectFacts {
  /** The parsed `at` cookie (auth-cookie.ts); undefined when absent. */
  at: AuthCookie | undefined;
  userType: ProgramUserType | '';
  authoring: boolean;
}

/**
 * Brain-health 4.3: redirect to login when the cookie's ss flag is not '0' and the type is
 * registered-non-activated-member, registered-non-member, cancelled-or-expired-member or rnma.
 * An `at` without ss counts as '0' (CONTRACT); no `at`, no redirect; never in authoring mode.
 */
export function ssFlagRedirect({ at, userType, authoring }: SsRedirectFacts): boolean {
  if (authoring === true || !asRecord(at)) return false;
  const ss = text(ownValue(at, 'ss')) || '0';
  return ss !== '0' && SS_REDIRECT_TYPES.includes(userType as ProgramUserType);
}

/** Everything the gate decides from, as the element reads it. */
export interface ProgramGateFacts extends Omit<SessionFacts, 'loggedIn'> {
  /** The parsed `at` cookie (auth-cookie.ts `parseAuthCookie`); undefined when absent. */
  at: AuthCookie | undefined;
  /** The user-types answer (brain-health 3.1); undefined when not asked or failed. */
  programUser: unknown;
  search: QueryInput | null | undefined;
  now: Date;
  pageType: string;
  locale: Locale;
  rnmaFlow: boolean;
}

export interface ProgramGateDecision {
  userType: ProgramUserType | '';
  /** The 4.7 actions (clear, remove cookies, logout event). */
  session: SessionAction;
  /** Go to the programme login with state = the page (4.7 or the ss flag of 4.3). */
  redirectToLogin: boolean;
  /** The gating modal to open; '' for none. */
  modal: GatingModal | '';
}

/** The gate's whole decision for a page (4.3, 4.7), in the order of the module comment. */
export function programGateDecision(facts: ProgramGateFacts): ProgramGateDecision {
  const userType = gateUserType(facts.at, facts.programUser);
  const session = sessionCheck({ ...facts, loggedIn: asRecord(facts.at) !== undefined });
  const redirectToLogin = session.redirectToLogin || ssFlagRedirect({ at: facts.at, userType, authoring: facts.authoring });
  const modal = redirectToLogin ? '' : gatingModal({ ...facts, userType });
  return { userType, session, redirectToLogin, modal };
}
