/**
 * The tile gallery (site 2.13, 4.8; brain-health 4.15, 4.16) over the CMS's list: it never
 * re-renders a tile. It marks the CMS tiles (shown or `hidden`, `data-locked`) and renders what
 * is its own: the members-only badges (a portal into each members-only tile), the 'Load more' /
 * 'See all' button after the list, and its polite live region.
 *
 * - Which tiles show, locks, badges and paging are tile-gallery.logic.ts; reading the CMS list
 *   is tile-gallery.browser.ts.
 * - 'Load more' moves focus to the first newly shown tile's link and announces how many tiles
 *   were added; the button goes once every tile shows.
 * - It follows `$identity`: a login, logout or sponsor answer changes locks and tiles in place.
 *   Locks and badges appear once the first full reading is done (`$identityReady`).
 *
 * Before the code arrives, tile-gallery.css hides what the first page will not show and
 * reserves the button's room; the first render is the final one, so upgrading moves nothing.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { useMediaQuery } from '../../core/react-view.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { LockIcon } from '../../core/ui/icons.tsx';
import { $identity, $identityReady } from '../../stores/identity.ts';
import { focusTarget, HOST_ATTRIBUTES, readTiles, type CmsTiles } from './tile-gallery.browser.ts';
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
  tileLock,
  type TileViewer,
} from './tile-gallery.logic.ts';
import type { TileGalleryConfig } from './tile-gallery.schema.ts';

const WIDE_QUERY = `(min-width: ${GAMES_DESKTOP_MIN_WIDTH}px)`;

export function TileGallery(props: ViewProps<TileGalleryConfig>) {
  const [cms] = useState(() => readTiles(props.host));
  useLayoutEffect(() => {
    if (!cms) console.error('<tile-gallery> has no <ul> of tiles inside it; nothing to enhance.');
  }, [cms]);
  return cms ? <Gallery {...props} cms={cms} /> : null;
}

function Gallery({ cms, host, config, t, authoring }: ViewProps<TileGalleryConfig> & { cms: CmsTiles }) {
  const identity = useStore($identity);
  // Locks and badges wait for the first full identity reading (cookies and services), so a
  // member known only to a service, or a sponsored user, never sees a lock flash and go.
  const known = useStore($identityReady);
  const wide = useMediaQuery(WIDE_QUERY);
  const status = useAnnouncer();
  /** How many tiles the visitor asked to see; grows with each press, never shrinks. */
  const [requested, setRequested] = useState(0);

  const rule = pagingRule(config.variant, config.loadmore);
  const viewer: TileViewer = { memberState: identity.memberState, isMember: identity.isMember, sponsor: identity.sponsor };
  const eligible = authoring ? cms.tiles.map(() => true) : eligibleTiles(cms.facts, viewer.sponsor);
  const visible = cms.tiles.filter((_, index) => eligible[index]);
  const total = visible.length;
  const shown = authoring ? total : Math.min(Math.max(requested, initialShown(rule, total)), total);
  const locked = tileLock(viewer) === 'locked';
  const badge = badgeState(viewer);
  const label = t('Members only');

  useLayoutEffect(
    () => () => {
      for (const li of cms.tiles) {
        li.hidden = false;
        li.removeAttribute('data-locked');
      }
      for (const name of HOST_ATTRIBUTES) host.removeAttribute(name);
    },
    [cms, host],
  );

  // The CMS tiles and the host follow every render, before the browser paints it.
  useLayoutEffect(() => {
    const revealed = new Set(visible.slice(0, shown));
    cms.tiles.forEach((li, index) => {
      li.hidden = !revealed.has(li);
      if (cms.membersOnly[index] && known) li.setAttribute('data-locked', locked ? 'true' : 'false');
    });
    if (config.variant === 'games') {
      host.setAttribute('data-columns', String(gamesColumns(total)));
      host.setAttribute('data-banner-fill', bannerTakesListHeight(total, wide ? GAMES_DESKTOP_MIN_WIDTH : 0) ? 'true' : 'false');
    }
    host.setAttribute('data-tiles-shown', String(shown));
    host.setAttribute('data-tiles-total', String(total));
    host.setAttribute('data-tiles-upgraded', '');
  });

  const loadMore = () => {
    const before = shown;
    const next = nextShown(shown, total, rule.step);
    // Rendered now, so the new tiles are shown when focus moves to the first of them.
    flushSync(() => setRequested(next));
    const added = next - before;
    const first = visible[before];
    if (added <= 0 || !first) return;
    focusTarget(first).focus();
    status.announce(added === 1 ? t('1 more tile shown.') : t('{count} more tiles shown.', { count: added }));
  };

  const badges =
    known && badge !== 'removed' && !authoring
      ? cms.tiles.map((li, index) => (cms.membersOnly[index] ? createPortal(<MembersOnlyBadge state={badge} label={label} />, li, `badge-${index}`) : null))
      : null;

  return (
    <>
      {badges}
      {!authoring && hasMore(rule, shown, total) ? (
        <div className="tile-gallery__actions">
          <button type="button" className="tile-gallery__more" onClick={loadMore}>
            {t(rule.button === 'see-all' ? config.seeAllText : config.loadMoreText)}
          </button>
        </div>
      ) : null}
      <LiveRegion announcer={status} politeness="polite" />
    </>
  );
}

/**
 * The badge of a members-only tile, over its corner: locked, a lock whose text alternative is
 * 'Members only' (spoken once; the visible words are hidden from assistive technology); unlocked,
 * the words alone.
 */
function MembersOnlyBadge({ state, label }: { state: 'locked' | 'unlocked'; label: string }) {
  if (state === 'unlocked') {
    return (
      <span className="tile-gallery__badge" data-badge="unlocked">
        {label}
      </span>
    );
  }
  return (
    <span className="tile-gallery__badge" data-badge="locked">
      <span className="tile-gallery__lock" role="img" aria-label={label}>
        <LockIcon />
      </span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
