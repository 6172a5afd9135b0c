/**
 * `<up-next>`'s rules (brain-health 2.1, 3.9, 7.6; CONTRACT 4c): the address to ask, the tiles
 * to show and the element's state. The address and the tiles are domain/up-next.ts's; the page's
 * up-next category is domain/program-pages.ts's. Pure.
 *
 * States (the host's `data-up-next-state`): `waiting` (identity not read yet), `none` (no token or
 * no programme user type: nothing asked), `no-config` (no `cmsApiBaseUrl` in #site-config: nothing
 * asked, a console warning), `loading`, `tiles` (shown), `empty` (no tile to show: nothing shown),
 * `failed` (nothing shown; the console says why).
 *
 * Decided: a tile's link must be http(s) (relative ones resolved against the page); a tile whose
 * url is not is left out, and so is a tile of the page itself (the same address without query,
 * fragment, a trailing `.html` or slash: what comes next is another page). Tiles show their title and description as a link; the answer's images
 * are not shown (the tiles stay light, and an image that fails leaves no broken box).
 */
import type { Locale } from '../../core/locale.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { programPageType, upNextCategory } from '../../domain/program-pages.ts';
import { upNextTags, upNextTiles, upNextUrl, type UpNextTile } from '../../domain/up-next.ts';

export type UpNextState = 'waiting' | 'none' | 'no-config' | 'loading' | 'tiles' | 'empty' | 'failed';

export interface UpNextRequestFacts {
  origin: string;
  cmsApiBaseUrl: string | undefined;
  tags: string;
  userType: string;
  locale: Locale;
}

/** The address to ask (7.6), or undefined when something it needs is missing. */
export function upNextRequestUrl({ origin, cmsApiBaseUrl, tags, userType, locale }: UpNextRequestFacts): string | undefined {
  if (!cmsApiBaseUrl || !userType) return undefined;
  return upNextUrl(origin, cmsApiBaseUrl, upNextTags(tags), userType, locale);
}

/** The page's up-next category (2.1: a detail page's); '' on any other page (any category then). */
export function pageUpNextCategory(path: string, product: string): string {
  return upNextCategory(programPageType(path, product));
}

function withoutQuery(href: string): string {
  return href
    .replace(/[?#].*$/, '')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '');
}

/** A tile as shown: its link made absolute and http(s). */
export interface ShownTile extends UpNextTile {
  href: string;
}

/** The tiles to show from the answer: the domain's, each with a safe link (see the module comment). */
export function shownTiles(answer: unknown, category: string, count: number, pageHref: string): ShownTile[] {
  const tiles: ShownTile[] = [];
  const here = withoutQuery(pageHref);
  for (const tile of upNextTiles(answer, category, Number.MAX_SAFE_INTEGER)) {
    if (tiles.length >= count) break;
    const href = safeHttpUrl(tile.url, pageHref);
    if (href && withoutQuery(href) !== here) tiles.push({ ...tile, href });
  }
  return tiles;
}
