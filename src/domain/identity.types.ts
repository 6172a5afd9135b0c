/**
 * The facts every element decides from (issue 3): the raw sources, as the spec names their
 * fields, and the snapshot derived from them (CONTRACT section 5). Sources are parsed at the
 * edge (cookies, services) into these shapes; anything that does not parse is absent.
 */
import type { Locale } from '../core/locale.ts';

/** The `at` login cookie (site 3.1, brain-health 3.2); every key optional, all strings. */
export interface AuthCookie {
  /** postalCode */
  p?: string;
  /** membershipExpirationDate, ISO 8601 date or date-time */
  me?: string;
  /** membership status code (site 4.1) */
  ms?: string;
  /** membershipPrimaryPersonId */
  cid?: string;
  /** userId */
  u?: string;
  e?: string;
  email?: string;
  /** membershipEnrollDate */
  mj?: string;
  /** firstTimeRenewer */
  ftr?: string;
  /** userName */
  a?: string;
  /** state_long */
  us?: string;
  /** firstName */
  f?: string;
  /** profileCommunityUrl */
  li?: string;
  /** memberAutoRenew Y/N */
  mar?: string;
  /** brain-health programme status flag */
  ss?: string;
  /** 'Y' = enrolled in rewards */
  rs?: string;
}

/** The known-user client store (site 3.3, ask-and-rewards 3.3). */
export interface KnownUser {
  memberState?: string;
  memberShipStatus?: string;
  memberAutoRenewStatus?: string;
  memberExpiry?: string;
  memberExpiryDate?: string;
  bypassBpCode?: string | boolean;
}

/** User-info service data (site 3.4). */
export interface UserInfo {
  membershipExpirationDate?: string;
  memberAutoRenew?: string;
  membershipStatus?: string;
  membershipType?: string;
  firstName?: string;
  lastName?: string;
  city?: string;
  state_short?: string;
  membershipAccountId?: string;
  isLoggedIn?: boolean;
}

/** access_and_features of the programme user record (brain-health 3.1); names as spelled there. */
export interface AccessAndFeatures {
  features?: string[];
  no_of_free_trial_days?: number | string;
  free_trail_expired?: boolean | string;
  free_trial_camppaign_id?: string;
  sponsor?: string;
  active?: boolean | string;
  /** `activate_free_trail_{product}` flags are kept as given. */
  [flag: `activate_free_trail_${string}`]: boolean | string | undefined;
}

/** fullResponse.user of the programme user record (brain-health 3.1). */
export interface ProgramUserRecord {
  membership_status?: string;
  auto_renew?: string;
  membership_expiration_date?: string;
  is_registered_non_member_activated?: string;
  created_on?: string;
  access_and_features?: AccessAndFeatures;
}

/** The user-types data: the record wrapped with its userType (brain-health 3.1). */
export interface ProgramUser {
  userType?: string;
  hasSponsoredSubscription?: string | false;
  fullResponse?: { user?: ProgramUserRecord };
}

/** Rewards membership data (ask-and-rewards 3.2). */
export interface RewardsMembership {
  membershipStatus?: string;
  membershipExpiration?: string;
  userIdentifier?: string;
}

/** Everything identity is derived from. */
export interface IdentitySources {
  /** Parsed `at` cookie; undefined when absent or unparsable. */
  at?: AuthCookie;
  /** Bearer token: `access_token` cookie or localStorage key. */
  accessToken?: string;
  fedid?: string;
  ssUser?: string;
  ut?: string;
  /** `ufo` cookie, field p. */
  ufo?: { p?: string };
  knownUser?: KnownUser;
  userInfo?: UserInfo;
  programUser?: ProgramUser;
  rewardsMembership?: RewardsMembership;
  /** The rewardsUser flag (ask-and-rewards 3.3). */
  rewardsUser?: boolean;
}

/** Page facts that are not identity but travel with the snapshot. */
export interface PageContext {
  now: Date;
  locale: Locale;
  authoring: boolean;
  appWebView: boolean;
  /** The product name, for the `activate_free_trail_{product}` flag. */
  product: string;
  /**
   * A page of the brain-health programme (its site config names `userTypesUrl`): a visitor
   * without a login cookie is programme user type anonymous-user there (CONTRACT 4c).
   */
  program?: boolean;
  /**
   * The two insurer parts of the sponsor codes (brain-health 6 writes them `{insurer1}`,
   * `{insurer2}`; the spec withholds the values). From #site-config.
   */
  insurers: { insurer1: string; insurer2: string };
}

export type MemberState = 'ANON' | 'MEMBER' | 'NON-MEMBER' | 'EXPIRED' | 'CANCELLED' | 'SUSPENDED';

export type MembershipStatusName =
  'ACTIVE' | 'EXPIRING' | 'NON-MEMBER' | 'CANCELLED' | 'EXPIRED' | 'MEMBER-REQUEST-SUSPEND' | 'UNDELIVERABLE-SUSPEND' | 'DECEASED-SUSPEND' | 'anonymous';

export type AnalyticsSegment = 'MEM' | 'NONMEM' | 'ANON';

/** The snapshot of CONTRACT section 5, plus what the header and gating need. */
export interface IdentitySnapshot {
  isLoggedIn: boolean;
  memberState: MemberState;
  statusCode: string;
  membershipStatus: MembershipStatusName;
  analyticsSegment: AnalyticsSegment;
  headerUserType: string;
  autoRenew: 'Y' | 'N' | '';
  expiryDate: string;
  expiryDays: number;
  isLifetime: boolean;
  isMember: boolean;
  rewardsParticipant: boolean;
  rewardsAccess: boolean;
  sponsor: string;
  programUserType: string;
  firstName: string;
  locale: Locale;
  authoring: boolean;
  appWebView: boolean;
}

// ---------------------------------------------------------------------------------------------
// Vocabularies of the identity rules (issue 3). Added alongside the fixed types above.

/** A membership status code of the `ms` cookie field (site 4.1, brain-health 4.1). */
export type StatusCode = '0' | '1' | '4' | '5' | 'M' | 'U' | 'D';

/** The rewards membership names (ask-and-rewards 3.2; site 4.1 second list). */
export type RewardsStatusName = 'ACTIVE' | 'NON_MEMBER' | 'CANCEL' | 'EXPIRE' | 'MEMBER_REQUEST_SUSPEND' | 'UNDELIVERABLE_SUSPEND' | 'DECEASED_SUSPEND';

/** Header user types of a visitor we know something about (site 4.3, brain-health 4.5). */
export type BaseHeaderUserType =
  'non-member' | 'member-on-automatic-renew' | 'member-not-on-automatic-renew' | 'expiring-member' | 'lifetime-member' | 'suspended-member';

/**
 * Every header user type (site 4.3): the base types, their `known-` forms for a known visitor
 * who is not logged in, the two programme-only types (spelled as the spec spells them), and
 * `anonymous-user`.
 */
export type HeaderUserType = BaseHeaderUserType | `known-${BaseHeaderUserType}` | 'member-on-trail-period' | 'sponsor-subsciption-member' | 'anonymous-user';

/** The promo call to action of the header (site 4.4); 'none' = the promo is removed. */
export type HeaderPromo = 'keep' | 'join' | 'enroll' | 'renew' | 'rejoin' | 'none';

/** What the header shows for a user type (site 4.4). */
export interface HeaderItems {
  /** The header's own join / login / register / renew / rejoin / enroll items. */
  show: { join: boolean; login: boolean; register: boolean; renew: boolean; rejoin: boolean; enroll: boolean };
  promo: HeaderPromo;
  /** Icon links of the header (removed for a sponsor subscription). */
  iconLinks: boolean;
  /** The rewards dropdown (removed for a sponsor subscription). */
  rewardsDropdown: boolean;
  /** The membership promo section (hidden for lifetime members, site 4.3). */
  membershipPromo: boolean;
}

/** Header style per sponsor code (brain-health 6, site 4.3). */
export type SponsorStyle =
  'health-insurer' | 'one-pass-fitness' | 'medicare-supplement-35' | 'medicare-supplement-15' | 'medicare-advantage' | 'insurance-company';

/** The `ufo` cookie (site 3.2). */
export interface UfoCookie {
  p?: string;
}

/** The `evs` email-verification cookie (brain-health 3.2); values as strings. */
export interface EmailVerificationCookie {
  status?: string;
  popup?: string;
}

/**
 * The personalisation tokens of site 3.6, each a display string ('' when unknown). A type alias
 * (not an interface) so that it is a `Record<string, string>`, the TOKEN_REPLACE detail.
 */
export type PersonalisationTokens = {
  firstName: string;
  userName: string;
  userEmail: string;
  userAddressState: string;
  memberJoinedDate: string;
  memberExpiryDate: string;
  points: string;
  pointsNumOnly: string;
  expiryDays: string;
};
