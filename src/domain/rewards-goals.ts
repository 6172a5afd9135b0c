/**
 * The rewards goals page's rules (issue 32; ask-and-rewards 7.2's goal and overview calls; CONTRACT
 * 4c `rewards-goals`). Pure: the caller passes "today" (the US-Eastern calendar day of the page
 * clock, the service's day).
 *
 *   isoWeekOf(day)                 the ISO 8601 week and week-year of 'YYYY-MM-DD'
 *   isoWeekMonday(year, week)      the Monday of that ISO week, 'YYYY-MM-DD'
 *   isoWeeksIn(year)               52 or 53
 *   shiftWeek(week, by)            the ISO week `by` weeks later (earlier when negative)
 *   isAfterWeek(a, b)              whether week a comes after week b
 *   goalInput(kind, text)          a goal typed by the visitor: a whole number in the service's
 *                                  range, or the problem ('empty' | 'not-number' | 'range')
 */

export interface IsoWeek {
  year: number;
  week: number;
}

const DAY_MS = 86_400_000;

const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** ISO 8601: weeks start on Monday; week 1 is the week with the year's first Thursday. */
export function isoWeekOf(day: string): IsoWeek {
  const time = utc(day);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const thursday = time + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const firstThursday = utc(`${year}-01-04`) + (3 - ((new Date(utc(`${year}-01-04`)).getUTCDay() + 6) % 7)) * DAY_MS;
  return { year, week: 1 + Math.round((thursday - firstThursday) / (7 * DAY_MS)) };
}

export function isoWeekMonday(year: number, week: number): string {
  const jan4 = utc(`${String(year).padStart(4, '0')}-01-04`);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return dayOf(mondayOfWeek1 + (week - 1) * 7 * DAY_MS);
}

export function isoWeeksIn(year: number): number {
  return isoWeekOf(`${year}-12-28`).week;
}

export function shiftWeek({ year, week }: IsoWeek, by: number): IsoWeek {
  return isoWeekOf(dayOf(utc(isoWeekMonday(year, week)) + by * 7 * DAY_MS));
}

export function isAfterWeek(a: IsoWeek, b: IsoWeek): boolean {
  return a.year > b.year || (a.year === b.year && a.week > b.week);
}

/** The seven days of an ISO week, Monday first. */
export function weekDays({ year, week }: IsoWeek): string[] {
  const monday = utc(isoWeekMonday(year, week));
  return Array.from({ length: 7 }, (_, index) => dayOf(monday + index * DAY_MS));
}

export type GoalKind = 'fitness' | 'activity';

/** The goals the service takes (the emulator's ranges, docs/decisions.md): daily steps, activities a week. */
export const GOAL_RANGE: Readonly<Record<GoalKind, { min: number; max: number }>> = {
  fitness: { min: 500, max: 100_000 },
  activity: { min: 1, max: 50 },
};

export type GoalProblem = 'empty' | 'not-number' | 'range';

/** A goal as typed: digits with optional thousands commas or spaces; a whole number in its range. */
export function goalInput(kind: GoalKind, typed: string): { ok: true; goal: number } | { ok: false; problem: GoalProblem } {
  const text = typed.trim().replace(/[,\s]/g, '');
  if (!text) return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'not-number' };
  const goal = Number(text);
  const { min, max } = GOAL_RANGE[kind];
  return goal >= min && goal <= max ? { ok: true, goal } : { ok: false, problem: 'range' };
}
