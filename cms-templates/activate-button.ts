/**
 * The markup the CMS renders for the programme's activate button (CONTRACT 4c, brain-health 4.13):
 * a plain button inside `<activate-button>`. The demo site, the stories and the tests render this
 * template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface ActivateButtonFields {
  locale?: 'en' | 'es';
  config?: Record<string, unknown>;
}

export const activateButtonTemplate = ({ locale = 'en', config }: ActivateButtonFields = {}) =>
  html`<activate-button>${config ? configScript(config) : nothing}<button type="button">${locale === 'es' ? 'Activar' : 'Activate'}</button></activate-button>`;
