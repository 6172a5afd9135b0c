/** Sticky ad configuration (CONTRACT 4b): none; the 360 px threshold is the spec's constant (site 9). */
import * as v from 'valibot';

export const stickyAdSchema = v.object({});

export type StickyAdConfig = v.InferOutput<typeof stickyAdSchema>;
