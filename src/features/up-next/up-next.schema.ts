/**
 * `<up-next>` configuration (CONTRACT 4c): the tags of the recommendations (`data-tags`, several
 * separated by commas or spaces, domain/up-next.ts `upNextTags`) and how many tiles at most
 * (`data-count`, default 3), and the section's heading.
 */
import * as v from 'valibot';
import { integer, text } from '../../core/schema.ts';

export const DEFAULT_UP_NEXT_COUNT = 3;

export const upNextSchema = v.object({
  tags: text('', "The content tags to recommend by (brain-health 3.9: pillar, neuro, outcome or game tags), joined by '.' in the address (7.6)."),
  count: integer(DEFAULT_UP_NEXT_COUNT, 'How many tiles at most.', 0),
  heading: text('Up next', "The heading above the tiles (translated by the site's dictionary)."),
});

export type UpNextConfig = v.InferOutput<typeof upNextSchema>;
