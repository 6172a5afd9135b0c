/**
 * One card of the saved list (site 2.10, 4.10): the clickable 212x122 logo and the title (both
 * links to the offer, carrying its `modalUrl` as `data-modal-url`), the description ('Limited
 * Time: ' first for a limited-time offer), 'Advertisement', 'remove offer', and the removing
 * overlay (' Removing ' + title, Undo, a loader). © and ® are `<sup>` elements; all text is text.
 * Its state is the list's (saved-benefits.reducer.ts); it renders only when that changes.
 */
import { Fragment, memo, useId, type ReactNode } from 'react';
import type { Offer } from '../../api/offers.ts';
import type { Translate } from '../../core/i18n.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { isLimitedTime, SAVED_BENEFITS_TEXT as TEXT, superscriptParts } from './saved-benefits.logic.ts';
import type { ListedCard } from './saved-benefits.reducer.ts';

/** `text` with © and ® as superscript (site 2.10), as React text: markup in it stays text. */
export function Superscripted({ text }: { text: string }) {
  return <>{superscriptParts(text).map((part, index) => (part.sup ? <sup key={index}>{part.text}</sup> : <Fragment key={index}>{part.text}</Fragment>))}</>;
}

export interface SavedOfferCardProps {
  card: ListedCard;
  t: Translate;
  onRemove(id: string): void;
  onUndo(id: string): void;
  /** An offer's link was used (analytics). */
  onOpen(): void;
  /** The card's element, for the list's focus moves. */
  onElement(id: string, element: HTMLElement | null): void;
}

export const SavedOfferCard = memo(function SavedOfferCard({ card, t, onRemove, onUndo, onOpen, onElement }: SavedOfferCardProps) {
  const { offer, state } = card;
  const id = offer.dbrOfferId;
  const titleId = `saved-offer-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const image = safeHttpUrl(offer.image);
  // The overlay shows from 'remove offer' until the card has gone (a card removed in another tab
  // leaves without it).
  const overlaid = state === 'removing' || state === 'sending' || (state === 'leaving' && card.removedHere);
  return (
    <article
      ref={(element) => onElement(id, element)}
      className={card.entering ? 'saved-offer saved-offer--entering' : 'saved-offer'}
      aria-labelledby={titleId}
      data-offer-id={id}
      data-card-state={state}
      data-retry-count={card.retries ? String(card.retries) : undefined}
    >
      <div className="saved-offer__body" inert={state !== 'normal'}>
        {/* The logo: the same link as the title, out of the Tab order and the accessibility tree (the title link names it). */}
        <OfferLink offer={offer} className="saved-offer__logo" hidden onOpen={onOpen}>
          {image ? <img className="saved-offer__image" src={image} alt={offer.altText} width={212} height={122} loading="lazy" /> : null}
        </OfferLink>
        <h3 className="saved-offer__title" id={titleId}>
          <OfferLink offer={offer} className="saved-offer__link" onOpen={onOpen}>
            <Superscripted text={offer.title} />
          </OfferLink>
        </h3>
        <p className="saved-offer__description">
          {isLimitedTime(offer) ? <strong className="saved-offer__limited">{t(TEXT.limitedTime)}</strong> : null}
          <Superscripted text={offer.description} />
        </p>
        <p className="saved-offer__ad">{t(TEXT.advertisement)}</p>
        <button type="button" className="saved-offer__remove" aria-label={t(TEXT.removeOffer)} aria-describedby={titleId} onClick={() => onRemove(id)}>
          <span className="saved-offer__x" aria-hidden="true">
            ×
          </span>
        </button>
      </div>
      <div className="saved-offer__removing" hidden={!overlaid} inert={state === 'leaving'}>
        <p className="saved-offer__removing-text">
          {t(TEXT.removing)}
          <Superscripted text={offer.title} />
        </p>
        <button
          type="button"
          className="saved-offer__undo"
          aria-disabled={state === 'sending' || state === 'leaving' ? 'true' : undefined}
          onClick={() => onUndo(id)}
        >
          {t(TEXT.undo)}
        </button>
        <span className="saved-offer__loader" aria-hidden="true" />
      </div>
    </article>
  );
});

interface OfferLinkProps {
  offer: Offer;
  className: string;
  /** Out of the Tab order and hidden from assistive technology (the logo). */
  hidden?: boolean;
  onOpen(): void;
  children: ReactNode;
}

/** A link to the offer (`url`, carrying `modalUrl` as `data-modal-url`); a plain span without a usable URL. */
function OfferLink({ offer, className, hidden = false, onOpen, children }: OfferLinkProps) {
  const href = safeHttpUrl(offer.url);
  const modalUrl = safeHttpUrl(offer.modalUrl);
  const quiet = hidden ? { tabIndex: -1, 'aria-hidden': true } : {};
  if (!href)
    return (
      <span className={className} data-modal-url={modalUrl} {...quiet}>
        {children}
      </span>
    );
  return (
    <a className={className} href={href} data-modal-url={modalUrl} onClick={onOpen} {...quiet}>
      {children}
    </a>
  );
}
