import { defineMeta } from '../../src/core/schema.ts';
import { memberStripSchema } from '../../src/features/member-strip/member-strip.schema.ts';

/**
 * `<member-strip>`: the enhanced member strip (site 2.4, 3.7, 4.5).
 *
 * ```html
 * <member-strip data-json-url="/content/site/en/config/member-strip.json">
 *   <script type="application/json">{ "renewButtonText": "Renew", "enableMojo": "true" }</script>
 * </member-strip>
 * ```
 */
export const memberStrip = defineMeta({
  tag: 'member-strip',
  summary:
    'Member strip: greets the visitor by membership state (member, Spanish member, lifetime, expired, non-member, anonymous, discovery), reveals and copies the membership number after a recent password check, and links to join, renew, log in and account pages.',
  schema: memberStripSchema,
  attributes: ['enableMojo', 'discoveryTemplateCheck'],
  services: ['/identity/api/v1/sessions/me', '/applications/CoreApi/user'],
  // site 8: "Member-strip configuration fetch fails: warning 'Unable to find location. Error: {error}, with URL: {url}'".
  configFetchWarning: (error, url) => `Unable to find location. Error: ${error}, with URL: ${url}`,
});
