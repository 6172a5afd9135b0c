/**
 * Writing cookies (site 9: values URI-encoded, lifetimes in whole days, path `/`). Apart from
 * cookies.ts, which every page loads for reading: a page that never writes a cookie never loads
 * this (the tag-less page budget).
 */
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
