/**
 * Paywall configuration (CONTRACT 4b, site 2.7): the wall's texts and links as embedded JSON, and
 * the teaser length as `data-teaser-length`. Every field has a default; the default texts (and
 * authored texts the CMS dictionary knows) are translated on Spanish pages.
 */
import * as v from 'valibot';
import { optionalText, text } from '../../core/schema.ts';

export const DEFAULT_HEADING = 'Keep reading with membership';
export const DEFAULT_BODY = 'This article is for members. Join today to read it in full, or log in if you are already a member.';

export const paywallGateSchema = v.object({
  heading: text(DEFAULT_HEADING, "The wall's heading."),
  body: text(DEFAULT_BODY, 'The text under the heading.'),
  joinLink: optionalText("The Join button's address; default the site's join page (site 7.7) with this page as referrer."),
  joinText: text('Join', 'The Join button.'),
  loginLink: optionalText("The Log in link's address; default the site's login (site 7.7) returning to this page."),
  loginText: text('Log in', 'The Log in link.'),
  teaserLength: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'expected a whole number'),
      v.description(
        'data-teaser-length: how many characters of the article a locked visitor reads (default 500). Not a whole number: 500, with a console warning.',
      ),
    ),
  ),
});

export type PaywallGateConfig = v.InferOutput<typeof paywallGateSchema>;
