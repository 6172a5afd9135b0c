/**
 * The header's own rules (site 2.1, 2.3, 4.3, 4.4, 8, 9; brain-health 2.4; ask-and-rewards 2.3,
 * 4.9): pure functions, table-tested. Who sees which item and promo is `headerItems` of
 * src/domain/header-type.ts (site 4.4); this file only turns it into what the header shows.
 */
import type { Locale } from '../../core/locale.ts';
import { ownValue, upperText } from '../../core/values.ts';
import { headerItems } from '../../domain/header-items.ts';
import type { HeaderPromo, IdentitySnapshot } from '../../domain/identity.types.ts';
import { hasFreeTrialFlag } from '../../domain/program.ts';
import { isImh } from '../../domain/sponsor.ts';
import { untranslated, type Translate } from '../../core/i18n.ts';

// ---------------------------------------------------------------------------------------------
// Constants of site 9 and 2.3.

/** Site 9 "Header mobile: 768 px": below it the account button reads 'Hi, {firstName}'. */
export const HEADER_MOBILE_WIDTH = 768;
/** Site 9: the shy header checks the scroll position every 250 ms. */
export const SHY_CHECK_MS = 250;
/** Site 9: the optional auto-hide delay. */
export const SHY_AUTO_HIDE_MS = 3000;
/** Site 9: header offset 120 px at 1025 px wide and up, else 60 px. */
export const SHY_OFFSET_WIDE = 120;
export const SHY_OFFSET_NARROW = 60;
export const SHY_WIDE_MIN_WIDTH = 1025;
/** Site 2.3: focus moves into the offscreen navigation 500 ms after it opens. */
export const OFFSCREEN_FOCUS_DELAY_MS = 500;
/** Site 8: the session-expired alert. */
export const SESSION_LOST_MESSAGE = 'Your request could not be completed because you have been signed out.';

/** The header items of CONTRACT 4b (`data-header-item`). */
export const HEADER_ITEM_NAMES = ['join', 'login', 'register', 'renew', 'rejoin', 'enroll', 'icon-link'] as const;
export type HeaderItemName = (typeof HEADER_ITEM_NAMES)[number];

/** The promo blocks of CONTRACT 4b (`data-promo`). */
export const PROMO_NAMES = ['keep', 'join', 'enroll', 'renew', 'rejoin'] as const;

/** What the rewards line of the account menu shows (ask-and-rewards 2.3, 4.9). */
export type RewardsState = 'points' | 'not-opted' | 'none';

/** Everything the header shows for one visitor. */
export interface HeaderPlan {
  userType: string;
  /** Each `data-header-item` by name: shown or not. */
  items: Record<HeaderItemName, boolean>;
  /** The one `data-promo` shown; 'none' = every promo hidden. */
  promo: HeaderPromo;
  /** The account dropdown (logged-in visitors). */
  accountMenu: boolean;
  rewards: RewardsState;
  /** The sponsor code whose logo goes in the menu ('' = none). */
  sponsorLogo: string;
}

export interface PlanInput {
  identity: Pick<IdentitySnapshot, 'headerUserType' | 'isLoggedIn' | 'rewardsAccess' | 'sponsor'>;
  /** The rewards balance ($rewardsBalance); undefined = none. */
  balance: number | undefined;
  /** Brain-health 2.4: the membership section is hidden (see `hidesMembershipSection`). */
  membershipSectionHidden: boolean;
}

/**
 * Site 4.4 (through `headerItems`), 6, 2.3; ask-and-rewards 4.9; brain-health 2.4:
 * - items and promo: `headerItems(type)`; a lifetime member's membership promo is hidden;
 * - the membership section (join, register, renew, rejoin, enroll and the promo) goes when
 *   brain-health 2.4 hides it;
 * - the account dropdown: logged-in visitors;
 * - the rewards line: logged in, the type keeps the rewards dropdown (not a sponsor
 *   subscription), and rewards access (ms 0); points with a balance, else 'not opted';
 * - the sponsor logo: a sponsor subscription with a sponsor code.
 */
export function headerPlan({ identity, balance, membershipSectionHidden }: PlanInput): HeaderPlan {
  const type = identity.headerUserType;
  const rules = headerItems(type);
  const membership = !membershipSectionHidden;
  const items: Record<HeaderItemName, boolean> = {
    join: rules.show.join && membership,
    login: rules.show.login,
    register: rules.show.register && membership,
    renew: rules.show.renew && membership,
    rejoin: rules.show.rejoin && membership,
    enroll: rules.show.enroll && membership,
    'icon-link': rules.iconLinks,
  };
  const promo: HeaderPromo = membership && rules.membershipPromo ? rules.promo : 'none';
  const rewards: RewardsState =
    !identity.isLoggedIn || !rules.rewardsDropdown || !identity.rewardsAccess ? 'none' : balance === undefined ? 'not-opted' : 'points';
  const sponsor = type === 'sponsor-subsciption-member' ? identity.sponsor.trim() : '';
  return { userType: type, items, promo, accountMenu: identity.isLoggedIn, rewards, sponsorLogo: sponsor };
}

/**
 * Brain-health 2.4: "On the programme host, sponsored users (sponsor other than IMH and no free
 * trial) have the header membership section hidden." The programme host is decided by the caller
 * (docs/decisions.md: a page whose site config names `userTypesUrl`).
 */
export function hidesMembershipSection(programHost: boolean, sponsor: string, freeTrial: boolean): boolean {
  return programHost && sponsor.trim() !== '' && !isImh(sponsor) && !freeTrial;
}

/**
 * "No free trial" (brain-health 2.4) read as the header's own free-trial rule (brain-health 4.5):
 * the programme record's free-trial flag `activate_free_trail_{product}` is not set.
 */
export function hasFreeTrial(programUser: unknown, product: string): boolean {
  return hasFreeTrialFlag(programUser, product);
}

// ---------------------------------------------------------------------------------------------
// Account dropdown texts.

/** The account button's two readings: the first name (768 px and up) and 'Hi, {firstName}' below. */
export function accountNames(firstName: string, t: Translate = untranslated): { wide: string; narrow: string } {
  const name = firstName.trim();
  if (!name) return { wide: t('My Account'), narrow: t('My Account') };
  return { wide: name, narrow: t('Hi, {firstName}', { firstName: name }) };
}

/** The logo of `code` in `sponsorLogos` (codes compare trimmed, in any case, as sponsor codes do). */
export function sponsorLogoFor<L>(logos: Readonly<Record<string, L>>, code: string): L | undefined {
  const wanted = upperText(code);
  if (!wanted) return undefined;
  for (const key of Object.keys(logos)) if (upperText(key) === wanted) return ownValue(logos, key) as L;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Shy header (site 2.3, 4.7, 9).

/** Site 9: the header offset for a viewport width. */
export function headerOffset(viewportWidth: number): number {
  return viewportWidth >= SHY_WIDE_MIN_WIDTH ? SHY_OFFSET_WIDE : SHY_OFFSET_NARROW;
}

export interface ShyState {
  hidden: boolean;
  /** The scroll position the next distance is measured from. */
  lastY: number;
}

/**
 * One 250 ms check. Scrolled no further than the offset, the header is always shown. Further, a scroll down
 * of at least `hideAfter` px since the last turn hides it and a scroll up of at least `showAfter`
 * shows it; smaller moves add up (the reference point moves only when the header turns or the
 * page is back above the offset). A header that is busy (focus or pointer inside it, a menu of
 * it open) is never hidden.
 */
export function shyStep(state: ShyState, y: number, distances: { hideAfter: number; showAfter: number }, offset: number, busy = false): ShyState {
  if (y <= offset) return { hidden: false, lastY: y };
  const delta = y - state.lastY;
  if (delta > 0 && delta >= distances.hideAfter) return busy ? { hidden: false, lastY: y } : { hidden: true, lastY: y };
  if (delta < 0 && -delta >= distances.showAfter) return { hidden: false, lastY: y };
  return state.hidden && busy ? { hidden: false, lastY: y } : state;
}

/** CORE_HEADER.STICKY_UPDATE's detail.sticky: the header is shown over scrolled content. */
export function isSticky(state: ShyState, y: number): boolean {
  return !state.hidden && y > 0;
}

// ---------------------------------------------------------------------------------------------
// Session lost (site 2.1, 8).

/** The language's root (site 2.1: English at the site root, Spanish under /espanol). */
export function siteRoot(locale: Locale): string {
  return locale === 'es' ? '/espanol/' : '/';
}

/**
 * The path the visitor asked for: the event's `resource` when it is a same-origin path
 * ('/...', not '//host' or '/\\host'), else the current page's path and query.
 */
export function requestedPath(resource: unknown, current: { pathname: string; search: string }): string {
  if (typeof resource === 'string' && /^\/(?![/\\])/.test(resource) && ![...resource].some((c) => c.charCodeAt(0) < 32)) return resource;
  return `${current.pathname}${current.search}`;
}

/** Site 2.1: the root with resource={requested path}. */
export function sessionLostTarget(locale: Locale, requested: string): string {
  return `${siteRoot(locale)}?resource=${encodeURIComponent(requested)}`;
}
