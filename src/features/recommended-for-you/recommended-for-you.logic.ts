/**
 * The rules of the recommended-for-you area (site 2.11, 3.11, 5, 7.6, 8, 9), pure and
 * table-tested. The page glue (recommended-for-you.browser.ts) gathers the facts and calls these;
 * the view (RecommendedForYou.tsx) renders what they return.
 *
 * - The request (3.11, 7.6): one `{requestData: [...]}` for every container on the page; bundle
 *   entries with count '0' dropped (5); the location filter for the events, nbx, benefits and
 *   articles models (7.6); the visitor id rule (5, 9).
 * - The response (3.11, 2.11): item type, ctaUrl host rewrite, banners, dates, image renditions
 *   (9) and lazy loading from container index 4.
 * - The fallback (8): an errorCode, empty responseData or a failed call use the whole fallback;
 *   an empty component is filled from it; fallback items are shuffled and never repeated
 *   across containers; its txid is reported as 'fb:{txid}'.
 */
import { formatMonthDate } from '../../core/dates.ts';
import type { Locale } from '../../core/locale.ts';
import { appendQuery, safeHttpUrl, toUrl } from '../../core/urls.ts';

// ---------------------------------------------------------------------------------------------
// Constants (site 9)

/** Site 9: the default visitor id, 39 ones. */
export const DEFAULT_VISITOR_ID = '1'.repeat(39);
/** Site 5: a konnex or ecid id is used only when longer than this. */
export const VISITOR_ID_MIN_EXCLUSIVE = 20;
/** Site 9: the request goes once any container is this much visible. */
export const VISIBILITY_THRESHOLD = 0.1;
/** Site 2.11 / 9: images lazy-load from this container index (0-based, in page order) on. */
export const LAZY_FROM_INDEX = 4;
/** Site 7.6: the models whose filter carries the stored location. */
export const LOCATION_MODELS: readonly string[] = Object.freeze(['events', 'nbx', 'benefits', 'articles']);
/** Site 3.11: the item type when the id has no '-'. */
export const DEFAULT_ITEM_TYPE = 'offer';
/** Site 3.11: the request's channel. */
export const CHANNEL = 'website';
/** Site 8: how a fallback's txid is reported. */
export const fallbackTxid = (txid: string) => `fb:${txid}`;

// ---------------------------------------------------------------------------------------------
// The request (site 3.11, 5, 7.6)

/** One container's part of the request, as its configuration gives it. */
export interface ContainerRequest {
  componentId: string;
  /** The number of items wanted, as the CMS wrote it ('4'); '0' drops the entry (site 5). */
  count: string;
  model: string;
  filter: string;
  placement: string;
}

export interface BundleEntry {
  componentId: string;
  count: string;
  model: string;
  filter: string;
  placement: string;
}

/** A stored location (decided: the place selection of site 3.10, geometry {lat, lng}). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

export type VisitorId = { konnex: string } | { ecid: string };

export interface RecommendationRequest {
  requestData: Array<{ channel: string; url: string; txid: string; requestBundle: BundleEntry[] } & VisitorId>;
}

/**
 * Site 5 / 9: konnex when longer than 20 characters, else ecid when longer than 20 characters,
 * else the default 39 ones (sent as konnex, decided). Values are trimmed first.
 */
export function visitorId(ids: { konnex?: string | undefined; ecid?: string | undefined }): VisitorId {
  const konnex = typeof ids.konnex === 'string' ? ids.konnex.trim() : '';
  if (konnex.length > VISITOR_ID_MIN_EXCLUSIVE) return { konnex };
  const ecid = typeof ids.ecid === 'string' ? ids.ecid.trim() : '';
  if (ecid.length > VISITOR_ID_MIN_EXCLUSIVE) return { ecid };
  return { konnex: DEFAULT_VISITOR_ID };
}

/** Whether `model` carries the location filter (site 7.6; compared trimmed, any case). */
export const usesLocation = (model: string) => LOCATION_MODELS.includes(model.trim().toLowerCase());

/**
 * Site 7.6: for the location models with a stored location, 'latitude: {lat}|longitude: {lng}',
 * then '|{filter}' when the container has a filter; otherwise the container's own filter.
 */
export function locationFilter(model: string, filter: string, location: GeoPoint | undefined): string {
  if (!location || !usesLocation(model)) return filter;
  const base = `latitude: ${location.lat}|longitude: ${location.lng}`;
  return filter ? `${base}|${filter}` : base;
}

/** Site 5: an entry whose count is '0' (any spelling of zero) is dropped. */
export const isDropped = (count: string) => /^\s*0+\s*$/.test(count);

/** The request bundle of the page's containers: count '0' dropped, location filters added. */
export function requestBundle(containers: readonly ContainerRequest[], location: GeoPoint | undefined): BundleEntry[] {
  return containers
    .filter((container) => !isDropped(container.count))
    .map((container) => ({
      componentId: container.componentId,
      count: container.count.trim(),
      model: container.model,
      filter: locationFilter(container.model, container.filter, location),
      placement: container.placement,
    }));
}

/** The body of site 3.11; undefined when no entry is left to ask for. */
export function buildRequest(input: {
  url: string;
  txid: string;
  ids: { konnex?: string | undefined; ecid?: string | undefined };
  containers: readonly ContainerRequest[];
  location: GeoPoint | undefined;
}): RecommendationRequest | undefined {
  const bundle = requestBundle(input.containers, input.location);
  if (!bundle.length) return undefined;
  return { requestData: [{ channel: CHANNEL, url: input.url, txid: input.txid, ...visitorId(input.ids), requestBundle: bundle }] };
}

/**
 * The stored location (decided: localStorage `userLocation`, the place selection of site 3.10):
 * `{geometry: {lat, lng}}`, Google's `{geometry: {location: {lat, lng}}}` or a plain `{lat, lng}`,
 * numbers or numeric strings within range. Anything else: no location.
 */
export function parseStoredLocation(text: string | null | undefined): GeoPoint | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const record = (input: unknown) => (typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : undefined);
  const root = record(value);
  const geometry = record(root?.geometry);
  for (const candidate of [record(geometry?.location), geometry, root]) {
    if (!candidate) continue;
    const lat = coordinate(candidate.lat, 90);
    const lng = coordinate(candidate.lng, 180);
    if (lat !== undefined && lng !== undefined) return { lat, lng };
  }
  return undefined;
}

function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/**
 * The ecid (decided): Adobe's visitor cookie `AMCV_{org}` holds `...|MCMID|{ecid}|...`; the first
 * such cookie with an MCMID gives it.
 */
export function ecidFromCookies(cookieString: string): string | undefined {
  if (typeof cookieString !== 'string') return undefined;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || !part.slice(0, eq).trim().startsWith('AMCV_')) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw text
    }
    const fields = value.split('|');
    const at = fields.indexOf('MCMID');
    if (at >= 0 && fields[at + 1]) return fields[at + 1];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The response (site 3.11, 2.11, 9)

/** An item's fields (site 3.11): strings; a missing or non-string field reads as ''. */
export interface RecommendationItem {
  image: string;
  imageAlt: string;
  icon: string;
  iconAlt: string;
  ctaText: string;
  ctaUrl: string;
  category: string;
  categoryURL: string;
  shortTitle: string;
  mediumTitle: string;
  longTitle: string;
  shortDesc: string;
  mediumDesc: string;
  longDesc: string;
  date: string;
  banner: string;
  id: string;
  srcModelTracking: string;
}

export const ITEM_FIELDS = [
  'image',
  'imageAlt',
  'icon',
  'iconAlt',
  'ctaText',
  'ctaUrl',
  'category',
  'categoryURL',
  'shortTitle',
  'mediumTitle',
  'longTitle',
  'shortDesc',
  'mediumDesc',
  'longDesc',
  'date',
  'banner',
  'id',
  'srcModelTracking',
] as const satisfies ReadonlyArray<keyof RecommendationItem>;

/** An item from data: every field a string ('' when absent or not a string); a non-object is no item. */
export function readItem(value: unknown): RecommendationItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const source = value as Record<string, unknown>;
  const item = {} as RecommendationItem;
  for (const field of ITEM_FIELDS) {
    const raw = source[field];
    item[field] = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  }
  return item;
}

/** Site 3.11: the part of the id before '-'; 'offer' when there is none (or it is empty). */
export function itemType(id: string): string {
  const text = typeof id === 'string' ? id.trim() : '';
  const at = text.indexOf('-');
  return at > 0 ? text.slice(0, at) : DEFAULT_ITEM_TYPE;
}

export interface HostRewrite {
  /** Hosts the service's ctaUrls use for the main site (decided: configured, e.g. www.example.org). */
  mainHosts: readonly string[];
  /** The configured domain (an origin, e.g. https://www.example.org); the page's origin by default. */
  domain: string;
  /** The app host's origin, used inside the app web view (site 2.2). */
  appDomain: string;
  appView: boolean;
  /** The page's address: the base of relative ctaUrls. */
  pageUrl: string;
}

/**
 * Site 2.11: where a click on an item goes. ctaUrl resolved against the page (http or https
 * only; anything else is no link: undefined); when its host is a main host, the scheme and host
 * become the configured domain's, or the app host's inside the app. Path, query and fragment
 * stay. Other hosts are left alone.
 */
export function rewriteCtaUrl(ctaUrl: string, context: HostRewrite): string | undefined {
  const href = safeHttpUrl(ctaUrl, context.pageUrl || undefined);
  if (!href) return undefined;
  const url = new URL(href);
  const hosts = context.mainHosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  if (!hosts.includes(url.hostname.toLowerCase()) && !hosts.includes(url.host.toLowerCase())) return url.href;
  const target = toUrl(context.appView ? context.appDomain : context.domain, context.pageUrl || undefined);
  if (!target || !/^https?:$/.test(target.protocol)) return url.href;
  return `${target.origin}${url.pathname}${url.search}${url.hash}`;
}

export type Banner = 'membersOnly' | 'new' | 'rewards';

/** Site 2.11: the banners of a comma list (membersOnly, New, Rewards; any case), once each, in that order. */
export function readBanners(banner: string): Banner[] {
  const words = new Set(
    (typeof banner === 'string' ? banner : '')
      .split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
  );
  const found: Banner[] = [];
  if (words.has('membersonly')) found.push('membersOnly');
  if (words.has('new')) found.push('new');
  if (words.has('rewards')) found.push('rewards');
  return found;
}

/** Site 9: an item's date, 'Mon DD, YYYY' with the recommendations' month names; '' when not a date. */
export function itemDate(date: string, locale: Locale): string {
  return formatMonthDate(typeof date === 'string' ? date.trim() : '', { locale, reading: 'recommendations' });
}

/** Site 9: the viewport widths the image renditions are for, and the rendition each uses. */
export const IMAGE_RENDITIONS: ReadonlyArray<{ width: number; rendition: number }> = Object.freeze([
  { width: 375, rendition: 375 },
  { width: 425, rendition: 425 },
  { width: 768, rendition: 688 },
]);

export interface ImageSources {
  /** The default source (the 768 width's 688 rendition). */
  src: string;
  /** `<source>`s for the narrow viewports, widest last. */
  sources: Array<{ media: string; srcset: string }>;
}

/**
 * Site 9: the image at widths 375, 425 and 768, the last with the 688 rendition (decided: a
 * rendition is the image URL with `wid={rendition}` added to its query). Viewports up to 375 px
 * get 375, up to 425 px get 425, wider ones the 688. undefined for a URL that is not http(s).
 */
export function imageSources(image: string, pageUrl: string): ImageSources | undefined {
  const href = safeHttpUrl(image, pageUrl || undefined);
  if (!href) return undefined;
  const rendition = (width: number) => appendQuery(href, [['wid', String(width)]]);
  const [small, medium, large] = IMAGE_RENDITIONS;
  return {
    src: rendition(large!.rendition),
    sources: [
      { media: `(max-width: ${small!.width}px)`, srcset: rendition(small!.rendition) },
      { media: `(max-width: ${medium!.width}px)`, srcset: rendition(medium!.rendition) },
    ],
  };
}

/** Site 2.11: whether images of the container at `index` (0-based, page order) lazy-load. */
export const lazyImages = (index: number) => index >= LAZY_FROM_INDEX;

/** The title and description a card shows (decided: medium, else long, else short). */
export function cardText(item: RecommendationItem): { title: string; description: string } {
  const pick = (...values: string[]) => values.map((value) => value.trim()).find(Boolean) ?? '';
  return { title: pick(item.mediumTitle, item.longTitle, item.shortTitle), description: pick(item.mediumDesc, item.longDesc, item.shortDesc) };
}

/** What a card is made of; from an item, page and config facts (`recommendationCard`). */
export interface CardContext extends Omit<HostRewrite, 'domain' | 'appDomain'> {
  /** The configured domain and app host; '' or absent: the page's own origin. */
  domain?: string | undefined;
  appDomain?: string | undefined;
  locale: Locale;
}

/** One card as the view renders it (README "Cards"): every value text or a checked http(s) URL. */
export interface Card {
  /** data-item-type: the id's part before '-', else 'offer'. */
  type: string;
  /** data-item-id and data-src-model-tracking; '' for none (no attribute). */
  id: string;
  tracking: string;
  image: ImageSources | undefined;
  imageAlt: string;
  banners: Banner[];
  /** The icon's http(s) URL, or undefined for none. */
  icon: string | undefined;
  iconAlt: string;
  category: string;
  /** The title's link (the card's one link), or undefined: the title is plain text. */
  href: string | undefined;
  /** The heading's text: the title; as a link, the call to action or the address when the title is empty. */
  heading: string;
  description: string;
  /** The date as shown ('' for none) and as a `datetime` (YYYY-MM-DD). */
  date: string;
  dateTime: string;
  /** The call to action's words; '' when there is no link (the label is then empty). */
  cta: string;
}

function originOf(pageUrl: string): string {
  return toUrl(pageUrl)?.origin ?? '';
}

/**
 * Site 2.11, 3.11, 9: what a card shows for `item`. The title is the card's one link (the call
 * to action only repeats it, hidden from the accessibility tree); without an http(s) ctaUrl there
 * is no link and no call to action. The domain and app host default to the page's origin.
 */
export function recommendationCard(item: RecommendationItem, context: CardContext): Card {
  const origin = originOf(context.pageUrl);
  const href = rewriteCtaUrl(item.ctaUrl, {
    mainHosts: context.mainHosts,
    domain: context.domain?.trim() || origin,
    appDomain: context.appDomain?.trim() || origin,
    appView: context.appView,
    pageUrl: context.pageUrl,
  });
  const { title, description } = cardText(item);
  return {
    type: itemType(item.id),
    id: item.id,
    tracking: item.srcModelTracking,
    image: imageSources(item.image, context.pageUrl),
    imageAlt: item.imageAlt.trim(),
    banners: readBanners(item.banner),
    icon: safeHttpUrl(item.icon, context.pageUrl || undefined),
    iconAlt: item.iconAlt.trim(),
    category: item.category.trim(),
    href,
    heading: href ? title || item.ctaText.trim() || href : title,
    description,
    date: itemDate(item.date, context.locale),
    dateTime: item.date.trim().slice(0, 10),
    cta: href ? item.ctaText.trim() : '',
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the answer and the fallback (site 3.11, 8)

export interface Answer {
  txid: string;
  errorCode: string;
  /** Whether responseData held an entry at all. */
  empty: boolean;
  /** Items per componentId. */
  components: Map<string, RecommendationItem[]>;
}

/** Reads `{responseData: [{txid, responseBundle: [{componentId, response}]}], errorCode?}` loosely. */
export function readAnswer(body: unknown): Answer {
  const root = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const data = Array.isArray(root.responseData) ? root.responseData : [];
  const first = typeof data[0] === 'object' && data[0] !== null && !Array.isArray(data[0]) ? (data[0] as Record<string, unknown>) : undefined;
  const errorCode = [root.errorCode, first?.errorCode].find((code) => (typeof code === 'string' && code.trim()) || typeof code === 'number');
  const components = new Map<string, RecommendationItem[]>();
  const bundle = Array.isArray(first?.responseBundle) ? first.responseBundle : [];
  for (const part of bundle) {
    if (typeof part !== 'object' || part === null) continue;
    const { componentId, response } = part as Record<string, unknown>;
    if (typeof componentId !== 'string') continue;
    const items = (Array.isArray(response) ? response : []).map(readItem).filter((item): item is RecommendationItem => item !== undefined);
    components.set(componentId, [...(components.get(componentId) ?? []), ...items]);
  }
  return {
    txid: typeof first?.txid === 'string' ? first.txid : '',
    errorCode: errorCode === undefined ? '' : String(errorCode),
    empty: !first,
    components,
  };
}

/** Site 8: the answer cannot be used at all (errorCode, empty responseData). */
export const answerFails = (answer: Answer) => answer.errorCode !== '' || answer.empty;

/** Every fallback item once (by id, else by position), in the fallback's order. */
export function fallbackPool(fallback: Answer | undefined): RecommendationItem[] {
  if (!fallback) return [];
  const seen = new Set<string>();
  const pool: RecommendationItem[] = [];
  for (const items of fallback.components.values()) {
    for (const item of items) {
      const key = item.id.trim() || `#${pool.length}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pool.push(item);
    }
  }
  return pool;
}

/** Fisher-Yates with the given source of numbers in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface Fill {
  items: RecommendationItem[];
  source: 'service' | 'fallback';
  /** Reported txid: the answer's (or the request's), 'fb:{txid}' when from the fallback. */
  txid: string;
}

/**
 * Site 8: what each container shows.
 * - The call failed (`answer` undefined), or the answer has an errorCode or empty responseData:
 *   every container from the fallback.
 * - Else a container whose component came back empty (or missing) is filled from the fallback.
 * - Fallback items are shuffled and handed out in page order, never one twice across the
 *   containers; a container takes at most its count (decided: all it can when the count is not a
 *   number); when the pool runs dry the rest stay empty (the CMS's own items then stay).
 * - Service items are shown as answered, up to the count.
 */
export function planFills(input: {
  containers: ReadonlyArray<Pick<ContainerRequest, 'componentId' | 'count'>>;
  answer: Answer | undefined;
  fallback: Answer | undefined;
  requestTxid: string;
  random?: () => number;
}): Fill[] {
  const whole = !input.answer || answerFails(input.answer);
  const txid = (input.answer?.txid || input.requestTxid).trim();
  let pool: RecommendationItem[] | undefined;
  // Items the service showed are not repeated by the fallback either.
  const shown = new Set<string>();
  if (!whole) for (const items of input.answer!.components.values()) for (const item of items) if (item.id) shown.add(item.id);
  return input.containers.map(({ componentId, count }) => {
    const limit = wanted(count);
    const own = whole ? [] : (input.answer!.components.get(componentId) ?? []);
    if (own.length > 0) return { items: own.slice(0, limit), source: 'service', txid };
    if (limit === 0) return { items: [], source: 'service', txid };
    pool ??= shuffle(fallbackPool(input.fallback), input.random).filter((item) => !shown.has(item.id));
    return { items: pool.splice(0, limit), source: 'fallback', txid: fallbackTxid(txid) };
  });
}

/** A container's count as a number: the digits it gives, else as many as there are. */
export function wanted(count: string): number {
  const text = typeof count === 'string' ? count.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : Number.POSITIVE_INFINITY;
}
