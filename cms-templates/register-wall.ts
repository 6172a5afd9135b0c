/**
 * The markup the CMS renders for the register wall (CONTRACT 4b): its configuration as embedded
 * JSON. The content it removes is marked `data-restricted` on the page. The demo site, the
 * stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface RegisterWallFields {
  /** Embedded configuration: heading, body, registerLink, registerText, loginLink, loginText. */
  config?: Record<string, unknown>;
}

export const registerWallTemplate = ({ config }: RegisterWallFields = {}) => html`<register-wall>${config ? configScript(config) : nothing}</register-wall>`;
