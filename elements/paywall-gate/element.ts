import { defineMeta } from '../../src/core/schema.ts';
import { paywallGateSchema } from '../../src/features/paywall-gate/paywall-gate.schema.ts';

/**
 * `<paywall-gate>`: the article paywall (site 2.7, 4.8; brain-health 2.6, 4.2).
 *
 * ```html
 * <paywall-gate data-teaser-length="500"><script type="application/json">{ "heading": "...", "body": "...",
 *   "joinLink": "...", "joinText": "Join", "loginText": "Log in" }</script></paywall-gate>
 * <div data-paywall-content> article body </div>
 * ```
 */
export const paywallGate = defineMeta({
  tag: 'paywall-gate',
  summary:
    'Article paywall: for a locked visitor (status codes 1, 5, 4, M, U, D, no login cookie, programme not activated) the article is cut to its teaser at a word boundary, restricted sections, the benefits carousel, comments and the footer leave the DOM, and a wall with Join and Log in follows the teaser (scroll locked, the rest of the page inert but the header); data-locked="true". Otherwise each [data-restricted] gets data-accessed="true". Rewrites membership and login links (site 2.7). Off in authoring mode; in preview mode an author may view the page as a persona.',
  schema: paywallGateSchema,
  attributes: ['teaserLength'],
});
