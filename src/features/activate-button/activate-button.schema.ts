/**
 * `<activate-button>` configuration (CONTRACT 4c): the words the button says while it works and
 * when the activation fails, which the CMS may reword. The button itself is the CMS's.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const activateButtonSchema = v.object({
  activatingText: text('Activating…', "The button's text while the activation runs (translated by the site's dictionary)."),
  errorText: text('The programme could not be activated. Please try again.', "Said when the activation fails (translated by the site's dictionary)."),
});

export type ActivateButtonConfig = v.InferOutput<typeof activateButtonSchema>;
