import { defineMeta } from '../../src/core/schema.ts';
import { dailyPuzzleLinkSchema } from '../../src/features/daily-puzzle-link/daily-puzzle-link.schema.ts';

/**
 * `<daily-puzzle-link>`: the daily puzzle link, dated today in US Eastern time at the fixed
 * UTC-5 (brain-health 2.4, 9; CONTRACT 4c).
 *
 * ```html
 * <daily-puzzle-link><a href="/daily-puzzles/">Today's puzzle</a></daily-puzzle-link>
 * ```
 */
export const dailyPuzzleLink = defineMeta({
  tag: 'daily-puzzle-link',
  summary:
    "Daily puzzle link: the CMS link's path gets today's date at UTC-5 as MM-DD-YYYY, its last segment (/daily-puzzles/11-27-2026), and the next day's when the date changes while the page is open.",
  schema: dailyPuzzleLinkSchema,
  attributes: [],
});
