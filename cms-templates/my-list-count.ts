/**
 * The markup the CMS renders for the my-list count (CONTRACT 4c, brain-health 4.14): the link to
 * the list with an empty `[data-count]` the element fills. The demo site, the stories and the
 * tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface MyListCountFields {
  locale?: 'en' | 'es';
  config?: Record<string, unknown>;
}

export const myListCountTemplate = ({ locale = 'en', config }: MyListCountFields = {}) =>
  html`<my-list-count>${config ? configScript(config) : nothing}<a href=${locale === 'es' ? '/espanol/mi-lista/' : '/my-list/'}>${
    locale === 'es' ? 'Mi lista' : 'My list'
  } <span data-count></span></a></my-list-count>`;
