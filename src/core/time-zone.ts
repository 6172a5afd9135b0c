/**
 * Wall-clock parts of an instant in a time zone, through Intl (which knows daylight saving).
 * US Eastern is UTC-5, or UTC-4 in daylight saving: exactly the America/New_York zone. For
 * instants from 2007 on, US Eastern is worked out by arithmetic on the US daylight-saving rule
 * instead: the first Intl.DateTimeFormat with a time zone costs tens of milliseconds of main
 * thread on a slow phone (ICU zone data), and co-browse asks before it can render. A unit test
 * compares the two hour by hour around every change of 2007-2045, and every 25 hours between.
 */
export const US_EASTERN = 'America/New_York';

export interface ZonedParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        weekday: 'short',
      });
    } catch {
      // Not a time zone Intl knows (a typo in a config value): there are no parts to give.
      return undefined;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Parts whose every number is NaN (weekday -1): what an invalid date or time zone gives. */
export const INVALID_PARTS: Readonly<ZonedParts> = Object.freeze({
  year: Number.NaN,
  month: Number.NaN,
  day: Number.NaN,
  hour: Number.NaN,
  minute: Number.NaN,
  weekday: -1,
});

/** Whether `parts` describe a real wall-clock time (not INVALID_PARTS). */
export function validParts(parts: ZonedParts): boolean {
  return Number.isFinite(parts.year) && Number.isFinite(parts.month) && Number.isFinite(parts.day);
}

const HOUR_MS = 3_600_000;

/** Day of the month of the `nth` Sunday of `month` (0-based) in `year`. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/**
 * US Eastern by the rule in force since 2007: daylight saving from the second Sunday of March
 * at 02:00 EST (07:00Z) to the first Sunday of November at 02:00 EDT (06:00Z). Undefined for
 * earlier instants, which go through Intl (the rule was different).
 */
function easternParts(time: number): ZonedParts | undefined {
  const year = new Date(time - 5 * HOUR_MS).getUTCFullYear();
  if (year < 2007) return undefined;
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const offsetHours = time >= daylightFrom && time < daylightUntil ? 4 : 5;
  const wall = new Date(time - offsetHours * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The wall-clock parts of `date` in `timeZone`. Never throws: an invalid Date, a non-Date or
 * an unknown time zone gives INVALID_PARTS (check with `validParts`).
 */
export function zonedParts(date: Date, timeZone: string = US_EASTERN): ZonedParts {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return { ...INVALID_PARTS };
  if (timeZone === US_EASTERN) {
    const eastern = easternParts(date.getTime());
    if (eastern) return eastern;
  }
  return intlZonedParts(date, timeZone);
}

/** zonedParts through Intl, for any zone Intl knows. Exported for the test that checks the arithmetic. */
export function intlZonedParts(date: Date, timeZone: string): ZonedParts {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return { ...INVALID_PARTS };
  const formatter = formatterFor(timeZone);
  if (!formatter) return { ...INVALID_PARTS };
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}
