/**
 * The featured rewards tile (ask-and-rewards 2.3 "Featured tiles", 6.3), over the CMS's tile: it
 * never re-renders the tile, it adds one status row at its foot (in room the stylesheet keeps
 * until then, so nothing moves) with:
 * - the points the activity earns: members base + bonus, everyone else base ('{n} pts');
 * - '2X PTS' (spoken 'Double points') for an activity type starting with 'double';
 * - 'Completed' when the activity's limitHit is true;
 * - on a members-only tile (`data-members-only="true"`) a lock whose text alternative is
 *   'Members only', for every visitor who is not a member (anonymous visitors too).
 *
 * The activity data is the rewards stores' (`$rewardsActivities`), loaded once per page
 * (rewards-tile.browser.ts). The view follows `$identity` and the stores, so a login, a deposit
 * or another tab's change shows in place. The host's state attributes are set in a layout
 * effect, in the same task as the row appears.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { LockIcon } from '../../core/ui/icons.tsx';
import { $identity, $identityReady } from '../../stores/identity.ts';
import { $rewardsActivities } from '../../stores/rewards-activities.ts';
import { loadTileActivities, tileActivitiesSettled } from './rewards-tile.browser.ts';
import type { RewardsTileConfig } from './rewards-tile.schema.ts';
import { tilePlan, tilePointsText } from './rewards-tile.logic.ts';

/** Set on the host: `loading`, `ready` (the activity is known) or `unknown` (not in the list, or the list failed). */
export const TILE_STATE_ATTRIBUTE = 'data-tile-state';

export function RewardsTile({ host, config, t, authoring }: ViewProps<RewardsTileConfig>) {
  const identity = useStore($identity);
  const identityReady = useStore($identityReady);
  const activity = useStore($rewardsActivities)[config.activityId];
  // An author previewing the page sees the tile as the CMS renders it, with no service calls.
  const [loaded, setLoaded] = useState(() => authoring || tileActivitiesSettled(host.ownerDocument));

  useEffect(() => {
    if (authoring) return;
    let live = true;
    void loadTileActivities(host.ownerDocument).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [authoring, host]);

  const plan = tilePlan({ activity, identityReady, isMember: identity.isMember, membersOnly: config.membersOnly });
  const tileState = activity ? 'ready' : loaded ? 'unknown' : 'loading';

  useLayoutEffect(() => {
    host.setAttribute(TILE_STATE_ATTRIBUTE, tileState);
    host.setAttribute('data-completed', String(plan.completed));
    if (plan.lock === 'unknown') host.removeAttribute('data-locked');
    else host.setAttribute('data-locked', String(plan.lock === 'locked'));
  }, [host, tileState, plan.completed, plan.lock]);
  useLayoutEffect(
    () => () => {
      for (const name of [TILE_STATE_ATTRIBUTE, 'data-completed', 'data-locked']) host.removeAttribute(name);
    },
    [host],
  );

  const points = tilePointsText(plan.points, t);
  return (
    <div className="rewards-tile__status">
      {plan.lock === 'locked' ? (
        <span className="rewards-tile__lock" role="img" aria-label={t('Members only')}>
          <LockIcon />
        </span>
      ) : null}
      {points ? <span className="rewards-tile__points">{points}</span> : null}
      {plan.double ? (
        <span className="rewards-tile__badge rewards-tile__badge--double">
          <span aria-hidden="true">{t('2X PTS')}</span>
          <span className="visually-hidden">{t('Double points')}</span>
        </span>
      ) : null}
      {plan.completed ? <span className="rewards-tile__badge rewards-tile__badge--completed">{t('Completed')}</span> : null}
    </div>
  );
}
