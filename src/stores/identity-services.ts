/**
 * The identity services (the known user, user info, programme user types, rewards membership:
 * docs/decisions.md "Identity (issue 3)"), asked for a reading of the cookies. Its own module,
 * loaded only when a call applies (`needsServices` in identity.ts): an anonymous visitor's page
 * never fetches it, and what every page loads stays small (the tag-less page budget, issue 12).
 */
import { describeError } from '../core/error-text.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { isRewardsEnrolled } from '../domain/rewards.ts';
import type { IdentitySources } from '../domain/identity.types.ts';
import * as api from '../api/identity.ts';

/** Asks the services that apply to these cookie sources; a failing service is logged and skipped. */
export async function loadServiceSources(sources: IdentitySources, config: SiteConfig, signal?: AbortSignal): Promise<IdentitySources> {
  const token = sources.accessToken;
  const attempt = async <T>(what: string, call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call();
    } catch (error) {
      if (!signal?.aborted) console.warn(`member-elements: ${what} unavailable: ${describeError(error)}`);
      return undefined;
    }
  };
  const options = { token, ...(signal ? { signal } : {}) };
  const participant = isRewardsEnrolled(sources.at);
  // The known user carries memberState for visitors who are not logged in, and bypassBpCode
  // for everyone (site 6): asked whenever the visitor is known (fedid).
  const askKnownUser = Boolean(sources.fedid);
  const askUserInfo = Boolean(sources.at && token);
  const askProgramUser = Boolean(config.userTypesUrl);
  const askRewards = Boolean(participant && token && sources.fedid);
  if (!askKnownUser && !askUserInfo && !askProgramUser && !askRewards) return { ...sources };
  const [knownUser, userInfo, programUser, rewardsMembership] = await Promise.all([
    askKnownUser ? attempt('known user', () => api.fetchKnownUser(config, options)) : undefined,
    askUserInfo ? attempt('user info', () => api.fetchUserInfo(config, options)) : undefined,
    askProgramUser ? attempt('programme user types', () => api.fetchProgramUser(config.userTypesUrl!, options)) : undefined,
    askRewards ? attempt('rewards membership', () => api.fetchRewardsMembership(config, sources.fedid!, options)) : undefined,
  ]);
  const loaded: IdentitySources = { ...sources };
  if (knownUser) loaded.knownUser = knownUser;
  if (userInfo) loaded.userInfo = userInfo;
  if (programUser) loaded.programUser = programUser;
  if (rewardsMembership) loaded.rewardsMembership = rewardsMembership;
  return loaded;
}
