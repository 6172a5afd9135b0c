import { describe, expect, it } from 'vitest';
import {
  PARTNER_LABEL_FULL_ABOVE,
  STRIP_ALWAYS_EXPANDED_ABOVE,
  STRIP_RENEW_DAYS,
  STRIP_RENEW_DAYS_SPANISH,
  formatStripDate,
  memberStripView,
  stripLinkBase,
  type StripInput,
  type StripView,
} from '../../../../src/features/member-strip/member-strip.logic.ts';
import { LIFETIME_YEAR as LIFETIME_EXPIRY_YEAR } from '../../../../src/domain/membership.ts';
import { ZONES, withTimeZone } from '../../domain/identity-helpers.ts';

/** The tests' "today": 15 January 2027 (a US-Eastern calendar date, as the snapshot gives). */
const TODAY = Date.UTC(2027, 0, 15);

/** The snapshot's expiryDate for `days` whole days left (-1: a date that has passed). */
function expiryIn(days: number): string {
  return new Date(TODAY + (days < 0 ? -5 : days) * 86_400_000).toISOString().slice(0, 10);
}

/** A non-Spanish member on auto-renew with 137 days left, 800 px wide, collapsed, switches off. */
function input(overrides: Partial<StripInput> = {}): StripInput {
  const days = overrides.expiryDays ?? 137;
  return {
    memberState: 'MEMBER',
    autoRenew: 'Y',
    expiryDate: overrides.expiryDate ?? expiryIn(days),
    expiryDays: days,
    isLifetime: false,
    spanish: false,
    knownUser: false,
    enableMojo: 'false',
    discoveryTemplateCheck: 'false',
    expanded: false,
    viewportWidth: 800,
    ...overrides,
  };
}

function view(overrides: Partial<StripInput> = {}): StripView {
  return memberStripView(input(overrides));
}

// Site 9: "Member-strip renew: 60 days (non-Spanish), 120 days (Spanish)", "Lifetime expiry
// year: 2800", "Member strip always expanded above 1024 px"; site 4.5: "the full label above
// 768 px".
describe('constants', () => {
  it('are the spec values', () => {
    expect([STRIP_RENEW_DAYS, STRIP_RENEW_DAYS_SPANISH, LIFETIME_EXPIRY_YEAR]).toEqual([60, 120, 2800]);
    expect([STRIP_ALWAYS_EXPANDED_ABOVE, PARTNER_LABEL_FULL_ABOVE]).toEqual([1024, 768]);
  });
});

// Site 4.5 "Member states": MEMBER; EXPIRED, CANCELLED and SUSPENDED (handled alike);
// NON-MEMBER; anything else counts as anonymous. Decided: read trimmed, in any case.
describe('kind by memberState', () => {
  it.each([
    ['MEMBER', 'member'],
    [' member ', 'member'],
    ['EXPIRED', 'lapsed'],
    ['CANCELLED', 'lapsed'],
    ['SUSPENDED', 'lapsed'],
    ['suspended', 'lapsed'],
    ['NON-MEMBER', 'non-member'],
    ['Non-Member', 'non-member'],
    ['ANON', 'anonymous'],
    ['', 'anonymous'],
    ['ACTIVE', 'anonymous'],
    ['EXPIRING', 'anonymous'],
    ['MEMBERS', 'anonymous'],
    ['NON_MEMBER', 'anonymous'],
    ['MEMBER-REQUEST-SUSPEND', 'anonymous'],
  ])('%j -> %s', (memberState, kind) => {
    expect(view({ memberState }).kind).toBe(kind);
  });
});

// Site 4.5, MEMBER on other sites: "Fewer than 60 days left and auto-renew 'N': a primary renew
// button shows and my-account is hidden." "The date label reads 'expires' when auto-renew is 'N'
// and 'auto-renews' otherwise." "My-account button: for members, when the site is not Spanish
// and no renew button shows." Decided: fewer than 60 = expiryDays < 60, a past expiry (-1) counts.
describe('member: renew button, my-account and date label', () => {
  it.each([
    [-1, 'N', true, false, 'expires'],
    [0, 'N', true, false, 'expires'],
    [59, 'N', true, false, 'expires'],
    [60, 'N', false, true, 'expires'],
    [61, 'N', false, true, 'expires'],
    [365, 'N', false, true, 'expires'],
    [-1, 'Y', false, true, 'auto-renews'],
    [0, 'Y', false, true, 'auto-renews'],
    [59, 'Y', false, true, 'auto-renews'],
    [60, 'Y', false, true, 'auto-renews'],
    [61, 'Y', false, true, 'auto-renews'],
    [-1, '', false, true, 'auto-renews'],
    [0, '', false, true, 'auto-renews'],
    [59, '', false, true, 'auto-renews'],
    [60, '', false, true, 'auto-renews'],
    [61, '', false, true, 'auto-renews'],
    [59, 'n', true, false, 'expires'], // read in any case, as the identity rules read it
    [59, ' N ', true, false, 'expires'],
    [59, 'X', false, true, 'auto-renews'],
    [59, 'NO', false, true, 'auto-renews'],
  ])('%d days, auto-renew %j -> renew %s, my-account %s, %s', (expiryDays, autoRenew, renew, myAccount, dateLabel) => {
    const result = view({ expiryDays, autoRenew });
    expect(result.kind).toBe('member');
    expect(result.showRenewButton).toBe(renew);
    expect(result.renewPrimary).toBe(renew);
    expect(result.showMyAccount).toBe(myAccount);
    expect(result.dateLabel).toBe(dateLabel);
  });
});

// Site 4.5: "An automatic-renewal enrol link shows only when auto-renew is 'N', more than 60
// days remain, and the strip is expanded." Expanded is the effective state: always above 1024 px.
describe('member: enrol link', () => {
  it.each([
    [61, 'N', true, 800, true],
    [365, 'N', true, 320, true],
    [61, 'N', false, 800, false],
    [61, 'N', false, 1024, false],
    [61, 'N', false, 1025, true],
    [60, 'N', true, 800, false],
    [60, 'N', false, 1920, false],
    [59, 'N', true, 800, false],
    [-1, 'N', true, 800, false],
    [61, 'Y', true, 800, false],
    [61, 'Y', false, 1920, false],
    [61, '', true, 800, false],
    [61, 'n', true, 800, true],
  ])('%d days, auto-renew %j, toggle expanded %s, %d px -> %s', (expiryDays, autoRenew, expanded, viewportWidth, enrol) => {
    expect(view({ expiryDays, autoRenew, expanded, viewportWidth }).showEnrolLink).toBe(enrol);
  });
});

// Site 4.5 / 9: "The date is shown as MM/DD/YYYY."
describe('member: date text', () => {
  it.each([
    ['2027-03-01', '03/01/2027'],
    ['2027-12-31', '12/31/2027'],
    ['', ''],
    ['2027-02-30', ''],
  ])('expiryDate %j -> %j', (expiryDate, dateText) => {
    expect(view({ expiryDate, expiryDays: 45 }).dateText).toBe(dateText);
  });
});

// Decided: the window rules need a readable expiry date (without one expiryDays is -1 by
// convention, not "past"); site 4.6 asks the same of the expiry prompt.
describe('no readable expiry date: no renewal offered', () => {
  it.each([
    [false, '', -1, 'member', false, true],
    [false, 'garbage', 30, 'member', false, true],
    [false, '2027-02-30', 30, 'member', false, true],
    [false, expiryIn(30), Number.NaN, 'member', false, true],
    [false, expiryIn(30), 30, 'member', true, false], // the control: a date, so the button shows
    [true, '', -1, 'member-es-account', false, false],
    [true, 'garbage', 30, 'member-es-account', false, false],
    [true, expiryIn(30), 30, 'member-es-renew', true, false],
  ])('spanish %s, expiryDate %j, %d days, auto-renew N -> %s, renew %s, my-account %s', (spanish, expiryDate, expiryDays, kind, renew, myAccount) => {
    const result = view({ spanish, expiryDate, expiryDays, autoRenew: 'N', expanded: true });
    expect(result.kind).toBe(kind);
    expect(result.showRenewButton).toBe(renew);
    expect(result.showMyAccount).toBe(myAccount);
    expect(result.showEnrolLink).toBe(false);
  });

  it('a member with more than 60 days needs a date for the enrol link too', () => {
    expect(view({ autoRenew: 'N', expiryDays: 90, expiryDate: '', expanded: true }).showEnrolLink).toBe(false);
    expect(view({ autoRenew: 'N', expiryDays: 90, expanded: true }).showEnrolLink).toBe(true);
  });
});

// Site 4.5, MEMBER on the Spanish site: "If today + 120 days is later than expiry and
// auto-renew is not 'Y': renewal message and renew button. Otherwise the account list: edit
// account, newsletters and get card; support when auto-renew is 'Y'; an automatic-renewal
// button when it is 'N'." Decided: later than expiry = expiryDays < 120.
describe('Spanish member: renewal or account list', () => {
  const base = ['editAccount', 'newsletters', 'getCard'];
  it.each([
    [-1, 'N', 'member-es-renew', []],
    [0, 'N', 'member-es-renew', []],
    [119, 'N', 'member-es-renew', []],
    [120, 'N', 'member-es-account', [...base, 'automaticRenewal']],
    [121, 'N', 'member-es-account', [...base, 'automaticRenewal']],
    [-1, '', 'member-es-renew', []],
    [0, '', 'member-es-renew', []],
    [119, '', 'member-es-renew', []],
    [120, '', 'member-es-account', base],
    [121, '', 'member-es-account', base],
    [-1, 'Y', 'member-es-account', [...base, 'support']],
    [0, 'Y', 'member-es-account', [...base, 'support']],
    [119, 'Y', 'member-es-account', [...base, 'support']],
    [120, 'Y', 'member-es-account', [...base, 'support']],
    [121, 'Y', 'member-es-account', [...base, 'support']],
    [119, 'X', 'member-es-renew', []], // "not 'Y'"
    [119, 'y', 'member-es-account', [...base, 'support']],
    [121, 'n', 'member-es-account', [...base, 'automaticRenewal']],
  ])('%d days, auto-renew %j -> %s %j', (expiryDays, autoRenew, kind, links) => {
    const result = view({ spanish: true, expiryDays, autoRenew });
    expect(result.kind).toBe(kind);
    expect(result.accountLinks).toEqual(links);
    const renew = kind === 'member-es-renew';
    expect(result.showRenewButton).toBe(renew);
    expect(result.renewPrimary).toBe(renew);
    // my-account is for non-Spanish sites only; the date line and enrol link are the
    // non-Spanish member's
    expect(result.showMyAccount).toBe(false);
    expect(result.dateLabel).toBeNull();
    expect(result.dateText).toBe('');
    expect(result.showEnrolLink).toBe(false);
    expect(result.showMembershipNumber).toBe(true);
  });

  // Decided: a lifetime member is never offered renewal, on the Spanish site either.
  it.each([
    ['2800-12-31', 283_600, 'N'],
    ['2800-12-30', 283_599, ''],
    [expiryIn(30), 30, 'N'], // lifetime by sponsor with an ordinary expiry
  ])('a lifetime member (%s, %d days, auto-renew %j) gets the account list', (expiryDate, expiryDays, autoRenew) => {
    const result = view({ spanish: true, isLifetime: true, expiryDate, expiryDays, autoRenew });
    expect(result.kind).toBe('member-es-account');
    expect(result.showRenewButton).toBe(false);
    expect(result.partnerLabel).toBeNull();
  });
});

// Site 4.5, MEMBER on other sites, expiry year 2800: "The partner status label: the full label
// above 768 px, the mobile label otherwise. The partner value message."
describe('lifetime member', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'mobile'],
    [769, 'full'],
    [1024, 'full'],
    [1920, 'full'],
  ])('%d px -> %s label', (viewportWidth, label) => {
    const result = view({ isLifetime: true, expiryDate: '2800-12-31', expiryDays: 283_600, viewportWidth });
    expect(result.kind).toBe('member-lifetime');
    expect(result.partnerLabel).toBe(label);
    expect(result.showPartnerValue).toBe(true);
  });

  it.each([
    ['2800-12-31', 283_600, 'N'],
    ['2800-12-30', 283_599, 'Y'],
    [expiryIn(30), 30, 'N'], // lifetime by sponsor: still no renew button
    [expiryIn(-1), -1, 'N'],
  ])('expiry %s (%d days, auto-renew %j): no renew, no date line, my-account shown', (expiryDate, expiryDays, autoRenew) => {
    const result = view({ isLifetime: true, expiryDate, expiryDays, autoRenew, expanded: true });
    expect(result.kind).toBe('member-lifetime');
    expect(result.showRenewButton).toBe(false);
    expect(result.showMyAccount).toBe(true);
    expect(result.dateLabel).toBeNull();
    expect(result.dateText).toBe('');
    expect(result.showEnrolLink).toBe(false);
    expect(result.accountLinks).toEqual([]);
  });
});

// Site 2.4 / 9: "always expanded above 1024 px width"; otherwise the user's toggle.
describe('collapse', () => {
  it.each([
    [1023, false, false, true],
    [1023, true, true, true],
    [1024, false, false, true],
    [1024, true, true, true],
    [1025, false, true, false],
    [1025, true, true, false],
    [320, false, false, true],
    [1920, false, true, false],
  ])('member at %d px, toggle expanded %s -> expanded %s, collapsible %s', (viewportWidth, expanded, effective, collapsible) => {
    for (const overrides of [{}, { isLifetime: true }, { spanish: true }, { spanish: true, expiryDays: 30, autoRenew: 'N' }]) {
      const result = view({ ...overrides, viewportWidth, expanded });
      expect([overrides, result.expanded, result.collapsible]).toEqual([overrides, effective, collapsible]);
      expect(result.forcedOpen).toBe(false);
    }
  });
});

// Site 4.5 "Other states": EXPIRED / CANCELLED / SUSPENDED, NON-MEMBER and anonymous are forced
// open; the discovery variant is shown to anonymous visitors, so it is too.
describe('forced open', () => {
  it.each([
    ['EXPIRED', {}, 'lapsed'],
    ['CANCELLED', {}, 'lapsed'],
    ['SUSPENDED', {}, 'lapsed'],
    ['NON-MEMBER', {}, 'non-member'],
    ['ANON', {}, 'anonymous'],
    ['', {}, 'anonymous'],
    ['garbage', { knownUser: true }, 'anonymous'],
    ['ANON', { discoveryTemplateCheck: 'true' }, 'discovery'],
  ])('%j %j -> %s, open at every width whatever the toggle', (memberState, overrides, kind) => {
    for (const viewportWidth of [320, 768, 1024, 1025]) {
      const result = view({ memberState, ...overrides, viewportWidth, expanded: false });
      expect([viewportWidth, result.kind, result.forcedOpen, result.expanded, result.collapsible]).toEqual([viewportWidth, kind, true, true, false]);
    }
  });
});

// Site 4.5: "Discovery variant: when there is no known user, discoveryTemplateCheck is 'true'
// and the site is not Spanish." Shown to anonymous visitors (site 2.4).
describe('discovery', () => {
  it.each([
    [false, 'true', false, 'discovery'],
    [true, 'true', false, 'anonymous'],
    [false, 'false', false, 'anonymous'],
    [false, 'true', true, 'anonymous'],
    [true, 'false', false, 'anonymous'],
    [true, 'true', true, 'anonymous'],
    [false, 'false', true, 'anonymous'],
    [true, 'false', true, 'anonymous'],
  ])('known user %s, discoveryTemplateCheck %j, Spanish %s -> %s', (knownUser, discoveryTemplateCheck, spanish, kind) => {
    expect(view({ memberState: 'ANON', knownUser, discoveryTemplateCheck, spanish }).kind).toBe(kind);
  });

  // Decided: 'true' in any case, trimmed, or the boolean true.
  it.each([
    ['true', 'discovery'],
    ['TRUE', 'discovery'],
    [' True ', 'discovery'],
    [true, 'discovery'],
    [false, 'anonymous'],
    ['', 'anonymous'],
    ['yes', 'anonymous'],
    ['1', 'anonymous'],
    ['truee', 'anonymous'],
  ])('discoveryTemplateCheck %j -> %s', (discoveryTemplateCheck, kind) => {
    expect(view({ memberState: 'ANON', discoveryTemplateCheck }).kind).toBe(kind);
  });

  it.each([
    ['MEMBER', 'member'],
    ['EXPIRED', 'lapsed'],
    ['NON-MEMBER', 'non-member'],
  ])('only anonymous visitors: %s stays %s', (memberState, kind) => {
    expect(view({ memberState, knownUser: false, discoveryTemplateCheck: 'true' }).kind).toBe(kind);
  });
});

// Site 4.5 "Partner programme": "When enableMojo is 'true', a partner-programme button shows. It
// uses the primary style unless the renew button is showing." Decided: members only, every
// member kind (Spanish included).
describe('partner programme (mojo)', () => {
  it.each([
    ['member, no renew button', {}, true, true],
    ['member, renew button', { expiryDays: 30, autoRenew: 'N' }, true, false],
    ['member at 59 days, auto-renew Y', { expiryDays: 59, autoRenew: 'Y' }, true, true],
    ['member at 60 days, auto-renew N', { expiryDays: 60, autoRenew: 'N' }, true, true],
    ['member at 59 days, auto-renew N', { expiryDays: 59, autoRenew: 'N' }, true, false],
    ['lifetime', { isLifetime: true }, true, true],
    ['Spanish account list', { spanish: true }, true, true],
    ['Spanish renewal', { spanish: true, expiryDays: 119, autoRenew: 'N' }, true, false],
    ['lapsed', { memberState: 'EXPIRED' }, false, false],
    ['suspended', { memberState: 'SUSPENDED' }, false, false],
    ['non-member', { memberState: 'NON-MEMBER' }, false, false],
    ['anonymous', { memberState: 'ANON' }, false, false],
    ['discovery', { memberState: 'ANON', discoveryTemplateCheck: 'true' }, false, false],
  ])('enableMojo true, %s -> show %s, primary %s', (_, overrides, show, primary) => {
    const result = view({ enableMojo: 'true', ...overrides });
    expect(result.mojo).toEqual({ show, primary });
    if (show) expect(result.mojo.primary).toBe(!result.showRenewButton);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    [' true ', true],
    [true, true],
    ['false', false],
    [false, false],
    ['', false],
    ['yes', false],
    ['1', false],
  ])('enableMojo %j -> show %s', (enableMojo, show) => {
    expect(view({ enableMojo }).mojo).toEqual({ show, primary: show });
    expect(view({ enableMojo, expiryDays: 10, autoRenew: 'N' }).mojo).toEqual({ show, primary: false });
  });
});

// The whole view of each kind: the fields of one kind are empty in the others (site 4.5).
describe('the whole view of each kind', () => {
  const empty = {
    showRenewButton: false,
    renewPrimary: false,
    showMyAccount: false,
    dateLabel: null,
    dateText: '',
    showEnrolLink: false,
    accountLinks: [],
    partnerLabel: null,
    showPartnerValue: false,
    mojo: { show: false, primary: false },
    showMembershipNumber: false,
  };
  const closed = { forcedOpen: false, expanded: false, collapsible: true };
  const open = { forcedOpen: true, expanded: true, collapsible: false };

  it.each<[string, Partial<StripInput>, StripView]>([
    [
      'member, renew',
      { expiryDate: '2027-02-14', expiryDays: 30, autoRenew: 'N', enableMojo: 'true' },
      {
        ...empty,
        ...closed,
        kind: 'member',
        showRenewButton: true,
        renewPrimary: true,
        dateLabel: 'expires',
        dateText: '02/14/2027',
        mojo: { show: true, primary: false },
        showMembershipNumber: true,
      },
    ],
    [
      'member, enrol',
      { expiryDate: '2027-06-01', expiryDays: 137, autoRenew: 'N', expanded: true },
      {
        ...empty,
        kind: 'member',
        forcedOpen: false,
        expanded: true,
        collapsible: true,
        showMyAccount: true,
        dateLabel: 'expires',
        dateText: '06/01/2027',
        showEnrolLink: true,
        showMembershipNumber: true,
      },
    ],
    [
      'member on auto-renew',
      { expiryDate: '2027-06-01', expiryDays: 137, autoRenew: 'Y' },
      { ...empty, ...closed, kind: 'member', showMyAccount: true, dateLabel: 'auto-renews', dateText: '06/01/2027', showMembershipNumber: true },
    ],
    [
      'lifetime',
      { isLifetime: true, expiryDate: '2800-12-31', expiryDays: 283_600, viewportWidth: 1280, enableMojo: 'true' },
      {
        ...empty,
        kind: 'member-lifetime',
        forcedOpen: false,
        expanded: true,
        collapsible: false,
        showMyAccount: true,
        partnerLabel: 'full',
        showPartnerValue: true,
        mojo: { show: true, primary: true },
        showMembershipNumber: true,
      },
    ],
    [
      'Spanish renewal',
      { spanish: true, expiryDays: 100, autoRenew: '' },
      { ...empty, ...closed, kind: 'member-es-renew', showRenewButton: true, renewPrimary: true, showMembershipNumber: true },
    ],
    [
      'Spanish account list',
      { spanish: true, expiryDays: 200, autoRenew: 'N' },
      {
        ...empty,
        ...closed,
        kind: 'member-es-account',
        accountLinks: ['editAccount', 'newsletters', 'getCard', 'automaticRenewal'],
        showMembershipNumber: true,
      },
    ],
    ['lapsed', { memberState: 'CANCELLED', autoRenew: 'N', expiryDays: 10, enableMojo: 'true', isLifetime: true }, { ...empty, ...open, kind: 'lapsed' }],
    ['non-member', { memberState: 'NON-MEMBER', autoRenew: 'N', expiryDays: 90, expanded: true }, { ...empty, ...open, kind: 'non-member' }],
    ['anonymous', { memberState: 'ANON', knownUser: true, discoveryTemplateCheck: 'true', spanish: true }, { ...empty, ...open, kind: 'anonymous' }],
    ['discovery', { memberState: 'ANON', discoveryTemplateCheck: 'true', enableMojo: 'true' }, { ...empty, ...open, kind: 'discovery' }],
  ])('%s', (_, overrides, expected) => {
    expect(view(overrides)).toEqual(expected);
  });
});

// Site 4.5 / 9: dates shown as MM/DD/YYYY. Decided: the written day of a valid ISO date or
// date-time (the snapshot's expiryDate is already a US-Eastern date, so no zone conversion);
// '' for anything else.
const DATE_TABLE: ReadonlyArray<readonly [string, string]> = [
  ['2027-03-01', '03/01/2027'],
  ['2027-12-31', '12/31/2027'],
  ['2024-02-29', '02/29/2024'],
  ['2800-12-31', '12/31/2800'],
  ['2800-12-30', '12/30/2800'],
  ['2800-12-30T18:30Z', '12/30/2800'],
  ['2800-12-31T05:00Z', '12/31/2800'],
  ['2800-12-31T05:00:00.000Z', '12/31/2800'],
  ['2027-03-01T23:30:00-05:00', '03/01/2027'],
  ['2027-03-01T00:30+05:30', '03/01/2027'],
  ['2027-03-01T12:00', '03/01/2027'],
  [' 2027-03-01 ', '03/01/2027'],
  ['', ''],
  ['   ', ''],
  ['garbage', ''],
  ['2027-02-30', ''],
  ['2027-02-29', ''],
  ['2027-13-01', ''],
  ['2027-00-10', ''],
  ['2027-04-31', ''],
  ['2027-3-1', ''],
  ['03/01/2027', ''],
  ['20270301', ''],
  ['2027-03-011', ''],
  ['2027-03-01garbage', ''],
  ['2027-03-01T', ''],
  ['2027-03-01T25:00Z', ''],
  ['2027-03-01 12:00', ''],
];

describe('formatStripDate', () => {
  it.each(DATE_TABLE)('%j -> %j', (value, formatted) => {
    expect(formatStripDate(value)).toBe(formatted);
  });

  // The written day in every local zone (a date-time must not move to another day).
  it.each(ZONES)('gives the same answers with the local zone %s', (zone) => {
    withTimeZone(zone, () => {
      const offset = new Date('2027-01-15T12:00Z').getTimezoneOffset();
      if (zone === 'Pacific/Kiritimati') expect(offset).toBe(-840); // the zone really is in force
      for (const [value, formatted] of DATE_TABLE) expect([value, formatStripDate(value)]).toEqual([value, formatted]);
    });
  });

  it('a value that is not a string gives ""', () => {
    expect(formatStripDate(undefined as unknown as string)).toBe('');
    expect(formatStripDate(20270301 as unknown as string)).toBe('');
  });
});

describe('stripLinkBase: configured paths of the secure host', () => {
  const secure = 'https://secure.example.org/';
  it.each([
    ['/applications/user/login', secure],
    ['/applications/membershipChallenge/showChallengeForm.action', secure],
    ['/mem/join?campaignID=WSTRIPJN1', secure],
    [' /mem/renew', secure],
    ['/account/profile/', undefined],
    ['/membership/benefits/', undefined],
    ['https://www.example.org/mem/join', undefined],
    ['/memories/', undefined],
    [42, undefined],
  ])('%j -> %s', (value, expected) => {
    expect(stripLinkBase(value, secure)).toBe(expected);
  });
  it('no base when the secure endpoint is not absolute', () => {
    expect(stripLinkBase('/mem/join', '/')).toBeUndefined();
  });
});
