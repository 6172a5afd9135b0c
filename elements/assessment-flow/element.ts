import { defineMeta } from '../../src/core/schema.ts';
import { assessmentFlowSchema } from '../../src/features/assessment-flow/assessment-flow.schema.ts';

/**
 * `<assessment-flow>`: the assessment routes' flow (brain-health 2.2, 4.11, 7.3; CONTRACT 4c).
 *
 * ```html
 * <assessment-flow></assessment-flow>
 * ```
 */
export const assessmentFlow = defineMeta({
  tag: 'assessment-flow',
  summary:
    "The assessment routes (2.2): the provider's arrival on the start page (assessment-complete, the attempt counter set to 5, the cached tiles cleared), the questionnaire's redirect to the hub, the completion check (up to 5 tries 10 s apart, said politely while it waits), and on the hub the scores with their labels.",
  schema: assessmentFlowSchema,
  attributes: [],
  services: ['/applications/*/api/v1/assessments/assessment_complete', '/applications/*/api/v1/cbs/scores/sync'],
});
