/**
 * Share bar configuration: none. The share links are the CMS's own `<a data-share>`, their
 * hrefs with '*fullURL*' where the page's URL goes (site 2.13).
 */
import * as v from 'valibot';

export const shareBarSchema = v.object({});

export type ShareBarConfig = v.InferOutput<typeof shareBarSchema>;
