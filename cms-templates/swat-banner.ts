/**
 * The markup the CMS renders for a swat banner (CONTRACT 4b, site 2.13): a link around the
 * desktop image and the mobile image (img[data-mobile-image]), each with its size.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface SwatImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface SwatBannerFields {
  href: string;
  desktop: SwatImage;
  mobile: SwatImage;
  config?: Record<string, unknown>;
}

export const swatBannerTemplate = ({ href, desktop, mobile, config }: SwatBannerFields) =>
  html`<swat-banner
    >${config ? configScript(config) : nothing}<a href=${href}
      ><img src=${desktop.src} alt=${desktop.alt} width=${desktop.width} height=${desktop.height} /><img
        data-mobile-image
        src=${mobile.src}
        alt=${mobile.alt}
        width=${mobile.width}
        height=${mobile.height} /></a
  ></swat-banner>`;

export function demoSwatBanner(locale: 'en' | 'es' = 'en'): SwatBannerFields {
  const alt =
    locale === 'es' ? 'Alerta de fraude: nunca damos premios por teléfono. Más información' : 'Fraud alert: we never award prizes by phone. Learn more';
  return {
    href: locale === 'es' ? '/espanol/fraude/' : '/fraud/',
    desktop: { src: '/fixtures/site/images/swat-desktop.svg', alt, width: 1200, height: 150 },
    mobile: { src: '/fixtures/site/images/swat-mobile.svg', alt, width: 750, height: 250 },
  };
}
