import { defineMeta } from '../../src/core/schema.ts';
import { leavingSiteModalSchema } from '../../src/features/leaving-site-modal/leaving-site-modal.schema.ts';

/**
 * `<leaving-site-modal>`: the notice before links that leave the site (site 2.5, 2.2). One per page.
 *
 * ```html
 * <leaving-site-modal><script type="application/json">{ "heading": "...", "body": "...",
 *   "continueText": "Continue", "cancelText": "Cancel", "internalHosts": ["www.example.org"] }</script></leaving-site-modal>
 * ```
 */
export const leavingSiteModal = defineMeta({
  tag: 'leaving-site-modal',
  summary:
    'Leaving-site notice: a modal dialog (heading, text, Continue, Cancel, close control) before links marked data-displayoverlay="displayOverlay" and links to hosts outside internalHosts. Continue follows the link as it would have gone (same window, or a new tab for target=_blank). On a companion-app origin the app name replaces the site name. Off in authoring mode.',
  schema: leavingSiteModalSchema,
  attributes: ['heading', 'body', 'continueText', 'cancelText', 'closeText', 'siteName', 'appName'],
});
