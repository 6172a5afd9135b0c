import { describe, expect, it } from 'vitest';
import { contentRoot, hasContentRoot, normaliseContentPath } from '../../../src/core/paths.ts';

// site 2.1: "when the current path lacks the site's content root, it is normalised to
// /content/{site}/{locale}/home followed by the path" (used for menu highlighting, site 2.3).
describe('normaliseContentPath', () => {
  it.each([
    // published paths get the prefix; the path follows unchanged
    ['/health/article.html', 'member', 'en', '/content/member/en/home/health/article.html'],
    ['/health/', 'member', 'en', '/content/member/en/home/health/'],
    ['/', 'member', 'en', '/content/member/en/home/'],
    ['/espanol/salud/articulo.html', 'member', 'es', '/content/member/es/home/espanol/salud/articulo.html'],
    ['/health/article.html', 'othersite', 'en', '/content/othersite/en/home/health/article.html'],
    ['/health', 'member', 'zz', '/content/member/zz/home/health'],
    // paths under the content root are left alone
    ['/content/member/en/home/health.html', 'member', 'en', '/content/member/en/home/health.html'],
    ['/content/member/es/home/salud.html', 'member', 'en', '/content/member/es/home/salud.html'],
    ['/content/member', 'member', 'en', '/content/member'],
    // another site's content root is not this site's: segment-wise, not a string prefix
    ['/content/member2/en/home/x.html', 'member', 'en', '/content/member/en/home/content/member2/en/home/x.html'],
    ['/content/other/en/home/x.html', 'member', 'en', '/content/member/en/home/content/other/en/home/x.html'],
    // a path without its leading slash, with a query or fragment, or nothing at all
    ['health/article.html', 'member', 'en', '/content/member/en/home/health/article.html'],
    ['/health/a.html?x=1#top', 'member', 'en', '/content/member/en/home/health/a.html'],
    ['', 'member', 'en', '/content/member/en/home/'],
  ] as const)('%j (site %s, %s) -> %s', (path, site, locale, expected) => {
    expect(normaliseContentPath(path, site, locale)).toBe(expected);
  });

  it('never throws on a non-string path', () => {
    expect(normaliseContentPath(undefined as unknown as string, 'member', 'en')).toBe('/content/member/en/home/');
  });
});

describe('contentRoot and hasContentRoot', () => {
  it.each([
    ['/content/member', true],
    ['/content/member/', true],
    ['/content/member/en/home.html', true],
    ['/content/member.html', true],
    ['/content/members/en', false],
    ['/content/', false],
    ['/member/content/member', false],
  ])('%s under /content/member: %s', (path, expected) => {
    expect(contentRoot('member')).toBe('/content/member');
    expect(hasContentRoot(path, 'member')).toBe(expected);
  });
});
