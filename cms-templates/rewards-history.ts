/**
 * The markup the CMS renders for the points history (CONTRACT 4c): an empty tag with the rows per
 * page. The demo site, the stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';

export interface RewardsHistoryFields {
  size?: number | string;
}

export const rewardsHistoryTemplate = ({ size }: RewardsHistoryFields = {}) => html`<rewards-history data-size=${size ?? nothing}></rewards-history>`;
