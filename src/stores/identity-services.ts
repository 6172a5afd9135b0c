/**
 * The identity services (the known user, user info, programme user types, rewards membership:
 * docs/decisions.md "Identity (issue 3)"), asked for a reading of the cookies. Its own module,
 * loaded only when a call applies (`needsServices` in identity.ts): an anonymous visitor's page
 * never fetches it, and what every page loads stays small (the tag-less page budget, issue 12).
 */
import { describeError } from '../core/error-text.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { isRewardsEnrolled } from '../domain/rewards.ts';
import type { IdentitySources, RewardsMembership } from '../domain/identity.types.ts';
import * as api from '../api/identity.ts';
import { cleanFlagNow, readCachedProgramUser, writeCachedProgramUser } from './user-type-cache.ts';
import { installIdentityServices } from './identity-session.ts';

/**
 * The rewards membership (3.2) through the rewards client (7.2: its headers, time travel and
 * backend switch, and on a rewards page the token check), calling as the visitor of these
 * sources: identity's store does not hold them yet. A client of its own: this is the only rewards
 * call made before the page knows who the visitor is, so there is nothing to share it with.
 */
async function askRewardsMembership(doc: Document, config: SiteConfig, sources: IdentitySources, signal?: AbortSignal): Promise<RewardsMembership> {
  // Loaded here, for a rewards participant only: the rewards chunk stays off other visitors' pages
  // (and a static import would tie this chunk and the rewards chunk into a cycle).
  const { createRewardsClient, fetchRewardsMembership, readRewardsConfig } = await import('../api/rewards.ts');
  const caller = { token: sources.accessToken, userId: sources.fedid, participant: true };
  const client = createRewardsClient({ doc, config, rewards: readRewardsConfig(doc), caller: () => caller });
  return fetchRewardsMembership(client, sources.fedid!, signal);
}

/** Asks the services that apply to these cookie sources; a failing service is logged and skipped. */
export async function loadServiceSources(
  sources: IdentitySources,
  config: SiteConfig,
  signal?: AbortSignal,
  doc: Document = document,
): Promise<IdentitySources> {
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
  // Without a login cookie the visitor is anonymous-user on the programme whatever the service
  // would say (CONTRACT 4c): it is not asked (domain/program-gate.ts `gateUserType`).
  // This visitor's answer from earlier in the visit (stores/user-type-cache.ts) stands for the call.
  const win = doc.defaultView;
  const cachedProgramUser = config.userTypesUrl && sources.at && win ? readCachedProgramUser(win, sources.fedid) : undefined;
  const askProgramUser = Boolean(config.userTypesUrl && sources.at) && !cachedProgramUser;
  const cleanWhenAsked = askProgramUser && win ? cleanFlagNow(win) : null;
  const askRewards = Boolean(participant && token && sources.fedid);
  const loaded: IdentitySources = { ...sources };
  if (cachedProgramUser) loaded.programUser = cachedProgramUser;
  // Nothing to ask, or the reading was given up (identity stopped) before its services module arrived.
  if ((!askKnownUser && !askUserInfo && !askProgramUser && !askRewards) || signal?.aborted) return loaded;
  const [knownUser, userInfo, programUser, rewardsMembership] = await Promise.all([
    askKnownUser ? attempt('known user', () => api.fetchKnownUser(config, options)) : undefined,
    askUserInfo ? attempt('user info', () => api.fetchUserInfo(config, options)) : undefined,
    askProgramUser ? attempt('programme user types', () => api.fetchProgramUser(config.userTypesUrl!, options)) : undefined,
    askRewards ? attempt('rewards membership', () => askRewardsMembership(doc, config, sources, signal)) : undefined,
  ]);
  if (knownUser) loaded.knownUser = knownUser;
  if (userInfo) loaded.userInfo = userInfo;
  if (programUser) {
    loaded.programUser = programUser;
    if (win && !signal?.aborted) writeCachedProgramUser(win, sources.fedid, programUser, cleanWhenAsked);
  }
  if (rewardsMembership) loaded.rewardsMembership = rewardsMembership;
  return loaded;
}

/**
 * A reading that must ask the programme's user types (a programme page, a login cookie, nothing in
 * the user-type cache: a visitor's first programme page) is urgent: the gate's modal waits on it
 * (issue 33: no modal later than the page's elements), so identity calls the services at once
 * rather than a task later (identity-session.ts `installIdentityServices`).
 */
export function isUrgentReading(sources: IdentitySources, config: SiteConfig, doc: Document): boolean {
  const win = doc.defaultView;
  return Boolean(config.userTypesUrl && sources.at && win) && !readCachedProgramUser(win!, sources.fedid);
}

installIdentityServices({ load: loadServiceSources, urgent: isUrgentReading });
