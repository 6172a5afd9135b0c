import { defineMeta } from '../../src/core/schema.ts';
import { offerCardSchema } from '../../src/features/offer-card/offer-card.schema.ts';

/**
 * `<offer-card>`: a catalogue offer card (site 2.9, 4.9).
 *
 * ```html
 * <span data-offer-count>24</span>
 * <offer-card data-offerid="dbr-1001" data-expireon="2027-03-01" data-modal-url="/benefits/offers/hotel.modal.html">
 *   <img src="..." alt="..."> <h3>...</h3> <p>...</p> <a href="/benefits/offers/hotel.html">See offer</a></offer-card>
 * ```
 */
export const offerCard = defineMeta({
  tag: 'offer-card',
  summary:
    "Catalogue offer card: a Save / Remove button on the shared saved-offers store (disabled 2.5 s after a change while a tooltip says 'has been saved' / 'has been removed'; a failure is logged only), a 'Login To Save' / 'Create Login' tooltip for anonymous visitors (new tabs), saved offers fetched once per page and marked (data-saved). Past its data-expireon (last day, US Eastern) the card is hidden and each [data-offer-count] drops by one. The card's link opens data-modal-url (same origin) in the one modal dialog, in an iframe, with a history entry (Back closes it); a limited-time member offer then goes to the offer whose id is the offer id minus its 4-character prefix. Off in authoring mode.",
  schema: offerCardSchema,
  attributes: ['offerid', 'expireon', 'modalUrl', 'offerTiming'],
  services: ['/applications/CoreApi/offers/dbr/*'],
});
