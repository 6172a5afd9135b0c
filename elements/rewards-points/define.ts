import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { RewardsPoints } from '../../src/features/rewards-points/RewardsPoints.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsPoints } from './element.ts';

// Identity (and with it the cached balance) for the page, once, in case this chunk arrives first.
startIdentity(window);
defineElement(rewardsPoints, reactView(RewardsPoints));
