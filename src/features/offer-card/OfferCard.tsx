/**
 * `<offer-card>` (site 2.9, 4.9, 9): enhances one catalogue offer card the CMS rendered (logo,
 * heading, text, a link to the offer page). The view renders, after the CMS content, the Save /
 * Remove button with its tooltip (`OfferSave`) and the offer-details modal (`OfferDetails`); the
 * page glue it calls is offer-card.browser.ts, the rules offer-card.logic.ts, the saved offers the
 * shared store (stores/saved-offers.ts).
 *
 * - Expiry: a card whose `data-expireon` has passed (the last day, US Eastern) is hidden, and
 *   every `[data-offer-count]` on the page drops by one for it (once per card, given back if the
 *   card is removed or no longer expired).
 * - Authoring mode: no saving, no saved-offer loading, no modal, nothing hidden.
 *
 * State on the host: data-offer-state (active | expired), data-saved (true | false),
 * data-modal-state (closed | open).
 */
import { useLayoutEffect, useMemo } from 'react';
import { now } from '../../core/clock.ts';
import type { ViewProps } from '../../core/element.ts';
import { hideExpiredCard, offerLink, offerTitle, reportOnHost } from './offer-card.browser.ts';
import { isExpired, isLimitedTime, modalUrl, withoutPrefix } from './offer-card.logic.ts';
import type { OfferCardConfig } from './offer-card.schema.ts';
import { OfferDetails } from './OfferDetails.tsx';
import { OfferSave } from './OfferSave.tsx';

export function OfferCard(props: ViewProps<OfferCardConfig>) {
  const { config, host, authoring } = props;
  const expired = isExpired(config.expireon, now());
  const hidden = expired && !authoring;

  useLayoutEffect(() => {
    reportOnHost(host, 'data-offer-state', expired ? 'expired' : 'active');
    return () => reportOnHost(host, 'data-offer-state', undefined);
  }, [host, expired]);
  useLayoutEffect(() => (hidden ? hideExpiredCard(host) : undefined), [host, hidden]);

  if (hidden || authoring) return null;
  return <ActiveOfferCard {...props} />;
}

/** A card that is shown, outside authoring mode: the button, its announcements and the modal. */
function ActiveOfferCard({ config, host, t }: ViewProps<OfferCardConfig>) {
  const pageHref = host.ownerDocument.defaultView?.location.href ?? '';
  const title = useMemo(() => offerTitle(host, config.offerid), [host, config.offerid]);
  const link = useMemo(() => offerLink(host), [host]);
  const details = config.modalUrl ? modalUrl(config.modalUrl, pageHref) : undefined;

  useLayoutEffect(() => {
    if (config.modalUrl && !details)
      console.error(
        `<offer-card> data-modal-url must be a page of this site; the card's link opens the offer page instead: "${config.modalUrl.slice(0, 200)}"`,
      );
  }, [config.modalUrl, details]);

  return (
    <>
      <OfferSave config={config} host={host} t={t} title={title} dbrOfferId={withoutPrefix(config.offerid)} />
      {link && details ? (
        <OfferDetails
          key={details}
          host={host}
          opener={link}
          src={details}
          title={title}
          t={t}
          matchingOffer={isLimitedTime(config.offerTiming) ? withoutPrefix(config.offerid) : undefined}
        />
      ) : null}
    </>
  );
}
