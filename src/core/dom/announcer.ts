/**
 * Live announcements for screen readers: text put in an ARIA live region is read out without
 * moving focus. Two ways of using a region, because screen readers only speak what is *added*:
 *
 * - `replace` (the default, for status messages: "3 results", "Saved"): the region is emptied at
 *   once and the message set one tick (`delayMs`) later, so the same message twice in a row is
 *   still a change and is read again. Messages given within that tick are set together, each in
 *   its own paragraph, in order.
 *   With `settle` (GOV.UK accessible-autocomplete's rule, for a status that changes as the
 *   visitor types: "Loading...", "8 results"): each message restarts the pause and only the last
 *   one is set, so the region's text settles before it changes and a screen reader is never cut
 *   off mid-sentence by the next message; an identical message is still emptied and set again,
 *   so it is read again.
 * - `append` (for a stream of finished pieces, such as the Ask page's answer blocks): each
 *   message is added at once as its own paragraph and stays until `clear()`. A new node is always
 *   an addition, so repeated text is read again here too, and nothing is lost when many pieces
 *   arrive in one go.
 *
 * `createAnnouncer` works on a region the caller renders (a React view keeps its region in its
 * own markup, inside the element); `announce` uses one shared, visually hidden region per
 * document and politeness, created at the end of <body> on first use.
 */

export type Politeness = 'polite' | 'assertive';

export interface AnnouncerOptions {
  mode?: 'replace' | 'append';
  /** `replace` mode: the pause between emptying the region and setting the message. */
  delayMs?: number;
  /** `replace` mode: each message restarts the pause and only the last is set (see above). */
  settle?: boolean;
}

export interface Announcer {
  /** Says `message` (blank messages are ignored). */
  announce(message: string): void;
  /** Empties the region and drops any message still waiting for its tick. */
  clear(): void;
  /** As `clear`, and stops using the region. */
  destroy(): void;
}

/** Long enough for screen readers to notice the region was emptied (NVDA and JAWS need ~100 ms). */
export const ANNOUNCE_DELAY_MS = 100;
/** GOV.UK accessible-autocomplete's pause before a changing status is set (its debounce, 1400 ms). */
export const SETTLE_DELAY_MS = 1400;

/** Announces into `region`, an element with `aria-live` that stays in the page. */
export function createAnnouncer(region: HTMLElement, options: AnnouncerOptions = {}): Announcer {
  const { mode = 'replace', delayMs = ANNOUNCE_DELAY_MS, settle = false } = options;
  const doc = region.ownerDocument;
  const win = doc.defaultView ?? window;
  let waiting: string[] = [];
  let timer: number | undefined;
  let destroyed = false;

  const paragraph = (text: string) => {
    const p = doc.createElement('p');
    p.textContent = text;
    return p;
  };

  const flush = () => {
    timer = undefined;
    const messages = waiting;
    waiting = [];
    if (!destroyed) region.append(...messages.map(paragraph));
  };

  const clear = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    waiting = [];
    region.replaceChildren();
  };

  return {
    announce(message) {
      if (destroyed || typeof message !== 'string' || !message.trim()) return;
      if (mode === 'append') {
        region.append(paragraph(message));
        return;
      }
      if (settle) {
        if (timer !== undefined) win.clearTimeout(timer);
        region.replaceChildren();
        waiting = [message];
        timer = win.setTimeout(flush, delayMs);
        return;
      }
      if (timer === undefined) {
        region.replaceChildren();
        timer = win.setTimeout(flush, delayMs);
      }
      waiting.push(message);
    },
    clear,
    destroy() {
      clear();
      destroyed = true;
    },
  };
}

/**
 * A live region no one sees: kept out of the layout with CSSOM declarations (allowed by a strict
 * CSP, unlike a style attribute), so it needs no stylesheet, inside a shadow root or out.
 */
export function createLiveRegion(doc: Document, politeness: Politeness = 'polite'): HTMLElement {
  const region = doc.createElement('div');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('data-live-region', politeness);
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    border: '0',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  return region;
}

const shared = new WeakMap<Document, Partial<Record<Politeness, { region: HTMLElement; announcer: Announcer }>>>();

/** The document's own announcer for `politeness`: one hidden region each, at the end of <body>. */
export function documentAnnouncer(politeness: Politeness = 'polite', doc: Document = document): Announcer {
  let byPoliteness = shared.get(doc);
  if (!byPoliteness) {
    byPoliteness = {};
    shared.set(doc, byPoliteness);
  }
  let entry = byPoliteness[politeness];
  if (!entry || !entry.region.isConnected) {
    const region = createLiveRegion(doc, politeness);
    doc.body.append(region);
    entry = { region, announcer: createAnnouncer(region) };
    byPoliteness[politeness] = entry;
  }
  return entry.announcer;
}

/** Says `message` through the document's shared region (`replace` mode). */
export function announce(message: string, politeness: Politeness = 'polite', doc: Document = document): void {
  documentAnnouncer(politeness, doc).announce(message);
}
