/**
 * The markup the CMS renders for the expiring points (CONTRACT 4c): an empty tag with the months
 * to look ahead, and optionally the catalogue's address for 'Use them'. The demo site, the
 * stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';

export interface RewardsExpiringFields {
  months?: number | string;
  catalogUrl?: string;
}

export const rewardsExpiringTemplate = ({ months, catalogUrl }: RewardsExpiringFields = {}) =>
  html`<rewards-expiring data-months=${months ?? nothing} data-catalog-url=${catalogUrl ?? nothing}></rewards-expiring>`;
