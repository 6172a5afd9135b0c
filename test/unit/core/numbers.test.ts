import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPoints, groupThousands, toNumber } from '../../../src/core/numbers.ts';

// ask-and-rewards 9.2 "Points number format" and site 9 "Formats":
// below 1000 as is; 1000 to 99999 with a comma; 100000 to 999999 '{n}K'; above that '{n.n}M'.
// K and M truncate (never overstate a balance) - our decision, the spec is silent.
describe('formatPoints: the four bands and their boundaries', () => {
  it.each([
    // below 1000: as is
    [0, '0'],
    [1, '1'],
    [42, '42'],
    [999, '999'],
    // 1000 to 99999: with a comma
    [1000, '1,000'],
    [1001, '1,001'],
    [12345, '12,345'],
    [99999, '99,999'],
    // 100000 to 999999: whole thousands + K, truncated
    [100000, '100K'],
    [100999, '100K'],
    [123456, '123K'],
    [999999, '999K'], // not '1000K', not '1.0M'
    // above that: one decimal + M, truncated
    [1000000, '1.0M'],
    [1049999, '1.0M'],
    [1050000, '1.0M'], // truncated, where rounding would say 1.1M
    [1099999, '1.0M'],
    [1100000, '1.1M'],
    [1999999, '1.9M'], // not '2.0M'
    [12345678, '12.3M'],
    [999999999, '999.9M'],
  ])('%d -> %s', (value, expected) => {
    expect(formatPoints(value)).toBe(expected);
  });
});

describe('formatPoints: numeric strings and fractions', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    [' 2500 ', '2,500'], // trimmed
    ['100000', '100K'],
    ['1999999', '1.9M'],
    ['999.99', '999'], // points are whole: fractions are truncated, never rounded up a band
    ['99999.9', '99,999'],
    [999.5, '999'],
    [-0, '0'], // negative zero is zero, not negative
  ] as const)('%j -> %s', (value, expected) => {
    expect(formatPoints(value)).toBe(expected);
  });
});

// site 5 / ask-and-rewards 5.5: "The points formatter returns empty for negative or non-number
// values".
describe('formatPoints: empty for negative or non-numeric input', () => {
  it.each([
    [-1],
    [-0.5],
    [-1000000],
    ['-5'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1,234'], // grouped text is not a plain number
    ['1e3'],
    ['null'], // the balance cookie can hold the text 'null' (ask-and-rewards 4.5)
    [true],
    [{}],
    [[1000]],
  ])('%j -> empty', (value) => {
    expect(formatPoints(value)).toBe('');
  });
});

describe('groupThousands: the same grouping as Intl en-US', () => {
  const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });
  const values = [0, 7, 99, 999, 1_000, 1_001, 9_999, 10_000, 99_999, 100_000, 123_456, 999_999, 1_000_000, 12_345_678, 123_456_789, 2 ** 53, 1e21, 1.5e22];
  for (let digits = 1; digits <= 16; digits++) values.push(Number('9'.repeat(digits)), 10 ** digits);
  it.each(values)('%d', (value) => {
    expect(groupThousands(value)).toBe(english.format(value));
  });
});

describe('toNumber', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['-1.5', -1.5],
    ['+2', 2],
    ['.5', 0.5],
    ['7.', 7],
    [' 3 ', 3],
    ['', undefined],
    ['.', undefined],
    ['1 000', undefined],
    ['0x10', undefined],
    [Number.NaN, undefined],
    [false, undefined],
  ] as const)('%j -> %s', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});

// site 9 "Elsewhere rounded to 1 decimal by default, with thousands commas"; brain-health 9
// "Numbers: 1 decimal by default, thousands with commas". The decimal is always shown.
describe('formatDecimal', () => {
  it.each([
    // default: 1 decimal
    [0, undefined, '0.0'],
    [5, undefined, '5.0'],
    [1.25, undefined, '1.3'], // half rounds away from zero
    [1.24, undefined, '1.2'],
    [0.95, undefined, '1.0'],
    [999.96, undefined, '1,000.0'], // rounding can carry into a new thousands group
    [1234.56, undefined, '1,234.6'],
    [1234567.89, undefined, '1,234,567.9'],
    [-1234.56, undefined, '-1,234.6'],
    [-0.04, undefined, '0.0'], // rounds to zero: no minus sign
    ['2500.55', undefined, '2,500.6'],
    // other precisions
    [1234.5678, 2, '1,234.57'],
    [1234.5, 0, '1,235'],
    [7, 3, '7.000'],
    // a precision that makes no sense falls back to 1
    [1234.56, -1, '1,234.6'],
    [1234.56, 1.5, '1,234.6'],
    [1234.56, Number.NaN, '1,234.6'],
    [1234.56, 21, '1,234.6'],
  ])('%j with %s digits -> %s', (value, digits, expected) => {
    expect(formatDecimal(value, digits)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.NEGATIVE_INFINITY], [null], [undefined], [''], ['abc'], [{}]])('%j -> empty', (value) => {
    expect(formatDecimal(value)).toBe('');
  });
});
