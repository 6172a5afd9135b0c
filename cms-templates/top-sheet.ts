/**
 * The markup the CMS renders for the promotional top sheet (CONTRACT 4c, brain-health 1): the
 * empty tag with the fragment's address, above the page's content. The demo site, the stories and
 * the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

/** The demo CMS's fragment (the emulator answers it, emulator/handlers/brain-health.ts). */
export const topSheetFragmentUrl = (locale: 'en' | 'es' = 'en') => `/content/member/${locale}/fragments/top-sheet.html`;

export interface TopSheetFields {
  fragmentUrl?: string;
  config?: Record<string, unknown>;
}

export const topSheetTemplate = ({ fragmentUrl = topSheetFragmentUrl('en'), config }: TopSheetFields = {}) =>
  html`<top-sheet data-fragment-url=${fragmentUrl}>${config ? configScript(config) : nothing}</top-sheet>`;
