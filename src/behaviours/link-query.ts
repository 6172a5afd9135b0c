/**
 * Editing the query of a link's href in place, for the behaviours that tag links (campaign ids,
 * cid). The href is edited as text: a relative link stays relative, the fragment stays last,
 * and every parameter we do not change keeps its exact bytes. A link that needs no change gets
 * back the very string it had, so running a behaviour twice changes nothing.
 */
import { elementsIn } from '../core/dom/query.ts';

/** One `name=value` part of a query: `raw` as written, name and value decoded. */
export interface QueryParam {
  raw: string;
  name: string;
  value: string;
}

/** An href cut into what comes before the query, the query's parts and the fragment. */
export interface EditableHref {
  readonly original: string;
  readonly base: string;
  readonly hash: string;
  readonly hadQuery: boolean;
  params: QueryParam[];
  changed: boolean;
}

// A base for judging hrefs without a document: relative ones resolve to https, so only the
// scheme of an absolute href decides.
const JUDGING_BASE = 'https://link.invalid/';

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function parseParam(raw: string): QueryParam {
  const eq = raw.indexOf('=');
  return eq < 0 ? { raw, name: decode(raw), value: '' } : { raw, name: decode(raw.slice(0, eq)), value: decode(raw.slice(eq + 1)) };
}

/** The href's URL, resolved against a placeholder when it is relative; undefined when it does not parse. */
export function resolveHref(href: string): URL | undefined {
  try {
    return new URL(href, JUDGING_BASE);
  } catch {
    return undefined;
  }
}

/**
 * Whether a link may be tagged: an http(s) URL or a relative one. `javascript:`, `mailto:`,
 * `tel:`, `data:` and the like are never touched, however they are spelled (the URL parser
 * normalises case and stray whitespace before we read the scheme). A fragment-only href
 * (`#section`) or an empty one is refused too: giving it a query would turn an in-page jump
 * into a page load.
 */
export function isTaggableHref(href: string | null | undefined): href is string {
  if (typeof href !== 'string') return false;
  const text = href.trim();
  if (!text || text.startsWith('#')) return false;
  const url = resolveHref(text);
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
}

export function parseHref(href: string): EditableHref {
  const text = href.trim();
  const hashAt = text.indexOf('#');
  const hash = hashAt < 0 ? '' : text.slice(hashAt);
  const beforeHash = hashAt < 0 ? text : text.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  return {
    original: href,
    base,
    hash,
    hadQuery: queryAt >= 0,
    params: query.split('&').filter(Boolean).map(parseParam),
    changed: false,
  };
}

/** The href text again: the original string when nothing changed. */
export function formatHref(href: EditableHref): string {
  if (!href.changed) return href.original;
  const query = href.params.map((param) => param.raw).join('&');
  return `${href.base}${query ? `?${query}` : href.hadQuery ? '?' : ''}${href.hash}`;
}

/** The first parameter called `name`, compared without regard to case. */
export function findParam(href: EditableHref, name: string): QueryParam | undefined {
  const wanted = name.toLowerCase();
  return href.params.find((param) => param.name.toLowerCase() === wanted);
}

/** The value of parameter `name` when it is there and not blank. */
export function paramValue(href: EditableHref, name: string): string | undefined {
  const value = findParam(href, name)?.value.trim();
  return value ? value : undefined;
}

/**
 * Sets parameter `name` (any case) to `value`. An existing parameter keeps its place and its
 * spelling; further parameters of the same name are dropped so only one value is sent. Without
 * one, `spelling=value` is appended. Setting the value it already has changes nothing.
 */
export function setParam(href: EditableHref, name: string, value: string, spelling: string = name): void {
  const wanted = name.toLowerCase();
  const matching = href.params.filter((param) => param.name.toLowerCase() === wanted);
  const [first, ...rest] = matching;
  if (first && first.value === value && rest.length === 0) return;
  if (first) {
    const rawName = first.raw.includes('=') ? first.raw.slice(0, first.raw.indexOf('=')) : first.raw;
    first.raw = `${rawName}=${encodeURIComponent(value)}`;
    first.value = value;
    href.params = href.params.filter((param) => !rest.includes(param));
  } else {
    href.params.push({ raw: `${encodeURIComponent(spelling)}=${encodeURIComponent(value)}`, name: spelling, value });
  }
  href.changed = true;
}

/** Rewrites the href of every link `selector` finds with `rewrite`; returns how many changed. */
export function rewriteLinks(root: ParentNode, selector: string, rewrite: (href: string) => string): number {
  let changed = 0;
  for (const link of elementsIn(root, selector)) {
    const href = link.getAttribute('href');
    if (href === null) continue;
    const next = rewrite(href);
    if (next !== href) {
      link.setAttribute('href', next);
      changed += 1;
    }
  }
  return changed;
}
