/**
 * The links of the brain-health gating modals (brain-health 7.7, 9, 4.3; CONTRACT 4c: "joins,
 * logins, renewals and 'Link Membership' are links (7.7 targets)"), built on site-links.ts:
 *
 * - login: the OAuth login with scope bui+bmi+openid and state = the current page (7.7);
 * - join: {secure}/mem/join?campaignID=USSTEST7&offer=ss&referrer={page}[&request_locale=es];
 *   in the partner campaign the site config's partnerCampaignId and partnerOffer instead (9: "the
 *   promo parameter is replaced by a partner value"; CONTRACT 4c);
 * - renew: {secure}/mem/renew?campaignID={code}&referrer={page} (7.7's first renew form);
 * - 'Link Membership': the membership challenge form with the referrer (site-links.ts);
 * - the welcome modal's close removes redirectedby from the address (4.3).
 *
 * Decisions where the spec is silent: the renew campaign is site 7.7's renew campaign id of the
 * page query (rkc, else campaignid, else ZDFLTTC; site-links.ts); a partner campaign without a
 * configured partnerCampaignId or partnerOffer falls back to USSTEST7 and 'ss'.
 */
import type { SiteConfig } from '../core/site-config.ts';
import { decodePart } from '../core/query-values.ts';
import { queryString, splitUrl, toUrl, type UrlInput } from '../core/urls.ts';
import { PROGRAM_JOIN_CAMPAIGN, type GatingModal } from './program-gate.ts';
import { joinUrl, loginUrl, membershipUrl, renewCampaignId, secureUrl } from './site-links.ts';

/** Brain-health 7.7: the offer code of the programme join. */
export const PROGRAM_JOIN_OFFER = 'ss';
/** Brain-health 7.7: the OAuth scopes of the programme login. */
export const PROGRAM_LOGIN_SCOPE: readonly string[] = Object.freeze(['bui', 'bmi', 'openid']);

/** The site config the links need; partnerCampaignId and partnerOffer are the CONTRACT 1 fields. */
export type ProgramLinkConfig = Pick<SiteConfig, 'brand' | 'secureEndpoint' | 'clientIdLive' | 'clientIdNonLive'> & {
  partnerCampaignId?: string;
  partnerOffer?: string;
};

/** Brain-health 7.7: the login URL with state = the current page. */
export function programLoginUrl(config: ProgramLinkConfig, current: UrlInput): string {
  return loginUrl(config, current, { scope: PROGRAM_LOGIN_SCOPE });
}

/** Brain-health 7.7 / 9: the programme join, standard or partner campaign. */
export function programJoinUrl(config: ProgramLinkConfig, current: UrlInput, partnerCampaign = false): string {
  const campaignId = (partnerCampaign && config.partnerCampaignId?.trim()) || PROGRAM_JOIN_CAMPAIGN;
  const offer = (partnerCampaign && config.partnerOffer?.trim()) || PROGRAM_JOIN_OFFER;
  return joinUrl(config, current, { campaignId, offer });
}

/** Brain-health 7.7: {secure}/mem/renew?campaignID=...&referrer={current page}. */
export function programRenewUrl(config: ProgramLinkConfig, current: UrlInput): string {
  const page = toUrl(current);
  return `${secureUrl(config.secureEndpoint, 'mem/renew')}?${queryString([
    ['campaignID', renewCampaignId(page?.search ?? '')],
    ['referrer', page?.href ?? ''],
  ])}`;
}

/** The links a gating modal shows (CONTRACT 4c `modals`): each present only where the modal has it. */
export interface ModalLinks {
  login?: string;
  join?: string;
  linkMembership?: string;
  renew?: string;
}

/** Brain-health 4.3 / 7.7: the links of each gating modal ('Activate' is a button, the welcome has none). */
export function modalLinks(modal: GatingModal, config: ProgramLinkConfig, current: UrlInput): ModalLinks {
  switch (modal) {
    case 'login':
      return { login: programLoginUrl(config, current) };
    case 'partnerCampaign':
      return { join: programJoinUrl(config, current, true), login: programLoginUrl(config, current) };
    case 'join':
      return { join: programJoinUrl(config, current), linkMembership: membershipUrl(config, current) };
    case 'freeTrialExpired':
      return { join: programJoinUrl(config, current) };
    case 'renew':
      return { renew: programRenewUrl(config, current) };
    default:
      return {};
  }
}

/**
 * Brain-health 4.3: the address without its redirectedby parameter (any case of the name), the
 * rest of the query and the fragment kept byte for byte; for history.replaceState on closing the
 * welcome modal.
 */
export function withoutExclusiveRedirect(href: string): string {
  if (typeof href !== 'string') return '';
  const { base, query, hash } = splitUrl(href);
  const kept = query.split('&').filter(
    (part) =>
      part !== '' &&
      decodePart(part.split('=')[0] ?? '')
        .trim()
        .toLowerCase() !== 'redirectedby',
  );
  return `${base}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}
