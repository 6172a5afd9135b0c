/**
 * How a points balance reads (ask-and-rewards 2.3, 4.9, 5.5, 9.2): the three forms the header's
 * account menu and `rewards-points` share. Pure and table-tested
 * (test/unit/domain/rewards-points.test.ts). Kept out of domain/rewards.ts, which identity (every
 * page) imports, so the tag-less page does not carry it; the number format itself is
 * `formatPoints` of core/numbers.ts.
 */
import { untranslated, type Translate } from '../core/i18n.ts';
import { formatPoints, groupThousands } from '../core/numbers.ts';

/** The three readings of 2.3: '{n} pts', '{n} POINTS' and '{brand} Rewards {n} POINTS'. */
export const POINTS_FORMATS = ['pts', 'POINTS', 'brand'] as const;
export type PointsFormat = (typeof POINTS_FORMATS)[number];

/** A whole, non-negative points value in English digit grouping (1,234,567); '' otherwise (5.5). */
export function groupedPoints(value: unknown): string {
  if (formatPoints(value) === '') return '';
  return groupThousands(Math.floor(Number(value)));
}

/**
 * Ask-and-rewards 2.3 / site 2.3, the three points forms: '{n} pts' and '{n} POINTS' with the
 * points number format of 9.2 (1,234 / 123K / 1.2M), and '{brand} Rewards {n} POINTS' with n in
 * English digit grouping (1,234,567). '' for a balance that is not a non-negative number (5.5).
 */
export function pointsText(format: PointsFormat, balance: unknown, brand: string, t: Translate = untranslated): string {
  const short = formatPoints(balance);
  if (short === '') return '';
  if (format === 'pts') return t('{n} pts', { n: short });
  if (format === 'POINTS') return t('{n} POINTS', { n: short });
  return t('{brand} Rewards {n} POINTS', { brand, n: groupedPoints(balance) });
}

/** 2.3, 4.9: the words of the 'not opted' state (the spec names the state, not its words). */
export function notOptedText(brand: string, t: Translate = untranslated): string {
  return t('Not opted in to {brand} Rewards', { brand });
}
