import { defineMeta } from '../../src/core/schema.ts';
import { rewardsGoalsSchema } from '../../src/features/rewards-goals/rewards-goals.schema.ts';

/**
 * `<rewards-goals>`: the rewards goals page (ask-and-rewards 7.2; CONTRACT 4c). Renders the
 * fitness and activity goals, today's overview and the weekly overview chart.
 *
 * ```html
 * <rewards-goals></rewards-goals>
 * ```
 */
export const rewardsGoals = defineMeta({
  tag: 'rewards-goals',
  summary:
    "Rewards goals: 'Fitness goal' and 'Activity goal' fields, each with 'Save goal' (created first when none, then stored; a confirmation after storing); today's overview; the ISO week's steps as a chart with the same numbers in a table screen readers read, the summary '{n} of 7 days met your goal', and 'Previous week' / 'Next week' (never past this week).",
  schema: rewardsGoalsSchema,
  attributes: ['joinUrl'],
  services: ['/applications/loyalty-catalog/user/*'],
});
