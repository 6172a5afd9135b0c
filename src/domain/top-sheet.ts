/**
 * The promotional top sheet (brain-health 1, 2.4; CONTRACT 4c `<top-sheet>` and its "Fixed
 * details"): the fragment is fetched from the same origin only, is off in authoring mode and in
 * the app web view, and a 'Close' keeps it closed for the session (sessionStorage
 * `topSheetClosed`).
 *
 * Decision where the spec is silent: the closed flag counts when it is 'true' (any other value,
 * or none, is open); a fragment address that does not resolve to an http(s) URL of the page's
 * origin is ignored like one on another origin.
 */
import { safeHttpUrl } from '../core/urls.ts';

/** CONTRACT 4c: the sessionStorage key that remembers 'Close'. */
export const TOP_SHEET_CLOSED_KEY = 'topSheetClosed';

/** The fragment's absolute URL when it is on the page's origin; undefined otherwise. */
export function topSheetFragmentUrl(value: unknown, pageHref: string): string | undefined {
  const page = safeHttpUrl(pageHref, undefined);
  const url = page ? safeHttpUrl(value, page) : undefined;
  return url && page && new URL(url).origin === new URL(page).origin ? url : undefined;
}

/** Whether the top sheet shows: not in authoring mode, not in the app web view, not closed this session. */
export function isTopSheetShown({
  authoring,
  appWebView,
  closedFlag,
}: {
  authoring: boolean;
  appWebView: boolean;
  closedFlag: string | null | undefined;
}): boolean {
  return authoring !== true && appWebView !== true && closedFlag !== 'true';
}
