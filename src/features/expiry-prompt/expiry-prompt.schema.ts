/**
 * Expiry prompt configuration (CONTRACT 4b): the message with its {date} placeholder, the renew
 * link and its text, and the name of the prompt's region. Every field has a default; defaults
 * (and authored text the CMS dictionary knows) are translated on Spanish pages.
 */
import * as v from 'valibot';
import { optionalText, text } from '../../core/schema.ts';

export const expiryPromptSchema = v.object({
  message: text('Your membership expires on {date}.', 'The prompt text; {date} becomes the expiry date as MM/DD/YYYY.'),
  renewLink: optionalText('Renew address: a URL or a path (/mem/ and /applications/ paths are on the secure host). Default: the site renew link (site 7.7).'),
  renewText: text('Renew now', 'Text of the renew link.'),
  label: text('Membership renewal', "Accessible name of the prompt's region."),
});

export type ExpiryPromptConfig = v.InferOutput<typeof expiryPromptSchema>;
