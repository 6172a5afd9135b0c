/**
 * The markup the CMS footer renders for the co-browse link (CONTRACT section 4a). The demo
 * site, the stories and the browser tests render this one template.
 */
import { html, nothing } from 'lit-html';

export interface CobrowseLinkFields {
  /** The footer's co-browse switch. */
  enabled: boolean;
  /** Where the co-browse session starts. */
  href: string;
  /** Link text; empty lets the element use its default 'Cobrowse'. */
  label?: string;
  /** Optional override of the default label, as data-label. */
  defaultLabel?: string;
}

export const cobrowseLinkTemplate = ({ enabled, href, label = '', defaultLabel }: CobrowseLinkFields) =>
  html`<cobrowse-link data-enabled=${enabled ? 'true' : 'false'} data-label=${defaultLabel ?? nothing}><a href=${href}>${label}</a></cobrowse-link>`;
