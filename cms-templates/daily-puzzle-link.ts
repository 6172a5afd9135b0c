/**
 * The markup the CMS renders for the daily puzzle link (CONTRACT 4c, brain-health 2.4): a plain
 * link to the puzzles' page, which the element dates. The demo site, the stories and the tests
 * render this template.
 */
import { html } from 'lit-html';

export interface DailyPuzzleLinkFields {
  locale?: 'en' | 'es';
  href?: string;
}

export const dailyPuzzleLinkTemplate = ({ locale = 'en', href }: DailyPuzzleLinkFields = {}) =>
  html`<daily-puzzle-link><a href=${href ?? (locale === 'es' ? '/espanol/rompecabezas-diarios/' : '/daily-puzzles/')}>${
    locale === 'es' ? 'El rompecabezas de hoy' : "Today's puzzle"
  }</a></daily-puzzle-link>`;
