/**
 * The rewards history (ask-and-rewards 7.2 transactions; CONTRACT 4c `rewards-history`): the
 * two lists' words, a row's date, description and points, and what is said when more rows come
 * or the list ends.
 */
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { formatMonthDate } from '../../core/dates.ts';
import { US_EASTERN } from '../../core/time-zone.ts';
import { groupedPoints } from '../../domain/rewards-points.ts';
import type { HistoryKind } from '../../stores/rewards-history.ts';

export type { HistoryKind };

export const HISTORY_KINDS: readonly HistoryKind[] = ['earned', 'used'];
export const DEFAULT_HISTORY_SIZE = 10;
/** The most rows a page asks for (the emulator's limit: 100). */
export const MAX_HISTORY_SIZE = 100;

export const HISTORY_TEXT = {
  tabs: 'Your points history',
  earned: 'Points earned',
  used: 'Points used',
  loading: 'Loading…',
  showMore: 'Show more',
  more: '{count} more shown.',
  endEarned: 'That is all the points you have earned.',
  endUsed: 'That is all the points you have used.',
  noneEarned: 'You have not earned any points yet.',
  noneUsed: 'You have not used any points yet.',
  failed: 'We could not load your points history.',
  earnedPoints: '+{points} points',
  usedPoints: '{points} points',
} as const;

export const tabText = (kind: HistoryKind, t: Translate) => t(kind === 'earned' ? HISTORY_TEXT.earned : HISTORY_TEXT.used);
export const endText = (kind: HistoryKind, t: Translate) => t(kind === 'earned' ? HISTORY_TEXT.endEarned : HISTORY_TEXT.endUsed);
export const noneText = (kind: HistoryKind, t: Translate) => t(kind === 'earned' ? HISTORY_TEXT.noneEarned : HISTORY_TEXT.noneUsed);

/** A row's date, on the US-Eastern calendar (the service's day), as site 9 writes dates. */
export const rowDate = (date: string, locale: Locale) => formatMonthDate(date, { locale, timeZone: US_EASTERN });

/** Earned: '+300 points'; used: '500 points' (the service sends used points negative). */
export function rowPoints(kind: HistoryKind, points: number, t: Translate): string {
  const amount = groupedPoints(Math.abs(points));
  return kind === 'earned' && points >= 0 ? t(HISTORY_TEXT.earnedPoints, { points: amount }) : t(HISTORY_TEXT.usedPoints, { points: amount });
}

/** What is said after 'Show more': how many came, and the end when there is no more. */
export function moreAnnouncement(kind: HistoryKind, count: number, last: boolean, t: Translate): string {
  const more = t(HISTORY_TEXT.more, { count });
  return last ? `${more} ${endText(kind, t)}` : more;
}

/** Rows not already shown (a row that moved to the next page while the visitor read is not shown twice). */
export function appendRows<R extends { id: string | undefined }>(shown: readonly R[], page: readonly R[]): R[] {
  const ids = new Set(shown.map((row) => row.id).filter((id): id is string => id !== undefined));
  return [...shown, ...page.filter((row) => row.id === undefined || !ids.has(row.id))];
}
