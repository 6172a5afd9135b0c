/**
 * The rewards history (issue 31; ask-and-rewards 7.2's transactions row, CONTRACT 4c): the request
 * of each tab (PURCHASES is purchasePoints with activityType=redemption), the rows' points and
 * dates, what 'Show more' says, rows not shown twice, and the `data-size` field.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { historyPath } from '../../../../src/api/rewards-history.ts';
import { appendRows, moreAnnouncement, rowDate, rowPoints } from '../../../../src/features/rewards-history/rewards-history.logic.ts';
import { rewardsHistorySchema } from '../../../../src/features/rewards-history/rewards-history.schema.ts';

const fill = (text: string, params?: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (_all, key: string) => String(params?.[key] ?? ''));

describe('the request (7.2: transaction/{brand}Points or purchasePoints, ?userPrimaryIdentifier&userGroupDesignIdentifier=member&activityType&size&page)', () => {
  const rows: ReadonlyArray<[string, Parameters<typeof historyPath>, string]> = [
    [
      'points earned, first page',
      ['member', 'earned', 'fed-1', 0, 10],
      'transaction/memberPoints?userPrimaryIdentifier=fed-1&userGroupDesignIdentifier=member&activityType=earn&size=10&page=0',
    ],
    [
      'points used (PURCHASES), third page',
      ['member', 'used', 'fed-1', 2, 25],
      'transaction/purchasePoints?userPrimaryIdentifier=fed-1&userGroupDesignIdentifier=member&activityType=redemption&size=25&page=2',
    ],
    [
      'a user id that needs encoding',
      ['member', 'earned', 'a b&c', 0, 10],
      'transaction/memberPoints?userPrimaryIdentifier=a+b%26c&userGroupDesignIdentifier=member&activityType=earn&size=10&page=0',
    ],
  ];
  it.each(rows)('%s', (_name, args, path) => expect(historyPath(...args)).toBe(path));
});

describe('a row', () => {
  const points: ReadonlyArray<[string, 'earned' | 'used', number, string]> = [
    ['earned', 'earned', 300, '+300 points'],
    ['earned, grouped', 'earned', 12480, '+12,480 points'],
    ['used (sent negative)', 'used', -500, '500 points'],
    ['used, grouped', 'used', -1500, '1,500 points'],
    ['a negative row in the earned list (a correction)', 'earned', -25, '25 points'],
  ];
  it.each(points)('points: %s', (_name, kind, value, text) => expect(rowPoints(kind, value, fill)).toBe(text));

  it('the date is the US-Eastern day, as site 9 writes dates', () => {
    expect(rowDate('2027-01-10T15:00:00.000Z', 'en')).toBe('Jan 10, 2027');
    // 03:00 UTC is still the evening before in New York.
    expect(rowDate('2027-01-11T03:00:00.000Z', 'en')).toBe('Jan 10, 2027');
    expect(rowDate('2027-01-10T15:00:00.000Z', 'es')).toBe('Ene 10, 2027');
  });
});

describe("'Show more'", () => {
  it('says how many came, and the end with the last page', () => {
    expect(moreAnnouncement('earned', 10, false, fill)).toBe('10 more shown.');
    expect(moreAnnouncement('used', 3, true, fill)).toBe('3 more shown. That is all the points you have used.');
  });
  it('never shows a row twice (one that moved to the next page while the visitor read)', () => {
    const a = { id: 'TX-1' };
    const b = { id: 'TX-2' };
    const c = { id: 'TX-3' };
    const anonymous = { id: undefined };
    expect(appendRows([a, b], [b, c, anonymous])).toEqual([a, b, c, anonymous]);
  });
});

describe('data-size (1 to 100, default 10)', () => {
  const rows: ReadonlyArray<[string, unknown, number | 'error']> = [
    ['absent', undefined, 10],
    ['"25"', '25', 25],
    ['100', 100, 100],
    ['"0"', '0', 'error'],
    ['"101"', '101', 'error'],
    ['"ten"', 'ten', 'error'],
  ];
  it.each(rows)('%s', (_name, size, expected) => {
    const parsed = v.safeParse(rewardsHistorySchema, size === undefined ? {} : { size });
    if (expected === 'error') expect(parsed.success).toBe(false);
    else expect(parsed.success && parsed.output.size).toBe(expected);
  });
});
