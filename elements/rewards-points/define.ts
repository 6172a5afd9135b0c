import { defineElement, domView } from '../../src/core/element.ts';
import { enhanceRewardsPoints } from '../../src/features/rewards-points/rewards-points.dom.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { rewardsPoints } from './element.ts';

// Identity (and with it the cached balance) for the page, once, in case this chunk arrives first.
startIdentity(window);
defineElement(rewardsPoints, domView(enhanceRewardsPoints));
