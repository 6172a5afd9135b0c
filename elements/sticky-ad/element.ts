import { defineMeta } from '../../src/core/schema.ts';
import { stickyAdSchema } from '../../src/features/sticky-ad/sticky-ad.schema.ts';

/**
 * `<sticky-ad>`: the leaderboard ad, sticky from 360 px of scroll (site 2.13, 9).
 *
 * ```html
 * <sticky-ad><a href="..."><img src="..." alt="..." width="728" height="90"></a></sticky-ad>
 * ```
 */
export const stickyAd = defineMeta({
  tag: 'sticky-ad',
  summary:
    'Leaderboard ad: fixed to the bottom of the window from a scroll depth of 360 px, its place in the page kept (no layout shift), never over focused content.',
  schema: stickyAdSchema,
  attributes: [],
});
