/**
 * Identity sources that come from services (issue 3). The spec leaves three of these calls
 * "not shown" (site 7.3: known user, user info, user types); their contract is ours, written in
 * docs/decisions.md and served by the emulator:
 *
 *   GET {knownUserUrl}    (default {servicesEndpoint}applications/CoreApi/user/known)
 *       -> KnownUser (site 3.3). Asked for a visitor who is not logged in but has a fedid.
 *   GET {userInfoUrl}     (default {servicesEndpoint}applications/CoreApi/user/info)
 *       -> UserInfo (site 3.4). Bearer token. Asked for a logged-in visitor with a token.
 *   GET {userTypesUrl}    (only when configured: the brain-health sub-site)
 *       -> ProgramUser (brain-health 3.1): { userType, hasSponsoredSubscription, fullResponse }.
 *
 * The rewards membership (ask-and-rewards 3.2, GET loyalty-catalog member/{userId}) is a rewards
 * call: it goes through the rewards client (api/rewards.ts `fetchRewardsMembership`).
 *
 * Every answer is checked; a field of the wrong type is dropped, a body of the wrong shape is
 * an ApiError.
 */
import * as v from 'valibot';
import type { SiteConfig } from '../core/site-config.ts';
import type { KnownUser, ProgramUser, UserInfo } from '../domain/identity.types.ts';
import { getJson, looseString, looseStrings, type CallOptions } from './http.ts';

const knownUserSchema = v.looseObject({
  memberState: looseString,
  memberShipStatus: looseString,
  memberAutoRenewStatus: looseString,
  memberExpiry: looseString,
  memberExpiryDate: looseString,
  bypassBpCode: v.fallback(v.optional(v.union([v.string(), v.boolean()])), undefined),
});

const userInfoSchema = v.looseObject({
  ...looseStrings([
    'membershipExpirationDate',
    'memberAutoRenew',
    'membershipStatus',
    'membershipType',
    'firstName',
    'lastName',
    'city',
    'state_short',
    'membershipAccountId',
  ] as const).entries,
  isLoggedIn: v.fallback(v.optional(v.boolean()), undefined),
});

const flagSchema = v.fallback(v.optional(v.union([v.boolean(), v.string()])), undefined);

const programUserSchema = v.looseObject({
  userType: looseString,
  hasSponsoredSubscription: v.fallback(v.optional(v.union([v.string(), v.literal(false)])), undefined),
  fullResponse: v.fallback(
    v.optional(
      v.looseObject({
        user: v.fallback(
          v.optional(
            v.looseObject({
              ...looseStrings(['membership_status', 'auto_renew', 'membership_expiration_date', 'is_registered_non_member_activated', 'created_on'] as const)
                .entries,
              access_and_features: v.fallback(
                v.optional(
                  v.looseObject({
                    features: v.fallback(v.optional(v.array(v.string())), undefined),
                    no_of_free_trial_days: v.fallback(v.optional(v.union([v.number(), v.string()])), undefined),
                    free_trail_expired: flagSchema,
                    free_trial_camppaign_id: looseString,
                    sponsor: looseString,
                    active: flagSchema,
                  }),
                ),
                undefined,
              ),
            }),
          ),
          undefined,
        ),
      }),
    ),
    undefined,
  ),
});

export function knownUserUrl(config: SiteConfig): string {
  return config.knownUserUrl ?? `${config.servicesEndpoint}applications/CoreApi/user/known`;
}

export function userInfoUrl(config: SiteConfig): string {
  return config.userInfoUrl ?? `${config.servicesEndpoint}applications/CoreApi/user/info`;
}

export async function fetchKnownUser(config: SiteConfig, options: CallOptions = {}): Promise<KnownUser> {
  return (await getJson(knownUserUrl(config), knownUserSchema, options)) as KnownUser;
}

export async function fetchUserInfo(config: SiteConfig, options: CallOptions): Promise<UserInfo> {
  return (await getJson(userInfoUrl(config), userInfoSchema, options)) as UserInfo;
}

export async function fetchProgramUser(url: string, options: CallOptions): Promise<ProgramUser> {
  return (await getJson(url, programUserSchema, options)) as ProgramUser;
}

/** A stored programme user (stores/user-type-cache.ts) checked as an answer is; anything else is none. */
export function parseProgramUser(value: unknown): ProgramUser | undefined {
  // An object, as getJson requires of an answer (valibot's object schemas let a list through).
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const result = v.safeParse(programUserSchema, value);
  return result.success ? (result.output as ProgramUser) : undefined;
}
