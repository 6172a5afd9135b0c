/**
 * Wall-clock parts of an instant in a time zone, through Intl (which knows daylight saving).
 * US Eastern is UTC-5, or UTC-4 in daylight saving: exactly the America/New_York zone.
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

/**
 * The wall-clock parts of `date` in `timeZone`. Never throws: an invalid Date, a non-Date or
 * an unknown time zone gives INVALID_PARTS (check with `validParts`).
 */
export function zonedParts(date: Date, timeZone: string = US_EASTERN): ZonedParts {
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
