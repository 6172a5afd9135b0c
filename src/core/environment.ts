/**
 * Environments, told apart by host name.
 *
 * - site 7.7 / brain-health 9: "hosts whose first label ends in -pi, -l, -d, -hw, -s, -ta or
 *   -stage, plus localhost and site- hosts, count as non-live". Live hosts get the live OAuth
 *   client id, the others the non-live one.
 * - site 7.4: the services host per environment: the environment suffix of the first label of
 *   the services host maps '-ta' and '-l' to '-s', '-cg' to '-pi'; any other suffix stays.
 * - site 7.3: outside production the identity-service host has a '-pi' suffix.
 */

/** site 7.7: first-label endings of non-live hosts. */
export const NON_LIVE_SUFFIXES: readonly string[] = Object.freeze(['-pi', '-l', '-d', '-hw', '-s', '-ta', '-stage']);

/** site 7.4: how a services-host suffix maps to the suffix actually used. */
export const SERVICES_SUFFIX_MAP: Readonly<Record<string, string>> = Object.freeze({ '-ta': '-s', '-l': '-s', '-cg': '-pi' });

/**
 * The bare, lower-case host name of `host`, which may also be given as 'host:port', '[::1]',
 * a URL, or with a trailing dot. '' when there is nothing usable.
 */
export function hostName(host: string): string {
  if (typeof host !== 'string') return '';
  let value = host.trim().toLowerCase();
  if (!value) return '';
  if (value.includes('/')) {
    try {
      value = new URL(value.startsWith('//') ? `https:${value}` : value).hostname;
    } catch {
      return '';
    }
  }
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') < 0 ? undefined : value.indexOf(']'));
  // One colon is a port ('host:8080'); more than one is a bare IPv6 address, kept whole.
  if (value.split(':').length === 2) value = value.slice(0, value.indexOf(':'));
  return value.replace(/\.$/, '');
}

/** Whether `host` is an IP address literal (IPv4 dotted quad or IPv6). */
export function isIpAddress(host: string): boolean {
  const name = hostName(host);
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(name) || name.includes(':');
}

/**
 * Whether `hostname` is a live (production) host (site 7.7). Non-live: a first label ending in
 * one of NON_LIVE_SUFFIXES, localhost (and *.localhost), hosts whose first label starts with
 * 'site-'. Our additions, where the spec is silent: IP addresses (127.0.0.1, 10.x, ::1; the
 * public site is never served from a bare address) and an empty or unparsable host name are
 * non-live too, so a production client id is only used on a recognisable production name.
 */
export function isLiveHost(hostname: string = currentHostname()): boolean {
  const name = hostName(hostname);
  if (!name || isIpAddress(name)) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return false;
  const first = name.split('.')[0] ?? '';
  if (!first || first.startsWith('site-')) return false;
  return !NON_LIVE_SUFFIXES.some((suffix) => first.endsWith(suffix));
}

/**
 * The services host (site 7.4) for a services endpoint, as an origin without a trailing slash:
 * 'https://services-ta.example.org/' -> 'https://services-s.example.org'. The suffix is the
 * part of the first host label from its last hyphen; a label without a hyphen has none and is
 * used as is. A relative endpoint (the default '/') means the page's own origin: the result is
 * '' so that `${servicesHost}/applications/...` stays a same-origin path. A protocol-relative
 * endpoint is taken as https. Garbage gives '' as well.
 */
export function servicesHost(servicesEndpoint: string): string {
  const url = absoluteUrl(servicesEndpoint);
  if (!url) return '';
  const [first = '', ...rest] = url.hostname.split('.');
  const hyphen = first.lastIndexOf('-');
  if (hyphen > 0) {
    const suffix = first.slice(hyphen);
    const mapped = SERVICES_SUFFIX_MAP[suffix];
    if (mapped) url.hostname = [first.slice(0, hyphen) + mapped, ...rest].join('.');
  }
  return url.origin;
}

/** Every environment suffix we know of (site 7.4 and 7.7). */
const ENVIRONMENT_SUFFIXES = ['-stage', '-pi', '-hw', '-ta', '-cg', '-l', '-d', '-s'];

/**
 * The identity-service base URL (site 7.3: "Outside production the host has a '-pi' suffix").
 * On a live page (`pageHostname`, see isLiveHost) the configured URL is used as is. Elsewhere
 * the first label of its host is given the '-pi' suffix: an existing environment suffix
 * (-s, -ta, -l, ...) is replaced, a production name gets '-pi' appended, '-pi' stays. The path
 * is kept, without a trailing slash, ready for '/api/v1/sessions/me'. '' for a missing,
 * relative or unparsable URL.
 */
export function identityServiceHost(identityServiceUrl: string | undefined, pageHostname: string = currentHostname()): string {
  const url = absoluteUrl(identityServiceUrl ?? '');
  if (!url) return '';
  // Only a DNS name can take the suffix: an identity service at an IP address or a one-label
  // name (a local emulator, a test host) is used as configured.
  const named = !isIpAddress(url.hostname) && url.hostname.includes('.');
  if (named && !isLiveHost(pageHostname)) {
    const [first = '', ...rest] = url.hostname.split('.');
    const suffix = ENVIRONMENT_SUFFIXES.find((candidate) => first.endsWith(candidate) && first.length > candidate.length);
    const base = suffix ? first.slice(0, -suffix.length) : first;
    url.hostname = [`${base}-pi`, ...rest].join('.');
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** An absolute http(s) URL, or undefined (relative, garbage or another scheme). */
function absoluteUrl(value: string): URL | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function currentHostname(): string {
  return typeof location === 'undefined' ? '' : location.hostname;
}
