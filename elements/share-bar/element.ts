import { defineMeta } from '../../src/core/schema.ts';
import { shareBarSchema } from '../../src/features/share-bar/share-bar.schema.ts';

/**
 * `<share-bar>`: the social-share bar (site 2.13, 9).
 *
 * ```html
 * <share-bar><a href="https://share.example/?u=*fullURL*" data-share>Share</a></share-bar>
 * ```
 */
export const shareBar = defineMeta({
  tag: 'share-bar',
  summary:
    "Social-share bar: '*fullURL*' in share links becomes the canonical URL (encoded); a share opens a 700x300 popup centred on the screen, or follows the link when popups are blocked; sticky at 1025 px and up (1024 px in portrait).",
  schema: shareBarSchema,
  attributes: [],
});
