/**
 * The expiring points (issue 31; ask-and-rewards 7.2 expiration, CONTRACT 4c): the rows soonest
 * first with the days left on the US-Eastern calendar, the spec's empty sentence, the total, the
 * dates as site 9 writes them, 'Use them', and the `data-months` field.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  daysLeftText,
  expiringRows,
  noneText,
  rowDate,
  totalText,
  catalogAffordableUrl,
  splitRows,
} from '../../../../src/features/rewards-expiring/rewards-expiring.logic.ts';
import { rewardsExpiringSchema } from '../../../../src/features/rewards-expiring/rewards-expiring.schema.ts';

const fill = (text: string, params?: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (_all, key: string) => String(params?.[key] ?? ''));
// The demo's day: 2027-01-15 12:00 in New York.
const TODAY = new Date('2027-01-15T17:00:00Z');

describe('rows: one per date, soonest first, with the days left', () => {
  it('sorts, adds up one date, leaves out past dates, bad dates and points that are not positive', () => {
    const rows = expiringRows(
      [
        { expirationDate: '2027-03-31', points: 450 },
        { expirationDate: '2027-01-24', points: 200 },
        { expirationDate: '2027-01-24', points: 100 },
        { expirationDate: '2027-01-14', points: 999 },
        { expirationDate: '2027-02-30', points: 5 },
        { expirationDate: 'soon', points: 5 },
        { expirationDate: '2027-01-15', points: 0 },
      ],
      TODAY,
    );
    expect(rows).toEqual([
      { expirationDate: '2027-01-24', points: 300, daysLeft: 9 },
      { expirationDate: '2027-03-31', points: 450, daysLeft: 75 },
    ]);
  });

  const days: ReadonlyArray<[string, string, number]> = [
    ['today, late evening in New York (already tomorrow in UTC)', '2027-01-16T04:30:00Z', 0],
    ['today, just after midnight in New York', '2027-01-15T05:01:00Z', 0],
    ['the day before, in New York', '2027-01-15T04:59:00Z', 1],
  ];
  it.each(days)('the day is US Eastern: %s', (_name, at, left) => {
    expect(expiringRows([{ expirationDate: '2027-01-15', points: 10 }], new Date(at))[0]?.daysLeft).toBe(left);
  });

  const words: ReadonlyArray<[number, string]> = [
    [0, 'today'],
    [1, 'tomorrow'],
    [2, 'in 2 days'],
    [9, 'in 9 days'],
  ];
  it.each(words)('%i days left reads %s', (left, text) => expect(daysLeftText(left, fill)).toBe(text));
});

describe('the soonest dates show, the later ones wait behind a button', () => {
  const rowsOf = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ expirationDate: `2027-02-${String(index + 1).padStart(2, '0')}`, points: 10, daysLeft: 17 + index }));
  const splits: Array<[count: number, soonest: number, later: number]> = [
    [0, 0, 0],
    [1, 1, 0],
    [3, 3, 0],
    [4, 3, 1],
    [9, 3, 6],
  ];
  it.each(splits)('%i dates: %i at once, %i later', (count, soonest, later) => {
    const split = splitRows(rowsOf(count));
    expect([split.soonest.length, split.later.length]).toEqual([soonest, later]);
    expect([...split.soonest, ...split.later]).toEqual(rowsOf(count));
  });
});

describe('the words', () => {
  it("none: the spec's sentence, with the months asked for (one month: singular)", () => {
    expect(noneText(6, fill)).toBe('No points expire in the next 6 months');
    expect(noneText(12, fill)).toBe('No points expire in the next 12 months');
    expect(noneText(1, fill)).toBe('No points expire in the next month');
  });
  it('the total, grouped', () => {
    expect(
      totalText(
        expiringRows(
          [
            { expirationDate: '2027-02-28', points: 1480 },
            { expirationDate: '2027-06-30', points: 5000 },
          ],
          TODAY,
        ),
        6,
        fill,
      ),
    ).toBe('6,480 points expire in the next 6 months.');
  });
  it("dates as site 9 writes them ('Mon DD, YYYY'), in Spanish on Spanish pages", () => {
    const [row] = expiringRows([{ expirationDate: '2027-01-24', points: 1 }], TODAY);
    expect(rowDate(row!, 'en')).toBe('Jan 24, 2027');
    expect(rowDate(row!, 'es')).toBe('Ene 24, 2027');
  });
  it("'Use them': the catalogue with show=affordable; http(s) only", () => {
    expect(catalogAffordableUrl('/rewards/catalog/', 'https://www.example.org/rewards/my-points/')).toBe(
      'https://www.example.org/rewards/catalog/?show=affordable',
    );
    expect(catalogAffordableUrl('https://partner.example.org/c?x=1', 'https://www.example.org/')).toBe('https://partner.example.org/c?x=1&show=affordable');
    expect(catalogAffordableUrl('javascript:alert(1)', 'https://www.example.org/')).toBeUndefined();
  });
});

describe('data-months (1 to 24, default 6)', () => {
  const rows: ReadonlyArray<[string, unknown, number | 'error']> = [
    ['absent', undefined, 6],
    ['"3"', '3', 3],
    ['12', 12, 12],
    ['"24"', '24', 24],
    ['"0"', '0', 'error'],
    ['"25"', '25', 'error'],
    ['"six"', 'six', 'error'],
    ['2.5', 2.5, 'error'],
  ];
  it.each(rows)('%s', (_name, months, expected) => {
    const parsed = v.safeParse(rewardsExpiringSchema, months === undefined ? {} : { months });
    if (expected === 'error') expect(parsed.success).toBe(false);
    else expect(parsed.success && parsed.output.months).toBe(expected);
  });
});
