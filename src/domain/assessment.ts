/**
 * The assessment flow (brain-health 2.2, 3.6, 4.11, 5, 6, 7.3, 8, 9; CONTRACT 4c
 * `<assessment-flow>` and its "Fixed details": the provider's arrival is the start page opened
 * with a referrer of another origin; the completion check succeeds on a 2xx with
 * `assessment_complete: true`; `assessment-complete` is dispatched on document; score labels
 * 'Above expected', 'Expected', 'Low score' with `data-score-label` AboveExpected | Expected |
 * LowScore; pillars by their current 3.6 name; a score that is not a number from 0 to 10 shown as
 * not available; tiles never show the filtered neuro tags). Pure: the element reads the path, the
 * referrer, the user type and the counter, and does what these functions return.
 *
 * The rules:
 * - 2.2: the hub, the lifestyle questionnaire and its start page, in English and Spanish
 *   (assessmentRoute, assessmentHubPath).
 * - 4.11: arriving on the start page from the provider -> the assessment-complete event, the
 *   attempt counter set to 5, the cached recommendation tiles cleared (arrivedFromProvider,
 *   ARRIVAL).
 * - 4.11: on the questionnaire with no attempt counter, an mbs-assessment-inProgress user goes to
 *   /assessment or /espanol/evaluacion (questionnaireRedirect).
 * - 4.11 / 6 / 7.3 / 8 / 9: the completion check only for mbs-assessment-inProgress and
 *   lifestyle-completed-mbs-inProgress users; up to 5 tries 10 000 ms apart with the counter,
 *   once otherwise (completionCheckTries, completionCheckTimes, counterAfterFailedTry); success
 *   (completionSucceeded) flags the user-type, assessment and list caches to clean
 *   (program-caches.ts) and fires the event.
 * - 4.11 / 5 / 9: score labels, above 0.8 AboveExpected, 0.2 to 0.8 Expected, below 0.2 LowScore,
 *   a score valid only from 0 to 10 inclusive (scoreValue, scoreLabel, scoreText, pillarScoreText).
 * - 3.6: the pillars and their older names (PILLARS, pillarName).
 * - 4.11: the neuro tags filtered out of display, both languages (isFilteredNeuroTag, visibleTags).
 *
 * Decisions where the spec is silent (docs/decisions.md "Brain-health flow rules (issue 34)"):
 * - 0.2 and 0.8 themselves are Expected (4.11 writes "0.2 to 0.8 -> Expected", "above 0.8",
 *   "below 0.2"). A score is a number or a numeric text; anything else, or outside 0..10, has no
 *   label and reads 'Not available'. Pillar scores show with one decimal (9 "Numbers").
 * - The attempt counter holds the tries left: the start page sets 5, each failed try writes one
 *   less (removed at 0), success removes it; with a counter the check makes as many tries as it
 *   holds (at most 5), without one (or an unreadable one) a single try. So a reload carries on
 *   where it was, and after the last try the questionnaire redirect applies again.
 * - The routes: paths read as core/paths.ts reads them (any case, a trailing slash or `.html`);
 *   the slugs of one language only ('/assessment/cuestionario-estilo-de-vida' is no route); the
 *   questionnaire redirect applies on the questionnaire and on its start page (after an arrival
 *   the counter is set, so an arrival is never redirected). The hub path follows the page locale.
 * - Arrival: the referrer must parse as a URL of another origin; an empty or unreadable referrer
 *   is no arrival.
 * - Names: pillars and neuro tags compare in any case, '_', '-' and spaces alike, accents ignored.
 *   The Spanish neuro tag names are the emulator's (fixtures/brain-health/content.ts): the spec
 *   does not give them.
 */
import type { Locale } from '../core/locale.ts';
import { formatDecimal, toNumber } from '../core/numbers.ts';
import { pathSegments } from '../core/paths.ts';
import { toUrl } from '../core/urls.ts';
import { isOn, ownValue, text } from '../core/values.ts';
import { PROGRAM_LOCAL_KEYS, cacheCleanWrites } from './program-caches.ts';
import type { ProgramUserType } from './program.ts';

/** 2.2: the assessment routes, English and Spanish. */
export const ASSESSMENT_ROUTES = Object.freeze({
  hub: { en: '/assessment', es: '/espanol/evaluacion' },
  questionnaire: { en: '/assessment/lifestyle-questionnaire', es: '/espanol/evaluacion/cuestionario-estilo-de-vida' },
  start: { en: '/assessment/lifestyle-questionnaire/start', es: '/espanol/evaluacion/cuestionario-estilo-de-vida/comenzar' },
} as const);
export type AssessmentRoute = keyof typeof ASSESSMENT_ROUTES;

/** 4.11 / 9: the completion check's tries with the counter, and the wait between tries (7.3). */
export const ASSESSMENT_ATTEMPTS = 5;
export const ASSESSMENT_RETRY_MS = 10_000;
/** 4.11 / CONTRACT: the event of an arrival and of a completed assessment. */
export const ASSESSMENT_COMPLETE_EVENT = 'assessment-complete';
/** 7.3: the completion check, under {apiPathURL}. */
export const ASSESSMENT_COMPLETE_PATH = '/assessments/assessment_complete';

/** 6 / 4.11: the user types the completion check runs for. */
export const COMPLETION_CHECK_TYPES: readonly ProgramUserType[] = Object.freeze(['mbs-assessment-inProgress', 'lifestyle-completed-mbs-inProgress']);
/** 4.11: the user type the questionnaire sends back to the hub without a counter. */
export const QUESTIONNAIRE_REDIRECT_TYPE: ProgramUserType = 'mbs-assessment-inProgress';

/** 4.11: what an arrival from the provider does. */
export const ARRIVAL = Object.freeze({
  event: ASSESSMENT_COMPLETE_EVENT,
  set: Object.freeze([[PROGRAM_LOCAL_KEYS.assessmentAttempts, String(ASSESSMENT_ATTEMPTS)]] as const),
  remove: Object.freeze([PROGRAM_LOCAL_KEYS.recommendationTiles]),
});

const ROUTE_SEGMENTS: ReadonlyArray<[AssessmentRoute, Locale, string[]]> = (Object.keys(ASSESSMENT_ROUTES) as AssessmentRoute[]).flatMap((route) =>
  (['en', 'es'] as const).map((locale): [AssessmentRoute, Locale, string[]] => [route, locale, pathSegments(ASSESSMENT_ROUTES[route][locale])]),
);

/** 2.2: the assessment route of a path ('' for any other path). */
export function assessmentRoute(path: string): AssessmentRoute | '' {
  const segments = pathSegments(path);
  const found = ROUTE_SEGMENTS.find(([, , route]) => route.length === segments.length && route.every((segment, i) => segment === segments[i]));
  return found ? found[0] : '';
}

/** 2.2 / 4.11: the hub of the page's language. */
export function assessmentHubPath(locale: Locale): string {
  return ASSESSMENT_ROUTES.hub[locale === 'es' ? 'es' : 'en'];
}

/** 4.11 / CONTRACT: the start page opened with a referrer of another origin. */
export function arrivedFromProvider(pathname: string, referrer: string, pageOrigin: string): boolean {
  if (assessmentRoute(pathname) !== 'start') return false;
  const from = text(referrer) ? toUrl(text(referrer)) : undefined;
  const page = toUrl(pageOrigin);
  return from !== undefined && page !== undefined && from.origin !== 'null' && from.origin !== page.origin;
}

/** The attempt counter as tries left: a whole number from 1 (at most 5); undefined when absent, 0 or unreadable. */
export function attemptsLeft(counter: unknown): number | undefined {
  const value = toNumber(counter);
  return value !== undefined && Number.isInteger(value) && value >= 1 ? Math.min(value, ASSESSMENT_ATTEMPTS) : undefined;
}

export interface QuestionnaireFacts {
  pathname: string;
  userType: string;
  /** The stored attempt counter (undefined or null when absent). */
  attemptCounter: unknown;
  locale: Locale;
}

/** 4.11: where the questionnaire sends an mbs-assessment-inProgress user without a counter; '' to stay. */
export function questionnaireRedirect({ pathname, userType, attemptCounter, locale }: QuestionnaireFacts): string {
  const route = assessmentRoute(pathname);
  if (route !== 'questionnaire' && route !== 'start') return '';
  if (userType !== QUESTIONNAIRE_REDIRECT_TYPE || attemptsLeft(attemptCounter) !== undefined) return '';
  return assessmentHubPath(locale);
}

/** 4.11 / 6: how many completion checks to make: 0 for other types, the counter's tries left, else 1. */
export function completionCheckTries(userType: string, attemptCounter: unknown): number {
  if (!(COMPLETION_CHECK_TYPES as readonly string[]).includes(userType)) return 0;
  return attemptsLeft(attemptCounter) ?? 1;
}

/** 4.11 / 7.3: when each of `tries` checks starts, in ms from the first: 10 s apart. */
export function completionCheckTimes(tries: number): number[] {
  const count = Number.isInteger(tries) && tries > 0 ? Math.min(tries, ASSESSMENT_ATTEMPTS) : 0;
  return Array.from({ length: count }, (_, index) => index * ASSESSMENT_RETRY_MS);
}

/** The counter to store after a failed try: one less, or undefined (remove it) at 0 or without one. */
export function counterAfterFailedTry(attemptCounter: unknown): string | undefined {
  const left = attemptsLeft(attemptCounter);
  return left !== undefined && left > 1 ? String(left - 1) : undefined;
}

/** CONTRACT 4c / 7.3: the check succeeded: a 2xx whose body has assessment_complete true. */
export function completionSucceeded(status: number, body: unknown): boolean {
  return status >= 200 && status < 300 && isOn(ownValue(body, 'assessment_complete'));
}

/** 4.11: what a successful check does: the clean flags set, the counter removed, the event. */
export function completionSuccessActions(): { set: Array<[string, string]>; remove: string[]; event: string } {
  return { set: cacheCleanWrites(), remove: [PROGRAM_LOCAL_KEYS.assessmentAttempts], event: ASSESSMENT_COMPLETE_EVENT };
}

/** 7.3: the completion check's address ({apiPathURL}/assessments/assessment_complete). */
export function assessmentCompleteUrl(apiPathURL: string): string {
  return `${text(apiPathURL).replace(/\/+$/, '')}${ASSESSMENT_COMPLETE_PATH}`;
}

/** 7.3: the scores sync, /applications/{product}/api/v1/cbs/scores/sync: under {apiPathURL}, which is that API's root. */
export const SCORES_SYNC_PATH = '/cbs/scores/sync';

/** 7.3 / CONTRACT 4c: the scores sync's address ({apiPathURL}/cbs/scores/sync). */
export function scoresSyncUrl(apiPathURL: string): string {
  return `${text(apiPathURL).replace(/\/+$/, '')}${SCORES_SYNC_PATH}`;
}

// --- Scores (4.11, 5, 9) -----------------------------------------------------------------------

/** 5 / 9: a score is valid from 0 to 10 inclusive. */
export const SCORE_RANGE = Object.freeze({ min: 0, max: 10 });
/** 4.11 / 9: the thresholds. */
export const LOW_SCORE_BELOW = 0.2;
export const ABOVE_EXPECTED_ABOVE = 0.8;

export const SCORE_LABELS = ['AboveExpected', 'Expected', 'LowScore'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];
/** CONTRACT 4c: the words of each label. */
export const SCORE_LABEL_TEXT: Readonly<Record<ScoreLabel, string>> = Object.freeze({
  AboveExpected: 'Above expected',
  Expected: 'Expected',
  LowScore: 'Low score',
});
/** CONTRACT 4c: a score that is not valid. */
export const SCORE_NOT_AVAILABLE = 'Not available';

/** 5: the score when valid (a number or numeric text from 0 to 10), else undefined. */
export function scoreValue(score: unknown): number | undefined {
  const value = toNumber(score);
  return value !== undefined && value >= SCORE_RANGE.min && value <= SCORE_RANGE.max ? value : undefined;
}

/** 4.11: the label of a valid score; '' for one that is not valid. */
export function scoreLabel(score: unknown): ScoreLabel | '' {
  const value = scoreValue(score);
  if (value === undefined) return '';
  if (value > ABOVE_EXPECTED_ABOVE) return 'AboveExpected';
  return value < LOW_SCORE_BELOW ? 'LowScore' : 'Expected';
}

/** CONTRACT 4c: the words shown for a domain score. */
export function scoreText(score: unknown): string {
  const label = scoreLabel(score);
  return label === '' ? SCORE_NOT_AVAILABLE : SCORE_LABEL_TEXT[label];
}

/** CONTRACT 4c / 9: a pillar's score as shown: one decimal, or 'Not available'. */
export function pillarScoreText(score: unknown): string {
  const value = scoreValue(score);
  return value === undefined ? SCORE_NOT_AVAILABLE : formatDecimal(value);
}

// --- Pillars (3.6) and neuro tags (4.11) -------------------------------------------------------

/** 3.6: the pillars and their older names ('' for '–'). */
export const PILLARS = Object.freeze({
  ongoing_exercise: 'move',
  engage_your_brain: 'discover',
  manage_stress: 'relax',
  eat_right: 'nourish',
  be_social: 'connect',
  restorative_sleep: '',
} as const);
export type Pillar = keyof typeof PILLARS;

/** A name as compared: trimmed, lower case, accents dropped, '_', '-' and runs of spaces as one '_'. */
function nameKey(value: unknown): string {
  return text(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

const PILLAR_BY_NAME = new Map<string, Pillar>(
  (Object.entries(PILLARS) as Array<[Pillar, string]>).flatMap(([pillar, older]) => [
    [pillar, pillar],
    ...(older ? [[older, pillar] as [string, Pillar]] : []),
  ]),
);

/** 3.6: the current pillar name of a current or older name; '' when it is no pillar. */
export function pillarName(name: unknown): Pillar | '' {
  return PILLAR_BY_NAME.get(nameKey(name)) ?? '';
}

/** 4.11: the neuro tags filtered out of display, English and Spanish. */
export const FILTERED_NEURO_TAGS = Object.freeze({
  en: Object.freeze(['Working Memory', 'Sustained Attention', 'Recall Memory', 'Processing Speed', 'Cognitive Flexibility']),
  es: Object.freeze(['Memoria de trabajo', 'Atención sostenida', 'Memoria de recuerdo', 'Velocidad de procesamiento', 'Flexibilidad cognitiva']),
});

const FILTERED_KEYS: ReadonlySet<string> = new Set([...FILTERED_NEURO_TAGS.en, ...FILTERED_NEURO_TAGS.es].map(nameKey));

/** 4.11: the tag is one of the filtered neuro tags (either language). */
export function isFilteredNeuroTag(tag: unknown): boolean {
  return FILTERED_KEYS.has(nameKey(tag));
}

/** 4.11: the tags to show: text tags, blank and filtered ones dropped. */
export function visibleTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  return tags.map((tag) => text(tag)).filter((tag) => tag !== '' && !isFilteredNeuroTag(tag));
}
