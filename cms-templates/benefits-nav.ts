/**
 * The markup the CMS renders for the benefits category navigation (CONTRACT 4b, site 2.9):
 * a labelled `<nav>` of category links, each with its subcategory links (`data-subcategory-id`),
 * and the limited-time offers link (`#limitedtimememberoffer`). Works without JavaScript.
 */
import { html, nothing } from 'lit-html';
import type { Locale } from '../src/core/locale.ts';

export interface NavLink {
  text: string;
  href: string;
  /** A subcategory's id: where the next page scrolls (site 2.9). */
  subcategoryId?: string;
  children?: readonly NavLink[];
}

export interface BenefitsNavFields {
  links: readonly NavLink[];
  /** The landmark's name (default 'Benefit categories'). */
  label?: string;
  /** data-toggle-label: the phone's button text. */
  toggleLabel?: string;
}

const item = (link: NavLink): unknown =>
  html`<li><a href=${link.href} data-subcategory-id=${link.subcategoryId ?? nothing}>${link.text}</a>${link.children?.length ? html`<ul>${link.children.map(item)}</ul>` : nothing}</li>`;

export const benefitsNavTemplate = ({ links, label = 'Benefit categories', toggleLabel }: BenefitsNavFields) =>
  html`<benefits-nav data-toggle-label=${toggleLabel ?? nothing}><nav aria-label=${label}><ul>${links.map(item)}</ul></nav></benefits-nav>`;

/** The demo's catalogue navigation in each language. */
export function demoBenefitsLinks(locale: Locale): readonly NavLink[] {
  if (locale === 'es')
    return [
      {
        text: 'Viajes',
        href: '/espanol/beneficios/viajes/',
        children: [
          { text: 'Hoteles', href: '/espanol/beneficios/viajes/hoteles/', subcategoryId: '41' },
          { text: 'Cruceros', href: '/espanol/beneficios/viajes/crucero/', subcategoryId: '42' },
          { text: 'Ofertas por tiempo limitado', href: '/espanol/beneficios/viajes/#limitedtimememberoffer' },
        ],
      },
      { text: 'Salud', href: '/espanol/beneficios/salud/' },
      { text: 'Restaurantes', href: '/espanol/beneficios/restaurantes/' },
    ];
  return [
    {
      text: 'Travel',
      href: '/benefits/travel/',
      children: [
        { text: 'Hotels', href: '/benefits/travel/hotels/', subcategoryId: '41' },
        { text: 'Cruises', href: '/benefits/travel/cruises/', subcategoryId: '42' },
        { text: 'Limited-time member offers', href: '/benefits/travel/#limitedtimememberoffer' },
      ],
    },
    { text: 'Health', href: '/benefits/health/' },
    { text: 'Dining', href: '/benefits/dining/' },
  ];
}

/** The CMS's limited-time offers section: the `#limitedtimememberoffer` anchor's target. */
export const limitedTimeSectionTemplate = (locale: Locale) =>
  locale === 'es'
    ? html`<section id="limitedtimememberoffer" aria-labelledby="limitedtimememberoffer-heading"><h2 id="limitedtimememberoffer-heading">Ofertas por tiempo limitado para socios</h2><p>Ofertas de viaje que terminan pronto: resérvelas antes de la fecha indicada en cada una.</p></section>`
    : html`<section id="limitedtimememberoffer" aria-labelledby="limitedtimememberoffer-heading"><h2 id="limitedtimememberoffer-heading">Limited-time member offers</h2><p>Travel deals that end soon: book them before the date shown on each.</p></section>`;

/** A subcategory's section on its page: where a subcategory link's redirect scrolls (site 2.9). */
export const subcategorySectionTemplate = (id: string, heading: string, body: string) =>
  html`<section data-subcategory-id=${id} aria-labelledby=${`subcategory-${id}`}><h2 id=${`subcategory-${id}`}>${heading}</h2><p>${body}</p></section>`;
