/**
 * Benefits navigation configuration (CONTRACT 4b: the CMS's `<nav>` of links needs none). The
 * one text the element adds is the name of the button that opens the list on a phone.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const benefitsNavSchema = v.object({
  toggleLabel: text('Benefit categories', 'Text of the button that shows and hides the list at 767 px or less (site 2.9, 9); translated.'),
});

export type BenefitsNavConfig = v.InferOutput<typeof benefitsNavSchema>;
