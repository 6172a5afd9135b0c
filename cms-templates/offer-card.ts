/**
 * The markup the CMS renders for a catalogue offer card (CONTRACT 4b, site 2.9, 3.8): the logo,
 * the title linking to the offer page, the description, inside `<offer-card>` with the offer id
 * (`data-offerid`, with its 4-character prefix), `data-expireon`, `data-modal-url` and the offer
 * timing. The card's `id` is the offer id without the prefix (the matching offer a limited-time
 * member offer goes to). Works without JavaScript: the title is a plain link to the offer page.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

/** The site 3.8 fields a card shows. */
export interface OfferCardOffer {
  dbrOfferId: string;
  dataOfferId: string;
  offerTiming: string;
  expiryDate: string;
  title: string;
  description: string;
  url: string;
  modalUrl: string;
  altText: string;
  image: string;
}

export interface OfferCardFields {
  offer: OfferCardOffer;
  /** Overrides the offer's modalUrl (the demo serves its offer-details pages from fixtures). */
  modalUrl?: string;
  /** Embedded configuration (loginURL, createLoginURL). */
  config?: Record<string, unknown>;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** The demo's offer-details page for an offer (fixtures/site/offer-details/{dbrOfferId}.html). */
export const demoModalUrl = (offer: Pick<OfferCardOffer, 'dbrOfferId'>) => `/fixtures/site/offer-details/${offer.dbrOfferId}.html`;

export const offerCardTemplate = ({ offer, modalUrl, config, headingLevel = 2 }: OfferCardFields) => {
  const title = html`<a href=${offer.url}>${offer.title}</a>`;
  return html`<offer-card id=${offer.dbrOfferId} data-offerid=${offer.dataOfferId} data-expireon=${offer.expiryDate} data-modal-url=${modalUrl ?? offer.modalUrl} data-offer-timing=${offer.offerTiming || nothing}>${config ? configScript(config) : nothing}<img src=${offer.image} alt=${offer.altText} width="212" height="122">${headingLevel === 3 ? html`<h3>${title}</h3>` : html`<h2>${title}</h2>`}<p>${offer.description}</p></offer-card>`;
};

/** The page's displayed offer count (CONTRACT 4b): `<span data-offer-count>`. */
export const offerCountTemplate = (count: number, label: string) => html`<p class="offer-count"><span data-offer-count>${count}</span> ${label}</p>`;
