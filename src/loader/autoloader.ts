/**
 * Finds the library's tags in a document, also ones inserted later (the CMS editor re-inserts
 * DOM), and imports each tag's chunk once, only when the tag is there.
 */
export type ChunkMap = Readonly<Record<string, () => Promise<unknown>>>;

export interface Autoloader {
  /** Resolves when every chunk requested so far has settled. */
  settled(): Promise<void>;
  /**
   * Resolves once the chunks have settled and no element of a loaded tag is still in its first
   * render (`data-element-state="loading"`, set by the harness), or after `capMs` at most: an
   * element waiting on a slow service must not hold back what comes next for long.
   * `onSettled` runs when the chunks have settled, or at `capMs` if that comes first (the
   * loader's release of the definitions it held, src/loader/held-definitions.ts); it may run
   * twice.
   */
  rendered(capMs: number, onSettled?: () => void): Promise<void>;
  /** The tags whose chunks have been asked for so far. */
  requested(): string[];
  stop(): void;
}

export function startAutoloader(doc: Document, chunks: ChunkMap, onFailure: (tag: string, error: unknown) => void): Autoloader {
  const waiting = new Set(Object.keys(chunks));
  const requested: string[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let selector = [...waiting].join(',');

  const load = (tag: string) => {
    waiting.delete(tag);
    selector = [...waiting].join(',');
    const importChunk = chunks[tag];
    // Defined already (by a bundle the CMS wrote before the loader): its code is on the page.
    if (!importChunk || customElements.get(tag)) return;
    requested.push(tag);
    const request = importChunk()
      .catch((error: unknown) => {
        // Let a later insertion of the tag try again (a flaky network, a CDN hiccup).
        waiting.add(tag);
        selector = [...waiting].join(',');
        onFailure(tag, error);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  const scan = (root: Element | Document) => {
    if (!selector) return;
    if (root instanceof Element && root.matches(selector)) load(root.localName);
    if (!selector) return;
    for (const found of root.querySelectorAll(selector)) {
      if (waiting.has(found.localName)) load(found.localName);
      if (!selector) return;
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE) scan(node as Element);
      }
    }
  });
  scan(doc);
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  const settled = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };
  const loaded = () => Object.keys(chunks).filter((tag) => !waiting.has(tag));
  const rendering = () => {
    const tags = loaded();
    return tags.length > 0 && doc.querySelector(tags.map((tag) => `${tag}[data-element-state="loading"]`).join(',')) !== null;
  };

  return {
    settled,
    rendered(capMs, onSettled = () => undefined) {
      return new Promise<void>((resolve) => {
        let watch: MutationObserver | undefined;
        const done = () => {
          watch?.disconnect();
          clearTimeout(cap);
          onSettled();
          resolve();
        };
        const cap = setTimeout(done, capMs);
        void settled().then(() => {
          onSettled();
          if (!rendering()) return done();
          watch = new MutationObserver(() => {
            if (!rendering()) done();
          });
          watch.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-element-state'], childList: true });
        });
      });
    },
    requested: () => requested,
    stop: () => observer.disconnect(),
  };
}
