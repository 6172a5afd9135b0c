/**
 * Number formats of site 9 "Formats", ask-and-rewards 9.2 "Points number format" (also the
 * validation rule of site 5 / ask-and-rewards 5.5) and brain-health 9 "Numbers".
 */

/** Plain decimal digits, optionally signed, optionally with a fraction: '42', '-1.5', ' 7 '. */
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A finite number from a number or a numeric string; undefined for everything else (NaN,
 * Infinity, null, '', 'abc', '1,234', '1e3', booleans, objects). Strings are trimmed first.
 * Exponents and grouping commas are not accepted: the values come from the balance cookie
 * and services, which write plain digits, and anything else is more likely garbage.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!NUMERIC.test(text)) return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * A whole, non-negative number with English thousands commas: 1234567 -> '1,234,567'. Written
 * by hand rather than with Intl.NumberFormat: the first Intl formatter of a page builds its ICU
 * data, which the bench measured at about 120 ms of main thread at 4x CPU on the home page, in
 * front of the header's first render. A unit test holds it to Intl's answers.
 */
export function groupThousands(whole: number): string {
  // String() turns 1e21 and above into exponent form; BigInt spells every digit.
  const digits = whole < 1e21 ? String(whole) : BigInt(whole).toString();
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

/**
 * A points balance for display (ask-and-rewards 9.2, site 9):
 * - below 1000: as is ('999');
 * - 1000 to 99999: with a thousands comma ('99,999');
 * - 100000 to 999999: '{n}K', n = whole thousands ('999K');
 * - above that: '{n.n}M', one decimal always shown ('1.0M', '1.9M').
 * Empty for negative or non-numeric input (site 5, ask-and-rewards 5.5); numeric strings count.
 *
 * The spec does not say whether K and M round or truncate. We truncate, so a balance is never
 * overstated (999999 is '999K', not '1000K' or '1.0M'; 1999999 is '1.9M', not '2.0M').
 * Points are whole, so a fractional value is truncated to whole points first (999.9 -> '999');
 * this also keeps each band's boundaries exact.
 */
export function formatPoints(value: unknown): string {
  const number = toNumber(value);
  if (number === undefined || number < 0) return '';
  const points = Math.floor(number);
  if (points < 1_000) return String(points);
  if (points < 100_000) return groupThousands(points);
  if (points < 1_000_000) return `${Math.floor(points / 1_000)}K`;
  const tenths = Math.floor(points / 100_000); // whole tenths of a million, truncated
  return `${Math.floor(tenths / 10)}.${tenths % 10}M`;
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number rounded to `digits` decimals (1 by default) with thousands commas (site 9 "Elsewhere
 * rounded to 1 decimal by default, with thousands commas"; brain-health 9). The decimals are
 * always shown ('5.0'), as "1 decimal" reads. Rounding is half away from zero on the decimal
 * value. Negative numbers are allowed; a result that rounds to zero shows no minus sign. `digits`
 * outside 0..20 or not whole falls back to 1. Empty for non-numeric input.
 */
export function formatDecimal(value: unknown, digits = 1): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  const places = Number.isInteger(digits) && digits >= 0 && digits <= 20 ? digits : 1;
  let format = decimalFormats.get(places);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      useGrouping: true,
      signDisplay: 'negative',
    });
    decimalFormats.set(places, format);
  }
  return format.format(number);
}
