// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { now, TIME_TRAVEL_COOKIE, timeTravel } from '../../../src/core/clock.ts';
import { deleteCookie } from '../../../src/core/cookies.ts';
import { writeCookie } from '../../../src/core/cookie-write.ts';

// ask-and-rewards 3.18: TimeTravelCookie holds "a testing date". Our reading (clock.ts): an ISO
// date-time is the instant itself; a date keeps the real (local) time of day on that date;
// anything else, including days the calendar lacks, is ignored and real time is used.

// Local wall-clock parts, so the tests pass in any time zone.
const local = (date: Date | undefined) =>
  date && [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()];

describe('timeTravel', () => {
  // 15 January 2026, 13:45:30.250 local time
  const real = new Date(2026, 0, 15, 13, 45, 30, 250);

  it.each([
    // a date keeps today's time of day
    ['2027-03-01', [2027, 3, 1, 13, 45, 30, 250]],
    [' 2027-03-01 ', [2027, 3, 1, 13, 45, 30, 250]],
    ['2028-02-29', [2028, 2, 29, 13, 45, 30, 250]],
    ['2026-12-31', [2026, 12, 31, 13, 45, 30, 250]],
    ['2025-07-04', [2025, 7, 4, 13, 45, 30, 250]],
  ])('date %j -> that day at the real time of day', (cookie, parts) => {
    expect(local(timeTravel(cookie, real))).toEqual(parts);
  });

  it.each([
    // a date-time is the instant, whatever the real time
    ['2027-03-01T14:30:00Z', Date.UTC(2027, 2, 1, 14, 30)],
    ['2027-03-01T14:30Z', Date.UTC(2027, 2, 1, 14, 30)],
    ['2027-03-01T14:30:00.500Z', Date.UTC(2027, 2, 1, 14, 30, 0, 500)],
    ['2027-03-01T14:30+02:00', Date.UTC(2027, 2, 1, 12, 30)],
    ['2027-03-01T14:30-0500', Date.UTC(2027, 2, 1, 19, 30)],
    ['2800-12-31T05:00Z', Date.UTC(2800, 11, 31, 5)],
    ['2028-02-29T00:00:00Z', Date.UTC(2028, 1, 29)],
  ])('date-time %j -> that instant', (cookie, time) => {
    expect(timeTravel(cookie, real)?.getTime()).toBe(time);
  });

  it.each([
    // absent or garbage
    [undefined],
    [''],
    ['   '],
    ['abc'],
    ['tomorrow'],
    ['2027-3-1'],
    ['20270301'],
    ['03/01/2027'],
    ['2027-03-01 10:00'],
    ['2027-03-01T'],
    ['2027-03-01T10:00+05'],
    ['1800000000000'],
    // impossible dates, alone or inside a date-time (Date would roll them into March)
    ['2027-02-30'],
    ['2027-02-29'],
    ['2100-02-29'],
    ['2027-04-31'],
    ['2027-13-01'],
    ['2027-00-01'],
    ['2027-02-30T10:00Z'],
    ['2027-04-31T00:00:00Z'],
    // impossible times
    ['2027-03-01T24:00Z'],
    ['2027-03-01T10:60Z'],
  ])('%j -> ignored (undefined)', (cookie) => {
    expect(timeTravel(cookie, real)).toBeUndefined();
  });

  it('an invalid real date gives undefined rather than an invalid date', () => {
    expect(timeTravel('2027-03-01', new Date(Number.NaN))).toBeUndefined();
  });

  it('does not change the real date it was given', () => {
    const before = real.getTime();
    timeTravel('2027-03-01', real);
    expect(real.getTime()).toBe(before);
  });
});

describe('now', () => {
  const system = new Date('2026-05-20T16:00:00Z');

  afterEach(() => {
    vi.useRealTimers();
    deleteCookie(TIME_TRAVEL_COOKIE);
  });

  it.each([
    // no cookie, or a cookie that does not parse -> real time
    ['', system.getTime()],
    ['other=1', system.getTime()],
    [`${TIME_TRAVEL_COOKIE}=nope`, system.getTime()],
    [`${TIME_TRAVEL_COOKIE}=2027-02-30`, system.getTime()],
    [`x${TIME_TRAVEL_COOKIE}=2027-03-01T00:00:00Z`, system.getTime()], // a different cookie name
    // a date-time cookie, URI-encoded as cookies.ts writes it, or plain
    [`a=1; ${TIME_TRAVEL_COOKIE}=2027-03-01T14%3A30%3A00Z`, Date.UTC(2027, 2, 1, 14, 30)],
    [`${TIME_TRAVEL_COOKIE}=2027-03-01T14:30:00Z`, Date.UTC(2027, 2, 1, 14, 30)],
  ])('cookies %j -> %d', (cookies, expected) => {
    vi.useFakeTimers();
    vi.setSystemTime(system);
    expect(now(cookies).getTime()).toBe(expected);
  });

  it('a date cookie moves the day and keeps the real time of day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(system);
    const moved = now(`${TIME_TRAVEL_COOKIE}=2027-03-01`);
    expect([moved.getFullYear(), moved.getMonth() + 1, moved.getDate()]).toEqual([2027, 3, 1]);
    expect([moved.getHours(), moved.getMinutes()]).toEqual([system.getHours(), system.getMinutes()]);
  });

  it('reads document.cookie by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(system);
    expect(now().getTime()).toBe(system.getTime());
    writeCookie(TIME_TRAVEL_COOKIE, '2030-01-02T03:04:05Z');
    expect(now().getTime()).toBe(Date.UTC(2030, 0, 2, 3, 4, 5));
  });
});
