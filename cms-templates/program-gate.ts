/**
 * The markup the CMS renders for the brain-health gate (CONTRACT 4c): the empty tag with its
 * embedded JSON (the modals' texts, rnmaFlow, vendorMode, programHost). The demo site, the
 * stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export const programGateTemplate = ({ config }: { config?: Record<string, unknown> } = {}) =>
  html`<program-gate>${config ? configScript(config) : nothing}</program-gate>`;

/** Every modal's texts as an author writes them, in English or Spanish (the demo's pages). */
export function programGateDemoConfig(locale: 'en' | 'es' | 'zz'): Record<string, unknown> {
  const es = locale === 'es';
  return {
    modals: es
      ? {
          login: {
            heading: 'Inicie sesión para continuar',
            body: 'Esta parte del programa es para miembros. Inicie sesión para verla.',
            loginText: 'Iniciar sesión',
          },
          join: {
            heading: 'Hágase socio para usar el programa',
            body: 'El programa es un beneficio para socios. Hágase socio o vincule la membresía que ya tiene.',
            joinText: 'Hacerse socio',
            linkMembershipText: 'Vincular membresía',
          },
          activate: { heading: 'Active su programa', body: 'El programa viene con su membresía. Actívelo para empezar.', activateText: 'Activar' },
          renew: { heading: 'Renueve para volver al programa', body: 'Su membresía terminó. Renuévela para volver a usar el programa.', renewText: 'Renovar' },
          welcome: { heading: 'Bienvenido', body: 'Alguien compartió este contenido con usted. Disfrútelo.' },
          partnerCampaign: {
            heading: 'Hágase socio y ahorre',
            offerText: 'Ahorre 25%: solo $12 por su primer año de membresía con renovación automática',
            note: '*Por un cargo único adicional.',
            joinText: 'Hacerse socio',
            loginText: 'Iniciar sesión',
          },
          freeTrialExpired: { heading: 'Su prueba gratuita terminó', body: 'Hágase socio para seguir usando el programa.', joinText: 'Hacerse socio' },
          freeTrialAssessmentExpired: { heading: 'La evaluación de su prueba gratuita terminó', body: 'Hágase socio para volver a hacer la evaluación.' },
          challengeCongratulation: { heading: '¡Felicitaciones!', body: 'Terminó el desafío. ¡Bien hecho!' },
        }
      : {
          login: { heading: 'Log in to keep your brain sharp', body: 'The programme is for members. Log in to see this page.', loginText: 'Log In' },
          join: {
            heading: 'Join to get the programme',
            body: 'The programme is a member benefit. Join, or link the membership you already have.',
            joinText: 'Join',
            linkMembershipText: 'Link Membership',
          },
          activate: { heading: 'Activate your programme', body: 'The programme comes with your membership. Activate it to start.', activateText: 'Activate' },
          renew: { heading: 'Renew to get the programme back', body: 'Your membership has ended. Renew it to use the programme again.', renewText: 'Renew' },
          welcome: { heading: 'Welcome', body: 'This content was shared with you. Enjoy it.' },
          partnerCampaign: {
            heading: 'Join and save',
            offerText: 'Save 25% - Just $12 for your first year of membership with automatic renewal',
            note: '*For an additional one-time fee.',
            joinText: 'Join',
            loginText: 'Log In',
          },
          freeTrialExpired: { heading: 'Your free trial has ended', body: 'Join to keep using the programme.', joinText: 'Join' },
          freeTrialAssessmentExpired: { heading: 'Your free trial assessment has ended', body: 'Join to take the assessment again.' },
          challengeCongratulation: { heading: 'Congratulations!', body: 'You finished the challenge. Well done.' },
        },
    rnmaFlow: false,
    vendorMode: false,
  };
}
