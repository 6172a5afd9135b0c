/**
 * The client-side keys of the brain-health flows (brain-health 3.3; CONTRACT 4c "Fixed details
 * of the brain-health tags"), in one place so that the flows that write a key and the ones that
 * read it spell it alike.
 *
 * 3.3 names the localStorage items (recommendationContentTiles, challengesShape) and says that
 * the client also keeps the challenge's current step, the congratulation flag, the
 * assessment-completion attempt counter, the first-time-member flag, and 'clean' flags for the
 * user-type, assessment and list caches, without naming those keys. CONTRACT fixes
 * `CurrentChallenge`, `CurrentChallengeId` and `challengeCongratulation` (sessionStorage); the rest
 * are named here (docs/decisions.md "Brain-health flow rules (issue 34)").
 *
 * 4.11 and 4.13: "caches are flagged to clean" sets the three clean flags to 'true'; the store
 * that owns a cache asks its service afresh when its flag is 'true' and then removes the flag.
 */
import { USER_TYPE_CLEAN_FLAG } from './user-type-cache.ts';

/** localStorage keys (3.3, CONTRACT 4c). */
export const PROGRAM_LOCAL_KEYS = Object.freeze({
  recommendationTiles: 'recommendationContentTiles',
  challengesShape: 'challengesShape',
  currentChallenge: 'CurrentChallenge',
  currentChallengeId: 'CurrentChallengeId',
  /** The challenge step the visitor is on (3.3 "the challenge's current step"; 4.12 clears it). */
  currentChallengeStep: 'CurrentChallengeStep',
  /** 4.11: the completion check's attempt counter. */
  assessmentAttempts: 'assessmentCompletionAttempts',
  /** 4.13: set to 'true' on activation. */
  firstTimeMember: 'firstTimeMember',
} as const);

/** sessionStorage keys (CONTRACT 4c). */
export const PROGRAM_SESSION_KEYS = Object.freeze({
  /** 2.3, 4.12: the congratulation modal opens on the next page and removes it. */
  challengeCongratulation: 'challengeCongratulation',
} as const);

/** 3.3: the 'clean' flags of the user-type, assessment and list caches (localStorage, 'true'). */
export const CACHE_CLEAN_FLAGS = Object.freeze({
  userType: USER_TYPE_CLEAN_FLAG,
  assessment: 'assessmentCacheClean',
  list: 'listCacheClean',
} as const);

/** 4.11 / 4.13: the storage writes of "caches flagged to clean": each clean flag set to 'true'. */
export function cacheCleanWrites(): Array<[string, string]> {
  return Object.values(CACHE_CLEAN_FLAGS).map((key) => [key, 'true']);
}
