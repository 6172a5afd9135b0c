/**
 * The saved-benefits page (site 2.10, 4.10, 5, 8).
 *
 * - Views: the empty / anonymous view (label, title, description, a responsive picture, and for
 *   anonymous visitors 'log in' and 'create login'), or the logged-in list of offer cards with a
 *   copy of the page's `[data-promo-banner]`. Which one is `savedView` (saved-benefits.logic.ts).
 * - Data: the saved ids are the shared store `$savedOffers` (one per page, kept in step across
 *   tabs); the offers those at `data-servlet-path` (saved-benefits.store.ts, asked for when the
 *   element's code runs). The list follows both (saved-benefits.reducer.ts), so an offer saved or
 *   removed in another tab comes or goes without a reload. The element is `ready` (`deferReady`)
 *   in the render that first shows a view, in the task its data arrived.
 * - Removing: 'remove offer' shows the overlay and starts the store's `scheduleRemoval` (2400 ms;
 *   sent with keepalive on pagehide). 200: the card leaves (700 ms, none with reduced motion);
 *   anything else: the card returns and its retry counter goes up. Removals, undos and failures
 *   are announced in the view's own polite live region.
 * - Authoring mode: the empty view with both buttons, and no request at all.
 */
import { useStore } from '@nanostores/react';
import { Fragment, memo, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { now } from '../../core/clock.ts';
import { deferReady, type ViewProps } from '../../core/element.ts';
import { useLatest } from '../../core/react-view.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { safeHttpUrl } from '../../core/urls.ts';
import { $savedOffers, loadSavedOffers, scheduleRemoval, type ScheduledRemoval } from '../../stores/saved-offers.ts';
import { placeBannerCopy, prefersReducedMotion, promoBannerCopy, pushSavedBenefitsEvent } from './saved-benefits.browser.ts';
import {
  bannerAfter,
  fetchFailedText,
  offersToShow,
  removalSucceeded,
  SAVED_BENEFITS_TEXT as TEXT,
  SAVED_BENEFITS_TIMING,
  savedView,
  type SavedView,
} from './saved-benefits.logic.ts';
import { cardsReducer, isBusy, noCards, type ListedCard } from './saved-benefits.reducer.ts';
import type { SavedBenefitsConfig } from './saved-benefits.schema.ts';
import { loadOffers, offersAt } from './saved-benefits.store.ts';
import { SavedOfferCard } from './SavedOfferCard.tsx';

/** The host's attribute naming the view shown: loading | empty | anonymous | list. */
export const SAVED_VIEW_ATTRIBUTE = 'data-saved-view';

export function SavedBenefits({ config, host, t, authoring }: ViewProps<SavedBenefitsConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const saved = useStore($savedOffers);
  const { offers } = useStore(offersAt(config.servletPath));
  const status = useAnnouncer();
  const shown = useMemo(() => (offers ? offersToShow(offers, saved.ids, now(doc.cookie)) : undefined), [offers, saved.ids, doc]);

  // The cards: a card on its way out (or waiting for its call) keeps the list until it is done.
  const computed = savedView({ authoring, status: saved.status, count: saved.count, shown });
  const [cards, dispatch] = useReducer(cardsReducer, noCards, (empty) =>
    cardsReducer(empty, { type: 'follow', shown: computed === 'list' ? shown : undefined, animate: !prefersReducedMotion(win) }),
  );
  const view: SavedView = isBusy(cards) ? 'list' : computed;
  const listShown = view === 'list' ? shown : undefined;
  // The list follows the store as it renders (React's "adjusting state when a prop changes").
  if (listShown !== cards.shown) dispatch({ type: 'follow', shown: listShown, animate: !prefersReducedMotion(win) });

  const heading = useRef<HTMLHeadingElement>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const removals = useRef(new Map<string, ScheduledRemoval>());
  const leaving = useRef(new Set<string>());
  const timers = useRef(new Set<number>());
  const focusNext = useRef<{ id: string; control: 'remove' | 'undo' } | 'heading' | undefined>(undefined);
  const alive = useRef(true);

  // Requests (none in authoring mode): usually already under way (startSavedBenefits).
  useLayoutEffect(() => {
    if (authoring) return;
    void loadSavedOffers(doc);
    if ($savedOffers.get().status !== 'anonymous') loadOffers(config.servletPath);
  }, [authoring, doc, config.servletPath]);

  const listFailed = !authoring && saved.status === 'error';
  useEffect(() => {
    // Site 8 (the store has logged the cause): the page shows the empty view.
    if (listFailed) console.error(fetchFailedText('the saved offers could not be read'));
  }, [listFailed]);

  // Ready once a view shows: in the render its data arrived.
  const markReady = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => {
    const mark = deferReady(host);
    markReady.current = mark;
    return () => {
      markReady.current = undefined;
      mark();
    };
  }, [host]);
  const viewShown = view !== 'loading' && view !== 'none';
  useLayoutEffect(() => {
    if (viewShown) markReady.current?.();
  }, [viewShown]);

  useLayoutEffect(() => {
    host.setAttribute(SAVED_VIEW_ATTRIBUTE, view);
    if (focusNext.current === 'heading') {
      focusNext.current = undefined;
      heading.current?.focus();
    }
  }, [host, view]);
  useLayoutEffect(() => () => host.removeAttribute(SAVED_VIEW_ATTRIBUTE), [host]);

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      // A removal whose window is still open stays scheduled: it is sent when the window ends or
      // the page is left (stores/saved-offers.ts), so taking the element away loses nothing.
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  const later = (run: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      if (alive.current) run();
    }, ms);
    timers.current.add(id);
  };
  const cardOf = (id: string) => latestRef.current.cards.find((card) => card.offer.dbrOfferId === id);
  const hasFocus = (id: string) => elements.current.get(id)?.contains(doc.activeElement) === true;

  const finish = (card: ListedCard, answer: number) => {
    const id = card.offer.dbrOfferId;
    removals.current.delete(id);
    if (!removalSucceeded(answer)) {
      const retries = card.retries + 1;
      console.warn(`<saved-benefits> offer ${id} was not removed (status ${answer || 'none'}): card restored, retry ${retries}`);
      if (hasFocus(id)) focusNext.current = { id, control: 'remove' };
      dispatch({ type: 'failed', id });
      status.announce(t(TEXT.failed, { title: card.offer.title }));
      return;
    }
    status.announce(t(TEXT.removed, { title: card.offer.title }));
    dispatch({ type: 'leave', id });
  };

  const actions = {
    remove(id: string) {
      const card = cardOf(id);
      if (card?.state !== 'normal') return;
      focusNext.current = { id, control: 'undo' };
      dispatch({ type: 'remove', id });
      status.announce(`${t(TEXT.removing).trim()} ${card.offer.title}`);
      pushSavedBenefitsEvent(config.offerRemoveAnalyticsId, win);
      const removal = scheduleRemoval(id, SAVED_BENEFITS_TIMING.undoWindowMs, win);
      removals.current.set(id, removal);
      // When the window closes the call is out: Undo can no longer cancel it.
      later(() => {
        if (removals.current.get(id) === removal) dispatch({ type: 'sending', id });
      }, SAVED_BENEFITS_TIMING.undoWindowMs);
      void removal.done.then((answer) => {
        const current = cardOf(id);
        if (alive.current && current && removals.current.get(id) === removal) finish(current, answer);
      });
    },
    undo(id: string) {
      const card = cardOf(id);
      if (card?.state !== 'removing' || !removals.current.get(id)?.cancel()) return;
      removals.current.delete(id);
      if (hasFocus(id)) focusNext.current = { id, control: 'remove' };
      dispatch({ type: 'undo', id });
      status.announce(t(TEXT.kept, { title: card.offer.title }));
      pushSavedBenefitsEvent(config.undoRemoveAnalyticsId, win);
    },
    open() {
      pushSavedBenefitsEvent(config.offerViewAnalyticsId, win);
    },
  };
  const latestRef = useLatest({ cards: cards.cards, actions });
  // Made once, so a card renders only when its own state changes.
  const [handlers] = useState(() => ({
    onRemove: (id: string) => latestRef.current.actions.remove(id),
    onUndo: (id: string) => latestRef.current.actions.undo(id),
    onOpen: () => latestRef.current.actions.open(),
    onElement: (id: string, element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
  }));

  // After each commit: a card that started leaving takes focus on with it (when focus was in it,
  // or lost to <body> by this page's own removal) to the next card's 'remove offer', else the
  // previous one's, else the empty view's heading; then it goes (700 ms, at once with reduced
  // motion). Then a control a visitor's action moved focus to.
  useLayoutEffect(() => {
    for (const card of cards.cards) {
      const id = card.offer.dbrOfferId;
      if (card.state !== 'leaving' || leaving.current.has(id)) continue;
      leaving.current.add(id);
      const hadFocus = hasFocus(id) || (card.removedHere && doc.activeElement === doc.body);
      if (hadFocus) {
        const live = cards.cards.filter((other) => other.state !== 'leaving' || other === card);
        const index = live.indexOf(card);
        const next = live[index + 1] ?? live[index - 1];
        if (next) focusControl(elements.current.get(next.offer.dbrOfferId), 'remove');
        else if (cards.cards.every((other) => other.state === 'leaving')) focusNext.current = 'heading';
      }
      const gone = () => {
        leaving.current.delete(id);
        dispatch({ type: 'gone', id });
      };
      if (prefersReducedMotion(win)) gone();
      else later(gone, SAVED_BENEFITS_TIMING.animationMs);
    }
    const next = focusNext.current;
    if (next && next !== 'heading') {
      focusNext.current = undefined;
      focusControl(elements.current.get(next.id), next.control);
    }
  });

  const withButtons = view === 'anonymous';
  return (
    <>
      <div className="saved-benefits">
        {view === 'list' ? (
          <SavedList config={config} t={t} host={host} cards={cards.cards} heading={heading} {...handlers} />
        ) : view === 'empty' || withButtons ? (
          <SavedEmptyView config={config} withButtons={withButtons} heading={heading} win={win} />
        ) : null}
      </div>
      <LiveRegion announcer={status} politeness="polite" />
    </>
  );
}

function focusControl(card: HTMLElement | undefined, control: 'remove' | 'undo'): void {
  card?.querySelector<HTMLElement>(`.saved-offer__${control}`)?.focus();
}

interface SavedListProps {
  config: SavedBenefitsConfig;
  t: ViewProps<SavedBenefitsConfig>['t'];
  host: HTMLElement;
  cards: readonly ListedCard[];
  heading: RefObject<HTMLHeadingElement | null>;
  onRemove(id: string): void;
  onUndo(id: string): void;
  onOpen(): void;
  onElement(id: string, element: HTMLElement | null): void;
}

/**
 * The list view: title, description, the cards, and the banner copy after `bannerDisplayOrder`
 * cards that are not leaving (or after the last). The banner's slot is rendered before the card it
 * precedes, so as cards come and go the slot moves and the cards, with any focus in them, never do.
 */
// Memoised: an announcement (the live region's own state) does not render the list again.
const SavedList = memo(function SavedList({ config, t, host, cards, heading, onRemove, onUndo, onOpen, onElement }: SavedListProps) {
  const copy = useMemo(() => (config.enableBanner ? promoBannerCopy(host) : undefined), [config.enableBanner, host]);
  const live = cards.filter((card) => card.state !== 'leaving');
  const after = copy ? bannerAfter(live.length, config.bannerDisplayOrder, config.enableBanner) : undefined;
  const before = after === undefined ? undefined : live[after];
  const banner = <div className="saved-benefits__banner" ref={(slot) => placeBannerCopy(slot, copy)} />;
  return (
    <section className="saved-benefits__list">
      <h2 className="saved-benefits__title" tabIndex={-1} ref={heading}>
        {config.titleLoggedIn}
      </h2>
      {config.descriptionLoggedIn ? <p className="saved-benefits__description">{config.descriptionLoggedIn}</p> : null}
      <div className="saved-benefits__cards">
        {cards.map((card) => (
          <Fragment key={card.offer.dbrOfferId}>
            {card === before ? banner : null}
            <SavedOfferCard card={card} t={t} onRemove={onRemove} onUndo={onUndo} onOpen={onOpen} onElement={onElement} />
          </Fragment>
        ))}
        {after !== undefined && !before ? banner : null}
      </div>
    </section>
  );
});

interface SavedEmptyViewProps {
  config: SavedBenefitsConfig;
  /** Anonymous visitors (and authors): 'log in' and 'create login'. */
  withButtons: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  win: Window;
}

const PICTURE_SOURCES = [
  ['(min-width: 1024px)', 'fileReferenceDesktop'],
  ['(min-width: 768px)', 'fileReferenceTablet'],
  ['(max-width: 767px)', 'fileReferenceMobile'],
] as const;

/** The empty / anonymous view (site 2.10). */
function SavedEmptyView({ config, withButtons, heading, win }: SavedEmptyViewProps) {
  const fallback = safeHttpUrl(config.fileReferenceMobile) ?? safeHttpUrl(config.fileReferenceTablet) ?? safeHttpUrl(config.fileReferenceDesktop);
  const buttons = withButtons
    ? [
        { href: safeHttpUrl(config.loginURL), label: config.loginText, kind: 'primary', analyticsId: config.loginToSaveAnalyticsId },
        { href: safeHttpUrl(config.createLoginURL), label: config.createLoginText, kind: 'secondary', analyticsId: config.createLoginAnalyticsId },
      ].filter((button) => button.href && button.label)
    : [];
  return (
    <section className="saved-benefits__empty">
      {config.label ? <p className="saved-benefits__label">{config.label}</p> : null}
      <h2 className="saved-benefits__title" tabIndex={-1} ref={heading}>
        {config.title}
      </h2>
      {config.description ? <p className="saved-benefits__description">{config.description}</p> : null}
      {fallback ? (
        <picture className="saved-benefits__picture">
          {PICTURE_SOURCES.map(([media, field]) => {
            const url = safeHttpUrl(config[field]);
            return url ? <source key={media} media={media} srcSet={url} /> : null;
          })}
          <img className="saved-benefits__image" src={fallback} alt={config.alt} />
        </picture>
      ) : null}
      {buttons.length ? (
        <div className="saved-benefits__actions">
          {buttons.map((button) => (
            <a
              key={button.kind}
              className={`saved-benefits__button saved-benefits__button--${button.kind}`}
              href={button.href}
              onClick={() => pushSavedBenefitsEvent(button.analyticsId, win)}
            >
              {button.label}
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
}
