import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { LocalOffers } from '../../src/features/local-offers/LocalOffers.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { localOffers } from './element.ts';

// Identity for the page (once): whose offers they are comes from it.
startIdentity(window);
defineElement(localOffers, reactView(LocalOffers));
