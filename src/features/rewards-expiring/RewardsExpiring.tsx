/**
 * The points that expire soon (ask-and-rewards 3.8, 7.2; CONTRACT 4c): GET expiration for the
 * next `months` months, shown soonest first, each as '{points} points', its date ('Jan 24,
 * 2027') and the days left ('in 9 days'); a total above, and 'Use them' to the catalogue
 * filtered to what the member can redeem now. The three soonest dates show; later ones are
 * behind 'Show all {n} dates' (a disclosure), so the list takes the same room for every member.
 * None: 'No points expire in the next {months} months'.
 *
 * Signed out, not a participant: the shared panel (domain/rewards-pages.ts). A failed reading:
 * 8.2's account message, or plain words with 'Try again' (which reads again).
 *
 * On the host, for styles and tests: `data-rewards-access` and `data-expiring-state` = idle |
 * loading | list | empty | account | not-participant | failed.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { now } from '../../core/clock.ts';
import type { ViewProps } from '../../core/element.ts';
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { useDisclosure } from '../../core/ui/disclosure.tsx';
import { accessPanel, failurePanel, rewardsFailure } from '../../domain/rewards-pages.ts';
import { $rewardsAccess } from '../../stores/rewards-access.ts';
import { loadExpiringPoints } from '../../stores/rewards-expiring.ts';
import {
  daysLeftText,
  EXPIRING_TEXT,
  expiringRows,
  noneText,
  rowDate,
  rowPoints,
  totalText,
  catalogAffordableUrl,
  ROOM_ROWS,
  SOONEST_ROWS,
  splitRows,
  type ExpiringRow,
} from './rewards-expiring.logic.ts';
import type { RewardsExpiringConfig } from './rewards-expiring.schema.ts';

type Shown = { state: 'idle' | 'loading' } | { state: 'list'; rows: ExpiringRow[] } | { state: 'empty' } | { state: 'account' | 'not-participant' | 'failed' };

export function RewardsExpiring({ host, config, t, locale }: ViewProps<RewardsExpiringConfig>) {
  const doc = host.ownerDocument;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const access = useStore($rewardsAccess);
  const panel = accessPanel(access, { config: site, page: doc.location?.href ?? '', joinUrl: config.joinUrl, t });
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    if (access !== 'participant' || asked.current === attempt) return;
    asked.current = attempt;
    const abort = new AbortController();
    setShown({ state: 'loading' });
    void loadExpiringPoints(config.months, doc, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if (!result.ok) return setShown({ state: rewardsFailure(result.error) });
      const rows = expiringRows(result.entries, now(doc.cookie));
      setShown(rows.length ? { state: 'list', rows } : { state: 'empty' });
    });
    return () => {
      abort.abort();
      asked.current = -1;
    };
  }, [access, attempt, config.months, doc]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state = panel ? 'idle' : shown.state;

  useHostAttributes(host, { 'data-rewards-access': access, 'data-expiring-state': state });

  if (panel) {
    return <ActionPanel {...panel} />;
  }
  const useThem = catalogAffordableUrl(config.catalogUrl, doc.location?.href ?? '');
  // A participant's (or a visitor's still being read): the list's room stays under what shows.
  return (
    <div className="rewards-expiring__frame">
      <ExpiringRoom months={config.months} useThem={Boolean(useThem)} t={t} locale={locale} />
      <div className="rewards-expiring__shown">
        {shown.state === 'account' || shown.state === 'not-participant' || shown.state === 'failed' ? (
          <ActionPanel {...failurePanel(shown.state, EXPIRING_TEXT.failed, site.brand, t)} onRetry={retry} />
        ) : shown.state === 'empty' ? (
          <p className="rewards-expiring__none">{noneText(config.months, t)}</p>
        ) : shown.state === 'list' ? (
          <div className="rewards-expiring__content">
            <p className="rewards-expiring__total">{totalText(shown.rows, config.months, t)}</p>
            <ExpiringList rows={shown.rows} t={t} locale={locale} />
            {useThem ? (
              <a className="me-action-panel__action rewards-expiring__use" href={useThem}>
                {t(EXPIRING_TEXT.useThem)}
              </a>
            ) : null}
          </div>
        ) : (
          <p className="rewards-expiring__loading" role="status">
            {access === 'loading' ? '' : t(EXPIRING_TEXT.loading)}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The room of a list of more than three dates, laid out as the list is (its classes, its words,
 * sample figures) under what shows, unseen and out of the accessibility tree: while the list
 * loads and after, the element is as tall as that list at the page's own width and type, so what
 * follows does not move when the list comes, whatever the member's dates.
 */
function ExpiringRoom({ months, useThem, t, locale }: { months: number; useThem: boolean; t: Translate; locale: Locale }) {
  const rows = ROOM_ROWS;
  return (
    <div className="rewards-expiring__room rewards-expiring__content" aria-hidden="true" inert>
      <p className="rewards-expiring__total">{totalText(rows, months, t)}</p>
      <ul className="rewards-expiring__list">
        {rows.slice(0, SOONEST_ROWS).map((row) => (
          <ExpiringRowItem key={row.expirationDate} row={row} t={t} locale={locale} />
        ))}
      </ul>
      <span className="rewards-expiring__more">{t(EXPIRING_TEXT.showAll, { n: rows.length })}</span>
      {useThem ? <span className="me-action-panel__action rewards-expiring__use">{t(EXPIRING_TEXT.useThem)}</span> : null}
    </div>
  );
}

function ExpiringRowItem({ row, t, locale }: { row: ExpiringRow; t: Translate; locale: Locale }) {
  return (
    <li className="rewards-expiring__row">
      <span className="rewards-expiring__points">{rowPoints(row, t)}</span> <span className="rewards-expiring__date">{rowDate(row, locale)}</span>{' '}
      <span className="rewards-expiring__days">({daysLeftText(row.daysLeft, t)})</span>
    </li>
  );
}

/** The soonest dates, and the later ones behind a disclosure ('Show all {n} dates'). */
function ExpiringList({ rows, t, locale }: { rows: readonly ExpiringRow[]; t: Translate; locale: Locale }) {
  const { soonest, later } = splitRows(rows);
  const more = useDisclosure();
  return (
    <>
      <ul className="rewards-expiring__list">
        {soonest.map((row) => (
          <ExpiringRowItem key={row.expirationDate} row={row} t={t} locale={locale} />
        ))}
      </ul>
      {later.length ? (
        <>
          <ul className="rewards-expiring__list rewards-expiring__later" {...more.regionProps}>
            {later.map((row) => (
              <ExpiringRowItem key={row.expirationDate} row={row} t={t} locale={locale} />
            ))}
          </ul>
          <button type="button" className="rewards-expiring__more" {...more.buttonProps}>
            {more.expanded ? t(EXPIRING_TEXT.showFewer) : t(EXPIRING_TEXT.showAll, { n: rows.length })}
          </button>
        </>
      ) : null}
    </>
  );
}
