import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceOfferCard } from '../../src/features/offer-card/offer-card.dom.ts';
import { offerCard } from './element.ts';

defineElement(offerCard, domView(enhanceOfferCard));
