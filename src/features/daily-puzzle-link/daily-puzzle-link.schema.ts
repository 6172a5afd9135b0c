/**
 * `<daily-puzzle-link>` configuration (CONTRACT 4c): none. The CMS's link is the element's
 * content; its path gets today's puzzle date (domain/daily-puzzle.ts).
 */
import * as v from 'valibot';

export const dailyPuzzleLinkSchema = v.object({});

export type DailyPuzzleLinkConfig = v.InferOutput<typeof dailyPuzzleLinkSchema>;
