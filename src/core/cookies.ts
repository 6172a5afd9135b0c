/**
 * Cookies, read and written the way the site does: by name, values URI-encoded, lifetimes in
 * whole days, always on path `/` (site 9).
 */

/** The value of cookie `name`, URI-decoded, or undefined when it is not set. */
export function readCookie(name: string, cookieString: string = currentCookies()): string | undefined {
  if (typeof cookieString !== 'string' || typeof name !== 'string') return undefined;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    return safeDecode(raw);
  }
  return undefined;
}

/** Removes cookie `name` from path `/`. */
export function deleteCookie(name: string, doc: Document = document): void {
  doc.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
