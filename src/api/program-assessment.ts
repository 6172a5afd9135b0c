/**
 * The assessment calls of `<assessment-flow>` (brain-health 7.3; CONTRACT 4c), both with the
 * bearer token, ky, the one time limit, no retries of their own (the flow retries the completion
 * check, 4.11):
 *
 *   GET  {apiPathURL}/assessments/assessment_complete
 *        -> 2xx { assessment_complete: true, ... } is a success; anything else a failed try
 *           (CONTRACT 4c). The answer is read whatever its status (api/http.ts getAnswer): the
 *           rule that reads it is domain/assessment.ts `completionSucceeded`.
 *   POST {apiPathURL}/cbs/scores/sync      body {}
 *        -> { status: 'success', synced_on, scores: { domains: [...], pillars: {...} } } once the
 *           assessment is complete, else { status: 'pending' } (the emulator's shape, CONTRACT 4c:
 *           "answers the spec leaves unshown are the emulator's"). The scores inside are read
 *           loosely by features/assessment-flow/assessment-flow.logic.ts.
 *
 * A call that got no answer (time limit, no connection) is an ApiError with status 0; a scores
 * answer that is not an object with a text `status` is an ApiError 422.
 */
import * as v from 'valibot';
import { assessmentCompleteUrl, scoresSyncUrl } from '../domain/assessment.ts';
import { getAnswer, postJson, type Answer } from './http.ts';

export interface AssessmentCallOptions {
  token: string;
  signal?: AbortSignal;
}

/** Brain-health 7.3: one completion check; the status and body whatever they are. */
export function fetchAssessmentComplete(apiPathURL: string, options: AssessmentCallOptions): Promise<Answer> {
  return getAnswer(assessmentCompleteUrl(apiPathURL), { token: options.token, ...(options.signal ? { signal: options.signal } : {}) });
}

/** The scores sync's answer: a text status, the scores read loosely. */
const scoresSchema = v.looseObject({ status: v.string('status must be text'), scores: v.optional(v.unknown()) });
export type ScoresAnswer = v.InferOutput<typeof scoresSchema>;

/** Brain-health 7.3 / CONTRACT 4c: the member's scores (POST with an empty JSON object). */
export function fetchScores(apiPathURL: string, options: AssessmentCallOptions): Promise<ScoresAnswer> {
  return postJson(scoresSyncUrl(apiPathURL), {}, scoresSchema, { token: options.token, ...(options.signal ? { signal: options.signal } : {}) });
}
