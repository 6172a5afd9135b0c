/**
 * The goals page's words and numbers (src/features/rewards-goals/rewards-goals.logic.ts): today's
 * lines, the week's summary ('{n} of 7 days met your goal'), the table's rows, the chart's scale.
 */
import { describe, expect, it } from 'vitest';
import { untranslated as t } from '../../../../src/core/i18n.ts';
import { chartTop, goalProblemText, shortSteps, tableRow, todayLines, weekSummary } from '../../../../src/features/rewards-goals/rewards-goals.logic.ts';
import type { OverviewDay } from '../../../../src/stores/rewards-goals.ts';

const day = (date: string, steps: number | null, stepGoal: number | null, activitiesCompleted = 0, pointsEarned = 0): OverviewDay => ({
  date,
  steps,
  stepGoal,
  goalMet: steps !== null && stepGoal !== null && steps >= stepGoal,
  activitiesCompleted,
  pointsEarned,
});

describe("today's lines", () => {
  it.each([
    [
      { ...day('2027-01-15', 7200, 7000, 1, 30), userDailyPointsLeft: 1970 },
      ['7,200 of your 7,000 steps today.', 'You met your step goal today.', '1 activity and 30 points today.', 'You can earn 1,970 more points today.'],
    ],
    [day('2027-01-15', 2987, 7000, 2, 300), ['2,987 of your 7,000 steps today.', '2 activities and 300 points today.']],
    [day('2027-01-15', 2987, null), ['2,987 steps today.', '0 activities and 0 points today.']],
    [day('2027-01-15', null, 7000), ['0 activities and 0 points today.']],
  ])('%j', (overview, lines) => expect(todayLines(overview, t)).toEqual(lines));
});

describe("the week's summary", () => {
  const week = [7000, 6999, 12000, null, null, null, null].map((steps, index) => day(`2027-01-1${index + 1}`, steps, 7000));
  it('counts the days at or above the goal; no goal: how to get one', () => {
    expect(weekSummary(week, t)).toBe('2 of 7 days met your goal');
    expect(
      weekSummary(
        week.map((entry) => ({ ...entry, stepGoal: null })),
        t,
      ),
    ).toBe('Set a fitness goal to see the days you meet it.');
  });
  it("the table's rows: the day, steps, goal met, activities, points", () => {
    expect(tableRow(week[0]!, 0, 'en', t)).toEqual(['Monday Jan 11, 2027', '7,000', 'Yes', '0', '0']);
    expect(tableRow(week[1]!, 1, 'en', t)).toEqual(['Tuesday Jan 12, 2027', '6,999', 'No', '0', '0']);
    expect(tableRow(week[4]!, 4, 'es', t)).toEqual(['viernes Ene 15, 2027', 'Not yet', 'Not yet', '0', '0']);
  });
  it("the chart's top and labels", () => {
    expect(chartTop(week)).toBe(12_000);
    expect(chartTop([day('2027-01-11', 200, null)])).toBe(1000);
    expect(shortSteps(7249)).toBe('7.2k');
    expect(shortSteps(950)).toBe('950');
  });
  it('says what is wrong with a goal', () => {
    expect(goalProblemText('fitness', 'range', t)).toBe('Choose a number from 500 to 100,000.');
    expect(goalProblemText('activity', 'not-number', t)).toBe('Type a whole number, like 3.');
  });
});
