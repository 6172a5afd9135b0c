/**
 * Programme activation (brain-health 4.13, 7.4, 8; CONTRACT 4c "Fixed details": an invalid-token
 * activation error is a non-2xx answer whose body has status 'error' and a message containing
 * 'invalid' and 'token'). Pure: what an answer means and what the client keeps afterwards. The
 * call is api/program.ts `activateProgram`, the flow stores/program-activation.ts (shared by
 * program-gate's activate modal and issue 34's `activate-button`).
 *
 * Decisions where the spec is silent:
 * - "membership_status ACTIVE" is read as every active spelling (header-type.ts
 *   `isActiveProgramStatus`: ACTIVE, MEMBER, 0), trimmed, any case; the answer's `user` record.
 * - 'invalid' and 'token' are found in any case, anywhere in the message, in either order.
 * - The client-side flags of 3.3 ("the first-time-member flag", the 'clean' flags of the
 *   user-type, assessment and list caches) are localStorage keys set to 'true' (ACTIVATION_FLAGS).
 * - The loyalty activity of 4.13 / 7.4 ("a fixed id") is the emulator's 'Activate the brain
 *   health programme' activity (fixtures/rewards/activities.json).
 */
import { ownValue, text } from '../core/values.ts';
import { isActiveProgramStatus } from './header-type.ts';

/** Brain-health 7.4: the loyalty activity recorded when a member activates the programme. */
export const ACTIVATION_ACTIVITY_ID = '5be6128e-18c2-4797-a142-ea7d17be3111';

/** Brain-health 3.3 / 4.13: what activation leaves on the client (localStorage keys set to 'true'). */
export const ACTIVATION_FLAGS = Object.freeze({
  firstTimeMember: 'firstTimeMember',
  cleanUserType: 'cleanUserType',
  cleanAssessment: 'cleanAssessment',
  cleanList: 'cleanList',
} as const);

/** Brain-health 4.13: the answer's user.membership_status is ACTIVE. */
export function activationSucceeded(answer: unknown): boolean {
  return isActiveProgramStatus(ownValue(ownValue(answer, 'user'), 'membership_status'));
}

/** Brain-health 8 / CONTRACT 4c: an error body with status 'error' and a message containing 'invalid' and 'token'. */
export function isInvalidTokenError(body: unknown): boolean {
  if (text(ownValue(body, 'status')).toLowerCase() !== 'error') return false;
  const message = text(ownValue(body, 'message')).toLowerCase();
  return message.includes('invalid') && message.includes('token');
}
