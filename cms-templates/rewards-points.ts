/**
 * The markup the CMS renders for the rewards points display (CONTRACT 4a, ask-and-rewards 2.3):
 * an empty tag with its form (`data-format`: pts | POINTS | brand) and, optionally, the daily-cap
 * meter (`data-daily-cap="true"`). The demo site, the stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';

export interface RewardsPointsFields {
  /** pts ('{n} pts'), POINTS ('{n} POINTS') or brand ('{brand} Rewards {n} POINTS'); default pts. */
  format?: 'pts' | 'POINTS' | 'brand' | string;
  /** Adds the daily-cap meter and the max-points notice. */
  dailyCap?: boolean;
}

export const rewardsPointsTemplate = ({ format, dailyCap }: RewardsPointsFields = {}) =>
  html`<rewards-points data-format=${format ?? nothing} data-daily-cap=${dailyCap ? 'true' : nothing}></rewards-points>`;
