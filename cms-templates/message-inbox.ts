/**
 * The markup the CMS renders for the brain-health inbox (CONTRACT 4c, brain-health 4.10): the
 * dropdown's button with an empty, hidden badge, and the empty, hidden panel the element fills.
 * The demo's programme pages put it in the site header (cms-templates/pages/layout.ts), with the
 * 'user-api' provider (the emulator's messaging user API); the stories and the tests render it too.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface MessageInboxFields {
  locale?: 'en' | 'es' | 'zz';
  /** `data-provider`: 'sdk' (the element's default) or 'user-api'. */
  provider?: 'sdk' | 'user-api';
  config?: Record<string, unknown>;
}

export const messageInboxTemplate = ({ locale = 'en', provider, config }: MessageInboxFields = {}) =>
  html`<message-inbox data-provider=${provider ?? nothing}>${config ? configScript(config) : nothing}<button type="button" data-inbox-toggle aria-expanded="false">${
    locale === 'es' ? 'Mensajes' : 'Messages'
  } <span data-inbox-badge hidden></span></button><div data-inbox-panel hidden></div></message-inbox>`;

/** The demo's inbox: the emulator's content cards through the messaging user API. */
export const demoMessageInbox = (locale: 'en' | 'es' | 'zz') => messageInboxTemplate({ locale, provider: 'user-api' });
