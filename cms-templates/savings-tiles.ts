/**
 * The markup the CMS renders for the savings-calculator tiles page (CONTRACT 4b, site 2.12): a
 * list of tiles, each `<li data-code>` with a link. The demo site, the stories and the tests
 * render this one template.
 */
import { html } from 'lit-html';

export interface SavingsTileFields {
  code: string;
  title: string;
  text: string;
  href: string;
}

export const savingsTilesTemplate = ({ tiles }: { tiles: readonly SavingsTileFields[] }) =>
  html`<savings-tiles><ul class="savings-tiles">
    ${tiles.map(({ code, title, text, href }) => html`<li data-code=${code}><a href=${href}><h2>${title}</h2><p>${text}</p></a></li>`)}
  </ul></savings-tiles>`;

/**
 * The demo's twelve tiles, one per code of the default order (site 2.12), in the CMS's own
 * (alphabetical) order, so the default order visibly moves them.
 */
export const DEMO_SAVINGS_TILES: readonly SavingsTileFields[] = [
  { code: 'a', title: 'Auto insurance', text: 'Compare what members save on car insurance.', href: '/benefits/auto-insurance/' },
  { code: 'ads', title: 'Everyday discounts', text: 'Groceries, pharmacies and more.', href: '/benefits/everyday/' },
  { code: 'ag', title: 'Vision and glasses', text: 'Eye exams, frames and lenses.', href: '/benefits/vision/' },
  { code: 'air', title: 'Airfare', text: 'Member fares on flights.', href: '/benefits/travel/flights/' },
  { code: 'ar', title: 'Auto rental', text: 'Rental cars at member rates.', href: '/benefits/travel/car-rental/' },
  { code: 'b', title: 'Banking', text: 'Savings on cards and accounts.', href: '/benefits/banking/' },
  { code: 'c', title: 'Cruises', text: 'Onboard credits and cabin upgrades.', href: '/benefits/travel/cruises/' },
  { code: 'cr', title: 'Cell phone', text: 'Monthly savings on wireless plans.', href: '/benefits/cell-phone/' },
  { code: 'h', title: 'Hotels', text: 'Up to 20% off at many hotels.', href: '/benefits/travel/hotels/' },
  { code: 'm', title: 'Movies', text: 'Discounted tickets and snacks.', href: '/benefits/entertainment/movies/' },
  { code: 'r', title: 'Restaurants', text: 'Save when you dine out.', href: '/benefits/restaurants/' },
  { code: 'ra', title: 'Roadside assistance', text: 'Help on the road, day and night.', href: '/benefits/roadside/' },
];
