/**
 * The markup the CMS renders for the search box (CONTRACT 4b): a search form that works without
 * JavaScript, with the native category select; the element enhances it. The results page's own
 * box has its input id `results-search` (site 2.8).
 */
import { html } from 'lit-html';

export interface SearchBoxFields {
  /** The input's id: 'site-q' in the header, 'results-search' on the results page. */
  inputId?: string;
  /** The form's action (the results page when JavaScript is off). */
  action?: string;
  locale?: 'en' | 'es';
}

const CATEGORIES = {
  en: [
    ['all', 'All'],
    ['articles', 'Articles'],
    ['member benefits', 'Member benefits'],
    ['research', 'Research'],
  ],
  es: [
    ['all', 'Todo'],
    ['articles', 'Artículos'],
    ['member benefits', 'Beneficios para socios'],
    ['research', 'Investigación'],
  ],
} as const;

export const searchBoxTemplate = ({ inputId = 'site-q', action, locale = 'en' }: SearchBoxFields = {}) => {
  const es = locale === 'es';
  const label = es ? 'Buscar' : 'Search';
  return html`<search-box
    ><form action=${action ?? (es ? '/espanol/buscar/' : '/search/')} role="search" aria-label=${label}>
      <label for=${inputId}>${es ? 'Buscar en el sitio' : 'Search the site'}</label>
      <input id=${inputId} name="q" type="search" />
      <select name="c" aria-label=${es ? 'Categoría' : 'Category'}>
        ${CATEGORIES[locale].map(([value, text]) => html`<option value=${value}>${text}</option>`)}
      </select>
      <button type="submit">${label}</button>
    </form></search-box
  >`;
};
