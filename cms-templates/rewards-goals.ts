/**
 * The markup the CMS renders for the rewards goals (CONTRACT 4c): the empty tag, and optionally
 * the shared rewards page config (`joinUrl`) as embedded JSON. The demo site, the stories and the
 * tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export const rewardsGoalsTemplate = ({ config }: { config?: Record<string, unknown> } = {}) =>
  html`<rewards-goals>${config ? configScript(config) : nothing}</rewards-goals>`;
