/**
 * Leaving-site notice configuration (CONTRACT 4b, site 2.5, 2.2). Every field has a default; the
 * default texts (and authored texts the CMS dictionary knows) are translated on Spanish pages.
 * `{siteName}` in the heading or body becomes `siteName`, or `appName` on a companion-app origin.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

/** A list of strings, given as a JSON array or as text separated by commas, spaces or newlines. */
function hostList(description: string) {
  return v.optional(
    v.pipe(
      v.union([v.array(v.string()), v.string()], 'expected a list of host names'),
      v.transform((value): string[] => (Array.isArray(value) ? value : value.split(/[\s,]+/)).map((item) => item.trim()).filter(Boolean)),
      v.description(description),
    ),
    [],
  );
}

export const DEFAULT_HEADING = 'You are leaving {siteName}';
export const DEFAULT_BODY = 'The website you are going to is not operated by us. A different privacy policy and terms of use apply there.';

export const leavingSiteModalSchema = v.object({
  heading: text(DEFAULT_HEADING, "The notice's heading; {siteName} becomes the site name (the app name on a companion-app origin)."),
  body: text(DEFAULT_BODY, 'The notice text; {siteName} as in the heading.'),
  continueText: text('Continue', 'The button that follows the link.'),
  cancelText: text('Cancel', 'The button that stays on the page.'),
  closeText: text('Close', 'Accessible name of the close control (an X).'),
  internalHosts: hostList(
    'Host names that are part of the site (links to them get no notice); same-origin links are always internal. "*.example.org" also matches subdomains.',
  ),
  siteName: text('our website', 'The site name {siteName} stands for (site 2.2).'),
  appName: text('our app', 'The companion app name that replaces the site name on a companion-app origin (site 2.2).'),
  appOrigins: hostList('Origins of the companion app (https://app.example.org); a page on one of them, or an app web view (EXP, site 2.2), uses appName.'),
});

export type LeavingSiteModalConfig = v.InferOutput<typeof leavingSiteModalSchema>;
