/** Shared fixtures of the identity tests (not a test file itself). */
export const DAY = 86_400_000;
/** The fixed "now" of the identity tests: 15 January 2027, 12:00 UTC. */
export const NOW = new Date('2027-01-15T12:00:00.000Z');

/** An ISO instant `days` whole days (plus `ms`) from NOW. */
export function inDays(days: number, ms = 0): string {
  return new Date(NOW.getTime() + days * DAY + ms).toISOString();
}

/** Runs `fn` with the process's local time zone set to `zone`, then restores it. */
export function withTimeZone<T>(zone: string, fn: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** Zones from UTC-12 to UTC+14, with the organisation's and a half-hour zone. */
export const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Etc/GMT+12', 'Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Kiritimati'];
