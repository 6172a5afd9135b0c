// @vitest-environment node
/**
 * `rewards-points`' rules with the spec's rows: ask-and-rewards 2.3 / 4.9 (points or 'not
 * opted'), 4.7 / 9.2 (max-points notice when the last limit answer has userDailyPointsLeft below
 * 500, with or without a cap field), the daily-cap meter, and the polite announcement of a
 * change. The three forms are test/unit/domain/rewards-points.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  balanceAnnouncement,
  maxPointsNoticeText,
  meterPlan,
  pointsState,
  unavailableText,
  type DailyCapInput,
} from '../../../../src/features/rewards-points/rewards-points.logic.ts';
import { dailyCapAfterLimitAnswer, type DailyCap } from '../../../../src/stores/rewards-activities.ts';
import { rewardsPointsSchema } from '../../../../src/features/rewards-points/rewards-points.schema.ts';
import * as v from 'valibot';

describe('what it shows (2.3, 4.9)', () => {
  const rows: ReadonlyArray<[string, boolean, boolean, number | undefined, boolean, string]> = [
    ['identity not read yet', false, true, 1234, true, 'loading'],
    ['logged in with a balance', true, true, 1234, false, 'points'],
    ['a participant with a balance', true, true, 1234, true, 'points'],
    ['logged in with a zero balance', true, true, 0, true, 'points'],
    ["logged in without a balance: 'not opted'", true, true, undefined, false, 'not-opted'],
    ["a participant (rs 'Y') whose balance could not be read: unavailable, not 'not opted'", true, true, undefined, true, 'unavailable'],
    ['not logged in', true, false, undefined, false, 'signed-out'],
    ['not logged in, a stale cookie balance', true, false, 500, false, 'signed-out'],
  ];
  it.each(rows)('%s', (_why, settled, isLoggedIn, balance, participant, state) =>
    expect(pointsState({ settled, isLoggedIn, balance, participant })).toBe(state),
  );
  it('unavailable words', () => expect(unavailableText()).toBe('Points balance not available right now.'));
});

describe('a change in the balance is announced politely', () => {
  const rows: ReadonlyArray<[number | undefined, number | undefined, string]> = [
    [1234, 1264, 'Your points balance is now 1,264.'],
    [999, 1000, 'Your points balance is now 1,000.'],
    [1234, 1234, ''],
    [undefined, 1234, ''], // first reading or 'not opted' -> points: content, not a change
    [1234, undefined, ''],
    [100, 1234567, 'Your points balance is now 1,234,567.'],
  ];
  it.each(rows)('%j -> %j', (previous, next, message) => expect(balanceAnnouncement(previous, next)).toBe(message));
});

describe('daily-cap meter (needs the cap: dailyPointsLimit)', () => {
  const cap = (left: number, total: number | undefined): DailyCapInput => ({
    left,
    cap: total,
    used: total === undefined ? undefined : Math.max(0, total - left),
    maxPointsNotice: left < 500,
  });
  const rows: ReadonlyArray<[string, DailyCapInput | undefined, { used: number; cap: number; text: string } | undefined]> = [
    ['no limit answer yet', undefined, undefined],
    ['left known, no cap: nothing to measure against', cap(1500, undefined), undefined],
    ['left under 500, no cap: still no meter (the notice shows alone)', cap(499, undefined), undefined],
    ['30 of 2,000', cap(1970, 2000), { used: 30, cap: 2000, text: '30 of 2,000 points today' }],
    ['500 left', cap(500, 2000), { used: 1500, cap: 2000, text: '1,500 of 2,000 points today' }],
    ['429: 0 left', cap(0, 2000), { used: 2000, cap: 2000, text: '2,000 of 2,000 points today' }],
    ['cap 0 is no cap', { left: 0, cap: 0, used: 0, maxPointsNotice: true }, undefined],
  ];
  it.each(rows)('%s', (_why, input, plan) => expect(meterPlan(input)).toEqual(plan));
  it('used is held within 0..cap', () => expect(meterPlan({ left: 0, cap: 100, used: 250, maxPointsNotice: true })?.used).toBe(100));
});

describe('max-points notice: the last limit answer (3.5) with userDailyPointsLeft below 500 (4.7, 9.2)', () => {
  // From the limit answer to the words shown: the store's rule (dailyCapAfterLimitAnswer), then
  // the element's. Spec-shaped answers (userDailyPointsLeft only) and the emulator's (with
  // dailyPointsLimit) give the same notice.
  const notice = (answer: Record<string, unknown>, previous?: DailyCap) => maxPointsNoticeText(dailyCapAfterLimitAnswer(previous, answer));
  const rows: ReadonlyArray<[string, Record<string, unknown>, string]> = [
    ['499 left: shown', { userDailyPointsLeft: 499, activityList: [] }, 'Only 499 points left to earn today.'],
    ['500 left: not shown (below 500 only)', { userDailyPointsLeft: 500, activityList: [] }, ''],
    ['userDailyPointsLeft missing: not shown', { activityList: [] }, ''],
    ['499 left with the cap field: shown', { userDailyPointsLeft: 499, dailyPointsLimit: 2000 }, 'Only 499 points left to earn today.'],
    ['500 left with the cap field: not shown', { userDailyPointsLeft: 500, dailyPointsLimit: 2000 }, ''],
    ['1 left: one point', { userDailyPointsLeft: 1 }, 'Only 1 point left to earn today.'],
    ['2 left', { userDailyPointsLeft: 2 }, 'Only 2 points left to earn today.'],
    ["0 left: today's limit is reached", { userDailyPointsLeft: 0 }, "You have reached today's points limit."],
    ['2,000 left', { userDailyPointsLeft: 2000 }, ''],
    ['not a number: not shown', { userDailyPointsLeft: '499' }, ''],
    ['not finite: not shown', { userDailyPointsLeft: Number.NaN }, ''],
  ];
  it.each(rows)('%s', (_why, answer, text) => expect(notice(answer)).toBe(text));

  it('follows the LAST answer: a later answer at 500, or without the field, takes the notice away', () => {
    const earlier = dailyCapAfterLimitAnswer(undefined, { userDailyPointsLeft: 450 });
    expect(maxPointsNoticeText(earlier)).toBe('Only 450 points left to earn today.');
    expect(notice({ userDailyPointsLeft: 500 }, earlier)).toBe('');
    expect(notice({ activityList: [] }, earlier)).toBe('');
    expect(dailyCapAfterLimitAnswer(earlier, { activityList: [] })).toBeUndefined();
  });

  it('a cap learnt earlier stays for a later spec-shaped answer (the meter keeps its scale)', () => {
    const earlier = dailyCapAfterLimitAnswer(undefined, { userDailyPointsLeft: 1970, dailyPointsLimit: 2000 });
    expect(dailyCapAfterLimitAnswer(earlier, { userDailyPointsLeft: 450 })).toEqual({ left: 450, cap: 2000, used: 1550, maxPointsNotice: true });
  });

  it('goes through the dictionary', () => {
    const t = (text: string, values?: Record<string, unknown>) => `[${text}|${JSON.stringify(values ?? {})}]`;
    expect(maxPointsNoticeText({ left: 1234.7, maxPointsNotice: true }, t)).toBe('[Only {left} points left to earn today.|{"left":"1,234"}]');
    expect(maxPointsNoticeText({ left: -5, maxPointsNotice: true }, t)).toBe("[You have reached today's points limit.|{}]");
  });
});

describe('config (CONTRACT 4a: data-format pts | POINTS | brand)', () => {
  it.each([
    [{}, { format: 'pts', dailyCap: false }],
    [{ format: 'POINTS' }, { format: 'POINTS', dailyCap: false }],
    [
      { format: 'brand', dailyCap: 'true' },
      { format: 'brand', dailyCap: true },
    ],
  ])('%j', (input, output) => expect(v.parse(rewardsPointsSchema, input)).toEqual(output));
  it.each(['points', 'PTS', ''])('format %j is a config error', (format) => expect(v.safeParse(rewardsPointsSchema, { format }).success).toBe(false));
});
