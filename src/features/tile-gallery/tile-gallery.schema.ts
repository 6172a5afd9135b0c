/**
 * Tile gallery configuration (CONTRACT 4b): the variant and, on the newer channel template, the
 * data-loadmore count. Both come as data-* attributes (or embedded JSON); every field has a
 * default, and a value that is not one of the spec's is a config error (the CMS tiles stay, all
 * shown).
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';
import { GALLERY_VARIANTS } from './tile-gallery.logic.ts';

export const tileGallerySchema = v.object({
  variant: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(GALLERY_VARIANTS, `expected one of ${GALLERY_VARIANTS.join(', ')}`),
      v.description('landing | channel | expert | games (site 2.13).'),
    ),
    'landing',
  ),
  loadmore: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d+\s*$/, 'expected a whole number'))], 'expected a whole number'),
      v.transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, 10))),
      v.integer('expected a whole number'),
      v.minValue(1, 'expected at least 1'),
      v.description("Newer channel template (site 2.13): how many tiles show first; 'Load more' then reveals all the rest. Absent: 6 first, 6 per press."),
    ),
  ),
  loadMoreText: text('Load more', "Text of the landing and channel galleries' button."),
  seeAllText: text('See all', "Text of the expert page's button."),
});

export type TileGalleryConfig = v.InferOutput<typeof tileGallerySchema>;
