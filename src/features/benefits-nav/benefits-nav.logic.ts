/**
 * The benefits category navigation's rules (site 2.9): which link is active (the last two path
 * segments), and the selection remembered across navigation (category, subcategory page name,
 * subcategory id, redirectEnabled) as it is written to and read back from session storage.
 */
import { pathSegments } from '../../core/paths.ts';

/** The session-storage key of the remembered selection. */
export const SELECTION_KEY = 'benefitsNavSelection';

/** The fragment of the limited-time offers section (site 2.9). */
export const LIMITED_TIME_ANCHOR = 'limitedtimememberoffer';

/** site 9: mobile is 767 px or less. */
export const MOBILE_MAX_WIDTH = 767;

/** The remembered selection (site 2.9), with the spec's field names. */
export interface NavSelection {
  category: string;
  subCategoryPageName: string;
  subCategoryId: string;
  redirectEnabled: boolean;
}

/** Longest text kept from storage for one field: anything longer is not ours. */
const MAX_FIELD = 200;

/** The last two segments joined with '/', '' for the site root. */
export function lastTwoSegments(path: string): string {
  return pathSegments(path).slice(-2).join('/');
}

/** The last segment ('' for the root): a subcategory's page name. */
export function lastSegment(path: string): string {
  return pathSegments(path).at(-1) ?? '';
}

/**
 * Whether a link's path is the page's (site 2.9: matched by the last two path segments). The
 * root ('') never matches, so a link to the home page is never the active category.
 */
export function isActivePath(linkPath: string, pagePath: string): boolean {
  const link = lastTwoSegments(linkPath);
  return link !== '' && link === lastTwoSegments(pagePath);
}

/** Index of the first of `linkPaths` that is active on `pagePath`, or -1. */
export function activeIndex(linkPaths: readonly string[], pagePath: string): number {
  return linkPaths.findIndex((linkPath) => isActivePath(linkPath, pagePath));
}

function field(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.length > MAX_FIELD) return undefined;
  return value.trim();
}

/**
 * The remembered selection from its stored text. Anything that is not a JSON object with string
 * fields (numbers accepted for the id) and a boolean (or 'true' / 'false') redirectEnabled reads
 * as nothing: storage is shared with other scripts, and a bad value must not break the page.
 */
export function parseSelection(text: string | null | undefined): NavSelection | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const category = field(record.category ?? '');
  const subCategoryPageName = field(record.subCategoryPageName ?? '');
  const subCategoryId = field(record.subCategoryId ?? '');
  const redirect = record.redirectEnabled ?? false;
  const redirectEnabled = redirect === true || redirect === 'true' ? true : redirect === false || redirect === 'false' ? false : undefined;
  if (category === undefined || subCategoryPageName === undefined || subCategoryId === undefined || redirectEnabled === undefined) return undefined;
  if (category === '' && subCategoryPageName === '' && subCategoryId === '') return undefined;
  return { category, subCategoryPageName, subCategoryId, redirectEnabled };
}

export function serialiseSelection(selection: NavSelection): string {
  return JSON.stringify(selection);
}

/**
 * The selection a click on a nav link records. A subcategory link (it has a subcategory id)
 * asks the next page to scroll to its subcategory; a category link clears the subcategory.
 */
export function selectionForLink(link: { path: string; subCategoryId?: string | null; categoryPath?: string | null }): NavSelection {
  const id = (link.subCategoryId ?? '').trim();
  if (id === '') return { category: lastSegment(link.path), subCategoryPageName: '', subCategoryId: '', redirectEnabled: false };
  return {
    category: lastSegment(link.categoryPath ?? ''),
    subCategoryPageName: lastSegment(link.path),
    subCategoryId: id,
    redirectEnabled: true,
  };
}

/** Whether the page at `pagePath` should scroll to the remembered subcategory. */
export function shouldRedirectScroll(selection: NavSelection | undefined, pagePath: string): selection is NavSelection {
  return (
    selection !== undefined &&
    selection.redirectEnabled &&
    selection.subCategoryId !== '' &&
    selection.subCategoryPageName !== '' &&
    selection.subCategoryPageName === lastSegment(pagePath)
  );
}
