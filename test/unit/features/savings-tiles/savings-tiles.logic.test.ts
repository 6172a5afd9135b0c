/**
 * Savings-tile rules with the spec's rows: site 2.12 (order from savingcards, the default
 * r-ar-h-m-air-c-b-ag-ra-a-cr-ads) and 5 (letters and hyphens only, else the default).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAVINGCARDS,
  isValidSavingcards,
  parseSavingcards,
  tileOrder,
  unknownCodes,
} from '../../../../src/features/savings-tiles/savings-tiles.logic.ts';

const DEFAULT = DEFAULT_SAVINGCARDS.split('-');

describe('parseSavingcards (site 2.12, 5)', () => {
  it('the default order is the spec’s', () => {
    expect(DEFAULT).toEqual(['r', 'ar', 'h', 'm', 'air', 'c', 'b', 'ag', 'ra', 'a', 'cr', 'ads']);
  });
  const rows: ReadonlyArray<[string, string | null | undefined, string[]]> = [
    ['absent', undefined, DEFAULT],
    ['null', null, DEFAULT],
    ['empty', '', DEFAULT],
    ['a valid order', 'h-air-r', ['h', 'air', 'r']],
    ['one code', 'cr', ['cr']],
    ['upper case letters (compared in lower case)', 'H-AIR-r', ['h', 'air', 'r']],
    ['a digit', 'h-air2-r', DEFAULT],
    ['a space', 'h air', DEFAULT],
    ['an underscore', 'h_air', DEFAULT],
    ['a comma', 'h,air', DEFAULT],
    ['a script', '<script>', DEFAULT],
    ['non-ASCII letters', 'h-ñ', DEFAULT],
    ['hyphens only', '---', DEFAULT],
    ['empty parts skipped', '-h--air-', ['h', 'air']],
    ['a repeated code keeps its first place', 'h-air-h-r', ['h', 'air', 'r']],
    ['unknown codes are kept here (the view skips them)', 'zz-h', ['zz', 'h']],
  ];
  for (const [name, value, expected] of rows) {
    it(`${name}: ${JSON.stringify(value)} -> ${expected.join('-')}`, () => {
      expect(parseSavingcards(value)).toEqual(expected);
    });
  }
  it('isValidSavingcards: letters and hyphens only', () => {
    expect(isValidSavingcards('r-ar')).toBe(true);
    expect(isValidSavingcards('r-ar1')).toBe(false);
    expect(isValidSavingcards('')).toBe(false);
  });
});

describe('tileOrder: named tiles first in the order given, the others after in page order', () => {
  const page = ['a', 'ads', 'ag', 'air', 'ar', 'b', 'c', 'cr', 'h', 'm', 'r', 'ra'];
  const codesOf = (order: readonly number[], codes: readonly string[] = page) => order.map((index) => codes[index]);
  it('the default order puts all twelve in the spec’s order', () => {
    expect(codesOf(tileOrder(page, DEFAULT))).toEqual(DEFAULT);
  });
  const rows: ReadonlyArray<[string, string[], string[], string[]]> = [
    ['a partial order: the rest follow in page order', page, ['h', 'air'], ['h', 'air', 'a', 'ads', 'ag', 'ar', 'b', 'c', 'cr', 'm', 'r', 'ra']],
    ['codes no tile has are skipped', ['r', 'h'], ['zz', 'h', 'r'], ['h', 'r']],
    ['a tile without a code follows the named ones', ['', 'h', 'r'], ['r', 'h'], ['r', 'h', '']],
    ['two tiles with one code come together, in page order', ['h', 'r', 'h'], ['h', 'r'], ['h', 'h', 'r']],
    ['tile codes are trimmed and compared in lower case', [' H ', 'r'], ['r', 'h'], ['r', ' H ']],
    ['no tiles', [], DEFAULT, []],
  ];
  for (const [name, codes, order, expected] of rows) {
    it(name, () => {
      const result = tileOrder(codes, order);
      expect(codesOf(result, codes)).toEqual(expected);
      // Never a tile dropped or repeated.
      expect([...result].sort((a, b) => a - b)).toEqual(codes.map((_, index) => index));
    });
  }
  it('unknownCodes names the codes no tile carries', () => {
    expect(unknownCodes(['r', 'H'], ['h', 'zz', 'r', 'q'])).toEqual(['zz', 'q']);
  });
});
