/**
 * The local offers (issue 32; ask-and-rewards 1.2, 3.14, 3.15, 7.2, 7.4, 9.2; site 3.10 and 5;
 * CONTRACT 4c `local-offers`): find offers near a place, save and redeem them, the saved and the
 * redeemed lists, and 'Report a problem'.
 *
 * - Not logged in, or not a participant: the shared panel says what to do (as every rewards
 *   page). Categories refused with 401/403 (or not a participant): 8.2's panel in place of the page.
 * - Three tabs (core/ui/tabs.tsx): 'Find offers' (FindOffers.tsx), 'Saved offers' and 'Redeemed offers'
 *   (OfferLists.tsx). The three panels stay mounted (the hidden ones hidden), so a search, its
 *   results and a removal in its undo window outlive a look at another tab.
 * - 'Report a problem' under the tabs opens the one modal dialog (SupportDialog.tsx).
 * - Print: 'Print' marks its card (React state, set before window.print() and cleared on
 *   afterprint); the print stylesheet shows the marked card alone.
 * - What changes is said in one polite live region (core/ui/announcer.tsx).
 *
 * On the host, for styles and tests: `data-rewards-access`, `data-local-offers-state` (idle |
 * searching | results | empty | failed | account | not-participant), `data-local-offers-tab`
 * (find | saved | redeemed) and `data-printing` while a card is marked for printing.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import { redemptionTypesOf, type RedemptionType } from '../../domain/local-offers.ts';
import { accessPanel, failurePanel, type RewardsFailure } from '../../domain/rewards-pages.ts';
import { $rewardsAccess } from '../../stores/rewards-access.ts';
import { loadCategories, type CategoryOption } from '../../stores/local-offers.ts';
import { FindOffers, type SearchOutcome } from './FindOffers.tsx';
import { LOCAL_OFFERS_TEXT as TEXT } from './local-offers.logic.ts';
import type { LocalOffersConfig } from './local-offers.schema.ts';
import { OfferList } from './OfferLists.tsx';
import { SupportDialog } from './SupportDialog.tsx';

type Tab = 'find' | 'saved' | 'redeemed';
const DEFAULT_TYPES: readonly RedemptionType[] = ['MOBILE', 'PRINT'];

export function LocalOffers({ host, config, t, locale, authoring }: ViewProps<LocalOffersConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const access = useStore($rewardsAccess);
  const types = useMemo(() => redemptionTypesOf(config.redemptionTypes) ?? DEFAULT_TYPES, [config.redemptionTypes]);
  const [categories, setCategories] = useState<{ list: readonly CategoryOption[] } | { failure: RewardsFailure } | undefined>(undefined);
  const [outcome, setOutcome] = useState<SearchOutcome>({ kind: 'idle' });
  const [tab, setTab] = useState<Tab>('find');
  const [visits, setVisits] = useState<Readonly<Record<Exclude<Tab, 'find'>, number>>>({ saved: 0, redeemed: 0 });
  const [printing, setPrinting] = useState<string | undefined>(undefined);
  const [support, setSupport] = useState({ open: false, round: 0 });
  const reportButton = useRef<HTMLButtonElement | null>(null);
  const status = useAnnouncer();
  const announce = status.announce;

  // The categories of the 'Category' select, once for a participant.
  useEffect(() => {
    if (authoring || access !== 'participant') return;
    const abort = new AbortController();
    void loadCategories(undefined, abort.signal, doc).then((answer) => {
      if (abort.signal.aborted) return;
      if (answer.ok) setCategories({ list: answer.categories });
      else if (answer.failure !== 'aborted') {
        console.warn(`<local-offers> the offer categories are unavailable: searching in all categories (${String(answer.error)})`);
        setCategories(answer.failure === 'failed' ? { list: [] } : { failure: answer.failure });
      }
    });
    return () => abort.abort();
  }, [access, authoring, doc]);

  // The mark for printing goes once the print is done.
  useEffect(() => {
    const done = () => setPrinting(undefined);
    win.addEventListener('afterprint', done);
    return () => win.removeEventListener('afterprint', done);
  }, [win]);
  const onPrint = (key: string) => {
    flushSync(() => setPrinting(key));
    win.print();
  };

  const onSelect = (next: Tab) => {
    setTab(next);
    if (next !== 'find' && next !== tab) setVisits((now) => ({ ...now, [next]: now[next] + 1 }));
  };

  const panel = accessPanel(access, { config: site, page: doc.location?.href ?? '', joinUrl: config.joinUrl, t });
  const refused = categories && 'failure' in categories ? categories.failure : undefined;
  const state = access !== 'participant' || panel ? 'idle' : (refused ?? outcome.kind);
  useHostAttributes(host, {
    'data-rewards-access': access,
    'data-local-offers-state': state,
    'data-local-offers-tab': tab,
    'data-printing': printing ? 'true' : 'false',
  });

  if (authoring) return null;
  if (panel) return <ActionPanel {...panel} />;
  if (access !== 'participant') return <p className="local-offers__loading">{t(TEXT.loading)}</p>;
  if (refused) return <ActionPanel {...failurePanel(refused, TEXT.searchFailed, site.brand, t)} />;

  const listProps = { doc, t, locale, brand: site.brand, announce, printing, onPrint };
  return (
    <div className="local-offers">
      <Tabs
        label={t(TEXT.tabsLabel)}
        tabs={[
          { key: 'find', label: t(TEXT.tabFind) },
          { key: 'saved', label: t(TEXT.tabSaved) },
          { key: 'redeemed', label: t(TEXT.tabRedeemed) },
        ]}
        selected={tab}
        onSelect={onSelect}
        className="local-offers__tabs"
      >
        <div hidden={tab !== 'find'}>
          <FindOffers
            doc={doc}
            t={t}
            brand={site.brand}
            types={types}
            categories={categories && 'list' in categories ? categories.list : []}
            outcome={outcome}
            onOutcome={setOutcome}
            announce={announce}
            printing={printing}
            onPrint={onPrint}
          />
        </div>
        <div hidden={tab !== 'saved'}>
          <OfferList kind="saved" visit={visits.saved} {...listProps} onRetry={() => setVisits((now) => ({ ...now, saved: now.saved + 1 }))} />
        </div>
        <div hidden={tab !== 'redeemed'}>
          <OfferList kind="redeemed" visit={visits.redeemed} {...listProps} onRetry={() => setVisits((now) => ({ ...now, redeemed: now.redeemed + 1 }))} />
        </div>
      </Tabs>
      <p className="local-offers__report">
        <button
          ref={reportButton}
          type="button"
          className="me-action-panel__action local-offers__secondary"
          onClick={() => setSupport((now) => ({ open: true, round: now.round + 1 }))}
        >
          {t(TEXT.report)}
        </button>
      </p>
      <SupportDialog
        open={support.open}
        round={support.round}
        title={t(config.supportFormTitle)}
        doc={doc}
        t={t}
        brand={site.brand}
        opener={reportButton}
        announce={announce}
        onClose={() => setSupport((now) => ({ ...now, open: false }))}
      />
      <LiveRegion announcer={status} politeness="polite" />
    </div>
  );
}
