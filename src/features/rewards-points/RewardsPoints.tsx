/**
 * The rewards points display (ask-and-rewards 2.3, 4.5, 4.9, 9.2): the balance in the configured
 * form, or the 'not opted' state, from the ONE balance store (`$rewardsBalance`), so the header,
 * every `rewards-points` and every tab agree without a reload. A change of the shown balance is
 * said politely in the element's live region; only the first `rewards-points` of a page speaks,
 * so two of them do not say it twice.
 *
 * With `data-daily-cap="true"` it adds the daily-cap meter ('{used} of {cap} points today') from
 * `$dailyCap`, the last limit answer. Every `rewards-points` shows the max-points notice (4.7:
 * userDailyPointsLeft below 500 in that answer, with or without a cap), said politely once per
 * page. The rewards stores load only with the meter or for a rewards participant (whose page
 * loads them anyway): a plain points display for anyone else costs no rewards code
 * (rewards-points.browser.ts loads them).
 *
 * Before the code arrives, rewards-points.css reserves the element's room (a width per
 * form, the meter's rows), so the number arriving moves nothing.
 */
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { notOptedText, pointsText } from '../../domain/rewards-points.ts';
import { $identity, $identityReady, $rewardsBalance } from '../../stores/identity.ts';
import { askBalance, askDailyLoginLimit, claimNotice, isSpeaker, joinSpeakers, loadDailyCap } from './rewards-points.browser.ts';
import {
  balanceAnnouncement,
  maxPointsNoticeText,
  meterPlan,
  pointsState,
  unavailableText,
  type DailyCapInput,
  type MeterPlan,
  type PointsState,
} from './rewards-points.logic.ts';
import type { RewardsPointsConfig } from './rewards-points.schema.ts';

/** Set on the host: `loading`, `points`, `not-opted`, `unavailable` or `signed-out`, for styles and tests. */
export const POINTS_STATE_ATTRIBUTE = 'data-points-state';
/** Set on the host with the meter: `shown` or `hidden`. */
export const CAP_STATE_ATTRIBUTE = 'data-cap-state';
/** Set on the host once it follows the daily cap (with the meter, or for a participant): `shown` or `hidden`. */
export const NOTICE_STATE_ATTRIBUTE = 'data-notice-state';

/** What `useStore` reads until the daily cap's store is loaded. */
const NOT_FOLLOWED = atom<DailyCapInput | undefined>(undefined);

export function RewardsPoints({ host, config, t }: ViewProps<RewardsPointsConfig>) {
  const doc = host.ownerDocument;
  const brand = useMemo(() => siteConfig(doc).brand, [doc]);
  const identity = useStore($identity);
  const ready = useStore($identityReady);
  const balance = useStore($rewardsBalance);
  const status = useAnnouncer();
  const { announce } = status;

  // A participant without a cached balance: the service is asked (shared with the page's own
  // start), and 'not opted' waits for its answer rather than flashing first.
  const needsBalance = ready && identity.isLoggedIn && identity.rewardsParticipant && balance === undefined;
  const [balanceAnswered, setBalanceAnswered] = useState(false);
  const state = pointsState({
    settled: ready && !(needsBalance && !balanceAnswered),
    isLoggedIn: identity.isLoggedIn,
    balance,
    participant: identity.rewardsParticipant,
  });
  const shownBalance = state === 'points' ? balance : undefined;

  // The daily cap is followed with the meter, or for a participant (limit calls are theirs, and
  // their page loads the rewards code anyway); once followed, always.
  const [capStore, setCapStore] = useState<ReadableAtom<DailyCapInput | undefined>>();
  const cap = useStore(capStore ?? NOT_FOLLOWED);
  const wantsCap = config.dailyCap || (ready && identity.rewardsParticipant);
  const plan = config.dailyCap ? meterPlan(cap, t) : undefined;
  const notice = capStore ? maxPointsNoticeText(cap, t) : '';

  useLayoutEffect(() => joinSpeakers(host), [host]);

  const balanceAsked = useRef(false);
  useEffect(() => {
    if (!needsBalance || balanceAsked.current) return;
    balanceAsked.current = true;
    void askBalance(doc).finally(() => setBalanceAnswered(true));
  }, [needsBalance, doc]);

  const following = useRef(false);
  useEffect(() => {
    if (!wantsCap || following.current) return;
    following.current = true;
    void loadDailyCap().then((store) => setCapStore(() => store));
  }, [wantsCap]);

  // On a page without `rewards-tile` (whose limit call feeds it) a participant's meter asks the
  // limit call itself, once, for the daily login's activity.
  const limitAsked = useRef(false);
  useEffect(() => {
    if (!config.dailyCap || !capStore || !ready || limitAsked.current) return;
    limitAsked.current = true;
    if (capStore.get() || !$identity.get().rewardsParticipant || doc.querySelector('rewards-tile')) return;
    void askDailyLoginLimit(doc);
  }, [config.dailyCap, capStore, ready, doc]);

  // A new number after one was shown is said (the first reading is content, not a change).
  const said = useRef<{ state: PointsState; balance: number | undefined } | undefined>(undefined);
  useEffect(() => {
    const before = said.current;
    said.current = { state, balance: shownBalance };
    if (before?.state !== 'points' || state !== 'points' || !isSpeaker(host)) return;
    const message = balanceAnnouncement(before.balance, shownBalance, t);
    if (message) announce(message);
  }, [state, shownBalance, host, t, announce]);

  // The notice is plain text, said once per page by whichever element shows it first; a later
  // number (another deposit) updates the words without saying them again.
  useEffect(() => {
    if (notice && claimNotice(doc)) announce(notice);
  }, [notice, doc, announce]);

  useLayoutEffect(() => {
    host.setAttribute(POINTS_STATE_ATTRIBUTE, state);
    if (config.dailyCap) host.setAttribute(CAP_STATE_ATTRIBUTE, plan ? 'shown' : 'hidden');
    else host.removeAttribute(CAP_STATE_ATTRIBUTE);
    if (capStore) host.setAttribute(NOTICE_STATE_ATTRIBUTE, notice ? 'shown' : 'hidden');
  });
  useLayoutEffect(
    () => () => {
      for (const name of [POINTS_STATE_ATTRIBUTE, CAP_STATE_ATTRIBUTE, NOTICE_STATE_ATTRIBUTE]) host.removeAttribute(name);
    },
    [host],
  );

  const text =
    state === 'points'
      ? pointsText(config.format, balance, brand, t)
      : state === 'not-opted'
        ? notOptedText(brand, t)
        : state === 'unavailable'
          ? unavailableText(t)
          : '';

  return (
    <>
      <span className="rewards-points__value">{text}</span>
      {config.dailyCap ? <DailyCapMeter plan={plan} /> : null}
      {notice ? <p className="rewards-points__notice">{notice}</p> : null}
      <LiveRegion announcer={status} politeness="polite" />
    </>
  );
}

/** The daily-cap meter: a caption that names a native `<meter>`; its box stays while there is no cap. */
function DailyCapMeter({ plan }: { plan: MeterPlan | undefined }) {
  const captionId = `rewards-points-cap-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className="rewards-points__cap">
      {plan ? (
        <>
          <span className="rewards-points__cap-text" id={captionId}>
            {plan.text}
          </span>
          <meter className="rewards-points__meter" min={0} max={plan.cap} value={plan.used} aria-labelledby={captionId} aria-valuetext={plan.text} />
        </>
      ) : null}
    </div>
  );
}
