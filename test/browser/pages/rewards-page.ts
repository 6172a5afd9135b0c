/**
 * The demo rewards page's elements (rewards-page.html): the balance in the brand form with the
 * daily-cap meter, and the featured tiles, from their CMS templates as the demo page has them;
 * then identity, read from the visitor's cookies as the page API does, the page behaviours (the
 * rewards flows: a `loyalty-deposit` event deposits) as the loader starts them, and the elements.
 */
import { render } from 'lit-html';
import { rewardsPointsTemplate } from '../../../cms-templates/rewards-points.ts';
import { demoRewardsTiles, rewardsTilesTemplate } from '../../../cms-templates/rewards-tile.ts';
import { startPageBehaviours } from '../../../src/behaviours/index.ts';
import { startIdentity } from '../../../src/stores/identity.ts';

render([rewardsPointsTemplate({ format: 'brand', dailyCap: true }), rewardsTilesTemplate(demoRewardsTiles())], document.querySelector('main')!);
startIdentity(window);
startPageBehaviours(document);
await import('../../../elements/rewards-points/define.ts');
await import('../../../elements/rewards-tile/define.ts');
