/**
 * site 2.2: the page's query parameter `cid` is copied onto hero-banner links and onto links
 * marked add-cid-param, so the campaign a visitor arrived with follows them to the next page.
 * Nothing happens on a page without a cid.
 *
 * The page's cid replaces a cid the link already carries: the rule exists to pass the
 * visitor's own campaign on, and a cid an author wrote into a banner link would credit the
 * wrong campaign (the same rule as campaign tagging, where the page query wins too). The link's
 * spelling of the name is kept.
 */
import { queryValue } from '../core/urls.ts';
import type { Behaviour } from './index.ts';
import { formatHref, isTaggableHref, parseHref, rewriteLinks, setParam, findParam } from './link-query.ts';

/**
 * The links that get the cid: links inside a hero banner (the CMS component's class, either
 * spelling, or a data attribute), and links marked add-cid-param themselves (class or data
 * attribute) or through a wrapper carrying the mark (authors often can only set a class on the
 * component around the link).
 */
export const CID_LINK_SELECTOR = [
  '.hero-banner a[href]',
  '.herobanner a[href]',
  '[data-hero-banner] a[href]',
  'a.add-cid-param[href]',
  'a[data-add-cid-param][href]',
  '.add-cid-param a[href]',
  '[data-add-cid-param] a[href]',
].join(', ');

/** The page's cid (query parameter `cid`, name in any case, blank counts as absent). */
export function pageCid(pageSearch: string): string | undefined {
  return queryValue(pageSearch, 'cid');
}

/**
 * `href` with cid set to `cid`. Unchanged when there is no cid, when the href is not an http(s)
 * or relative link (javascript:, mailto:, tel: ...), or when it is only a fragment (#top), which
 * a query would turn into a page load.
 */
export function withCid(href: string, cid: string | undefined): string {
  if (!cid || !isTaggableHref(href)) return href;
  const url = parseHref(href);
  setParam(url, 'cid', cid, findParam(url, 'cid')?.name ?? 'cid');
  return formatHref(url);
}

/** Copies the page's cid onto the marked links in `root`; returns how many changed. */
export function copyCidToLinks(root: ParentNode, pageSearch: string): number {
  const cid = pageCid(pageSearch);
  if (!cid) return 0;
  return rewriteLinks(root, CID_LINK_SELECTOR, (href) => withCid(href, cid));
}

/** The page behaviour: copies the document's own cid. */
export const cidParam: Behaviour = (root, doc) => {
  copyCidToLinks(root, doc.defaultView?.location.search ?? '');
};
