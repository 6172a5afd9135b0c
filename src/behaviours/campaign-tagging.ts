/**
 * Campaign tagging of Join and Renew links (site 7.7). Join links take their campaign id from
 * the page query jkc, else campaignid, else 'UDFLTTC'; Renew links from rkc, else campaignid,
 * else 'ZDFLTTC'. How that id meets the link's own query:
 * - an id from the page query replaces the link's own (the visitor arrived through that
 *   campaign, and it is what the page is asked to pass on);
 * - the default is added only to a link that has no campaign id (an author-set id is more
 *   specific than the default);
 * - the link's own spelling of the parameter is kept (matched without regard to case);
 *   otherwise Join links get `campaignID` and Renew links `campaignid`, as in the Join and
 *   Renew URLs of 7.7;
 * - a Renew link without an intcmp also gets intcmp = its campaign id (the Renew URL of 7.7
 *   carries the same code twice).
 */
import { queryValue } from '../core/query-values.ts';
import { joinCampaignId, renewCampaignId } from '../domain/site-links.ts';
import { findParam, formatHref, isTaggableHref, paramValue, parseHref, resolveHref, rewriteLinks, setParam } from './link-query.ts';

export type CampaignLinkKind = 'join' | 'renew';

interface KindRule {
  /** Page query parameters tried in order (site 7.7). */
  readonly pageParams: readonly [string, string];
  /** The id with its default (urls.ts keeps the rule in one place). */
  readonly pick: (search: string) => string;
  /** The parameter spelling for a link that has none. */
  readonly spelling: string;
}

const RULES: Record<CampaignLinkKind, KindRule> = {
  join: { pageParams: ['jkc', 'campaignid'], pick: joinCampaignId, spelling: 'campaignID' },
  renew: { pageParams: ['rkc', 'campaignid'], pick: renewCampaignId, spelling: 'campaignid' },
};

// A path segment /mem/join or /mem/renew, possibly followed by an extension or deeper path
// (/mem/join.html, /mem/join/step-1), but not a longer word (/mem/joinery).
const KIND_PATTERNS: ReadonlyArray<[CampaignLinkKind, RegExp]> = [
  ['join', /\/mem\/join(?=[/.;]|$)/i],
  ['renew', /\/mem\/renew(?=[/.;]|$)/i],
];

/** Which campaign link `href` is (by its path), or undefined for any other link. */
export function campaignLinkKind(href: string | null | undefined): CampaignLinkKind | undefined {
  if (!isTaggableHref(href)) return undefined;
  const path = resolveHref(href.trim())?.pathname ?? '';
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0];
}

/** The campaign id for a link of `kind` on a page with query `pageSearch`, and whether the query gave it. */
export function pageCampaign(kind: CampaignLinkKind, pageSearch: string): { code: string; fromPage: boolean } {
  const rule = RULES[kind];
  const fromPage = queryValue(pageSearch, ...rule.pageParams) !== undefined;
  return { code: rule.pick(pageSearch), fromPage };
}

/**
 * The href of a Join or Renew link once tagged for a page with query `pageSearch`; any other
 * href comes back unchanged. Tagging an already tagged href gives it back unchanged.
 */
export function tagCampaignHref(href: string, pageSearch: string): string {
  const kind = campaignLinkKind(href);
  if (!kind) return href;
  const rule = RULES[kind];
  const { code, fromPage } = pageCampaign(kind, pageSearch);
  const url = parseHref(href);
  const own = paramValue(url, 'campaignid');
  let linkCode = own ?? code;
  if (fromPage || own === undefined) {
    setParam(url, 'campaignid', code, findParam(url, 'campaignid')?.name ?? rule.spelling);
    linkCode = code;
  }
  if (kind === 'renew' && paramValue(url, 'intcmp') === undefined) {
    setParam(url, 'intcmp', linkCode, findParam(url, 'intcmp')?.name ?? 'intcmp');
  }
  return formatHref(url);
}

const LINKS = 'a[href], area[href]';

/** Tags every Join and Renew link in `root` for a page with query `pageSearch`; returns how many changed. */
export function tagCampaignLinks(root: ParentNode, pageSearch: string): number {
  return rewriteLinks(root, LINKS, (href) => tagCampaignHref(href, pageSearch));
}
