/**
 * The markup the CMS (or a partner page) renders for the Ask entry widget (CONTRACT section 4a,
 * ask-and-rewards 2.2): the Ask page address as data-ask-url and the configuration as embedded
 * JSON. The demo site, the partner demo page, the stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface AskWidgetFields {
  /** The Ask page address (data-ask-url): absolute on partner pages, e.g. https://www.example.org/ask-member */
  askUrl?: string;
  /** Embedded configuration (the fields of elements/ask-widget/README.md), e.g. { chips: [...] }. */
  config?: Record<string, unknown>;
}

export const askWidgetTemplate = ({ askUrl, config }: AskWidgetFields) =>
  html`<ask-widget data-ask-url=${askUrl ?? nothing}>${config ? configScript(config) : nothing}</ask-widget>`;
