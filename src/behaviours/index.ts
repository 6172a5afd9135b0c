/**
 * Page behaviours with no tag of their own (CONTRACT section 4): started by the loader on every
 * page. Each takes a root to enhance, so content the CMS inserts later can be enhanced too.
 */
export type Behaviour = (root: ParentNode, doc: Document) => void;

const behaviours: Behaviour[] = [];

export function startPageBehaviours(doc: Document): void {
  const run = (root: ParentNode) => {
    for (const behaviour of behaviours) {
      try {
        behaviour(root, doc);
      } catch (error) {
        console.error('member-elements: a page behaviour failed', error);
      }
    }
  };
  run(doc);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) run(node as Element);
    }
  }).observe(doc.documentElement, { childList: true, subtree: true });
}
