/**
 * The challenge step flows (brain-health 2.3, 3.7, 4.12, 7.5, 8; CONTRACT 4c `<challenge-step>`
 * and its "Fixed details"). The rules are domain/challenges.ts's; the calls api/program-challenges.ts's.
 * None of these rejects except `updateChallengesShape`, which rejects as 8 says.
 *
 * - `checkValidUser` (4.12): GET `challengeValidUserUrl` (Bearer, `?locale=`): `{ url }` -> the
 *   visitor is sent there; `{}` -> the stored current step (localStorage `CurrentChallengeStep`)
 *   removed; a failed or unreadable check does nothing but say so in the console.
 * - `completeStep` (4.12, 7.5, 8): the stored challenge (localStorage `CurrentChallenge`) and the
 *   page's step decide: redirect only (no stored challenge, a step already done, a step that is no
 *   step), or save (POST {baseApiPathURL}{challengesBaseUrl}, body { data: the challenge as a JSON
 *   string without `data` }). After a successful save the stored record is updated (its other
 *   fields, `data` included, kept), `CurrentChallengeId` set to its id, and, when the save
 *   completed the challenge, sessionStorage `challengeCongratulation` = 'true'; then the visitor
 *   goes to the target. A failed save stores nothing, sets no flag and sends the visitor nowhere:
 *   'failed', for the element to say so (the element then lets the visitor go on without saving).
 * - `updateChallengesShape` (3.7, 7.5, 8): GET {cmsApiBaseUrl}/challenges.{userType}.json (Bearer,
 *   200 and 204 accepted), stored in localStorage `challengesShape` (204: removed). A stored shape
 *   whose `userType` is the visitor's is used without a call ('cached'). Any failure rejects with
 *   Error('Failed to Update Challenges Shape').
 */
import { describeError } from '../core/error-text.ts';
import { pageLocale } from '../core/locale.ts';
import { siteConfig } from '../core/site-config.ts';
import { asRecord, ownValue, text } from '../core/values.ts';
import { writeStorage } from '../core/storage.ts';
import { windowStorage } from '../core/window-storage.ts';
import { checkChallengeUser, fetchChallengesShape, saveChallenge, validUserCheckUrl } from '../api/program-challenges.ts';
import {
  CHALLENGES_SHAPE_ERROR,
  CONGRATULATION_FLAG,
  challengeSaveBody,
  challengeSaveUrl,
  challengesShapeUrl,
  shapeAnswer,
  stepDecision,
  validUserOutcome,
  type StoredChallenge,
} from '../domain/challenges.ts';
import { PROGRAM_LOCAL_KEYS } from '../domain/program-caches.ts';

const TAG = '<challenge-step>';

function local(win: Window): Storage | undefined {
  return windowStorage('localStorage', win);
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** One key set, or removed when `value` is undefined (a refused write: the next page reads what is there). */
const write = (storage: Storage | undefined, key: string, value: string | undefined) =>
  value === undefined ? writeStorage(storage, [], [key]) : writeStorage(storage, [[key, value]]);

export type ValidUserResult = 'redirected' | 'cleared' | 'none';

/** 4.12: the valid-user check of a challenge step page (see the module comment); never rejects. */
export async function checkValidUser(win: Window, token: string, navigate: (url: string) => void, signal?: AbortSignal): Promise<ValidUserResult> {
  const configured = siteConfig(win.document).challengeValidUserUrl;
  if (!configured) {
    console.warn(`${TAG} #site-config has no challengeValidUserUrl: the valid-user check is not made.`);
    return 'none';
  }
  let answer: unknown;
  try {
    const url = validUserCheckUrl(configured, pageLocale(win) === 'es' ? 'es' : 'en', win.location.href);
    answer = await checkChallengeUser(url, { token, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (!signal?.aborted) console.warn(`${TAG} the valid-user check unavailable: ${describeError(error)}`);
    return 'none';
  }
  if (signal?.aborted) return 'none';
  const outcome = validUserOutcome(answer, win.location.href);
  if (outcome.kind === 'redirect') {
    navigate(outcome.url);
    return 'redirected';
  }
  if (outcome.kind === 'clear-step') {
    for (const key of outcome.remove) write(local(win), key, undefined);
    return 'cleared';
  }
  return 'none';
}

export type StepResult = 'redirected' | 'saved' | 'completed' | 'failed';

/** The stored record with the saved fields: what the record carries besides them (its `data`) stays. */
function updatedRecord(stored: string | null, challenge: StoredChallenge): string {
  let record: Record<string, unknown> = {};
  try {
    record = asRecord(JSON.parse(stored ?? '')) ?? {};
  } catch {
    record = {};
  }
  return JSON.stringify({ ...record, ...challenge });
}

/**
 * 4.12 / 7.5: the visitor moves on from step `step` to `nextUrl` (see the module comment).
 * Navigates unless the save failed; never rejects.
 */
export async function completeStep(win: Window, step: unknown, nextUrl: string, token: string, navigate: (url: string) => void): Promise<StepResult> {
  const storage = local(win);
  const stored = read(storage, PROGRAM_LOCAL_KEYS.currentChallenge);
  const decision = stepDecision(step, stored, nextUrl);
  if (decision.action === 'redirect') {
    navigate(decision.url);
    return 'redirected';
  }
  const config = siteConfig(win.document);
  const base = config.baseApiPathURL ?? `${config.servicesEndpoint}applications/`;
  try {
    if (!config.challengesBaseUrl) throw new Error('#site-config has no challengesBaseUrl');
    if (!token) throw new Error('no access token: the visitor is not logged in');
    await saveChallenge(challengeSaveUrl(base, config.challengesBaseUrl), challengeSaveBody(decision.challenge), { token });
  } catch (error) {
    console.warn(`${TAG} the challenge's progress was not saved: ${describeError(error)}`);
    return 'failed';
  }
  write(storage, PROGRAM_LOCAL_KEYS.currentChallenge, updatedRecord(stored, decision.challenge));
  write(storage, PROGRAM_LOCAL_KEYS.currentChallengeId, decision.challenge.id);
  if (decision.congratulate) {
    try {
      windowStorage('sessionStorage', win)?.setItem(...CONGRATULATION_FLAG);
    } catch {
      // Blocked storage: no congratulation on the next page; the progress is saved.
    }
  }
  navigate(decision.url);
  return decision.congratulate ? 'completed' : 'saved';
}

export type ShapeResult = 'cached' | 'stored' | 'removed';

const shapeCalls = new WeakMap<Window, Promise<ShapeResult>>();

function cachedShapeType(stored: string | null): string {
  try {
    return text(ownValue(JSON.parse(stored ?? ''), 'userType'));
  } catch {
    return '';
  }
}

async function loadShape(win: Window, token: string, userType: string): Promise<ShapeResult> {
  const storage = local(win);
  if (cachedShapeType(read(storage, PROGRAM_LOCAL_KEYS.challengesShape)) === userType) return 'cached';
  const url = challengesShapeUrl(siteConfig(win.document).cmsApiBaseUrl ?? '', userType);
  let outcome;
  try {
    if (!siteConfig(win.document).cmsApiBaseUrl) throw new Error('#site-config has no cmsApiBaseUrl');
    const answer = await fetchChallengesShape(url, { token });
    outcome = shapeAnswer(answer.status, answer.body);
  } catch (error) {
    console.warn(`${TAG} the challenges shape unavailable: ${describeError(error)}`);
    throw new Error(CHALLENGES_SHAPE_ERROR);
  }
  if (outcome.kind === 'error') throw new Error(outcome.message);
  write(storage, outcome.key, outcome.kind === 'store' ? outcome.value : undefined);
  return outcome.kind === 'store' ? 'stored' : 'removed';
}

/**
 * 7.5: the visitor's challenges shape, from the cache or the service (one call at a time per
 * page). Rejects with Error('Failed to Update Challenges Shape') (8).
 */
export function updateChallengesShape(win: Window, token: string, userType: string): Promise<ShapeResult> {
  const running = shapeCalls.get(win);
  if (running) return running;
  const started = loadShape(win, token, userType).finally(() => shapeCalls.delete(win));
  shapeCalls.set(win, started);
  return started;
}
