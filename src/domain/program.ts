/**
 * The brain-health programme user (brain-health 3.1, 4.3, 4.4, 4.6, 5, 9): user type, buy vs
 * join, the free trial and the free-trial-expired modal window.
 */
import { parseDate } from '../core/iso-date.ts';
import { toNumber } from '../core/numbers.ts';
import { ownValue, isOn, text, upperText } from '../core/values.ts';

/** Brain-health 4.3: the programme user types, plus 'exclusive' and 'rnma' ("also occur"). */
export const PROGRAM_USER_TYPES = [
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
] as const;

export type ProgramUserType = (typeof PROGRAM_USER_TYPES)[number];

const TYPE_BY_UPPER = new Map<string, ProgramUserType>(PROGRAM_USER_TYPES.map((type) => [type.toUpperCase(), type]));

/** Brain-health 9: the free-trial-expired modal shows for accounts created within 60 days. */
export const FREE_TRIAL_EXPIRED_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * Brain-health 4.3: the programme user type of `ProgramUser.userType`, spelled as the spec spells
 * it (matched trimmed and in any case); '' for no user, no type or an unknown value.
 */
export function programUserType(user: unknown): ProgramUserType | '' {
  return TYPE_BY_UPPER.get(upperText(ownValue(user, 'userType'))) ?? '';
}

/** Brain-health 4.4: an ss cookie value of 4 or 3 is a 'buy' user; anything else 'join'. */
export function buyOrJoin(ss: unknown): 'buy' | 'join' {
  const value = text(ss);
  return value === '4' || value === '3' ? 'buy' : 'join';
}

function accessAndFeatures(user: unknown): unknown {
  return ownValue(ownValue(ownValue(user, 'fullResponse'), 'user'), 'access_and_features');
}

/** The trial campaign id is present: a non-empty string (free_trial_camppaign_id, spelled so). */
function hasCampaignId(features: unknown): boolean {
  return typeof ownValue(features, 'free_trial_camppaign_id') === 'string' && text(ownValue(features, 'free_trial_camppaign_id')) !== '';
}

/** A free-trial day count is present: a number (or numeric string) above 0. */
function hasTrialDays(features: unknown): boolean {
  const days = toNumber(ownValue(features, 'no_of_free_trial_days'));
  return days !== undefined && days > 0;
}

/** Brain-health 4.6 / 5: a free-trial user has both a campaign id and a free-trial day count. */
export function isFreeTrialUser(user: unknown): boolean {
  const features = accessAndFeatures(user);
  return hasCampaignId(features) && hasTrialDays(features);
}

/**
 * Brain-health 5: free-trial eligible = campaign id present, free-trial days present, sponsor
 * present (access_and_features.sponsor), features non-empty and including 'content', and
 * free_trail_expired exactly `false` (the boolean; the string 'false' does not count).
 */
export function isFreeTrialEligible(user: unknown): boolean {
  const features = accessAndFeatures(user);
  const list = ownValue(features, 'features');
  return (
    hasCampaignId(features) &&
    hasTrialDays(features) &&
    text(ownValue(features, 'sponsor')) !== '' &&
    Array.isArray(list) &&
    list.length > 0 &&
    list.includes('content') &&
    ownValue(features, 'free_trail_expired') === false
  );
}

/**
 * Brain-health 3.1 / 4.5: the free-trial flag `access_and_features.activate_free_trail_{product}`
 * (spelled so) is set: `true` or 'true'. The product name is used as configured.
 */
export function hasFreeTrialFlag(user: unknown, product: string): boolean {
  return isOn(ownValue(accessAndFeatures(user), `activate_free_trail_${product}`));
}

/**
 * Brain-health 4.3 / 4.6 / 9: the free trial has expired (free_trail_expired `true` or 'true')
 * and the account was created (created_on) less than 60 days ago: under 60 x 24 hours. A
 * created_on in the future counts as just created; a missing or unreadable one does not qualify.
 */
export function freeTrialExpiredRecently(user: unknown, now: Date): boolean {
  const record = ownValue(ownValue(user, 'fullResponse'), 'user');
  if (!isOn(ownValue(ownValue(record, 'access_and_features'), 'free_trail_expired'))) return false;
  const created = parseDate(ownValue(record, 'created_on'));
  if (!created || !(now instanceof Date) || Number.isNaN(now.getTime())) return false;
  return now.getTime() - created.getTime() < FREE_TRIAL_EXPIRED_WINDOW_DAYS * DAY_MS;
}
