import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { OfferCard } from '../../src/features/offer-card/OfferCard.tsx';
import { offerCard } from './element.ts';

defineElement(offerCard, reactView(OfferCard));
