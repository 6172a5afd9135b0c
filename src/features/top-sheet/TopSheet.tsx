/**
 * `<top-sheet>` (brain-health 1; CONTRACT 4c): the promotional fragment the CMS injects above the
 * page's content. Fetched from this site's origin only (another origin: ignored, a console
 * warning), sanitised by the library's one sanitiser (core/dom/sanitise.ts: no scripts, handlers,
 * styles or forms; links http(s) only), and shown with a 'Close' control (a 44 px target). Closing
 * it keeps it closed for the session (sessionStorage `topSheetClosed`) and moves focus to what
 * follows. Off in authoring mode and in the app web view.
 *
 * The sheet takes no room until its fragment is in: a fragment that fails to load, or has nothing
 * to show, leaves no gap and moves nothing. It renders once, whole, when the fragment has come.
 *
 * On the host: `data-top-sheet-state` (top-sheet.logic.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAppWebView } from '../../core/app-view.ts';
import { dismiss } from '../../core/dom/dismiss.ts';
import { sanitiseFragment } from '../../core/dom/sanitise.ts';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { CloseButton } from '../../core/ui/dismiss.tsx';
import { loadTopSheet, rememberTopSheetClosed, topSheetClosedFlag } from '../../stores/program-content.ts';
import { hasContent, topSheetStart, type TopSheetState } from './top-sheet.logic.ts';
import type { TopSheetConfig } from './top-sheet.schema.ts';

export function TopSheet({ host, config, t, authoring }: ViewProps<TopSheetConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const start = topSheetStart({
    authoring,
    appWebView: isAppWebView(win),
    closedFlag: topSheetClosedFlag(win),
    fragmentUrl: config.fragmentUrl,
    pageHref: doc.location.href,
  });
  const [loaded, setLoaded] = useState<{ url: string; state: 'shown' | 'failed'; fragment?: DocumentFragment }>();
  const [closed, setClosed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const fragment = loaded && loaded.url === start.url ? loaded : undefined;
  const state: TopSheetState = closed ? 'closed' : start.state !== 'loading' ? start.state : (fragment?.state ?? 'loading');

  useEffect(() => {
    if (start.state === 'refused') console.warn(`<top-sheet> the fragment address is not on this site, so it is ignored: "${config.fragmentUrl}"`);
  }, [start.state, config.fragmentUrl]);

  const url = start.url;
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    void loadTopSheet(url, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      const sanitised = result.ok ? sanitiseFragment(result.html) : undefined;
      if (sanitised && hasContent(sanitised)) return setLoaded({ url, state: 'shown', fragment: sanitised });
      if (result.ok) console.warn(`<top-sheet> the fragment at ${url} has nothing to show`);
      setLoaded({ url, state: 'failed' });
    });
    return () => abort.abort();
  }, [url]);

  useLayoutEffect(() => {
    if (state === 'shown' && box.current && fragment?.fragment) box.current.replaceChildren(fragment.fragment.cloneNode(true));
  }, [state, fragment]);

  useHostAttributes(host, { 'data-top-sheet-state': state });

  if (state !== 'shown') return null;
  const close = () =>
    dismiss(host, () => {
      rememberTopSheetClosed(win);
      setClosed(true);
    });
  return (
    <section className="top-sheet" aria-label={t(config.label)}>
      <div ref={box} className="top-sheet__body" />
      <CloseButton label={t(config.closeText)} className="top-sheet__close" onClick={close} />
    </section>
  );
}
