/**
 * The markup the CMS renders for the Ask page (CONTRACT section 4a, ask-and-rewards 2.1): the
 * form values (`query`, `endPointUrl`, `related_questions`, `agent-name`), the configured
 * messages and topic lists as embedded JSON, and a no-JS fallback (the heading and the
 * disclaimer) that the page replaces once it renders. The demo site, the stories and the
 * browser tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface AskPageFields {
  /** Same-origin address of a configuration JSON. */
  jsonUrl?: string;
  /** Embedded configuration (fields of src/features/ask/ask.schema.ts askPageSchema). */
  config?: Record<string, unknown>;
  /** The chat socket address as data-end-point-url (wins over the JSON's endPointUrl). */
  endPointUrl?: string;
  /** What the page shows until it renders (and without JavaScript). */
  fallback?: { heading: string; text: string };
}

export const askPageTemplate = ({ jsonUrl, config, endPointUrl, fallback }: AskPageFields) =>
  html`<ask-page data-json-url=${jsonUrl ?? nothing} data-end-point-url=${endPointUrl ?? nothing}>${config ? configScript(config) : nothing}${
    fallback ? html`<div class="ask-page-fallback"><h1>${fallback.heading}</h1><p>${fallback.text}</p></div>` : nothing
  }</ask-page>`;
