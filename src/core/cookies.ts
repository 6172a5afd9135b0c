/**
 * Cookies, read and written the way the site does: by name, values URI-encoded, lifetimes in
 * whole days, always on path `/` (site 9).
 */

/** The value of cookie `name`, URI-decoded, or undefined when it is not set. */
export function readCookie(name: string, cookieString: string = currentCookies()): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    return safeDecode(raw);
  }
  return undefined;
}

/** Sets cookie `name` for `days` days (a session cookie when days is undefined), path `/`. */
export function writeCookie(name: string, value: string, days?: number, doc: Document = document): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  if (days !== undefined) {
    const expires = new Date(Date.now() + days * 86_400_000);
    cookie += `; expires=${expires.toUTCString()}`;
  }
  if (doc.location?.protocol === 'https:') cookie += '; secure';
  cookie += '; samesite=lax';
  doc.cookie = cookie;
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
