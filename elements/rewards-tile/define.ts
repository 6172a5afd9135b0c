import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RewardsTile } from '../../src/features/rewards-tile/RewardsTile.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsTile } from './element.ts';

// Identity for the page (once): members and participants are told apart from it.
startIdentity(window);
defineElement(rewardsTile, reactView(RewardsTile));
