/**
 * The promo banner's rules with the spec's rows: site 4.7 (expanded -> closed (remembered) ->
 * hidden), site 2.13 (on mobile the closed variation always shows), site 9 (767 px).
 */
import { describe, expect, it } from 'vitest';
import {
  bannerId,
  close,
  initialState,
  isMobileWidth,
  readRemembered,
  shownVariation,
  storageKey,
  type BannerState,
  type Variation,
} from '../../../../src/features/promo-banner/promo-banner.logic.ts';

describe('the state machine (site 4.7): closing what shows', () => {
  const rows: ReadonlyArray<[from: BannerState, mobile: boolean, next: BannerState, remember: boolean]> = [
    ['expanded', false, 'closed', true],
    ['expanded', true, 'hidden', false],
    ['closed', false, 'hidden', false],
    ['closed', true, 'hidden', false],
    ['hidden', false, 'hidden', false],
    ['hidden', true, 'hidden', false],
  ];
  for (const [from, mobile, next, remember] of rows) {
    it(`${from} on ${mobile ? 'mobile' : 'desktop'} -> ${next}${remember ? ', remembered' : ''}`, () => {
      expect(close(from, mobile)).toEqual({ next, remember });
    });
  }
});

describe('which variation shows (site 2.13: on mobile the closed one always shows)', () => {
  const rows: ReadonlyArray<[BannerState, boolean, Variation | undefined]> = [
    ['expanded', false, 'expanded'],
    ['expanded', true, 'closed'],
    ['closed', false, 'closed'],
    ['closed', true, 'closed'],
    ['hidden', false, undefined],
    ['hidden', true, undefined],
  ];
  for (const [state, mobile, shown] of rows) {
    it(`${state} on ${mobile ? 'mobile' : 'desktop'}: ${shown ?? 'nothing'}`, () => expect(shownVariation(state, mobile)).toBe(shown));
  }
});

describe('mobile is 767 px or less (site 9)', () => {
  const rows: ReadonlyArray<[number, boolean]> = [
    [320, true],
    [390, true],
    [767, true],
    [768, false],
    [1280, false],
  ];
  for (const [width, mobile] of rows) it(`${width} px: ${mobile ? 'mobile' : 'not mobile'}`, () => expect(isMobileWidth(width)).toBe(mobile));
});

describe('what storage holds, read (garbage is no state)', () => {
  const rows: ReadonlyArray<[string | null | undefined, 'closed' | undefined, BannerState]> = [
    ['closed', 'closed', 'closed'],
    [' closed\n', 'closed', 'closed'],
    [null, undefined, 'expanded'],
    [undefined, undefined, 'expanded'],
    ['', undefined, 'expanded'],
    ['CLOSED', undefined, 'expanded'],
    ['hidden', undefined, 'expanded'],
    ['expanded', undefined, 'expanded'],
    ['{"state":"closed"}', undefined, 'expanded'],
    ['\u0000\ufffd', undefined, 'expanded'],
  ];
  for (const [raw, remembered, start] of rows) {
    it(`${JSON.stringify(raw)} -> ${remembered ?? 'no state'}, starts ${start}`, () => {
      expect(readRemembered(raw)).toBe(remembered);
      expect(initialState(readRemembered(raw))).toBe(start);
    });
  }
});

describe('banner ids and keys', () => {
  it('trims the id; a blank or absent id is none', () => {
    expect(bannerId(' spring-2027 ')).toBe('spring-2027');
    expect(bannerId('   ')).toBeUndefined();
    expect(bannerId(null)).toBeUndefined();
    expect(bannerId(undefined)).toBeUndefined();
  });
  it('keys storage per banner', () => {
    expect(storageKey('spring-2027')).toBe('promoBanner:spring-2027');
    expect(storageKey('a')).not.toBe(storageKey('b'));
  });
});
