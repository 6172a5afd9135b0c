/**
 * The rewards goals (issue 32; ask-and-rewards 7.2; CONTRACT 4c `rewards-goals`): the fitness
 * goal and the activity goal, today's overview, and the weekly overview as a chart.
 *
 * - Not logged in, or not a participant: the shared panel says what to do.
 * - A participant: 'Fitness goal' (steps a day) and 'Activity goal' (activities a week), each a
 *   field with 'Save goal'; a goal the member has not set is created first, then stored; the
 *   field's own status line confirms it ('Saved. …'), or says what is wrong with the number.
 * - Today: steps against the step goal, activities, points, points left today.
 * - The week (ISO week and year, the service's US-Eastern calendar): a chart of steps per day
 *   against the goal (SVG, hidden from screen readers), the same numbers in a table they read,
 *   the summary '{n} of 7 days met your goal', and 'Previous week' / 'Next week' (never past
 *   the current week).
 * - 401/403: 8.2's account message; any other failure plain words with 'Try again'.
 *
 * On the host: `data-rewards-access`, `data-goals-state` (idle | loading | ready | account |
 * not-participant | failed) and `data-week` ('YYYY-Www').
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { accessPanel, failurePanel, rewardsFailure, type RewardsFailure } from '../../domain/rewards-pages.ts';
import { isAfterWeek, isoWeekMonday, isoWeekOf, shiftWeek, type IsoWeek } from '../../domain/rewards-goals.ts';
import { $rewardsAccess } from '../../stores/rewards-access.ts';
import { easternToday, loadGoals, loadWeek, type Goals, type WeeklyOverview } from '../../stores/rewards-goals.ts';
import { GoalForm } from './GoalForm.tsx';
import { GOALS_TEXT, todayLines, weekDate, weekSummary } from './rewards-goals.logic.ts';
import type { RewardsGoalsConfig } from './rewards-goals.schema.ts';
import { WeekChart, WeekTable } from './WeekChart.tsx';

type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: RewardsFailure };

export function RewardsGoals({ host, config, t, locale, authoring }: ViewProps<RewardsGoalsConfig>) {
  const doc = host.ownerDocument;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const access = useStore($rewardsAccess);
  const panel = accessPanel(access, { config: site, page: doc.location?.href ?? '', joinUrl: config.joinUrl, t });
  const [goals, setGoals] = useState<Loaded<Goals>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useMemo(() => isoWeekOf(easternToday(doc)), [doc]);
  const [week, setWeek] = useState<IsoWeek>(current);
  const [overview, setOverview] = useState<{ week: IsoWeek; loaded: Loaded<WeeklyOverview> } | undefined>(undefined);
  const [weekAttempt, setWeekAttempt] = useState(0);
  const id = useId();

  useEffect(() => {
    if (authoring || access !== 'participant') return;
    let live = true;
    loadGoals(doc).then(
      (value) => live && setGoals({ state: 'ready', value }),
      (error: unknown) => live && setGoals({ state: rewardsFailure(error) }),
    );
    return () => {
      live = false;
    };
  }, [access, attempt, authoring, doc]);

  useEffect(() => {
    if (authoring || access !== 'participant') return;
    const abort = new AbortController();
    loadWeek(week, doc, abort.signal).then(
      (value) => !abort.signal.aborted && setOverview({ week, loaded: { state: 'ready', value } }),
      (error: unknown) => !abort.signal.aborted && setOverview({ week, loaded: { state: rewardsFailure(error) } }),
    );
    return () => abort.abort();
  }, [access, authoring, doc, week, weekAttempt]);

  // A stored goal changes today's and the week's figures: read them again.
  const onSaved = useCallback(() => {
    setAttempt((n) => n + 1);
    setWeekAttempt((n) => n + 1);
  }, []);

  const weekLoaded: Loaded<WeeklyOverview> = overview && overview.week === week ? overview.loaded : { state: 'loading' };
  // 'loading' until identity says who this is, so the room the stylesheet keeps stays until then.
  const state = panel ? 'idle' : access === 'participant' ? goals.state : 'loading';
  useHostAttributes(host, {
    'data-rewards-access': access,
    'data-goals-state': state,
    'data-week': `${week.year}-W${String(week.week).padStart(2, '0')}`,
  });

  if (authoring) return null;
  if (panel) return <ActionPanel {...panel} />;
  if (access !== 'participant') return <p className="rewards-goals__loading">{t(GOALS_TEXT.loading)}</p>;
  if (goals.state !== 'ready') {
    if (goals.state === 'loading') return <p className="rewards-goals__loading">{t(GOALS_TEXT.loading)}</p>;
    return <ActionPanel {...failurePanel(goals.state, GOALS_TEXT.failed, site.brand, t)} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const { activity, daily } = goals.value;
  const monday = isoWeekMonday(week.year, week.week);
  const atCurrent = !isAfterWeek(current, week);

  return (
    <div className="rewards-goals">
      <section className="rewards-goals__section" aria-labelledby={`${id}goals`}>
        <h3 id={`${id}goals`}>{t(GOALS_TEXT.goalsHeading)}</h3>
        <div className="rewards-goals__forms">
          <GoalForm kind="fitness" goal={daily.stepGoal} state={{ exists: daily.stepGoal !== null }} t={t} doc={doc} onSaved={onSaved} />
          <GoalForm
            kind="activity"
            goal={activity?.goal ?? null}
            state={{ exists: activity !== undefined, topics: activity?.topics ?? [] }}
            t={t}
            doc={doc}
            onSaved={onSaved}
          />
        </div>
      </section>
      <section className="rewards-goals__section" aria-labelledby={`${id}today`}>
        <h3 id={`${id}today`}>{t(GOALS_TEXT.today)}</h3>
        {todayLines(daily, t).map((line) => (
          <p key={line} className="rewards-goals__today">
            {line}
          </p>
        ))}
      </section>
      <section className="rewards-goals__section" aria-labelledby={`${id}week`}>
        <h3 id={`${id}week`}>{t(GOALS_TEXT.week, { date: weekDate(monday, locale) })}</h3>
        <div className="rewards-goals__nav">
          <button type="button" className="me-action-panel__action rewards-goals__step" onClick={() => setWeek(shiftWeek(week, -1))}>
            {t(GOALS_TEXT.previousWeek)}
          </button>
          <button
            type="button"
            className="me-action-panel__action rewards-goals__step"
            aria-disabled={atCurrent}
            onClick={() => !atCurrent && setWeek(shiftWeek(week, 1))}
          >
            {t(GOALS_TEXT.nextWeek)}
          </button>
        </div>
        <div aria-live="polite" aria-busy={weekLoaded.state === 'loading'} className="rewards-goals__week">
          {weekLoaded.state === 'loading' ? <p>{t(GOALS_TEXT.weekLoading)}</p> : null}
          {weekLoaded.state === 'ready' ? (
            <>
              <p className="rewards-goals__summary">{weekSummary(weekLoaded.value.days, t)}</p>
              <WeekChart days={weekLoaded.value.days} locale={locale} />
              <WeekTable days={weekLoaded.value.days} caption={weekDate(monday, locale)} locale={locale} t={t} />
            </>
          ) : null}
          {weekLoaded.state !== 'loading' && weekLoaded.state !== 'ready' ? (
            <ActionPanel {...failurePanel(weekLoaded.state, GOALS_TEXT.weekFailed, site.brand, t)} onRetry={() => setWeekAttempt((n) => n + 1)} />
          ) : null}
        </div>
      </section>
    </div>
  );
}
