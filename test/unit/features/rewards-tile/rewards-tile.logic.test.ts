// @vitest-environment node
/**
 * `rewards-tile`'s rules with the spec's rows: ask-and-rewards 2.3 "Featured tiles" (points,
 * completed badge on limitHit, '2X PTS' for types starting with 'double'), 6.3 (members base +
 * bonus, others base; locks on members-only tiles for everyone who is not a member), 5.4 / 9.2
 * (activity id of at least 36 characters), 5.5 / 9.2 (the points number format).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { tilePlan, tilePointsText, type TileActivity } from '../../../../src/features/rewards-tile/rewards-tile.logic.ts';
import { rewardsTileSchema } from '../../../../src/features/rewards-tile/rewards-tile.schema.ts';
import { isDoublePoints } from '../../../../src/domain/rewards-rules.ts';

const article: TileActivity = { basePointValue: 50, memberPointBonus: 25, double: false, limitHit: false };
const double: TileActivity = { basePointValue: 100, memberPointBonus: 50, double: true, limitHit: false };
const done: TileActivity = { basePointValue: 150, memberPointBonus: 75, double: false, limitHit: true };

describe('points by member and non-member (6.3)', () => {
  const rows: ReadonlyArray<[string, TileActivity | undefined, boolean, boolean, number | undefined]> = [
    ['member: base + bonus', article, true, true, 75],
    ['non-member: base', article, false, true, 50],
    ['member, double activity', double, true, true, 150],
    ['non-member, double activity', double, false, true, 100],
    ['identity not read: nothing yet (no flash of the other number)', article, true, false, undefined],
    ['unknown activity', undefined, true, true, undefined],
  ];
  it.each(rows)('%s', (_why, activity, isMember, identityReady, points) =>
    expect(tilePlan({ activity, isMember, identityReady, membersOnly: false }).points).toBe(points),
  );
});

describe("completed badge (limitHit) and '2X PTS' (2.3)", () => {
  it.each([
    [article, false, false],
    [double, false, true],
    [done, true, false],
    [{ ...double, limitHit: true }, true, true],
  ])('%j', (activity, completed, isDouble) => {
    const plan = tilePlan({ activity, isMember: false, identityReady: true, membersOnly: false });
    expect(plan.completed).toBe(completed);
    expect(plan.double).toBe(isDouble);
  });
  it('both wait for identity with the points, so the row shows in one go and nothing in it moves', () => {
    const plan = tilePlan({ activity: { ...double, limitHit: true }, isMember: true, identityReady: false, membersOnly: false });
    expect(plan).toEqual({ points: undefined, completed: false, double: false, lock: 'open' });
  });
  // The store's `double` is domain/rewards-rules' isDoublePoints: 'starts with double'.
  it.each([
    ['doubleArticle', true],
    ['double', true],
    ['DoubleArticle', true], // the core's reading: any case
    ['article', false],
    ['notdouble', false],
  ])('type %j -> double %j', (identifier, expected) => expect(isDoublePoints({ activityType: { identifier } })).toBe(expected));
});

describe('lock on members-only tiles (6.3)', () => {
  const rows: ReadonlyArray<[string, boolean, boolean, boolean, string]> = [
    ['members-only, member', true, true, true, 'open'],
    ['members-only, non-member or anonymous', true, false, true, 'locked'],
    ['members-only, identity not read yet', true, false, false, 'unknown'],
    ['not members-only, non-member', false, false, true, 'open'],
    ['not members-only, identity not read', false, false, false, 'open'],
  ];
  it.each(rows)('%s', (_why, membersOnly, isMember, identityReady, lock) =>
    expect(tilePlan({ activity: article, isMember, identityReady, membersOnly }).lock).toBe(lock),
  );
  it('the lock does not wait for the activity list', () =>
    expect(tilePlan({ activity: undefined, isMember: false, identityReady: true, membersOnly: true }).lock).toBe('locked'));
});

describe("points text: '{n} pts' in the 9.2 format", () => {
  it.each([
    [75, '75 pts'],
    [1500, '1,500 pts'],
    [150000, '150K pts'],
    [0, '0 pts'],
    [undefined, ''],
    [-1, ''],
  ])('%j -> %j', (points, text) => expect(tilePointsText(points)).toBe(text));
});

describe('config (CONTRACT 4a: data-activity-id of 36 characters, data-members-only)', () => {
  const id = '23b8c1e9-3924-46de-beb1-3b9046685257';
  it.each([
    [{ activityId: id }, { activityId: id, membersOnly: false }],
    [
      { activityId: ` ${id} `, membersOnly: 'true' },
      { activityId: id, membersOnly: true },
    ],
  ])('%j', (input, output) => expect(v.parse(rewardsTileSchema, input)).toEqual(output));
  it.each([{}, { activityId: id.slice(0, 35) }, { activityId: '' }, { activityId: id, membersOnly: 'yes' }])('%j is a config error', (input) =>
    expect(v.safeParse(rewardsTileSchema, input).success).toBe(false),
  );
});
