/**
 * site 2.2: in an app web view the header and footer are hidden, and so are elements flagged
 * hidden-in-app on mobile. This behaviour only marks the page (`data-app-web-view` on <html>);
 * src/behaviours/app-view.css does the hiding, so it applies to content inserted later without
 * more work and needs no per-element code.
 */
import { isAppWebView } from '../core/app-view.ts';
import type { Behaviour } from './index.ts';

export const APP_VIEW_ATTRIBUTE = 'data-app-web-view';

/**
 * Marks the document as an app web view when `appView` is true. It never removes the mark: a
 * page the server already rendered as an app page keeps it.
 */
export function markAppWebView(doc: Document, appView: boolean): void {
  if (appView && !doc.documentElement.hasAttribute(APP_VIEW_ATTRIBUTE)) doc.documentElement.setAttribute(APP_VIEW_ATTRIBUTE, '');
}

/** The page behaviour: decides once, for the document (inserted content needs nothing more). */
export const appWebView: Behaviour = (root, doc) => {
  if (root !== doc) return;
  const win = doc.defaultView;
  if (win) markAppWebView(doc, isAppWebView(win));
};
