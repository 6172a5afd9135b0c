/**
 * Site 4.4: the header items of each header user type (site 4.3). A file of its own so that the
 * table loads with the elements that show it, not on every page with the type rules of
 * header-type.ts (docs/decisions.md, "Shared chunks (issue 12)": a file is the unit a chunk holds).
 */
import type { HeaderItems, HeaderPromo } from './identity.types.ts';

const NONE_SHOWN: HeaderItems['show'] = { join: false, login: false, register: false, renew: false, rejoin: false, enroll: false };

const IDENTIFIED_TYPES: ReadonlySet<string> = new Set([
  'non-member',
  'member-on-automatic-renew',
  'member-not-on-automatic-renew',
  'expiring-member',
  'lifetime-member',
  'suspended-member',
  'member-on-trail-period',
  'sponsor-subsciption-member',
]);

const PROMO_BY_TYPE: Readonly<Record<string, HeaderPromo>> = {
  'non-member': 'join',
  'member-on-trail-period': 'join',
  'member-not-on-automatic-renew': 'enroll',
  'expiring-member': 'renew',
  'suspended-member': 'rejoin',
};

/**
 * Site 4.4 (and 4.3 for lifetime): what the header shows for a user type.
 * - anonymous-user (and any unknown type, the safe default): join, login and register shown;
 *   promo 'keep'.
 * - every other type ("members": a visitor we know): join, login, renew, register, rejoin and
 *   enroll hidden, promo removed ('none'), then by type: non-member and trial -> promo 'join';
 *   not on auto-renew -> 'enroll'; expiring -> 'renew'; suspended -> 'rejoin'.
 * - sponsor subscription: also no icon links and no rewards dropdown.
 * - lifetime: the membership promo hidden.
 * A 'known-' type has the items of the same type without the prefix.
 */
export function headerItems(type: unknown): HeaderItems {
  const raw = typeof type === 'string' ? type.trim() : '';
  const base = raw.startsWith('known-') ? raw.slice('known-'.length) : raw;
  if (!IDENTIFIED_TYPES.has(base)) {
    return {
      show: { ...NONE_SHOWN, join: true, login: true, register: true },
      promo: 'keep',
      iconLinks: true,
      rewardsDropdown: true,
      membershipPromo: true,
    };
  }
  const sponsor = base === 'sponsor-subsciption-member';
  return {
    show: { ...NONE_SHOWN },
    promo: Object.hasOwn(PROMO_BY_TYPE, base) ? (PROMO_BY_TYPE[base] ?? 'none') : 'none',
    iconLinks: !sponsor,
    rewardsDropdown: !sponsor,
    membershipPromo: base !== 'lifetime-member',
  };
}
