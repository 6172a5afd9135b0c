/**
 * The markup the CMS renders on a challenge step page (CONTRACT 4c, brain-health 2.3, 4.12): the
 * link to the next step inside `<challenge-step>`, with the page's step and the next address. The
 * demo site, the stories and the tests render this template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface ChallengeStepFields {
  step: number | string;
  nextUrl: string;
  linkText?: string;
  config?: Record<string, unknown>;
}

export const challengeStepTemplate = ({ step, nextUrl, linkText = 'Next step', config }: ChallengeStepFields) =>
  html`<challenge-step data-step=${String(step)} data-next-url=${nextUrl}>${config ? configScript(config) : nothing}<a href=${nextUrl}>${linkText}</a></challenge-step>`;

/**
 * The demo's three-step challenge (fixtures/brain-health/challenges.ts 'ch-sleep-better'): its
 * step pages /challenges/sleep-better/step-1/ .. step-3/, the last one sending the visitor to the
 * challenge's finish target, the programme home, whose program-gate opens the congratulation.
 */
export const DEMO_CHALLENGE = Object.freeze({
  id: 'ch-sleep-better',
  slug: 'sleep-better',
  totalSteps: 3,
  finishUrl: '/get-started/',
  stepTitles: ['Set one wake-up time', 'Dim the lights an hour before bed', 'Keep a sleep diary for a night'],
});

/** The address of the demo challenge's step `step` (1-based). */
export const demoChallengeStepPath = (step: number) => `/challenges/${DEMO_CHALLENGE.slug}/step-${step}/`;

/** Where the demo challenge's step `step` sends the visitor: the next step, or the finish target after the last. */
export const demoChallengeNextUrl = (step: number) => (step < DEMO_CHALLENGE.totalSteps ? demoChallengeStepPath(step + 1) : DEMO_CHALLENGE.finishUrl);

/** What localStorage holds for a visitor on the demo challenge (3.7; CONTRACT 4c: `CurrentChallenge`, `CurrentChallengeId`). */
export const demoStoredChallenge = (stepsCompleted: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: DEMO_CHALLENGE.id,
    steps_completed: stepsCompleted,
    total_steps: DEMO_CHALLENGE.totalSteps,
    completed: stepsCompleted >= DEMO_CHALLENGE.totalSteps,
    data: { title: 'Sleep better in three steps' },
    ...extra,
  });
