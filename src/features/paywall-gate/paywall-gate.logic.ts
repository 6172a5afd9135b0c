/**
 * The paywall's rules (site 2.7, 4.8, 5, 7.7; brain-health 2.6, 4.2), pure: when the gate
 * decides, the teaser cut, the link rewriting, and the personas an author may preview the page
 * as. Whether the paywall shows is `isPaywallShown` of src/domain/gating.ts (the header and brain
 * health share it).
 */
import type { SiteConfig } from '../../core/site-config.ts';
import { toUrl } from '../../core/urls.ts';
import { isPaywallShown } from '../../domain/gating.ts';
import type { AuthCookie, IdentitySources } from '../../domain/identity.types.ts';
import { loginUrl, membershipUrl } from '../../domain/site-links.ts';

/** The gate's decision: `locked` (the teaser and the wall) or `open` (the whole article). */
export type PaywallDecision = 'locked' | 'open';

/**
 * Whether the paywall locks (site 4.8; brain-health 4.2), decided once per page view, or
 * undefined while it cannot say yet. `final`: identity's first reading is complete (every service
 * answer in or failed). Off the programme (`onProgramme` false: no userTypesUrl) the `at` cookie
 * decides at once; on it, an open cookie waits for the programme's answer (not activated locks),
 * however late it comes, and a failed programme call leaves the cookie's answer. A previewed
 * persona (preview mode) decides at once by its own cookie, without the programme.
 */
export function paywallDecision(
  sources: Pick<IdentitySources, 'at' | 'programUser'>,
  { persona, onProgramme, final }: { persona?: { at: AuthCookie | undefined }; onProgramme: boolean; final: boolean },
): PaywallDecision | undefined {
  const locked = isPaywallShown({ at: persona ? persona.at : sources.at, programUserType: persona ? undefined : sources.programUser, authoring: false });
  if (locked) return 'locked';
  return final || persona || !onProgramme ? 'open' : undefined;
}

/** Site 2.7: the teaser length when the page sets none. */
export const DEFAULT_TEASER_LENGTH = 500;

/**
 * `data-teaser-length`: a whole number of characters, 0 or more. Anything else (absent, 'abc',
 * '-3', '2.5') is the default 500, with `valid: false` so the view can say so on the console.
 */
export function teaserLength(value: unknown): { length: number; valid: boolean } {
  if (value === undefined || value === null || value === '') return { length: DEFAULT_TEASER_LENGTH, valid: true };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return { length: DEFAULT_TEASER_LENGTH, valid: false };
  return { length: Number.parseInt(text, 10), valid: true };
}

/** What the reader sees of a text: runs of white space read as one space. */
export function visibleLength(text: string): number {
  return text.replace(/\s+/g, ' ').length;
}

/**
 * Where to cut the article so that at most `limit` visible characters stay (site 2.7: "cut to
 * the teaser length"), at a word boundary. `texts` are the article's text nodes in document
 * order. Returns the index of the text node to cut and the offset in it where the kept part
 * ends (the rest of that node and everything after it goes), or undefined when the whole
 * article fits. A word that would straddle the limit goes whole; a node whose first word does
 * not fit is cut at its start.
 */
export function teaserCut(texts: readonly string[], limit: number): { node: number; offset: number } | undefined {
  let used = 0;
  let previousEndedInSpace = true;
  for (let node = 0; node < texts.length; node += 1) {
    const text = texts[node]!;
    // Count as the reader sees it: a run of spaces, also across nodes, is one space.
    let offset = 0;
    for (; offset < text.length; offset += 1) {
      const space = /\s/.test(text[offset]!);
      if (space && previousEndedInSpace) continue;
      if (used === limit) break;
      used += 1;
      previousEndedInSpace = space;
    }
    if (offset === text.length) continue;
    // The limit falls inside this node: back up to the start of the word it falls in.
    if (/\s/.test(text[offset]!)) return { node, offset };
    let boundary = offset;
    while (boundary > 0 && !/\s/.test(text[boundary - 1]!)) boundary -= 1;
    return { node, offset: boundary };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Link rewriting (site 2.7, 5, 7.7)

/** Site 2.7: links to these become the membership URL when they lack a referrer. */
export const MEMBERSHIP_LINK_PARTS = [
  '/membershipChallenge/showChallengeForm',
  'user/register',
  '/mem/join',
  '/membershipChallenge/connectMembership',
] as const;
const LOGIN_PATH = '/applications/user/login';

type LinkConfig = Pick<SiteConfig, 'brand' | 'secureEndpoint' | 'clientIdLive' | 'clientIdNonLive'>;

function hasParameter(url: URL, name: string, withValue: boolean): boolean {
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === name && (!withValue || value.trim() !== '')) return true;
  }
  return false;
}

/**
 * Site 2.7's link rewriting on a page with the paywall, or undefined to leave the link as it is:
 * - a link containing /membershipChallenge/showChallengeForm, user/register, /mem/join or
 *   /membershipChallenge/connectMembership and lacking a referrer becomes the membership URL
 *   (7.7) with the link's own parameters kept and referrer={current page} added (site 5);
 * - a link to /applications/user/login without redirect_uri gets the authorisation parameters
 *   of 7.7 (response_type, client_id, redirect_uri, scope, state), keeping its own;
 * - a login link with redirect_uri but no state gets state={current page}.
 * Only http(s) links are read; `javascript:` and the like are never rewritten.
 */
export function rewrittenLink(href: string | null | undefined, pageUrl: string, config: LinkConfig): string | undefined {
  if (typeof href !== 'string' || !href.trim() || href.trim().startsWith('#')) return undefined;
  const url = toUrl(href.trim(), pageUrl);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const whole = `${url.pathname}${url.search}`;
  if (MEMBERSHIP_LINK_PARTS.some((part) => whole.includes(part))) {
    if (hasParameter(url, 'referrer', true)) return undefined;
    const target = new URL(membershipUrl(config, pageUrl));
    for (const [key, value] of url.searchParams) {
      if (key.toLowerCase() !== 'referrer' && !target.searchParams.has(key)) target.searchParams.append(key, value);
    }
    // referrer last, as in 7.7.
    const referrer = target.searchParams.get('referrer') ?? pageUrl;
    target.searchParams.delete('referrer');
    target.searchParams.append('referrer', referrer);
    return target.href;
  }
  if (!url.pathname.includes(LOGIN_PATH)) return undefined;
  if (!hasParameter(url, 'redirect_uri', false)) {
    const authorise = new URL(loginUrl(config, pageUrl));
    for (const [key, value] of authorise.searchParams) {
      if (!url.searchParams.has(key)) url.searchParams.append(key, value);
    }
    return url.href;
  }
  if (hasParameter(url, 'state', false)) return undefined;
  url.searchParams.append('state', pageUrl);
  return url.href;
}

// ---------------------------------------------------------------------------------------------
// Preview as a persona (issue 14: "in preview mode an author can view the page as a chosen persona")

/** The query parameter that picks the persona in preview mode. */
export const PREVIEW_PARAMETER = 'paywallPreview';

/** The personas an author may preview the page as, with the login cookie each stands for. */
export const PREVIEW_PERSONAS: ReadonlyArray<{ id: string; label: string; at: AuthCookie | undefined }> = [
  { id: 'anonymous', label: 'A visitor who is not logged in', at: undefined },
  { id: 'non-member', label: 'A logged-in non-member', at: { ms: '1' } },
  { id: 'member', label: 'An active member', at: { ms: '0' } },
  { id: 'expired', label: 'An expired member', at: { ms: '5' } },
  { id: 'cancelled', label: 'A cancelled member', at: { ms: '4' } },
  { id: 'suspended', label: 'A suspended member', at: { ms: 'M' } },
];

/** The wcmmode of the page (cookie, query or <html data-wcmmode>), lower case, or ''. */
export function wcmMode(cookie: string | undefined, search: string, attribute: string | null): string {
  const query = new URLSearchParams(search).get('wcmmode');
  return (cookie || query || attribute || '').trim().toLowerCase();
}

/** The persona picked by the page's query in preview mode, or undefined (edit mode, none, unknown). */
export function previewPersona(mode: string, search: string): (typeof PREVIEW_PERSONAS)[number] | undefined {
  if (mode !== 'preview') return undefined;
  const raw = new URLSearchParams(search).get(PREVIEW_PARAMETER);
  const id = raw ? raw.trim().toLowerCase() : '';
  return PREVIEW_PERSONAS.find((persona) => persona.id === id);
}

/** The page's URL with the preview persona set (or removed, for ''), for the picker. */
export function previewUrl(pageUrl: string, personaId: string): string {
  const url = new URL(pageUrl);
  if (personaId) url.searchParams.set(PREVIEW_PARAMETER, personaId);
  else url.searchParams.delete(PREVIEW_PARAMETER);
  return url.href;
}
