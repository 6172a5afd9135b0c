/**
 * Content paths (site 2.1): "when the current path lacks the site's content root, it is
 * normalised to /content/{site}/{locale}/home followed by the path. This is used for menu
 * highlighting" (site 2.3: the tab whose URL is the longest substring of the normalised path).
 *
 * The content root is /content/{site}. A path that already starts with it (an author-side
 * URL, e.g. /content/member/en/home/health.html) is left alone; any other path (a published
 * URL, e.g. /health/article.html or /espanol/salud.html) is prefixed. "Followed by the path" is
 * taken literally: the published path is kept whole, including a leading /espanol, so tab URLs
 * written either way still appear as substrings of the result.
 */
import type { Locale } from './locale.ts';

/** '/content/{site}'. */
export function contentRoot(site: string): string {
  return `/content/${site}`;
}

/** Whether `pathname` lies under the content root of `site` (segment-wise: not /content/site2). */
export function hasContentRoot(pathname: string, site: string): boolean {
  const root = contentRoot(site);
  return pathname === root || pathname.startsWith(`${root}/`) || pathname.startsWith(`${root}.`);
}

/**
 * The normalised content path (site 2.1). A path without a leading slash gets one; anything
 * that is not a string counts as '/'. Query and fragment are not part of a pathname and are
 * dropped if present.
 */
export function normaliseContentPath(pathname: string, site: string, locale: Locale): string {
  let path = typeof pathname === 'string' ? pathname.trim() : '';
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (hasContentRoot(path, site)) return path;
  return `${contentRoot(site)}/${locale}/home${path}`;
}

/**
 * The path's segments as compared: query and fragment dropped, percent-decoding applied,
 * lower case, a trailing `.html` / `.htm` removed from the last segment, empty segments
 * (doubled or trailing slashes) ignored.
 */
export function pathSegments(path: string): string[] {
  if (typeof path !== 'string') return [];
  const bare = path.trim().replace(/[?#].*$/, '');
  const segments = bare
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) => segment.trim().toLowerCase())
    .filter((segment) => segment !== '');
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(/\.html?$/, '');
  return segments.filter((segment) => segment !== '');
}
