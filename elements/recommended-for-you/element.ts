import { defineMeta } from '../../src/core/schema.ts';
import { recommendedForYouSchema } from '../../src/features/recommended-for-you/recommended-for-you.schema.ts';

/**
 * `<recommended-for-you>`: a recommendation container (site 2.11, 3.11, 7.6, 8). Every container on
 * the page shares one request, sent when any of them is 10% visible; the CMS's own cards stay
 * until the answer (or the fallback) replaces them.
 *
 * ```html
 * <recommended-for-you data-component-id="rfy-home-1" data-model="articles" data-count="4" data-placement="home">
 *   <h2>Recommended for you</h2>
 *   <ul><li class="rfy-card">...CMS fallback item...</li></ul>
 * </recommended-for-you>
 * ```
 */
export const recommendedForYou = defineMeta({
  tag: 'recommended-for-you',
  summary:
    "Recommendation container: one POST {recommendationEndpoint} for every container on the page once any is 10% visible (count '0' dropped, the stored location for events, nbx, benefits and articles, the konnex/ecid visitor id), cards with image renditions, banners, dates and rewritten ctaUrls; the fallback content for failures and empty components, shuffled and never repeated; the CMS's cards stay until then, with no layout shift.",
  schema: recommendedForYouSchema,
  attributes: ['componentId', 'model', 'count', 'placement', 'filter'],
  // The fallback content (site 7.6, 8; src/api/recommendations.ts FALLBACK_PATH) is on the site's
  // own origin, answered by the platform (the demo: its emulator); it is asked for only when the
  // service fails.
  services: ['/recommendations/v1/content', '/etc/*/recommendations/consolidatedFallbackContent.json'],
});
