/**
 * The two calls behind the member strip's membership number (site 2.4, 3.5, 5, 7.3):
 *
 *   GET {identity service}/api/v1/sessions/me, with credentials -> { lastPasswordVerification }
 *   GET {servicesEndpoint}applications/CoreApi/user, with credentials, headers ascp: ami and
 *       Authorization: Bearer {token} -> { status, user: { memberNumber } }
 *
 * Both answers are checked; a body of the wrong shape is an ApiError like any failure.
 */
import * as v from 'valibot';
import { identityServiceHost } from '../core/environment.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { getJson, looseString, type CallOptions } from './http.ts';

const timestamp = v.fallback(v.optional(v.union([v.number(), v.string()])), undefined);

const sessionSchema = v.looseObject({ lastPasswordVerification: timestamp });

const coreUserSchema = v.looseObject({
  status: looseString,
  user: v.fallback(v.optional(v.looseObject({ memberNumber: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined) })), undefined),
});

export function sessionUrl(config: Pick<SiteConfig, 'identityServiceUrl'>, pageHostname?: string): string {
  return `${identityServiceHost(config.identityServiceUrl, pageHostname).replace(/\/+$/, '')}/api/v1/sessions/me`;
}

export function coreUserUrl(config: Pick<SiteConfig, 'servicesEndpoint'>): string {
  return `${config.servicesEndpoint}applications/CoreApi/user`;
}

/** When the password was last verified, as epoch ms; undefined when the session does not say. */
export async function fetchLastPasswordVerification(config: SiteConfig, options: CallOptions = {}): Promise<number | undefined> {
  const session = await getJson(sessionUrl(config), sessionSchema, { ...options, credentials: 'include' });
  const value = session.lastPasswordVerification;
  const time = typeof value === 'number' ? value : typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value)) : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}

export interface CoreUser {
  status: string;
  memberNumber: string;
}

export async function fetchCoreUser(config: SiteConfig, options: CallOptions): Promise<CoreUser> {
  const body = await getJson(coreUserUrl(config), coreUserSchema, { ...options, credentials: 'include', headers: { ascp: 'ami', ...options.headers } });
  const number = body.user?.memberNumber;
  return { status: body.status ?? '', memberNumber: number === undefined ? '' : String(number).trim() };
}
