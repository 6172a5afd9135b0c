/**
 * Research-rail rules with the spec's rows: site 2.13 and 9 (tablet placeholders below 1179 px,
 * sticky from 1180 px, offset header height + 40 px, stopping at full-width ad blocks).
 */
import { describe, expect, it } from 'vitest';
import {
  isRailSticky,
  RAIL_AD_GAP,
  railFits,
  railPlacement,
  stickyOffset,
  stickyTop,
  type RailPlacement,
} from '../../../../src/features/research-rail/research-rail.logic.ts';

describe('railPlacement: below 1179 px the tablet placeholders, from 1180 px the rail', () => {
  const rows: ReadonlyArray<[number, RailPlacement, RailPlacement]> = [
    [390, 'rail', 'tablet'],
    [800, 'rail', 'tablet'],
    [1024, 'rail', 'tablet'],
    [1178, 'rail', 'tablet'],
    [1178, 'tablet', 'tablet'],
    // 1179 px: neither rule; the parts stay where they are.
    [1179, 'rail', 'rail'],
    [1179, 'tablet', 'tablet'],
    [1180, 'tablet', 'rail'],
    [1180, 'rail', 'rail'],
    [1280, 'tablet', 'rail'],
  ];
  for (const [width, current, expected] of rows) {
    it(`${width} px, now in the ${current} -> ${expected}`, () => expect(railPlacement(width, current)).toBe(expected));
  }
});

describe('isRailSticky: 1180 px and wider', () => {
  const rows: ReadonlyArray<[number, boolean]> = [
    [390, false],
    [1024, false],
    [1025, false],
    [1179, false],
    [1180, true],
    [1280, true],
    [1920, true],
  ];
  for (const [width, sticky] of rows) it(`${width} px: ${sticky}`, () => expect(isRailSticky(width)).toBe(sticky));
});

describe('stickyOffset: header height + 40 px', () => {
  const rows: ReadonlyArray<[number, number]> = [
    [120, 160],
    [60, 100],
    [0, 40],
    [Number.NaN, 40],
    [-5, 40],
  ];
  for (const [header, offset] of rows) it(`header ${header} -> ${offset}`, () => expect(stickyOffset(header)).toBe(offset));
});

describe('railFits: the rail sticks only when it fits below its offset', () => {
  it.each([
    [500, 800, 160, true],
    [640, 800, 160, true],
    [641, 800, 160, false],
  ])('rail %i px, window %i px, offset %i -> %s', (rail, viewport, offset, fits) => expect(railFits(rail, viewport, offset)).toBe(fits));
});

describe('stickyTop: stops above full-width ad blocks', () => {
  const rows: ReadonlyArray<[string, number, number, number[], number]> = [
    ['no ad block', 160, 400, [], 160],
    ['an ad block far below', 160, 400, [2000], 160],
    ['an ad block exactly at the limit', 160, 400, [160 + 400 + RAIL_AD_GAP], 160],
    ['an ad block 100 px nearer: the rail goes up 100 px', 160, 400, [160 + 400 + RAIL_AD_GAP - 100], 60],
    ['an ad block scrolled above the window', 160, 400, [-300], -300 - RAIL_AD_GAP - 400],
    ['two ad blocks: the nearer one wins', 160, 400, [700, 500], 500 - RAIL_AD_GAP - 400],
  ];
  for (const [name, offset, rail, ads, top] of rows) it(name, () => expect(stickyTop(offset, rail, ads)).toBe(top));
});
