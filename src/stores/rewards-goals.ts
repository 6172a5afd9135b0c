/**
 * The rewards goals' flows (issue 32; ask-and-rewards 7.2), through the page's rewards client.
 *
 *   loadGoals(doc?)               the activity goal (none: undefined) and today's overview, whose
 *                                 stepGoal is the fitness goal (null: none yet)
 *   saveGoal(kind, goal, state)   stores a goal, creating it first when the member has none
 *                                 (createFitnessGoal / createUserActivityGoal); the activity
 *                                 goal keeps its topics. Resolves with the stored goal.
 *   loadWeek(week, doc?, signal)  the weekly overview of an ISO week
 *   easternToday(doc?)            the service's day: the US-Eastern calendar day of the page
 *                                 clock (TimeTravelCookie honoured)
 */
import { now } from '../core/clock.ts';
import { formatIsoDate } from '../core/dates.ts';
import { US_EASTERN } from '../core/time-zone.ts';
import type { GoalKind, IsoWeek } from '../domain/rewards-goals.ts';
import {
  createActivityGoal,
  createFitnessGoal,
  fetchActivityGoal,
  fetchDailyOverview,
  fetchWeeklyOverview,
  storeActivityGoal,
  storeFitnessGoal,
  type ActivityGoal,
  type DailyOverview,
  type OverviewDay,
  type WeeklyOverview,
} from '../api/rewards-goals.ts';
import { rewardsClientFor } from './rewards-client.ts';

export type { ActivityGoal, DailyOverview, OverviewDay, WeeklyOverview };

export interface Goals {
  activity: ActivityGoal | undefined;
  daily: DailyOverview;
}

export async function loadGoals(doc: Document = document): Promise<Goals> {
  const client = rewardsClientFor(doc);
  const [activity, daily] = await Promise.all([fetchActivityGoal(client), fetchDailyOverview(client)]);
  return { activity, daily };
}

/** What the page knows of a goal before storing it: whether one exists (else it is created first) and the activity goal's topics. */
export interface GoalState {
  exists: boolean;
  topics?: readonly string[];
}

export async function saveGoal(kind: GoalKind, goal: number, state: GoalState, doc: Document = document): Promise<number | null> {
  const client = rewardsClientFor(doc);
  if (kind === 'fitness') {
    if (!state.exists) await createFitnessGoal(client);
    return storeFitnessGoal(client, goal);
  }
  if (!state.exists) await createActivityGoal(client);
  return (await storeActivityGoal(client, goal, state.topics ?? [])).goal;
}

export function loadWeek(week: IsoWeek, doc: Document = document, signal?: AbortSignal): Promise<WeeklyOverview> {
  return fetchWeeklyOverview(rewardsClientFor(doc), week, signal);
}

export function easternToday(doc: Document = document): string {
  return formatIsoDate(now(doc.cookie), US_EASTERN);
}
