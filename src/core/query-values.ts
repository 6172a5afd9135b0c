/**
 * Reading values from a query string, as every page's behaviours and the site links do. Apart
 * from urls.ts (which edits URLs) so that the always-loaded code carries only this. Nothing here
 * throws.
 */

/** A query: a search string ('?a=1' or 'a=1'), URLSearchParams or a URL-ish. */
export type QueryInput = string | URLSearchParams | URL | { readonly search: string };

/** A query part decoded ('+' is a space); a malformed escape is kept as written. */
export function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** The query's entries as [name, value], decoded. */
function entries(query: string): Array<[string, string]> {
  return query
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [decodePart(part), ''] : [decodePart(part.slice(0, eq)), decodePart(part.slice(eq + 1))];
    });
}

function searchText(search: QueryInput | null | undefined): string {
  if (search === null || search === undefined) return '';
  if (typeof search === 'string') return search;
  if (search instanceof URLSearchParams) return search.toString();
  return typeof search.search === 'string' ? search.search : '';
}

/**
 * The first non-empty value among query parameters `names`, tried in order. Names match
 * without regard to case ('campaignId', 'CAMPAIGNID' and 'campaignid' are the same parameter),
 * values are trimmed, and an empty value counts as absent.
 */
export function queryValue(search: QueryInput | null | undefined, ...names: string[]): string | undefined {
  const all = entries(searchText(search).replace(/^\?/, ''));
  for (const name of names) {
    const wanted = name.toLowerCase();
    for (const [key, value] of all) {
      if (key.toLowerCase() === wanted && value.trim()) return value.trim();
    }
  }
  return undefined;
}
