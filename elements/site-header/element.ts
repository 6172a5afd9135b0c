import { defineMeta } from '../../src/core/schema.ts';
import { siteHeaderSchema } from '../../src/features/site-header/site-header.schema.ts';

/**
 * `<site-header>`: the header chrome (site 2.1, 2.3, 4.3, 4.4, 2.15, 8, 9; brain-health 2.4;
 * ask-and-rewards 2.3, 4.9). Markup: CONTRACT 4b; every field, event and attribute in README.md.
 *
 * ```html
 * <site-header>
 *   <script type="application/json">{ "shyHeader": { "hideAfter": 80, "showAfter": 40, "autoHideMs": 3000 }, "rewardsLink": "/rewards/" }</script>
 *   <header> ...[data-header-item] links, [data-promo] blocks, [data-account-menu], [data-offscreen-nav-open] + nav[data-offscreen-nav]... </header>
 * </site-header>
 * ```
 */
export const siteHeader = defineMeta({
  tag: 'site-header',
  summary:
    "Header chrome: shows the items and promo of the visitor's header user type (data-header-user-type), the account dropdown (first name, rewards points or 'not opted', my account, log out), the sponsor's logo, the shy sticky behaviour, the offscreen navigation and the session-lost alert.",
  schema: siteHeaderSchema,
  attributes: ['rewardsLink', 'pointsFormat', 'myAccountLink'],
  events: [
    {
      name: 'CORE_HEADER.STICKY_UPDATE',
      description: 'detail { sticky }: true while the header is shown over scrolled content, false when it is hidden or the page is at the top.',
    },
  ],
});
