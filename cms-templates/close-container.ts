/** The markup the CMS renders for a close-container (CONTRACT 4b, site 2.13): any content inside the tag. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { configScript } from './render.ts';

export interface CloseContainerFields {
  body: TemplateResult;
  config?: Record<string, unknown>;
}

export const closeContainerTemplate = ({ body, config }: CloseContainerFields) =>
  html`<close-container>${config ? configScript(config) : nothing}${body}</close-container>`;

export const demoCloseContainer = (locale: 'en' | 'es' = 'en') =>
  locale === 'es'
    ? html`<p><strong>Aviso:</strong> nuestras oficinas cierran el lunes por el día festivo. La ayuda en línea sigue disponible.</p>`
    : html`<p><strong>Notice:</strong> our offices are closed on Monday for the holiday. Online help is still available.</p>`;
