/**
 * Which pages get smooth in-page anchors (site 2.13: the medicare enrollment-guide pages), and the
 * page behaviour that turns them on. The handling itself (smooth-anchors.ts) is loaded only on
 * those pages: every other page is spared its bytes.
 */
import { lazyBehaviour } from './lazy.ts';

/**
 * The pages, from the spec's "path medicare-insurance/enrollment-guide/about/essentials/facts":
 * a path (any case, any prefix such as /espanol or the CMS content root) containing
 * medicare-insurance/enrollment-guide/ followed by about, essentials or facts. These are read
 * as the start of the next segment, as a "path contains" test would: the literal path of the
 * spec, /enrollment-guide/essentials.html and /enrollment-guide/facts-about-part-b/ match;
 * other enrollment-guide pages do not.
 */
const SMOOTH_PAGE = /(?:^|\/)medicare-insurance\/enrollment-guide\/(?:about|essentials|facts)/i;

export function isSmoothAnchorPage(pathname: string): boolean {
  return typeof pathname === 'string' && SMOOTH_PAGE.test(pathname);
}

/** The page behaviour: on the enrollment-guide pages, once per document. */
export const smoothAnchors = lazyBehaviour(
  'smoothAnchors',
  (root, doc) => root === doc && isSmoothAnchorPage(doc.defaultView?.location.pathname ?? ''),
  () => import('./smooth-anchors.ts').then((module) => (_root, doc) => void module.enableSmoothAnchors(doc)),
);
