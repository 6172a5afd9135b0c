/**
 * The assessment flow of `<assessment-flow>` (brain-health 4.11, 7.3, 8, 9; CONTRACT 4c): what
 * it does to the page, with the rules of domain/assessment.ts deciding each step.
 *
 * - `arriveFromProvider`: the start page opened from the provider (a referrer of another origin)
 *   sets the attempt counter to 5, removes the cached recommendation tiles and dispatches
 *   `assessment-complete` on the document: once per document (the CMS editor may mount the element
 *   again; an arrival is one event).
 * - `questionnaireRedirectFor` / `leaveFor`: the questionnaire's redirect to the hub, by
 *   `location.replace` (the questionnaire is not left in the history: Back from the hub would
 *   only redirect again).
 * - `startCompletionCheck`: the check (7.3) as often as `completionCheckTries` says, 10 s apart
 *   (`setTimeout` of the page's window: the page clock in tests), each failed try writing the
 *   counter one down; success sets the clean flags, removes the counter and dispatches
 *   `assessment-complete`. Its progress is an atom the view reads; `stop()` (the element leaving
 *   the page) ends the waits and aborts the call that is out. Never rejects.
 * - `loadScores`: the hub's scores (cbs/scores/sync); never rejects: a failure resolves
 *   `{ ok: false }` after a console warning (brain-health 8: "other errors: not shown").
 */
import { atom, type ReadableAtom } from 'nanostores';
import { describeError } from '../core/error-text.ts';
import { emit } from '../core/events.ts';
import type { Locale } from '../core/locale.ts';
import { asRecord } from '../core/values.ts';
import { writeStorage } from '../core/storage.ts';
import { windowStorage } from '../core/window-storage.ts';
import {
  ARRIVAL,
  ASSESSMENT_COMPLETE_EVENT,
  ASSESSMENT_RETRY_MS,
  arrivedFromProvider,
  completionCheckTries,
  completionSucceeded,
  completionSuccessActions,
  counterAfterFailedTry,
  questionnaireRedirect,
} from '../domain/assessment.ts';
import { PROGRAM_LOCAL_KEYS } from '../domain/program-caches.ts';
import { fetchAssessmentComplete, fetchScores, type ScoresAnswer } from '../api/program-assessment.ts';

const TAG = 'assessment-flow';

function storageOf(win: Window): Storage | undefined {
  return windowStorage('localStorage', win);
}

const write = (win: Window, set: ReadonlyArray<readonly [string, string]>, remove: readonly string[]) => writeStorage(storageOf(win), set, remove);

/** The stored attempt counter (null when absent or storage is refused). */
export function readAttemptCounter(win: Window): string | null {
  try {
    return storageOf(win)?.getItem(PROGRAM_LOCAL_KEYS.assessmentAttempts) ?? null;
  } catch {
    return null;
  }
}

const arrived = new WeakSet<Document>();

/** 4.11: the arrival from the provider, once per document; true when this page is one. */
export function arriveFromProvider(win: Window): boolean {
  const doc = win.document;
  if (arrived.has(doc)) return true;
  if (!arrivedFromProvider(win.location.pathname, doc.referrer, win.location.origin)) return false;
  arrived.add(doc);
  write(win, ARRIVAL.set, ARRIVAL.remove);
  emit(doc, ASSESSMENT_COMPLETE_EVENT, { cause: 'arrival' });
  return true;
}

/** 4.11: where the questionnaire sends this visitor ('' to stay). */
export function questionnaireRedirectFor(win: Window, userType: string, locale: Locale): string {
  return questionnaireRedirect({ pathname: win.location.pathname, userType, attemptCounter: readAttemptCounter(win), locale });
}

/** The flow's one navigation: the redirect, replacing the questionnaire in the history. */
export function leaveFor(win: Window, url: string): void {
  win.location.replace(url);
}

export type CheckState = 'checking' | 'waiting' | 'complete' | 'not-complete';

export interface CheckStatus {
  state: CheckState;
  /** The try running or last made (1-based). */
  attempt: number;
  /** How many tries this check makes. */
  tries: number;
}

export interface CompletionCheck {
  /** 0 when the check does not run for this visitor (then `$status` stays undefined). */
  tries: number;
  $status: ReadableAtom<CheckStatus | undefined>;
  /** Resolves when the check has ended (complete, not complete, or stopped). */
  done: Promise<CheckState | 'stopped'>;
  stop(): void;
}

export interface CheckFacts {
  userType: string;
  token: string;
  apiPathURL: string;
}

function sleep(win: Window, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = win.setTimeout(done, ms);
    function done() {
      win.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** One try: true on success (CONTRACT 4c: a 2xx with assessment_complete true). */
async function tryOnce(facts: CheckFacts, signal: AbortSignal): Promise<boolean> {
  try {
    const { status, body } = await fetchAssessmentComplete(facts.apiPathURL, { token: facts.token, signal });
    if (completionSucceeded(status, body)) return true;
    if (status < 200 || status >= 300) console.warn(`<${TAG}> the assessment completion check answered ${status}`);
    else if (!asRecord(body) || Array.isArray(body)) console.warn(`<${TAG}> the assessment completion check: unexpected answer (not an object)`);
    return false;
  } catch (error) {
    if (!signal.aborted) console.warn(`<${TAG}> the assessment completion check failed: ${describeError(error)}`);
    return false;
  }
}

/** 4.11 / 7.3: starts the completion check for this visitor (see the module comment). */
export function startCompletionCheck(win: Window, facts: CheckFacts): CompletionCheck {
  const tries = completionCheckTries(facts.userType, readAttemptCounter(win));
  const $status = atom<CheckStatus | undefined>(undefined);
  const abort = new AbortController();
  const stop = () => abort.abort();
  if (tries === 0 || !facts.token || !facts.apiPathURL) return { tries: 0, $status, done: Promise.resolve('stopped'), stop };

  const run = async (): Promise<CheckState | 'stopped'> => {
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      if (attempt > 1) {
        $status.set({ state: 'waiting', attempt: attempt - 1, tries });
        await sleep(win, ASSESSMENT_RETRY_MS, abort.signal);
      }
      if (abort.signal.aborted) return 'stopped';
      $status.set({ state: 'checking', attempt, tries });
      const ok = await tryOnce(facts, abort.signal);
      if (abort.signal.aborted) return 'stopped';
      if (ok) {
        const success = completionSuccessActions();
        write(win, success.set, success.remove);
        $status.set({ state: 'complete', attempt, tries });
        emit(win.document, ASSESSMENT_COMPLETE_EVENT, { cause: 'check' });
        return 'complete';
      }
      const next = counterAfterFailedTry(readAttemptCounter(win));
      write(win, next === undefined ? [] : [[PROGRAM_LOCAL_KEYS.assessmentAttempts, next]], next === undefined ? [PROGRAM_LOCAL_KEYS.assessmentAttempts] : []);
    }
    $status.set({ state: 'not-complete', attempt: tries, tries });
    return 'not-complete';
  };
  return { tries, $status, done: run(), stop };
}

export type FlowDecision = { kind: 'redirecting'; to: string } | { kind: 'none' } | { kind: 'check'; check: CompletionCheck };

/**
 * 4.11: what the flow does for this visitor once the user type is known: the questionnaire's
 * redirect (made now), the completion check (started now), or nothing.
 */
export function decideFlow(win: Window, facts: CheckFacts & { locale: Locale }): FlowDecision {
  const to = questionnaireRedirectFor(win, facts.userType, facts.locale);
  if (to) {
    leaveFor(win, to);
    return { kind: 'redirecting', to };
  }
  const check = startCompletionCheck(win, facts);
  return check.tries > 0 ? { kind: 'check', check } : { kind: 'none' };
}

export type ScoresLoaded = { ok: true; answer: ScoresAnswer } | { ok: false; aborted?: true };

/** CONTRACT 4c: the hub's scores; never rejects (see the module comment). */
export async function loadScores(apiPathURL: string, token: string, signal?: AbortSignal): Promise<ScoresLoaded> {
  try {
    return { ok: true, answer: await fetchScores(apiPathURL, { token, ...(signal ? { signal } : {}) }) };
  } catch (error) {
    if (signal?.aborted) return { ok: false, aborted: true };
    console.warn(`<${TAG}> assessment scores unavailable: ${describeError(error)}`);
    return { ok: false };
  }
}
