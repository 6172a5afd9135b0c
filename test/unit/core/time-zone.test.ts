import { describe, expect, it } from 'vitest';
import { INVALID_PARTS, intlZonedParts, US_EASTERN, validParts, zonedParts } from '../../../src/core/time-zone.ts';

// site 2.14: US Eastern is UTC-5, or UTC-4 in daylight saving (co-browse hours, Monday-Friday
// 8-20). (The daily puzzle uses a fixed UTC-5: src/domain/daily-puzzle.ts.) In 2026 daylight saving
// starts on 8 March at 07:00Z (02:00 EST becomes 03:00 EDT) and ends on 1 November at 06:00Z
// (02:00 EDT becomes 01:00 EST, so 01:00-01:59 happens twice).
type Row = [string, number, number, number, number, number, number];

describe('zonedParts in US Eastern', () => {
  it.each<Row>([
    // [instant, year, month, day, hour, minute, weekday (0 = Sunday)]
    // winter, UTC-5
    ['2026-01-15T17:00:00Z', 2026, 1, 15, 12, 0, 4],
    ['2026-01-16T04:59:00Z', 2026, 1, 15, 23, 59, 4],
    ['2026-01-16T05:00:00Z', 2026, 1, 16, 0, 0, 5], // midnight is hour 0, not 24
    // summer, UTC-4
    ['2026-07-15T16:00:00Z', 2026, 7, 15, 12, 0, 3],
    ['2026-07-16T03:59:00Z', 2026, 7, 15, 23, 59, 3],
    ['2026-07-16T04:00:00Z', 2026, 7, 16, 0, 0, 4],
    // spring forward, 2026-03-08 (a Sunday)
    ['2026-03-08T04:59:00Z', 2026, 3, 7, 23, 59, 6],
    ['2026-03-08T05:00:00Z', 2026, 3, 8, 0, 0, 0],
    ['2026-03-08T06:59:00Z', 2026, 3, 8, 1, 59, 0],
    ['2026-03-08T07:00:00Z', 2026, 3, 8, 3, 0, 0], // 02:00 never happens
    ['2026-03-09T03:59:00Z', 2026, 3, 8, 23, 59, 0],
    ['2026-03-09T04:00:00Z', 2026, 3, 9, 0, 0, 1],
    // fall back, 2026-11-01 (a Sunday)
    ['2026-11-01T03:59:00Z', 2026, 10, 31, 23, 59, 6],
    ['2026-11-01T04:00:00Z', 2026, 11, 1, 0, 0, 0],
    ['2026-11-01T05:59:00Z', 2026, 11, 1, 1, 59, 0], // first 01:59 (EDT)
    ['2026-11-01T06:00:00Z', 2026, 11, 1, 1, 0, 0], // 01:00 again (EST)
    ['2026-11-01T06:59:00Z', 2026, 11, 1, 1, 59, 0], // second 01:59
    ['2026-11-01T07:00:00Z', 2026, 11, 1, 2, 0, 0],
    ['2026-11-02T04:59:00Z', 2026, 11, 1, 23, 59, 0],
    ['2026-11-02T05:00:00Z', 2026, 11, 2, 0, 0, 1],
    // year end
    ['2027-01-01T04:59:00Z', 2026, 12, 31, 23, 59, 4],
  ])('%s -> %d-%d-%d %d:%d weekday %d', (instant, year, month, day, hour, minute, weekday) => {
    expect(zonedParts(new Date(instant), US_EASTERN)).toEqual({ year, month, day, hour, minute, weekday });
  });

  it('US Eastern is the default zone', () => {
    expect(zonedParts(new Date('2026-03-08T07:00:00Z'))).toEqual(zonedParts(new Date('2026-03-08T07:00:00Z'), 'America/New_York'));
  });
});

// Every weekday of one week, at noon Eastern: 17-23 May 2026 runs Sunday to Saturday.
describe('zonedParts weekday', () => {
  it.each([
    ['2026-05-17', 0],
    ['2026-05-18', 1],
    ['2026-05-19', 2],
    ['2026-05-20', 3],
    ['2026-05-21', 4],
    ['2026-05-22', 5],
    ['2026-05-23', 6],
  ])('%s -> %d', (day, weekday) => {
    expect(zonedParts(new Date(`${day}T16:00:00Z`)).weekday).toBe(weekday);
  });

  it('the weekday follows the zone, not UTC', () => {
    // Saturday 02:00Z is still Friday evening in New York
    expect(zonedParts(new Date('2026-05-23T02:00:00Z'), US_EASTERN).weekday).toBe(5);
    expect(zonedParts(new Date('2026-05-23T02:00:00Z'), 'UTC').weekday).toBe(6);
  });
});

describe('zonedParts in other zones', () => {
  it.each<Row>([
    ['2026-03-08T07:00:00Z', 2026, 3, 8, 7, 0, 0],
    ['2800-12-31T05:00:00Z', 2800, 12, 31, 5, 0, 0],
  ])('UTC: %s', (instant, year, month, day, hour, minute, weekday) => {
    expect(zonedParts(new Date(instant), 'UTC')).toEqual({ year, month, day, hour, minute, weekday });
  });

  it('Asia/Kolkata (UTC+5:30, no daylight saving)', () => {
    expect(zonedParts(new Date('2800-12-30T18:30:00Z'), 'Asia/Kolkata')).toMatchObject({ year: 2800, month: 12, day: 31, hour: 0, minute: 0 });
  });
});

describe('zonedParts never throws', () => {
  it.each([
    ['an invalid date', new Date(Number.NaN), US_EASTERN],
    ['an unknown zone', new Date('2026-01-15T12:00:00Z'), 'Not/AZone'],
    ['an empty zone', new Date('2026-01-15T12:00:00Z'), ''],
    ['not a date', '2026-01-15' as unknown as Date, US_EASTERN],
  ])('%s -> invalid parts', (_, date, zone) => {
    const parts = zonedParts(date, zone);
    expect(parts).toEqual(INVALID_PARTS);
    expect(validParts(parts)).toBe(false);
  });

  it('valid parts are recognised as valid', () => {
    expect(validParts(zonedParts(new Date('2026-01-15T12:00:00Z')))).toBe(true);
  });
});

describe('US Eastern by arithmetic agrees with Intl (America/New_York)', () => {
  // The arithmetic's offset is constant (UTC-5 or UTC-4) between its two changes of each year,
  // and the wall clock is the instant shifted by that offset. So it agrees with Intl everywhere
  // when (1) every change is at the same instant as Intl's: checked hour by hour, and a minute
  // before each hour, for 3 hours either side of both changes of every year, and of each New
  // Year (the rule's year is picked there); and (2) Intl has no other change and the parts of
  // every stretch between changes agree: checked every 25 hours from 2007 to 2045, which meets
  // every day but one in 25, every hour of the day and every weekday, so a stretch of Intl's
  // offset that the arithmetic lacks would have to be shorter than a day to slip between two
  // samples (Intl's changes for this zone are months apart). About 15,000 comparisons instead of
  // every hour of the 39 years (350,000, which took 3.5 s and once ran into the 5 s limit).
  const HOUR = 3_600_000;
  const compare = (times: Iterable<number>): string[] => {
    const mismatches: string[] = [];
    for (const time of times) {
      const instant = new Date(time);
      const fast = zonedParts(instant, US_EASTERN);
      const intl = intlZonedParts(instant, US_EASTERN);
      if (JSON.stringify(fast) !== JSON.stringify(intl)) mismatches.push(`${instant.toISOString()}: ${JSON.stringify(fast)} vs ${JSON.stringify(intl)}`);
      if (mismatches.length === 5) break;
    }
    return mismatches;
  };
  /** Sundays of `month` (0-based) in `year`, by UTC date. */
  const sundays = (year: number, month: number) => {
    const days: number[] = [];
    for (let day = 1; day <= 31; day += 1) {
      const date = new Date(Date.UTC(year, month, day));
      if (date.getUTCMonth() === month && date.getUTCDay() === 0) days.push(day);
    }
    return days;
  };

  it('around both changes of every year 2007-2045 and every New Year, hour by hour', () => {
    function* aroundChanges() {
      for (let year = 2007; year <= 2045; year += 1) {
        // Second Sunday of March 07:00Z, first Sunday of November 06:00Z: found here from the
        // calendar, not from the code under test; Intl says whether they are right.
        const changes = [Date.UTC(year, 2, sundays(year, 2)[1]!, 7), Date.UTC(year, 10, sundays(year, 10)[0]!, 6), Date.UTC(year, 0, 1, 5)];
        for (const change of changes) {
          for (let hour = -3; hour <= 3; hour += 1) {
            yield change + hour * HOUR;
            yield change + hour * HOUR - 60_000;
          }
        }
      }
    }
    const times = [...aroundChanges()];
    expect(times).toHaveLength(39 * 3 * 14);
    expect(compare(times)).toEqual([]);
  });

  it('every 25 hours, 2007-2045', () => {
    function* sample() {
      for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2046, 0, 1); time += 25 * HOUR) yield time;
    }
    expect(compare(sample())).toEqual([]);
  });

  it('goes through Intl before 2007, when the rule was different (first Sunday of April)', () => {
    // 2006-04-02 was the first Sunday of April: 07:00Z is 03:00 EDT. The 2007 rule would say EST.
    expect(zonedParts(new Date('2006-04-02T07:00:00Z'), US_EASTERN).hour).toBe(3);
    expect(zonedParts(new Date('2006-03-12T08:00:00Z'), US_EASTERN).hour).toBe(3); // 2007 rule would say 4
  });
});
