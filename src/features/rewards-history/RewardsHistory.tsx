/**
 * The rewards history (ask-and-rewards 7.2 transactions; CONTRACT 4c): two tabs, 'Points earned'
 * and 'Points used' (PURCHASES: purchasePoints with activityType redemption), newest first, each
 * row its date, description and points; `size` rows a page (pages from 0) and 'Show more' for
 * the next, gone after the last, when the end of the list is said. Each tab loads when first
 * shown and keeps its rows when the visitor switches back.
 *
 * After 'Show more', focus goes to the first new row (the button may be gone) and the count is
 * said politely. Signed out, not a participant: the shared panel (domain/rewards-pages.ts). A
 * failed page: 8.2's account message, or plain words with 'Try again' (the rows already shown
 * stay).
 *
 * On the host, for styles and tests: `data-rewards-access`, `data-history-tab` = earned | used,
 * and `data-history-state` (of the shown tab) = idle | loading | list | empty | account |
 * not-participant | failed.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes, useLatest } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import { accessPanel, failurePanel, rewardsFailure, type RewardsFailure } from '../../domain/rewards-pages.ts';
import { $rewardsAccess } from '../../stores/rewards-access.ts';
import { loadHistoryPage, type HistoryEntry } from '../../stores/rewards-history.ts';
import {
  appendRows,
  endText,
  HISTORY_KINDS,
  HISTORY_TEXT,
  moreAnnouncement,
  noneText,
  rowDate,
  rowPoints,
  tabText,
  type HistoryKind,
} from './rewards-history.logic.ts';
import type { RewardsHistoryConfig } from './rewards-history.schema.ts';

interface TabState {
  rows: HistoryEntry[];
  /** The next page to ask for. */
  next: number;
  last: boolean;
  loading: boolean;
  failure: RewardsFailure | undefined;
}

const FRESH: TabState = { rows: [], next: 0, last: false, loading: false, failure: undefined };

export function RewardsHistory({ host, config, t, locale }: ViewProps<RewardsHistoryConfig>) {
  const doc = host.ownerDocument;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const access = useStore($rewardsAccess);
  const panel = accessPanel(access, { config: site, page: doc.location?.href ?? '', joinUrl: config.joinUrl, t });
  const [kind, setKind] = useState<HistoryKind>('earned');
  const [tabs, setTabs] = useState<Record<HistoryKind, TabState>>({ earned: FRESH, used: FRESH });
  const status = useAnnouncer();
  const list = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | undefined>(undefined);
  const inFlight = useRef(new Set<HistoryKind>());
  const latestTabs = useLatest(tabs);

  const load = useCallback(
    (which: HistoryKind, page: number, more: boolean) => {
      if (inFlight.current.has(which)) return;
      inFlight.current.add(which);
      setTabs((all) => ({ ...all, [which]: { ...all[which], loading: true, failure: undefined } }));
      void loadHistoryPage(which, page, config.size, doc).then((result) => {
        inFlight.current.delete(which);
        const before = latestTabs.current[which];
        if (!result.ok) {
          setTabs((all) => ({ ...all, [which]: { ...all[which], loading: false, failure: rewardsFailure(result.error) } }));
          return;
        }
        const rows = appendRows(before.rows, result.entries);
        setTabs((all) => ({ ...all, [which]: { rows, next: page + 1, last: result.last, loading: false, failure: undefined } }));
        if (more) {
          focusRow.current = before.rows.length;
          status.announce(moreAnnouncement(which, rows.length - before.rows.length, result.last, t));
        }
      });
    },
    [config.size, doc, status, t, latestTabs],
  );

  // A tab loads its first page when first shown (a participant only).
  const shown = tabs[kind];
  const untouched = shown.next === 0 && !shown.loading && !shown.failure;
  useEffect(() => {
    if (access === 'participant' && untouched) load(kind, 0, false);
  }, [access, untouched, kind, load]);

  // After 'Show more', the first new row takes focus.
  useEffect(() => {
    if (focusRow.current === undefined) return;
    const row = list.current?.children[focusRow.current] as HTMLElement | undefined;
    focusRow.current = undefined;
    row?.focus();
  });

  const state = panel
    ? 'idle'
    : shown.failure && !shown.rows.length
      ? shown.failure
      : shown.rows.length
        ? 'list'
        : shown.loading || untouched
          ? 'loading'
          : 'empty';
  useHostAttributes(host, { 'data-rewards-access': access, 'data-history-tab': kind, 'data-history-state': state });

  if (panel) {
    return <ActionPanel {...panel} />;
  }

  const retry = () => load(kind, shown.next, shown.rows.length > 0);
  return (
    <>
      <Tabs label={t(HISTORY_TEXT.tabs)} tabs={HISTORY_KINDS.map((key) => ({ key, label: tabText(key, t) }))} selected={kind} onSelect={setKind}>
        {shown.rows.length ? (
          <ul className="rewards-history__list" ref={list}>
            {shown.rows.map((row, index) => (
              <li key={row.id ?? `${row.date}-${index}`} className="rewards-history__row" tabIndex={-1}>
                <span className="rewards-history__date">{rowDate(row.date, locale)}</span>
                <span className="rewards-history__description">{row.description}</span>
                <span className="rewards-history__points">{rowPoints(kind, row.points, t)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {state === 'empty' ? <p className="rewards-history__none">{noneText(kind, t)}</p> : null}
        {state === 'loading' || (shown.loading && shown.rows.length) ? <p className="rewards-history__loading">{t(HISTORY_TEXT.loading)}</p> : null}
        {shown.failure ? <ActionPanel {...failurePanel(shown.failure, HISTORY_TEXT.failed, site.brand, t)} onRetry={retry} /> : null}
        {shown.rows.length && !shown.last && !shown.loading && !shown.failure ? (
          <button type="button" className="me-action-panel__action rewards-history__more" onClick={() => load(kind, shown.next, true)}>
            {t(HISTORY_TEXT.showMore)}
          </button>
        ) : null}
        {shown.rows.length && shown.last ? <p className="rewards-history__end">{endText(kind, t)}</p> : null}
      </Tabs>
      <LiveRegion announcer={status} politeness="polite" />
    </>
  );
}
