/**
 * Tile-gallery rules with the spec's rows: site 2.13 (load more, see all, games centre), 4.8 / 6
 * (locks and badges), 9 (6 per page, 1024 px), brain-health 4.15 (sponsored users) and 4.16
 * (exclusive and extra tiles).
 */
import { describe, expect, it } from 'vitest';
import {
  badgeState,
  bannerTakesListHeight,
  eligibleTiles,
  gamesColumns,
  hasMore,
  initialShown,
  isExclusiveEligible,
  nextShown,
  pagingRule,
  parseUserTypes,
  tileLock,
  type TileFacts,
  type TileViewer,
} from '../../../../src/features/tile-gallery/tile-gallery.logic.ts';

const viewer = (memberState: string, isMember: boolean, sponsor = ''): TileViewer => ({ memberState, isMember, sponsor });

describe('locks and badges (site 4.8, 6; brain-health 4.15)', () => {
  const rows: ReadonlyArray<[who: string, viewer: TileViewer, lock: 'locked' | 'open', badge: 'locked' | 'unlocked' | 'removed']> = [
    ['anonymous', viewer('ANON', false), 'locked', 'locked'],
    ['member (memberState MEMBER)', viewer('MEMBER', true), 'open', 'unlocked'],
    ['bypassBpCode set, not MEMBER: tile opens, badge stays locked', viewer('NON-MEMBER', true), 'open', 'locked'],
    ['non-member', viewer('NON-MEMBER', false), 'locked', 'locked'],
    ['expired', viewer('EXPIRED', false), 'locked', 'locked'],
    ['cancelled', viewer('CANCELLED', false), 'locked', 'locked'],
    ['suspended', viewer('SUSPENDED', false), 'locked', 'locked'],
    ['sponsored non-member (INSURER1): locks and badges removed', viewer('NON-MEMBER', false, 'INSURER1'), 'open', 'removed'],
    ['sponsored member (IMH)', viewer('MEMBER', true, 'IMH'), 'open', 'removed'],
    ['blank sponsor is no sponsor', viewer('ANON', false, '  '), 'locked', 'locked'],
  ];
  it.each(rows)('%s', (_who, who, lock, badge) => {
    expect(tileLock(who)).toBe(lock);
    expect(badgeState(who)).toBe(badge);
  });
});

describe('exclusive sponsor tiles (brain-health 4.16, site 3.12)', () => {
  it.each([
    ['INSURER1,INSURER2', 'INSURER1', true],
    ['INSURER1,INSURER2', 'insurer2', true],
    [' INSURER1 , INSURER1MA ', 'INSURER1MA', true],
    ['INSURER1,INSURER2', 'INSURER1MS35', false],
    ['INSURER1,INSURER2', 'IMH', false],
    ['INSURER1,INSURER2', '', false],
    ['', 'INSURER1', false],
    [',,', 'INSURER1', false],
  ] as const)('data-user-type %j, sponsor %j -> %s', (list, sponsor, eligible) => {
    expect(isExclusiveEligible(parseUserTypes(list), sponsor)).toBe(eligible);
  });

  const plain: TileFacts = { kind: 'plain' };
  const exclusive = (list: string): TileFacts => ({ kind: 'exclusive', userTypes: parseUserTypes(list) });
  const extra: TileFacts = { kind: 'extra' };
  const tiles = [plain, exclusive('INSURER1,INSURER2'), exclusive('INSURER1MA'), plain, extra, extra, extra];
  it.each([
    ['no sponsor: both exclusives hidden, two extras in their place', '', [true, false, false, true, true, true, false]],
    ['INSURER1: one exclusive, one extra', 'INSURER1', [true, true, false, true, true, false, false]],
    ['INSURER1MA: the other one, one extra', 'INSURER1MA', [true, false, true, true, true, false, false]],
    ['IMH: none eligible, two extras', 'IMH', [true, false, false, true, true, true, false]],
  ] as const)('%s', (_why, sponsor, shown) => {
    expect(eligibleTiles(tiles, sponsor)).toEqual(shown);
  });
  it('extra tiles stay hidden when no exclusive tile is hidden', () => {
    expect(eligibleTiles([plain, extra], '')).toEqual([true, false]);
  });
});

describe('paging (site 2.13, 9)', () => {
  it.each([
    ['landing', undefined, { initial: 6, step: 6, button: 'load-more' }],
    ['channel', undefined, { initial: 6, step: 6, button: 'load-more' }],
    ['channel', 4, { initial: 4, step: 'all', button: 'load-more' }],
    ['landing', 9, { initial: 9, step: 'all', button: 'load-more' }],
    ['expert', undefined, { initial: 6, step: 'all', button: 'see-all' }],
    ['expert', 3, { initial: 6, step: 'all', button: 'see-all' }],
    ['games', undefined, { initial: Number.POSITIVE_INFINITY, step: 'all', button: 'none' }],
  ] as const)('%s with data-loadmore %s', (variant, loadmore, rule) => {
    expect(pagingRule(variant, loadmore)).toEqual(rule);
  });

  // [tiles, presses] -> shown after each press, and whether the button is still there.
  it.each([
    [0, [0], [false]],
    [5, [5], [false]],
    [6, [6], [false]],
    [7, [6, 7], [true, false]],
    [12, [6, 12], [true, false]],
    [13, [6, 12, 13], [true, true, false]],
    [20, [6, 12, 18, 20], [true, true, true, false]],
  ] as const)('landing, %i tiles: 6 first, up to 6 per press', (total, steps, more) => {
    const rule = pagingRule('landing', undefined);
    let shown = initialShown(rule, total);
    steps.forEach((expected, index) => {
      expect(shown).toBe(expected);
      expect(hasMore(rule, shown, total)).toBe(more[index]);
      shown = nextShown(shown, total, rule.step);
    });
  });

  it.each([
    ['channel', 4, 10, 4, 10],
    ['channel', 12, 10, 10, 10],
    ['expert', undefined, 14, 6, 14],
    ['expert', undefined, 6, 6, 6],
  ] as const)('%s (data-loadmore %s), %i tiles: %i first, then all (%i)', (variant, loadmore, total, first, after) => {
    const rule = pagingRule(variant, loadmore);
    const shown = initialShown(rule, total);
    expect(shown).toBe(first);
    expect(hasMore(rule, shown, total)).toBe(first < total);
    expect(nextShown(shown, total, rule.step)).toBe(after);
  });

  it('games: every tile, no button', () => {
    const rule = pagingRule('games', undefined);
    expect(initialShown(rule, 9)).toBe(9);
    expect(hasMore(rule, 9, 9)).toBe(false);
  });
});

describe('games centre (site 2.13, 9)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 3],
    [8, 3],
    [0, 3],
  ] as const)('%i tiles -> %i columns', (count, columns) => {
    expect(gamesColumns(count)).toBe(columns);
  });
  it.each([
    [6, 1024, true],
    [9, 1280, true],
    [5, 1280, false],
    [6, 1023, false],
    [6, 390, false],
  ] as const)('%i tiles at %i px: banner takes the list height = %s', (count, width, fill) => {
    expect(bannerTakesListHeight(count, width)).toBe(fill);
  });
});
