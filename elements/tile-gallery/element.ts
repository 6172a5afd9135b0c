import { defineMeta } from '../../src/core/schema.ts';
import { tileGallerySchema } from '../../src/features/tile-gallery/tile-gallery.schema.ts';

/**
 * `<tile-gallery>`: a list of content tiles (site 2.13, 4.8; brain-health 4.15, 4.16).
 *
 * ```html
 * <tile-gallery data-variant="landing" data-loadmore="6">
 *   <ul><li data-members-only="true">...</li><li data-exclusive data-user-type="INSURER1,INSURER2">...</li><li data-extra-tile>...</li></ul>
 * </tile-gallery>
 * ```
 */
export const tileGallery = defineMeta({
  tag: 'tile-gallery',
  summary:
    "Tile list: members-only locks and badges by membership, sponsor-exclusive tiles (extra tiles in place of ineligible ones), 'Load more' 6 at a time (or data-loadmore first, then all), the expert page's 'See all', and the games-centre columns.",
  schema: tileGallerySchema,
  attributes: ['variant', 'loadmore'],
});
