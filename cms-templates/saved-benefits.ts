/**
 * The markup the CMS renders for the saved-benefits page (CONTRACT 4b, site 2.10, 3.9): the
 * offers path, the configuration JSON to fetch and/or embedded JSON, and the page's promo banner
 * that the list copies when enableBanner is set. The demo site, the stories and the tests render
 * this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface SavedBenefitsFields {
  /** The offers list (site 7.4), e.g. /content/member/en/benefits/offers.json */
  servletPath?: string;
  /** Same-origin configuration JSON (site 3.9), e.g. /content/member/en/config/saved-benefits.json */
  jsonUrl?: string;
  /** Embedded configuration; the fetched fields win over these. */
  config?: Record<string, unknown>;
}

export const savedBenefitsTemplate = ({ servletPath, jsonUrl, config }: SavedBenefitsFields) =>
  html`<saved-benefits data-servlet-path=${servletPath ?? nothing} data-json-url=${jsonUrl ?? nothing}>${config ? configScript(config) : nothing}</saved-benefits>`;

/** The page's promo banner (CONTRACT 4b: `[data-promo-banner]`), as the CMS places it. */
export const promoBannerTemplate = (locale: 'en' | 'es' = 'en') =>
  locale === 'es'
    ? html`<div class="promo-banner-demo" data-promo-banner><p><strong>¿Viaja este verano?</strong> Los socios ahorran en hoteles, cruceros y autos de alquiler.</p><a href="/espanol/beneficios/viajes/">Ver ofertas de viaje</a></div>`
    : html`<div class="promo-banner-demo" data-promo-banner><p><strong>Travelling this summer?</strong> Members save on hotels, cruises and car rentals.</p><a href="/benefits/travel/">See travel offers</a></div>`;
