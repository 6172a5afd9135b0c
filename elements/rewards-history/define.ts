import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RewardsHistory } from '../../src/features/rewards-history/RewardsHistory.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsHistory } from './element.ts';

// Identity for the page (once): who may see the history comes from it.
startIdentity(window);
defineElement(rewardsHistory, reactView(RewardsHistory));
