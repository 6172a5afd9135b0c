import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RewardsExpiring } from '../../src/features/rewards-expiring/RewardsExpiring.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsExpiring } from './element.ts';

// Identity for the page (once): who may see the points comes from it.
startIdentity(window);
defineElement(rewardsExpiring, reactView(RewardsExpiring));
