/**
 * The rewards points view (ask-and-rewards 2.3, 4.5, 4.9, 9.2), plain DOM: the balance in the
 * configured form, or the 'not opted' state, from the ONE balance store (`$rewardsBalance`), so
 * the header, every `rewards-points` and every tab agree without a reload. A change in the
 * balance is announced politely through the document's shared announcer (one element per page
 * speaks, so two of them do not say it twice).
 *
 * With `data-daily-cap="true"` it adds the daily-cap meter ('{used} of {cap} points today') and
 * the max-points notice (4.7) from `$dailyCap`, the last limit answer. The rewards stores load
 * only then (or for a participant whose balance is not cached yet): a plain points display costs
 * no rewards code.
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
import { balanceAnnouncement, meterPlan, pointsState, type DailyCapInput, type PointsState } from './rewards-points.logic.ts';

/** Set on the host: `loading`, `points`, `not-opted` or `signed-out`, for styles and tests. */
export const POINTS_STATE_ATTRIBUTE = 'data-points-state';
/** Set on the host with the meter: `shown` or `hidden`. */
export const CAP_STATE_ATTRIBUTE = 'data-cap-state';

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
    const state = pointsState({ settled: ready && !waiting, isLoggedIn: identity.isLoggedIn, balance });
    if (state !== shownState || balance !== shownBalance) {
      value.textContent = state === 'points' ? pointsText(config.format, balance, brand, t) : state === 'not-opted' ? notOptedText(brand, t) : '';
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
  let meter: HTMLElement | undefined;
  if (config.dailyCap) {
    meter = dailyCapMeter(host, t, (stop) => (stopped ? stop() : stops.push(stop)));
  }

  return () => {
    stopped = true;
    for (const stop of stops) stop();
    value.remove();
    meter?.remove();
    const index = list.indexOf(host);
    if (index >= 0) list.splice(index, 1);
    host.removeAttribute(POINTS_STATE_ATTRIBUTE);
    host.removeAttribute(CAP_STATE_ATTRIBUTE);
  };
}

/**
 * The daily-cap meter: a caption, a native `<meter>` named by it, and the max-points notice. It
 * follows `$dailyCap`; on a page without `rewards-tile` (whose limit call feeds it) a
 * participant's meter asks the limit call itself, for the daily login's activity.
 */
function dailyCapMeter(host: HTMLElement, t: ViewProps<RewardsPointsConfig>['t'], keep: (stop: () => void) => void): HTMLElement {
  const doc = host.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'rewards-points__cap';
  const caption = doc.createElement('span');
  caption.className = 'rewards-points__cap-text';
  caption.id = `rewards-points-cap-${Math.random().toString(36).slice(2, 10)}`;
  const bar = doc.createElement('meter');
  bar.className = 'rewards-points__meter';
  bar.min = 0;
  bar.setAttribute('aria-labelledby', caption.id);
  const notice = doc.createElement('p');
  notice.className = 'rewards-points__notice';
  host.append(box);
  host.setAttribute(CAP_STATE_ATTRIBUTE, 'hidden');

  void import('../../stores/rewards-activities.ts').then(async ({ $dailyCap, loadActivityLimits }) => {
    const show = (cap: DailyCapInput | undefined) => {
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
      notice.textContent = plan.notice;
      box.replaceChildren(caption, bar, ...(plan.notice ? [notice] : []));
      host.setAttribute(CAP_STATE_ATTRIBUTE, 'shown');
    };
    show($dailyCap.get());
    keep($dailyCap.listen(show));
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
    if ($dailyCap.get() || !identity.rewardsParticipant || doc.querySelector('rewards-tile')) return;
    const { rewardsClientFor } = await import('../../stores/rewards-client.ts');
    const daily = rewardsClientFor(doc).environment.rewards.dailyLoginActivityId;
    if (daily) await loadActivityLimits([daily], doc).catch(() => undefined);
  });
  return box;
}
