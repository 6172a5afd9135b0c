/**
 * One offer of the search results (issue 32; ask-and-rewards 3.14): the merchant as its heading,
 * the offer, the address and the distance, 'Save' ('Saved' once saved: aria-disabled) and
 * 'Redeem'. With two ways to redeem, 'Redeem' is a disclosure within the card that shows 'Show on
 * my phone' and 'Print'; with one, 'Redeem' does that one. A redeemed offer shows its code large
 * and plain, and how to use it ('Print' for a printed one, which prints this card alone).
 */
import { useId, useLayoutEffect, useRef } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { useDisclosure } from '../../core/ui/disclosure.tsx';
import type { RedemptionType } from '../../domain/local-offers.ts';
import type { LocalOffer } from '../../stores/local-offers.ts';
import { choiceText, distanceText, LOCAL_OFFERS_TEXT as TEXT } from './local-offers.logic.ts';

/** What the visitor did to a card of the results: its save and its redemption. */
export interface CardMark {
  /** 'removed': removed in the 'Saved' tab since the search. */
  save?: 'saving' | 'saved' | 'failed' | 'removed';
  redeem?: 'redeeming' | 'failed' | { code: string; type: RedemptionType };
}

export interface OfferCardProps {
  offer: LocalOffer;
  mark: CardMark | undefined;
  /** The ways this offer can be redeemed here (redeemChoices). */
  choices: readonly RedemptionType[];
  /** This card is the one to print. */
  printing: boolean;
  t: Translate;
  onSave(offer: LocalOffer): void;
  onRedeem(offer: LocalOffer, type: RedemptionType): void;
  onPrint(key: string): void;
}

export function OfferCard({ offer, mark, choices, printing, t, onSave, onRedeem, onPrint }: OfferCardProps) {
  const id = useId();
  const headingId = `${id}merchant`;
  const saved = mark?.save === 'saved' || (offer.saved && mark?.save !== 'removed');
  const redemption = typeof mark?.redeem === 'object' ? mark.redeem : undefined;
  const redeeming = mark?.redeem === 'redeeming';
  const choose = useDisclosure({ closeOnEscape: true });
  const howTo = useRef<HTMLDivElement | null>(null);
  // The redemption's result takes focus once it shows (the buttons that led to it are gone): in the
  // commit that shows it (a layout effect), so no moment has the result shown and focus on nothing.
  const code = redemption?.code;
  useLayoutEffect(() => {
    if (code) howTo.current?.focus();
  }, [code]);

  return (
    <article className="local-offers__card" aria-labelledby={headingId} data-offer-id={offer.offerId} data-print-mark={printing ? 'true' : undefined}>
      <h4 id={headingId} className="local-offers__merchant">
        {offer.merchantName}
      </h4>
      {offer.offerTextShort ? <p className="local-offers__text">{offer.offerTextShort}</p> : null}
      {offer.merchantAddress ? <p className="local-offers__address">{offer.merchantAddress}</p> : null}
      {offer.distance !== undefined ? <p className="local-offers__distance">{distanceText(offer.distance, t)}</p> : null}
      {redemption ? (
        <div className="local-offers__how" ref={howTo} tabIndex={-1} data-redemption-type={redemption.type}>
          <p className="local-offers__code-label">{t(TEXT.yourCode)}</p>
          <p className="local-offers__code">{redemption.code}</p>
          <p>{t(redemption.type === 'PRINT' ? TEXT.printCode : TEXT.showCode, { merchant: offer.merchantName })}</p>
          {redemption.type === 'PRINT' ? (
            <button type="button" className="me-action-panel__action local-offers__print" onClick={() => onPrint(`find:${offer.offerId}`)}>
              {t(TEXT.print)}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="local-offers__actions">
        {choices.length ? (
          <button
            type="button"
            className="me-action-panel__action local-offers__secondary local-offers__save"
            aria-disabled={saved || mark?.save === 'saving'}
            aria-describedby={headingId}
            onClick={() => !saved && mark?.save !== 'saving' && onSave(offer)}
          >
            {t(saved ? TEXT.saved : mark?.save === 'saving' ? TEXT.saving : TEXT.save)}
          </button>
        ) : null}
        {!redemption && choices.length === 1 ? (
          <button
            type="button"
            className="me-action-panel__action local-offers__redeem"
            aria-disabled={redeeming}
            aria-describedby={headingId}
            onClick={() => !redeeming && onRedeem(offer, choices[0]!)}
          >
            {t(redeeming ? TEXT.redeeming : TEXT.redeem)}
          </button>
        ) : null}
        {!redemption && choices.length > 1 ? (
          <>
            <button type="button" className="me-action-panel__action local-offers__redeem" aria-describedby={headingId} {...choose.buttonProps}>
              {t(redeeming ? TEXT.redeeming : TEXT.redeem)}
            </button>
            <div className="local-offers__choices" {...choose.regionProps}>
              {choices.map((type) => (
                <button
                  key={type}
                  type="button"
                  className="me-action-panel__action local-offers__choice"
                  data-type={type}
                  aria-disabled={redeeming}
                  aria-describedby={headingId}
                  onClick={() => !redeeming && onRedeem(offer, type)}
                >
                  {choiceText(type, t)}
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {mark?.save === 'failed' ? <p className="local-offers__problem">{t(TEXT.saveFailed)}</p> : null}
      {mark?.redeem === 'failed' ? <p className="local-offers__problem">{t(TEXT.redeemFailed)}</p> : null}
    </article>
  );
}
