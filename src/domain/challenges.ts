/**
 * Challenge step pages (brain-health 2.3, 3.7, 4.12, 5, 7.5, 8; CONTRACT 4c `<challenge-step>` and
 * its "Fixed details": the stored challenge is localStorage `CurrentChallenge` (JSON of 3.7's
 * fields) with its id in `CurrentChallengeId`; the valid-user check is the site-config
 * `challengeValidUserUrl` answering `{ url }` or `{}`; the congratulation flag is sessionStorage
 * `challengeCongratulation` = 'true', removed by the page that opens the modal). Pure: the element
 * reads storage and its attributes, calls the services and navigates.
 *
 * The rules:
 * - 4.12 / 2.3: the valid-user check's answer: a url -> redirect there; otherwise the stored
 *   current step is cleared (validUserOutcome).
 * - 4.12 / 5: step completion (stepDecision), the stored steps_completed first clamped to
 *   total_steps (5: it never exceeds it), then:
 *   1. the page's step <= steps_completed -> just redirect;
 *   2. steps_completed < step <= total_steps -> steps_completed incremented and saved;
 *   and completing (steps_completed reaching total_steps) sets completed = true; after the save
 *   the congratulation flag is set and the user redirected. No stored challenge -> redirect only (8).
 * - 7.5: the save, POST {baseApiPathURL}{challengesBaseUrl} with body { data: the challenge as a
 *   JSON string without `data` } (challengeSaveUrl, challengeSaveBody).
 * - 7.5 / 3.7 / 8: the challenges shape, GET {cmsApiBaseUrl}/challenges.{userType}.json (200/204
 *   accepted), cached in challengesShape; a failure rejects with 'Failed to Update Challenges
 *   Shape' (challengesShapeUrl, shapeAnswer).
 *
 * Decisions where the spec is silent (docs/decisions.md "Brain-health flow rules (issue 34)"):
 * - "Incremented" is by one, as written: a visitor who opens step 4 with one step done gets 2, so
 *   steps count in order.
 * - A stored steps_completed above total_steps is clamped and the corrected record saved (every
 *   step done: completed true), with no congratulation: nothing was finished on this page. A
 *   negative steps_completed reads as 0.
 * - A page step that is not a whole number from 1, or above total_steps, saves nothing: redirect.
 * - A stored challenge needs an id (text) and a whole total_steps from 1; anything else (bad JSON,
 *   missing fields) is no stored challenge.
 * - The save body holds exactly id, steps_completed, total_steps and completed (the emulator's
 *   contract); anything else the record carries stays local.
 * - A failed save: no congratulation flag ("after the save") and the stored record is updated only
 *   after a successful save. `<challenge-step>` then says so and does not redirect at once: the
 *   visitor's next activation of the link goes on without saving (the page stays usable).
 * - The valid-user url must be http(s) (resolved against the page) and not the page itself (no
 *   loop); otherwise it counts as `{}`. A failed or unreadable check does nothing.
 * - "The stored current step" is localStorage `CurrentChallengeStep` (program-caches.ts); the
 *   stored challenge itself is kept.
 * - A 204 shape answer (a user type without challenges) removes the cached shape.
 */
import { toNumber } from '../core/numbers.ts';
import { safeHttpUrl, toUrl } from '../core/urls.ts';
import { asRecord, isOn, ownValue, text } from '../core/values.ts';
import { PROGRAM_LOCAL_KEYS, PROGRAM_SESSION_KEYS } from './program-caches.ts';

/** 8: the rejection of a failed shape fetch. */
export const CHALLENGES_SHAPE_ERROR = 'Failed to Update Challenges Shape';

/** 3.7: the stored challenge, as the flow reads it. */
export interface StoredChallenge {
  id: string;
  steps_completed: number;
  total_steps: number;
  completed: boolean;
}

function wholeNumber(value: unknown): number | undefined {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

/** 3.7: the stored challenge (JSON text or an object), or undefined when there is none usable. */
export function readStoredChallenge(stored: unknown): StoredChallenge | undefined {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored) as unknown;
    } catch {
      return undefined;
    }
  }
  const record = asRecord(value);
  const id = text(ownValue(record, 'id'));
  const total = wholeNumber(ownValue(record, 'total_steps'));
  if (!record || id === '' || total === undefined || total < 1) return undefined;
  const done = wholeNumber(ownValue(record, 'steps_completed')) ?? 0;
  return { id, steps_completed: Math.max(0, done), total_steps: total, completed: isOn(ownValue(record, 'completed')) };
}

/** The page's step (data-step): a whole number from 1, else undefined. */
export function pageStep(value: unknown): number | undefined {
  const step = wholeNumber(value);
  return step !== undefined && step >= 1 ? step : undefined;
}

/** What a step page does when the visitor moves on. */
export type StepDecision =
  | { action: 'redirect'; url: string }
  | {
      action: 'save';
      /** The record to save and, once saved, to store. */
      challenge: StoredChallenge;
      /** This save completes the challenge: set the congratulation flag after it. */
      congratulate: boolean;
      url: string;
    };

/** 4.12 / 5 / 8: the step rules for the page's `step`, the stored challenge and the target url. */
export function stepDecision(step: unknown, stored: unknown, url: string): StepDecision {
  const challenge = readStoredChallenge(stored);
  if (!challenge) return { action: 'redirect', url };
  const total = challenge.total_steps;
  const clamped = challenge.steps_completed > total;
  const done = Math.min(challenge.steps_completed, total);
  const current = pageStep(step);
  if (current !== undefined && done < current && current <= total) {
    const next = done + 1;
    return { action: 'save', challenge: { ...challenge, steps_completed: next, completed: next === total }, congratulate: next === total, url };
  }
  if (clamped) return { action: 'save', challenge: { ...challenge, steps_completed: total, completed: true }, congratulate: false, url };
  return { action: 'redirect', url };
}

/** 7.5: {baseApiPathURL}{challengesBaseUrl}, one slash between. */
export function challengeSaveUrl(baseApiPathURL: string, challengesBaseUrl: string): string {
  return `${text(baseApiPathURL).replace(/\/+$/, '')}/${text(challengesBaseUrl).replace(/^\/+/, '')}`;
}

/** 7.5: the save body: the challenge as a JSON string, without `data`. */
export function challengeSaveBody(challenge: StoredChallenge): { data: string } {
  const { id, steps_completed, total_steps, completed } = challenge;
  return { data: JSON.stringify({ id, steps_completed, total_steps, completed }) };
}

/** 2.3 / 4.12: after a successful save that completes: the session flag to set. */
export const CONGRATULATION_FLAG: readonly [string, string] = Object.freeze([PROGRAM_SESSION_KEYS.challengeCongratulation, 'true'] as const);

/** 2.3 / CONTRACT: the next page opens the congratulation modal (and removes the flag). */
export function showsCongratulation(flag: unknown): boolean {
  return flag === 'true';
}

/** What the valid-user check's answer leads to. */
export type ValidUserOutcome = { kind: 'redirect'; url: string } | { kind: 'clear-step'; remove: readonly string[] } | { kind: 'none' };

/** 4.12: `{ url }` -> redirect; `{}` (or a url that cannot be followed) -> clear the stored step; no answer -> nothing. */
export function validUserOutcome(answer: unknown, pageHref: string): ValidUserOutcome {
  if (!asRecord(answer)) return { kind: 'none' };
  const page = toUrl(pageHref)?.href;
  const url = safeHttpUrl(ownValue(answer, 'url'), page);
  const withoutHash = (href: string) => href.replace(/#.*$/, '');
  if (url !== undefined && (page === undefined || withoutHash(url) !== withoutHash(page))) return { kind: 'redirect', url };
  return { kind: 'clear-step', remove: [PROGRAM_LOCAL_KEYS.currentChallengeStep] };
}

/** 7.5: {cmsApiBaseUrl}/challenges.{userType}.json; '' without a user type. */
export function challengesShapeUrl(cmsApiBaseUrl: string, userType: string): string {
  const type = text(userType);
  return type === '' ? '' : `${text(cmsApiBaseUrl).replace(/\/+$/, '')}/challenges.${encodeURIComponent(type)}.json`;
}

/** What the shape answer leads to: store the shape, remove it (204), or reject with the 8 message. */
export type ShapeOutcome = { kind: 'store'; key: string; value: string } | { kind: 'remove'; key: string } | { kind: 'error'; message: string };

/** 7.5 / 8: the shape answer (status and parsed body; 200 and 204 accepted) as storage work or the rejection. */
export function shapeAnswer(status: number, body: unknown): ShapeOutcome {
  const key = PROGRAM_LOCAL_KEYS.challengesShape;
  if (status === 204) return { kind: 'remove', key };
  if (status === 200 && asRecord(body)) return { kind: 'store', key, value: JSON.stringify(body) };
  return { kind: 'error', message: CHALLENGES_SHAPE_ERROR };
}
