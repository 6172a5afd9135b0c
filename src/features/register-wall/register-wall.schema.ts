/**
 * Register wall configuration (CONTRACT 4b, site 2.7, 4.8; brain-health 4.15): the wall's texts
 * and links as embedded JSON. Every field has a default; the default texts (and authored texts
 * the CMS dictionary knows) are translated on Spanish pages.
 */
import * as v from 'valibot';
import { optionalText, text } from '../../core/schema.ts';

export const DEFAULT_HEADING = 'Register to keep reading';
export const DEFAULT_BODY = 'Create a free account to read the rest of this page. It takes a minute. Already registered? Log in.';

export const registerWallSchema = v.object({
  heading: text(DEFAULT_HEADING, "The wall's heading."),
  body: text(DEFAULT_BODY, 'The text under the heading.'),
  registerLink: optionalText("The Register button's address; default {secureEndpoint}applications/user/register with this page as referrer."),
  registerText: text('Register', 'The Register button.'),
  loginLink: optionalText("The Log in link's address; default the site's login (site 7.7) returning to this page."),
  loginText: text('Log in', 'The Log in link.'),
});

export type RegisterWallConfig = v.InferOutput<typeof registerWallSchema>;
