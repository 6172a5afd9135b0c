/**
 * The markup the CMS renders for the social-share bar (CONTRACT 4b, site 2.13): share links whose
 * href carries '*fullURL*' where the page's canonical URL goes. The demo site, the stories and
 * the tests render this one template.
 */
import { html } from 'lit-html';

export interface ShareLinkFields {
  href: string;
  text: string;
}

export const shareBarTemplate = ({ links, label = 'Share this page' }: { links: readonly ShareLinkFields[]; label?: string }) =>
  html`<share-bar><nav aria-label=${label}><ul class="share-links">
    ${links.map(({ href, text }) => html`<li><a data-share href=${href}>${text}</a></li>`)}
  </ul></nav></share-bar>`;

/** The demo's share links: two networks and e-mail (never a popup). */
export const DEMO_SHARE_LINKS: readonly ShareLinkFields[] = [
  { href: 'https://www.facebook.com/sharer/sharer.php?u=*fullURL*', text: 'Facebook' },
  { href: 'https://x.com/intent/post?url=*fullURL*&text=Caregiving%20in%202027', text: 'X' },
  { href: 'mailto:?subject=Caregiving%20in%202027&body=*fullURL*', text: 'Email' },
];
