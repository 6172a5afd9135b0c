/**
 * The tile gallery's view (site 2.13, 4.8; brain-health 4.15, 4.16), plain DOM over the CMS's
 * list: it never re-renders the tiles, it only marks them.
 *
 * - Each tile (`ul > li`) is shown or `hidden`: exclusive tiles by sponsor type, extra tiles in
 *   the place of hidden exclusive ones, and paging (6 first, 'Load more' / 'See all').
 * - Members-only tiles get `data-locked` and, unless the visitor is sponsored, a badge: a lock
 *   whose text alternative is 'Members only' (locked), or the plain 'Members only' badge
 *   (memberState MEMBER).
 * - 'Load more' moves focus to the first newly shown tile's link, announces how many tiles were
 *   added (the shared announcer), and leaves once every tile shows.
 * - It follows `$identity`: a login, logout or sponsor answer changes locks and tiles in place.
 *   Locks and badges appear once the first full reading is done (`$identityReady`).
 *
 * Before the code arrives, src/styles/elements.css hides what the first page will not show and
 * reserves the button's room, so upgrading moves nothing.
 */
import type { ViewProps } from '../../core/element.ts';
import { announce } from '../../core/dom/announcer.ts';
import { lockIcon } from '../../core/dom/icons.ts';
import { $identity, $identityReady } from '../../stores/identity.ts';
import type { TileGalleryConfig } from './tile-gallery.schema.ts';
import {
  badgeState,
  bannerTakesListHeight,
  eligibleTiles,
  gamesColumns,
  GAMES_DESKTOP_MIN_WIDTH,
  hasMore,
  initialShown,
  nextShown,
  pagingRule,
  parseUserTypes,
  tileLock,
  type TileFacts,
  type TileViewer,
} from './tile-gallery.logic.ts';

const BADGE_CLASS = 'tile-gallery__badge';

function tileFacts(li: HTMLLIElement): TileFacts {
  if (li.hasAttribute('data-exclusive')) return { kind: 'exclusive', userTypes: parseUserTypes(li.getAttribute('data-user-type')) };
  if (li.hasAttribute('data-extra-tile')) return { kind: 'extra' };
  return { kind: 'plain' };
}

const isMembersOnly = (li: HTMLLIElement) => (li.getAttribute('data-members-only') ?? '').trim().toLowerCase() === 'true';

/** The badge of a members-only tile: a lock with its text alternative, or the plain badge. */
function makeBadge(doc: Document, state: 'locked' | 'unlocked', label: string): HTMLElement {
  const badge = doc.createElement('span');
  badge.className = BADGE_CLASS;
  badge.setAttribute('data-badge', state);
  if (state === 'locked') {
    const lock = doc.createElement('span');
    lock.className = 'tile-gallery__lock';
    lock.setAttribute('role', 'img');
    lock.setAttribute('aria-label', label);
    lock.append(lockIcon(doc));
    // The visible words for sighted readers; the lock's text alternative is what is spoken.
    const words = doc.createElement('span');
    words.setAttribute('aria-hidden', 'true');
    words.textContent = label;
    badge.append(lock, words);
  } else {
    badge.textContent = label;
  }
  return badge;
}

/** What receives focus in a newly shown tile: its first link, else the tile itself. */
function focusTarget(li: HTMLLIElement): HTMLElement {
  const link = li.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])');
  if (link) return link;
  li.tabIndex = -1;
  return li;
}

export function enhanceTileGallery({ host, config, t, authoring }: ViewProps<TileGalleryConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const list = host.querySelector(':scope > ul');
  if (!list) {
    console.error('<tile-gallery> has no <ul> of tiles inside it; nothing to enhance.');
    return;
  }
  const tiles = [...list.children].filter((child): child is HTMLLIElement => child instanceof win.HTMLLIElement);
  const facts = tiles.map(tileFacts);
  const rule = pagingRule(config.variant, config.loadmore);
  const membersOnlyLabel = t('Members only');

  const actions = doc.createElement('div');
  actions.className = 'tile-gallery__actions';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'tile-gallery__more';
  button.textContent = t(rule.button === 'see-all' ? config.seeAllText : config.loadMoreText);
  actions.append(button);

  /** How many of the eligible tiles are revealed; grows with each press, never shrinks. */
  let shown = -1;
  const wide = win.matchMedia(`(min-width: ${GAMES_DESKTOP_MIN_WIDTH}px)`);

  const viewer = (): TileViewer => {
    const identity = $identity.get();
    return { memberState: identity.memberState, isMember: identity.isMember, sponsor: identity.sponsor };
  };

  const render = () => {
    const who = viewer();
    const eligible = authoring ? tiles.map(() => true) : eligibleTiles(facts, who.sponsor);
    const visible = tiles.filter((_, index) => eligible[index]);
    const total = visible.length;
    if (shown < 0) shown = authoring ? total : initialShown(rule, total);
    shown = Math.min(Math.max(shown, initialShown(rule, total)), total);
    const revealed = new Set(visible.slice(0, shown));
    for (const li of tiles) li.hidden = !revealed.has(li);

    const lock = tileLock(who);
    const badge = badgeState(who);
    // Locks and badges wait for the first full identity reading (cookies and services), so a
    // member known only to a service, or a sponsored user, never sees a lock flash and go.
    const known = $identityReady.get();
    for (const li of tiles) {
      li.querySelector(`:scope > .${BADGE_CLASS}`)?.remove();
      if (!isMembersOnly(li) || !known) continue;
      li.setAttribute('data-locked', lock === 'locked' ? 'true' : 'false');
      if (badge !== 'removed' && !authoring) li.prepend(makeBadge(doc, badge, membersOnlyLabel));
    }

    if (config.variant === 'games') {
      host.setAttribute('data-columns', String(gamesColumns(total)));
      host.setAttribute('data-banner-fill', bannerTakesListHeight(total, wide.matches ? GAMES_DESKTOP_MIN_WIDTH : 0) ? 'true' : 'false');
    }
    host.setAttribute('data-tiles-shown', String(shown));
    host.setAttribute('data-tiles-total', String(total));

    if (!authoring && hasMore(rule, shown, total)) {
      if (!actions.isConnected) list.after(actions);
    } else actions.remove();
  };

  const loadMore = () => {
    const eligible = eligibleTiles(facts, viewer().sponsor);
    const candidates = tiles.filter((_, index) => eligible[index]);
    const before = shown;
    shown = nextShown(shown, candidates.length, rule.step);
    render();
    const added = shown - before;
    const first = candidates[before];
    if (added <= 0 || !first) return;
    focusTarget(first).focus();
    announce(added === 1 ? t('1 more tile shown.') : t('{count} more tiles shown.', { count: added }));
  };

  button.addEventListener('click', loadMore);
  const onWidth = () => render();
  wide.addEventListener('change', onWidth);
  render();
  const stopIdentity = $identity.listen(render);
  const stopReady = $identityReady.listen(render);
  host.setAttribute('data-tiles-upgraded', '');

  return () => {
    stopIdentity();
    stopReady();
    wide.removeEventListener('change', onWidth);
    button.removeEventListener('click', loadMore);
    actions.remove();
    for (const li of tiles) {
      li.hidden = false;
      li.removeAttribute('data-locked');
      li.querySelector(`:scope > .${BADGE_CLASS}`)?.remove();
    }
    for (const name of ['data-columns', 'data-banner-fill', 'data-tiles-shown', 'data-tiles-total', 'data-tiles-upgraded']) host.removeAttribute(name);
  };
}
