/**
 * The brain-health programme's own calls (brain-health 7.4):
 *
 *   GET {baseApiPathURL}{product}/api/v1/activate?locale={en|es}   Bearer
 *       -> 2xx { status, userType, user: <the programme record, 3.1> }; user.membership_status is
 *          read (domain/activation.ts). Errors: non-2xx { status: 'error', error, message }
 *          (emulator/handlers/brain-health.ts); an invalid token's message names 'invalid' and
 *          'token' (brain-health 8).
 *
 * `baseApiPathURL` without a value: `{servicesEndpoint}applications/` (the emulator's and the
 * demo's value, docs/decisions.md).
 */
import type { Locale } from '../core/locale.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { ApiError } from '../core/errors.ts';
import { activationUrl as activationAddress, isInvalidTokenError } from '../domain/activation.ts';
import { getAnswer, type CallOptions } from './http.ts';

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
