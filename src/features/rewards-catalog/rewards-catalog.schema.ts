/**
 * `<rewards-catalog>` configuration (CONTRACT 4c): what every rewards page shares (where 'How to
 * join' goes) and where the points history is, for a redemption whose answer was lost and could
 * not be checked. The goods themselves are the CMS's markup.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';
import { rewardsPageEntries } from '../../domain/rewards-pages.ts';

export const DEFAULT_HISTORY_URL = '/rewards/my-points/';

export const rewardsCatalogSchema = v.object({
  ...rewardsPageEntries,
  historyUrl: text(
    DEFAULT_HISTORY_URL,
    'The page with the points history (rewards-history), offered when the page cannot tell whether a redemption went through (http(s) or a path of this site).',
  ),
});

export type RewardsCatalogConfig = v.InferOutput<typeof rewardsCatalogSchema>;
