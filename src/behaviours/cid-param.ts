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
import { CID_LINK_SELECTOR, pageCid } from './links.ts';
import { formatHref, isTaggableHref, parseHref, rewriteLinks, setParam, findParam } from './link-query.ts';

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
