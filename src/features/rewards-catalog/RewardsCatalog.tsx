/**
 * The rewards catalogue (ask-and-rewards 3.11-3.13, 5.6, 7.2, 7.4, 8.2, 9.2; CONTRACT 4c). The
 * CMS renders the goods; the element checks them and marks each one:
 *
 * - Not logged in, or not a participant: the shared panel says what to do ('Log in', how to
 *   join) above the goods, which stay as the CMS rendered them.
 * - A participant: every item but the two excluded types (5.6, which keep their CMS link) is
 *   checked (check-redeem, batches of 10 one after another) and gets 'Redeem', the reason it
 *   cannot be redeemed, or 'You need {n} more points' when the balance is short.
 * - 'What I can redeem now' (a checkbox above the goods, kept in the address as
 *   `?show=affordable`, which rewards-expiring's 'Use them' links to) hides the rest, and says
 *   how many show.
 * - 'Redeem' opens the one modal dialog: 'Redeem {name} for {points} points?' (a physical item
 *   shows the shipping address from the core user call); 'Redeem' sends it once (stores/
 *   rewards-catalog.ts: the cross-tab lock, the points-used rows read before and after), then
 *   the dialog shows the result by goods type (entries, instant-win result, the e-card form,
 *   shipping, the code), or the problem in plain words with the one action that fits.
 * - Authoring mode leaves the CMS markup as it is.
 *
 * On the host, for styles and tests: `data-rewards-access`, `data-catalog-state` (idle |
 * checking | ready | account | failed), and on each item `data-redeem-state` (the plan's kind).
 */
import { useStore } from '@nanostores/react';
import { memo, startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { formatPoints } from '../../core/numbers.ts';
import { useHostAttributes, useLatest } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { useModalDialog } from '../../core/ui/modal-dialog.tsx';
import { itemPlan, redeemableNow, resultKind, showsAffordable, type ItemPlan, type RedeemCheck, type UsedRow } from '../../domain/rewards-goods.ts';
import { accessPanel, failurePanel, failureText, REWARDS_PAGE_TEXT, rewardsFailure, rewardsLoginUrl, type RewardsFailure } from '../../domain/rewards-pages.ts';
import { $rewardsAccess } from '../../stores/rewards-access.ts';
import { $rewardsBalance, loadBalance } from '../../stores/rewards-balance.ts';
import {
  checkGoods,
  readUsedRows,
  redeemItem,
  resultDetail,
  shippingAddress,
  verifyRedemption,
  type PostalAddress,
  type RedeemOutcome,
  type ResultDetail,
} from '../../stores/rewards-catalog.ts';
import { catalogEntries, catalogTop, markEntry, rememberFilter, removeTop, showEntry, type CatalogEntry } from './rewards-catalog.browser.ts';
import { canTryAgain, CATALOG_TEXT, confirmBalanceText, confirmText, costText, outcomeProblem, planText, resultLines } from './rewards-catalog.logic.ts';
import type { RewardsCatalogConfig } from './rewards-catalog.schema.ts';
import { EcardForm } from './EcardForm.tsx';

type Check = RedeemCheck | 'checking' | 'failed';
type CatalogState = 'idle' | 'checking' | 'ready' | 'account' | 'not-participant' | 'failed';

/** The dialog's step: the question, the redemption under way, its result, or its problem. */
type Question = { kind: 'confirm'; mark: UsedRow[] | 'loading' | 'failed'; address: PostalAddress | 'loading' | 'failed' | undefined };
type Step =
  | Question
  /** A redemption under way: the question stays as it was (its 'Redeem' now says 'Redeeming…'), so nothing moves and focus stays. */
  | { kind: 'working'; question: Question | undefined }
  | { kind: 'result'; code: string | undefined; orderId: string | undefined; detail: ResultDetail | undefined | 'loading' }
  | { kind: 'problem'; outcome: RedeemOutcome; before: UsedRow[] };

interface Redeeming {
  entry: CatalogEntry;
  step: Step;
}

export function RewardsCatalog({ host, config, t, authoring }: ViewProps<RewardsCatalogConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const [entries] = useState(() => (authoring ? [] : catalogEntries(host)));
  // The place above the goods for the panel and the filter, made with the view (the harness
  // mounts a view once per connection) and taken out when it unmounts.
  const [top] = useState(() => (authoring ? undefined : catalogTop(host)));
  const access = useStore($rewardsAccess);
  const balance = useStore($rewardsBalance);
  const [checks, setChecks] = useState<Readonly<Record<string, Check>>>({});
  // The outcome of the last check that settled, with its round: a newer round is 'checking'.
  const [settled, setSettled] = useState<{ round: number; state: CatalogState } | undefined>(undefined);
  const [filter, setFilter] = useState(() => showsAffordable(win.location.search));
  const [round, setRound] = useState(0);
  const [redeeming, setRedeeming] = useState<Redeeming | undefined>(undefined);
  const status = useAnnouncer();
  const page = win.location.href;

  useLayoutEffect(() => () => top && removeTop(top), [top]);

  // A participant's goods are checked (again after each redemption: the balance and limits moved).
  useEffect(() => {
    if (authoring || access !== 'participant' || !entries.length) return;
    let live = true;
    void loadBalance(doc).catch(() => undefined);
    void checkGoods(
      entries.map(({ item }) => item),
      (batch, sent) => {
        if (!live) return;
        setChecks((before) => {
          const next = { ...before };
          for (const id of sent) next[id] = batch.get(id) ?? 'failed';
          return next;
        });
      },
      doc,
    ).then((error) => {
      if (!live) return;
      if (error === undefined) {
        setSettled({ round, state: 'ready' });
        return;
      }
      const failure: RewardsFailure = rewardsFailure(error);
      setChecks((before) => Object.fromEntries(entries.map(({ item }) => [item.id, before[item.id] ?? 'failed'])));
      setSettled({ round, state: failure });
    });
    return () => {
      live = false;
    };
  }, [access, authoring, doc, entries, round]);
  const state: CatalogState = access !== 'participant' ? 'idle' : settled?.round === round ? settled.state : 'checking';

  const plans = useMemo(
    () => new Map(entries.map(({ item }) => [item.id, access === 'participant' ? itemPlan(item, checks[item.id] ?? 'checking', balance) : undefined])),
    [access, balance, checks, entries],
  );
  const filtering = filter && access === 'participant' && state !== 'account';
  const shown = entries.filter(({ item }) => {
    const plan = plans.get(item.id);
    return !filtering || (plan !== undefined && redeemableNow(item, plan, balance));
  });

  useLayoutEffect(() => {
    for (const entry of entries) showEntry(entry, !filtering || shown.includes(entry));
  });
  useLayoutEffect(() => () => entries.forEach((entry) => showEntry(entry, true)), [entries]);

  const onFilter = (on: boolean) => {
    setFilter(on);
    rememberFilter(win, on);
  };
  // Said once the count is known (not while the goods are still being checked).
  const known = state !== 'checking' && state !== 'idle';
  const countText =
    filtering && known ? (shown.length ? t(CATALOG_TEXT.showing, { shown: shown.length, total: entries.length }) : t(CATALOG_TEXT.noneNow)) : '';
  const lastCount = useRef('');
  useEffect(() => {
    if (countText && countText !== lastCount.current) status.announce(countText);
    lastCount.current = countText;
  }, [countText, status]);

  const opener = useRef<HTMLElement | null>(null);
  const current = useLatest(redeeming);
  /** The question for `entry`, with a new mark (and the address of a physical item). */
  const ask = (entry: CatalogEntry) => {
    const physical = resultKind(entry.item.type) === 'physical';
    setRedeeming({ entry, step: { kind: 'confirm', mark: 'loading', address: physical ? 'loading' : undefined } });
    const update = (change: (step: Step) => Step) => setRedeeming((current) => (current?.entry === entry ? { entry, step: change(current.step) } : current));
    void readUsedRows(doc).then(
      (mark) => update((step) => (step.kind === 'confirm' ? { ...step, mark } : step)),
      () => update((step) => (step.kind === 'confirm' ? { ...step, mark: 'failed' } : step)),
    );
    if (physical)
      void shippingAddress(doc).then(
        (address) => update((step) => (step.kind === 'confirm' ? { ...step, address } : step)),
        () => update((step) => (step.kind === 'confirm' ? { ...step, address: 'failed' } : step)),
      );
  };
  // One handler for every item's 'Redeem' (stable, so an item re-renders only when its own mark
  // changes); it reads the latest render's state through a ref.
  const latestOpen = useLatest((entry: CatalogEntry, button: HTMLElement) => {
    if (current.current) return;
    opener.current = button;
    ask(entry);
  });
  const onRedeem = useCallback((entry: CatalogEntry, button: HTMLElement) => latestOpen.current(entry, button), [latestOpen]);

  // The goods are checked again after a redemption (the balance and the limits moved), once the
  // dialog closes: the visitor reads the result first, and the re-check's work (a render of every
  // item) stays out of the moment the result shows.
  const recheck = useRef(false);
  const close = useCallback(() => {
    setRedeeming(undefined);
    if (!recheck.current) return;
    recheck.current = false;
    startTransition(() => setRound((n) => n + 1));
  }, []);

  const finish = useCallback(
    (entry: CatalogEntry, outcome: RedeemOutcome, before: UsedRow[]) => {
      if (outcome.kind !== 'redeemed') {
        setRedeeming({ entry, step: { kind: 'problem', outcome, before } });
        if (outcome.kind === 'duplicate' || outcome.kind === 'refused') recheck.current = true;
        return;
      }
      const code = outcome.redemption?.redemptionCode;
      const orderId = outcome.redemption?.orderIdentifier;
      setRedeeming({ entry, step: { kind: 'result', code, orderId, detail: 'loading' } });
      recheck.current = true;
      void resultDetail(entry.item, doc).then((detail) =>
        setRedeeming((current) => (current?.entry === entry && current.step.kind === 'result' ? { entry, step: { ...current.step, detail } } : current)),
      );
    },
    [doc],
  );

  const confirm = useCallback(async () => {
    if (!redeeming || redeeming.step.kind !== 'confirm' || !Array.isArray(redeeming.step.mark)) return;
    const { entry } = redeeming;
    const mark = redeeming.step.mark;
    setRedeeming({ entry, step: { kind: 'working', question: redeeming.step } });
    const outcome = await redeemItem(entry.item, mark, doc);
    if (outcome) finish(entry, outcome, mark);
  }, [doc, finish, redeeming]);

  const checkAgain = useCallback(async () => {
    if (!redeeming || redeeming.step.kind !== 'problem') return;
    const { entry } = redeeming;
    const before = redeeming.step.before;
    setRedeeming({ entry, step: { kind: 'working', question: undefined } });
    finish(entry, await verifyRedemption(entry.item, before, doc), before);
  }, [doc, finish, redeeming]);

  // The visitor decides again, on a new question (the dialog stays open).
  const tryAgain = () => {
    if (current.current) ask(current.current.entry);
  };

  // Focus comes back to the item's Redeem button; when the item has none any more, to its status line.
  const returnTo = useRef<CatalogEntry | undefined>(undefined);
  useEffect(() => {
    if (redeeming) {
      returnTo.current = redeeming.entry;
      return;
    }
    const entry = returnTo.current;
    returnTo.current = undefined;
    if (!entry || entry.element.contains(doc.activeElement)) return;
    const target = entry.element.querySelector<HTMLElement>('.rewards-catalog__redeem') ?? entry.element.querySelector<HTMLElement>('.rewards-catalog__item');
    if (doc.activeElement === doc.body || doc.activeElement === null) target?.focus();
  }, [doc, redeeming]);

  useHostAttributes(host, { 'data-rewards-access': access, 'data-catalog-state': state });

  if (authoring) return null;
  const panel = accessPanel(access, { config: site, page, joinUrl: config.joinUrl, t });
  const problem =
    access === 'participant' && (state === 'account' || state === 'failed' || state === 'not-participant')
      ? failurePanel(state, CATALOG_TEXT.checkFailed, site.brand, t)
      : undefined;

  const topContent = (
    <>
      {panel ? <ActionPanel {...panel} /> : null}
      {problem ? <ActionPanel {...problem} onRetry={() => setRound((n) => n + 1)} /> : null}
      {access === 'participant' && state !== 'account' && state !== 'not-participant' ? (
        <label className="rewards-catalog__filter">
          <input type="checkbox" checked={filter} onChange={(event) => onFilter(event.currentTarget.checked)} />
          <span>{t(CATALOG_TEXT.filter)}</span>
        </label>
      ) : null}
      <LiveRegion announcer={status} visible role="status" className="rewards-catalog__count" />
    </>
  );

  return (
    <>
      {top ? createPortal(topContent, top) : null}
      {entries.map((entry) => {
        const plan = plans.get(entry.item.id);
        const row = access === 'loading' || access === 'participant';
        return createPortal(<ItemStatus entry={entry} plan={plan} row={row} t={t} onRedeem={onRedeem} />, entry.element, entry.item.id);
      })}
      <RedeemDialog
        doc={doc}
        redeeming={redeeming}
        balance={balance}
        t={t}
        opener={opener}
        loginHref={rewardsLoginUrl(site, page)}
        historyHref={safeHttpUrl(config.historyUrl, page) ?? '/rewards/my-points/'}
        failure={(kind) => failureText(kind, CATALOG_TEXT.failed, site.brand, t)}
        onConfirm={() => void confirm()}
        onClose={close}
        onTryAgain={tryAgain}
        onCheckAgain={() => void checkAgain()}
      />
    </>
  );
}

interface ItemStatusProps {
  entry: CatalogEntry;
  /** Undefined for a visitor who cannot redeem: the cost alone. */
  plan: ItemPlan | undefined;
  /** Whether the row for 'Redeem' is kept (identity still loading, or a participant). */
  row: boolean;
  t: ViewProps<unknown>['t'];
  onRedeem: (entry: CatalogEntry, button: HTMLElement) => void;
}

/**
 * What one item shows at its foot: its cost, then a row for 'Redeem' or why not. The row is there
 * (empty at first) while identity is still being read and for a participant, so the item does
 * not grow when the check answers; the stylesheet keeps the same room before the code arrives.
 * Excluded goods, and a visitor who cannot redeem, get the cost alone.
 */
/** Re-rendered only when what it shows changes: a new balance or a check's answer for another item leaves it alone. */
const ItemStatus = memo(ItemStatusView, (before, after) => {
  const kind = (props: ItemStatusProps) => (props.plan ? JSON.stringify(props.plan) : '');
  return before.entry === after.entry && before.row === after.row && before.t === after.t && before.onRedeem === after.onRedeem && kind(before) === kind(after);
});

function ItemStatusView({ entry, plan, row, t, onRedeem }: ItemStatusProps) {
  const words = plan ? planText(plan, t) : undefined;
  const kind = plan?.kind;
  useLayoutEffect(() => markEntry(entry, kind), [entry, kind]);
  useLayoutEffect(() => () => markEntry(entry, undefined), [entry]);
  const cost = costText(entry.item, t);
  return (
    <div className={`rewards-catalog__item rewards-catalog__item--${kind ?? 'browse'}`} tabIndex={-1}>
      {cost ? <p className="rewards-catalog__cost">{cost}</p> : null}
      {row && kind !== 'excluded' ? (
        <div className="rewards-catalog__action">
          {kind === 'redeemable' ? (
            <button
              type="button"
              className="me-action-panel__action rewards-catalog__redeem"
              aria-describedby={entry.headingId}
              onClick={(event) => onRedeem(entry, event.currentTarget)}
            >
              {t(CATALOG_TEXT.redeem)}
            </button>
          ) : null}
          {words ? <p className="rewards-catalog__reason">{words}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

interface RedeemDialogProps {
  doc: Document;
  redeeming: Redeeming | undefined;
  balance: number | undefined;
  t: ViewProps<unknown>['t'];
  opener: React.RefObject<HTMLElement | null>;
  loginHref: string;
  historyHref: string;
  failure: (kind: 'account' | 'not-participant') => string;
  onConfirm: () => void;
  onClose: () => void;
  onTryAgain: () => void;
  onCheckAgain: () => void;
}

function RedeemDialog({
  doc,
  redeeming,
  balance,
  t,
  opener,
  loginHref,
  historyHref,
  failure,
  onConfirm,
  onClose,
  onTryAgain,
  onCheckAgain,
}: RedeemDialogProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const step = redeeming?.step;
  const working = step?.kind === 'working';
  // Escape closes it at any step; a redemption under way goes on, and its result opens it again.
  const dialog = useModalDialog({
    open: redeeming !== undefined,
    onClose,
    opener,
    initialFocus: () => heading.current,
  });
  // Each new step is read from its heading.
  const stepKind = step?.kind;
  useEffect(() => {
    if (stepKind === 'result' || stepKind === 'problem') heading.current?.focus();
  }, [stepKind]);

  let title = '';
  let body: ReactNode = null;
  let actions: ReactNode = null;
  const closeButton = (
    <button type="button" className="me-action-panel__action rewards-catalog__secondary" onClick={onClose}>
      {t(CATALOG_TEXT.close)}
    </button>
  );
  if (redeeming && step) {
    const { item } = redeeming.entry;
    const question = step.kind === 'confirm' ? step : step.kind === 'working' ? step.question : undefined;
    const working = step.kind === 'working';
    if (question) {
      const step = question;
      title = confirmText(item, t);
      const ready = Array.isArray(step.mark) && (step.address === undefined || typeof step.address === 'object');
      body = (
        <>
          {confirmBalanceText(item, balance, t) ? <p>{confirmBalanceText(item, balance, t)}</p> : null}
          {step.address === 'loading' ? <p>{t(CATALOG_TEXT.addressLoading)}</p> : null}
          {step.address && typeof step.address === 'object' ? <ShippingAddress address={step.address} t={t} /> : null}
          {step.address === 'failed' ? (
            <p className="rewards-catalog__problem">
              {t(CATALOG_TEXT.addressFailed)}{' '}
              <a href={loginHref} className="rewards-catalog__link">
                {t(REWARDS_PAGE_TEXT.logIn)}
              </a>
            </p>
          ) : null}
          {step.mark === 'failed' ? <p className="rewards-catalog__problem">{t(CATALOG_TEXT.markFailed)}</p> : null}
          {step.mark === 'loading' && step.address !== 'loading' ? <p>{t(CATALOG_TEXT.preparing)}</p> : null}
        </>
      );
      actions = (
        <>
          {step.mark === 'failed' ? (
            <button type="button" className="me-action-panel__action" onClick={onTryAgain}>
              {t(REWARDS_PAGE_TEXT.tryAgain)}
            </button>
          ) : step.address !== 'failed' ? (
            <button type="button" className="me-action-panel__action" aria-disabled={!ready || working} onClick={() => ready && !working && onConfirm()}>
              {t(working ? CATALOG_TEXT.redeeming : CATALOG_TEXT.redeem)}
            </button>
          ) : null}
          <button type="button" className="me-action-panel__action rewards-catalog__secondary" onClick={onClose}>
            {t(CATALOG_TEXT.cancel)}
          </button>
        </>
      );
    } else if (working) {
      title = t(CATALOG_TEXT.redeeming);
      body = <p className="rewards-catalog__working">{confirmText(item, t)}</p>;
    } else if (step.kind === 'result') {
      const lines = step.detail === 'loading' ? [t(CATALOG_TEXT.checking)] : resultLines(item, step.code, step.detail, t);
      title = lines[0] ?? '';
      body = (
        <>
          {lines.slice(1).map((line) => (
            <p key={line} className="rewards-catalog__code">
              {line}
            </p>
          ))}
          {balance !== undefined ? <p>{t(CATALOG_TEXT.balanceNow, { points: formatPoints(balance) })}</p> : null}
          {resultKind(item.type) === 'ecard' && step.detail !== 'loading' ? (
            <EcardForm orderId={step.orderId} sender={step.detail?.kind === 'sender' ? step.detail : undefined} t={t} doc={doc} />
          ) : null}
        </>
      );
      actions = closeButton;
    } else if (step.kind === 'problem') {
      title = outcomeProblem(step.outcome, t, failure) ?? '';
      body =
        step.outcome.kind === 'unknown' ? (
          <p>
            <a href={historyHref} className="rewards-catalog__link">
              {t(CATALOG_TEXT.seeHistory)}
            </a>
          </p>
        ) : null;
      actions = (
        <>
          {canTryAgain(step.outcome) ? (
            <button type="button" className="me-action-panel__action" onClick={onTryAgain}>
              {t(REWARDS_PAGE_TEXT.tryAgain)}
            </button>
          ) : null}
          {step.outcome.kind === 'unknown' ? (
            <button type="button" className="me-action-panel__action" onClick={onCheckAgain}>
              {t(CATALOG_TEXT.checkAgain)}
            </button>
          ) : null}
          {closeButton}
        </>
      );
    }
  }

  return (
    <dialog ref={dialog} className="rewards-catalog__dialog" aria-labelledby={`${id}title`} aria-busy={working || undefined} data-step={step?.kind}>
      <h2 id={`${id}title`} ref={heading} tabIndex={-1} className="rewards-catalog__title">
        {title}
      </h2>
      {body}
      {actions ? <div className="rewards-catalog__actions">{actions}</div> : null}
    </dialog>
  );
}

function ShippingAddress({ address, t }: { address: PostalAddress; t: ViewProps<unknown>['t'] }) {
  return (
    <>
      <p>{t(CATALOG_TEXT.shipTo)}</p>
      <address className="rewards-catalog__address">
        {[address.name, ...address.lines].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p>{t(CATALOG_TEXT.addressCheck)}</p>
    </>
  );
}
