import { describe, expect, it } from 'vitest';
import { detectLocale } from '../../../src/core/locale.ts';

// CONTRACT section 1 / site 2.1: es under /espanol, else <html lang>, else en; zz is pseudo.
describe('detectLocale', () => {
  it.each([
    ['/espanol', 'en', 'es'],
    ['/espanol/salud/articulo.html', null, 'es'],
    ['/espanol.html', 'en', 'es'],
    ['/espanolito/page', 'en', 'en'],
    ['/health/article.html', 'es', 'es'],
    ['/health/article.html', 'es-US', 'es'],
    ['/health/article.html', 'EN_us', 'en'],
    ['/health/article.html', 'zz', 'zz'],
    ['/health/article.html', 'fr', 'en'],
    ['/health/article.html', '', 'en'],
    ['/health/article.html', null, 'en'],
  ] as const)('path %s with lang %s -> %s', (path, lang, expected) => {
    expect(detectLocale(path, lang)).toBe(expected);
  });
});
