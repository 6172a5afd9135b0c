import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RewardsCatalog } from '../../src/features/rewards-catalog/RewardsCatalog.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsCatalog } from './element.ts';

// Identity for the page (once): who may redeem comes from it.
startIdentity(window);
defineElement(rewardsCatalog, reactView(RewardsCatalog));
