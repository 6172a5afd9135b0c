import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceRewardsTile } from '../../src/features/rewards-tile/rewards-tile.dom.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsTile } from './element.ts';

// Identity for the page (once): members and participants are told apart from it.
startIdentity(window);
defineElement(rewardsTile, domView(enhanceRewardsTile));
