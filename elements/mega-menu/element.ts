import { defineMeta } from '../../src/core/schema.ts';
import { megaMenuSchema } from '../../src/features/mega-menu/mega-menu.schema.ts';

/**
 * `<mega-menu>`: the site's channel menu (site 2.3, 4.7, 9). The CMS renders the tabs as links
 * and each tab's sub-channels in its panel; the element enhances them in place.
 *
 * ```html
 * <mega-menu>
 *   <nav aria-label="Main">
 *     <ul>
 *       <li><a href="/health/">Health</a>
 *         <div data-panel><ul><li><a href="/health/medicare/">Medicare</a></li></ul></div></li>
 *     </ul>
 *     <div data-sponsor-logos><img src="..." alt="..."></div>
 *   </nav>
 * </mega-menu>
 * ```
 */
export const megaMenu = defineMeta({
  tag: 'mega-menu',
  summary:
    'Channel menu: one disclosure button per tab with a panel, hover (desktop) or click (1024 px and below), the active tab of site 2.3 as aria-current, close on scroll, sticky with the core header.',
  schema: megaMenuSchema,
  attributes: ['subsite'],
  events: [
    {
      name: 'activateShyHeader',
      description: "detail 'megaMenuClosed': the menu closed on a tablet (768-1024 px), so the shy header may act again (site 4.7).",
    },
  ],
});
