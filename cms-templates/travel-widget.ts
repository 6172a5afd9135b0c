/**
 * The markup the CMS renders for the travel-booking widget (CONTRACT 4b, site 2.9): one button
 * per tab (`data-tab`) next to one another, then one panel per tab (`data-panel`). Without
 * JavaScript every panel shows.
 */
import { html, nothing } from 'lit-html';
import type { Locale } from '../src/core/locale.ts';

export interface TravelTabFields {
  tab: string;
  label: string;
  heading: string;
  body: string;
  link: { href: string; text: string };
}

export interface TravelWidgetFields {
  tabs: readonly TravelTabFields[];
  /** data-label: the tab list's name. */
  label?: string;
}

export const travelWidgetTemplate = ({ tabs, label }: TravelWidgetFields) =>
  html`<travel-widget data-label=${label ?? nothing}>${tabs.map((tab) => html`<button type="button" data-tab=${tab.tab}>${tab.label}</button>`)}${tabs.map(
    (tab) => html`<div data-panel=${tab.tab}><h2>${tab.heading}</h2><p>${tab.body}</p><p><a href=${tab.link.href}>${tab.link.text}</a></p></div>`,
  )}</travel-widget>`;

/** The demo's five tabs of site 2.9 in each language. */
export function demoTravelTabs(locale: Locale): readonly TravelTabFields[] {
  const es = locale === 'es';
  const row = (tab: string, label: string, heading: string, body: string, text: string): TravelTabFields => ({
    tab,
    label,
    heading,
    body,
    link: { href: `/benefits/travel/book/?tab=${tab}`, text },
  });
  return es
    ? [
        row('packages', 'Paquetes', 'Paquetes de viaje', 'Vuelo y hotel juntos, con el descuento de socio.', 'Buscar paquetes'),
        row('hotels', 'Hoteles', 'Hoteles y complejos turísticos', 'Tarifas de socio en más de mil hoteles.', 'Buscar hoteles'),
        row('flights', 'Vuelos', 'Vuelos', 'Compare vuelos y ahorre con su membresía.', 'Buscar vuelos'),
        row('cruises', 'Cruceros', 'Cruceros', 'Crédito a bordo y precios de socio.', 'Buscar cruceros'),
        row('things-to-do', 'Actividades', 'Trenes y excursiones', 'Excursiones en tren y visitas guiadas.', 'Buscar actividades'),
      ]
    : [
        row('packages', 'Packages', 'Vacation packages', 'Flight and hotel together, at the member discount.', 'Search packages'),
        row('hotels', 'Hotels', 'Hotels and resorts', 'Member rates at more than a thousand hotels.', 'Search hotels'),
        row('flights', 'Flights', 'Flights', 'Compare flights and save with your membership.', 'Search flights'),
        row('cruises', 'Cruises', 'Cruises', 'Onboard credit and member prices.', 'Search cruises'),
        row('things-to-do', 'Things to do', 'Rail and tours', 'Rail journeys and guided tours.', 'Search things to do'),
      ];
}
