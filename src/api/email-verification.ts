/**
 * The email-verification calls (brain-health 7.2), JSONP under {servicesEndpoint}:
 *
 *   GET {servicesEndpoint}/applications/CoreServices/WSOWebService/email/getEmailVerficationStatus?callback=…
 *   GET {servicesEndpoint}/applications/CoreServices/WSOWebService/email/sendEmailVerificationEmail?callback=…
 *       -> a script calling the callback with { result, status?, popup?, ... } (the emulator's
 *          answers: emulator/handlers/brain-health.ts). The visitor is known by the services'
 *          cookies (a script sends no header).
 *
 * Resolves with the answer's value, or undefined when none came (time-out, a failed load, a
 * script that did not call back, an address refused); never rejects. What the value means is
 * domain/email-verification.ts's (`statusCheckOutcome`, `sendOutcome`).
 */
import type { SiteConfig } from '../core/site-config.ts';
import { emailVerificationUrl, type EmailVerificationCall } from '../domain/email-verification.ts';
import { jsonp, type JsonpOptions } from './jsonp.ts';

export async function emailVerificationCall(
  config: Pick<SiteConfig, 'servicesEndpoint'>,
  call: EmailVerificationCall,
  options: JsonpOptions = {},
): Promise<unknown> {
  const result = await jsonp((callback) => emailVerificationUrl(config.servicesEndpoint, call, callback), options);
  return result.answered ? result.value : undefined;
}
