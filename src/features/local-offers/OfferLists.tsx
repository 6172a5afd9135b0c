/**
 * The 'Saved offers' and 'Redeemed offers' tabs (issue 32; ask-and-rewards 7.2 eredeem/redeemedandsavedoffers;
 * site 4.10 for the undo window). Each list is read again whenever its tab is chosen (`visit`).
 *
 * - Saved: merchant, offer, address, the saved date, and 'Remove': the card then says 'Removing
 *   {merchant}' with 'Undo' for the undo window (stores/local-offers.ts scheduleSavedRemoval:
 *   2400 ms; sent at once with keepalive when the page is left), then goes. Removed, kept and
 *   failed are announced; a removal that failed puts the card back with a message.
 * - Redeemed: merchant, offer, address, the code, the date and how it was redeemed; 'Print' for a
 *   printed one (this card alone).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatMonthDate } from '../../core/dates.ts';
import type { Locale } from '../../core/locale.ts';
import type { Translate } from '../../core/i18n.ts';
import { ActionPanel } from '../../core/ui/action-panel.tsx';
import { failurePanel, type RewardsFailure } from '../../domain/rewards-pages.ts';
import { loadList, scheduleSavedRemoval, type ListedOffer, type OfferListKind, type SavedRemoval } from '../../stores/local-offers.ts';
import { LOCAL_OFFERS_TEXT as TEXT } from './local-offers.logic.ts';

type Loaded = { visit: number; failure: RewardsFailure } | { visit: number; offers: ListedOffer[] };
/** A saved card's removal: in its undo window, or failed (the card is back). */
type Removal = 'removing' | 'failed';

export interface OfferListProps {
  kind: OfferListKind;
  /** How many times the tab was chosen: each choice reads the list again. 0: never shown. */
  visit: number;
  doc: Document;
  t: Translate;
  locale: Locale;
  brand: string;
  announce(text: string): void;
  printing: string | undefined;
  onPrint(key: string): void;
  onRetry(): void;
}

export function OfferList({ kind, visit, doc, t, locale, brand, announce, printing, onPrint, onRetry }: OfferListProps) {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [removals, setRemovals] = useState<Readonly<Record<string, Removal>>>({});
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Map<string, SavedRemoval>());
  const cards = useRef(new Map<string, HTMLElement>());
  const win = doc.defaultView ?? window;

  useEffect(() => {
    if (!visit) return;
    const abort = new AbortController();
    void loadList(kind, abort.signal, doc).then((answer) => {
      if (abort.signal.aborted) return;
      if (answer.ok) setLoaded({ visit, offers: answer.offers });
      else if (answer.failure !== 'aborted') setLoaded({ visit, failure: answer.failure });
    });
    return () => abort.abort();
  }, [doc, kind, visit]);

  const focusIn = (offerId: string, selector: string) => {
    // After the commit that shows the control.
    win.requestAnimationFrame(() => cards.current.get(offerId)?.querySelector<HTMLElement>(selector)?.focus());
  };

  const onRemove = (offer: ListedOffer) => {
    if (pending.current.has(offer.offerId)) return;
    const removal = scheduleSavedRemoval(offer.offerId, win);
    pending.current.set(offer.offerId, removal);
    setRemovals((now) => ({ ...now, [offer.offerId]: 'removing' }));
    announce(t(TEXT.removing, { merchant: offer.merchantName }));
    focusIn(offer.offerId, '.local-offers__undo');
    void removal.done.then((answer) => {
      pending.current.delete(offer.offerId);
      // 'not-saved' (the service's 404) is removed too: the offer is not saved, as asked.
      if (answer.ok) {
        // Focus on the card that goes moves to the next card's 'Remove' (or the one before, or the panel).
        const item = cards.current.get(offer.offerId);
        if (item?.contains(doc.activeElement)) {
          const neighbour = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>('.local-offers__remove');
          const target = neighbour ?? item.closest<HTMLElement>('[role="tabpanel"]');
          win.requestAnimationFrame(() => target?.focus());
        }
        setRemoved((now) => new Set([...now, offer.offerId]));
        setRemovals(({ [offer.offerId]: _gone, ...rest }) => rest);
        announce(t(TEXT.removed, { merchant: offer.merchantName }));
        return;
      }
      setRemovals((now) => ({ ...now, [offer.offerId]: 'failed' }));
      announce(t(TEXT.removeFailed, { merchant: offer.merchantName }));
    });
  };

  const onUndo = (offer: ListedOffer) => {
    const removal = pending.current.get(offer.offerId);
    if (!removal?.cancel()) return;
    pending.current.delete(offer.offerId);
    setRemovals(({ [offer.offerId]: _gone, ...rest }) => rest);
    announce(t(TEXT.kept, { merchant: offer.merchantName }));
    focusIn(offer.offerId, '.local-offers__remove');
  };

  const saved = kind === 'saved';
  if (!visit) return null;
  if (!loaded || loaded.visit !== visit) return <p className="local-offers__message">{t(saved ? TEXT.savedLoading : TEXT.redeemedLoading)}</p>;
  if ('failure' in loaded) return <ActionPanel {...failurePanel(loaded.failure, saved ? TEXT.savedFailed : TEXT.redeemedFailed, brand, t)} onRetry={onRetry} />;
  const offers = loaded.offers.filter((offer) => !removed.has(offer.offerId));
  if (!offers.length) return <p className="local-offers__message">{t(saved ? TEXT.noSaved : TEXT.noRedeemed)}</p>;
  return (
    <ul className="local-offers__list" data-list={kind}>
      {offers.map((offer) => (
        <li
          key={offer.offerId}
          ref={(element) => {
            if (element) cards.current.set(offer.offerId, element);
            else cards.current.delete(offer.offerId);
          }}
        >
          <ListedCard
            offer={offer}
            kind={kind}
            removal={removals[offer.offerId]}
            date={formatMonthDate(offer.date, { locale })}
            printing={printing === `${kind}:${offer.offerId}`}
            t={t}
            onRemove={onRemove}
            onUndo={onUndo}
            onPrint={onPrint}
          />
        </li>
      ))}
    </ul>
  );
}

interface ListedCardProps {
  offer: ListedOffer;
  kind: OfferListKind;
  removal: Removal | undefined;
  date: string;
  printing: boolean;
  t: Translate;
  onRemove(offer: ListedOffer): void;
  onUndo(offer: ListedOffer): void;
  onPrint(key: string): void;
}

function ListedCard({ offer, kind, removal, date, printing, t, onRemove, onUndo, onPrint }: ListedCardProps) {
  const id = useId();
  const headingId = `${id}merchant`;
  const removing = removal === 'removing';
  return (
    <article
      className="local-offers__card"
      aria-labelledby={headingId}
      data-offer-id={offer.offerId}
      data-card-state={removal ?? 'shown'}
      data-print-mark={printing ? 'true' : undefined}
    >
      <div className="local-offers__card-body" inert={removing}>
        <h4 id={headingId} className="local-offers__merchant">
          {offer.merchantName}
        </h4>
        {offer.offerTextShort ? <p className="local-offers__text">{offer.offerTextShort}</p> : null}
        {offer.merchantAddress ? <p className="local-offers__address">{offer.merchantAddress}</p> : null}
        {kind === 'redeemed' && offer.redemptionCode ? (
          <>
            <p className="local-offers__code-label">{t(TEXT.yourCode)}</p>
            <p className="local-offers__code">{offer.redemptionCode}</p>
          </>
        ) : null}
        {date ? <p className="local-offers__date">{t(kind === 'saved' ? TEXT.savedOn : TEXT.redeemedOn, { date })}</p> : null}
        {kind === 'redeemed' && offer.redemptionType ? (
          <p className="local-offers__type">{t(offer.redemptionType === 'PRINT' ? TEXT.byPrint : TEXT.byPhone)}</p>
        ) : null}
        {removal === 'failed' ? <p className="local-offers__problem">{t(TEXT.removeFailed, { merchant: offer.merchantName })}</p> : null}
        <div className="local-offers__actions">
          {kind === 'saved' ? (
            <button
              type="button"
              className="me-action-panel__action local-offers__secondary local-offers__remove"
              aria-describedby={headingId}
              onClick={() => onRemove(offer)}
            >
              {t(TEXT.remove)}
            </button>
          ) : null}
          {kind === 'redeemed' && offer.redemptionType === 'PRINT' && offer.redemptionCode ? (
            <button
              type="button"
              className="me-action-panel__action local-offers__print"
              aria-describedby={headingId}
              onClick={() => onPrint(`redeemed:${offer.offerId}`)}
            >
              {t(TEXT.print)}
            </button>
          ) : null}
        </div>
      </div>
      {removing ? (
        <div className="local-offers__removing">
          <p>{t(TEXT.removing, { merchant: offer.merchantName })}</p>
          <button type="button" className="me-action-panel__action local-offers__undo" onClick={() => onUndo(offer)}>
            {t(TEXT.undo)}
          </button>
        </div>
      ) : null}
    </article>
  );
}
