import { describe, expect, it } from 'vitest';
import {
  PROGRAM_USER_TYPES,
  buyOrJoin,
  freeTrialExpiredRecently,
  hasFreeTrialFlag,
  isFreeTrialEligible,
  isFreeTrialUser,
  programUserType,
} from '../../../src/domain/program.ts';
import type { AccessAndFeatures, ProgramUser } from '../../../src/domain/identity.types.ts';
import { DAY, NOW, inDays } from './identity-helpers.ts';

function user(features: Partial<Record<string, unknown>>, record: Record<string, unknown> = {}): ProgramUser {
  return { fullResponse: { user: { ...record, access_and_features: features as AccessAndFeatures } } };
}

// Brain-health 4.3: the programme user types, and "the values exclusive and rnma also occur".
describe('programUserType (brain-health 4.3)', () => {
  it.each([
    'anonymous-user',
    'registered-non-member',
    'cancelled-or-expired-member',
    'registered-non-activated-member',
    'first-time-member',
    'returning-member-content-access',
    'returning-member-no-assessment-started',
    'mbs-assessment-inProgress',
    'lifestyle-completed-mbs-inProgress',
    'returning-member-assessment-inProgress',
    'returning-member-noAssessment-inProgress',
    'assessment-taken-more-than-90-days-ago',
    'mbs-completed-lifestyle-inProgress',
    'exclusive',
    'rnma',
  ])('%s', (type) => {
    expect(programUserType({ userType: type })).toBe(type);
  });

  it('lists exactly those fifteen', () => {
    expect(PROGRAM_USER_TYPES).toHaveLength(15);
  });

  it.each([
    [{ userType: 'MBS-ASSESSMENT-INPROGRESS' }, 'mbs-assessment-inProgress'],
    [{ userType: ' rnma ' }, 'rnma'],
    [{ userType: 'Exclusive' }, 'exclusive'],
    [{ userType: 'mna' }, ''],
    [{ userType: 'something-else' }, ''],
    [{ userType: '' }, ''],
    [{ userType: 42 }, ''],
    [{}, ''],
    [undefined, ''],
    ['first-time-member', ''], // a bare string is not a ProgramUser
  ])('%j -> %j', (value, type) => {
    expect(programUserType(value)).toBe(type);
  });
});

// Brain-health 4.4: "an ss cookie value of 4 or 3 means a 'buy' user; otherwise 'join'".
describe('buyOrJoin (brain-health 4.4)', () => {
  it.each([
    ['4', 'buy'],
    ['3', 'buy'],
    [4, 'buy'],
    [3, 'buy'],
    [' 4 ', 'buy'],
    ['0', 'join'],
    ['1', 'join'],
    ['2', 'join'],
    ['5', 'join'],
    ['34', 'join'],
    ['', 'join'],
    [undefined, 'join'],
    [null, 'join'],
    ['X', 'join'],
  ])('ss %j -> %s', (ss, kind) => {
    expect(buyOrJoin(ss)).toBe(kind);
  });
});

const TRIAL = { free_trial_camppaign_id: 'FT1', no_of_free_trial_days: 30 };

// Brain-health 4.6 / 5: "Free-trial user: campaign id and free-trial days both present."
// Decided: a non-empty campaign id, and a day count (number or numeric text) above 0.
describe('isFreeTrialUser', () => {
  it.each([
    ['both present', TRIAL, true],
    ['days as text', { ...TRIAL, no_of_free_trial_days: '30' }, true],
    ['no campaign id', { no_of_free_trial_days: 30 }, false],
    ['empty campaign id', { ...TRIAL, free_trial_camppaign_id: '  ' }, false],
    ['campaign id a number', { ...TRIAL, free_trial_camppaign_id: 5 }, false],
    ['no days', { free_trial_camppaign_id: 'FT1' }, false],
    ['0 days', { ...TRIAL, no_of_free_trial_days: 0 }, false],
    ['negative days', { ...TRIAL, no_of_free_trial_days: -3 }, false],
    ['days not a number', { ...TRIAL, no_of_free_trial_days: 'thirty' }, false],
    ['days null', { ...TRIAL, no_of_free_trial_days: null }, false],
  ])('%s -> %s', (_label, features, trial) => {
    expect(isFreeTrialUser(user(features))).toBe(trial);
  });

  it.each([[undefined], [{}], [{ fullResponse: {} }], [{ fullResponse: { user: { access_and_features: 'x' } } }]])('no record %j -> false', (value) => {
    expect(isFreeTrialUser(value)).toBe(false);
  });
});

const ELIGIBLE = { ...TRIAL, sponsor: 'ACMEMA', features: ['content', 'games'], free_trail_expired: false };

// Brain-health 5: "Free-trial eligible: campaign id present, free-trial days present, sponsor
// present, features non-empty and including 'content', and free_trail_expired exactly false."
describe('isFreeTrialEligible', () => {
  it.each([
    ['every condition', ELIGIBLE, true],
    ["features only 'content'", { ...ELIGIBLE, features: ['content'] }, true],
    ['no campaign id', { ...ELIGIBLE, free_trial_camppaign_id: undefined }, false],
    ['no days', { ...ELIGIBLE, no_of_free_trial_days: undefined }, false],
    ['no sponsor', { ...ELIGIBLE, sponsor: undefined }, false],
    ['empty sponsor', { ...ELIGIBLE, sponsor: ' ' }, false],
    ['empty features', { ...ELIGIBLE, features: [] }, false],
    ["features without 'content'", { ...ELIGIBLE, features: ['games'] }, false],
    ["'Content' in another case", { ...ELIGIBLE, features: ['Content'] }, false],
    ['features not an array', { ...ELIGIBLE, features: 'content' }, false],
    ['features missing', { ...ELIGIBLE, features: undefined }, false],
    ['free_trail_expired true', { ...ELIGIBLE, free_trail_expired: true }, false],
    ["free_trail_expired 'false' (a string is not exactly false)", { ...ELIGIBLE, free_trail_expired: 'false' }, false],
    ['free_trail_expired missing', { ...ELIGIBLE, free_trail_expired: undefined }, false],
    ['free_trail_expired 0', { ...ELIGIBLE, free_trail_expired: 0 }, false],
  ])('%s -> %s', (_label, features, eligible) => {
    expect(isFreeTrialEligible(user(features))).toBe(eligible);
  });

  it('no user -> false', () => {
    expect(isFreeTrialEligible(undefined)).toBe(false);
  });
});

// Brain-health 3.1 / 4.5: the free-trial flag access_and_features.activate_free_trail_{product}.
describe('hasFreeTrialFlag', () => {
  it.each([
    [{ activate_free_trail_staysharp: true }, 'staysharp', true],
    [{ activate_free_trail_staysharp: 'true' }, 'staysharp', true],
    [{ activate_free_trail_staysharp: ' TRUE ' }, 'staysharp', true],
    [{ activate_free_trail_staysharp: false }, 'staysharp', false],
    [{ activate_free_trail_staysharp: 'false' }, 'staysharp', false],
    [{ activate_free_trail_staysharp: 'Y' }, 'staysharp', false],
    [{ activate_free_trail_other: true }, 'staysharp', false],
    [{ activate_free_trial_staysharp: true }, 'staysharp', false], // the spec's spelling only
    [{}, 'staysharp', false],
  ])('%j, product %s -> %s', (features, product, flag) => {
    expect(hasFreeTrialFlag(user(features), product)).toBe(flag);
  });
});

// Brain-health 4.3 / 4.6 / 9: the free-trial-expired modal when the trial has expired and the
// account was created within the last 60 days (created_on). Decided: under 60 x 24 h.
describe('freeTrialExpiredRecently', () => {
  it.each([
    ['created 59 days ago', true, inDays(-59), true],
    ['created 59 days 23 h ago', true, inDays(-60, 3_600_000), true],
    ['created exactly 60 days ago', true, inDays(-60), false],
    ['created 61 days ago', true, inDays(-61), false],
    ['created today', true, inDays(0), true],
    ['created in the future', true, inDays(3), true],
    ["expired as 'true'", 'true', inDays(-10), true],
    ['not expired', false, inDays(-10), false],
    ["not expired, 'false'", 'false', inDays(-10), false],
    ['expired missing', undefined, inDays(-10), false],
    ['created_on missing', true, undefined, false],
    ['created_on garbage', true, 'yesterday', false],
    ['created_on a date', true, '2027-01-01', true],
    ['created_on a number', true, NOW.getTime() - DAY, false],
  ])('%s -> %s', (_label, expired, created, shown) => {
    expect(freeTrialExpiredRecently(user({ free_trail_expired: expired }, { created_on: created }), NOW)).toBe(shown);
  });

  it('no user, or an invalid now -> false', () => {
    expect(freeTrialExpiredRecently(undefined, NOW)).toBe(false);
    expect(freeTrialExpiredRecently(user({ free_trail_expired: true }, { created_on: inDays(-1) }), new Date(Number.NaN))).toBe(false);
  });
});
