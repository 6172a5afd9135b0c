/**
 * Share-bar rules with the spec's rows: site 2.13 and 9 ('*fullURL*' replaced by the canonical
 * URL, a popup centred for a 700x300 window, sticky at 1025 px and up, 1024 px in portrait).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fillShareHref,
  hasFullUrlToken,
  isShareBarSticky,
  popupFeatures,
  popupGeometry,
  SHARE_STICKY_QUERY,
  shareUrl,
  type ScreenArea,
} from '../../../../src/features/share-bar/share-bar.logic.ts';

const CANONICAL = 'https://www.example.org/research/caregiving.html';

describe('shareUrl: the canonical URL, else the page’s own without its fragment', () => {
  const rows: ReadonlyArray<[string, string | undefined, string, string]> = [
    ['canonical given', CANONICAL, 'http://localhost/research/caregiving.html?x=1', CANONICAL],
    ['no canonical', undefined, 'http://localhost/research/caregiving.html?x=1', 'http://localhost/research/caregiving.html?x=1'],
    ['no canonical, a fragment', undefined, 'http://localhost/a.html#part-2', 'http://localhost/a.html'],
  ];
  for (const [name, canonical, page, expected] of rows) it(name, () => expect(shareUrl(canonical, page)).toBe(expected));
});

describe('fillShareHref: every *fullURL* replaced, encoded as a query value', () => {
  const encoded = encodeURIComponent(CANONICAL);
  const rows: ReadonlyArray<[string, string, string]> = [
    ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u=*fullURL*', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    ['twice', 'https://x.com/intent/post?url=*fullURL*&text=see%20*fullURL*', `https://x.com/intent/post?url=${encoded}&text=see%20${encoded}`],
    ['percent-encoded by the CMS', 'https://share.example/?u=%2AfullURL%2A', `https://share.example/?u=${encoded}`],
    ['mailto', 'mailto:?body=*fullURL*', `mailto:?body=${encoded}`],
    ['no token: unchanged', 'https://share.example/?u=fixed', 'https://share.example/?u=fixed'],
  ];
  for (const [name, href, expected] of rows) it(name, () => expect(fillShareHref(href, CANONICAL)).toBe(expected));
  it('a URL with & and spaces stays one query value', () => {
    expect(fillShareHref('https://s.example/?u=*fullURL*', 'https://e.org/a b?x=1&y=2')).toBe(
      'https://s.example/?u=https%3A%2F%2Fe.org%2Fa%20b%3Fx%3D1%26y%3D2',
    );
  });
  it('hasFullUrlToken sees both spellings, and is stable across calls', () => {
    expect(hasFullUrlToken('?u=*fullURL*')).toBe(true);
    expect(hasFullUrlToken('?u=*fullURL*')).toBe(true);
    expect(hasFullUrlToken('?u=%2afullurl%2A')).toBe(true);
    expect(hasFullUrlToken('?u=x')).toBe(false);
  });
});

describe('popupGeometry: a 700x300 window centred on the screen', () => {
  const rows: ReadonlyArray<[string, ScreenArea, { left: number; top: number }]> = [
    ['1920x1080', { availWidth: 1920, availHeight: 1080 }, { left: 610, top: 390 }],
    ['1920x1040 under a 40 px taskbar at the top', { availLeft: 0, availTop: 40, availWidth: 1920, availHeight: 1040 }, { left: 610, top: 410 }],
    ['a second screen to the right', { availLeft: 1920, availTop: 0, availWidth: 1280, availHeight: 800 }, { left: 2210, top: 250 }],
    ['an odd width rounds', { availWidth: 1365, availHeight: 767 }, { left: 333, top: 234 }],
    ['a phone narrower than the window: at the left edge', { availWidth: 390, availHeight: 844 }, { left: 0, top: 272 }],
  ];
  for (const [name, screen, place] of rows) {
    it(name, () => expect(popupGeometry(screen)).toEqual({ ...place, width: 700, height: 300 }));
  }
  it('features for window.open', () => {
    expect(popupFeatures({ left: 610, top: 390, width: 700, height: 300 })).toBe(
      'popup=yes,width=700,height=300,left=610,top=390,resizable=yes,scrollbars=yes',
    );
  });
});

describe('isShareBarSticky: 1025 px and up; 1024 px in portrait', () => {
  const rows: ReadonlyArray<[number, number, boolean]> = [
    [390, 844, false],
    [1023, 1366, false],
    [1024, 768, false],
    [1024, 1366, true],
    [1024, 1024, true],
    [1025, 768, true],
    [1179, 800, true],
    [1180, 800, true],
    [1280, 800, true],
  ];
  for (const [width, height, sticky] of rows) it(`${width}x${height}: ${sticky}`, () => expect(isShareBarSticky(width, height)).toBe(sticky));
  it('share-bar.css uses the same media query', () => {
    const css = readFileSync(resolve('src/features/share-bar/share-bar.css'), 'utf8');
    expect(css).toContain(`@media ${SHARE_STICKY_QUERY} {\n  share-bar {`);
  });
});
