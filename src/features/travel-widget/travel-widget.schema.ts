/**
 * Travel widget configuration (CONTRACT 4b: the CMS's buttons and panels need none). The one
 * text the element adds is the accessible name of its tab list.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const travelWidgetSchema = v.object({
  label: text('Travel booking', 'Accessible name of the tab list (the tabs pattern) or of the group of buttons; translated.'),
});

export type TravelWidgetConfig = v.InferOutput<typeof travelWidgetSchema>;
