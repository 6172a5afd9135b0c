import { defineMeta } from '../../src/core/schema.ts';
import { promoBannerSchema } from '../../src/features/promo-banner/promo-banner.schema.ts';

/**
 * `<promo-banner>`: the promo banner with expanded and closed variations (site 2.13, 4.7).
 *
 * ```html
 * <promo-banner data-banner-id="spring-2027">
 *   <div data-variation="expanded">...</div><div data-variation="closed">...</div>
 * </promo-banner>
 * ```
 */
export const promoBanner = defineMeta({
  tag: 'promo-banner',
  summary:
    'Promo banner: the expanded variation (the closed one on mobile, 767 px or less); closing the expanded one shows the closed one and is remembered per data-banner-id (site 4.7: expanded -> closed (remembered) -> hidden).',
  schema: promoBannerSchema,
  attributes: ['bannerId'],
});
