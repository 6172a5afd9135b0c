import * as v from 'valibot';
import { flag, text } from '../../core/schema.ts';

export const cobrowseSchema = v.object({
  enabled: flag(false, 'The footer enables co-browse. Without it the link is removed.'),
  label: text('Cobrowse', 'Text of the link when the CMS link has none.'),
});

export type CobrowseConfig = v.InferOutput<typeof cobrowseSchema>;
