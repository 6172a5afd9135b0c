/**
 * The rewards goals' calls (ask-and-rewards 7.2), through the page's rewards client. Every
 * answer is "not shown" in the spec; the fields read are those of the emulator's designed
 * answers (emulator/handlers/rewards.ts, docs/decisions.md "Rewards goals"):
 *
 *   fetchActivityGoal(client)          GET user/getUserActivityGoal/{userId} -> { goal, activityTopics }
 *                                      (404 error.business.GoalNotFound: none yet -> undefined)
 *   createActivityGoal(client)         POST user/createUserActivityGoal/{userId} {}
 *   storeActivityGoal(client, g, ts)   POST user/storeUserActivityGoal/{userId}?goal=&activityTopics=
 *   createFitnessGoal(client)          POST user/createFitnessGoal/{userId} {}
 *   storeFitnessGoal(client, g)        POST user/storeFitnessGoal/{userId}?goal=
 *   fetchDailyOverview(client)         GET user/dailyOverview/{userId} -> today's steps, step goal
 *                                      (the fitness goal: the spec has no call that reads it),
 *                                      activities, points, points left today, activity goal
 *   fetchWeeklyOverview(client, w)     GET user/weeklyOverview/{userId}?week=&year= -> seven days
 */
import * as v from 'valibot';
import type { IsoWeek } from '../domain/rewards-goals.ts';
import { RewardsError, type RewardsClient } from './rewards.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const maybeCount = v.fallback(v.nullable(count), null);

const activityGoalSchema = v.looseObject({
  goal: maybeCount,
  activityTopics: v.fallback(v.array(v.string()), []),
});

export interface ActivityGoal {
  goal: number | null;
  topics: string[];
}

/** The activity goal, or undefined when the member has none yet (the service's 404 goal-not-found). */
export async function fetchActivityGoal(client: RewardsClient): Promise<ActivityGoal | undefined> {
  try {
    const { data } = await client.call({ path: client.userPath('user/getUserActivityGoal/{userId}'), participant: true }, activityGoalSchema);
    return { goal: data.goal, topics: data.activityTopics };
  } catch (error) {
    if (error instanceof RewardsError && error.status === 404) return undefined;
    throw error;
  }
}

const anyObject = v.looseObject({});

export async function createActivityGoal(client: RewardsClient): Promise<void> {
  await client.call({ path: client.userPath('user/createUserActivityGoal/{userId}'), body: {}, participant: true }, anyObject);
}

export async function storeActivityGoal(client: RewardsClient, goal: number, topics: readonly string[]): Promise<ActivityGoal> {
  const query = new URLSearchParams({ goal: String(goal), activityTopics: topics.join(',') });
  const { data } = await client.call(
    { path: `${client.userPath('user/storeUserActivityGoal/{userId}')}?${query.toString()}`, body: {}, participant: true },
    activityGoalSchema,
  );
  return { goal: data.goal, topics: data.activityTopics };
}

export async function createFitnessGoal(client: RewardsClient): Promise<void> {
  await client.call({ path: client.userPath('user/createFitnessGoal/{userId}'), body: {}, participant: true }, anyObject);
}

const fitnessGoalSchema = v.looseObject({ goal: maybeCount });

export async function storeFitnessGoal(client: RewardsClient, goal: number): Promise<number | null> {
  const query = new URLSearchParams({ goal: String(goal) });
  const { data } = await client.call(
    { path: `${client.userPath('user/storeFitnessGoal/{userId}')}?${query.toString()}`, body: {}, participant: true },
    fitnessGoalSchema,
  );
  return data.goal;
}

const daySchema = v.looseObject({
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  steps: maybeCount,
  stepGoal: maybeCount,
  goalMet: v.fallback(v.boolean(), false),
  activitiesCompleted: v.fallback(count, 0),
  pointsEarned: v.fallback(count, 0),
});

export type OverviewDay = v.InferOutput<typeof daySchema>;

const dailySchema = v.looseObject({
  ...daySchema.entries,
  userDailyPointsLeft: v.fallback(v.optional(count), undefined),
  activityGoal: maybeCount,
});

export type DailyOverview = v.InferOutput<typeof dailySchema>;

export async function fetchDailyOverview(client: RewardsClient): Promise<DailyOverview> {
  const { data } = await client.call({ path: client.userPath('user/dailyOverview/{userId}'), participant: true }, dailySchema);
  return data;
}

const weeklySchema = v.looseObject({
  days: v.pipe(v.array(daySchema), v.length(7)),
  activitiesCompleted: v.fallback(count, 0),
  activityGoal: maybeCount,
});

export type WeeklyOverview = v.InferOutput<typeof weeklySchema>;

export async function fetchWeeklyOverview(client: RewardsClient, { year, week }: IsoWeek, signal?: AbortSignal): Promise<WeeklyOverview> {
  const query = new URLSearchParams({ week: String(week), year: String(year) });
  const { data } = await client.call(
    { path: `${client.userPath('user/weeklyOverview/{userId}')}?${query.toString()}`, participant: true, ...(signal ? { signal } : {}) },
    weeklySchema,
  );
  return data;
}
