/**
 * `<daily-puzzle-link>`'s timing (brain-health 2.4, 9): when today's puzzle date next changes, so
 * a page left open across the change (05:00 UTC, midnight at the fixed UTC-5 of
 * domain/daily-puzzle.ts) points at the new day's puzzle without a reload. Pure.
 */
import { DAILY_PUZZLE_UTC_OFFSET } from '../../domain/daily-puzzle.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Milliseconds from `at` until the puzzle date changes (1 to 24 h); a day for an invalid date. */
export function msUntilNextPuzzleDate(at: Date): number {
  const time = at instanceof Date ? at.getTime() : Number.NaN;
  if (!Number.isFinite(time)) return DAY_MS;
  const wall = time + DAILY_PUZZLE_UTC_OFFSET * HOUR_MS;
  const intoDay = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - intoDay;
}
