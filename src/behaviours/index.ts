/**
 * Page behaviours with no tag of their own (CONTRACT section 4): started by the loader on every
 * page. Each takes a root to enhance, so content the CMS inserts later can be enhanced too, and
 * each is idempotent: running it again on the same content changes nothing more.
 */
import { appWebView } from './app-view.ts';
import { campaignTagging, cidParam } from './links.ts';
import { rewardsFlows } from './rewards.ts';
import { smoothAnchors } from './smooth-anchor-page.ts';
import { personalisationTokens } from './tokens.ts';

export type Behaviour = (root: ParentNode, doc: Document) => void;

export const behaviours: readonly Behaviour[] = [
  // site 7.7: Join and Renew links carry the campaign id.
  campaignTagging,
  // site 2.2: the page's cid goes onto hero-banner and add-cid-param links.
  cidParam,
  // site 2.2: app web view marks <html>; app-view.css hides header, footer and hidden-in-app.
  appWebView,
  // site 2.13: smooth in-page anchors on the medicare enrollment-guide pages.
  smoothAnchors,
  // site 3.6, 7.8: TOKEN_REPLACE values into [data-token] elements, also in later content.
  personalisationTokens,
  // ask-and-rewards 4.5-4.8, site 7.8: for rewards participants only, the daily login, deposits
  // from loyalty-deposit events and the badge, the balance (code loaded lazily).
  rewardsFlows,
];

/** Runs every behaviour on `root`; one that throws is reported and the others still run. */
export function runBehaviours(root: ParentNode, doc: Document, list: readonly Behaviour[] = behaviours): void {
  for (const behaviour of list) {
    try {
      behaviour(root, doc);
    } catch (error) {
      console.error('member-elements: a page behaviour failed', error);
    }
  }
}

const started = new WeakMap<Document, () => void>();

/**
 * Runs the behaviours on the document, then on every element subtree inserted later. Starting
 * twice on one document does nothing more. Returns a function that stops watching for
 * insertions (what was done stays done).
 */
export function startPageBehaviours(doc: Document, list: readonly Behaviour[] = behaviours): () => void {
  const existing = started.get(doc);
  if (existing) return existing;
  runBehaviours(doc, doc, list);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE && node.isConnected) runBehaviours(node as Element, doc, list);
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    started.delete(doc);
  };
  started.set(doc, stop);
  return stop;
}
