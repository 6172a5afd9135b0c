/**
 * `rewards-tile`'s rules (ask-and-rewards 2.3 "Featured tiles", 6.3), pure and table-tested
 * (test/unit/features/rewards-tile).
 */
import { formatPoints } from '../../core/numbers.ts';
import { untranslated, type Translate } from '../../core/i18n.ts';
import { activityPointsFor } from '../../stores/rewards-activities.ts';

/** What the tile needs of an activity (a RewardsActivityView of stores/rewards-activities.ts). */
export interface TileActivity {
  basePointValue: number;
  memberPointBonus: number;
  /** 2.3: the activity type identifier starts with 'double'. */
  double: boolean;
  limitHit: boolean;
}

export interface TileInput {
  /** undefined: not (yet) known from the activity list. */
  activity: TileActivity | undefined;
  /** Identity's first reading is done. */
  identityReady: boolean;
  /** 6.3: memberState MEMBER or a bypassBpCode (the snapshot's isMember). */
  isMember: boolean;
  /** `data-members-only` */
  membersOnly: boolean;
}

export interface TilePlan {
  /** 6.3: members base + bonus, everyone else base; undefined while the activity or identity is unknown. */
  points: number | undefined;
  /** 2.3: limitHit shows the completed badge (once the points show). */
  completed: boolean;
  /** 2.3: '2X PTS' ('Double points'), once the points show. */
  double: boolean;
  /**
   * 6.3: a members-only tile shows a lock to everyone who is not a member (anonymous visitors
   * included); 'unknown' until identity's first reading, so a member never sees a lock flash.
   */
  lock: 'locked' | 'open' | 'unknown';
}

export function tilePlan({ activity, identityReady, isMember, membersOnly }: TileInput): TilePlan {
  const lock = !membersOnly ? 'open' : !identityReady ? 'unknown' : isMember ? 'open' : 'locked';
  // Until identity has read, a member would first see the non-member's points; the badges wait
  // with them, so the row shows in one go (points come first in it: badges shown before would move).
  if (!activity || !identityReady) return { points: undefined, completed: false, double: false, lock };
  return {
    points: activityPointsFor(activity, isMember),
    completed: activity.limitHit,
    double: activity.double,
    lock,
  };
}

/** The tile's points, '{n} pts' with the points number format of 9.2 (5.5: '' when not a number of 0 or more). */
export function tilePointsText(points: number | undefined, t: Translate = untranslated): string {
  const n = formatPoints(points);
  return n ? t('{n} pts', { n }) : '';
}
