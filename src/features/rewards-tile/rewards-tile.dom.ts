/**
 * The featured rewards tile (ask-and-rewards 2.3 "Featured tiles", 6.3), plain DOM over the CMS's
 * tile: it never re-renders the tile, it adds one status row at its foot (in room the stylesheet
 * keeps until then, so nothing moves) with:
 * - the points the activity earns: members base + bonus, everyone else base ('{n} pts');
 * - '2X PTS' (spoken 'Double points') for an activity type starting with 'double';
 * - 'Completed' when the activity's limitHit is true;
 * - on a members-only tile (`data-members-only="true"`) a lock whose text alternative is
 *   'Members only', for every visitor who is not a member (anonymous visitors too).
 *
 * The activity data is the rewards stores' (`$rewardsActivities`): the tiles of a page load the
 * activity list once (listV3 with a token, else the public earnlist), and for a participant one
 * limit call for all of them, which also feeds `$dailyCap` (the meter of `rewards-points`). It
 * follows `$identity` and the stores, so a login, a deposit or another tab's change shows in place.
 */
import type { ViewProps } from '../../core/element.ts';
import { lockIcon } from '../../core/dom/icons.ts';
import { $identity, $identityReady } from '../../stores/identity.ts';
import { $rewardsActivities, loadActivities, loadActivityLimits } from '../../stores/rewards-activities.ts';
import { rewardsCaller } from '../../stores/rewards-client.ts';
import type { RewardsTileConfig } from './rewards-tile.schema.ts';
import { tilePlan, tilePointsText } from './rewards-tile.logic.ts';

/** Set on the host: `loading`, `ready` (the activity is known) or `unknown` (not in the list, or the list failed). */
export const TILE_STATE_ATTRIBUTE = 'data-tile-state';

/** One activity-list load (and one limit call) per document for all its tiles. */
const loads = new WeakMap<Document, Promise<void>>();

function loadForTiles(doc: Document): Promise<void> {
  let load = loads.get(doc);
  if (!load) {
    load = loadActivities(doc).then(
      () => {
        const caller = rewardsCaller();
        if (!caller.token || !caller.participant) return;
        const ids = [...doc.querySelectorAll('rewards-tile[data-activity-id]')].map((tile) => tile.getAttribute('data-activity-id') ?? '');
        // limitHit is already in listV3's answer; the limit call adds the daily cap (and fresher limits).
        void loadActivityLimits(ids, doc).catch((error: unknown) => console.warn(`<rewards-tile> activity limits unavailable: ${String(error)}`));
      },
      (error: unknown) => console.warn(`<rewards-tile> activity list unavailable: ${String(error)}`),
    );
    loads.set(doc, load);
  }
  return load;
}

function badge(doc: Document, kind: string, text: string): HTMLElement {
  const element = doc.createElement('span');
  element.className = `rewards-tile__badge rewards-tile__badge--${kind}`;
  element.textContent = text;
  return element;
}

export function enhanceRewardsTile({ host, config, t, authoring }: ViewProps<RewardsTileConfig>): () => void {
  const doc = host.ownerDocument;
  const id = config.activityId;
  const status = doc.createElement('div');
  status.className = 'rewards-tile__status';

  const points = doc.createElement('span');
  points.className = 'rewards-tile__points';
  const double = badge(doc, 'double', '');
  const doubleVisible = doc.createElement('span');
  doubleVisible.setAttribute('aria-hidden', 'true');
  doubleVisible.textContent = t('2X PTS');
  const doubleSpoken = doc.createElement('span');
  doubleSpoken.className = 'visually-hidden';
  doubleSpoken.textContent = t('Double points');
  double.append(doubleVisible, doubleSpoken);
  const completed = badge(doc, 'completed', t('Completed'));
  const lock = doc.createElement('span');
  lock.className = 'rewards-tile__lock';
  lock.setAttribute('role', 'img');
  lock.setAttribute('aria-label', t('Members only'));
  lock.append(lockIcon(doc));
  host.append(status);

  let loaded = authoring;
  let shown = '';
  const update = () => {
    const identity = $identity.get();
    const activity = $rewardsActivities.get()[id];
    const plan = tilePlan({ activity, identityReady: $identityReady.get(), isMember: identity.isMember, membersOnly: config.membersOnly });
    const key = JSON.stringify(plan);
    host.setAttribute(TILE_STATE_ATTRIBUTE, activity ? 'ready' : loaded ? 'unknown' : 'loading');
    if (key === shown) return;
    shown = key;
    points.textContent = tilePointsText(plan.points, t);
    const parts: HTMLElement[] = [];
    if (plan.lock === 'locked') parts.push(lock);
    if (points.textContent) parts.push(points);
    if (plan.double) parts.push(double);
    if (plan.completed) parts.push(completed);
    status.replaceChildren(...parts);
    host.setAttribute('data-completed', String(plan.completed));
    if (plan.lock === 'unknown') host.removeAttribute('data-locked');
    else host.setAttribute('data-locked', String(plan.lock === 'locked'));
  };

  update();
  const stops = [$identity.listen(update), $identityReady.listen(update), $rewardsActivities.listen(update)];
  // An author previewing the page sees the tile as the CMS renders it, with no service calls.
  if (!authoring) {
    void loadForTiles(doc).then(() => {
      loaded = true;
      update();
    });
  }

  return () => {
    for (const stop of stops) stop();
    status.remove();
    for (const name of [TILE_STATE_ATTRIBUTE, 'data-completed', 'data-locked']) host.removeAttribute(name);
  };
}
