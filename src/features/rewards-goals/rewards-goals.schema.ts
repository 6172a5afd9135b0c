/**
 * `<rewards-goals>` configuration (CONTRACT 4c): only what every rewards page shares (where 'How
 * to join' goes, domain/rewards-pages.ts). The element renders the rest.
 */
import * as v from 'valibot';
import { rewardsPageEntries } from '../../domain/rewards-pages.ts';

export const rewardsGoalsSchema = v.object({ ...rewardsPageEntries });

export type RewardsGoalsConfig = v.InferOutput<typeof rewardsGoalsSchema>;
