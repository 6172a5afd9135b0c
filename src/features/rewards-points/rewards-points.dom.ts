/**
 * The rewards points view (ask-and-rewards 2.3, 4.5, 4.9, 9.2), plain DOM: the balance in the
 * configured form, or the 'not opted' state, from the ONE balance store (`$rewardsBalance`), so
 * the header, every `rewards-points` and every tab agree without a reload. A change in the
 * balance is announced politely through the document's shared announcer (one element per page
 * speaks, so two of them do not say it twice).
 *
 * With `data-daily-cap="true"` it adds the daily-cap meter ('{used} of {cap} points today') from
 * `$dailyCap`, the last limit answer. Every `rewards-points` shows the max-points notice (4.7:
 * userDailyPointsLeft below 500 in that answer, with or without a cap), said politely once per
 * page. The rewards stores load only with the meter or for a rewards participant (whose page
 * loads them anyway): a plain points display for anyone else costs no rewards code.
 *
 * Before the code arrives, src/styles/elements.css reserves the element's room (a width per
 * form, the meter's rows), so the number arriving moves nothing.
 */
import type { ViewProps } from '../../core/element.ts';
import { announce } from '../../core/dom/announcer.ts';
import { siteConfig } from '../../core/site-config.ts';
import { notOptedText, pointsText } from '../../domain/rewards-points.ts';
import { $identity, $identityReady, $rewardsBalance } from '../../stores/identity.ts';
import type { RewardsPointsConfig } from './rewards-points.schema.ts';
import type { DailyCapInput, PointsState } from './rewards-points.logic.ts';
import { balanceAnnouncement, maxPointsNoticeText, meterPlan, pointsState, unavailableText } from './rewards-points.logic.ts';

/** Set on the host: `loading`, `points`, `not-opted`, `unavailable` or `signed-out`, for styles and tests. */
export const POINTS_STATE_ATTRIBUTE = 'data-points-state';
/** Set on the host with the meter: `shown` or `hidden`. */
export const CAP_STATE_ATTRIBUTE = 'data-cap-state';
/** Set on the host once it follows the daily cap (with the meter, or for a participant): `shown` or `hidden`. */
export const NOTICE_STATE_ATTRIBUTE = 'data-notice-state';

/** The connected `rewards-points` of each document, in the order they started: the first one announces. */
const speakers = new WeakMap<Document, HTMLElement[]>();

function isSpeaker(host: HTMLElement): boolean {
  return (speakers.get(host.ownerDocument) ?? []).find((element) => element.isConnected) === host;
}

export function enhanceRewardsPoints({ host, config, t }: ViewProps<RewardsPointsConfig>): () => void {
  const doc = host.ownerDocument;
  const brand = siteConfig(doc).brand;
  const list = speakers.get(doc) ?? [];
  list.push(host);
  speakers.set(doc, list);

  const value = doc.createElement('span');
  value.className = 'rewards-points__value';
  host.append(value);

  /** A participant's balance look-up (4.5) has answered (or none was needed). */
  let balanceAsked = false;
  let balanceAnswered = false;
  let shownBalance: number | undefined;
  let shownState: PointsState | undefined;
  let stopped = false;

  const askBalance = () => {
    balanceAsked = true;
    void import('../../stores/rewards-balance.ts')
      .then(({ loadBalance }) => loadBalance(doc))
      .catch(() => undefined)
      .finally(() => {
        balanceAnswered = true;
        update();
      });
  };

  const update = () => {
    if (stopped) return;
    const identity = $identity.get();
    const balance = $rewardsBalance.get();
    const ready = $identityReady.get();
    // A participant without a cached balance: the service is asked (shared with the page's own
    // start), and 'not opted' waits for its answer rather than flashing first.
    if (ready && identity.isLoggedIn && identity.rewardsParticipant && balance === undefined && !balanceAsked) askBalance();
    const waiting = identity.isLoggedIn && identity.rewardsParticipant && balance === undefined && balanceAsked && !balanceAnswered;
    const state = pointsState({ settled: ready && !waiting, isLoggedIn: identity.isLoggedIn, balance, participant: identity.rewardsParticipant });
    if (state !== shownState || balance !== shownBalance) {
      value.textContent =
        state === 'points'
          ? pointsText(config.format, balance, brand, t)
          : state === 'not-opted'
            ? notOptedText(brand, t)
            : state === 'unavailable'
              ? unavailableText(t)
              : '';
      if (shownState === 'points' && state === 'points' && isSpeaker(host)) {
        const message = balanceAnnouncement(shownBalance, balance, t);
        if (message) announce(message, 'polite', doc);
      }
      shownState = state;
      shownBalance = state === 'points' ? balance : undefined;
      host.setAttribute(POINTS_STATE_ATTRIBUTE, state);
    }
  };

  update();
  const stops = [$identity.listen(update), $identityReady.listen(update), $rewardsBalance.listen(update)];
  const keep = (stop: () => void) => (stopped ? stop() : stops.push(stop));
  const cap = dailyCapView(host, config.dailyCap, t, keep, () => !stopped);
  // The max-points notice can only come for a participant (limit calls are theirs), whose page
  // loads the rewards code anyway: only then does a plain display follow the daily cap.
  const followForParticipant = () => {
    if ($identityReady.get() && $identity.get().rewardsParticipant) cap.follow();
  };
  if (config.dailyCap) cap.follow();
  else {
    followForParticipant();
    stops.push($identity.listen(followForParticipant), $identityReady.listen(followForParticipant));
  }

  return () => {
    stopped = true;
    for (const stop of stops) stop();
    value.remove();
    cap.remove();
    const index = list.indexOf(host);
    if (index >= 0) list.splice(index, 1);
    host.removeAttribute(POINTS_STATE_ATTRIBUTE);
    host.removeAttribute(CAP_STATE_ATTRIBUTE);
    host.removeAttribute(NOTICE_STATE_ATTRIBUTE);
  };
}

/** The documents whose max-points notice was said already: once per page, by whichever element shows it first. */
const noticeSaid = new WeakSet<Document>();

/**
 * The daily cap's view: the meter (with `data-daily-cap="true"`: a caption, a native `<meter>`
 * named by it) and the max-points notice (every `rewards-points`). Both follow `$dailyCap`, the
 * last limit answer; the meter needs its cap, the notice only userDailyPointsLeft. On a page
 * without `rewards-tile` (whose limit call feeds it) a participant's meter asks the limit call
 * itself, for the daily login's activity; a plain display asks nothing (its notice comes with the
 * deposit flow's limit check).
 */
function dailyCapView(
  host: HTMLElement,
  withMeter: boolean,
  t: ViewProps<RewardsPointsConfig>['t'],
  keep: (stop: () => void) => void,
  alive: () => boolean,
): { follow: () => void; remove: () => void } {
  const doc = host.ownerDocument;
  let box: HTMLElement | undefined;
  const caption = doc.createElement('span');
  const bar = doc.createElement('meter');
  if (withMeter) {
    box = doc.createElement('div');
    box.className = 'rewards-points__cap';
    caption.className = 'rewards-points__cap-text';
    caption.id = `rewards-points-cap-${Math.random().toString(36).slice(2, 10)}`;
    bar.className = 'rewards-points__meter';
    bar.min = 0;
    bar.setAttribute('aria-labelledby', caption.id);
    host.append(box);
    host.setAttribute(CAP_STATE_ATTRIBUTE, 'hidden');
  }
  // Plain text, not a live region: it is said once through the shared announcer, so a later
  // change of the number (a deposit) updates what is shown without saying it again.
  const notice = doc.createElement('p');
  notice.className = 'rewards-points__notice';
  let following = false;

  const showMeter = (cap: DailyCapInput | undefined) => {
    if (!box) return;
    const plan = meterPlan(cap, t);
    if (!plan) {
      box.replaceChildren();
      host.setAttribute(CAP_STATE_ATTRIBUTE, 'hidden');
      return;
    }
    caption.textContent = plan.text;
    bar.max = plan.cap;
    bar.value = plan.used;
    bar.setAttribute('aria-valuetext', plan.text);
    box.replaceChildren(caption, bar);
    host.setAttribute(CAP_STATE_ATTRIBUTE, 'shown');
  };

  const showNotice = (cap: DailyCapInput | undefined) => {
    const text = maxPointsNoticeText(cap, t);
    if (!text) {
      notice.remove();
      host.setAttribute(NOTICE_STATE_ATTRIBUTE, 'hidden');
      return;
    }
    notice.textContent = text;
    if (!notice.isConnected) host.append(notice);
    host.setAttribute(NOTICE_STATE_ATTRIBUTE, 'shown');
    if (!noticeSaid.has(doc)) {
      noticeSaid.add(doc);
      announce(text, 'polite', doc);
    }
  };

  const follow = () => {
    if (following) return;
    following = true;
    void import('../../stores/rewards-activities.ts').then(async ({ $dailyCap, loadActivityLimits }) => {
      if (!alive()) return;
      const show = (cap: DailyCapInput | undefined) => {
        showMeter(cap);
        showNotice(cap);
      };
      show($dailyCap.get());
      keep($dailyCap.listen(show));
      if (!box) return;
      if (!$identityReady.get()) {
        await new Promise<void>((resolve) => {
          const stop = $identityReady.listen((ready) => {
            if (!ready) return;
            stop();
            resolve();
          });
          keep(stop);
        });
      }
      const identity = $identity.get();
      if (!alive() || $dailyCap.get() || !identity.rewardsParticipant || doc.querySelector('rewards-tile')) return;
      const { rewardsClientFor } = await import('../../stores/rewards-client.ts');
      const daily = rewardsClientFor(doc).environment.rewards.dailyLoginActivityId;
      if (daily) await loadActivityLimits([daily], doc).catch(() => undefined);
    });
  };

  return {
    follow,
    remove: () => {
      box?.remove();
      notice.remove();
    },
  };
}
