/**
 * The social-share bar (site 2.13, 9) over the CMS's share links (`a[data-share]`):
 *
 * - Every '*fullURL*' in a share link's href becomes the page's canonical URL (share-bar.logic.ts),
 *   encoded as a query value; the CMS's href comes back when the element goes.
 * - A plain click on an http(s) share link opens it in a 700x300 popup centred on the screen
 *   (share-bar.browser.ts); a blocked popup leaves the link to work as a link.
 * - Each popup link says, to screen readers, that it opens a new window: a visually hidden hint
 *   rendered at the end of the link (a portal into the CMS's link).
 * - Sticky at 1025 px and up (1024 px in portrait): share-bar.css alone (SHARE_STICKY_QUERY).
 * - Authoring mode: hrefs filled in, no popups, no hints.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { fillShareLinks, openSharePopup, readShareLinks } from './share-bar.browser.ts';
import type { ShareBarConfig } from './share-bar.schema.ts';

export function ShareBar({ host, t, authoring }: ViewProps<ShareBarConfig>) {
  // The CMS's share links and the URL they share, read once: the element's own content.
  const [bar] = useState(() => readShareLinks(host));

  useEffect(() => {
    if (bar.links.length === 0) console.error('<share-bar> has no share links (a[data-share]) inside it; nothing to enhance.');
  }, [bar]);

  // The hrefs are filled before the page sees the element ready; put back when it goes.
  useLayoutEffect(() => (bar.links.length ? fillShareLinks(host, bar) : undefined), [host, bar]);

  useLayoutEffect(() => {
    if (authoring || bar.links.length === 0) return;
    const onClick = (event: MouseEvent) => openSharePopup(host, event);
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, bar, authoring]);

  if (authoring) return null;
  const hint = ` ${t('(opens in a new window)')}`;
  return bar.links
    .filter((link) => link.popup)
    .map((link, index) => createPortal(<span className="visually-hidden share-bar__hint">{hint}</span>, link.element, String(index)));
}
