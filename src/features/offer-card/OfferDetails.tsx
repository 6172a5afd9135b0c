/**
 * The offer-details modal (site 4.9, 9): the card's link (a plain click; modifier clicks still
 * open the page) opens the site's one modal dialog (`useModalDialog`) with the `data-modal-url`
 * page in an iframe, and pushes a history entry: browser Back closes it, closing it goes back. It
 * shows 'Loading offer details' until the page has loaded and 1.2 s have passed (site 9), then
 * the iframe (the layout has settled: `data-layout="settled"`). A limited-time member offer, when
 * its modal closes, takes the visitor (scroll and focus) to the matching offer.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { useLatest } from '../../core/react-view.tsx';
import { useModalDialog } from '../../core/ui/modal-dialog.tsx';
import { goToMatchingOffer, holdScrollRestoration, reportOnHost } from './offer-card.browser.ts';
import { MODAL_LAYOUT_DELAY_MS } from './offer-card.logic.ts';

/** Whether the history's current entry is the one this modal pushed. */
const isCurrentEntry = (win: Window, key: string) => (win.history.state as { offerModal?: string } | null)?.offerModal === key;

interface OfferDetailsProps {
  host: HTMLElement;
  /** The CMS card's link to the offer page. */
  opener: HTMLAnchorElement;
  /** The details page (same origin: `modalUrl` of the logic). */
  src: string;
  title: string;
  t: Translate;
  /** A limited-time member offer: the id of the offer to go to when the modal closes. */
  matchingOffer: string | undefined;
}

export function OfferDetails({ host, opener, src, title, t, matchingOffer }: OfferDetailsProps) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const key = `offer-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const headingId = `${key}-heading`;
  const [open, setOpen] = useState(false);
  const [frameSrc, setFrameSrc] = useState<string | undefined>(undefined);
  const [loaded, setLoaded] = useState(false);
  const [waited, setWaited] = useState(false);
  const settled = open && loaded && waited;
  const close = useRef<HTMLButtonElement>(null);
  const openerRef = useMemo(() => ({ current: opener }), [opener]);
  const dialog = useModalDialog({ open, onClose: () => setOpen(false), opener: openerRef, initialFocus: () => close.current });

  // Timers, listeners and the scroll mode this modal holds, for its lifetime.
  const held = useRef<{ layoutTimer?: number; giveBackScroll?: () => void; closedByBack: boolean; wasOpen: boolean; life?: AbortController }>({
    closedByBack: false,
    wasOpen: false,
  });

  const openDetails = () => {
    if (latest.current.open) return;
    const own = held.current;
    setOpen(true);
    setWaited(false);
    setFrameSrc(src);
    if (matchingOffer !== undefined && !own.giveBackScroll) own.giveBackScroll = holdScrollRestoration(win);
    win.history.pushState({ ...(win.history.state as object | null), offerModal: key }, '');
    win.clearTimeout(own.layoutTimer);
    own.layoutTimer = win.setTimeout(() => setWaited(true), MODAL_LAYOUT_DELAY_MS);
  };
  const latest = useLatest({ open, openDetails });

  useLayoutEffect(() => {
    const own = held.current;
    own.life = new AbortController();
    return () => {
      own.life?.abort();
      win.clearTimeout(own.layoutTimer);
      own.giveBackScroll?.();
      own.giveBackScroll = undefined;
    };
  }, [win]);

  // The CMS link opens it (a plain click; Ctrl, Shift, Cmd and middle clicks keep the link's own).
  useLayoutEffect(() => {
    reportOnHost(opener, 'aria-haspopup', 'dialog');
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      latest.current.openDetails();
    };
    opener.addEventListener('click', onClick);
    return () => {
      opener.removeEventListener('click', onClick);
      reportOnHost(opener, 'aria-haspopup', undefined);
    };
  }, [opener, latest]);

  useLayoutEffect(() => reportOnHost(host, 'data-modal-state', open ? 'open' : 'closed'), [host, open]);
  useLayoutEffect(() => () => reportOnHost(host, 'data-modal-state', undefined), [host]);

  // Browser Back: the entry it pushed is gone; close without going back again.
  useEffect(() => {
    const onPop = () => {
      if (!latest.current.open || isCurrentEntry(win, key)) return;
      held.current.closedByBack = true;
      setOpen(false);
    };
    win.addEventListener('popstate', onPop);
    return () => win.removeEventListener('popstate', onPop);
  }, [win, key, latest]);

  // Once the dialog has closed (the modal hook's effect, above, has given focus back to the
  // link): closed by its own controls, it takes the history entry it pushed back off; then a
  // limited-time offer goes to its match.
  useEffect(() => {
    const own = held.current;
    if (open) {
      own.wasOpen = true;
      return;
    }
    if (!own.wasOpen) return;
    own.wasOpen = false;
    win.clearTimeout(own.layoutTimer);
    const byBack = own.closedByBack;
    own.closedByBack = false;
    const goToMatch = () => {
      if (matchingOffer !== undefined) goToMatchingOffer(doc, matchingOffer);
    };
    if (!byBack && isCurrentEntry(win, key)) {
      win.addEventListener('popstate', goToMatch, { once: true, signal: own.life?.signal });
      win.history.back();
    } else goToMatch();
  }, [open, win, doc, key, matchingOffer]);

  return (
    <dialog ref={dialog} className="offer-card__dialog" aria-labelledby={headingId} data-layout={settled ? 'settled' : 'loading'}>
      <div className="offer-card__bar">
        <h2 className="offer-card__heading" id={headingId}>
          {title}
        </h2>
        <button type="button" className="offer-card__close" ref={close} onClick={() => setOpen(false)}>
          <span className="offer-card__close-icon" aria-hidden="true" />
          {t('Close')}
        </button>
      </div>
      <p className="offer-card__loading" role="status">
        {open && !settled ? t('Loading offer details') : ''}
      </p>
      <iframe
        className="offer-card__frame"
        title={`${title}: ${t('Offer details')}`}
        src={frameSrc}
        hidden={!settled}
        onLoad={(event) => {
          if (event.currentTarget.getAttribute('src')) setLoaded(true);
        }}
      />
      <a className="offer-card__page-link" href={opener.href}>
        {t('Open the offer page')}
      </a>
    </dialog>
  );
}
