import { describe, expect, it } from 'vitest';
import { TOP_SHEET_CLOSED_KEY, isTopSheetShown, topSheetFragmentUrl } from '../../../src/domain/top-sheet.ts';

const PAGE = 'https://b.example.org/articles/x.html';

describe('topSheetFragmentUrl (CONTRACT 4c: same origin only)', () => {
  it.each([
    ['/content/member/en/fragments/top-sheet.html', 'https://b.example.org/content/member/en/fragments/top-sheet.html'],
    ['https://b.example.org/f.html', 'https://b.example.org/f.html'],
    ['f.html', 'https://b.example.org/articles/f.html'],
    ['https://evil.example.com/f.html', undefined],
    ['//evil.example.com/f.html', undefined],
    ['http://b.example.org/f.html', undefined], // another scheme is another origin
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (value, url) => {
    expect(topSheetFragmentUrl(value, PAGE)).toBe(url);
  });

  it('an unreadable page address accepts nothing', () => {
    expect(topSheetFragmentUrl('/f.html', '')).toBeUndefined();
  });
});

describe('isTopSheetShown', () => {
  it.each([
    [false, false, null, true],
    [false, false, 'false', true],
    [false, false, 'true', false],
    [true, false, null, false],
    [false, true, null, false],
  ])('authoring %s, app %s, flag %j -> %s', (authoring, appWebView, closedFlag, shown) => {
    expect(isTopSheetShown({ authoring, appWebView, closedFlag })).toBe(shown);
  });

  it('remembers Close under topSheetClosed', () => {
    expect(TOP_SHEET_CLOSED_KEY).toBe('topSheetClosed');
  });
});
