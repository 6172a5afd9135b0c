/**
 * `<challenge-step>` configuration (CONTRACT 4c): the page's step (`data-step`) and where the
 * visitor goes next (`data-next-url`, the CMS link's own address when absent), and the words the
 * element says, which the CMS may reword. The step is read by domain/challenges.ts `pageStep`: a
 * value that is not a whole number from 1 is no step (the link then only redirects), never a
 * config error, so a CMS slip never takes the link away.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const challengeStepSchema = v.object({
  step: text('', "This page's step of the challenge, a whole number from 1 (brain-health 4.12)."),
  nextUrl: text('', "Where the visitor goes next (http or https; relative to the page). Absent: the link's own address."),
  savingText: text('Saving your progress…', "Said while the step is saved (translated by the site's dictionary)."),
  saveErrorText: text(
    'Your progress could not be saved. Select the link again to go on without saving.',
    "Said when the save fails; the link then goes on without saving (translated by the site's dictionary).",
  ),
  congratulationHeading: text('Congratulations!', "The congratulation modal's heading, on a page without a program-gate (2.3)."),
  congratulationBody: text('You finished the challenge. Well done.', "The congratulation modal's text, on a page without a program-gate (2.3)."),
  closeText: text('Close', "The congratulation modal's close control (translated by the site's dictionary)."),
});

export type ChallengeStepConfig = v.InferOutput<typeof challengeStepSchema>;
