import { defineMeta } from '../../src/core/schema.ts';
import { expiryPromptSchema } from '../../src/features/expiry-prompt/expiry-prompt.schema.ts';

/**
 * `<expiry-prompt>`: the member expiry prompt (site 4.6).
 *
 * ```html
 * <expiry-prompt><script type="application/json">{ "message": "Your membership expires on {date}.",
 *   "renewLink": "/mem/renew", "renewText": "Renew now" }</script></expiry-prompt>
 * ```
 */
export const expiryPrompt = defineMeta({
  tag: 'expiry-prompt',
  summary:
    'Member expiry prompt: a labelled region with the expiry date (MM/DD/YYYY) and a renew link, shown only when the membership has an expiry date, is not on automatic renewal, is not sponsored by an insurer, and expires in 0 to 89 days. Follows logins and logouts in other tabs.',
  schema: expiryPromptSchema,
  attributes: ['message', 'renewLink', 'renewText', 'label'],
});
