/**
 * site 2.13: some medicare enrollment-guide pages use smooth in-page anchor scrolling. A click
 * on a link to an element of the same page scrolls there smoothly (at once when the visitor
 * asks for reduced motion), records the fragment in the history as a normal jump would, and
 * moves focus to the target so keyboard and screen-reader users continue from there.
 *
 * Left to the browser: clicks with a modifier or another button (new tab, new window,
 * download), links that open elsewhere (target, download), links to other pages, and
 * fragments with no element to go to.
 */

/**
 * The fragment id (decoded) when `linkUrl` points into the page at `pageUrl`: same origin,
 * path and query, and a non-empty fragment. Undefined for every other link.
 */
export function samePageFragment(linkUrl: string, pageUrl: string): string | undefined {
  let link: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    link = new URL(linkUrl, page);
  } catch {
    return undefined;
  }
  if (link.hash.length < 2) return undefined;
  if (link.origin !== page.origin || link.pathname !== page.pathname || link.search !== page.search) return undefined;
  const raw = link.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The element a fragment names: by id, else a legacy `<a name>`, as browsers look it up. */
export function anchorTarget(doc: Document, id: string): Element | undefined {
  return doc.getElementById(id) ?? [...doc.getElementsByName(id)].find((element) => element.localName === 'a') ?? undefined;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [contenteditable]:not([contenteditable="false"]), audio[controls], video[controls]';

/** Whether focus() would land on `element` without help. */
export function isFocusable(element: Element): boolean {
  return element.hasAttribute('tabindex') || element.matches(FOCUSABLE);
}

/** Whether a click may be taken over: main button, no modifier key, not handled already. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

function clickedLink(event: MouseEvent): HTMLAnchorElement | HTMLAreaElement | undefined {
  // composedPath reaches links inside open shadow roots too (event.target is the host there).
  for (const node of event.composedPath()) {
    const element = node as Element;
    if (element.nodeType !== Node.ELEMENT_NODE) continue;
    if ((element.localName === 'a' || element.localName === 'area') && element.hasAttribute('href')) return element as HTMLAnchorElement | HTMLAreaElement;
  }
  return undefined;
}

function opensElsewhere(link: HTMLAnchorElement | HTMLAreaElement): boolean {
  const target = link.getAttribute('target')?.trim().toLowerCase();
  return (target !== undefined && target !== '' && target !== '_self') || link.hasAttribute('download');
}

/**
 * Goes to `target` as the fragment `hash` ('#id'): scroll, history entry, focus. Exported for
 * tests and for code that wants the same jump without a click.
 */
export function jumpToAnchor(win: Window, target: Element, hash: string): void {
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });

  // A jump to the fragment already in the address bar adds no entry, as in the browser.
  if (win.location.hash !== hash) {
    const oldURL = win.location.href;
    win.history.pushState(null, '', hash);
    // pushState fires no hashchange; scripts listening for it (tabs, accordions) expect one.
    win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: win.location.href }));
  }

  if (!isFocusable(target)) target.setAttribute('tabindex', '-1');
  // preventScroll: focusing must not cut the smooth scroll short with a jump.
  (target as HTMLElement).focus({ preventScroll: true });
}

const installed = new WeakMap<Document, () => void>();

/**
 * Handles same-page fragment links on `doc` (one listener for the whole document, so links
 * added later are covered). Installing twice does nothing more. Returns a function that
 * removes the handling.
 */
export function enableSmoothAnchors(doc: Document): () => void {
  const existing = installed.get(doc);
  if (existing) return existing;
  const win = doc.defaultView;
  if (!win) return () => {};
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = clickedLink(event);
    if (!link || opensElsewhere(link)) return;
    const id = samePageFragment(link.href, win.location.href);
    if (id === undefined) return;
    const target = anchorTarget(doc, id);
    if (!target) return;
    event.preventDefault();
    jumpToAnchor(win, target, new URL(link.href).hash);
  };
  doc.addEventListener('click', onClick);
  const disable = () => {
    doc.removeEventListener('click', onClick);
    installed.delete(doc);
  };
  installed.set(doc, disable);
  return disable;
}
