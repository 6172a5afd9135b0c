import { defineMeta } from '../../src/core/schema.ts';
import { swatBannerSchema } from '../../src/features/swat-banner/swat-banner.schema.ts';

/**
 * `<swat-banner>`: the swat banner with a close control; its mobile image is synced after
 * 2000 ms (site 2.13, 9).
 *
 * ```html
 * <swat-banner><a href="..."><img src="wide.jpg" alt="..." width="1200" height="200"><img data-mobile-image src="narrow.jpg" alt="..." width="750" height="300"></a></swat-banner>
 * ```
 */
export const swatBanner = defineMeta({
  tag: 'swat-banner',
  summary:
    "Swat banner: a close control ('Close banner'; not remembered); the mobile image (img[data-mobile-image], 767 px or less) takes the desktop image's picture 2000 ms after the start when that was swapped meanwhile.",
  schema: swatBannerSchema,
  attributes: [],
});
