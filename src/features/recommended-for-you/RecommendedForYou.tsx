/**
 * A recommendation container (site 2.11, 3.11, 7.6, 8, 9) over the CMS's markup: the
 * `<recommended-for-you>` holds the CMS's own cards in a `<ul>`, which stay (usable, crawlable)
 * until the answer arrives; then the cards of its fill take their place in that same list.
 *
 * - The container joins its document's one request (recommended-for-you.browser.ts: one batch per
 *   page, sent when any container is 10% visible; the fallback of site 8; the data-layer push).
 *   In authoring mode it asks nothing and the author's cards stay.
 * - The fill's cards are rendered into the CMS's list (a portal); the CMS's nodes are taken out
 *   in the same commit, and put back if the element goes. A container without a list of its own
 *   gets one (`ul.rfy-list`, last in the element).
 * - No layout shift: cards have fixed geometry (recommended-for-you.css), and the list keeps at
 *   least its height from before the swap (until the window is resized).
 * - Focus inside a CMS card at the swap moves to the new card at the same place.
 * - A container that re-mounts (the CMS editor) renders its fill at once, in its first render.
 * - The element reports what it shows: `data-txid`, `data-rfy-source` (cms | service | fallback).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { useLatest } from '../../core/react-view.tsx';
import { RecommendationCard } from './RecommendationCard.tsx';
import {
  cardHeadingLevel,
  cmsList,
  measureBeforeSwap,
  recommendationBatch,
  showFill,
  takeOutCmsCards,
  type BeforeSwap,
  type Shown,
} from './recommended-for-you.browser.ts';
import { lazyImages } from './recommended-for-you.logic.ts';
import type { RecommendedForYouConfig } from './recommended-for-you.schema.ts';

export function RecommendedForYou({ host, config, locale, t, authoring }: ViewProps<RecommendedForYouConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const batch = recommendationBatch(doc);
  // The CMS's list and what it holds, read once: the element's own content, which the swap takes
  // out and the unmount puts back.
  const [cms] = useState(() => {
    const list = cmsList(host);
    return { list, nodes: list ? [...list.childNodes] : [], headingLevel: cardHeadingLevel(host, list) };
  });
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const placed = authoring ? undefined : batch.placed(host);
    return placed && showFill(placed, config, locale, win);
  });
  const ownList = useRef<HTMLUListElement>(null);
  const beforeSwap = useRef<BeforeSwap | undefined>(undefined);
  const locale$ = useLatest(locale);

  // The page's one request: the fill comes once, and the swap is rendered at once (flushSync), in
  // the task that measured the list, as the batch hands out every container's fill in one task.
  useLayoutEffect(() => {
    if (authoring) return;
    return batch.register({
      host,
      config,
      onFill(placed) {
        const list = cms.list ?? ownList.current;
        if (list && placed.fill.items.length > 0) beforeSwap.current = measureBeforeSwap(list);
        const next = showFill(placed, config, locale$.current, win);
        flushSync(() => setShown(next));
      },
    });
  }, [authoring, batch, host, config, cms, doc, win, locale$]);

  const filled = Boolean(shown?.cards.length);

  // The CMS's list is the cards' list: marked, and its CMS nodes out while the fill's cards show.
  useLayoutEffect(() => {
    const list = cms.list;
    if (!list) return;
    list.classList.add('rfy-list');
    return () => list.classList.remove('rfy-list');
  }, [cms]);

  useLayoutEffect(() => {
    if (!filled || !cms.list) return;
    const before = beforeSwap.current;
    beforeSwap.current = undefined;
    return takeOutCmsCards(cms.list, cms.nodes, before, win);
  }, [filled, cms, win]);

  // What the container shows, for analytics, styles and tests: the txid first, then the source.
  const txid = shown?.fill.txid;
  const source = filled ? shown!.fill.source : 'cms';
  useLayoutEffect(() => {
    if (txid === undefined) host.removeAttribute('data-txid');
    else host.setAttribute('data-txid', txid);
    host.setAttribute('data-rfy-source', source);
  }, [host, txid, source]);
  useLayoutEffect(
    () => () => {
      for (const name of ['data-rfy-source', 'data-txid']) host.removeAttribute(name);
    },
    [host],
  );

  const lazy = shown ? lazyImages(shown.index) : false;
  const cards = shown?.cards.map((card, index) => (
    <RecommendationCard key={shown.ids[index]} card={card} t={t} id={shown.ids[index]!} headingLevel={cms.headingLevel} lazy={lazy} />
  ));
  if (cms.list) return filled ? createPortal(cards, cms.list) : null;
  return createPortal(
    <ul className="rfy-list" ref={ownList}>
      {cards}
    </ul>,
    host,
  );
}
