/**
 * `<top-sheet>` configuration (CONTRACT 4c): the fragment's address (`data-fragment-url`, this
 * site's origin only; domain/top-sheet.ts), and the words of the sheet's region and its close
 * control, which the CMS may reword.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const topSheetSchema = v.object({
  fragmentUrl: text('', "The HTML fragment to show (an address on this site's origin; another origin is ignored)."),
  label: text('Announcement', "The accessible name of the sheet's region (translated by the site's dictionary)."),
  closeText: text('Close', "The accessible name of the close control (translated by the site's dictionary)."),
});

export type TopSheetConfig = v.InferOutput<typeof topSheetSchema>;
