import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RewardsGoals } from '../../src/features/rewards-goals/RewardsGoals.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsGoals } from './element.ts';

// Identity for the page (once): whose goals they are comes from it.
startIdentity(window);
defineElement(rewardsGoals, reactView(RewardsGoals));
