// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { daysUntil, formatIsoDate, formatMonthDate, formatUsDate } from '../../../src/core/dates.ts';
import { isCalendarDay, parseDate } from '../../../src/core/iso-date.ts';
import { US_EASTERN } from '../../../src/core/time-zone.ts';

// These tests pass in any local time zone: calendar dates are checked with the local getters,
// instants with getTime(), and formatting of instants always names its time zone.
// (Checked with TZ=UTC, America/New_York, Asia/Kolkata and Pacific/Kiritimati.)

const DAY = 86_400_000;

// CONTRACT 3: dates in cookies are ISO 8601, a date or a date-time ('2027-03-01',
// '2800-12-31T05:00Z'). A date-only value is a calendar day: local midnight of that day.
describe('parseDate: date-only values are calendar days', () => {
  it.each([
    ['2027-03-01', 2027, 3, 1],
    [' 2027-03-01 ', 2027, 3, 1], // surrounding whitespace is not part of the value
    ['2800-12-31', 2800, 12, 31], // lifetime year (site 4.3)
    ['2024-02-29', 2024, 2, 29], // leap year
    ['2000-02-29', 2000, 2, 29], // century divisible by 400 is a leap year
    ['2027-12-31', 2027, 12, 31],
    ['2027-01-01', 2027, 1, 1],
    ['0099-01-01', 99, 1, 1], // not turned into 1999
  ])('%j -> %d-%d-%d at local midnight', (value, year, month, day) => {
    const date = parseDate(value);
    expect(date).toBeInstanceOf(Date);
    expect([date?.getFullYear(), (date?.getMonth() ?? -1) + 1, date?.getDate()]).toEqual([year, month, day]);
    expect([date?.getHours(), date?.getMinutes(), date?.getSeconds(), date?.getMilliseconds()]).toEqual([0, 0, 0, 0]);
  });
});

describe('parseDate: date-times with a zone are instants', () => {
  it.each([
    ['2800-12-31T05:00Z', Date.UTC(2800, 11, 31, 5, 0)], // stored lifetime value (site 4.5)
    ['2800-12-30T18:30Z', Date.UTC(2800, 11, 30, 18, 30)], // the other stored lifetime value
    ['2027-03-01T14:30:00Z', Date.UTC(2027, 2, 1, 14, 30)],
    ['2027-03-01T14:30:00.123Z', Date.UTC(2027, 2, 1, 14, 30, 0, 123)],
    ['2027-03-01T14:30:00.5Z', Date.UTC(2027, 2, 1, 14, 30, 0, 500)],
    ['2027-03-01T14:30:00.123456789Z', Date.UTC(2027, 2, 1, 14, 30, 0, 123)],
    ['2027-03-01T10:00+05:30', Date.UTC(2027, 2, 1, 4, 30)],
    ['2027-03-01T10:00-0500', Date.UTC(2027, 2, 1, 15, 0)],
    ['2027-03-01T00:00-05:00', Date.UTC(2027, 2, 1, 5, 0)],
    ['2027-03-01t10:00z', Date.UTC(2027, 2, 1, 10, 0)], // lower-case T and Z
    ['2027-03-01T23:59:59Z', Date.UTC(2027, 2, 1, 23, 59, 59)],
  ])('%j -> that instant', (value, time) => {
    expect(parseDate(value)?.getTime()).toBe(time);
  });

  it('a date-time without a zone is local wall-clock time', () => {
    const date = parseDate('2027-01-20T10:30:15');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours(), date?.getMinutes(), date?.getSeconds()]).toEqual([
      2027, 0, 20, 10, 30, 15,
    ]);
  });

  it('a valid Date is copied, not shared', () => {
    const original = new Date(Date.UTC(2027, 2, 1));
    const copy = parseDate(original);
    expect(copy?.getTime()).toBe(original.getTime());
    expect(copy).not.toBe(original);
  });
});

describe('parseDate: anything else is undefined', () => {
  it.each([
    // days the calendar does not have (Date itself would roll them over)
    ['2027-02-30'],
    ['2023-02-29'],
    ['2100-02-29'],
    ['2027-04-31'],
    ['2027-13-01'],
    ['2027-00-10'],
    ['2027-03-00'],
    ['2027-02-30T10:00Z'],
    // times out of range
    ['2027-03-01T24:00Z'],
    ['2027-03-01T23:60Z'],
    ['2027-03-01T10:00:60Z'],
    ['2027-03-01T10:00+24:00'],
    ['2027-03-01T10:00+5'],
    // other shapes
    ['2027-3-1'],
    ['03/01/2027'],
    ['20270301'],
    ['2027-03-01 10:00'],
    ['2027-03-01T10'],
    ['Mar 1, 2027'],
    ['abc'],
    [''],
    ['   '],
    [null],
    [undefined],
    [Number.NaN],
    [1_800_000_000_000],
    [{}],
    [new Date(Number.NaN)],
  ])('%j -> undefined', (value) => {
    expect(parseDate(value)).toBeUndefined();
  });
});

describe('isCalendarDay', () => {
  it.each([
    [2024, 2, 29, true],
    [2025, 2, 29, false],
    [2027, 1, 31, true],
    [2027, 6, 31, false],
    [2027, 12, 31, true],
    [2027, 0, 1, false],
    [2027, 1, 0, false],
    [2027, 1.5, 1, false],
    [Number.NaN, 1, 1, false],
  ])('%d-%d-%d -> %s', (year, month, day, expected) => {
    expect(isCalendarDay(year, month, day)).toBe(expected);
  });
});

// site 9 "Formats" / brain-health 9: 'Mon DD, YYYY' with two readings of the month names:
// recommendations use Jan, Feb, March, April, May, June, July, Aug, Sept, Oct, Nov, Dec;
// elsewhere English Jan..Dec and Spanish Ene..Dic. (Written out here, not imported.)
describe('formatMonthDate', () => {
  const standard = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const spanish = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
  const recommendations = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
  const months = standard.map((_, index) => [index + 1, String(index + 1).padStart(2, '0')] as const);

  it.each(months)('English, month %d', (month, mm) => {
    expect(formatMonthDate(`2027-${mm}-15`)).toBe(`${standard[month - 1]} 15, 2027`);
    expect(formatMonthDate(`2027-${mm}-15`, { locale: 'en' })).toBe(`${standard[month - 1]} 15, 2027`);
  });

  it.each(months)('Spanish, month %d', (month, mm) => {
    expect(formatMonthDate(`2027-${mm}-15`, { locale: 'es' })).toBe(`${spanish[month - 1]} 15, 2027`);
  });

  it.each(months)('recommendations, month %d', (month, mm) => {
    expect(formatMonthDate(`2027-${mm}-15`, { reading: 'recommendations' })).toBe(`${recommendations[month - 1]} 15, 2027`);
  });

  it.each([
    // DD is two digits
    ['2027-03-05', {}, 'Mar 05, 2027'],
    ['2027-03-31', {}, 'Mar 31, 2027'],
    ['2027-09-01', { reading: 'recommendations' }, 'Sept 01, 2027'],
    // the pseudo-locale shows English months; Spanish keeps Ene..Dic in either reading
    ['2027-01-02', { locale: 'zz' }, 'Jan 02, 2027'],
    ['2027-01-02', { locale: 'es', reading: 'recommendations' }, 'Ene 02, 2027'],
    ['2027-08-02', { locale: 'es', reading: 'recommendations' }, 'Ago 02, 2027'],
    // a date-only value is the same calendar day in any time zone
    ['2027-03-01', {}, 'Mar 01, 2027'],
    // invalid input formats as ''
    ['2027-02-30', {}, ''],
    ['garbage', {}, ''],
    [undefined, {}, ''],
  ] as const)('%j %j -> %j', (value, options, expected) => {
    expect(formatMonthDate(value, options)).toBe(expected);
  });

  it.each([
    // instants read in a named zone: the lifetime values (site 4.5) and a New Year's Eve
    ['2800-12-31T05:00Z', US_EASTERN, 'Dec 31, 2800'],
    ['2800-12-30T18:30Z', US_EASTERN, 'Dec 30, 2800'],
    ['2800-12-30T18:30Z', 'Asia/Kolkata', 'Dec 31, 2800'],
    ['2027-01-01T03:00Z', 'UTC', 'Jan 01, 2027'],
    ['2027-01-01T03:00Z', US_EASTERN, 'Dec 31, 2026'],
    ['2027-01-01T03:00Z', 'Not/AZone', ''],
  ])('%s in %s -> %j', (value, timeZone, expected) => {
    expect(formatMonthDate(value, { timeZone })).toBe(expected);
  });
});

// site 9 "Also YYYY-MM-DD and MM/DD/YYYY"; the member strip and expiry prompt show MM/DD/YYYY
// (site 4.5, 4.6).
describe('formatIsoDate and formatUsDate', () => {
  it.each([
    ['2027-03-01', undefined, '2027-03-01', '03/01/2027'],
    ['2027-12-31', undefined, '2027-12-31', '12/31/2027'],
    ['2024-02-29', undefined, '2024-02-29', '02/29/2024'],
    ['0099-01-05', undefined, '0099-01-05', '01/05/0099'],
    ['2800-12-31T05:00Z', US_EASTERN, '2800-12-31', '12/31/2800'],
    ['2800-12-31T05:00Z', 'UTC', '2800-12-31', '12/31/2800'],
    ['2027-07-04T03:30Z', US_EASTERN, '2027-07-03', '07/03/2027'],
    ['2027-07-04T03:30Z', 'UTC', '2027-07-04', '07/04/2027'],
    ['2027-02-30', undefined, '', ''],
    ['', undefined, '', ''],
    [null, undefined, '', ''],
  ] as const)('%j (%s) -> %s and %s', (value, timeZone, iso, us) => {
    expect(formatIsoDate(value, timeZone)).toBe(iso);
    expect(formatUsDate(value, timeZone)).toBe(us);
  });

  it('accepts a Date and reads its local calendar by default', () => {
    const date = new Date(2027, 6, 4, 23, 30);
    expect(formatIsoDate(date)).toBe('2027-07-04');
    expect(formatUsDate(date)).toBe('07/04/2027');
  });
});

// site 4.5: "expiryDays is the whole number of days left (floored), or -1 when past".
describe('daysUntil', () => {
  const at = new Date('2027-01-10T12:00:00Z');
  const plus = (ms: number) => new Date(at.getTime() + ms);

  it.each([
    ['the same instant', plus(0), 0],
    ['1 ms left', plus(1), 0],
    ['1 day minus 1 ms', plus(DAY - 1), 0],
    ['exactly 1 day', plus(DAY), 1],
    ['1.5 days', plus(1.5 * DAY), 1],
    ['59 days 23 h', plus(60 * DAY - 3_600_000), 59], // expiring: within 60 days (site 4.1)
    ['60 days', plus(60 * DAY), 60],
    ['89 days', plus(89 * DAY), 89], // last day of the expiry prompt window (site 4.6)
    ['90 days', plus(90 * DAY), 90],
    ['1 ms past', plus(-1), -1],
    ['1 day past', plus(-DAY), -1],
    ['10 days past', plus(-10 * DAY), -1], // -1, not -10
    ['an ISO date-time', '2027-01-20T12:00:00Z', 10],
    ['lifetime', '2800-12-31T05:00Z', Math.floor((Date.UTC(2800, 11, 31, 5) - at.getTime()) / DAY)],
  ])('%s -> %d', (_, expiry, expected) => {
    expect(daysUntil(expiry, at)).toBe(expected);
  });

  it.each([
    // a date-only expiry is the start (local midnight) of that day
    ['2027-01-11', new Date(2027, 0, 1), 10],
    ['2027-01-11', new Date(2027, 0, 10, 23, 59), 0],
    ['2027-01-11', new Date(2027, 0, 11, 0, 0, 0), 0],
    ['2027-01-11', new Date(2027, 0, 11, 0, 0, 1), -1],
  ])('date-only %s seen at %s -> %d', (expiry, seenAt, expected) => {
    expect(daysUntil(expiry, seenAt)).toBe(expected);
  });

  it.each([
    ['garbage expiry', 'soon', at],
    ['impossible expiry', '2027-02-30', at],
    ['no expiry', undefined, at],
    ['null expiry', null, at],
    ['invalid now', plus(5 * DAY), new Date(Number.NaN)],
  ])('%s -> -1', (_, expiry, seenAt) => {
    expect(daysUntil(expiry, seenAt)).toBe(-1);
  });

  it('defaults to the shared clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at);
    expect(daysUntil(plus(3 * DAY))).toBe(3);
    vi.useRealTimers();
  });
});
