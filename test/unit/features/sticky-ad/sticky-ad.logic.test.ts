/** The sticky leaderboard ad's rules (site 2.13, 9): sticky from 360 px of scroll, not before; only when it fits. */
import { describe, expect, it } from 'vitest';
import { fitsToStick, isSticky, pastThreshold, STICKY_FROM_SCROLL } from '../../../../src/features/sticky-ad/sticky-ad.logic.ts';

describe('the scroll threshold (site 9: 360 px)', () => {
  it('is 360', () => expect(STICKY_FROM_SCROLL).toBe(360));
  const rows: ReadonlyArray<[number, boolean]> = [
    [0, false],
    [1, false],
    [359, false],
    [359.5, false],
    [360, true],
    [361, true],
    [5000, true],
    [-20, false],
    [Number.NaN, false],
  ];
  for (const [scrollY, sticky] of rows) it(`scrollY ${scrollY}: ${sticky ? 'sticky' : 'in place'}`, () => expect(pastThreshold(scrollY)).toBe(sticky));
});

describe('it sticks only when it takes at most a quarter of the window', () => {
  const rows: ReadonlyArray<[adHeight: number, viewportHeight: number, fits: boolean]> = [
    [90, 800, true],
    [50, 844, true],
    [200, 800, true],
    [201, 800, false],
    [180, 400, false],
    [0, 800, false],
  ];
  for (const [ad, viewport, fits] of rows)
    it(`${ad} px ad in a ${viewport} px window: ${fits ? 'fits' : 'stays in place'}`, () => expect(fitsToStick(ad, viewport)).toBe(fits));
});

describe('sticky = past the threshold and fits', () => {
  const rows: ReadonlyArray<[number, number, number, boolean]> = [
    [359, 90, 800, false],
    [360, 90, 800, true],
    [360, 300, 800, false],
    [1000, 90, 800, true],
  ];
  for (const [scrollY, ad, viewport, sticky] of rows)
    it(`scrollY ${scrollY}, ad ${ad}, window ${viewport}: ${sticky}`, () => expect(isSticky(scrollY, ad, viewport)).toBe(sticky));
});
