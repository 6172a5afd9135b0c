import { defineMeta } from '../../src/core/schema.ts';
import { emailVerificationSchema } from '../../src/features/email-verification/email-verification.schema.ts';

/**
 * `<email-verification>`: the email-verification prompt and thank-you modal (brain-health 2.5,
 * 4.8, 4.9, 7.2, 8; CONTRACT 4c), in the one modal shell. Off in authoring mode.
 *
 * ```html
 * <email-verification><script type="application/json">{ "heading": "Hi {firstName}", "body": "...",
 *   "sendText": "SEND EMAIL", "sentText": "A verification email is waiting for you in your inbox...",
 *   "errorText": "...", "thankYouHeading": "...", "thankYouBody": "..." }</script></email-verification>
 * ```
 */
export const emailVerification = defineMeta({
  tag: 'email-verification',
  summary:
    "Email verification: the thank-you modal for an emo=email_verification link opened with no referrer; for a logged-in visitor with evs status P or Q (or no evs cookie) the JSONP status check, then the verify modal ('Hi {firstName}', SEND EMAIL; the sent text or the error overlay) when it answers success with popup; a check that is not a success clears the COIMODAL flag and fires coi-updated. Never over another modal (4.9), never when EXP carries the programme-app value; a service that never answers leaves no modal and no error. Off in authoring mode.",
  schema: emailVerificationSchema,
  attributes: [],
  events: [
    {
      name: 'coi-updated',
      description: 'On document: the status check was not a success (brain-health 4.8 row 5, 8); detail { source: "email-verification" }.',
    },
  ],
  services: [
    '/applications/CoreServices/WSOWebService/email/getEmailVerficationStatus',
    '/applications/CoreServices/WSOWebService/email/sendEmailVerificationEmail',
  ],
});
