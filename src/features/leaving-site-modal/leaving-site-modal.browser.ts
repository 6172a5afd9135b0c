/**
 * The leaving-site notice's page glue (site 2.5), framework-free: one notice per page, which
 * clicks are link activations, and following a link as it would have gone. It renders nothing;
 * the notice is React's (LeavingSiteModal.tsx), which calls these from its effects and handlers.
 */
import { safeHttpUrl } from '../../core/urls.ts';

/** Set on the host: `open` or `closed` (absent in authoring mode), for styles and tests. */
export const LEAVING_STATE_ATTRIBUTE = 'data-leaving-state';

/** The host whose notice is live on each document: one per page. */
const owners = new WeakMap<Document, HTMLElement>();

/** Another `<leaving-site-modal>` of this page, still in it, already gives the notice. */
export function noticeOwnedElsewhere(host: HTMLElement): boolean {
  const owner = owners.get(host.ownerDocument);
  return owner !== undefined && owner !== host && owner.isConnected;
}

/** Makes `host` the page's notice; returns the function that lets it go. */
export function claimNotice(host: HTMLElement): () => void {
  const doc = host.ownerDocument;
  owners.set(doc, host);
  return () => {
    if (owners.get(doc) === host) owners.delete(doc);
  };
}

/** The link a click activated, looking through open shadow roots. */
export function linkOf(event: Event): HTMLAnchorElement | HTMLAreaElement | undefined {
  for (const node of event.composedPath()) {
    if ((node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) && node.hasAttribute('href')) return node;
  }
  return undefined;
}

/**
 * Follows `link` as the link itself would have gone: it is clicked again and let through once
 * (`passing`, which the notice's click listener reads), so its target (a new tab for
 * target=_blank), rel (noopener, noreferrer), referrerpolicy and download attributes all apply as
 * the browser reads them. Only http(s) addresses are followed.
 */
export function followLink(link: HTMLAnchorElement | HTMLAreaElement, passing: WeakSet<Element>): void {
  if (!safeHttpUrl(link.getAttribute('href') ?? '', link.baseURI)) {
    console.error(`<leaving-site-modal> the link's address is not an http(s) URL; not followed: "${(link.getAttribute('href') ?? '').slice(0, 200)}"`);
    return;
  }
  passing.add(link);
  try {
    link.click();
  } finally {
    passing.delete(link);
  }
}
