/**
 * The markup the CMS renders for the member expiry prompt (CONTRACT 4b): its configuration as
 * embedded JSON. The demo site, the stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface ExpiryPromptFields {
  /** Embedded configuration: message (with {date}), renewLink, renewText, label. */
  config?: Record<string, unknown>;
}

export const expiryPromptTemplate = ({ config }: ExpiryPromptFields = {}) => html`<expiry-prompt>${config ? configScript(config) : nothing}</expiry-prompt>`;
