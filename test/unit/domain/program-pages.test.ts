import { describe, expect, it } from 'vitest';
import {
  PAGE_CATEGORIES,
  PROGRAM_SLUGS,
  isChallengePage,
  pageCategory,
  programPageType,
  programSegments,
  upNextCategory,
} from '../../../src/domain/program-pages.ts';

const PRODUCT = 'sharpmind';

// Brain-health 2.1, the slug table: [English slug, Spanish slug ('' = '–'), type, -detail type ('' = none)].
const TABLE: Array<[string, string, string, string]> = [
  ['all-categories', 'todas-categorias', 'all', ''],
  ['get-started', 'comienza-ya', 'anonymousPage', ''],
  ['about', `conoce-${PRODUCT}`, 'unsecuredPage', ''],
  ['pricing-block', 'bloque-de-precios', 'unsecuredPage', ''],
  ['articles', 'articulos', 'articles', 'articles-detail'],
  ['games-play', 'juegos-jugar', 'games-play', 'games-detail'],
  ['activities', 'actividades', 'activities', 'activities-detail'],
  ['recipes', 'recetas', 'recipes', 'recipes-detail'],
  ['scientific-research-program', '', 'scientific-research-program', 'scientific-research-program-detail'],
  ['videos', '', 'videos', 'videos-detail'],
  ['404', '', 'unsecuredPage', ''],
  ['error', '', 'unsecuredPage', ''],
];

// Brain-health 2.1, the further slugs; CONTRACT 4c: their type is the English slug.
const FURTHER: Array<[string, string]> = [
  ['recommendation', 'recomendacion'],
  ['authenticated', 'autenticado'],
  ['assessment', 'evaluacion'],
  ['my-list', 'mi-lista'],
  ['invite-friends', 'invita-amigos'],
  ['daily-puzzles', 'rompecabezas-diarios'],
  ['challenges', 'desafios'],
  ['brain-health-topic', 'topico-salud-cerebral'],
  ['themes', 'temas'],
];

const type = (path: string) => programPageType(path, PRODUCT);

describe('programPageType: the slug table of 2.1', () => {
  it('the root is anonymousPage, in both languages', () => {
    for (const path of ['/', '', '/espanol', '/espanol/', '/espanol.html', '/index.html', '/espanol/index.html'])
      expect(type(path), path).toBe('anonymousPage');
  });

  describe.each(TABLE)('%s / %s', (en, es, pageType, detail) => {
    const spellings = (slug: string) => [`/${slug}`, `/${slug}/`, `/${slug}.html`, `/${slug.toUpperCase()}/`, `/${slug}?x=1#top`];

    it(`English -> ${pageType}`, () => {
      for (const path of spellings(en)) expect(type(path), path).toBe(pageType);
    });

    it(`Spanish (leading /espanol dropped) -> ${pageType}`, () => {
      // '–' in the Spanish column: the Spanish site uses the English slug.
      for (const path of spellings(es || en)) expect(type(`/espanol${path}`), `/espanol${path}`).toBe(pageType);
    });

    it(`deeper -> ${detail || pageType}`, () => {
      const expected = detail || pageType;
      for (const slug of [en, `espanol/${es || en}`]) {
        expect(type(`/${slug}/some-page`)).toBe(expected);
        expect(type(`/${slug}/some-page.html`)).toBe(expected);
        expect(type(`/${slug}/some-page/`)).toBe(expected);
        expect(type(`/${slug}/a/b/c.html`)).toBe(expected);
      }
    });
  });

  describe.each(FURTHER)('further slug %s / %s', (en, es) => {
    it(`-> ${en} in both languages and at any depth`, () => {
      for (const path of [`/${en}`, `/${en}/`, `/${en}.html`, `/espanol/${es}/`, `/espanol/${es}.html`, `/${en}/deeper/page.html`, `/espanol/${es}/mas`]) {
        expect(type(path), path).toBe(en);
      }
    });
  });

  it('an English slug under /espanol is still recognised', () => {
    expect(type('/espanol/articles/x')).toBe('articles-detail');
  });

  it.each([
    ['/my-authenticated-home', 'authenticated'],
    ['/authenticated-home/page.html', 'authenticated'],
    ['/espanol/inicio-autenticado', 'authenticated'],
    ['/AUTHENTICATED.html', 'authenticated'],
    ['/articles/authenticated', 'articles-detail'], // only the first segment counts
    ['/home/authenticated', ''],
  ])("'authenticated' anywhere in the first segment: %s -> %j", (path, expected) => {
    expect(type(path)).toBe(expected);
  });

  it.each([['/unknown'], ['/article'], ['/espanol/desconocido/x'], ['/games'], ['/conoce-'], ['/espanol/espanol']])('%s matches no slug', (path) => {
    expect(type(path)).toBe('');
  });

  it('conoce-{product} follows the product, in any case', () => {
    expect(programPageType('/espanol/conoce-SharpMind/', 'SharpMind')).toBe('unsecuredPage');
    expect(programPageType('/espanol/conoce-sharpmind', 'other')).toBe('');
    expect(programPageType('/espanol/conoce-', '')).toBe('');
    expect(programPageType('/espanol/conoce-sharpmind/politica-de-privacidad/', PRODUCT)).toBe('unsecuredPage');
  });

  it('the legal pages (2.4) are unsecuredPage', () => {
    for (const path of ['/about/privacy-policy/', '/about/terms-of-service/', '/about/disclaimer/']) expect(type(path)).toBe('unsecuredPage');
  });

  it('doubled slashes and percent-encoding are read as segments', () => {
    expect(type('//articles//x//')).toBe('articles-detail');
    expect(type('/%61rticles')).toBe('articles');
  });

  it('holds exactly the rows of the spec, in its order', () => {
    const rows = PROGRAM_SLUGS.map((row) => [row.en, row.es.replace('{product}', PRODUCT), row.type, 'detail' in row ? row.detail : '']);
    expect(rows).toEqual([...TABLE, ...FURTHER.map(([en, es]) => [en, es, en, ''])]);
  });
});

describe('programSegments', () => {
  it.each([
    ['/espanol/articulos/x.html', ['articulos', 'x']],
    ['/articles/', ['articles']],
    ['/', []],
    ['/espanol', []],
    ['/espanolx/a', ['espanolx', 'a']],
  ])('%s -> %j', (path, segments) => {
    expect(programSegments(path)).toEqual(segments);
  });
});

// Brain-health 2.1: categories, and the 'up next' category of a detail page.
describe('upNextCategory and pageCategory', () => {
  it.each([
    ['articles-detail', 'articles'],
    ['activities-detail', 'activities'],
    ['games-detail', 'games-play'],
    ['recipes-detail', ''],
    ['videos-detail', ''],
    ['scientific-research-program-detail', ''],
    ['articles', ''],
    ['', ''],
    ['toString', ''],
  ])('upNextCategory(%j) -> %j', (pageType, category) => {
    expect(upNextCategory(pageType)).toBe(category);
  });

  it('the six categories', () => {
    expect(PAGE_CATEGORIES).toEqual(['articles', 'games-play', 'videos', 'activities', 'recipes', 'all']);
  });

  it.each([
    ['articles', 'articles'],
    ['games-play', 'games-play'],
    ['videos', 'videos'],
    ['activities', 'activities'],
    ['recipes', 'recipes'],
    ['all', 'all'],
    ['articles-detail', 'articles'],
    ['activities-detail', 'activities'],
    ['games-detail', 'games-play'],
    ['recipes-detail', ''],
    ['videos-detail', ''],
    ['scientific-research-program', ''],
    ['anonymousPage', ''],
    ['unsecuredPage', ''],
    ['my-list', ''],
    ['', ''],
  ])('pageCategory(%j) -> %j', (pageType, category) => {
    expect(pageCategory(pageType)).toBe(category);
  });

  it.each([
    ['/espanol/juegos-jugar/sudoku.html', 'games-play'],
    ['/espanol/articulos/', 'articles'],
    ['/espanol/todas-categorias', 'all'],
    ['/recipes/soup', ''],
  ])('from a path: %s -> %j', (path, category) => {
    expect(pageCategory(type(path))).toBe(category);
  });
});

// Brain-health 2.3: "any path containing /challenges/"; the Spanish slug desafios too.
describe('isChallengePage', () => {
  it.each([
    ['/challenges/sleep-better/step-4/', true],
    ['/challenges/', true],
    ['/challenges', true],
    ['/espanol/desafios/dormir/paso-2.html', true],
    ['/programme/challenges/x', true],
    ['/challenges-hub', false],
    ['/articles/challenges-of-sleep', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isChallengePage(path)).toBe(expected);
  });
});
