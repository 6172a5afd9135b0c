/**
 * The markup the CMS renders for a paywalled article (CONTRACT 4b): the gate with its
 * configuration, the article body it cuts (`data-paywall-content`), and the parts it removes for
 * a locked visitor (restricted sections, the benefits carousel, comments). The demo site, the
 * stories and the tests render these templates.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { configScript } from './render.ts';

export interface PaywallGateFields {
  /** data-teaser-length (default 500). */
  teaserLength?: string;
  /** Embedded configuration: heading, body, joinLink, joinText, loginLink, loginText. */
  config?: Record<string, unknown>;
}

export const paywallGateTemplate = ({ teaserLength, config }: PaywallGateFields = {}) =>
  html`<paywall-gate data-teaser-length=${teaserLength ?? nothing}>${config ? configScript(config) : nothing}</paywall-gate>`;

export interface GatedArticleFields {
  /** The article body's paragraphs. */
  paragraphs: readonly string[];
  /** A members-only section (data-restricted). */
  restricted?: TemplateResult;
  /** The benefits carousel (data-benefits-carousel). */
  carousel?: TemplateResult;
  /** Comments (data-comments). */
  comments?: TemplateResult;
}

export const gatedArticleTemplate = ({ paragraphs, restricted, carousel, comments }: GatedArticleFields) =>
  html`<div data-paywall-content>${paragraphs.map((text) => html`<p>${text}</p>`)}</div>${restricted ? html`<section data-restricted>${restricted}</section>` : nothing}${
    carousel ? html`<div data-benefits-carousel>${carousel}</div>` : nothing
  }${comments ? html`<div data-comments>${comments}</div>` : nothing}`;
