/**
 * `<offer-card>` (site 2.9, 4.9, 9): enhances one catalogue offer card the CMS rendered (logo,
 * heading, text, a link to the offer page). Plain DOM, no React.
 *
 * - Expiry: a card whose `data-expireon` has passed (offer-card.logic.ts: the last day, US
 *   Eastern) is hidden, and every `[data-offer-count]` on the page drops by one for it (once per
 *   card, given back if the card is removed or no longer expired).
 * - Save / Remove (4.9): a button after the card's content, named 'Save' or 'Remove' followed by
 *   the offer title (visually hidden). It calls the shared store (`changeOffer`); on success it
 *   stays disabled (`aria-disabled`, so focus stays on it) for 2.5 s while a tooltip says
 *   '{title} has been saved' / 'has been removed', which is also announced. A failure is logged
 *   only (site 8): the button is usable again at once and says what is true.
 * - The saved offers are fetched once per page (`loadSavedOffers`) and marked: `data-saved`.
 * - Anonymous visitors: the button opens a tooltip (a disclosure: aria-expanded) with 'Login To
 *   Save' and 'Create Login', which open in a new tab and say so in their names. Escape or a
 *   click elsewhere closes it.
 * - Offer details: the card's link (a plain click; modifier clicks still open the page) opens the
 *   one modal dialog with the `data-modal-url` page (same origin only) in an iframe, and pushes a
 *   history entry: browser Back closes it, closing it goes back. It shows 'Loading offer details'
 *   until the page has loaded and 1.2 s have passed (site 9), then the iframe (the layout has
 *   settled: `data-layout="settled"`). A limited-time member offer, when its modal closes, takes
 *   the visitor (scroll and focus) to the matching offer: the element whose id is the offer id
 *   without its 4-character prefix.
 * - Authoring mode: no saving, no saved-offer loading, no modal, nothing hidden.
 *
 * State on the host: data-offer-state (active | expired), data-saved (true | false),
 * data-modal-state (closed | open).
 */
import { announce } from '../../core/dom/announcer.ts';
import { createModalDialog } from '../../core/dom/modal-dialog.ts';
import { now } from '../../core/clock.ts';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { loginUrl, secureUrl } from '../../domain/site-links.ts';
import { offerChangeSucceeded } from '../../api/offers.ts';
import { $savedOffers, changeOffer, loadSavedOffers, offerCaller } from '../../stores/saved-offers.ts';
import { changedText, isExpired, isLimitedTime, lowerCount, MODAL_LAYOUT_DELAY_MS, modalUrl, SAVE_TOOLTIP_MS, withoutPrefix } from './offer-card.logic.ts';
import type { OfferCardConfig } from './offer-card.schema.ts';

const TAG = 'offer-card';
const COUNT = '[data-offer-count]';

/** Cards whose expiry has lowered the page's counts (so a re-render does not lower them twice). */
const counted = new WeakSet<HTMLElement>();

function changeCounts(doc: Document, by: number): void {
  for (const element of doc.querySelectorAll<HTMLElement>(COUNT)) {
    if (by > 0) element.textContent = lowerCount(element.textContent ?? '', by);
    else element.textContent = (element.textContent ?? '').replace(/\d[\d,]*/, (digits) => String(Number(digits.replaceAll(',', '')) - by));
  }
}

let serial = 0;

function make<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function hiddenText(doc: Document, text: string): HTMLSpanElement {
  return make(doc, 'span', 'visually-hidden', text);
}

/** The offer's title as the card shows it: its heading, else the logo's alt text, else the id. */
function titleOf(host: HTMLElement, fallback: string): string {
  const heading = host.querySelector('h1, h2, h3, h4, h5, h6');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim() || host.querySelector('img')?.getAttribute('alt')?.trim();
  return text || fallback;
}

export function enhanceOfferCard({ host, config, t, authoring }: ViewProps<OfferCardConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const cleanups: Array<() => void> = [];
  const cleanup = () => {
    for (const step of cleanups.reverse()) step();
    cleanups.length = 0;
  };

  // --- Expiry ------------------------------------------------------------------------------
  const expired = isExpired(config.expireon, now());
  host.setAttribute('data-offer-state', expired ? 'expired' : 'active');
  cleanups.push(() => host.removeAttribute('data-offer-state'));
  if (expired && !authoring) {
    host.hidden = true;
    if (!counted.has(host)) {
      counted.add(host);
      changeCounts(doc, 1);
    }
    cleanups.push(() => {
      host.hidden = false;
      if (counted.delete(host)) changeCounts(doc, -1);
    });
    return cleanup;
  }
  if (authoring) return cleanup;

  serial += 1;
  const id = `offer-card-${serial}`;
  const dbrOfferId = withoutPrefix(config.offerid);
  const title = titleOf(host, config.offerid);
  const on = new AbortController();
  cleanups.push(() => on.abort());
  const signal = on.signal;

  // --- Save / Remove -----------------------------------------------------------------------
  const area = make(doc, 'div', 'offer-card__save');
  const button = make(doc, 'button', 'offer-card__save-button');
  button.type = 'button';
  const buttonLabel = make(doc, 'span', 'offer-card__save-label');
  button.append(buttonLabel, hiddenText(doc, ` ${title}`));
  const tip = make(doc, 'div', 'offer-card__tip');
  tip.id = `${id}-tip`;
  tip.hidden = true;
  area.append(button, tip);
  host.append(area);
  cleanups.push(() => area.remove());

  let saved = false;
  let busy = false;
  let tipTimer: number | undefined;
  let anonymousOpen = false;

  const render = () => {
    buttonLabel.textContent = saved ? t('Remove') : t('Save');
    host.setAttribute('data-saved', String(saved));
    if (busy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  };

  const hideTip = () => {
    tip.hidden = true;
    tip.replaceChildren();
    tip.classList.remove('offer-card__tip--login');
    button.removeAttribute('aria-describedby');
    if (anonymousOpen) {
      anonymousOpen = false;
      button.setAttribute('aria-expanded', 'false');
    }
  };

  const showChanged = (action: 'save' | 'remove') => {
    const message = `${title} ${t(changedText(action))}`;
    tip.replaceChildren(make(doc, 'p', 'offer-card__tip-text', message));
    tip.hidden = false;
    button.setAttribute('aria-describedby', tip.id);
    announce(message, 'polite', doc);
  };

  const newTabLink = (href: string, label: string, kind: string) => {
    const link = make(doc, 'a', `offer-card__tip-link offer-card__tip-link--${kind}`);
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.append(label, hiddenText(doc, ` ${t('(opens in a new tab)')}`));
    return link;
  };

  const showLogin = () => {
    const site = siteConfig(doc);
    // Configured links only when they are http(s) (no javascript: or data: in an author's field).
    const login = safeHttpUrl(config.loginURL, win.location.href) ?? loginUrl(site, win.location.href);
    const create = safeHttpUrl(config.createLoginURL, win.location.href) ?? secureUrl(site.secureEndpoint, 'applications/user/register');
    tip.replaceChildren(newTabLink(login, t('Login To Save'), 'login'), newTabLink(create, t('Create Login'), 'create'));
    tip.classList.add('offer-card__tip--login');
    tip.hidden = false;
    anonymousOpen = true;
    button.setAttribute('aria-expanded', 'true');
  };

  const onSave = async () => {
    if (busy) return;
    if (!offerCaller()) {
      if (anonymousOpen) hideTip();
      else showLogin();
      return;
    }
    const action = saved ? 'remove' : 'save';
    busy = true;
    win.clearTimeout(tipTimer);
    hideTip();
    render();
    const status = await changeOffer(action, dbrOfferId, { doc });
    if (signal.aborted) return;
    if (offerChangeSucceeded(action, status)) {
      saved = action === 'save';
      render();
      showChanged(action);
      tipTimer = win.setTimeout(() => {
        busy = false;
        hideTip();
        render();
      }, SAVE_TOOLTIP_MS);
    } else {
      // Site 8: logged only (the store logged it); the button says what is still true.
      busy = false;
      render();
    }
  };
  cleanups.push(() => win.clearTimeout(tipTimer));

  button.addEventListener('click', () => void onSave(), { signal });
  host.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && anonymousOpen) {
        hideTip();
        button.focus();
      }
    },
    { signal },
  );
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (anonymousOpen && !area.contains(event.target as Node)) hideTip();
    },
    { signal },
  );

  const unsubscribe = $savedOffers.subscribe((state) => {
    if (!busy) saved = state.ids.includes(dbrOfferId);
    if (state.status === 'anonymous' && !button.hasAttribute('aria-expanded')) {
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', tip.id);
    }
    render();
  });
  cleanups.push(unsubscribe);
  void loadSavedOffers(doc);

  // --- Offer-details modal -----------------------------------------------------------------
  const link = host.querySelector<HTMLAnchorElement>('a[href]');
  const url = config.modalUrl ? modalUrl(config.modalUrl, win.location.href) : undefined;
  if (config.modalUrl && !url)
    console.error(`<${TAG}> data-modal-url must be a page of this site; the card's link opens the offer page instead: "${config.modalUrl.slice(0, 200)}"`);
  if (link && url) setUpModal(link, url);

  function setUpModal(opener: HTMLAnchorElement, src: string) {
    const key = id;
    const dialog = make(doc, 'dialog', 'offer-card__dialog');
    dialog.setAttribute('aria-labelledby', `${id}-heading`);
    dialog.setAttribute('data-layout', 'loading');
    const bar = make(doc, 'div', 'offer-card__bar');
    const heading = make(doc, 'h2', 'offer-card__heading', title);
    heading.id = `${id}-heading`;
    const close = make(doc, 'button', 'offer-card__close');
    close.type = 'button';
    const icon = make(doc, 'span', 'offer-card__close-icon');
    icon.setAttribute('aria-hidden', 'true');
    close.append(icon, t('Close'));
    bar.append(heading, close);
    const status = make(doc, 'p', 'offer-card__loading');
    status.setAttribute('role', 'status');
    const frame = make(doc, 'iframe', 'offer-card__frame');
    frame.title = `${title}: ${t('Offer details')}`;
    frame.hidden = true;
    const page = make(doc, 'a', 'offer-card__page-link', t('Open the offer page'));
    page.href = opener.href;
    dialog.append(bar, status, frame, page);
    host.append(dialog);
    cleanups.push(() => dialog.remove());

    let loaded = false;
    let waited = false;
    let layoutTimer: number | undefined;
    let closedByBack = false;
    const settle = () => {
      if (!loaded || !waited || !modal.isOpen) return;
      frame.hidden = false;
      status.textContent = '';
      dialog.setAttribute('data-layout', 'settled');
    };
    frame.addEventListener(
      'load',
      () => {
        if (frame.getAttribute('src')) loaded = true;
        settle();
      },
      { signal },
    );

    const ours = () => (win.history.state as { offerModal?: string } | null)?.offerModal === key;

    const goToMatch = () => {
      if (!isLimitedTime(config.offerTiming)) return;
      const match = doc.getElementById(dbrOfferId);
      if (!match || match.hidden) return;
      match.scrollIntoView({ block: 'center' });
      const focusable = match.querySelector<HTMLElement>('a[href], button') ?? match;
      if (focusable === match && !match.hasAttribute('tabindex')) match.tabIndex = -1;
      focusable.focus({ preventScroll: true });
    };

    // The step back to the page's entry must not restore its scroll position: Chromium restores
    // it late (after popstate, once a frame still loading has loaded), which undid the scroll to
    // the matching offer when the modal was closed before the offer page had loaded. So while a
    // limited-time card's modal is in use the page's entry is 'manual'; leaving the page gives
    // the previous mode back, so a reload or a return still restores the scroll as before.
    let scrollMode: ScrollRestoration | undefined;
    const giveBackScrollMode = () => {
      if (scrollMode === undefined) return;
      win.history.scrollRestoration = scrollMode;
      scrollMode = undefined;
    };
    const holdScroll = () => {
      if (!isLimitedTime(config.offerTiming) || scrollMode !== undefined || win.history.scrollRestoration === 'manual') return;
      scrollMode = win.history.scrollRestoration;
      win.history.scrollRestoration = 'manual';
      win.addEventListener('pagehide', giveBackScrollMode, { once: true, signal });
    };
    cleanups.push(giveBackScrollMode);

    const modal = createModalDialog(dialog, {
      initialFocus: () => close,
      onClose: () => {
        win.clearTimeout(layoutTimer);
        host.setAttribute('data-modal-state', 'closed');
        dialog.setAttribute('data-layout', 'loading');
        frame.hidden = true;
        if (!closedByBack && ours()) {
          // Closed by its own controls: take the history entry it pushed back off.
          win.addEventListener('popstate', () => goToMatch(), { once: true, signal });
          win.history.back();
        } else {
          goToMatch();
        }
        closedByBack = false;
      },
    });
    cleanups.push(() => modal.destroy());

    const open = () => {
      modal.open(opener);
      if (!modal.isOpen) return;
      host.setAttribute('data-modal-state', 'open');
      waited = false;
      dialog.setAttribute('data-layout', 'loading');
      status.textContent = t('Loading offer details');
      if (!frame.getAttribute('src')) frame.src = src;
      holdScroll();
      win.history.pushState({ ...(win.history.state as object | null), offerModal: key }, '');
      layoutTimer = win.setTimeout(() => {
        waited = true;
        settle();
      }, MODAL_LAYOUT_DELAY_MS);
    };

    opener.setAttribute('aria-haspopup', 'dialog');
    cleanups.push(() => opener.removeAttribute('aria-haspopup'));
    opener.addEventListener(
      'click',
      (event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open();
      },
      { signal },
    );
    close.addEventListener('click', () => modal.close(), { signal });
    // Browser Back: the entry it pushed is gone; close without going back again.
    win.addEventListener(
      'popstate',
      () => {
        if (modal.isOpen && !ours()) {
          closedByBack = true;
          modal.close();
        }
      },
      { signal },
    );
    host.setAttribute('data-modal-state', 'closed');
    cleanups.push(() => host.removeAttribute('data-modal-state'));
  }

  cleanups.push(() => {
    host.removeAttribute('data-saved');
  });
  return cleanup;
}
