import { defineMeta } from '../../src/core/schema.ts';
import { secretWordSchema } from '../../src/features/secret-word/secret-word.schema.ts';

/**
 * `<secret-word>`: the secret word entry of the rewards pages (ask-and-rewards 3.16, 7.2, 9.2;
 * CONTRACT 4c). Enhances the CMS form.
 *
 * ```html
 * <secret-word>
 *   <form><label for="secret-word-input">Secret word</label>
 *     <input id="secret-word-input" name="secretWord" autocomplete="off"> <button type="submit">Submit</button></form>
 * </secret-word>
 * ```
 */
export const secretWord = defineMeta({
  tag: 'secret-word',
  summary:
    "Secret word entry: POST secretword {userIdentifier, secretWord} (trimmed, never empty, one at a time); the result said next to the form (points earned with the balance refreshed everywhere, already used, not today's word, daily limit reached on 429, 8.2's account message, or a plain failure with 'Try again'). Signed out: 'Log in' to the rewards login; not a participant: how to join.",
  schema: secretWordSchema,
  attributes: ['joinUrl'],
  services: ['/applications/loyalty-catalog/secretword'],
});
