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

/**
 * Sets cookie `name` for `days` days (a session cookie when days is undefined), path `/`.
 * Fractional days are allowed (site 9: the balance cookie's 86400 s is 1 day); zero or
 * negative days expire it at once. A days value that is not a finite number (NaN, Infinity)
 * (or so large the date overflows) would write 'expires=Invalid Date', so it gives a session
 * cookie instead.
 */
export function writeCookie(name: string, value: string, days?: number, doc: Document = document): void {
  let cookie = `${name}=${encodeURIComponent(String(value ?? ''))}; path=/`;
  if (typeof days === 'number' && Number.isFinite(days)) {
    const expires = new Date(Date.now() + days * 86_400_000);
    if (!Number.isNaN(expires.getTime())) cookie += `; expires=${expires.toUTCString()}`;
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
