/**
 * `<assessment-flow>` (brain-health 2.2, 3.6, 4.11, 7.3, 8, 9; CONTRACT 4c): the assessment
 * routes' flow, on the hub, the lifestyle questionnaire and its start page (English and Spanish).
 *
 * - Start page opened from the provider (a referrer of another origin): `assessment-complete` on
 *   the document, the attempt counter set to 5, the cached recommendation tiles removed.
 * - Questionnaire (and its start page) without a counter, for an mbs-assessment-inProgress
 *   visitor: sent to the hub of the page's language.
 * - The completion check for mbs-assessment-inProgress and lifestyle-completed-mbs-inProgress
 *   visitors (on every assessment route): the counter's tries, 10 s apart, or one. While it runs
 *   and waits, a visible status line says so politely (a polite live region, role status); it says
 *   when the assessment is complete, and when the last try failed.
 * - The hub lists the scores of cbs/scores/sync for a programme member (one the gate lets in:
 *   `scoresFor`): each domain with its label, each pillar by its current name with its score
 *   (assessment-flow.logic.ts); a failed call shows nothing (8: other errors not shown; a console
 *   warning). After a successful check the hub asks again.
 * - Authoring mode (edit, preview): nothing runs (6: edit and preview disable modals and checks).
 *
 * Everything from a service is rendered as text. On the host: `data-assessment-state` and, on the
 * hub, `data-scores-state` (assessment-flow.logic.ts).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import type { Translate } from '../../core/i18n.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { assessmentRoute, SCORE_NOT_AVAILABLE } from '../../domain/assessment.ts';
import { $identity, $identityReady, $identitySources } from '../../stores/identity.ts';
import { arriveFromProvider, decideFlow, loadScores, type CheckStatus, type FlowDecision, type ScoresLoaded } from '../../stores/program-assessment.ts';
import { hubView, scoresFor, type FlowState, type HubView } from './assessment-flow.logic.ts';
import type { AssessmentFlowConfig } from './assessment-flow.schema.ts';

const NO_STATUS = atom<CheckStatus | undefined>(undefined);

export function AssessmentFlow({ host, config, t, locale, authoring }: ViewProps<AssessmentFlowConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const route = assessmentRoute(doc.location.pathname);
  const active = route !== '' && !authoring;
  const token = useStore($identitySources).accessToken ?? '';
  const userType = useStore($identity).programUserType;
  const identityRead = useStore($identityReady);
  // settle: the status line holds the latest message only (a quick end replaces 'Checking' before it is read).
  const announcer = useAnnouncer({ settle: true });
  // What the flow decided for this visitor (set once, from the effect below; a store, not React state).
  const [$decision] = useState(() => atom<FlowDecision | undefined>(undefined));
  const decision = useStore($decision);
  const status = useStore(decision?.kind === 'check' ? decision.check.$status : NO_STATUS);

  // 4.11: the arrival first, so the check below reads the counter it sets.
  useEffect(() => {
    if (active && route === 'start') arriveFromProvider(win);
  }, [active, route, win]);

  // 4.11: once the user type is known, the questionnaire's redirect or the completion check (once).
  useEffect(() => {
    if (!active || $decision.get() || !userType) return;
    $decision.set(decideFlow(win, { userType, token, apiPathURL: site.apiPathURL ?? '', locale }));
  }, [active, $decision, userType, token, site, win, locale]);

  // Leaving the page ends the check's waits and its call.
  useEffect(
    () => () => {
      const current = $decision.get();
      if (current?.kind === 'check') current.check.stop();
    },
    [$decision],
  );

  // The status line: said once when the check starts, once when it ends.
  const said = useRef<string>('');
  const phase = status ? (status.state === 'waiting' ? 'checking' : status.state) : '';
  useEffect(() => {
    if (!phase || said.current === phase) return;
    said.current = phase;
    announcer.announce(t(phase === 'checking' ? config.checkingText : phase === 'complete' ? config.completeText : config.notReadyText));
  }, [phase, announcer, t, config.checkingText, config.completeText, config.notReadyText]);

  // The hub's scores; asked again after a successful check.
  const onHub = active && route === 'hub' && Boolean(token) && Boolean(site.apiPathURL) && scoresFor(userType);
  const round = status?.state === 'complete' ? 1 : 0;
  const [scores, setScores] = useState<{ round: number; loaded: ScoresLoaded }>();
  useEffect(() => {
    if (!onHub || !site.apiPathURL) return;
    const abort = new AbortController();
    void loadScores(site.apiPathURL, token, abort.signal).then((loaded) => {
      if (!abort.signal.aborted) setScores({ round, loaded });
    });
    return () => abort.abort();
  }, [onHub, site, token, round]);

  const current = scores && scores.round === round ? scores.loaded : undefined;
  const hub = current?.ok ? hubView(current.answer, locale) : undefined;
  const scoresState = !onHub ? '' : !current ? 'loading' : !current.ok ? 'failed' : hub!.state;

  const state: FlowState = !active
    ? 'off'
    : decision?.kind === 'redirecting'
      ? 'redirecting'
      : status
        ? status.state === 'waiting'
          ? 'waiting-retry'
          : status.state
        : decision?.kind === 'none' || (identityRead && !userType)
          ? 'none'
          : 'waiting';
  useHostAttributes(host, { 'data-assessment-state': state, ...(scoresState ? { 'data-scores-state': scoresState } : {}) });

  if (!active) return null;
  return (
    <div className="assessment-flow">
      <LiveRegion announcer={announcer} visible role="status" className="assessment-flow__status" />
      {hub ? <AssessmentScores view={hub} t={t} config={config} /> : null}
    </div>
  );
}

export interface AssessmentScoresProps {
  view: HubView;
  t: Translate;
  config: Pick<AssessmentFlowConfig, 'heading' | 'domainsHeading' | 'pillarsHeading' | 'pendingText'>;
}

/** The hub's scores (CONTRACT 4c): each domain with its label words and `data-score-label`, each pillar by its current name with its score; or the pending text. */
export function AssessmentScores({ view, t, config }: AssessmentScoresProps) {
  const headingId = useId();
  return (
    <section className="assessment-flow__scores" aria-labelledby={headingId}>
      <h2 id={headingId} className="assessment-flow__heading">
        {t(config.heading)}
      </h2>
      {view.state === 'pending' ? (
        <p className="assessment-flow__pending">{t(config.pendingText)}</p>
      ) : (
        <>
          {view.rows.domains.length ? (
            <>
              <h3 className="assessment-flow__subheading">{t(config.domainsHeading)}</h3>
              <ul className="assessment-flow__list assessment-flow__domains">
                {view.rows.domains.map((row, index) => (
                  <li key={`${index}|${row.name}`} className="assessment-flow__item" data-score-label={row.label || undefined}>
                    <span className="assessment-flow__name">{row.name}</span> <span className="assessment-flow__value">{t(row.text)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {view.rows.pillars.length ? (
            <>
              <h3 className="assessment-flow__subheading">{t(config.pillarsHeading)}</h3>
              <ul className="assessment-flow__list assessment-flow__pillars">
                {view.rows.pillars.map((row) => (
                  <li key={row.pillar} className="assessment-flow__item" data-pillar={row.pillar}>
                    <span className="assessment-flow__name">{t(row.label)}</span>{' '}
                    <span className="assessment-flow__value">{row.score === SCORE_NOT_AVAILABLE ? t(SCORE_NOT_AVAILABLE) : row.score}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
