/**
 * The brain-health programme's own calls (brain-health 7.4):
 *
 *   GET {baseApiPathURL}{product}/api/v1/activate?locale={en|es}   Bearer
 *       -> 2xx { status, userType, user: <the programme record, 3.1> }; user.membership_status is
 *          read (domain/activation.ts). Errors: non-2xx { status: 'error', error, message }
 *          (emulator/handlers/brain-health.ts); an invalid token's message names 'invalid' and
 *          'token' (brain-health 8).
 *
 *   POST {services-host}/applications/loyalty-catalog/activity        Bearer, JSON, optionally
 *        X-Loyalty-Backend: LoyaltyPlus; body { userIdentifier, activityIdentifier } (3.10, 7.4;
 *        domain/activation.ts) -> any 2xx; the answer is not read.
 *
 * `baseApiPathURL` without a value: `{servicesEndpoint}applications/` (the emulator's and the
 * demo's value, docs/decisions.md). The services host is `servicesEndpoint`.
 */
import type { Locale } from '../core/locale.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { ApiError } from '../core/errors.ts';
import * as v from 'valibot';
import {
  activationUrl as activationAddress,
  isInvalidTokenError,
  loyaltyActivityBody,
  loyaltyActivityHeaders,
  loyaltyActivityUrl,
} from '../domain/activation.ts';
import { getAnswer, postJson, type CallOptions } from './http.ts';

/** An activation the service refused; `invalidToken` for brain-health 8's invalid-token error. */
export class ActivationError extends ApiError {
  override name = 'ActivationError';
  readonly invalidToken: boolean;
  constructor(message: string, status: number, url: string, invalidToken: boolean) {
    super(message, status, url);
    this.invalidToken = invalidToken;
  }
}

/** Brain-health 7.4: the activation address for the page's locale (Spanish 'es', every other 'en'). */
export function activationUrl(config: Pick<SiteConfig, 'baseApiPathURL' | 'servicesEndpoint' | 'product'>, locale: Locale): string {
  return activationAddress(config.baseApiPathURL ?? `${config.servicesEndpoint}applications/`, config.product, locale);
}

/**
 * Activates the programme for the bearer of `options.token`; resolves with the answer's body (a
 * 2xx), throws ActivationError for a refusal (non-2xx) and ApiError (status 0) when no answer came.
 */
export async function activateProgram(
  config: Pick<SiteConfig, 'baseApiPathURL' | 'servicesEndpoint' | 'product'>,
  locale: Locale,
  options: CallOptions,
): Promise<unknown> {
  const url = activationUrl(config, locale);
  const { status, body } = await getAnswer(url, options);
  if (status >= 200 && status < 300) return body;
  throw new ActivationError(`${url} answered ${status}`, status, url, isInvalidTokenError(status, body));
}

/**
 * Brain-health 3.10 / 7.4: records the activation's loyalty activity for `userIdentifier` (the
 * fedid); resolves on a 2xx, throws ApiError otherwise (the caller only logs it).
 */
export async function recordLoyaltyActivity(
  config: Pick<SiteConfig, 'servicesEndpoint'>,
  userIdentifier: string,
  options: { token: string; loyaltyPlus: boolean },
): Promise<void> {
  const headers = loyaltyActivityHeaders(options.token, options.loyaltyPlus);
  await postJson(loyaltyActivityUrl(config.servicesEndpoint), loyaltyActivityBody(userIdentifier), v.unknown(), { headers });
}
