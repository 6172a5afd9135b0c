/**
 * Sponsors (brain-health 6, site 3.5, 3.12, 4.3). Sponsor codes are written in the spec with a
 * neutral stand-in for the company part, `{insurer1}` and `{insurer2}`; the real parts come from
 * #site-config (PageContext.insurers).
 *
 * - Partner-insurer group: {insurer1}, {insurer1}MS35, {insurer1}MS15, {insurer1}MA, {insurer1}OP,
 *   {insurer2}. Sponsored group: those plus IMH. IMH is treated as lifetime. RA subset:
 *   {insurer1}MS35, {insurer1}MA.
 * - Codes compare trimmed and in any case (services and config may differ in case); the code we
 *   hand on keeps the data's spelling, trimmed.
 * - An empty insurer part names no code: with insurer1 '' the code 'MS35' is not a partner code.
 */
import type { PageContext, ProgramUser, SponsorStyle } from './identity.types.ts';
import { ownValue, text, upperText } from '../core/values.ts';

export type Insurers = PageContext['insurers'];

/** The IMH sponsor code (brain-health 6, site 4.3). */
export const IMH = 'IMH';

/** Suffixes of the {insurer1} codes and the header style each gives (brain-health 6). */
const INSURER1_STYLES: ReadonlyArray<readonly [suffix: string, style: SponsorStyle]> = [
  ['', 'health-insurer'],
  ['MS35', 'medicare-supplement-35'],
  ['MS15', 'medicare-supplement-15'],
  ['MA', 'medicare-advantage'],
  ['OP', 'one-pass-fitness'],
];
const RA_SUFFIXES = new Set(['MS35', 'MA']);

/** The partner-insurer codes (upper case) with the style of each. */
function partnerCodes(insurers: unknown): Map<string, { style: SponsorStyle; ra: boolean }> {
  const codes = new Map<string, { style: SponsorStyle; ra: boolean }>();
  const insurer1 = upperText(ownValue(insurers, 'insurer1'));
  const insurer2 = upperText(ownValue(insurers, 'insurer2'));
  if (insurer1) for (const [suffix, style] of INSURER1_STYLES) codes.set(insurer1 + suffix, { style, ra: RA_SUFFIXES.has(suffix) });
  if (insurer2 && !codes.has(insurer2)) codes.set(insurer2, { style: 'insurance-company', ra: false });
  return codes;
}

/** The partner-insurer group's codes, in upper case (the form they are compared in). */
export function partnerInsurerCodes(insurers: Insurers): string[] {
  return [...partnerCodes(insurers).keys()];
}

/** Brain-health 6: the partner-insurer group. */
export function isPartnerInsurer(code: unknown, insurers: Insurers): boolean {
  const value = upperText(code);
  return value !== '' && partnerCodes(insurers).has(value);
}

/** Brain-health 6: the separate IMH check. */
export function isImh(code: unknown): boolean {
  return upperText(code) === IMH;
}

/** Brain-health 6: the sponsored group (partner insurers plus IMH). */
export function isSponsoredGroup(code: unknown, insurers: Insurers): boolean {
  return isImh(code) || isPartnerInsurer(code, insurers);
}

/** Brain-health 6: the 'RA' subset ({insurer1}MS35 and {insurer1}MA). */
export function isRaSponsor(code: unknown, insurers: Insurers): boolean {
  return partnerCodes(insurers).get(upperText(code))?.ra === true;
}

/**
 * The header style of a sponsor code (brain-health 6: "each sponsor code gives its own header
 * style"): the one-pass fitness code, the two medicare-supplement codes, the medicare-advantage
 * code, the insurance-company code ({insurer2}), and the plain {insurer1} code. '' for IMH,
 * unknown codes and no code.
 */
export function sponsorHeaderStyle(code: unknown, insurers: Insurers): SponsorStyle | '' {
  return partnerCodes(insurers).get(upperText(code))?.style ?? '';
}

/** A sponsor value that says "none": empty, or a falsy word a service wrote as text. */
function sponsorText(value: unknown): string {
  const code = text(value);
  const lower = code.toLowerCase();
  return lower === 'false' || lower === 'null' || lower === 'undefined' ? '' : code;
}

/**
 * The sponsor code of a programme user (site 3.5, 3.12; brain-health 3.1):
 * fullResponse.user.access_and_features.sponsor first, else hasSponsoredSubscription (a sponsor
 * type, or false / 'false' for none). Trimmed; '' when there is none. Any non-empty code counts,
 * known to the groups above or not.
 */
export function programSponsor(user: unknown): string {
  const features = ownValue(ownValue(ownValue(user, 'fullResponse'), 'user'), 'access_and_features');
  return sponsorText(ownValue(features, 'sponsor')) || sponsorText(ownValue(user, 'hasSponsoredSubscription'));
}

/** Whether a programme user has a sponsor (site 3.12 "sponsored user"). */
export function hasSponsor(user: ProgramUser | undefined): boolean {
  return programSponsor(user) !== '';
}
