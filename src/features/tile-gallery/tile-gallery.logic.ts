/**
 * Tile galleries (site 2.13, 4.8, 6, 9; brain-health 4.15, 4.16, 6): which tiles show, which are
 * locked, how many show first and how many each 'Load more' / 'See all' adds, and the
 * games-centre layout. Pure: the view (TileGallery.tsx) applies the answers.
 */
import { isMembersOnlyBadgeUnlocked } from '../../domain/gating.ts';
import { upperText } from '../../core/values.ts';

/** Site 9: gallery initial and page size 6; the expert page shows 6 before 'See all'. */
export const GALLERY_PAGE_SIZE = 6;
export const EXPERT_INITIAL = 6;
/** Site 2.13, 9: the games-centre height rule applies at 1024 px and up, with 6 or more tiles. */
export const GAMES_DESKTOP_MIN_WIDTH = 1024;
export const GAMES_BANNER_MIN_TILES = 6;

export const GALLERY_VARIANTS = ['landing', 'channel', 'expert', 'games'] as const;
export type GalleryVariant = (typeof GALLERY_VARIANTS)[number];

/** What the gallery knows about the visitor (from the identity snapshot). */
export interface TileViewer {
  /** memberState (site 3.3 / 4.8). */
  memberState: string;
  /** memberState MEMBER or bypassBpCode set (site 6): the snapshot's isMember. */
  isMember: boolean;
  /** The programme sponsor type ('' when none; brain-health 3.1, site 3.12). */
  sponsor: string;
}

/** A sponsored user (site 3.12, brain-health 4.15): any sponsor type. */
export function isSponsoredViewer(viewer: TileViewer): boolean {
  return viewer.sponsor.trim() !== '';
}

export type LockState = 'locked' | 'open';
export type BadgeState = 'locked' | 'unlocked' | 'removed';

/**
 * Site 4.8 / 6: members (memberState MEMBER, or bypassBpCode set) see members-only tiles
 * unlocked; brain-health 4.15: sponsored users have the locks removed; everyone else sees a lock.
 */
export function tileLock(viewer: TileViewer): LockState {
  if (isSponsoredViewer(viewer)) return 'open';
  // isMember is the snapshot's reading of areTilesUnlocked (src/domain/gating.ts): memberState
  // MEMBER or a bypassBpCode set.
  return viewer.isMember ? 'open' : 'locked';
}

/**
 * The members-only badge (site 4.8, brain-health 4.15): removed for sponsored users; unlocked
 * only when memberState is MEMBER (a bypassBpCode does not unlock the badge, only the tile);
 * otherwise locked.
 */
export function badgeState(viewer: TileViewer): BadgeState {
  if (isSponsoredViewer(viewer)) return 'removed';
  return isMembersOnlyBadgeUnlocked(viewer.memberState) ? 'unlocked' : 'locked';
}

/** The sponsor types of an exclusive tile's data-user-type (comma-separated; trimmed, upper case). */
export function parseUserTypes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => upperText(part))
    .filter((part) => part !== '');
}

/** Brain-health 4.16: an exclusive tile shows only if the user's sponsor type is in its list. */
export function isExclusiveEligible(userTypes: readonly string[], sponsor: string): boolean {
  const code = upperText(sponsor);
  return code !== '' && userTypes.includes(code);
}

export type TileKind = 'plain' | 'exclusive' | 'extra';
export interface TileFacts {
  kind: TileKind;
  /** For exclusive tiles: the parsed data-user-type. */
  userTypes?: readonly string[];
}

/**
 * Which tiles the visitor may see (brain-health 4.16): plain tiles always; an exclusive tile only
 * when eligible; extra tiles "in the place" of the hidden exclusive ones, so as many extra tiles
 * show (in document order) as exclusive tiles are hidden.
 */
export function eligibleTiles(tiles: readonly TileFacts[], sponsor: string): boolean[] {
  const hiddenExclusive = tiles.filter((tile) => tile.kind === 'exclusive' && !isExclusiveEligible(tile.userTypes ?? [], sponsor)).length;
  let extrasLeft = hiddenExclusive;
  return tiles.map((tile) => {
    if (tile.kind === 'plain') return true;
    if (tile.kind === 'exclusive') return isExclusiveEligible(tile.userTypes ?? [], sponsor);
    if (extrasLeft > 0) {
      extrasLeft -= 1;
      return true;
    }
    return false;
  });
}

export interface PagingRule {
  /** Tiles shown before the button is used. */
  initial: number;
  /** Tiles each press adds; 'all' reveals the rest. */
  step: number | 'all';
  /** Which button, or none (games: every tile shows). */
  button: 'load-more' | 'see-all' | 'none';
}

/**
 * Site 2.13 / 9:
 * - landing (and channel without data-loadmore): 6 first, 'Load more' adds up to 6;
 * - the newer channel template (data-loadmore present, any of landing/channel): data-loadmore
 *   first, 'Load more' reveals all remaining;
 * - expert: 6 first, 'See all' reveals all;
 * - games: every tile, no button.
 */
export function pagingRule(variant: GalleryVariant, loadmore: number | undefined): PagingRule {
  if (variant === 'games') return { initial: Number.POSITIVE_INFINITY, step: 'all', button: 'none' };
  if (variant === 'expert') return { initial: EXPERT_INITIAL, step: 'all', button: 'see-all' };
  if (loadmore !== undefined) return { initial: loadmore, step: 'all', button: 'load-more' };
  return { initial: GALLERY_PAGE_SIZE, step: GALLERY_PAGE_SIZE, button: 'load-more' };
}

/** How many tiles show after one more press, of `total`. */
export function nextShown(shown: number, total: number, step: number | 'all'): number {
  return step === 'all' ? total : Math.min(total, shown + step);
}

/** How many show at first, of `total`. */
export function initialShown(rule: PagingRule, total: number): number {
  return Math.min(total, rule.initial);
}

/** Whether the button shows: more tiles remain and the variant has one. */
export function hasMore(rule: PagingRule, shown: number, total: number): boolean {
  return rule.button !== 'none' && shown < total;
}

/** Site 2.13: games-centre columns: 1 tile -> 1; 2 or 4 -> 2; any other count -> 3. */
export function gamesColumns(count: number): 1 | 2 | 3 {
  if (count === 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}

/**
 * Site 2.13 / 9: with 6 or more tiles on desktop (1024 px and up), the neighbouring banner or
 * single tile takes the list's height.
 */
export function bannerTakesListHeight(count: number, viewportWidth: number): boolean {
  return count >= GAMES_BANNER_MIN_TILES && viewportWidth >= GAMES_DESKTOP_MIN_WIDTH;
}
