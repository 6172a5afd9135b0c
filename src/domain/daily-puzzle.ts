/**
 * The daily puzzle link (brain-health 2.4, 9; CONTRACT 4c `<daily-puzzle-link>`): today's
 * US-Eastern date at the fixed offset UTC-5, as 'MM-DD-YYYY', appended to the link's path as its
 * last segment (/daily-puzzles/11-27-2026).
 *
 * The offset is fixed all year, as brain-health 2.4 and 9 write it ("US Eastern (UTC-5)") and
 * issue 33 repeats it: the puzzle's date changes at 05:00 UTC, also in summer (an earlier reading,
 * America/New_York with daylight saving, was replaced: docs/decisions.md, issue 33). Arithmetic
 * on the UTC calendar, so no time-zone data is needed, and the date is right across midnight UTC,
 * month and year ends and leap days. "Today" is the shared clock (time travel honoured).
 *
 * Decisions where the spec is silent, for the link: query and fragment stay; trailing slashes and
 * a trailing `.html` of the path go; a last segment that is already a date (a cached page) is
 * replaced, never doubled; an empty or non-string href is returned as given.
 */
import { now } from '../core/clock.ts';
import { splitUrl } from '../core/urls.ts';

/** Brain-health 2.4 / 9: the daily puzzle's offset from UTC, in hours. */
export const DAILY_PUZZLE_UTC_OFFSET = -5;
const HOUR_MS = 3_600_000;
const PUZZLE_DATE = /^\d{2}-\d{2}-\d{4}$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Brain-health 2.4: the date at UTC-5 of `at` (default now) as 'MM-DD-YYYY'; '' for an invalid date. */
export function dailyPuzzleDate(at: Date = now()): string {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) return '';
  const wall = new Date(at.getTime() + DAILY_PUZZLE_UTC_OFFSET * HOUR_MS);
  if (Number.isNaN(wall.getTime())) return '';
  return `${pad(wall.getUTCMonth() + 1, 2)}-${pad(wall.getUTCDate(), 2)}-${pad(wall.getUTCFullYear(), 4)}`;
}

/** CONTRACT 4c: `href` with today's puzzle date as the last segment of its path (see the module comment). */
export function dailyPuzzleHref(href: string, at: Date = now()): string {
  const date = dailyPuzzleDate(at);
  if (typeof href !== 'string' || href.trim() === '' || date === '') return href;
  const { base, query, hash } = splitUrl(href.trim());
  let path = base.replace(/\/+$/, '').replace(/\.html?$/i, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (PUZZLE_DATE.test(last)) path = path.slice(0, path.length - last.length).replace(/\/+$/, '');
  return `${path}/${date}${query ? `?${query}` : ''}${hash}`;
}
