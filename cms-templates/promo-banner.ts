/**
 * The markup the CMS renders for a promo banner (CONTRACT 4b, site 2.13): the expanded and the
 * closed variations, and the banner's id (closing the expanded one is remembered under it).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { configScript } from './render.ts';

export interface PromoBannerFields {
  bannerId?: string;
  expanded?: TemplateResult;
  closed?: TemplateResult;
  config?: Record<string, unknown>;
}

export const promoBannerTemplate = ({ bannerId, expanded, closed, config }: PromoBannerFields) =>
  html`<promo-banner data-banner-id=${bannerId ?? nothing}
    >${config ? configScript(config) : nothing}${expanded ? html`<div data-variation="expanded">${expanded}</div>` : nothing}${
      closed ? html`<div data-variation="closed">${closed}</div>` : nothing
    }</promo-banner
  >`;

/** The demo's spring campaign banner, in English or Spanish. */
export function demoPromoBanner(locale: 'en' | 'es' = 'en', bannerId = 'spring-2027'): PromoBannerFields {
  const es = locale === 'es';
  return {
    bannerId,
    expanded: es
      ? html`<h2>Ahorre un 25 % al afiliarse esta primavera</h2><p>Un año de beneficios, la revista y descuentos en viajes y salud.</p><p><a href="/mem/join?campaignID=UDFLTTC">Afíliese ahora</a></p>`
      : html`<h2>Save 25% when you join this spring</h2><p>A year of benefits, the magazine, and discounts on travel and health.</p><p><a href="/mem/join?campaignID=UDFLTTC">Join now</a></p>`,
    closed: es
      ? html`<p><a href="/mem/join?campaignID=UDFLTTC">Afíliese y ahorre un 25 %</a></p>`
      : html`<p><a href="/mem/join?campaignID=UDFLTTC">Join and save 25%</a></p>`,
  };
}
