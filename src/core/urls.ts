/**
 * URL helpers that know nothing of the site: parsing, query strings edited as text, and checking
 * URLs that come from data. Reading a query's values is in query-values.ts, which every page loads. The site's own navigation targets (login, join, renew, logout) are
 * domain rules: src/domain/site-links.ts. Nothing here throws.
 */

/** A page URL: a string, a URL or anything with an href (Location). */
export type UrlInput = string | URL | { readonly href: string };

/** An absolute URL from `value`, or undefined. */
export function toUrl(value: UrlInput | null | undefined, base?: string | URL): URL | undefined {
  if (value === null || value === undefined) return undefined;
  const text = typeof value === 'string' ? value : value instanceof URL ? value.href : typeof value.href === 'string' ? value.href : '';
  try {
    return base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return undefined;
  }
}

/** The current page's URL, or '' outside a browser. */
export function currentHref(): string {
  return typeof location === 'undefined' ? '' : location.href;
}

// ---------------------------------------------------------------------------------------------
// Query strings, edited as text so that the parts we do not touch stay byte for byte (reading
// them: query-values.ts).

interface SplitUrl {
  base: string;
  query: string;
  hash: string;
}

export function splitUrl(url: string): SplitUrl {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt < 0 ? { base: beforeHash, query: '', hash } : { base: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

/** Builds 'name=value&...', each side encoded with encodeURIComponent. */
export function queryString(params: ReadonlyArray<readonly [string, string]>): string {
  return params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

/** Appends `params` to `url`'s query (after any existing ones), keeping the fragment last. */
export function appendQuery(url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const text = typeof url === 'string' ? url : '';
  if (params.length === 0) return text;
  const { base, query, hash } = splitUrl(text);
  const added = queryString(params);
  return `${base}?${query ? `${query}&${added}` : added}${hash}`;
}

// ---------------------------------------------------------------------------------------------
// URLs from data.

/**
 * The absolute http(s) URL `value` stands for, resolved against `base` (default: the
 * document's base URL), or undefined. Rejects every other scheme (javascript:, data:,
 * vbscript:, file:, mailto: ...) however it is disguised (case, leading spaces, tabs or
 * newlines inside the scheme), because the URL parser normalises before we look at the scheme.
 * A protocol-relative or backslash form ('//host', '\\\\host') is judged after resolution, so
 * it is accepted only when the base gives it http(s). Empty values are rejected: a missing URL
 * in data is not "this page".
 */
export function safeHttpUrl(value: unknown, base: string | URL | undefined = documentBase()): string | undefined {
  if (typeof value !== 'string' && !(value instanceof URL)) return undefined;
  const text = typeof value === 'string' ? value : value.href;
  if (!text.trim()) return undefined;
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** Whether `value` is an http(s) URL (see safeHttpUrl). */
export function isSafeHttpUrl(value: unknown, base?: string | URL): boolean {
  return safeHttpUrl(value, base ?? documentBase()) !== undefined;
}

function documentBase(): string | undefined {
  try {
    return typeof document === 'undefined' ? undefined : document.baseURI;
  } catch {
    return undefined;
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
