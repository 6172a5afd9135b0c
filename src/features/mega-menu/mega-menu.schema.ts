import * as v from 'valibot';
import { flag } from '../../core/schema.ts';

export const megaMenuSchema = v.object({
  subsite: flag(
    false,
    'The page belongs to a sub-site (site 2.3): when no link of the menu matches the page, a tab whose last URL segment equals a segment of the page path is marked active.',
  ),
});

export type MegaMenuConfig = v.InferOutput<typeof megaMenuSchema>;
