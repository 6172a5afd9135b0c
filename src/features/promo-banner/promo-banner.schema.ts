/**
 * Promo banner configuration (CONTRACT 4b): data-banner-id names the banner whose closing is
 * remembered (site 2.13, 4.7); the close control's name may be given in embedded JSON.
 */
import * as v from 'valibot';
import { optionalText, text } from '../../core/schema.ts';

export const promoBannerSchema = v.object({
  bannerId: optionalText(
    'Which banner this is: closing its expanded variation is remembered in local storage under this id (site 4.7). Without it closing is not remembered.',
  ),
  closeText: text('Close banner', "Accessible name of the close control (translated by the site's dictionary)."),
});

export type PromoBannerConfig = v.InferOutput<typeof promoBannerSchema>;
