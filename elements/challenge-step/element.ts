import { defineMeta } from '../../src/core/schema.ts';
import { challengeStepSchema } from '../../src/features/challenge-step/challenge-step.schema.ts';

/**
 * `<challenge-step>`: a brain-health challenge step page's link to the next step (brain-health
 * 2.3, 3.7, 4.12, 7.5, 8; CONTRACT 4c).
 *
 * ```html
 * <challenge-step data-step="3" data-next-url="/challenges/sleep-better/step-4/">
 *   <a href="/challenges/sleep-better/step-4/">Next step</a></challenge-step>
 * ```
 */
export const challengeStep = defineMeta({
  tag: 'challenge-step',
  summary:
    "Challenge step: the valid-user check on load (a url: sent there; {}: the stored current step cleared), the challenges shape cached in challengesShape, and the CMS's link saving the step first (4.12's step rules and clamp; the challenge as a JSON string without data), busy meanwhile; completing sets the congratulation flag before the redirect; a failed save is said and the link then goes on without saving. Opens the congratulation modal on a page without a program-gate.",
  schema: challengeStepSchema,
  attributes: ['step', 'nextUrl'],
  services: ['/applications/*/api/v1/me/challenges/valid-user', '/applications/*/api/v1/me/challenges', '/content/*/api/challenges.*.json'],
});
