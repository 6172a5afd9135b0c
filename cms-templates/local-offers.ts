/**
 * The markup the CMS renders for the local offers (CONTRACT 4c): the tag with its redemption
 * types (`data-redemption-types`, 9.2), and optionally its config (`supportFormTitle`, `joinUrl`)
 * as embedded JSON. The demo site, the stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export const localOffersTemplate = ({ redemptionTypes, config }: { redemptionTypes?: string; config?: Record<string, unknown> } = {}) =>
  html`<local-offers data-redemption-types=${redemptionTypes ?? nothing}>${config ? configScript(config) : nothing}</local-offers>`;
