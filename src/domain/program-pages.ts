/**
 * Brain-health page types (brain-health 2.1, 2.3; CONTRACT 4c "Fixed details of the brain-health
 * tags"): the page type of a path from 2.1's English and Spanish slug tables, the page category
 * (`data-page-category`) and the 'up next' category of a detail page.
 *
 * The path is read as core/paths.ts `pathSegments` reads every path (query and fragment dropped,
 * percent-decoded, lower case, a trailing `.html` dropped, empty segments ignored); then a leading
 * `espanol` segment is dropped (2.1). "Deeper than one segment" means 2 or more segments (CONTRACT).
 *
 * Decisions where the spec is silent:
 * - A slug is looked up in both columns whatever the language: the table's '–' (no Spanish slug)
 *   means the Spanish site uses the English one (/espanol/videos is videos), and an English slug
 *   under /espanol is still recognised.
 * - `{product}` in 'conoce-{product}' is the site-config product, compared in any case.
 * - The root page is '/', '/espanol' and a lone 'index' segment (as site-links.ts `logoutPage`
 *   reads the home page).
 * - Only the six slugs of 2.1 with a -detail type change type when deeper; every other slug keeps
 *   its type on deeper paths (the legal pages under /about/ are unsecuredPage).
 * - An exact slug wins over the 'authenticated' rule; a path matching nothing has no page type ('').
 */
import { pathSegments } from '../core/paths.ts';
import { text } from '../core/values.ts';

/** Brain-health 2.1 categories (CONTRACT: the value of `data-page-category`). */
export const PAGE_CATEGORIES = ['articles', 'games-play', 'videos', 'activities', 'recipes', 'all'] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];

/** Brain-health 2.1: the 'up next' category of a detail page. */
export const UP_NEXT_CATEGORIES = Object.freeze({
  'articles-detail': 'articles',
  'activities-detail': 'activities',
  'games-detail': 'games-play',
} as const satisfies Record<string, PageCategory>);

/** A slug row of 2.1: its English and Spanish slugs ('' = '–'), its type and its -detail type. */
export interface ProgramSlug {
  en: string;
  /** The Spanish slug; '' where the spec writes '–'. `{product}` stands for the product name. */
  es: string;
  type: string;
  /** The type of a path deeper than one segment; absent when the slug has none. */
  detail?: string;
}

/** Brain-health 2.1: the slug table, then the further slugs (typed by their English slug, CONTRACT 4c). */
export const PROGRAM_SLUGS = Object.freeze([
  { en: 'all-categories', es: 'todas-categorias', type: 'all' },
  { en: 'get-started', es: 'comienza-ya', type: 'anonymousPage' },
  { en: 'about', es: 'conoce-{product}', type: 'unsecuredPage' },
  { en: 'pricing-block', es: 'bloque-de-precios', type: 'unsecuredPage' },
  { en: 'articles', es: 'articulos', type: 'articles', detail: 'articles-detail' },
  { en: 'games-play', es: 'juegos-jugar', type: 'games-play', detail: 'games-detail' },
  { en: 'activities', es: 'actividades', type: 'activities', detail: 'activities-detail' },
  { en: 'recipes', es: 'recetas', type: 'recipes', detail: 'recipes-detail' },
  { en: 'scientific-research-program', es: '', type: 'scientific-research-program', detail: 'scientific-research-program-detail' },
  { en: 'videos', es: '', type: 'videos', detail: 'videos-detail' },
  { en: '404', es: '', type: 'unsecuredPage' },
  { en: 'error', es: '', type: 'unsecuredPage' },
  { en: 'recommendation', es: 'recomendacion', type: 'recommendation' },
  { en: 'authenticated', es: 'autenticado', type: 'authenticated' },
  { en: 'assessment', es: 'evaluacion', type: 'assessment' },
  { en: 'my-list', es: 'mi-lista', type: 'my-list' },
  { en: 'invite-friends', es: 'invita-amigos', type: 'invite-friends' },
  { en: 'daily-puzzles', es: 'rompecabezas-diarios', type: 'daily-puzzles' },
  { en: 'challenges', es: 'desafios', type: 'challenges' },
  { en: 'brain-health-topic', es: 'topico-salud-cerebral', type: 'brain-health-topic' },
  { en: 'themes', es: 'temas', type: 'themes' },
] as const satisfies readonly ProgramSlug[]);

type SlugRow = (typeof PROGRAM_SLUGS)[number];
/** Every page type a path can have (2.1; the further slugs typed by their English slug). */
export type ProgramPageType = 'anonymousPage' | SlugRow['type'] | Extract<SlugRow, { detail: string }>['detail'];

/** Brain-health 2.1: the page type of the root path ('/'). */
export const HOME_PAGE_TYPE = 'anonymousPage';

/** The words of the 'authenticated' rule: a first segment containing either counts (2.1). */
const AUTHENTICATED_WORDS = ['authenticated', 'autenticado'];

/** The path's segments as 2.1 matches them: pathSegments, then a leading 'espanol' dropped. */
export function programSegments(path: string): string[] {
  const segments = pathSegments(path);
  return segments[0] === 'espanol' ? segments.slice(1) : segments;
}

/** A row's Spanish slug for `product` ('' when it has none, or needs a product and has none). */
function spanishSlug(row: ProgramSlug, product: string): string {
  if (!row.es.includes('{product}')) return row.es;
  const name = text(product).toLowerCase();
  return name ? row.es.replace('{product}', name) : '';
}

function slugMatches(row: ProgramSlug, segment: string, product: string): boolean {
  const spanish = spanishSlug(row, product);
  return segment === row.en || (spanish !== '' && segment === spanish);
}

/**
 * Brain-health 2.1: the page type of `path` ('' when it matches no slug). `product` fills the
 * Spanish about slug 'conoce-{product}'.
 */
export function programPageType(path: string, product: string): ProgramPageType | '' {
  const segments = programSegments(path);
  const first = segments[0];
  if (first === undefined || (segments.length === 1 && first === 'index')) return HOME_PAGE_TYPE;
  const row: ProgramSlug | undefined = PROGRAM_SLUGS.find((slug) => slugMatches(slug, first, product));
  if (row) return (segments.length >= 2 && row.detail ? row.detail : row.type) as ProgramPageType;
  return AUTHENTICATED_WORDS.some((word) => first.includes(word)) ? 'authenticated' : '';
}

/** Brain-health 2.1: the 'up next' category of a detail page; '' for any other type. */
export function upNextCategory(pageType: string): PageCategory | '' {
  return Object.hasOwn(UP_NEXT_CATEGORIES, pageType) ? UP_NEXT_CATEGORIES[pageType as keyof typeof UP_NEXT_CATEGORIES] : '';
}

/**
 * CONTRACT 4c `data-page-category`: the page type when it is one of 2.1's categories, on a detail
 * page its up-next category, else '' (the attribute is absent).
 */
export function pageCategory(pageType: string): PageCategory | '' {
  return (PAGE_CATEGORIES as readonly string[]).includes(pageType) ? (pageType as PageCategory) : upNextCategory(pageType);
}

/**
 * Brain-health 2.3 / 4.7: a challenge page. 2.3 says "any path containing /challenges/"; we take
 * it segment-wise and in both languages: any segment 'challenges' or 'desafios' (the 2.1 slugs),
 * at any depth, with or without a trailing slash.
 */
export function isChallengePage(path: string): boolean {
  return pathSegments(path).some((segment) => segment === 'challenges' || segment === 'desafios');
}
