/**
 * The rewards tiles' one data load per page (ask-and-rewards 2.3, 6.3): renders nothing
 * (RewardsTile.tsx does). The tiles of a page load the activity list once (listV3 with a token,
 * else the public earnlist: `loadActivities` of the rewards stores) and, for a participant, one
 * limit call for every tile on the page, which also feeds `$dailyCap` (the meter of
 * `rewards-points`). A failure is a console warning: the tiles then show what they know.
 */
import { loadActivities, loadActivityLimits } from '../../stores/rewards-activities.ts';
import { rewardsCaller } from '../../stores/rewards-client.ts';

/** One activity-list load (and one limit call) per document for all its tiles. */
const loads = new WeakMap<Document, Promise<void>>();
/** Documents whose load has settled (loaded or failed). */
const settled = new WeakSet<Document>();

/** Starts the page's load once; resolves when the activity list has arrived or failed (never rejects). */
export function loadTileActivities(doc: Document): Promise<void> {
  let load = loads.get(doc);
  if (!load) {
    load = loadActivities(doc)
      .then(
        () => {
          const caller = rewardsCaller();
          if (!caller.token || !caller.participant) return;
          const ids = [...doc.querySelectorAll('rewards-tile[data-activity-id]')].map((tile) => tile.getAttribute('data-activity-id') ?? '');
          // limitHit is already in listV3's answer; the limit call adds the daily cap (and fresher limits).
          void loadActivityLimits(ids, doc).catch((error: unknown) => console.warn(`<rewards-tile> activity limits unavailable: ${String(error)}`));
        },
        (error: unknown) => console.warn(`<rewards-tile> activity list unavailable: ${String(error)}`),
      )
      .finally(() => settled.add(doc));
    loads.set(doc, load);
  }
  return load;
}

/** Whether the page's load has settled already (a tile added later starts in its final state). */
export function tileActivitiesSettled(doc: Document): boolean {
  return settled.has(doc);
}

/** Forgets the document's load, so its next tiles load again (a test that renders a page body anew in one document). */
export function forgetTileActivities(doc: Document): void {
  loads.delete(doc);
  settled.delete(doc);
}
