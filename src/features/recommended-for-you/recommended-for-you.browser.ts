/**
 * The page glue of the recommendation containers (site 2.11, 3.11, 7.6, 8): one batch per
 * document, which renders nothing. The view (RecommendedForYou.tsx) registers its container and
 * renders the fill it is handed.
 *
 * - Every container of a document registers with one batch. The batch watches them with one
 *   IntersectionObserver (threshold 10%) and, the first time any is that visible, sends the one
 *   POST of the page for every container registered by then (waiting up to 1 s for containers
 *   still reading their config).
 * - The answer (or the fallback, site 8) is planned by `planFills`; each container is handed its
 *   fill (and its index in page order), and the batch pushes one `recommendations-loaded` entry
 *   to the data layer.
 * - The batch remembers each container's fill: a container that re-mounts (the CMS editor) shows
 *   it again at once; one that registers after the request was sent keeps the CMS's cards (one
 *   POST per page).
 */
import { isAppWebView } from '../../core/app-view.ts';
import { readCookie } from '../../core/cookies.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { describeError } from '../../core/error-text.ts';
import type { Locale } from '../../core/locale.ts';
import { siteConfig } from '../../core/site-config.ts';
import { windowStorage } from '../../core/window-storage.ts';
import { fallbackUrl, fetchFallbackContent, postRecommendations } from '../../api/recommendations.ts';
import type { RecommendedForYouConfig } from './recommended-for-you.schema.ts';
import {
  answerFails,
  buildRequest,
  ecidFromCookies,
  parseStoredLocation,
  planFills,
  readAnswer,
  recommendationCard,
  VISIBILITY_THRESHOLD,
  type Answer,
  type Card,
  type Fill,
} from './recommended-for-you.logic.ts';

export const TAG = 'recommended-for-you';
/** Decided: where the visitor's chosen place is kept (site 3.10 place selection, JSON). */
export const LOCATION_STORAGE_KEY = 'userLocation';
/** Decided: the analytics visitor id cookie of the konnex id. */
export const KONNEX_COOKIE = 'konnex';
/** How long the batch waits for containers still reading their config once one is visible. */
export const REGISTRATION_WAIT_MS = 1000;

/** A container's fill and its index in page order (images lazy-load from index 4). */
export interface Placed {
  fill: Fill;
  index: number;
}

export interface Entry {
  host: HTMLElement;
  config: RecommendedForYouConfig;
  /** Called once, when the batch has the container's fill (not when it registers after that). */
  onFill(placed: Placed): void;
}

/** waiting: for a container to be 10% visible; settling: up to 1 s for late registrations; then sending, done. */
type Phase = 'waiting' | 'settling' | 'sending' | 'done';

export class RecommendationBatch {
  private readonly entries = new Set<Entry>();
  private readonly fills = new WeakMap<HTMLElement, Placed>();
  /** Who to tell of each container's fill: its view as mounted now. */
  private readonly listeners = new Map<HTMLElement, (placed: Placed) => void>();
  private phase: Phase = 'waiting';
  private observer: IntersectionObserver | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly doc: Document) {}

  /** The fill this container was handed already (a container that re-mounts shows it at once). */
  placed(host: HTMLElement): Placed | undefined {
    return this.fills.get(host);
  }

  /**
   * Joins the page's request while it is not sent yet (and is told its fill when it comes);
   * returns the way out. A container that re-mounts while the request is out is told too.
   */
  register(entry: Entry): () => void {
    if (this.phase === 'done') return () => undefined;
    this.listeners.set(entry.host, entry.onFill);
    if (this.phase !== 'sending') {
      this.entries.add(entry);
      if (this.phase === 'waiting') this.observe(entry.host);
      this.wake?.();
    }
    return () => {
      this.entries.delete(entry);
      if (this.listeners.get(entry.host) === entry.onFill) this.listeners.delete(entry.host);
      this.observer?.unobserve(entry.host);
    };
  }

  private observe(host: HTMLElement) {
    const win = this.doc.defaultView;
    if (!win || typeof win.IntersectionObserver !== 'function') {
      // No observer (very old browsers, some test environments): ask at once.
      void this.send();
      return;
    }
    this.observer ??= new win.IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting && record.intersectionRatio >= VISIBILITY_THRESHOLD - 1e-6)) void this.send();
      },
      { threshold: [VISIBILITY_THRESHOLD] },
    );
    this.observer.observe(host);
  }

  /** Containers of the document that are still reading their config (not registered, not failed). */
  private pending(): number {
    const registered = new Set([...this.entries].map((entry) => entry.host));
    return [...this.doc.getElementsByTagName(TAG)].filter(
      (element) => !registered.has(element as HTMLElement) && element.getAttribute('data-element-state') !== 'error',
    ).length;
  }

  private async settleRegistrations(): Promise<void> {
    const win = this.doc.defaultView ?? window;
    const until = Date.now() + REGISTRATION_WAIT_MS;
    while (this.pending() > 0 && Date.now() < until) {
      await new Promise<void>((resolve) => {
        const timer = win.setTimeout(resolve, Math.max(0, until - Date.now()));
        this.wake = () => {
          win.clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  private async send(): Promise<void> {
    if (this.phase !== 'waiting') return;
    this.phase = 'settling';
    this.observer?.disconnect();
    await this.settleRegistrations();
    this.phase = 'sending';
    const entries = [...this.entries].sort((a, b) => (a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    this.entries.clear();
    const win = this.doc.defaultView ?? window;
    const config = siteConfig(this.doc);
    const containers = entries.map(({ config: c }) => ({
      componentId: c.componentId,
      count: c.count,
      model: c.model,
      filter: c.filter,
      placement: c.placement,
    }));
    const txid = newTxid(win);
    const cookies = safeCookies(this.doc);
    const body = buildRequest({
      url: win.location.href,
      txid,
      ids: { konnex: readCookie(KONNEX_COOKIE, cookies), ecid: ecidFromCookies(cookies) },
      containers,
      location: parseStoredLocation(storedLocation(win)),
    });

    let answer: Answer | undefined;
    if (body) {
      const endpoint = config.recommendationEndpoint;
      if (!endpoint) {
        console.warn(`<${TAG}> #site-config has no recommendationEndpoint: showing the fallback content.`);
      } else {
        try {
          answer = readAnswer(await postRecommendations(endpoint, body));
          if (answerFails(answer))
            console.warn(
              `<${TAG}> the recommendation service answered ${answer.errorCode ? `errorCode ${answer.errorCode}` : 'no responseData'}: showing the fallback content.`,
            );
        } catch (error) {
          console.warn(`<${TAG}> recommendations unavailable (${describeError(error)}): showing the fallback content.`);
        }
      }
    }

    const needsFallback = !answer || answerFails(answer) || containers.some((c) => (answer!.components.get(c.componentId) ?? []).length === 0);
    let fallback: Answer | undefined;
    if (needsFallback) {
      const url = entries.find((entry) => entry.config.fallbackUrl)?.config.fallbackUrl ?? fallbackUrl(config.site);
      try {
        fallback = readAnswer(await fetchFallbackContent(url));
      } catch (error) {
        console.warn(`<${TAG}> fallback content unavailable (${describeError(error)}): the page's own recommendations stay.`);
      }
    }

    const fills = planFills({ containers, answer, fallback, requestTxid: txid });
    this.phase = 'done';
    const report: Array<Record<string, unknown>> = [];
    entries.forEach((entry, index) => {
      const fill = fills[index]!;
      this.fills.set(entry.host, { fill, index });
      if (entry.host.isConnected) this.listeners.get(entry.host)?.({ fill, index });
      report.push({
        componentId: entry.config.componentId,
        txid: fill.txid,
        source: fill.items.length ? fill.source : 'cms',
        items: fill.items.map((item) => item.id),
      });
    });
    this.listeners.clear();
    pushToDataLayer({ event: 'recommendations-loaded', recommendations: report }, win);
  }
}

/** A fill as a container shows it: its cards, and the ids of their title links. */
export interface Shown extends Placed {
  cards: Card[];
  ids: string[];
}

let cardCounter = 0;

/**
 * The cards of a fill, read against the page when the fill comes (its address, the app web view
 * of site 2.2), each title link with an id of its own (`rfy-{n}`).
 */
export function showFill(placed: Placed, config: RecommendedForYouConfig, locale: Locale, win: Window): Shown {
  const context = {
    mainHosts: config.mainHosts,
    domain: config.domain,
    appDomain: config.appDomain,
    appView: isAppWebView(win),
    pageUrl: win.location.href,
    locale,
  };
  const cards = placed.fill.items.map((item) => recommendationCard(item, context));
  return { ...placed, cards, ids: cards.map(() => `rfy-${(cardCounter += 1)}`) };
}

/**
 * The heading level of the cards: one below the container's own heading outside its list
 * (decided; h3 without one), between 2 and 6.
 */
export function cardHeadingLevel(host: HTMLElement, list: Element | null): number {
  const own = [...host.querySelectorAll('h1, h2, h3, h4, h5')].find((heading) => !list?.contains(heading));
  const level = own ? Number(own.tagName.slice(1)) + 1 : 3;
  return Math.min(Math.max(level, 2), 6);
}

/** The CMS's list of cards in the container (its first list that is not a card's banners), if any. */
export function cmsList(host: HTMLElement): HTMLUListElement | null {
  return host.querySelector<HTMLUListElement>(':scope ul:not(.rfy-card__banners)');
}

/** What the list looked like just before a swap: its height, and which of its items held focus. */
export interface BeforeSwap {
  height: number;
  focusedAt: number;
}

/** Measures the list just before its cards are swapped (not while rendering). */
export function measureBeforeSwap(list: Element): BeforeSwap {
  const active = list.ownerDocument.activeElement;
  return { height: list.getBoundingClientRect().height, focusedAt: [...list.children].findIndex((child) => child.contains(active)) };
}

/**
 * The swap on the CMS's list, once the fill's cards are in it (after the CMS's nodes): the CMS's
 * nodes go, the list keeps its height from before as its minimum until the window is resized
 * (CLS 0), and focus that was in a CMS card goes to the new card at its place. Returns the way
 * back (the CMS's nodes first in the list again).
 */
export function takeOutCmsCards(list: HTMLElement, nodes: readonly Node[], before: BeforeSwap | undefined, win: Window): () => void {
  if (before && before.height > 0) list.style.minHeight = `${before.height}px`;
  for (const node of nodes) node.parentNode?.removeChild(node);
  if (before && before.focusedAt >= 0) {
    const cards = list.children;
    cards[Math.min(before.focusedAt, cards.length - 1)]?.querySelector<HTMLElement>('a[href]')?.focus();
  }
  const unlock = () => {
    list.style.minHeight = '';
    win.removeEventListener('resize', unlock);
  };
  win.addEventListener('resize', unlock);
  return () => {
    unlock();
    list.prepend(...nodes);
  };
}

const batches = new WeakMap<Document, RecommendationBatch>();

/** The one batch of a document. */
export function recommendationBatch(doc: Document): RecommendationBatch {
  let batch = batches.get(doc);
  if (!batch) batches.set(doc, (batch = new RecommendationBatch(doc)));
  return batch;
}

/** Tests: forget a document's batch, so a page can be set up again. */
export function resetRecommendationBatch(doc: Document = document): void {
  batches.delete(doc);
}

function newTxid(win: Window): string {
  try {
    if (typeof win.crypto?.randomUUID === 'function') return win.crypto.randomUUID();
  } catch {
    // insecure context: below
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function safeCookies(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    return '';
  }
}

function storedLocation(win: Window): string | null {
  try {
    return windowStorage('localStorage', win)?.getItem(LOCATION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
