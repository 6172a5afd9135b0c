/**
 * The paywall's view (site 2.7, 4.8; brain-health 2.6, 4.2), plain DOM over the CMS's article.
 *
 * Before this runs, src/styles/elements.css keeps the article body, restricted sections, the
 * benefits carousel and comments laid out but invisible (`visibility: hidden`) while the gate
 * has not decided: a locked visitor never sees them paint, and for a member they only turn
 * visible, which moves nothing (no layout shift). The guard gives up after a few seconds (the
 * page never stays blank when the code cannot load).
 *
 * Locked (`isPaywallShown`: codes 1, 5, 4, M, U, D, no login cookie, programme not activated):
 * - the article (`[data-paywall-content]`) is cut to its teaser at a word boundary, in the DOM,
 *   so the markup before the cut stays whole;
 * - restricted sections, the benefits carousel, comments and the footer are removed from the DOM;
 * - the wall (core/dom/page-wall.ts) follows the teaser: scroll locked, everything outside it,
 *   the header and the main navigation inert;
 * - the host gets `data-locked="true"`.
 * Open: each `[data-restricted]` gets `data-accessed="true"`, the host `data-locked="false"`.
 *
 * On every page with the gate (not in authoring mode), links are rewritten per site 2.7 and the
 * page carries `isAccessibleForFree: false` structured data for the gated part.
 *
 * The decision is taken once per page view: the login flow comes back to this page (its `state`),
 * which loads it again. In preview mode an author may pick a persona to see the page as.
 */
import type { ViewProps } from '../../core/element.ts';
import { readCookie } from '../../core/cookies.ts';
import { createWallPanel, raiseWall, removeForWall } from '../../core/dom/page-wall.ts';
import { siteConfig, type SiteConfig } from '../../core/site-config.ts';
import { isPaywallShown, PAYWALL_REMOVED } from '../../domain/gating.ts';
import { configuredLink, joinUrl, loginUrl } from '../../domain/site-links.ts';
import { $identitySources, startIdentity } from '../../stores/identity.ts';
import type { PaywallGateConfig } from './paywall-gate.schema.ts';
import { PREVIEW_PERSONAS, previewPersona, previewUrl, rewrittenLink, teaserCut, teaserLength, wcmMode } from './paywall-gate.logic.ts';

export const LOCKED_ATTRIBUTE = 'data-locked';
/** The class the structured data names as the gated part (search engines' paywall guidance). */
export const GATED_CLASS = 'paywall-gated';

let ids = 0;

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
function markGatedPart(doc: Document, content: Element): () => void {
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

function rewriteLinks(doc: Document, pageUrl: string, site: SiteConfig): void {
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

/** Preview mode: the author picks whom to see the page as (reloads with the persona in the query). */
function previewPicker(doc: Document, t: (text: string) => string, current: string, pageUrl: string, go: (url: string) => void): HTMLElement {
  const box = doc.createElement('p');
  box.className = 'paywall-gate__preview';
  const label = doc.createElement('label');
  label.textContent = `${t('Preview the paywall as')} `;
  const select = doc.createElement('select');
  const own = doc.createElement('option');
  own.value = '';
  own.textContent = t('An author (the paywall is off)');
  select.append(own);
  for (const persona of PREVIEW_PERSONAS) {
    const option = doc.createElement('option');
    option.value = persona.id;
    option.textContent = t(persona.label);
    select.append(option);
  }
  select.value = current;
  select.addEventListener('change', () => go(previewUrl(pageUrl, select.value)));
  label.append(select);
  box.append(label);
  return box;
}

export function enhancePaywallGate({ host, config, t, authoring }: ViewProps<PaywallGateConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const site = siteConfig(doc);
  const pageUrl = win.location.href;
  const content = doc.querySelector<HTMLElement>('[data-paywall-content]');
  const cleanups: Array<() => void> = [];
  const cleanup = () => cleanups.splice(0).forEach((undo) => undo());

  const mode = wcmMode(readCookie('wcmmode', doc.cookie), win.location.search, doc.documentElement.getAttribute('data-wcmmode'));
  const persona = authoring ? previewPersona(mode, win.location.search) : undefined;
  if (authoring && mode === 'preview') {
    const picker = previewPicker(doc, t, persona?.id ?? '', pageUrl, (url) => win.location.assign(url));
    host.append(picker);
    cleanups.push(() => picker.remove());
  }
  if (authoring && !persona) {
    // Off in authoring mode (CONTRACT 1): the whole article shows.
    host.setAttribute(LOCKED_ATTRIBUTE, 'false');
    return cleanup;
  }
  if (!content) console.error('<paywall-gate> the page has no [data-paywall-content]: nothing to cut to a teaser; the rest of the gate applies.');

  if (content) cleanups.push(markGatedPart(doc, content));
  rewriteLinks(doc, pageUrl, site);

  const { length, valid } = teaserLength(config.teaserLength);
  if (!valid) console.warn(`<paywall-gate> data-teaser-length is not a whole number; ${length} is used: "${String(config.teaserLength).slice(0, 50)}"`);

  const lock = () => {
    if (content) cutToTeaser(content, length);
    removeForWall(doc, PAYWALL_REMOVED, host);
    const panel = createWallPanel(doc, {
      id: `paywall-gate-${++ids}`,
      block: 'paywall-gate__wall',
      heading: t(config.heading),
      body: t(config.body),
      links: [
        { text: t(config.joinText), href: linkOr(config.joinLink, site, joinUrl(site, pageUrl), pageUrl), primary: true },
        { text: t(config.loginText), href: linkOr(config.loginLink, site, loginUrl(site, pageUrl), pageUrl) },
      ],
    });
    if (content) content.after(panel);
    else host.append(panel);
    const lower = raiseWall([panel, host], doc);
    host.setAttribute(LOCKED_ATTRIBUTE, 'true');
    cleanups.push(() => {
      lower();
      panel.remove();
    });
  };
  const open = () => {
    for (const section of doc.querySelectorAll('[data-restricted]')) section.setAttribute('data-accessed', 'true');
    host.setAttribute(LOCKED_ATTRIBUTE, 'false');
  };

  let decided = false;
  const decide = (final: boolean) => {
    if (decided) return;
    const sources = $identitySources.get();
    const locked = isPaywallShown({ at: persona ? persona.at : sources.at, programUserType: persona ? undefined : sources.programUser, authoring: false });
    // Off the programme (no userTypesUrl) the cookie decides; on it, an open cookie waits for the
    // programme's answer (not activated locks), however late it comes (the session's `loaded`).
    if (!locked && !final && !persona && site.userTypesUrl) return;
    decided = true;
    if (locked) lock();
    else open();
  };

  const session = startIdentity(win);
  decide(false);
  if (!decided) {
    let stopped = false;
    const final = () => !stopped && decide(true);
    void session.loaded.then(final, final);
    cleanups.push(() => (stopped = true));
  }
  return () => {
    cleanup();
    host.removeAttribute(LOCKED_ATTRIBUTE);
  };
}
