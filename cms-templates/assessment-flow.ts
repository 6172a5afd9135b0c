/**
 * The markup the CMS renders on the assessment routes (CONTRACT 4c, brain-health 2.2, 4.11): the
 * empty tag, with the element's texts when the CMS rewords them. The demo site, the stories and
 * the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface AssessmentFlowFields {
  config?: Record<string, unknown>;
}

export const assessmentFlowTemplate = ({ config }: AssessmentFlowFields = {}) =>
  html`<assessment-flow>${config ? configScript(config) : nothing}</assessment-flow>`;
