/**
 * The enhanced member strip's state rules (site 2.4, 4.5, 9), pure: one function from the
 * identity snapshot, the strip's configuration, the locale and the viewport to what the strip
 * shows. The view renders `memberStripView(...)` and decides nothing itself.
 *
 * Decisions (site 4.5 leaves these open):
 * - Partner programme ("When enableMojo is 'true', a partner-programme button shows. It uses the
 *   primary style unless the renew button is showing.") applies to MEMBERs only, every member
 *   kind: Spanish (renewal and account list), lifetime and the other members. It sits between
 *   the MEMBER rules and "Other states", names the renew button (which only members have), and
 *   the other states list their whole content (expired text, learn-more link and rejoin button;
 *   welcome message, join-now button and 'already a member' link; join message, join-now and
 *   login buttons). Unlike my-account it is not limited to non-Spanish sites, so Spanish members
 *   get it too.
 * - enableMojo and discoveryTemplateCheck are on when they are `true` or the string 'true' in
 *   any case with spaces around (`isOn`, the rule `flag()` of core/schema.ts reads them with).
 * - memberState is read trimmed and in any case (as status names are everywhere else); only the
 *   six states count, so 'ACTIVE', 'EXPIRING' or '' are anonymous ("anything else").
 * - autoRenew is read as the identity rules read it ('Y' / 'N' in any case, trimmed); anything
 *   else is neither 'Y' nor 'N'.
 * - Day windows use the floored whole days of expiryDays: "today + 120 days is later than
 *   expiry" is expiryDays < 120 (exact, since expiry - today < 120 days iff its floor is < 120);
 *   "fewer than 60 days left" is expiryDays < 60, so an expiry that has passed (-1) counts;
 *   "more than 60 days remain" is expiryDays > 60. At exactly 60 whole days a non-Spanish member
 *   not on auto-renew gets neither the renew button nor the enrol link.
 * - The window rules (both renew buttons, the enrol link) need a readable expiry date: without
 *   one expiryDays is -1 by convention, not "past", so no renewal is offered (the Spanish
 *   member gets the account list). Site 4.6 asks the same of the expiry prompt.
 * - A lifetime member (isLifetime) on the Spanish site always gets the account list: a lifetime
 *   membership is never offered renewal (the stored 2800 dates give huge expiryDays anyway; this
 *   also covers lifetime by sponsor with an ordinary expiry).
 * - The renew button is primary on the Spanish site too: it is that state's only call to action,
 *   and the partner button steps down to secondary whenever a renew button shows.
 * - "Expanded" (for the enrol link) is the effective state: the user's toggle, or always above
 *   1024 px. Forced-open states are never members, so forcing does not reach the enrol link.
 * - Widths are strict: "above 1024 px" is width > 1024, "the full label above 768 px" is
 *   width > 768.
 * - Discovery shows the configured card image (`stripCard`, with a text alternative) before what
 *   the anonymous strip shows: join message, join and log in (docs/decisions.md, issue 12).
 */
import { appendQuery, safeHttpUrl } from '../../core/urls.ts';
import { isOn, upperText } from '../../core/values.ts';
import { normaliseAutoRenew } from '../../domain/membership.ts';
import { formatExpiryDate } from '../../domain/expiry-date.ts';
import { secureLinkBase } from '../../domain/site-links.ts';
import { idFields, type StripLink } from './member-strip.schema.ts';

/** Site 9: member-strip renew window, non-Spanish. */
export const STRIP_RENEW_DAYS = 60;
/** Site 9: member-strip renew window, Spanish. */
export const STRIP_RENEW_DAYS_SPANISH = 120;
/** Site 2.4 / 9: always expanded above 1024 px width (width > 1024). */
export const STRIP_ALWAYS_EXPANDED_ABOVE = 1024;
/** Site 4.5: the full partner label above 768 px (width > 768), the mobile label otherwise. */
export const PARTNER_LABEL_FULL_ABOVE = 768;

export type StripKind = 'member-es-renew' | 'member-es-account' | 'member-lifetime' | 'member' | 'lapsed' | 'non-member' | 'anonymous' | 'discovery';

export type StripAccountLink = 'editAccount' | 'newsletters' | 'getCard' | 'support' | 'automaticRenewal';

export interface StripInput {
  /** Identity snapshot memberState: 'MEMBER' | 'EXPIRED' | 'CANCELLED' | 'SUSPENDED' | 'NON-MEMBER' | 'ANON' | anything. */
  memberState: string;
  /** 'Y' | 'N' | ''; anything else is neither 'Y' nor 'N'. */
  autoRenew: string;
  /** 'YYYY-MM-DD' or '' (the snapshot's expiryDate, already a US-Eastern calendar date). */
  expiryDate: string;
  /** Whole days left, floored; -1 when past or missing (identity snapshot). */
  expiryDays: number;
  /** Identity snapshot: expiry year 2800 (or lifetime by sponsor). */
  isLifetime: boolean;
  /** Locale 'es'. */
  spanish: boolean;
  /** A known-user record exists. */
  knownUser: boolean;
  /** Config (site 3.7): on when 'true' (any case, trimmed) or `true`. */
  enableMojo: string | boolean;
  /** Config (site 3.7): on when 'true' (any case, trimmed) or `true`. */
  discoveryTemplateCheck: string | boolean;
  /** The user's toggle state (ignored when forced open or wide). */
  expanded: boolean;
  /** CSS px. */
  viewportWidth: number;
}

export interface StripView {
  kind: StripKind;
  /** Lapsed, non-member, anonymous, discovery. */
  forcedOpen: boolean;
  /** Effective: forcedOpen || viewportWidth > 1024 || input.expanded. */
  expanded: boolean;
  /** Whether a toggle is offered (false when forced open or wide). */
  collapsible: boolean;
  showRenewButton: boolean;
  renewPrimary: boolean;
  showMyAccount: boolean;
  /** 'member' only. */
  dateLabel: 'expires' | 'auto-renews' | null;
  /** 'member' only: MM/DD/YYYY, '' when there is no valid date. */
  dateText: string;
  /** 'member' only. */
  showEnrolLink: boolean;
  /** 'member-es-account' only. */
  accountLinks: StripAccountLink[];
  /** 'member-lifetime' only. */
  partnerLabel: 'full' | 'mobile' | null;
  /** 'member-lifetime' only. */
  showPartnerValue: boolean;
  mojo: { show: boolean; primary: boolean };
  /** Every MEMBER kind: the 'view' link flow of site 2.4. */
  showMembershipNumber: boolean;
}

const LAPSED_STATES: readonly string[] = ['EXPIRED', 'CANCELLED', 'SUSPENDED'];
const MEMBER_KINDS: readonly StripKind[] = ['member-es-renew', 'member-es-account', 'member-lifetime', 'member'];
const FORCED_OPEN_KINDS: readonly StripKind[] = ['lapsed', 'non-member', 'anonymous', 'discovery'];

/** The strip's state (site 4.5); see the module comment for the decisions. */
export function memberStripView(input: StripInput): StripView {
  const autoRenew = normaliseAutoRenew(input.autoRenew);
  const days = input.expiryDays;
  const hasExpiry = formatStripDate(input.expiryDate) !== '' && Number.isFinite(days);
  const kind = stripKind(input, autoRenew, hasExpiry);

  const forcedOpen = FORCED_OPEN_KINDS.includes(kind);
  const wide = input.viewportWidth > STRIP_ALWAYS_EXPANDED_ABOVE;
  const expanded = forcedOpen || wide || input.expanded === true;
  const isMember = MEMBER_KINDS.includes(kind);
  const plainMember = kind === 'member';

  const showRenewButton = kind === 'member-es-renew' || (plainMember && hasExpiry && autoRenew === 'N' && days < STRIP_RENEW_DAYS);
  const mojoShown = isMember && isOn(input.enableMojo);

  return {
    kind,
    forcedOpen,
    expanded,
    collapsible: !forcedOpen && !wide,
    showRenewButton,
    renewPrimary: showRenewButton,
    showMyAccount: (plainMember || kind === 'member-lifetime') && !showRenewButton,
    dateLabel: plainMember ? (autoRenew === 'N' ? 'expires' : 'auto-renews') : null,
    dateText: plainMember ? formatStripDate(input.expiryDate) : '',
    showEnrolLink: plainMember && hasExpiry && autoRenew === 'N' && days > STRIP_RENEW_DAYS && expanded,
    accountLinks: kind === 'member-es-account' ? accountLinks(autoRenew) : [],
    partnerLabel: kind === 'member-lifetime' ? (input.viewportWidth > PARTNER_LABEL_FULL_ABOVE ? 'full' : 'mobile') : null,
    showPartnerValue: kind === 'member-lifetime',
    mojo: { show: mojoShown, primary: mojoShown && !showRenewButton },
    showMembershipNumber: isMember,
  };
}

function stripKind(input: StripInput, autoRenew: 'Y' | 'N' | '', hasExpiry: boolean): StripKind {
  const state = upperText(input.memberState);
  if (state === 'MEMBER') {
    if (input.spanish) {
      const renew = !input.isLifetime && hasExpiry && autoRenew !== 'Y' && input.expiryDays < STRIP_RENEW_DAYS_SPANISH;
      return renew ? 'member-es-renew' : 'member-es-account';
    }
    return input.isLifetime ? 'member-lifetime' : 'member';
  }
  if (LAPSED_STATES.includes(state)) return 'lapsed';
  if (state === 'NON-MEMBER') return 'non-member';
  const discovery = !input.knownUser && isOn(input.discoveryTemplateCheck) && !input.spanish;
  return discovery ? 'discovery' : 'anonymous';
}

/** Site 4.5 Spanish account list: support with auto-renew 'Y', automatic renewal with 'N'. */
function accountLinks(autoRenew: 'Y' | 'N' | ''): StripAccountLink[] {
  const links: StripAccountLink[] = ['editAccount', 'newsletters', 'getCard'];
  if (autoRenew === 'Y') links.push('support');
  if (autoRenew === 'N') links.push('automaticRenewal');
  return links;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' (site 4.5, 9), the day as written (domain/expiry-date.ts). */
export const formatStripDate: (isoDate: string) => string = formatExpiryDate;

/**
 * What a configured strip link is resolved against: `/applications/` and `/mem/` paths on the
 * secure host, others on this site (site-links.ts `secureLinkBase`; docs/decisions.md, member strip).
 */
export const stripLinkBase = secureLinkBase;

/** A config value read by field name: a string, trimmed; undefined when empty or not a string. */
export function configText(config: Readonly<Record<string, unknown>>, field: string): string | undefined {
  const value = config[field];
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

/** A link's campaign and analytics ids (site 3.7), trimmed; undefined when not configured. */
export function stripLinkIds(config: Readonly<Record<string, unknown>>, link: StripLink): { campaignId?: string; analyticsId?: string } {
  const names = idFields(link);
  return { campaignId: configText(config, names.campaign), analyticsId: configText(config, names.analytics) };
}

export interface StripLinkTargets {
  /** The login target of site 2.4 (memberStripLoginUrl), whatever the config says. */
  loginTarget: string;
  /** `{secureEndpoint}` of #site-config: configured /applications/ and /mem/ paths are read on it. */
  secureEndpoint: string;
  /** What other configured paths are read against: the page's base URL. */
  pageBase: string | undefined;
  /** The site's own target when the config leaves the link empty (or unusable). */
  fallback?: string;
}

/**
 * The address of a strip link: the configured one when it is an http(s) URL or a path (paths
 * under /applications/ and /mem/ on the secure host, others on this site), else the fallback;
 * the link's campaign id goes on as `intcmp`. Login is always the target of site 2.4, which
 * carries its own intcmp. Undefined when there is nothing safe to link to.
 */
export function stripLinkHref(config: Readonly<Record<string, unknown>>, link: StripLink, targets: StripLinkTargets): string | undefined {
  if (link === 'memberLoginLink') return targets.loginTarget;
  const configured = config[link];
  const base = safeHttpUrl(configured, stripLinkBase(configured, targets.secureEndpoint) ?? targets.pageBase) ?? targets.fallback;
  if (!base) return undefined;
  const { campaignId } = stripLinkIds(config, link);
  return campaignId ? appendQuery(base, [['intcmp', campaignId]]) : base;
}

/** What a click on a strip link pushes to the data layer (site 3.7); nothing without an analytics id. */
export function stripClickEntry(
  ids: { analyticsId?: string; campaignId?: string },
  linkText: string,
  linkUrl: string,
): { event: 'member-strip-click'; eventInfo: { analyticsId: string; campaignId: string; linkText: string; linkUrl: string } } | undefined {
  if (!ids.analyticsId) return undefined;
  return { event: 'member-strip-click', eventInfo: { analyticsId: ids.analyticsId, campaignId: ids.campaignId ?? '', linkText, linkUrl } };
}

/** Whether a kind is one of the MEMBER kinds (site 4.5). */
export function isMemberKind(kind: StripKind): boolean {
  return MEMBER_KINDS.includes(kind);
}

/**
 * The greeting (our own text, translated by the view): members by first name when the identity
 * has one, else as 'member'; everyone else is welcomed.
 */
export type StripGreeting = { kind: 'named'; name: string } | { kind: 'member' } | { kind: 'welcome' };

export function stripGreeting(kind: StripKind, firstName: string): StripGreeting {
  if (!isMemberKind(kind)) return { kind: 'welcome' };
  const name = typeof firstName === 'string' ? firstName.trim() : '';
  return name ? { kind: 'named', name } : { kind: 'member' };
}

/**
 * The card image of a strip (site 3.7 `cardImage`), when its kind shows one and the address is
 * safe (http/https, or a path read against `base`):
 * - members: beside the membership number, decorative (alt '': the number says it all);
 * - discovery: the variant's picture of what joining gives, so it needs a text alternative:
 *   the configured `cardImageAlt`, or null for the view's default text.
 */
export interface StripCard {
  src: string;
  /** '' decorative; a string from config; null: the default text. */
  alt: string | null;
}

export function stripCard(kind: StripKind, cardImage: unknown, cardImageAlt: unknown, base: string | undefined): StripCard | undefined {
  const member = isMemberKind(kind);
  if (!member && kind !== 'discovery') return undefined;
  const src = safeHttpUrl(cardImage, base);
  if (!src) return undefined;
  if (member) return { src, alt: '' };
  return { src, alt: typeof cardImageAlt === 'string' && cardImageAlt.trim() ? cardImageAlt.trim() : null };
}

/**
 * The data attribute named by `dataAttributeName` (site 3.7), which the strip sets to its state:
 * 'memberState' -> 'data-memberstate'. Only names of lower-case letters, digits and hyphens that
 * start with a letter (read trimmed, in any case); anything else names no attribute.
 */
export function stripDataAttribute(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const value = name.trim().toLowerCase();
  return /^[a-z][a-z0-9-]*$/.test(value) ? `data-${value}` : undefined;
}

/** Site 5, 9: the number is shown only if the password was verified at most this long ago. */
export const PASSWORD_VERIFICATION_WINDOW_MS = 3_540_000;

/** Site 5: the number may be fetched when the password was verified at most 3,540,000 ms ago. */
export function passwordRecentlyVerified(verifiedAt: number | undefined, now: number): boolean {
  return verifiedAt !== undefined && now - verifiedAt <= PASSWORD_VERIFICATION_WINDOW_MS;
}

/** Site 8: a core user of status 'ERROR' (any case), or without a number, sends the visitor to log in. */
export function numberFromCoreUser(user: { status: string; memberNumber: string }): string | undefined {
  return user.status.toUpperCase() === 'ERROR' || !user.memberNumber ? undefined : user.memberNumber;
}
