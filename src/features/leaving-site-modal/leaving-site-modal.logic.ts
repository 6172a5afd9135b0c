/**
 * The leaving-site notice's rules (site 2.5, 2.2), pure.
 *
 * Which clicks it stops (`leavingLinkFor`):
 * - only plain activations: the main button with no Ctrl, Meta, Shift or Alt. A modified or
 *   middle click (new tab, new window, download) is the visitor's own explicit choice and is left
 *   to the browser, as is the context menu's "Open in new tab", which no page can stop;
 * - only http(s) URLs (mailto:, tel:, javascript: and other schemes are never stopped or
 *   followed by the notice);
 * - a link marked `data-displayoverlay="displayOverlay"` (any case of the value) always;
 * - otherwise a link whose host is outside `internalHosts`; a same-origin link is always
 *   internal. A host entry matches its host name exactly (any case, port ignored); an entry
 *   starting with `*.` or `.` also matches every subdomain. Entries may be written as URLs.
 *
 * The companion-app origin (site 2.2): the page's origin is one of `appOrigins`, or the page is
 * an app web view (EXP, site 2.2). There the site name in the text becomes the app name: the
 * `{siteName}` placeholder, and any literal occurrence of the configured site name in authored
 * text.
 */
import { safeHttpUrl, toUrl } from '../../core/urls.ts';

/** The attribute and value that mark a link for the notice (CONTRACT 2). */
export const OVERLAY_ATTRIBUTE = 'data-displayoverlay';
export const OVERLAY_VALUE = 'displayoverlay';

/** Whether a click is a plain activation the notice may stop (see the module comment): the shared rule. */
export { isPlainActivation, type ClickFacts } from '../../core/click.ts';

/** A host entry as a lower-case host name ('' when it is not one); keeps a leading '*.' or '.'. */
export function normaliseHostEntry(entry: unknown): string {
  if (typeof entry !== 'string') return '';
  let text = entry.trim().toLowerCase();
  if (!text) return '';
  const wildcard = text.startsWith('*.') ? '.' : text.startsWith('.') ? '.' : '';
  if (wildcard) text = text.replace(/^\*?\./, '');
  if (text.includes('://')) text = toUrl(text)?.hostname ?? '';
  else text = toUrl(`http://${text}`)?.hostname ?? '';
  return text ? `${wildcard}${text}` : '';
}

/** Whether `url` (absolute) stays on the site: same origin as the page, or a host in `internalHosts`. */
export function isInternalUrl(url: string, pageUrl: string, internalHosts: readonly string[]): boolean {
  const target = toUrl(url);
  const page = toUrl(pageUrl);
  if (!target) return true;
  if (page && target.origin === page.origin) return true;
  const host = target.hostname.toLowerCase();
  if (page && host === page.hostname.toLowerCase() && target.protocol === page.protocol) return true;
  return internalHosts.map(normaliseHostEntry).some((entry) => {
    if (!entry) return false;
    if (entry.startsWith('.')) return host === entry.slice(1) || host.endsWith(entry);
    return host === entry;
  });
}

/** Whether a link's `data-displayoverlay` value asks for the notice. */
export function isMarkedForOverlay(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === OVERLAY_VALUE;
}

export interface LinkFacts {
  /** The link's href attribute as written. */
  href: string | null;
  /** Its `data-displayoverlay` attribute. */
  overlay: string | null;
}

/**
 * The absolute http(s) URL the notice stands in front of, or undefined when this link is not
 * the notice's business (internal and unmarked, not http(s), no href).
 */
export function leavingUrlFor(link: LinkFacts, context: { pageUrl: string; baseUrl?: string; internalHosts: readonly string[] }): string | undefined {
  if (link.href === null) return undefined;
  const url = safeHttpUrl(link.href, context.baseUrl ?? context.pageUrl);
  if (!url) return undefined;
  if (isMarkedForOverlay(link.overlay)) return url;
  return isInternalUrl(url, context.pageUrl, context.internalHosts) ? undefined : url;
}

/** Whether the page is on a companion-app origin (site 2.2; see the module comment). */
export function isCompanionAppOrigin(pageUrl: string, appOrigins: readonly string[], appWebView: boolean): boolean {
  if (appWebView) return true;
  const origin = toUrl(pageUrl)?.origin;
  if (!origin || origin === 'null') return false;
  return appOrigins.some((entry) => typeof entry === 'string' && toUrl(entry.trim())?.origin === origin);
}

/**
 * The notice's text with the site's name in place (site 2.2): `{siteName}` becomes the site
 * name, or the app name on a companion-app origin, where literal occurrences of the site name
 * are replaced too.
 */
export function leavingText(text: string, names: { siteName: string; appName: string; onApp: boolean }): string {
  const name = names.onApp ? names.appName : names.siteName;
  let out = text.replace(/\{siteName\}/g, () => name);
  if (names.onApp && names.siteName && names.siteName !== names.appName) out = out.split(names.siteName).join(names.appName);
  return out;
}
