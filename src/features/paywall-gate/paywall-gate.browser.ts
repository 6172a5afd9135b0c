/**
 * The paywall's page glue (site 2.7, 4.8; brain-health 2.6, 4.2): what it reads of the page and
 * does to the CMS's article, framework-free. It renders nothing; the wall and the preview picker
 * are React's (PaywallGate.tsx), which calls these from its effects.
 *
 * - `paywallPage`: the page's facts (the article, the site config, authoring and preview modes);
 * - `lockArticle`: the article cut to its teaser at a word boundary, in the DOM (the markup before
 *   the cut stays whole), and restricted sections, the benefits carousel, comments and the footer
 *   removed from the DOM; `openArticle`: each `[data-restricted]` marked `data-accessed="true"`;
 * - `rewriteLinks`: the page's links rewritten per site 2.7; `markGatedPart`: the
 *   `isAccessibleForFree: false` structured data for the gated part;
 * - `wallLinks`: the wall's Join and Log in addresses; `wallMount`: where the wall goes.
 */
import { readCookie } from '../../core/cookies.ts';
import { removeForWall } from '../../core/dom/page-wall.ts';
import { MOUNT_ATTRIBUTE } from '../../core/react-view.tsx';
import { siteConfig, type SiteConfig } from '../../core/site-config.ts';
import { PAYWALL_REMOVED } from '../../domain/gating.ts';
import { configuredLink, joinUrl, loginUrl } from '../../domain/site-links.ts';
import type { WallLink } from '../../core/ui/wall-panel.tsx';
import type { PaywallGateConfig } from './paywall-gate.schema.ts';
import { previewPersona, rewrittenLink, teaserCut, wcmMode, type PREVIEW_PERSONAS } from './paywall-gate.logic.ts';

/** Set on the host: `true` (locked) or `false` (open), for the CSS guard, styles and tests. */
export const LOCKED_ATTRIBUTE = 'data-locked';
/** The class the structured data names as the gated part (search engines' paywall guidance). */
export const GATED_CLASS = 'paywall-gated';

/** Text nodes a reader sees, in document order (not inside script, style, template or noscript). */
function readableTexts(root: Element): Text[] {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, template, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  return texts;
}

/** Cuts `root` to `limit` visible characters at a word boundary; everything after the cut leaves the DOM. */
export function cutToTeaser(root: Element, limit: number): boolean {
  const texts = readableTexts(root);
  const cut = teaserCut(
    texts.map((text) => text.data),
    limit,
  );
  if (!cut) return false;
  const node = texts[cut.node]!;
  node.data = `${node.data.slice(0, cut.offset).replace(/\s+$/, '')}\u2026`;
  for (let current: Node = node; current !== root && current.parentNode; current = current.parentNode) {
    while (current.nextSibling) current.nextSibling.remove();
  }
  return true;
}

/**
 * `isAccessibleForFree: false`, with the gated part as `hasPart` and its `cssSelector`, as search
 * engines' paywall guidance asks. Microdata rather than a JSON-LD script: the site's CSP
 * requires Trusted Types for scripts, and data in attributes needs no script at all. The scope
 * is the nearest item around the article (the CMS's own Article, say), else <body> as a WebPage.
 * Returns the function that takes it away.
 */
export function markGatedPart(doc: Document, content: Element): () => void {
  const meta = (name: string, value: string) => {
    const el = doc.createElement('meta');
    el.setAttribute('itemprop', name);
    el.setAttribute('content', value);
    el.setAttribute('data-paywall-gate', '');
    return el;
  };
  const scope = content.parentElement?.closest('[itemscope]') ?? doc.body;
  const madeScope = !scope.hasAttribute('itemscope');
  if (madeScope) {
    scope.setAttribute('itemscope', '');
    scope.setAttribute('itemtype', 'https://schema.org/WebPage');
  }
  // schema.org's Boolean values are the enumeration members True and False.
  const added = [meta('isAccessibleForFree', 'False'), meta('isAccessibleForFree', 'False'), meta('cssSelector', `.${GATED_CLASS}`)];
  scope.prepend(added[0]!);
  content.classList.add(GATED_CLASS);
  content.setAttribute('itemprop', 'hasPart');
  content.setAttribute('itemscope', '');
  content.setAttribute('itemtype', 'https://schema.org/WebPageElement');
  content.prepend(added[1]!, added[2]!);
  return () => {
    for (const el of added) el.remove();
    for (const name of ['itemprop', 'itemscope', 'itemtype']) content.removeAttribute(name);
    content.classList.remove(GATED_CLASS);
    if (madeScope) {
      scope.removeAttribute('itemscope');
      scope.removeAttribute('itemtype');
    }
  };
}

/** Site 2.7's link rewriting over every link of the page (paywall-gate.logic.ts `rewrittenLink`). */
export function rewriteLinks(doc: Document, pageUrl: string, site: SiteConfig): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
    const next = rewrittenLink(link.getAttribute('href'), pageUrl, site);
    if (next) link.setAttribute('href', next);
  }
}

/** A configured address (checked; a secure-host path reads on the secure host), rewritten as the page's links are, else the default. */
function linkOr(value: string | undefined, site: SiteConfig, fallback: string, pageUrl: string): string {
  const checked = configuredLink(value, site, '<paywall-gate>');
  return checked ? (rewrittenLink(checked, pageUrl, site) ?? checked) : fallback;
}

/** The wall's links: Join (the main action) and Log in, configured or the site's own (site 7.7). */
export function wallLinks(config: PaywallGateConfig, site: SiteConfig, pageUrl: string, t: (text: string) => string): WallLink[] {
  return [
    { text: t(config.joinText), href: linkOr(config.joinLink, site, joinUrl(site, pageUrl), pageUrl), primary: true },
    { text: t(config.loginText), href: linkOr(config.loginLink, site, loginUrl(site, pageUrl), pageUrl) },
  ];
}

/** What the gate reads of its page once, when it starts. */
export interface PaywallPage {
  doc: Document;
  win: Window;
  site: SiteConfig;
  pageUrl: string;
  /** The article (`[data-paywall-content]`), if the page has one. */
  content: HTMLElement | null;
  /** Preview mode (wcmmode=preview): the author's persona picker shows. */
  preview: boolean;
  /** The persona picked in preview mode, if any. */
  persona: (typeof PREVIEW_PERSONAS)[number] | undefined;
  /** Authoring mode without a persona: the gate is off (CONTRACT 1), the whole article shows. */
  off: boolean;
}

export function paywallPage(host: HTMLElement, authoring: boolean): PaywallPage {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const mode = wcmMode(readCookie('wcmmode', doc.cookie), win.location.search, doc.documentElement.getAttribute('data-wcmmode'));
  const persona = authoring ? previewPersona(mode, win.location.search) : undefined;
  return {
    doc,
    win,
    site: siteConfig(doc),
    pageUrl: win.location.href,
    content: doc.querySelector<HTMLElement>('[data-paywall-content]'),
    preview: authoring && mode === 'preview',
    persona,
    off: authoring && !persona,
  };
}

/** Locked: the article cut to `length` visible characters, and what the wall takes away removed (site 2.7). */
export function lockArticle(doc: Document, content: Element | null, length: number, host: Element): void {
  if (content) cutToTeaser(content, length);
  removeForWall(doc, PAYWALL_REMOVED, host);
}

/** Open: every restricted section is marked as accessed. */
export function openArticle(doc: Document): void {
  for (const section of doc.querySelectorAll('[data-restricted]')) section.setAttribute('data-accessed', 'true');
}

/**
 * An empty mount point (`data-element-root`: display contents, no box of its own) for the wall,
 * which React renders into through a portal; put after the article when the gate locks, so the
 * wall follows the teaser in reading order. Not in the page until then.
 */
export function wallMount(doc: Document): HTMLElement {
  const mount = doc.createElement('div');
  mount.setAttribute(MOUNT_ATTRIBUTE, '');
  return mount;
}
