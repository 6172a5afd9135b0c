/** The markup the CMS renders for the leaderboard ad slot (CONTRACT 4b, site 2.13): the ad inside <sticky-ad>. */
import { html } from 'lit-html';

export interface StickyAdFields {
  href: string;
  src: string;
  alt: string;
}

export const stickyAdTemplate = ({ href, src, alt }: StickyAdFields) =>
  html`<sticky-ad><a href=${href}><img src=${src} alt=${alt} width="728" height="90" /></a></sticky-ad>`;

export const demoStickyAd = (locale: 'en' | 'es' = 'en'): StickyAdFields => ({
  href: '/benefits/travel/',
  src: '/fixtures/site/images/leaderboard.svg',
  alt: locale === 'es' ? 'Anuncio: ofertas de viaje para socios' : 'Advertisement: member travel deals',
});
