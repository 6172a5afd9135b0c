// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../../../src/core/cookies.ts';
import { writeCookie } from '../../../src/core/cookie-write.ts';
import { DAILY_PUZZLE_UTC_OFFSET, dailyPuzzleDate, dailyPuzzleHref } from '../../../src/domain/daily-puzzle.ts';
import { ZONES, withTimeZone } from './identity-helpers.ts';

// Brain-health 2.4 / 9: the current US-Eastern date at UTC-5 as MM-DD-YYYY. A fixed offset (issue
// 33): the date changes at 05:00Z all year, summer included.
describe('dailyPuzzleDate', () => {
  afterEach(() => {
    vi.useRealTimers();
    deleteCookie('TimeTravelCookie');
  });

  it('uses UTC-5', () => {
    expect(DAILY_PUZZLE_UTC_OFFSET).toBe(-5);
  });

  it.each([
    // around midnight UTC: still the day before until 05:00Z
    ['2026-11-27T00:00:00Z', '11-26-2026'],
    ['2026-11-27T04:59:59.999Z', '11-26-2026'],
    ['2026-11-27T05:00:00Z', '11-27-2026'],
    ['2026-11-27T23:59:59Z', '11-27-2026'],
    // summer: the same fixed offset (no daylight saving)
    ['2026-07-04T03:59:59Z', '07-03-2026'],
    ['2026-07-04T04:30:00Z', '07-03-2026'],
    ['2026-07-04T05:00:00Z', '07-04-2026'],
    // the daylight-saving change days change nothing
    ['2026-03-08T07:00:00Z', '03-08-2026'],
    ['2026-11-01T04:30:00Z', '10-31-2026'],
    // month ends
    ['2027-03-01T04:59:59Z', '02-28-2027'],
    ['2027-05-01T03:00:00Z', '04-30-2027'],
    // year ends
    ['2027-01-01T00:00:00Z', '12-31-2026'],
    ['2027-01-01T04:59:59Z', '12-31-2026'],
    ['2027-01-01T05:00:00Z', '01-01-2027'],
    ['2026-12-31T23:30:00Z', '12-31-2026'],
    ['2099-12-31T22:00:00-05:00', '12-31-2099'],
    // leap days
    ['2028-02-29T12:00:00Z', '02-29-2028'],
    ['2028-03-01T04:00:00Z', '02-29-2028'],
    ['2028-02-29T04:00:00Z', '02-28-2028'],
    // single-digit month and day are padded
    ['2030-01-05T12:00:00Z', '01-05-2030'],
  ])('%s -> %s', (instant, expected) => {
    expect(dailyPuzzleDate(new Date(instant))).toBe(expected);
  });

  it('does not depend on the local time zone', () => {
    for (const zone of ZONES) {
      withTimeZone(zone, () => {
        expect(dailyPuzzleDate(new Date('2027-01-01T04:59:59Z')), zone).toBe('12-31-2026');
        expect(dailyPuzzleDate(new Date('2027-01-01T05:00:00Z')), zone).toBe('01-01-2027');
      });
    }
  });

  it('an invalid date gives an empty string', () => {
    expect(dailyPuzzleDate(new Date(Number.NaN))).toBe('');
    expect(dailyPuzzleDate('2027-01-01' as unknown as Date)).toBe('');
  });

  it('defaults to the shared clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-07-04T04:00:00Z'));
    expect(dailyPuzzleDate()).toBe('07-03-2026');
  });

  it('defaults to the shared clock, which honours TimeTravelCookie', () => {
    writeCookie('TimeTravelCookie', '2027-03-01T15:00:00Z');
    expect(dailyPuzzleDate()).toBe('03-01-2027');
  });
});

// CONTRACT 4c: the link's path gets the date as its last segment (/daily-puzzles/11-27-2026).
describe('dailyPuzzleHref', () => {
  const at = new Date('2026-11-27T15:00:00Z');

  it.each([
    ['/daily-puzzles/', '/daily-puzzles/11-27-2026'],
    ['/daily-puzzles', '/daily-puzzles/11-27-2026'],
    ['/daily-puzzles//', '/daily-puzzles/11-27-2026'],
    ['/daily-puzzles.html', '/daily-puzzles/11-27-2026'],
    ['/espanol/rompecabezas-diarios/', '/espanol/rompecabezas-diarios/11-27-2026'],
    ['/daily-puzzles/?intcmp=hdr#play', '/daily-puzzles/11-27-2026?intcmp=hdr#play'],
    ['/daily-puzzles/11-26-2026', '/daily-puzzles/11-27-2026'],
    ['/daily-puzzles/11-26-2026/', '/daily-puzzles/11-27-2026'],
    ['/daily-puzzles/11-26-2026.html', '/daily-puzzles/11-27-2026'],
    ['https://brain.example.org/daily-puzzles/', 'https://brain.example.org/daily-puzzles/11-27-2026'],
    ['https://brain.example.org', 'https://brain.example.org/11-27-2026'],
    [' /daily-puzzles/ ', '/daily-puzzles/11-27-2026'],
  ])('%j -> %j', (href, expected) => {
    expect(dailyPuzzleHref(href, at)).toBe(expected);
  });

  it('a year end before 05:00Z gives the old year', () => {
    expect(dailyPuzzleHref('/daily-puzzles/', new Date('2027-01-01T03:00:00Z'))).toBe('/daily-puzzles/12-31-2026');
  });

  it.each([[''], ['   ']])('an empty href %j is returned as given', (href) => {
    expect(dailyPuzzleHref(href, at)).toBe(href);
  });

  it('an invalid date leaves the href as given', () => {
    expect(dailyPuzzleHref('/daily-puzzles/', new Date(Number.NaN))).toBe('/daily-puzzles/');
  });
});
