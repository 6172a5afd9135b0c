/**
 * `<my-list-count>` (brain-health 3.8, 4.14, 7.6; CONTRACT 4c) over the CMS's link
 * `<a href="/my-list/">My list <span data-count></span></a>`: the member's count of items 'added'
 * (in Spanish only those with a Spanish id) goes into `[data-count]`, the number shown and, for
 * screen readers, '{count} items' ('My list, 3 items'). Nothing shows at 0, on failure or signed
 * out; in vendor mode (the page's program-gate `vendorMode`) the whole element is hidden and
 * nothing is asked. The CMS's link works as it was throughout.
 *
 * On the host: `data-my-list-state` (my-list-count.logic.ts) and `hidden` in vendor mode.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { $identityReady, $identitySources } from '../../stores/identity.ts';
import { loadMyListCount, type Loaded } from '../../stores/program-content.ts';
import { readProgramPage } from '../../stores/program-page.ts';
import { myListState } from './my-list-count.logic.ts';
import type { MyListCountConfig } from './my-list-count.schema.ts';

export function MyListCount({ host, config, t, locale }: ViewProps<MyListCountConfig>) {
  const doc = host.ownerDocument;
  const [vendorMode] = useState(() => readProgramPage(doc).vendorMode);
  const [slot] = useState(() => host.querySelector<HTMLElement>('[data-count]'));
  const token = useStore($identitySources).accessToken;
  const identityRead = useStore($identityReady);
  const [result, setResult] = useState<{ token: string; locale: string; loaded: Loaded<{ count: number }> }>();
  const current = result && result.token === token && result.locale === locale ? result.loaded : undefined;

  useEffect(() => {
    if (!slot) console.warn('<my-list-count> has no [data-count] inside: the count has nowhere to go.');
  }, [slot]);

  useEffect(() => {
    if (vendorMode || !token || !slot) return;
    const abort = new AbortController();
    void loadMyListCount(token, locale, doc, abort.signal).then((loaded) => {
      if (!abort.signal.aborted) setResult({ token, locale, loaded });
    });
    return () => abort.abort();
  }, [vendorMode, token, locale, doc, slot]);

  const state = myListState({ vendorMode, identityRead, token, result: current });
  useHostAttributes(host, { 'data-my-list-state': state });
  useLayoutEffect(() => {
    if (!vendorMode) return;
    host.setAttribute('hidden', '');
    return () => host.removeAttribute('hidden');
  }, [host, vendorMode]);

  if (state !== 'count' || !slot || !current?.ok) return null;
  const count = current.count;
  return createPortal(
    <>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{count === 1 ? t(config.oneItemText) : t(config.itemsText, { count })}</span>
    </>,
    slot,
  );
}
