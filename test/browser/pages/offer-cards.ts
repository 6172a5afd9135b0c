/** The offer cards' test page: the element, and the shared store for the tests to read. */
import '../../../elements/offer-card/define.ts';
import { $savedOffers } from '../../../src/stores/saved-offers.ts';

Object.assign(window, { savedOffers: $savedOffers });
