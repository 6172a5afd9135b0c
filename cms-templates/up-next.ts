/**
 * The markup the CMS renders for the 'up next' tiles of a programme detail page (CONTRACT 4c,
 * brain-health 2.1, 7.6): the empty tag with its tags and count. The demo site, the stories and
 * the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface UpNextFields {
  tags?: string;
  count?: number | string;
  config?: Record<string, unknown>;
}

export const upNextTemplate = ({ tags = 'pillar-eat_right', count = 3, config }: UpNextFields = {}) =>
  html`<up-next data-tags=${tags} data-count=${String(count)}>${config ? configScript(config) : nothing}</up-next>`;
