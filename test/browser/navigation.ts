/**
 * Catching the page's own navigations in a browser test: the Navigation API's `navigate` event
 * (Chromium) fires for every navigation the document starts (`location.assign`, a followed link,
 * a form), before it happens; the test records the destination and cancels it, so the test page
 * stays where it is and the test reads where the element sent the visitor.
 */

interface NavigateEvent extends Event {
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  readonly cancelable: boolean;
}

/**
 * Records and cancels the navigations of `win` until `stop()`. `leavingOnly`: the same-document
 * ones (history.pushState / replaceState, a fragment) go through unrecorded, for a test whose page
 * edits its own address (the test's demo page, an element's replaceState).
 */
export function catchNavigation(win: Window = window, { leavingOnly = false }: { leavingOnly?: boolean } = {}): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const target = (win as unknown as { navigation: EventTarget }).navigation;
  const onNavigate = (event: Event) => {
    const navigate = event as NavigateEvent;
    if (leavingOnly && navigate.destination.sameDocument) return;
    urls.push(navigate.destination.url);
    if (navigate.cancelable) navigate.preventDefault();
  };
  target.addEventListener('navigate', onNavigate);
  return { urls, stop: () => target.removeEventListener('navigate', onNavigate) };
}
