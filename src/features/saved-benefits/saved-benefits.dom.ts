/**
 * The saved-benefits page (site 2.10, 4.10, 5, 8), plain DOM.
 *
 * - Views: the empty / anonymous view (label, title, description, a responsive picture, and for
 *   anonymous visitors 'log in' and 'create login'), or the logged-in list of offer cards with a
 *   copy of the page's `[data-promo-banner]`. Which one is `savedView` (saved-benefits.logic.ts).
 * - Data: the saved ids come from the shared store `$savedOffers` (one per page, kept in step
 *   across tabs); the offers from `data-servlet-path` (fetched once, in parallel with the ids).
 *   Every change of the store re-renders the list from those offers, so an offer saved in another
 *   tab appears without a reload.
 * - Removing: 'remove offer' shows the overlay (' Removing ' + title, Undo, a loader) and starts
 *   the store's `scheduleRemoval` (2400 ms; sent with keepalive on pagehide). 200: the card leaves
 *   (700 ms, none with reduced motion); anything else: the card returns and its retry counter
 *   (`data-retry-count`) goes up. Removals, undos and failures are announced.
 * - Authoring mode: the empty view with both buttons, and no request at all.
 * - Text is set as text (© and ® as <sup> elements), never as HTML.
 */
import { fetchOffers, type Offer } from '../../api/offers.ts';
import { isAuthoring } from '../../core/authoring.ts';
import { now } from '../../core/clock.ts';
import { createAnnouncer, createLiveRegion } from '../../core/dom/announcer.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { deferReady, type ViewProps } from '../../core/element.ts';
import { describeError } from '../../core/error-text.ts';
import type { Translate } from '../../core/i18n.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { $savedOffers, loadSavedOffers, scheduleRemoval, type ScheduledRemoval } from '../../stores/saved-offers.ts';
import type { SavedBenefitsConfig } from './saved-benefits.schema.ts';
import {
  bannerAfter,
  fetchFailedText,
  isLimitedTime,
  offersToShow,
  removalSucceeded,
  SAVED_BENEFITS_TEXT as TEXT,
  SAVED_BENEFITS_TIMING,
  savedView,
  superscriptParts,
  type SavedView,
} from './saved-benefits.logic.ts';

/** The host's attribute naming the view shown: loading | empty | anonymous | list. */
export const SAVED_VIEW_ATTRIBUTE = 'data-saved-view';
/** A card's state: normal | removing | sending | leaving. */
export const CARD_STATE_ATTRIBUTE = 'data-card-state';

type CardState = 'normal' | 'removing' | 'sending' | 'leaving';

interface Card {
  offer: Offer;
  root: HTMLElement;
  body: HTMLElement;
  remove: HTMLButtonElement;
  overlay: HTMLElement;
  undo: HTMLButtonElement;
  state: CardState;
  retries: number;
  removal?: ScheduledRemoval;
  timer?: number;
}

/** Appends `text` to `parent` with © and ® as superscript, as DOM (never innerHTML). */
export function appendWithSuperscript(parent: Node, text: string): void {
  const doc = parent.ownerDocument ?? document;
  for (const part of superscriptParts(text)) {
    if (part.sup) {
      const sup = doc.createElement('sup');
      sup.textContent = part.text;
      parent.appendChild(sup);
    } else parent.appendChild(doc.createTextNode(part.text));
  }
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The empty / anonymous view (site 2.10). */
function emptyView(doc: Document, config: SavedBenefitsConfig, withButtons: boolean, onAnalytics: (id: string) => void): HTMLElement {
  const section = element(doc, 'section', 'saved-benefits__empty');
  if (config.label) section.append(element(doc, 'p', 'saved-benefits__label', config.label));
  const heading = element(doc, 'h2', 'saved-benefits__title', config.title);
  heading.tabIndex = -1;
  section.append(heading);
  if (config.description) section.append(element(doc, 'p', 'saved-benefits__description', config.description));

  const fallback = safeHttpUrl(config.fileReferenceMobile) ?? safeHttpUrl(config.fileReferenceTablet) ?? safeHttpUrl(config.fileReferenceDesktop);
  if (fallback) {
    const picture = element(doc, 'picture', 'saved-benefits__picture');
    const sources: Array<[string, string]> = [
      ['(min-width: 1024px)', config.fileReferenceDesktop],
      ['(min-width: 768px)', config.fileReferenceTablet],
      ['(max-width: 767px)', config.fileReferenceMobile],
    ];
    for (const [media, file] of sources) {
      const url = safeHttpUrl(file);
      if (!url) continue;
      const source = doc.createElement('source');
      source.media = media;
      source.srcset = url;
      picture.append(source);
    }
    const img = element(doc, 'img', 'saved-benefits__image');
    img.src = fallback;
    img.alt = config.alt;
    picture.append(img);
    section.append(picture);
  }

  if (withButtons) {
    const actions = element(doc, 'div', 'saved-benefits__actions');
    const button = (href: string, label: string, kind: string, analyticsId: string) => {
      const url = safeHttpUrl(href);
      if (!url || !label) return;
      const link = element(doc, 'a', `saved-benefits__button saved-benefits__button--${kind}`, label);
      link.href = url;
      link.addEventListener('click', () => onAnalytics(analyticsId));
      actions.append(link);
    };
    button(config.loginURL, config.loginText, 'primary', config.loginToSaveAnalyticsId);
    button(config.createLoginURL, config.createLoginText, 'secondary', config.createLoginAnalyticsId);
    if (actions.childElementCount) section.append(actions);
  }
  return section;
}

let cardCount = 0;

/** Offers requests started before the configuration was read (`startSavedBenefits`), by path. */
const early = new Map<string, Promise<Offer[]>>();

/**
 * Starts the page's data as soon as the element's code runs, before the harness has read the
 * configuration: the saved list (the shared store) and, for a logged-in visitor, the offers at
 * each element's `data-servlet-path` (the attribute is the last config source, so it is final).
 * The view then takes the request already under way: one round trip less before the list
 * shows. Nothing is asked in authoring mode.
 */
export function startSavedBenefits(doc: Document = document): void {
  if (isAuthoring(doc.defaultView ?? window)) return;
  void loadSavedOffers(doc);
  if ($savedOffers.get().status === 'anonymous') return;
  for (const host of doc.querySelectorAll('saved-benefits[data-servlet-path]')) {
    const path = host.getAttribute('data-servlet-path')!;
    if (early.has(path)) continue;
    const request = fetchOffers(path);
    // Handled where the view takes it; marked here so an unused one is no unhandled rejection.
    request.catch(() => undefined);
    early.set(path, request);
  }
}

/** The offers at `path`: the early request when there is one (taken once), else a new one. */
function offersAt(path: string, signal: AbortSignal): Promise<Offer[]> {
  const started = early.get(path);
  early.delete(path);
  return started ?? fetchOffers(path, { signal });
}

/** One offer card (site 2.10) with its removing overlay. */
function buildCard(doc: Document, offer: Offer, t: Translate, handlers: { remove(card: Card): void; undo(card: Card): void; open(card: Card): void }): Card {
  cardCount += 1;
  const titleId = `saved-offer-title-${cardCount}`;
  const root = element(doc, 'article', 'saved-offer');
  root.setAttribute('aria-labelledby', titleId);
  root.dataset.offerId = offer.dbrOfferId;
  const body = element(doc, 'div', 'saved-offer__body');
  const href = safeHttpUrl(offer.url);
  const modalUrl = safeHttpUrl(offer.modalUrl);
  const link = (className: string) => {
    const anchor = element(doc, href ? 'a' : 'span', className) as HTMLAnchorElement;
    if (href) anchor.href = href;
    if (modalUrl) anchor.dataset.modalUrl = modalUrl;
    return anchor;
  };

  // The clickable 212x122 logo: the same link as the title, kept out of the Tab order and the
  // accessibility tree (the title link names it).
  const logo = link('saved-offer__logo');
  logo.tabIndex = -1;
  logo.setAttribute('aria-hidden', 'true');
  const image = safeHttpUrl(offer.image);
  if (image) {
    const img = element(doc, 'img', 'saved-offer__image');
    img.src = image;
    img.alt = offer.altText;
    img.width = 212;
    img.height = 122;
    img.loading = 'lazy';
    logo.append(img);
  }
  const title = element(doc, 'h3', 'saved-offer__title');
  title.id = titleId;
  const titleLink = link('saved-offer__link');
  appendWithSuperscript(titleLink, offer.title);
  title.append(titleLink);
  const description = element(doc, 'p', 'saved-offer__description');
  if (isLimitedTime(offer)) description.append(element(doc, 'strong', 'saved-offer__limited', t(TEXT.limitedTime)));
  appendWithSuperscript(description, offer.description);
  const ad = element(doc, 'p', 'saved-offer__ad', t(TEXT.advertisement));
  const remove = element(doc, 'button', 'saved-offer__remove');
  remove.type = 'button';
  remove.setAttribute('aria-label', t(TEXT.removeOffer));
  remove.setAttribute('aria-describedby', titleId);
  remove.append(element(doc, 'span', 'saved-offer__x', '×'));
  remove.firstElementChild!.setAttribute('aria-hidden', 'true');
  body.append(logo, title, description, ad, remove);

  const overlay = element(doc, 'div', 'saved-offer__removing');
  overlay.hidden = true;
  const message = element(doc, 'p', 'saved-offer__removing-text');
  message.append(doc.createTextNode(t(TEXT.removing)));
  appendWithSuperscript(message, offer.title);
  const undo = element(doc, 'button', 'saved-offer__undo', t(TEXT.undo));
  undo.type = 'button';
  const loader = element(doc, 'span', 'saved-offer__loader');
  loader.setAttribute('aria-hidden', 'true');
  overlay.append(message, undo, loader);
  root.append(body, overlay);

  const card: Card = { offer, root, body, remove, overlay, undo, state: 'normal', retries: 0 };
  root.setAttribute(CARD_STATE_ATTRIBUTE, 'normal');
  remove.addEventListener('click', () => handlers.remove(card));
  undo.addEventListener('click', () => handlers.undo(card));
  for (const anchor of [logo, titleLink]) anchor.addEventListener('click', () => handlers.open(card));
  return card;
}

export function enhanceSavedBenefits({ host, config, t, authoring }: ViewProps<SavedBenefitsConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const markReady = deferReady(host);
  const root = element(doc, 'div', 'saved-benefits');
  const region = createLiveRegion(doc, 'polite');
  host.append(root, region);
  const announcer = createAnnouncer(region);
  const analytics = (id: string) => {
    if (id) pushToDataLayer({ event: 'saved-benefits', eventInfo: { analyticsId: id } }, win);
  };
  const reducedMotion = () => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

  let stopped = false;
  let offers: Offer[] | undefined;
  let shownView: SavedView | undefined;
  let cardsBox: HTMLElement | undefined;
  let banner: HTMLElement | undefined;
  const cards = new Map<string, Card>();
  const timers = new Set<number>();
  const later = (run: () => void, ms: number) => {
    const id = win.setTimeout(() => {
      timers.delete(id);
      if (!stopped) run();
    }, ms);
    timers.add(id);
    return id;
  };

  const liveCards = () => [...cards.values()].filter((card) => card.state !== 'leaving');

  const placeBanner = () => {
    if (!cardsBox) return;
    const order = [...cardsBox.children].filter(
      (child) => child !== banner && child.classList.contains('saved-offer') && child.getAttribute(CARD_STATE_ATTRIBUTE) !== 'leaving',
    );
    const after = bannerAfter(order.length, config.bannerDisplayOrder, config.enableBanner);
    if (after === undefined) {
      banner?.remove();
      return;
    }
    if (!banner) {
      const source = doc.querySelector<HTMLElement>('[data-promo-banner]');
      if (!source || host.contains(source)) return;
      const copy = source.cloneNode(true) as HTMLElement;
      copy.removeAttribute('data-promo-banner');
      copy.removeAttribute('id');
      for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
      banner = element(doc, 'div', 'saved-benefits__banner');
      banner.append(copy);
    }
    const before = order[after];
    if (before) {
      if (banner.nextElementSibling !== before) cardsBox.insertBefore(banner, before);
    } else if (cardsBox.lastElementChild !== banner) cardsBox.append(banner);
  };

  const handlers = {
    remove(card: Card) {
      if (card.state !== 'normal') return;
      card.state = 'removing';
      card.root.setAttribute(CARD_STATE_ATTRIBUTE, 'removing');
      card.body.inert = true;
      card.overlay.hidden = false;
      card.undo.removeAttribute('aria-disabled');
      card.undo.focus();
      announcer.announce(`${t(TEXT.removing).trim()} ${card.offer.title}`);
      analytics(config.offerRemoveAnalyticsId);
      const removal = scheduleRemoval(card.offer.dbrOfferId, SAVED_BENEFITS_TIMING.undoWindowMs, win);
      card.removal = removal;
      // When the window closes the call is out: Undo can no longer cancel it.
      card.timer = later(() => {
        if (card.removal !== removal || card.state !== 'removing') return;
        card.state = 'sending';
        card.root.setAttribute(CARD_STATE_ATTRIBUTE, 'sending');
        card.undo.setAttribute('aria-disabled', 'true');
      }, SAVED_BENEFITS_TIMING.undoWindowMs);
      void removal.done.then((status) => {
        if (!stopped && card.removal === removal) finish(card, status);
      });
    },
    undo(card: Card) {
      if (card.state !== 'removing' || !card.removal?.cancel()) return;
      card.removal = undefined;
      if (card.timer !== undefined) win.clearTimeout(card.timer);
      restore(card, true);
      announcer.announce(t(TEXT.kept, { title: card.offer.title }));
      analytics(config.undoRemoveAnalyticsId);
    },
    open() {
      analytics(config.offerViewAnalyticsId);
    },
  };

  /** Back to normal; focus to its 'remove offer' button when it was inside the card. */
  const restore = (card: Card, focus: boolean) => {
    const hadFocus = card.root.contains(doc.activeElement);
    card.state = 'normal';
    card.root.setAttribute(CARD_STATE_ATTRIBUTE, 'normal');
    card.overlay.hidden = true;
    card.body.inert = false;
    if (focus && hadFocus) card.remove.focus();
  };

  const finish = (card: Card, status: number) => {
    card.removal = undefined;
    if (!removalSucceeded(status)) {
      card.retries += 1;
      card.root.dataset.retryCount = String(card.retries);
      console.warn(`<saved-benefits> offer ${card.offer.dbrOfferId} was not removed (status ${status || 'none'}): card restored, retry ${card.retries}`);
      restore(card, true);
      announcer.announce(t(TEXT.failed, { title: card.offer.title }));
      return;
    }
    announcer.announce(t(TEXT.removed, { title: card.offer.title }));
    leave(card, true);
  };

  /**
   * The card leaves (700 ms, none with reduced motion). Focus moves on when it was in the card
   * (or, after this page's own removal, lost to the body): to the next card's 'remove offer', else
   * the previous one's, else the empty view's heading.
   */
  const leave = (card: Card, removedHere: boolean) => {
    const hadFocus = card.root.contains(doc.activeElement) || (removedHere && doc.activeElement === doc.body);
    const live = liveCards();
    const index = live.indexOf(card);
    const next = live[index + 1] ?? live[index - 1];
    card.state = 'leaving';
    card.root.setAttribute(CARD_STATE_ATTRIBUTE, 'leaving');
    card.body.inert = true;
    card.overlay.inert = true;
    const gone = () => {
      card.root.remove();
      cards.delete(card.offer.dbrOfferId);
      placeBanner();
      if (!cards.size) render();
    };
    if (hadFocus) {
      if (next && next !== card) next.remove.focus();
      else if (liveCards().length === 0) focusHeadingAfterRender = true;
    }
    if (reducedMotion()) gone();
    else later(gone, SAVED_BENEFITS_TIMING.animationMs);
    placeBanner();
  };

  let focusHeadingAfterRender = false;

  const showView = (view: SavedView) => {
    if (view === shownView) return;
    shownView = view;
    host.setAttribute(SAVED_VIEW_ATTRIBUTE, view);
    cardsBox = undefined;
    banner = undefined;
    cards.clear();
    if (view === 'loading' || view === 'none') {
      root.replaceChildren();
      return;
    }
    if (view === 'list') {
      const section = element(doc, 'section', 'saved-benefits__list');
      const heading = element(doc, 'h2', 'saved-benefits__title', config.titleLoggedIn);
      heading.tabIndex = -1;
      section.append(heading);
      if (config.descriptionLoggedIn) section.append(element(doc, 'p', 'saved-benefits__description', config.descriptionLoggedIn));
      cardsBox = element(doc, 'div', 'saved-benefits__cards');
      section.append(cardsBox);
      root.replaceChildren(section);
    } else {
      root.replaceChildren(emptyView(doc, config, view === 'anonymous', analytics));
    }
    markReady();
    if (focusHeadingAfterRender) {
      focusHeadingAfterRender = false;
      root.querySelector<HTMLElement>('.saved-benefits__title')?.focus();
    }
  };

  let loggedListError = false;
  const render = () => {
    if (stopped) return;
    const state = $savedOffers.get();
    if (state.status === 'error' && !loggedListError) {
      loggedListError = true;
      // Site 8 (the store has logged the cause): the page shows the empty view.
      console.error(fetchFailedText('the saved offers could not be read'));
    }
    const shown = offers && offersToShow(offers, state.ids, now(doc.cookie));
    // Cards still on their way out (or waiting for their call) count: the list stays until they go.
    const busy = [...cards.values()].some((card) => card.state !== 'normal');
    const view = busy && shownView === 'list' ? 'list' : savedView({ authoring, status: state.status, count: state.count, shown });
    showView(view);
    if (view !== 'list' || !shown || !cardsBox) return;
    const wanted = new Set(shown.map((offer) => offer.dbrOfferId));
    // Gone from the store (removed in another tab): leave, as a removal here does.
    for (const card of cards.values()) if (card.state === 'normal' && !wanted.has(card.offer.dbrOfferId)) leave(card, false);
    // New (saved in another tab) or first render: in the servlet list's order.
    const entering = cards.size > 0;
    let previous: Card | undefined;
    for (const offer of shown) {
      let card = cards.get(offer.dbrOfferId);
      if (!card) {
        card = buildCard(doc, offer, t, handlers);
        if (entering && !reducedMotion()) card.root.classList.add('saved-offer--entering');
        cards.set(offer.dbrOfferId, card);
        if (previous) previous.root.after(card.root);
        else cardsBox.prepend(card.root);
      }
      if (card.state !== 'leaving') previous = card;
    }
    placeBanner();
  };

  if (authoring) {
    showView('anonymous');
    return () => {
      stopped = true;
      root.remove();
      region.remove();
      announcer.destroy();
      host.removeAttribute(SAVED_VIEW_ATTRIBUTE);
    };
  }

  const controller = new AbortController();
  void loadSavedOffers(doc);
  const unsubscribe = $savedOffers.subscribe(render);
  if ($savedOffers.get().status !== 'anonymous') {
    offersAt(config.servletPath, controller.signal).then(
      (list) => {
        offers = list;
        render();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Site 8: logged; the page shows the empty view.
        console.error(fetchFailedText(describeError(error)));
        offers = [];
        render();
      },
    );
  }

  return () => {
    stopped = true;
    controller.abort();
    unsubscribe();
    for (const id of timers) win.clearTimeout(id);
    // A removal whose window is still open stays scheduled: it is sent when the window ends or
    // the page is left (stores/saved-offers.ts), so taking the element away loses nothing.
    cards.clear();
    root.remove();
    region.remove();
    announcer.destroy();
    host.removeAttribute(SAVED_VIEW_ATTRIBUTE);
    markReady();
  };
}
