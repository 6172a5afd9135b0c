/**
 * The offer card's Save / Remove button (site 4.9, 9), after the card's content: named 'Save' or
 * 'Remove' followed by the offer title (visually hidden). It calls the shared store
 * (`changeOffer`); on success it stays disabled (`aria-disabled`, so focus stays on it) for 2.5 s
 * while a tooltip says '{title} has been saved' / 'has been removed', which is also announced. A
 * failure is logged only (site 8, by the store): the button is usable again at once and says what
 * is true. The saved offers are fetched once per page (`loadSavedOffers`) and marked: `data-saved`.
 *
 * The announcement goes to the document's polite live region (core/dom/announcer.ts `announce`),
 * outside the card, as before: a region of the card's own would hold a second copy of the
 * tooltip's text inside the card, and a search for that text in the card would find two.
 *
 * Anonymous visitors: the button is a disclosure (the shared `useDisclosure`) for a tooltip with
 * 'Login To Save' and 'Create Login', which open in a new tab and say so in their names. The
 * button again, Escape or a press elsewhere closes it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { offerChangeSucceeded } from '../../api/offers.ts';
import { announce } from '../../core/dom/announcer.ts';
import type { Translate } from '../../core/i18n.ts';
import { siteConfig } from '../../core/site-config.ts';
import { useDisclosure } from '../../core/ui/disclosure.tsx';
import { safeHttpUrl } from '../../core/urls.ts';
import { loginUrl, secureUrl } from '../../domain/site-links.ts';
import { $savedOffers, changeOffer, loadSavedOffers, offerCaller } from '../../stores/saved-offers.ts';
import { reportOnHost } from './offer-card.browser.ts';
import { changedText, SAVE_TOOLTIP_MS } from './offer-card.logic.ts';
import type { OfferCardConfig } from './offer-card.schema.ts';

interface OfferSaveProps {
  config: OfferCardConfig;
  host: HTMLElement;
  t: Translate;
  title: string;
  dbrOfferId: string;
}

export function OfferSave({ config, host, t, title, dbrOfferId }: OfferSaveProps) {
  const doc = host.ownerDocument;
  const savedOffers = useStore($savedOffers);
  const tipId = `offer-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-tip`;
  // Taken apart: React's lint takes an object with a member passed to `ref` for a ref itself.
  const {
    expanded: loginOpen,
    toggle: toggleLogin,
    close: closeLogin,
    buttonProps,
    regionProps,
  } = useDisclosure({
    id: tipId,
    closeOnEscape: true,
    closeOnOutsidePress: true,
    manageHidden: false,
  });
  const { ref: buttonRef, onClick: _toggle, ...disclosureProps } = buttonProps;
  // While a change is out and for 2.5 s after it succeeded, the button is busy and says what the
  // visitor did (not the store, which other tabs may change meanwhile).
  const [busy, setBusy] = useState<{ saved: boolean } | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  const saved = busy ? busy.saved : savedOffers.ids.includes(dbrOfferId);
  const anonymous = savedOffers.status === 'anonymous';

  useLayoutEffect(() => {
    void loadSavedOffers(doc);
  }, [doc]);
  useLayoutEffect(() => reportOnHost(host, 'data-saved', String(saved)), [host, saved]);
  useLayoutEffect(() => () => reportOnHost(host, 'data-saved', undefined), [host]);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const onSave = async () => {
    if (busy) return;
    if (!offerCaller()) {
      toggleLogin();
      return;
    }
    const action = saved ? 'remove' : 'save';
    window.clearTimeout(timer.current);
    setMessage(undefined);
    closeLogin();
    setBusy({ saved });
    const status = await changeOffer(action, dbrOfferId, { doc });
    if (!alive.current) return;
    if (!offerChangeSucceeded(action, status)) {
      // Site 8: logged only (the store logged it); the button says what is still true.
      setBusy(undefined);
      return;
    }
    const text = `${title} ${t(changedText(action))}`;
    setBusy({ saved: action === 'save' });
    setMessage(text);
    announce(text, 'polite', doc);
    timer.current = window.setTimeout(() => {
      setBusy(undefined);
      setMessage(undefined);
    }, SAVE_TOOLTIP_MS);
  };

  return (
    <div className="offer-card__save">
      <button
        type="button"
        className="offer-card__save-button"
        ref={buttonRef}
        aria-disabled={busy ? 'true' : undefined}
        aria-describedby={message === undefined ? undefined : tipId}
        {...(anonymous ? disclosureProps : {})}
        onClick={() => void onSave()}
      >
        <span className="offer-card__save-label">{saved ? t('Remove') : t('Save')}</span>
        <span className="visually-hidden">{` ${title}`}</span>
      </button>
      <div {...regionProps} className={loginOpen ? 'offer-card__tip offer-card__tip--login' : 'offer-card__tip'} hidden={!loginOpen && message === undefined}>
        {loginOpen ? <LoginLinks config={config} doc={doc} t={t} /> : message === undefined ? null : <p className="offer-card__tip-text">{message}</p>}
      </div>
    </div>
  );
}

/** The anonymous tooltip's links: configured ones only when http(s), else the site's (site 7.7). */
function LoginLinks({ config, doc, t }: { config: OfferCardConfig; doc: Document; t: Translate }) {
  const here = doc.defaultView?.location.href ?? '';
  const site = siteConfig(doc);
  const login = safeHttpUrl(config.loginURL, here) ?? loginUrl(site, here);
  const create = safeHttpUrl(config.createLoginURL, here) ?? secureUrl(site.secureEndpoint, 'applications/user/register');
  return (
    <>
      <NewTabLink href={login} kind="login" label={t('Login To Save')} t={t} />
      <NewTabLink href={create} kind="create" label={t('Create Login')} t={t} />
    </>
  );
}

function NewTabLink({ href, kind, label, t }: { href: string; kind: string; label: string; t: Translate }) {
  return (
    <a className={`offer-card__tip-link offer-card__tip-link--${kind}`} href={href} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden">{` ${t('(opens in a new tab)')}`}</span>
    </a>
  );
}
