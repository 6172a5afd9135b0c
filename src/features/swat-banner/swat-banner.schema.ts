/** Swat banner configuration (CONTRACT 4b): the close control's name may be given in embedded JSON. */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const swatBannerSchema = v.object({
  closeText: text('Close banner', "Accessible name of the close control (translated by the site's dictionary)."),
});

export type SwatBannerConfig = v.InferOutput<typeof swatBannerSchema>;
