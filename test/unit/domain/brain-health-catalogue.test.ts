import { describe, expect, it } from 'vitest';
import { activationOutcome, nextActivationState } from '../../../src/domain/activation.ts';
import {
  ABOVE_EXPECTED_ABOVE,
  ASSESSMENT_ATTEMPTS,
  ASSESSMENT_RETRY_MS,
  LOW_SCORE_BELOW,
  SCORE_RANGE,
  completionCheckTries,
  completionSucceeded,
} from '../../../src/domain/assessment.ts';
import { shapeAnswer, stepDecision } from '../../../src/domain/challenges.ts';
import { COI_UPDATED_EVENT, NOT_SUCCESS_CLEARS, sendOutcome, statusCheckOutcome, verifyHeading } from '../../../src/domain/email-verification.ts';
import { INBOX_CACHE_MS, isCachedUserAnswer } from '../../../src/domain/message-inbox.ts';
import { sessionCheck } from '../../../src/domain/program-session.ts';

// Brain-health 8, the error catalogue: each row of the flows of issue 34 (and 4.7's, issue 33's)
// with the rule that carries it. The loyalty activity's row (logged only) is the element's: the
// rules give it no outcome to act on.
describe('the error catalogue (8)', () => {
  it.each<[string, () => unknown, unknown]>([
    [
      'Email status check not success: modal flags cleared',
      () => [statusCheckOutcome({ result: 'failure' }), NOT_SUCCESS_CLEARS],
      ['not-success', ['COIMODAL']],
    ],
    ['Email status check not success: COI-updated event', () => COI_UPDATED_EVENT, 'coi-updated'],
    ['Send email fails: error overlay', () => sendOutcome({ result: 'failure' }), 'error'],
    ['Messaging user-data request fails: rejected, nothing displayed', () => [isCachedUserAnswer(500), isCachedUserAnswer(401)], [false, false]],
    ['First name missing', () => verifyHeading(''), 'Please confirm your email address'],
    [
      'Assessment-complete fails: retried, up to 5 tries',
      () => [completionSucceeded(200, { assessment_complete: false }), completionCheckTries('mbs-assessment-inProgress', '5')],
      [false, 5],
    ],
    ['Assessment-complete fails: 10 s apart', () => ASSESSMENT_RETRY_MS, 10000],
    [
      "Activation error with status 'error' and 'invalid' and 'token': login",
      () => activationOutcome(401, { status: 'error', message: 'invalid token' }),
      { kind: 'invalid-token', redirectToLogin: true },
    ],
    ['Any activation error: loading state removed', () => [activationOutcome(500, {}).kind, nextActivationState('loading', 'error')], ['error', 'idle']],
    ['Challenges shape fetch fails', () => shapeAnswer(500, undefined), { kind: 'error', message: 'Failed to Update Challenges Shape' }],
    [
      'No stored challenge on completion: redirect only',
      () => stepDecision(3, null, '/challenges/x/step-4/'),
      { action: 'redirect', url: '/challenges/x/step-4/' },
    ],
    [
      'Session lost: redirect to login (4.7)',
      () => sessionCheck({ loggedIn: true, ssUser: true, ut: false, localToken: false, challengePage: false, authoring: false }).redirectToLogin,
      true,
    ],
  ])('%s', (_row, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

// Brain-health 9: the constants of these flows.
describe('the business constants (9)', () => {
  it.each<[string, unknown, unknown]>([
    ['Inbox count cache: 15 minutes (900000 ms)', INBOX_CACHE_MS, 900000],
    ['Assessment: 5 completion attempts', ASSESSMENT_ATTEMPTS, 5],
    ['Assessment: retry 10000 ms', ASSESSMENT_RETRY_MS, 10000],
    ['Score thresholds: 0.2 and 0.8', [LOW_SCORE_BELOW, ABOVE_EXPECTED_ABOVE], [0.2, 0.8]],
    ['Score valid range 0-10', [SCORE_RANGE.min, SCORE_RANGE.max], [0, 10]],
  ])('%s', (_row, value, expected) => {
    expect(value).toEqual(expected);
  });
});
