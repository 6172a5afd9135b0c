/**
 * The markup the CMS renders for the language switcher (CONTRACT 4b): the tag alone; the
 * element fetches the language list (site 7.1). `languagesUrl` moves the list (the demo points
 * it at the emulator's origin so the fault matrix sees the call).
 */
import { html, nothing } from 'lit-html';

export interface LanguageSwitcherFields {
  /** data-languages-url: where the language list comes from. */
  languagesUrl?: string;
}

export const languageSwitcherTemplate = ({ languagesUrl }: LanguageSwitcherFields = {}) =>
  html`<language-switcher data-languages-url=${languagesUrl ?? nothing}></language-switcher>`;
