/**
 * The member expiry prompt (site 4.6, 9), pure. Shown only when all four conditions hold:
 * - an expiry date exists (the snapshot's `expiryDate` is a readable calendar date);
 * - the member is not on auto-renew (`autoRenew` is not 'Y': 'N' and unknown '' both count as
 *   not on auto-renew, as the header's expiring-member rule of site 4.3 reads it);
 * - the user is not a sponsored insurer user (below);
 * - days until expiry are 0 to 89 (site 9: "90 days (0-89 days)"; whole days, floored, as
 *   `expiryDays` counts them; -1, past or unreadable, is outside).
 *
 * Decisions (docs/decisions.md, "expiry-prompt and language-switcher (issue 13)"):
 * - A sponsored insurer user is a visitor whose programme data names a sponsor other than IMH.
 *   Site 1 says sponsored users' access "comes from a health-insurer or insurance sponsor", and
 *   brain-health 2.4 draws the same line ("sponsor other than IMH"); IMH counts as lifetime.
 *   Any other code hides the prompt, known to the partner-insurer group or not: their sponsor,
 *   not they, renews.
 * - A lifetime member (expiry year 2800, or the IMH sponsor) never sees the prompt: a lifetime
 *   membership does not expire, so there is nothing to renew. The 2800 dates are outside the
 *   window anyway; IMH with an ordinary date in the window is the case this rule decides.
 */
import { safeHttpUrl } from '../../core/urls.ts';
import { upperText } from '../../core/values.ts';
import { formatExpiryDate } from '../../domain/expiry-date.ts';
import { secureLinkBase } from '../../domain/site-links.ts';
import { IMH } from '../../domain/sponsor.ts';

/** Site 9: the expiry prompt's window, 90 days: 0 to 89 whole days left. */
export const EXPIRY_PROMPT_DAYS = 90;

/** What the prompt decides from: fields of the identity snapshot (CONTRACT 5). */
export interface ExpiryPromptInput {
  expiryDate: string;
  expiryDays: number;
  autoRenew: string;
  sponsor: string;
  isLifetime: boolean;
}

/** A sponsored insurer user: a sponsor code other than IMH (see the module comment). */
export function isSponsoredInsurerUser(sponsor: unknown): boolean {
  const code = upperText(sponsor);
  return code !== '' && code !== IMH;
}

/** Site 4.6: whether the prompt shows. */
export function showsExpiryPrompt(input: ExpiryPromptInput): boolean {
  if (!expiryPromptDate(input.expiryDate)) return false;
  if (upperText(input.autoRenew) === 'Y') return false;
  if (isSponsoredInsurerUser(input.sponsor)) return false;
  if (input.isLifetime === true) return false;
  const days = input.expiryDays;
  return Number.isInteger(days) && days >= 0 && days < EXPIRY_PROMPT_DAYS;
}

/**
 * The date as the prompt shows it: MM/DD/YYYY (site 4.6, 9) of the snapshot's calendar date
 * ('YYYY-MM-DD', the same day for every visitor); '' when there is none.
 */
export function expiryPromptDate(expiryDate: unknown): string {
  return formatExpiryDate(expiryDate);
}

/**
 * Where 'Renew now' goes: the configured `renewLink` when it is an http(s) URL or a path (paths
 * under /mem/ and /applications/ on the secure host, where the site's renew page lives, site
 * 7.7; other paths on this site), else the site's own Renew target (`fallback`, site-links
 * `renewUrl`). `unsafe` says a configured value was refused (javascript:, data:, ...).
 * Campaign ids are not added here: the page behaviour of site 7.7 tags every Renew link the
 * page shows, this one included (docs/decisions.md).
 */
export function expiryPromptRenewHref(
  renewLink: string | undefined,
  targets: { secureEndpoint: string; pageBase: string | undefined; fallback: string },
): { href: string; unsafe: boolean } {
  const configured = typeof renewLink === 'string' ? renewLink.trim() : '';
  if (!configured) return { href: targets.fallback, unsafe: false };
  const href = safeHttpUrl(configured, secureLinkBase(configured, targets.secureEndpoint) ?? targets.pageBase);
  return href ? { href, unsafe: false } : { href: targets.fallback, unsafe: true };
}
