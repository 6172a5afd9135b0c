/** Close-container configuration (CONTRACT 4b): the close control's name may be given in embedded JSON. */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const closeContainerSchema = v.object({
  closeText: text('Close', "Accessible name of the close control (translated by the site's dictionary)."),
});

export type CloseContainerConfig = v.InferOutput<typeof closeContainerSchema>;
