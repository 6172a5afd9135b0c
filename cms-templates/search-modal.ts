/**
 * The markup the CMS renders for the search modal (CONTRACT 4b, site 2.8): the channel options as
 * embedded JSON and the button that opens it. The demo site, the stories and the tests render it.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface SearchModalFields {
  /** Embedded configuration: `options` [{ dropDownLabel, dropDownValue }]. */
  config?: Record<string, unknown>;
  /** The opener button's text (default 'Search'). */
  buttonText?: string;
}

/** The demo's channel options (site 3.10 fields). */
export const DEMO_SEARCH_OPTIONS = [
  { dropDownLabel: 'All', dropDownValue: 'all' },
  { dropDownLabel: 'Member benefits', dropDownValue: 'member-benefits' },
  { dropDownLabel: 'Research', dropDownValue: 'research' },
  { dropDownLabel: 'Health', dropDownValue: 'health' },
];

export const searchModalTemplate = ({ config, buttonText = 'Search' }: SearchModalFields = {}) =>
  html`<search-modal>${config ? configScript(config) : nothing}<button type="button" data-search-open>${buttonText}</button></search-modal>`;
