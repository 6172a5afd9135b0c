/**
 * The rewards goals' rules (src/domain/rewards-goals.ts): ISO 8601 weeks (issue 32's table of
 * weeks, with the years that have 53), the week arithmetic the page's 'Previous week' and 'Next
 * week' use, and a goal as typed against the service's ranges.
 */
import { describe, expect, it } from 'vitest';
import { goalInput, isAfterWeek, isoWeekMonday, isoWeekOf, isoWeeksIn, shiftWeek, weekDays } from '../../../src/domain/rewards-goals.ts';

describe('ISO 8601 weeks', () => {
  it.each([
    ['2027-01-15', 2027, 2, '2027-01-11'],
    ['2027-01-04', 2027, 1, '2027-01-04'],
    ['2027-01-03', 2026, 53, '2026-12-28'],
    ['2027-01-01', 2026, 53, '2026-12-28'],
    ['2026-12-31', 2026, 53, '2026-12-28'],
    ['2026-01-01', 2026, 1, '2025-12-29'],
    ['2024-12-30', 2025, 1, '2024-12-30'],
    ['2021-01-03', 2020, 53, '2020-12-28'],
    ['2019-12-30', 2020, 1, '2019-12-30'],
    ['2015-12-31', 2015, 53, '2015-12-28'],
    ['2008-12-29', 2009, 1, '2008-12-29'],
    ['2024-02-29', 2024, 9, '2024-02-26'],
  ])('%s is week %i of %i (Monday %s)', (day, year, week, monday) => {
    expect(isoWeekOf(day)).toEqual({ year, week });
    expect(isoWeekMonday(year, week)).toBe(monday);
  });

  it.each([
    [2015, 53],
    [2020, 53],
    [2026, 53],
    [2021, 52],
    [2024, 52],
    [2027, 52],
  ])('%i has %i weeks', (year, weeks) => expect(isoWeeksIn(year)).toBe(weeks));

  it('steps across years, both ways', () => {
    expect(shiftWeek({ year: 2027, week: 1 }, -1)).toEqual({ year: 2026, week: 53 });
    expect(shiftWeek({ year: 2026, week: 53 }, 1)).toEqual({ year: 2027, week: 1 });
    expect(shiftWeek({ year: 2027, week: 2 }, -52)).toEqual({ year: 2026, week: 3 });
    expect(isAfterWeek({ year: 2027, week: 1 }, { year: 2026, week: 53 })).toBe(true);
    expect(isAfterWeek({ year: 2027, week: 2 }, { year: 2027, week: 2 })).toBe(false);
    expect(weekDays({ year: 2026, week: 53 })).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

describe('a goal as typed', () => {
  it.each([
    ['fitness', '7000', { ok: true, goal: 7000 }],
    ['fitness', ' 7,000 ', { ok: true, goal: 7000 }],
    ['fitness', '500', { ok: true, goal: 500 }],
    ['fitness', '100000', { ok: true, goal: 100_000 }],
    ['fitness', '499', { ok: false, problem: 'range' }],
    ['fitness', '100001', { ok: false, problem: 'range' }],
    ['fitness', '', { ok: false, problem: 'empty' }],
    ['fitness', '7.5k', { ok: false, problem: 'not-number' }],
    ['activity', '3', { ok: true, goal: 3 }],
    ['activity', '0', { ok: false, problem: 'range' }],
    ['activity', '51', { ok: false, problem: 'range' }],
    ['activity', '-2', { ok: false, problem: 'not-number' }],
  ] as const)('%s %j', (kind, typed, result) => expect(goalInput(kind, typed)).toEqual(result));
});
