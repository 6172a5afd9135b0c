/**
 * `<email-verification>` configuration (CONTRACT 4c; brain-health 2.5, 4.8, 8): the verify
 * modal's texts ('Hi {firstName}', its text, SEND EMAIL, the text after sending, the error
 * overlay's text), the thank-you modal's texts, the close control's name, and whether the page
 * is on the new site version (4.8 row 1; every page of this library is, so true by default).
 * Every field has a default; the defaults (and authored texts the CMS dictionary knows) are
 * translated on Spanish pages. Texts are shown as text, never as HTML.
 */
import * as v from 'valibot';
import { flag, text } from '../../core/schema.ts';
import { SEND_EMAIL_TEXT, VERIFICATION_SENT_TEXT, VERIFY_HEADING } from '../../domain/email-verification.ts';

export const emailVerificationSchema = v.object({
  heading: text(VERIFY_HEADING, "The verify modal's heading; {firstName} is the visitor's first name (without one: 'Please confirm your email address')."),
  body: text('Confirm your email address to get news and reminders from the programme. We can send you the email again.', "The verify modal's text."),
  sendText: text(SEND_EMAIL_TEXT, 'The button that sends the verification email.'),
  sentText: text(VERIFICATION_SENT_TEXT, 'Shown (and announced) once the email is sent.'),
  errorText: text('We could not send the email right now. Please try again later.', "The error overlay's text when sending fails."),
  thankYouHeading: text('Thank you', "The thank-you modal's heading (the email address is confirmed)."),
  thankYouBody: text('Your email address is confirmed.', "The thank-you modal's text."),
  closeText: text('Close', "The accessible name of the modals' close button."),
  newSiteVersion: flag(true, 'The page is on the new site version (4.8 row 1: the thank-you modal on any page, not only rewards pages).'),
});

export type EmailVerificationConfig = v.InferOutput<typeof emailVerificationSchema>;
