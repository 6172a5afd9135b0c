/**
 * The recommended-for-you containers' view (site 2.11, 3.11, 7.6, 8), plain DOM over the CMS's
 * markup: each `<recommended-for-you>` holds the CMS's own cards in a `<ul>`, which stay until
 * the answer arrives.
 *
 * - Every container of a document registers with one batch. The batch watches them with one
 *   IntersectionObserver (threshold 10%) and, the first time any is that visible, sends the one
 *   POST of the page for every container registered by then (waiting briefly for containers still
 *   reading their config).
 * - The answer (or the fallback, site 8) is planned by `planFills` and each container swaps its
 *   list's items for cards built from the data: text as text, URLs checked (http/https).
 * - No layout shift: cards have fixed geometry (src/styles/elements.css), and the list keeps at
 *   least its height from before the swap (until the window is resized).
 * - Focus inside a CMS card at the swap moves to the new card at the same place.
 * - A container that registers after the request was sent keeps the CMS's cards (one POST per
 *   page); one that re-mounts gets its fill again.
 */
import type { ViewProps } from '../../core/element.ts';
import { readCookie } from '../../core/cookies.ts';
import { isAppWebView } from '../../core/app-view.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import { describeError } from '../../core/error-text.ts';
import type { Translate } from '../../core/i18n.ts';
import type { Locale } from '../../core/locale.ts';
import { siteConfig } from '../../core/site-config.ts';
import { windowStorage } from '../../core/window-storage.ts';
import { fallbackUrl, fetchFallbackContent, postRecommendations } from '../../api/recommendations.ts';
import type { RecommendedForYouConfig } from './recommended-for-you.schema.ts';
import {
  buildRequest,
  cardText,
  ecidFromCookies,
  imageSources,
  itemDate,
  itemType,
  lazyImages,
  parseStoredLocation,
  planFills,
  readAnswer,
  readBanners,
  rewriteCtaUrl,
  answerFails,
  VISIBILITY_THRESHOLD,
  type Answer,
  type Banner,
  type Fill,
  type RecommendationItem,
} from './recommended-for-you.logic.ts';

export const TAG = 'recommended-for-you';
/** Decided: where the visitor's chosen place is kept (site 3.10 place selection, JSON). */
export const LOCATION_STORAGE_KEY = 'userLocation';
/** Decided: the analytics visitor id cookie of the konnex id. */
export const KONNEX_COOKIE = 'konnex';
/** How long the batch waits for containers still reading their config once one is visible. */
export const REGISTRATION_WAIT_MS = 1000;

const BANNER_TEXT: Readonly<Record<Banner, string>> = { membersOnly: 'Members Only', new: 'NEW', rewards: 'Rewards' };

interface Entry {
  host: HTMLElement;
  config: RecommendedForYouConfig;
  apply(fill: Fill, index: number): void;
}

type Phase = 'waiting' | 'sending' | 'done';

class Batch {
  private readonly entries = new Set<Entry>();
  private readonly fills = new WeakMap<HTMLElement, { fill: Fill; index: number }>();
  private phase: Phase = 'waiting';
  private observer: IntersectionObserver | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly doc: Document) {}

  register(entry: Entry): () => void {
    const previous = this.fills.get(entry.host);
    if (this.phase === 'done' || this.phase === 'sending') {
      if (previous) entry.apply(previous.fill, previous.index);
      return () => undefined;
    }
    this.entries.add(entry);
    this.observe(entry.host);
    this.wake?.();
    return () => {
      this.entries.delete(entry);
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
    this.phase = 'sending';
    this.observer?.disconnect();
    await this.settleRegistrations();
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
      if (entry.host.isConnected) entry.apply(fill, index);
      report.push({
        componentId: entry.config.componentId,
        txid: fill.txid,
        source: fill.items.length ? fill.source : 'cms',
        items: fill.items.map((item) => item.id),
      });
    });
    pushToDataLayer({ event: 'recommendations-loaded', recommendations: report }, win);
  }
}

const batches = new WeakMap<Document, Batch>();

function batchOf(doc: Document): Batch {
  let batch = batches.get(doc);
  if (!batch) batches.set(doc, (batch = new Batch(doc)));
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

// ---------------------------------------------------------------------------------------------
// Cards

interface CardContext {
  doc: Document;
  t: Translate;
  locale: Locale;
  config: RecommendedForYouConfig;
  pageUrl: string;
  appView: boolean;
  lazy: boolean;
  headingLevel: number;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One card (the same structure the CMS renders; docs/decisions.md). */
export function buildCard(item: RecommendationItem, context: CardContext, key: string): HTMLLIElement {
  const { doc, t, config, pageUrl } = context;
  const origin = safeOrigin(pageUrl);
  const li = element(doc, 'li', 'rfy-card');
  li.setAttribute('data-item-type', itemType(item.id));
  if (item.id) li.setAttribute('data-item-id', item.id);
  if (item.srcModelTracking) li.setAttribute('data-src-model-tracking', item.srcModelTracking);

  const media = element(doc, 'div', 'rfy-card__media');
  const image = imageSources(item.image, pageUrl);
  if (image) {
    const picture = doc.createElement('picture');
    for (const source of image.sources) {
      const node = doc.createElement('source');
      node.media = source.media;
      node.srcset = source.srcset;
      picture.append(node);
    }
    const img = element(doc, 'img', 'rfy-card__image');
    img.src = image.src;
    img.alt = item.imageAlt.trim();
    img.width = 688;
    img.height = 387;
    img.decoding = 'async';
    if (context.lazy) img.loading = 'lazy';
    picture.append(img);
    media.append(picture);
  }
  const banners = readBanners(item.banner);
  if (banners.length) {
    const list = element(doc, 'ul', 'rfy-card__banners');
    for (const banner of banners) {
      const entry = element(doc, 'li', 'rfy-card__banner', t(BANNER_TEXT[banner]));
      entry.setAttribute('data-banner', banner);
      list.append(entry);
    }
    media.append(list);
  }

  const body = element(doc, 'div', 'rfy-card__body');
  const meta = element(doc, 'p', 'rfy-card__meta');
  const icon = safeUrl(item.icon, pageUrl);
  if (icon) {
    const img = element(doc, 'img', 'rfy-card__icon');
    img.src = icon;
    img.alt = item.iconAlt.trim();
    img.width = 24;
    img.height = 24;
    meta.append(img);
  }
  if (item.category.trim()) meta.append(element(doc, 'span', 'rfy-card__category', item.category.trim()));
  body.append(meta);

  const { title, description } = cardText(item);
  const heading = element(doc, `h${context.headingLevel}` as 'h3', 'rfy-card__title');
  const href = rewriteCtaUrl(item.ctaUrl, {
    mainHosts: config.mainHosts,
    domain: config.domain?.trim() || origin,
    appDomain: config.appDomain?.trim() || origin,
    appView: context.appView,
    pageUrl,
  });
  const titleId = `rfy-${key}`;
  if (href) {
    const link = element(doc, 'a', 'rfy-card__link', title || item.ctaText.trim() || href);
    link.href = href;
    link.id = titleId;
    heading.append(link);
  } else {
    heading.textContent = title;
  }
  body.append(heading);
  // Every line is there even when empty: each card has the same height (no layout shift).
  body.append(element(doc, 'p', 'rfy-card__desc', description));
  const date = itemDate(item.date, context.locale);
  const dateLine = element(doc, 'p', 'rfy-card__date');
  if (date) {
    const time = element(doc, 'time', '', date);
    time.dateTime = item.date.trim().slice(0, 10);
    dateLine.append(time);
  }
  body.append(dateLine);
  // The card's link is its title (one tab stop per card); the call to action repeats it visually.
  const ctaText = href ? item.ctaText.trim() : '';
  const cta = element(doc, 'span', ctaText ? 'rfy-card__cta' : 'rfy-card__cta rfy-card__cta--empty', ctaText);
  cta.setAttribute('aria-hidden', 'true');
  body.append(cta);
  li.append(media, body);
  return li;
}

function safeOrigin(pageUrl: string): string {
  try {
    return new URL(pageUrl).origin;
  } catch {
    return '';
  }
}

function safeUrl(value: string, base: string): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  try {
    const url = new URL(text, base || undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The heading level of the cards: one below the container's own heading (decided; h3 without one). */
function cardHeadingLevel(host: HTMLElement, list: HTMLElement): number {
  const own = [...host.querySelectorAll('h1, h2, h3, h4, h5')].find((heading) => !list.contains(heading));
  const level = own ? Number(own.tagName.slice(1)) + 1 : 3;
  return Math.min(Math.max(level, 2), 6);
}

let cardCounter = 0;

export function enhanceRecommendedForYou({ host, config, t, locale, authoring }: ViewProps<RecommendedForYouConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  let list = host.querySelector<HTMLUListElement>(':scope ul:not(.rfy-card__banners)');
  let createdList = false;
  if (!list) {
    list = element(doc, 'ul', '');
    createdList = true;
    host.append(list);
  }
  list.classList.add('rfy-list');
  const cmsItems = [...list.children];
  host.setAttribute('data-rfy-source', 'cms');
  // Authoring: the author sees and edits the CMS's own items; nothing is asked for.
  if (authoring) {
    return () => {
      host.removeAttribute('data-rfy-source');
      if (createdList) list.remove();
    };
  }
  const ul = list;
  let unlockOnResize: (() => void) | undefined;

  const apply = (fill: Fill, index: number) => {
    host.setAttribute('data-txid', fill.txid);
    if (!fill.items.length) return;
    const focusedAt = [...ul.children].findIndex((child) => child.contains(doc.activeElement));
    // Keep the list's room: the swap must not move what follows (CLS 0).
    const height = ul.getBoundingClientRect().height;
    if (height > 0) ul.style.minHeight = `${height}px`;
    const context: CardContext = {
      doc,
      t,
      locale,
      config,
      pageUrl: win.location.href,
      appView: isAppWebView(win),
      lazy: lazyImages(index),
      headingLevel: cardHeadingLevel(host, ul),
    };
    const cards = fill.items.map((item) => buildCard(item, context, String((cardCounter += 1))));
    ul.replaceChildren(...cards);
    host.setAttribute('data-rfy-source', fill.source);
    if (focusedAt >= 0) {
      const target = cards[Math.min(focusedAt, cards.length - 1)]?.querySelector<HTMLElement>('a[href]');
      target?.focus();
    }
    if (!unlockOnResize) {
      const unlock = () => {
        ul.style.minHeight = '';
        win.removeEventListener('resize', unlock);
      };
      win.addEventListener('resize', unlock);
      unlockOnResize = unlock;
    }
  };

  const unregister = batchOf(doc).register({ host, config, apply });
  return () => {
    unregister();
    unlockOnResize?.();
    if (createdList) ul.remove();
    else ul.replaceChildren(...cmsItems);
    ul.classList.remove('rfy-list');
    for (const name of ['data-rfy-source', 'data-txid']) host.removeAttribute(name);
  };
}
