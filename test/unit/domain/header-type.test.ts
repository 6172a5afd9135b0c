import { describe, expect, it } from 'vitest';
import { headerItems } from '../../../src/domain/header-items.ts';
import { isSuspendedProgramStatus, knownUserHeaderType, loggedInHeaderType, programHeaderType } from '../../../src/domain/header-type.ts';
import type { AccessAndFeatures, HeaderItems, ProgramUser } from '../../../src/domain/identity.types.ts';
import { NOW, inDays } from './identity-helpers.ts';

const FAR = inDays(400);

// Site 4.3, logged in: '1' non-member; '0' + mar Y member-on-automatic-renew; '0' otherwise
// member-not-on-automatic-renew; 5, 4, M, U, D suspended-member; not on auto-renew within 180
// days expiring-member; expiry year 2800 lifetime-member.
describe('loggedInHeaderType (site 4.3, logged in)', () => {
  it.each([
    ['1', 'N', FAR, 'non-member'],
    ['0', 'Y', FAR, 'member-on-automatic-renew'],
    ['0', 'N', FAR, 'member-not-on-automatic-renew'],
    ['0', '', FAR, 'member-not-on-automatic-renew'],
    ['0', undefined, FAR, 'member-not-on-automatic-renew'],
    ['5', 'N', FAR, 'suspended-member'],
    ['4', 'N', FAR, 'suspended-member'],
    ['M', 'N', FAR, 'suspended-member'],
    ['U', 'Y', FAR, 'suspended-member'],
    ['D', 'N', FAR, 'suspended-member'],
    // expiring: 0..179 days, not on auto-renew
    ['0', 'N', inDays(179), 'expiring-member'],
    ['0', 'N', inDays(180), 'member-not-on-automatic-renew'],
    ['0', 'N', inDays(181), 'member-not-on-automatic-renew'],
    ['0', '', inDays(10), 'expiring-member'],
    ['0', 'Y', inDays(10), 'member-on-automatic-renew'],
    ['0', 'N', inDays(-1), 'member-not-on-automatic-renew'],
    ['0', 'N', 'garbage', 'member-not-on-automatic-renew'],
    ['0', 'N', undefined, 'member-not-on-automatic-renew'],
    // lifetime: year 2800, whatever the auto-renew flag
    ['0', 'N', '2800-12-30T18:30Z', 'lifetime-member'],
    ['0', 'Y', '2800-12-31T05:00Z', 'lifetime-member'],
    ['0', '', '2800-12-31', 'lifetime-member'],
    ['0', 'N', '2801-01-01T04:00Z', 'lifetime-member'],
    // the expiring and lifetime rules are for members only
    ['5', 'N', '2800-12-31T05:00Z', 'suspended-member'],
    ['1', 'N', inDays(10), 'non-member'],
    ['D', 'N', inDays(10), 'suspended-member'],
    // bad input: a logged-in visitor with no known code is a non-member
    ['X', 'Y', FAR, 'non-member'],
    ['', 'Y', FAR, 'non-member'],
    [undefined, undefined, undefined, 'non-member'],
    [' 0 ', 'y', FAR, 'member-on-automatic-renew'],
    ['m', 'N', FAR, 'suspended-member'],
    [0, 'Y', FAR, 'member-on-automatic-renew'],
  ])('code %j, mar %j, me %j -> %s', (code, mar, me, type) => {
    expect(loggedInHeaderType(code, mar, me, NOW)).toBe(type);
  });
});

// Site 4.3, not logged in: "knownUser memberState ANON or missing gives anonymous-user.
// Otherwise the same rules apply, with the prefix 'known-'." Decided: memberState stands for the
// code, memberAutoRenewStatus for mar, memberExpiry (else memberExpiryDate) for me.
describe('knownUserHeaderType (site 4.3, not logged in)', () => {
  it.each([
    ['no known user', undefined, 'anonymous-user'],
    ['memberState missing', {}, 'anonymous-user'],
    ['ANON', { memberState: 'ANON' }, 'anonymous-user'],
    ['ANON with member data', { memberState: 'ANON', memberAutoRenewStatus: 'Y', memberExpiry: FAR }, 'anonymous-user'],
    ['unknown memberState', { memberState: 'VIP' }, 'anonymous-user'],
    ['memberState a number', { memberState: 0 }, 'anonymous-user'],
    ['NON-MEMBER', { memberState: 'NON-MEMBER' }, 'known-non-member'],
    ['MEMBER on auto-renew', { memberState: 'MEMBER', memberAutoRenewStatus: 'Y', memberExpiry: FAR }, 'known-member-on-automatic-renew'],
    ['MEMBER not on auto-renew', { memberState: 'MEMBER', memberAutoRenewStatus: 'N', memberExpiry: FAR }, 'known-member-not-on-automatic-renew'],
    ['MEMBER, no flag, no date', { memberState: 'MEMBER' }, 'known-member-not-on-automatic-renew'],
    ['MEMBER expiring (179 days)', { memberState: 'MEMBER', memberAutoRenewStatus: 'N', memberExpiry: inDays(179) }, 'known-expiring-member'],
    ['MEMBER, 180 days', { memberState: 'MEMBER', memberAutoRenewStatus: 'N', memberExpiry: inDays(180) }, 'known-member-not-on-automatic-renew'],
    ['MEMBER expiring via memberExpiryDate', { memberState: 'MEMBER', memberAutoRenewStatus: 'N', memberExpiryDate: inDays(30) }, 'known-expiring-member'],
    ['memberExpiry garbage, memberExpiryDate used', { memberState: 'MEMBER', memberExpiry: 'x', memberExpiryDate: inDays(30) }, 'known-expiring-member'],
    ['MEMBER lifetime', { memberState: 'MEMBER', memberAutoRenewStatus: 'N', memberExpiry: '2800-12-31T05:00Z' }, 'known-lifetime-member'],
    ['EXPIRED', { memberState: 'EXPIRED' }, 'known-suspended-member'],
    ['CANCELLED', { memberState: 'CANCELLED' }, 'known-suspended-member'],
    ['SUSPENDED', { memberState: 'SUSPENDED', memberExpiry: '2800-12-31' }, 'known-suspended-member'],
    ['lower case member', { memberState: 'member', memberAutoRenewStatus: 'y' }, 'known-member-on-automatic-renew'],
  ])('%s -> %s', (_label, knownUser, type) => {
    expect(knownUserHeaderType(knownUser, NOW)).toBe(type);
  });
});

function program(record: Record<string, unknown>, features: Record<string, unknown> = {}, extra: Partial<ProgramUser> = {}): ProgramUser {
  return { ...extra, fullResponse: { user: { ...record, access_and_features: features as AccessAndFeatures } } };
}

// The programme's "suspended list" (site 4.3 / brain-health 4.5). Decided: the statuses site 4.3
// sends to suspended-member (5, 4, M, U, D) in any vocabulary, plus SUSPENDED.
describe('isSuspendedProgramStatus', () => {
  it.each([
    ['EXPIRED', true],
    ['CANCELLED', true],
    ['MEMBER-REQUEST-SUSPEND', true],
    ['UNDELIVERABLE-SUSPEND', true],
    ['DECEASED-SUSPEND', true],
    ['EXPIRE', true],
    ['CANCEL', true],
    ['MEMBER_REQUEST_SUSPEND', true],
    ['UNDELIVERABLE_SUSPEND', true],
    ['DECEASED_SUSPEND', true],
    ['5', true],
    ['4', true],
    ['M', true],
    ['U', true],
    ['D', true],
    ['SUSPENDED', true],
    ['deceased_suspend', true],
    [' m ', true],
    ['ACTIVE', false],
    ['NON_MEMBER', false],
    ['NON-MEMBER', false],
    ['0', false],
    ['1', false],
    ['', false],
    ['X', false],
    [undefined, false],
  ])('%j -> %s', (status, suspended) => {
    expect(isSuspendedProgramStatus(status)).toBe(suspended);
  });
});

// Site 4.3 / brain-health 4.5, programme data: membership_status not ACTIVE or a sponsor
// present: suspended list -> suspended-member; else the free-trial flag -> member-on-trail-period;
// else access active -> sponsor-subsciption-member, or lifetime-member when the sponsor is IMH;
// else non-member. ACTIVE and no sponsor: auto_renew Y -> member-on-automatic-renew, else
// member-not-on-automatic-renew; then expiring (180) and lifetime (2800).
describe('programHeaderType (site 4.3, brain-health 4.5)', () => {
  const P = 'staysharp';
  it.each([
    // ACTIVE, no sponsor
    ['ACTIVE, auto_renew Y', program({ membership_status: 'ACTIVE', auto_renew: 'Y', membership_expiration_date: FAR }), 'member-on-automatic-renew'],
    ['ACTIVE, auto_renew N', program({ membership_status: 'ACTIVE', auto_renew: 'N', membership_expiration_date: FAR }), 'member-not-on-automatic-renew'],
    ['ACTIVE, auto_renew other', program({ membership_status: 'ACTIVE', auto_renew: 'X', membership_expiration_date: FAR }), 'member-not-on-automatic-renew'],
    ['ACTIVE, N, 179 days', program({ membership_status: 'ACTIVE', auto_renew: 'N', membership_expiration_date: inDays(179) }), 'expiring-member'],
    [
      'ACTIVE, N, 180 days',
      program({ membership_status: 'ACTIVE', auto_renew: 'N', membership_expiration_date: inDays(180) }),
      'member-not-on-automatic-renew',
    ],
    ['ACTIVE, Y, 10 days', program({ membership_status: 'ACTIVE', auto_renew: 'Y', membership_expiration_date: inDays(10) }), 'member-on-automatic-renew'],
    ['ACTIVE, Y, 2800', program({ membership_status: 'ACTIVE', auto_renew: 'Y', membership_expiration_date: '2800-12-31T05:00Z' }), 'lifetime-member'],
    [
      'ACTIVE, N, 2800 stored in IST',
      program({ membership_status: 'ACTIVE', auto_renew: 'N', membership_expiration_date: '2800-12-30T18:30Z' }),
      'lifetime-member',
    ],
    ['active in lower case', program({ membership_status: 'active', auto_renew: 'Y' }), 'member-on-automatic-renew'],
    ['status as code 0', program({ membership_status: '0', auto_renew: 'Y' }), 'member-on-automatic-renew'],
    [
      "hasSponsoredSubscription 'false' is no sponsor",
      program({ membership_status: 'ACTIVE', auto_renew: 'Y' }, {}, { hasSponsoredSubscription: 'false' }),
      'member-on-automatic-renew',
    ],
    // not ACTIVE: the suspended list (names and codes)
    ['EXPIRED', program({ membership_status: 'EXPIRED' }), 'suspended-member'],
    ['CANCEL', program({ membership_status: 'CANCEL' }), 'suspended-member'],
    ['MEMBER_REQUEST_SUSPEND', program({ membership_status: 'MEMBER_REQUEST_SUSPEND' }), 'suspended-member'],
    ['UNDELIVERABLE-SUSPEND', program({ membership_status: 'UNDELIVERABLE-SUSPEND' }), 'suspended-member'],
    ['code D', program({ membership_status: 'D' }), 'suspended-member'],
    ['code 5', program({ membership_status: '5' }), 'suspended-member'],
    [
      'suspended beats the trial flag and access',
      program({ membership_status: 'CANCELLED' }, { [`activate_free_trail_${P}`]: true, active: true }),
      'suspended-member',
    ],
    // not ACTIVE: trial, access, else non-member
    ['NON_MEMBER with the trial flag', program({ membership_status: 'NON_MEMBER' }, { [`activate_free_trail_${P}`]: true }), 'member-on-trail-period'],
    ["trial flag 'true'", program({ membership_status: 'NON_MEMBER' }, { [`activate_free_trail_${P}`]: 'true' }), 'member-on-trail-period'],
    [
      'trial beats access',
      program({ membership_status: 'NON_MEMBER' }, { [`activate_free_trail_${P}`]: true, active: true, sponsor: 'ACMEMA' }),
      'member-on-trail-period',
    ],
    ['trial flag of another product', program({ membership_status: 'NON_MEMBER' }, { activate_free_trail_other: true }), 'non-member'],
    ['NON_MEMBER, access active', program({ membership_status: 'NON_MEMBER' }, { active: true }), 'sponsor-subsciption-member'],
    ['NON_MEMBER, sponsor, access active', program({ membership_status: 'NON_MEMBER' }, { active: 'true', sponsor: 'ACMEMA' }), 'sponsor-subsciption-member'],
    ['NON_MEMBER, IMH, access active', program({ membership_status: 'NON_MEMBER' }, { active: true, sponsor: 'IMH' }), 'lifetime-member'],
    ['NON_MEMBER, access inactive', program({ membership_status: 'NON_MEMBER' }, { active: false, sponsor: 'ACMEMA' }), 'non-member'],
    ["access 'false'", program({ membership_status: 'NON_MEMBER' }, { active: 'false' }), 'non-member'],
    ['status missing', program({}), 'non-member'],
    ['status garbage', program({ membership_status: 'X' }, { active: true }), 'sponsor-subsciption-member'],
    // ACTIVE with a sponsor takes the sponsor branch
    [
      'ACTIVE, sponsor, access active',
      program({ membership_status: 'ACTIVE', auto_renew: 'Y' }, { sponsor: 'ACMEOP', active: true }),
      'sponsor-subsciption-member',
    ],
    ['ACTIVE, IMH, access active', program({ membership_status: 'ACTIVE' }, { sponsor: 'imh', active: true }), 'lifetime-member'],
    ['ACTIVE, sponsor, no access', program({ membership_status: 'ACTIVE', auto_renew: 'Y' }, { sponsor: 'ACMEOP' }), 'non-member'],
    [
      'ACTIVE, hasSponsoredSubscription, access',
      program({ membership_status: 'ACTIVE' }, { active: true }, { hasSponsoredSubscription: 'BETA' }),
      'sponsor-subsciption-member',
    ],
    [
      'ACTIVE, sponsor, trial flag',
      program({ membership_status: 'ACTIVE' }, { sponsor: 'BETA', [`activate_free_trail_${P}`]: true }),
      'member-on-trail-period',
    ],
  ])('%s -> %s', (_label, user, type) => {
    expect(programHeaderType(user, P, NOW)).toBe(type);
  });

  it.each([
    ['no user', undefined],
    ['no fullResponse', { userType: 'first-time-member' }],
    ['no record', { fullResponse: {} }],
    ['record an array', { fullResponse: { user: [] } }],
    ['record a string', { fullResponse: { user: 'ACTIVE' } }],
  ])('%s -> "" (no programme record)', (_label, user) => {
    expect(programHeaderType(user, P, NOW)).toBe('');
  });
});

const HIDDEN = { join: false, login: false, register: false, renew: false, rejoin: false, enroll: false };
const member = (promo: HeaderItems['promo'], extra: Partial<HeaderItems> = {}): HeaderItems => ({
  show: HIDDEN,
  promo,
  iconLinks: true,
  rewardsDropdown: true,
  membershipPromo: true,
  ...extra,
});
const ANONYMOUS: HeaderItems = {
  show: { ...HIDDEN, join: true, login: true, register: true },
  promo: 'keep',
  iconLinks: true,
  rewardsDropdown: true,
  membershipPromo: true,
};

// Site 4.4: anonymous -> join / login / register shown, promo 'keep'; members -> join, login,
// renew, register, rejoin and enroll hidden, promo removed; non-member and trial -> promo 'join';
// not on auto-renew -> 'enroll'; expiring -> 'renew'; suspended -> 'rejoin'; sponsor subscription
// also removes icon links and the rewards dropdown. Site 4.3: lifetime hides the membership promo.
describe('headerItems (site 4.4)', () => {
  it.each([
    ['anonymous-user', ANONYMOUS],
    ['member-on-automatic-renew', member('none')],
    ['non-member', member('join')],
    ['member-on-trail-period', member('join')],
    ['member-not-on-automatic-renew', member('enroll')],
    ['expiring-member', member('renew')],
    ['suspended-member', member('rejoin')],
    ['sponsor-subsciption-member', member('none', { iconLinks: false, rewardsDropdown: false })],
    ['lifetime-member', member('none', { membershipPromo: false })],
    // known- types: the same items
    ['known-non-member', member('join')],
    ['known-member-on-automatic-renew', member('none')],
    ['known-member-not-on-automatic-renew', member('enroll')],
    ['known-expiring-member', member('renew')],
    ['known-suspended-member', member('rejoin')],
    ['known-lifetime-member', member('none', { membershipPromo: false })],
    // bad input: the anonymous items
    ['', ANONYMOUS],
    ['known-', ANONYMOUS],
    ['known-anonymous-user', ANONYMOUS],
    ['member', ANONYMOUS],
    ['sponsor-subscription-member', ANONYMOUS], // only the spec's spelling
    [undefined, ANONYMOUS],
    [42, ANONYMOUS],
  ])('%j', (type, items) => {
    expect(headerItems(type)).toEqual(items);
  });

  it('returns a fresh object each time', () => {
    const first = headerItems('anonymous-user');
    first.show.join = false;
    expect(headerItems('anonymous-user').show.join).toBe(true);
  });
});
