/**
 * `<assessment-flow>` configuration (CONTRACT 4c: `<assessment-flow></assessment-flow>` on the
 * assessment routes of brain-health 2.2): no attributes are needed; every field is a text the CMS
 * may reword (each translated by the site's dictionary, Spanish in src/i18n/es.json).
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const assessmentFlowSchema = v.object({
  checkingText: text('Checking whether your assessment is complete…', 'The status line while the completion check runs or waits to try again (4.11).'),
  completeText: text('Your assessment is complete.', 'The status line once the completion check succeeded.'),
  notReadyText: text('Your results are not ready yet. Please check back later.', 'The status line after the last completion check failed.'),
  heading: text('Your assessment scores', "The heading of the hub's scores."),
  domainsHeading: text('Cognitive domains', 'The heading of the domain scores (each with its label).'),
  pillarsHeading: text('Lifestyle pillars', 'The heading of the pillar scores (3.6).'),
  pendingText: text('Your scores will show here once your assessment is complete.', 'The hub while the scores are not ready.'),
});

export type AssessmentFlowConfig = v.InferOutput<typeof assessmentFlowSchema>;
