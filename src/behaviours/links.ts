/**
 * The link behaviours' cheap half, always loaded: which content they may change. Their work
 * (campaign-tagging.ts, cid-param.ts, with link-query.ts) loads only on content that holds such
 * a link, so most pages never fetch it.
 */
import { queryValue } from '../core/query-values.ts';
import { holds } from '../core/dom/query.ts';
import { lazyBehaviour } from './lazy.ts';

/**
 * Links that may be Join or Renew links (site 7.7): their href mentions mem/join or mem/renew in
 * any case. campaign-tagging.ts decides by the resolved path; this only spares pages without
 * such a link the code.
 */
export const CAMPAIGN_LINK_HINT = ['a', 'area'].flatMap((tag) => ['join', 'renew'].map((kind) => `${tag}[href*="mem/${kind}" i]`)).join(', ');

/**
 * The links that get the page's cid (site 2.2): links inside a hero banner (the CMS component's
 * class, either spelling, or a data attribute), and links marked add-cid-param themselves (class
 * or data attribute) or through a wrapper carrying the mark (authors often can only set a class
 * on the component around the link).
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

const pageSearch = (doc: Document) => doc.defaultView?.location.search ?? '';

/** site 7.7: Join and Renew links carry the campaign id of the page's query. */
export const campaignTagging = lazyBehaviour(
  'campaignTagging',
  (root) => holds(root, CAMPAIGN_LINK_HINT),
  () => import('./campaign-tagging.ts').then((module) => (root, doc) => void module.tagCampaignLinks(root, pageSearch(doc))),
);

/** site 2.2: the page's cid goes onto hero-banner and add-cid-param links. */
export const cidParam = lazyBehaviour(
  'cidParam',
  (root, doc) => pageCid(pageSearch(doc)) !== undefined && holds(root, CID_LINK_SELECTOR),
  () => import('./cid-param.ts').then((module) => (root, doc) => void module.copyCidToLinks(root, pageSearch(doc))),
);
