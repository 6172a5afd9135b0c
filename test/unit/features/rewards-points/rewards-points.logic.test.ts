// @vitest-environment node
/**
 * `rewards-points`' rules with the spec's rows: ask-and-rewards 2.3 / 4.9 (points or 'not
 * opted'), 4.7 / 9.2 (max-points notice under 500 left), the daily-cap meter, and the polite
 * announcement of a change. The three forms are test/unit/domain/rewards-points.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { balanceAnnouncement, meterPlan, pointsState, type DailyCapInput } from '../../../../src/features/rewards-points/rewards-points.logic.ts';
import { rewardsPointsSchema } from '../../../../src/features/rewards-points/rewards-points.schema.ts';
import * as v from 'valibot';

describe('what it shows (2.3, 4.9)', () => {
  const rows: ReadonlyArray<[string, boolean, boolean, number | undefined, string]> = [
    ['identity not read yet', false, true, 1234, 'loading'],
    ['logged in with a balance', true, true, 1234, 'points'],
    ['logged in with a zero balance', true, true, 0, 'points'],
    ["logged in without a balance: 'not opted'", true, true, undefined, 'not-opted'],
    ['not logged in', true, false, undefined, 'signed-out'],
    ['not logged in, a stale cookie balance', true, false, 500, 'signed-out'],
  ];
  it.each(rows)('%s', (_why, settled, isLoggedIn, balance, state) => expect(pointsState({ settled, isLoggedIn, balance })).toBe(state));
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

describe('daily-cap meter and max-points notice (4.7, 9.2)', () => {
  const cap = (left: number, total: number | undefined): DailyCapInput => ({
    left,
    cap: total,
    used: total === undefined ? undefined : Math.max(0, total - left),
    maxPointsNotice: left < 500,
  });
  const rows: ReadonlyArray<[string, DailyCapInput | undefined, { used: number; cap: number; text: string; notice: string } | undefined]> = [
    ['no limit answer yet', undefined, undefined],
    ['left known, no cap: nothing to measure against', cap(1500, undefined), undefined],
    ['30 of 2,000', cap(1970, 2000), { used: 30, cap: 2000, text: '30 of 2,000 points today', notice: '' }],
    ['500 left: no notice (below 500 only)', cap(500, 2000), { used: 1500, cap: 2000, text: '1,500 of 2,000 points today', notice: '' }],
    ['499 left: the notice', cap(499, 2000), { used: 1501, cap: 2000, text: '1,501 of 2,000 points today', notice: 'Only 499 points left to earn today.' }],
    ['429: 0 left', cap(0, 2000), { used: 2000, cap: 2000, text: '2,000 of 2,000 points today', notice: 'Only 0 points left to earn today.' }],
    ['cap 0 is no cap', { left: 0, cap: 0, used: 0, maxPointsNotice: true }, undefined],
  ];
  it.each(rows)('%s', (_why, input, plan) => expect(meterPlan(input)).toEqual(plan));
  it('used is held within 0..cap', () => expect(meterPlan({ left: 0, cap: 100, used: 250, maxPointsNotice: true })?.used).toBe(100));
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
