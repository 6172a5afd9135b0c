import { defineMeta } from '../../src/core/schema.ts';
import { upNextSchema } from '../../src/features/up-next/up-next.schema.ts';

/**
 * `<up-next>`: the 'Up next' tiles of a brain-health detail page (brain-health 2.1, 3.9, 7.6;
 * CONTRACT 4c).
 *
 * ```html
 * <up-next data-tags="pillar-eat_right" data-count="3"></up-next>
 * ```
 */
export const upNext = defineMeta({
  tag: 'up-next',
  summary:
    "Up next: at most data-count tiles (links) from pillars.upnext.{tags}{userType}[.es].json for the page's up-next category, the answer cached in localStorage recommendationContentTiles; nothing at all when there are none or the call fails.",
  schema: upNextSchema,
  attributes: ['tags', 'count', 'heading'],
  services: ['/content/*/api/pillars.upnext.*'],
});
