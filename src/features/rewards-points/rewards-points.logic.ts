/**
 * `rewards-points`' rules (ask-and-rewards 2.3, 4.7, 4.9, 9.2), pure and table-tested
 * (test/unit/features/rewards-points). The points forms themselves are domain/rewards-points.ts,
 * shared with the header.
 */
import { untranslated, type Translate } from '../../core/i18n.ts';
import { groupedPoints } from '../../domain/rewards-points.ts';

/**
 * What the element shows:
 * - `loading`: identity (or a participant's balance) is not known yet; nothing shows, the space is kept;
 * - `points`: a logged-in visitor with a balance;
 * - `not-opted`: a logged-in visitor without one (2.3: "A member without a balance sees a 'not opted' state");
 * - `unavailable`: a rewards participant (at.rs 'Y': opted in) whose balance could not be read (the
 *   service failed): not 'not opted', which would tell them something false;
 * - `signed-out`: not logged in: nothing to show (no balance can be theirs).
 */
export type PointsState = 'loading' | 'points' | 'not-opted' | 'unavailable' | 'signed-out';

export interface PointsStateInput {
  /** Identity's first reading is done, and a participant's balance look-up has answered. */
  settled: boolean;
  isLoggedIn: boolean;
  balance: number | undefined;
  /** A rewards participant (at.rs 'Y'). */
  participant?: boolean;
}

export function pointsState({ settled, isLoggedIn, balance, participant = false }: PointsStateInput): PointsState {
  if (!settled) return 'loading';
  if (!isLoggedIn) return 'signed-out';
  if (balance !== undefined) return 'points';
  return participant ? 'unavailable' : 'not-opted';
}

/** The words of the `unavailable` state. */
export function unavailableText(t: Translate = untranslated): string {
  return t('Points balance not available right now.');
}

/**
 * "A change in the balance is announced politely": a new number after one was shown (the first
 * reading, or a balance arriving where 'not opted' showed, is content, not a change). '' = say nothing.
 */
export function balanceAnnouncement(previous: number | undefined, next: number | undefined, t: Translate = untranslated): string {
  if (previous === undefined || next === undefined || previous === next) return '';
  const n = groupedPoints(next);
  return n ? t('Your points balance is now {n}.', { n }) : '';
}

/** The daily cap as `$dailyCap` (stores/rewards-activities.ts) holds it. */
export interface DailyCapInput {
  left: number;
  cap: number | undefined;
  used: number | undefined;
  maxPointsNotice: boolean;
}

export interface MeterPlan {
  used: number;
  cap: number;
  /** '{used} of {cap} points today', n grouped 1,234. */
  text: string;
}

/**
 * The daily-cap meter: shown once a limit answer gave both the cap and the points left (the spec
 * names userDailyPointsLeft only; the cap is the emulator's dailyPointsLimit, see docs). used is
 * held within 0..cap.
 */
export function meterPlan(cap: DailyCapInput | undefined, t: Translate = untranslated): MeterPlan | undefined {
  if (!cap || cap.cap === undefined || cap.used === undefined || !(cap.cap > 0)) return undefined;
  const used = Math.min(cap.cap, Math.max(0, Math.floor(cap.used)));
  const text = t('{used} of {cap} points today', { used: groupedPoints(used), cap: groupedPoints(cap.cap) });
  return { used, cap: cap.cap, text };
}

/**
 * 4.7 / 9.2: the max-points notice, shown when the last limit answer's userDailyPointsLeft is
 * below 500, whether or not the answer names a cap (the meter needs one; the notice does not).
 * '' = no notice. Plain words: how many points are left to earn today (1 point, n points), or,
 * at 0, that today's limit is reached.
 */
export function maxPointsNoticeText(cap: Pick<DailyCapInput, 'left' | 'maxPointsNotice'> | undefined, t: Translate = untranslated): string {
  if (!cap?.maxPointsNotice) return '';
  const left = Math.max(0, Math.floor(cap.left));
  if (left === 0) return t("You have reached today's points limit.");
  if (left === 1) return t('Only 1 point left to earn today.');
  return t('Only {left} points left to earn today.', { left: groupedPoints(left) });
}
