/**
 * The markup the CMS renders for the leaving-site notice (CONTRACT 4b): its configuration as
 * embedded JSON, one per page. The demo site, the stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface LeavingSiteModalFields {
  /** Embedded configuration: heading, body, continueText, cancelText, internalHosts, siteName, appName, appOrigins. */
  config?: Record<string, unknown>;
}

export const leavingSiteModalTemplate = ({ config }: LeavingSiteModalFields = {}) =>
  html`<leaving-site-modal>${config ? configScript(config) : nothing}</leaving-site-modal>`;
