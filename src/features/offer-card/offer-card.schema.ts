/**
 * Offer card configuration (CONTRACT 4b, site 2.9, 3.8): the card's own attributes, plus the two
 * links of the anonymous visitor's tooltip. A `data-expireon` that is not a date is a config
 * error (the CMS card stays as it is, shown).
 */
import * as v from 'valibot';
import { optionalText, requiredText, text } from '../../core/schema.ts';
import { readExpiry } from './offer-card.logic.ts';

export const offerCardSchema = v.object({
  offerid: v.pipe(
    requiredText('The offer id with its 4-character prefix (ofr-10482); without the prefix it is the dbrOfferId saved and removed (site 7.4).'),
    v.check((value) => value.trim().length > 4, 'the offer id needs a 4-character prefix and an id after it'),
  ),
  expireon: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => readExpiry(value) !== undefined, 'data-expireon is not a date (YYYY-MM-DD, MM/DD/YYYY or an ISO date-time)'),
      v.description('The last day the offer is shown (US Eastern), or an ISO date-time from which it is hidden. Empty: never expires.'),
    ),
    '',
  ),
  modalUrl: optionalText('The offer-details page shown in the modal (same origin as the page). Without it, the card opens no modal.'),
  offerTiming: text('', "site 3.8 offerTiming; 'limited time member offer' makes the closed modal take the visitor to the matching offer."),
  loginURL: optionalText("The anonymous tooltip's 'Login To Save' link. Default: the site login (site 7.7) back to this page."),
  createLoginURL: optionalText("The anonymous tooltip's 'Create Login' link. Default: {secureEndpoint}applications/user/register."),
});

export type OfferCardConfig = v.InferOutput<typeof offerCardSchema>;
