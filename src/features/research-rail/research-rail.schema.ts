/**
 * Research rail configuration: none. The parts it moves and the places they go are marked in the
 * CMS's markup (CONTRACT 4b); full-width ad blocks carry data-full-width-ad.
 */
import * as v from 'valibot';

export const researchRailSchema = v.object({});

export type ResearchRailConfig = v.InferOutput<typeof researchRailSchema>;
