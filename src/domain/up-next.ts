/**
 * The 'up next' tiles of programme detail pages (brain-health 2.1, 3.9, 7.6; CONTRACT 4c
 * `<up-next>` and its "Fixed details"): the address of the tag recommendations, written exactly as
 * 7.6 writes it, `{origin}{cmsApiBaseUrl}/pillars.upnext.{tags}{userType}[.es].json` (tags from
 * `data-tags` joined by '.', `.es` on Spanish pages), and the tiles shown from the answer
 * (`{ items: [{ id, category, title, description, url, image, ... }] }`, the emulator's shape).
 *
 * Decisions where the spec is silent:
 * - `data-tags` may hold several tags separated by commas or spaces; empty ones are dropped.
 * - The tiles are the answer's items in the page's up-next category (program-pages.ts
 *   `upNextCategory`); a detail page without one (recipes-detail, videos-detail) takes any
 *   category. Items without a title or a url are skipped; at most `count` (whole, at least 0).
 */
import type { Locale } from '../core/locale.ts';
import { ownValue, text } from '../core/values.ts';

/** The tags of `data-tags` (commas or spaces between them). */
export function upNextTags(value: unknown): string[] {
  return text(value)
    .split(/[\s,]+/)
    .filter((tag) => tag !== '');
}

/** Brain-health 7.6: the recommendations address (origin and cmsApiBaseUrl as configured; one slash between). */
export function upNextUrl(origin: string, cmsApiBaseUrl: string, tags: readonly string[], userType: string, locale: Locale): string {
  const base = `${text(origin)}${text(cmsApiBaseUrl)}`.replace(/\/+$/, '');
  return `${base}/pillars.upnext.${tags.join('.')}${text(userType)}${locale === 'es' ? '.es' : ''}.json`;
}

/** A tile as the element shows it. */
export interface UpNextTile {
  id: string;
  title: string;
  url: string;
  description: string;
  image: string;
}

/** The tiles to show from the answer (see the module comment). */
export function upNextTiles(answer: unknown, category: string, count: number): UpNextTile[] {
  const items = ownValue(answer, 'items');
  const limit = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (!Array.isArray(items) || limit === 0) return [];
  const tiles: UpNextTile[] = [];
  for (const item of items) {
    if (tiles.length >= limit) break;
    if (category !== '' && text(ownValue(item, 'category')) !== category) continue;
    const tile = {
      id: text(ownValue(item, 'id')),
      title: text(ownValue(item, 'title')),
      url: text(ownValue(item, 'url')),
      description: text(ownValue(item, 'description')),
      image: text(ownValue(item, 'image')),
    };
    if (tile.title !== '' && tile.url !== '') tiles.push(tile);
  }
  return tiles;
}
