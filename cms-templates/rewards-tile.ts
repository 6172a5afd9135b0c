/**
 * The markup the CMS renders for a featured rewards tile (CONTRACT 4a, ask-and-rewards 2.3, 6.3):
 * the tag with its activity id (`data-activity-id`, 36 characters) and `data-members-only`, around
 * the CMS's own tile (a link with a heading and a line of text). The demo site, the stories and
 * the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import activities from '../fixtures/rewards/activities.json' with { type: 'json' };

export interface RewardsTileFields {
  activityId: string;
  title: string;
  href: string;
  text?: string;
  membersOnly?: boolean;
}

export const rewardsTileTemplate = ({ activityId, title, href, text, membersOnly }: RewardsTileFields) =>
  html`<rewards-tile data-activity-id=${activityId} data-members-only=${membersOnly ? 'true' : nothing}
    ><a class="rewards-tile__link" href=${href}><h3>${title}</h3>${text ? html`<p>${text}</p>` : nothing}</a></rewards-tile
  >`;

const byId = (id: string) => activities.find((activity) => activity.identifier === id)!;
const tileOf = (id: string, href: string, membersOnly = false): RewardsTileFields => {
  const activity = byId(id);
  return { activityId: id, title: activity.name, href, text: activity.description, membersOnly };
};

/** Activity ids of the demo tiles (fixtures/rewards/activities.json). */
export const DEMO_TILE_IDS = {
  /** 'lesson', 200 + 100, once (not yet earned by member-auto-renew). */
  eating: '6c307511-b2b9-437a-a8df-6ec4ce4a2bbd',
  /** 'doubleArticle', 100 + 50, once: '2X PTS' (member-auto-renew has done it). */
  budget: 'bd9c66b3-ad3c-4d6d-9a3d-1fa7bc8960a9',
  /** 'quiz', 150 + 75, once (member-auto-renew's ledger has it: completed). */
  quiz: '17fc695a-07a0-4a6e-8822-e8f36c031199',
  /** 'video', 50 + 25, once; members-only on the demo (member-auto-renew has done it). */
  yoga: '972a8469-1641-4f82-8b9d-2434e465e150',
} as const;

/** The demo rewards page's featured tiles. */
export function demoRewardsTiles(): RewardsTileFields[] {
  return [
    // Links to the demo's own pages, so every tile leads somewhere.
    tileOf(DEMO_TILE_IDS.eating, '/research/topics/caregiving/caregiving-in-2027.html'),
    tileOf(DEMO_TILE_IDS.budget, '/money/scams-fraud/phone-scams.html'),
    tileOf(DEMO_TILE_IDS.quiz, '/health/info-2027/medicare-basics.html'),
    tileOf(DEMO_TILE_IDS.yoga, '/health/info-2027/medicare-part-b-late-penalty.html', true),
  ];
}

/** The featured tiles as a list (each tile an item). */
export const rewardsTilesTemplate = (tiles: readonly RewardsTileFields[]) =>
  html`<ul class="rewards-tiles">
    ${tiles.map((tile) => html`<li>${rewardsTileTemplate(tile)}</li>`)}
  </ul>`;
