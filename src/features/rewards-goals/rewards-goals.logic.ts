/**
 * The goals page's words and numbers (issue 32; CONTRACT 4c `rewards-goals`): the goal fields,
 * today's overview, the week's summary ('{n} of 7 days met your goal'), its table and the
 * chart's scale. The words are ours where the spec shows none.
 */
import { formatMonthDate } from '../../core/dates.ts';
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { GOAL_RANGE, type GoalKind, type GoalProblem } from '../../domain/rewards-goals.ts';
import type { OverviewDay } from '../../stores/rewards-goals.ts';

export const GOALS_TEXT = {
  goalsHeading: 'Your goals',
  fitness: 'Fitness goal',
  fitnessHint: 'Steps a day, {min} to {max}.',
  activity: 'Activity goal',
  activityHint: 'Activities a week, {min} to {max}.',
  save: 'Save goal',
  saving: 'Saving…',
  savedFitness: 'Saved. Your fitness goal is {goal} steps a day.',
  savedActivity: 'Saved. Your activity goal is {goal} activities a week.',
  saveFailed: 'We could not save your goal just now. Please try again.',
  empty: 'Type a number first.',
  notNumber: 'Type a whole number, like {example}.',
  range: 'Choose a number from {min} to {max}.',
  noGoal: 'You have not set this goal yet.',
  today: 'Today',
  todaySteps: '{steps} steps today.',
  todayStepsGoal: '{steps} of your {goal} steps today.',
  todayMet: 'You met your step goal today.',
  todayActivities: '{activities} activities and {points} points today.',
  todayActivitiesOne: '1 activity and {points} points today.',
  pointsLeft: 'You can earn {points} more points today.',
  week: 'Week of {date}',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  summary: '{met} of 7 days met your goal',
  summaryNoGoal: 'Set a fitness goal to see the days you meet it.',
  tableCaption: 'Steps each day, week of {date}',
  day: 'Day',
  steps: 'Steps',
  goalMet: 'Goal met',
  activities: 'Activities',
  points: 'Points',
  yes: 'Yes',
  no: 'No',
  notYet: 'Not yet',
  loading: 'Loading your goals…',
  weekLoading: 'Loading the week…',
  failed: 'We could not load your goals.',
  weekFailed: 'We could not load this week.',
} as const;

const WEEKDAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WEEKDAYS_ES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A day's name (Monday first, as ISO weeks) and its short form for the chart. */
export function weekdayName(index: number, locale: Locale): { long: string; short: string } {
  const long = (locale === 'es' ? WEEKDAYS_ES : WEEKDAYS_EN)[index] ?? '';
  return { long, short: long.slice(0, 3) };
}

/** A whole number grouped the English way, as site 9 writes numbers: '7,000'. */
const number = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The hint under a goal field. */
export function goalHint(kind: GoalKind, t: Translate): string {
  const { min, max } = GOAL_RANGE[kind];
  return t(kind === 'fitness' ? GOALS_TEXT.fitnessHint : GOALS_TEXT.activityHint, { min: number(min), max: number(max) });
}

export function goalProblemText(kind: GoalKind, problem: GoalProblem, t: Translate): string {
  const { min, max } = GOAL_RANGE[kind];
  if (problem === 'empty') return t(GOALS_TEXT.empty);
  if (problem === 'not-number') return t(GOALS_TEXT.notNumber, { example: kind === 'fitness' ? '7,000' : '3' });
  return t(GOALS_TEXT.range, { min: number(min), max: number(max) });
}

export function savedText(kind: GoalKind, goal: number, t: Translate): string {
  return t(kind === 'fitness' ? GOALS_TEXT.savedFitness : GOALS_TEXT.savedActivity, { goal: number(goal) });
}

/** Today's lines: steps (against the goal when there is one), activities and points, points left. */
export function todayLines(day: OverviewDay & { userDailyPointsLeft?: number | undefined }, t: Translate): string[] {
  const lines: string[] = [];
  if (day.steps !== null) {
    lines.push(
      day.stepGoal !== null
        ? t(GOALS_TEXT.todayStepsGoal, { steps: number(day.steps), goal: number(day.stepGoal) })
        : t(GOALS_TEXT.todaySteps, { steps: number(day.steps) }),
    );
    if (day.stepGoal !== null && day.steps >= day.stepGoal) lines.push(t(GOALS_TEXT.todayMet));
  }
  lines.push(
    day.activitiesCompleted === 1
      ? t(GOALS_TEXT.todayActivitiesOne, { points: number(day.pointsEarned) })
      : t(GOALS_TEXT.todayActivities, { activities: number(day.activitiesCompleted), points: number(day.pointsEarned) }),
  );
  if (day.userDailyPointsLeft !== undefined) lines.push(t(GOALS_TEXT.pointsLeft, { points: number(day.userDailyPointsLeft) }));
  return lines;
}

/** '{n} of 7 days met your goal' (the days with steps at or above the step goal); without a goal, how to get one. */
export function weekSummary(days: readonly OverviewDay[], t: Translate): string {
  if (!days.some((day) => day.stepGoal !== null)) return t(GOALS_TEXT.summaryNoGoal);
  return t(GOALS_TEXT.summary, { met: days.filter((day) => day.steps !== null && day.stepGoal !== null && day.steps >= day.stepGoal).length });
}

/** The week's heading date ('Jan 11, 2027'). */
export function weekDate(monday: string, locale: Locale): string {
  return formatMonthDate(monday, { locale });
}

/** A row of the week's table. */
export function tableRow(day: OverviewDay, index: number, locale: Locale, t: Translate): string[] {
  const met = day.steps === null ? t(GOALS_TEXT.notYet) : day.stepGoal === null ? '' : day.steps >= day.stepGoal ? t(GOALS_TEXT.yes) : t(GOALS_TEXT.no);
  return [
    `${weekdayName(index, locale).long} ${formatMonthDate(day.date, { locale })}`,
    day.steps === null ? t(GOALS_TEXT.notYet) : number(day.steps),
    met,
    number(day.activitiesCompleted),
    number(day.pointsEarned),
  ];
}

/** The chart's top: the largest of the steps and the goal, rounded up to a thousand (at least 1,000). */
export function chartTop(days: readonly OverviewDay[]): number {
  const values = days.flatMap((day) => [day.steps ?? 0, day.stepGoal ?? 0]);
  return Math.max(1000, Math.ceil(Math.max(0, ...values) / 1000) * 1000);
}

/** A step count as the chart's label: '7.2k', '950'. */
export function shortSteps(steps: number): string {
  return steps >= 1000 ? `${(Math.round(steps / 100) / 10).toString()}k` : String(steps);
}
