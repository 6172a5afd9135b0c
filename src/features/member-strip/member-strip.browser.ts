/**
 * What the member strip reads from and does to the page, beside its state: the page's offer
 * category, the login hand-off (site 2.2, 2.4) and the data-layer push of a link click (3.7).
 */
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { inForeignFrame } from '../../core/frames.ts';
import type { SiteConfig } from '../../core/site-config.ts';
import { joinUrl, memberStripLoginUrl } from '../../domain/site-links.ts';
import { stripClickEntry } from './member-strip.logic.ts';

/** The page's offer category: the data-offerid of its offer call to action (site 3.7). */
export function offerCategory(doc: Document): string | undefined {
  return doc.querySelector('[data-offerid]')?.getAttribute('data-offerid')?.trim() || undefined;
}

/**
 * The page that frames the strip, when it is of another origin (site 2.2): its URL as the
 * referrer gives it (under the default referrer policy only its origin), else undefined.
 */
export function foreignParentUrl(win: Window = window): string | undefined {
  return inForeignFrame(win) ? win.document.referrer || undefined : undefined;
}

/**
 * Where the strip's 'log in' goes (site 2.4) from this page: the configured address or the
 * secure host's login, with the query of 2.4 and, in a foreign frame, the parent page as state.
 */
export function stripLoginTarget(site: SiteConfig, address: string | undefined, win: Window = window): string {
  return memberStripLoginUrl(site, win.location.href, foreignParentUrl(win), address);
}

/** The site's join target from this page (site 7.7), with the page's offer category. */
export function stripJoinTarget(site: SiteConfig, doc: Document, win: Window = window): string {
  return joinUrl(site, win.location.href, { offer: offerCategory(doc) });
}

/**
 * Site 2.2: inside a frame of another origin the strip does not navigate; it posts
 * `{ event: 'redirectToLogin', url }` to the parent (addressed to the referrer's origin, or '*'
 * without one). Returns whether it did, so a login link can cancel its own navigation.
 */
export function handLoginToParent(target: string, win: Window = window): boolean {
  if (!inForeignFrame(win)) return false;
  const parentUrl = foreignParentUrl(win);
  let origin = '*';
  try {
    if (parentUrl) origin = new URL(parentUrl).origin;
  } catch {
    // A referrer that is not a URL: address the message to any origin, as without one.
  }
  win.parent.postMessage({ event: 'redirectToLogin', url: target }, origin);
  return true;
}

/** Sends the visitor to log in: the parent page does it in a foreign frame, else this page navigates. */
export function goToLogin(target: string, win: Window = window): void {
  if (!handLoginToParent(target, win)) win.location.assign(target);
}

/** A strip link was clicked: its analytics id (if any) goes to the data layer (site 3.7). */
export function trackStripClick(ids: { analyticsId?: string; campaignId?: string }, linkText: string, linkUrl: string, win: Window = window): void {
  const entry = stripClickEntry(ids, linkText, linkUrl);
  if (entry) pushToDataLayer(entry, win);
}
