// @vitest-environment node
/**
 * The language switcher's rules (site 2.1, 7.1) as tables: the same page between / and
 * /espanol (path, query and fragment kept), the author paths /content/{site}/{locale}/home, the
 * page's own language, and which languages the list gives (with the English / Spanish fallback).
 */
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGES,
  hrefInLanguage,
  pathInLanguage,
  pathLanguage,
  switcherLanguages,
} from '../../../../src/features/language-switcher/language-switcher.logic.ts';

const SITE = 'member';

describe('site 2.1: the same page in the other language', () => {
  it.each([
    // path                                   to Spanish                                      to English
    ['/', '/espanol/', '/'],
    ['/health/', '/espanol/health/', '/health/'],
    ['/health/info-2027/medicare-basics.html', '/espanol/health/info-2027/medicare-basics.html', '/health/info-2027/medicare-basics.html'],
    ['/index.html', '/espanol/index.html', '/index.html'],
    ['/espanol/', '/espanol/', '/'],
    ['/espanol', '/espanol', '/'],
    ['/espanol.html', '/espanol.html', '/'],
    ['/espanol/buscar/', '/espanol/buscar/', '/buscar/'],
    ['/espanol/articulos/', '/espanol/articulos/', '/articulos/'],
    ['/espanolito/', '/espanol/espanolito/', '/espanolito/'],
    ['/Espanol/', '/espanol/Espanol/', '/Espanol/'],
    ['/about/espanol/', '/espanol/about/espanol/', '/about/espanol/'],
    // Author paths: the locale segment changes, its country part stays.
    ['/content/member/en/home.html', '/content/member/es/home.html', '/content/member/en/home.html'],
    ['/content/member/en/home/health.html', '/content/member/es/home/health.html', '/content/member/en/home/health.html'],
    ['/content/member/es/home/salud.html', '/content/member/es/home/salud.html', '/content/member/en/home/salud.html'],
    ['/content/member/en_us/home/health.html', '/content/member/es_us/home/health.html', '/content/member/en_us/home/health.html'],
    ['/content/member/es-US/home/', '/content/member/es-US/home/', '/content/member/en-US/home/'],
    ['/content/member/en', '/content/member/es', '/content/member/en'],
    // Under the content root without a locale segment: nothing to change.
    ['/content/member/config/x.json', '/content/member/config/x.json', '/content/member/config/x.json'],
    // Another site's content root is an ordinary path of this site.
    ['/content/other/en/home.html', '/espanol/content/other/en/home.html', '/content/other/en/home.html'],
    // No leading slash.
    ['health/', '/espanol/health/', '/health/'],
    ['', '/espanol/', '/'],
  ])('%s -> es %s, en %s', (path, spanish, english) => {
    expect(pathInLanguage(path, 'es', SITE)).toBe(spanish);
    expect(pathInLanguage(path, 'en', SITE)).toBe(english);
  });

  it.each([
    [{ pathname: '/health/', search: '?cid=abc&rkc=R1', hash: '#part-b' }, 'es', '/espanol/health/?cid=abc&rkc=R1#part-b'],
    [{ pathname: '/espanol/salud/', search: '?q=a%20b', hash: '' }, 'en', '/salud/?q=a%20b'],
    [{ pathname: '/espanol/', search: '', hash: '#main' }, 'en', '/#main'],
    [{ pathname: '/', search: '', hash: '' }, 'en', '/'],
  ] as const)('%j in %s -> %s (query and fragment kept)', (location, target, href) => {
    expect(hrefInLanguage(location, target, SITE)).toBe(href);
  });
});

describe("the page's own language", () => {
  it.each([
    ['/', 'en'],
    ['/health/', 'en'],
    ['/espanol', 'es'],
    ['/espanol/', 'es'],
    ['/espanol.html', 'es'],
    ['/espanol/buscar/', 'es'],
    ['/espanolito/', 'en'],
    ['/content/member/es/home.html', 'es'],
    ['/content/member/es_us/home/x.html', 'es'],
    ['/content/member/en/home.html', 'en'],
    ['/content/member/fr/home.html', 'en'],
    [undefined, 'en'],
  ])('%j -> %s', (path, language) => {
    expect(pathLanguage(path as string, SITE)).toBe(language);
  });
});

describe('site 7.1: the languages from the list', () => {
  const en = { language: 'en', country: 'US', title: 'English (United States)' };
  const es = { language: 'es', country: 'US', title: 'Español (Estados Unidos)' };
  const builtIn = [
    { language: 'en', tag: 'en-US', name: 'English' },
    { language: 'es', tag: 'es-US', name: 'Español' },
  ];
  it.each([
    [
      'the platform list',
      [en, es],
      [
        { language: 'en', tag: 'en-US', name: 'English (United States)' },
        { language: 'es', tag: 'es-US', name: 'Español (Estados Unidos)' },
      ],
      false,
    ],
    [
      "the list's order",
      [es, en],
      [
        { language: 'es', tag: 'es-US', name: 'Español (Estados Unidos)' },
        { language: 'en', tag: 'en-US', name: 'English (United States)' },
      ],
      false,
    ],
    [
      'languages without a route left out, the first of a language wins',
      [{ language: 'fr', country: 'CA', title: 'Français' }, en, { ...en, title: 'English (2)' }, es],
      [
        { language: 'en', tag: 'en-US', name: 'English (United States)' },
        { language: 'es', tag: 'es-US', name: 'Español (Estados Unidos)' },
      ],
      false,
    ],
    [
      'no title or country: the own name, no region',
      [
        { language: 'en', country: '', title: '' },
        { language: 'es', country: 'USA', title: '  ' },
      ],
      [
        { language: 'en', tag: 'en', name: 'English' },
        { language: 'es', tag: 'es', name: 'Español' },
      ],
      false,
    ],
    ['no list (the call failed)', undefined, builtIn, true],
    ['an empty list', [], builtIn, true],
    ['only one linkable language', [en], builtIn, true],
    [
      'only languages without a route',
      [
        { language: 'fr', country: 'FR', title: 'Français' },
        { language: 'de', country: 'DE', title: 'Deutsch' },
      ],
      builtIn,
      true,
    ],
  ] as const)('%s', (_, entries, languages, fallback) => {
    expect(switcherLanguages(entries as never)).toEqual({ languages, fallback });
  });

  it('the fallback is English and Spanish', () => {
    expect(FALLBACK_LANGUAGES.map((entry) => entry.language)).toEqual(['en', 'es']);
  });
});
