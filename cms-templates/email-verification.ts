/**
 * The markup the CMS renders for the email-verification prompt (CONTRACT 4c, brain-health 4.8):
 * the empty tag with its embedded JSON (the verify and thank-you modals' texts). The demo site,
 * the stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export const emailVerificationTemplate = ({ config }: { config?: Record<string, unknown> } = {}) =>
  html`<email-verification>${config ? configScript(config) : nothing}</email-verification>`;

/** The texts as an author writes them (the demo's pages), in English or Spanish. */
export function emailVerificationDemoConfig(locale: 'en' | 'es' = 'en'): Record<string, unknown> {
  return locale === 'es'
    ? {
        heading: 'Hola, {firstName}',
        body: 'Confirme su correo electrónico para recibir noticias y recordatorios del programa. Podemos enviarle el correo otra vez.',
        sendText: 'ENVIAR CORREO',
        sentText: 'Un correo de verificación le espera en su bandeja de entrada...',
        errorText: 'No pudimos enviar el correo ahora. Inténtelo de nuevo más tarde.',
        thankYouHeading: 'Gracias',
        thankYouBody: 'Su correo electrónico está confirmado.',
      }
    : {
        heading: 'Hi {firstName}',
        body: 'Confirm your email address to get news and reminders from the programme. We can send you the email again.',
        sendText: 'SEND EMAIL',
        sentText: 'A verification email is waiting for you in your inbox...',
        errorText: 'We could not send the email right now. Please try again later.',
        thankYouHeading: 'Thank you',
        thankYouBody: 'Your email address is confirmed.',
      };
}
