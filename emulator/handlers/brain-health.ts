/**
 * Emulated brain-health services: every call of brain-health 7 (7.4's loyalty activity is the
 * rewards group's) and the programme user-types call the spec leaves "not shown"
 * (docs/decisions.md), answered from per-persona state seeded from fixtures/brain-health/.
 * Every route takes any {product}; the exported constants use `member`, the site-config default,
 * so the demo's #site-config can point at them (`brainHealthSiteConfig()`).
 *
 * Site-config values (brain-health 7 placeholders):
 *   apiPathURL          /applications/member/api/v1
 *   baseApiPathURL      /applications/          ({baseApiPathURL}{product}/api/v1/activate)
 *   challengesBaseUrl   member/api/v1/me/challenges   (7.5's constant; {baseApiPathURL}{challengesBaseUrl})
 *   cmsApiBaseUrl       /content/member/api
 *   messagingBaseUrl    /messaging/v1
 *   messagingUserApiUrl /messaging/v1/users/{fedid}/content-cards   (the page puts the fedid in)
 *   messagingApiKey     emulator-messaging-key
 *   challengeValidUserUrl /applications/member/api/v1/me/challenges/valid-user
 *   userTypesUrl        /applications/member/api/v1/user/types
 *
 * Routes (tokens `token-{personaId}`, user ids `fed-{personaId}`, core/auth.ts; "Bearer" = an
 * `Authorization: Bearer` header or the access_token cookie; a missing or unknown token is 401):
 *
 *   GET  /applications/{product}/api/v1/user/types                     user types (3.1), Bearer optional
 *        -> { userType, hasSponsoredSubscription: code | false, fullResponse: { user: { membership_status,
 *             auto_renew, membership_expiration_date, is_registered_non_member_activated, created_on,
 *             access_and_features: { features, no_of_free_trial_days, free_trail_expired,
 *             free_trial_camppaign_id, sponsor, active, activate_free_trail_{product} } } } }.
 *        No token: { userType: 'anonymous-user', hasSponsoredSubscription: false, fullResponse: {} }
 *        (no user record, so nothing is derived from it); an unknown token: 401.
 *   GET  /messaging/v1/users/{fedid}/content-cards                     inbox (3.4, 4.10, 7.1)
 *        headers `authorization: {token}` (the token itself: a "Bearer" prefix is 401) and a JSON
 *        content type (else 415); another user's fedid 403.
 *        -> 200 { users: [ { external_id, first_name, last_name, email, home_city, country, dob,
 *             gender, language, phone, custom_attributes: { user_type, membership_status, sponsor,
 *             assessment_state } } ], cards: [ { id, type, title, description, image?, url, link_text,
 *             created, expires_at, viewed, pinned, dismissible, extras: { locale, category } } ] }
 *           (times in epoch seconds); 204 with no body when the user has no cards.
 *   POST /messaging/v1/users/{fedid}/content-cards/{cardId}/viewed     marks a card read (the SDK's
 *        impression; not in the spec, for the demo) -> 204; unknown card 404.
 *   GET  /applications/CoreServices/WSOWebService/email/getEmailVerficationStatus?callback=fn   (7.2, JSONP)
 *   GET  /applications/CoreServices/WSOWebService/email/sendEmailVerificationEmail?callback=fn
 *        -> 200 `fn({...});` as application/javascript. The callback must be a JavaScript
 *        identifier or dotted path (letters, digits, _ and $; not a reserved word; up to 100
 *        characters), else 400 (JSON). Login by the access_token cookie (a script tag sends no
 *        header) or a Bearer header. Status: verification outstanding {result: 'success',
 *        status: 'Q' (not yet emailed) | 'P' (emailed, pending), popup: true for Q only,
 *        emailVerified: false}; verified {result: 'verified', status: 'V', popup: false,
 *        emailVerified: true}; not logged in {result: 'failure'}. Send: {result: 'success',
 *        status: 'P', message} and the status turns to P; already verified or not logged in
 *        {result: 'failure'}.
 *   GET  /applications/{product}/api/v1/assessments/assessment_complete  (7.3) Bearer
 *        -> 200 { status: 'success', assessment_complete: true, completed_on, userType } or
 *           200 { status: 'failure', assessment_complete: false, assessment_state, attempts }.
 *        An assessment in progress completes on its Nth check (fixtures/brain-health/users.ts:
 *        bh-assessment-in-progress on the 3rd; bh-lifestyle-completed-mbs-in-progress never);
 *        the user type then moves on (mbs-assessment-inProgress -> mbs-completed-lifestyle-inProgress,
 *        lifestyle-completed-mbs-inProgress -> returning-member-content-access).
 *   POST /applications/{product}/api/v1/cbs/start          Bearer, body optional { locale: 'en'|'es' }
 *        -> { status: 'success', session_id, redirect_url } (redirect_url: the lifestyle-questionnaire
 *           start page the provider sends the user back to; the emulator has no provider page).
 *           The assessment is then in progress (completes on the 3rd check) and the user type
 *           mbs-assessment-inProgress (lifestyle-completed-mbs-inProgress stays). Locked users 403.
 *   POST /applications/{product}/api/v1/cbs/scores/sync    Bearer
 *        -> { status: 'success', synced_on, scores: { domains: [{ domain, domain_es, score 0..1 }],
 *           pillars: { <3.6 pillar>: 0..10 } } } once complete, else { status: 'pending' }.
 *   GET  /applications/{product}/api/v1/activate?locale=en|es   (7.4) Bearer
 *        -> 200 { status: 'success', userType, user: <the fullResponse.user record> }.
 *           registered-non-activated-member -> first-time-member (membership_status ACTIVE, access
 *           active); registered-non-member -> rnma (is_registered_non_member_activated 'true',
 *           still NON-MEMBER); everyone else with access: unchanged. cancelled-or-expired-member and
 *           anonymous-user 403. Errors are { status: 'error', error, message }; a missing or unknown
 *           token is 401 'invalid token' (brain-health 8: message with 'invalid' and 'token').
 *           A locale other than en / es is 400.
 *   POST /applications/{product}/api/v1/me/challenges      (7.5) Bearer
 *        body { data: "<JSON of { id, steps_completed, total_steps, completed }>" } (no `data` inside)
 *        -> 200 { status: 'success', challenge: { id, steps_completed, total_steps, completed, updated_on } }.
 *        400 when data is not a string holding a JSON object, a field is missing or of the wrong
 *        type, steps_completed > total_steps (5), completed without every step, total_steps not the
 *        challenge's, or the string carries `data`; unknown challenge 404; locked users 403.
 *   GET  /applications/{product}/api/v1/me/challenges      Bearer -> { challenges: [saved progress] }
 *   GET  /applications/{product}/api/v1/me/challenges/valid-user   (4.12, 7.5; the call is not shown:
 *        CONTRACT 4c) Bearer -> {} for a user the challenges are open to; { url } (the programme home,
 *        '/get-started/', or with ?locale=es '/espanol/articulos/') for a locked user type.
 *   GET  /content/{product}/api/challenges.{userType}.json   (7.5) Bearer
 *        -> 200 { userType, challenges: [ { id, title, title_es, description, description_es, pillar,
 *           total_steps, url, url_es, image, steps: [ { step, title, title_es, url, url_es } ] } ] };
 *           204 for user types without programme access; unknown user type 404.
 *   GET  /content/{product}/api/pillars.upnext.{tags}{userType}[.es].json   (7.6) Bearer
 *        The file name is read from the end: an optional `.es`, then the longest known user type;
 *        what is left is the tags, separated by `.` `,` `+` `|` or `;` (pillar names of 3.6, old
 *        or new, outcome, game and neuro tags; any case, `_` `-` and spaces alike).
 *        -> 200 { userType, locale, tags, items: [ { id, category, title, description, url, image,
 *           pillarTag, neuroTag?, outcomeTag?, gameTag?, membersOnly, duration } ] } (at most 8; in
 *           Spanish only items with a Spanish version, with their Spanish id and text); 204 when no
 *           item matches; unknown user type 404.
 *   GET  /etc/{product}/categories/categories.5.json     home tiles (no login; fixtures/brain-health/categories.ts)
 *   GET  /etc/{product}/categories/categories.24.json    my list (3.8) Bearer
 *        -> { id: 24, name: 'my-list', item_response_list: [ { item_id, status, added_on,
 *           item_details: { item_id_es?, category, title, title_es?, url, url_es?, image } } ], count }
 *           (count = every entry, whatever its status).
 *   GET  /content/{product}/{locale}/fragments/top-sheet.html    the promotional top sheet (1; CONTRACT 4c)
 *        -> 200 text/html: an HTML fragment (fixtures/brain-health/top-sheet.ts), en or es; any other
 *           locale 404. No login (a CMS page fragment).
 *
 * Personas without a record in fixtures/brain-health/users.ts get one from their `at` cookie:
 * code 0 registered-non-activated-member, 1 (or none) registered-non-member, 4 / 5 / M / U / D
 * cancelled-or-expired-member; a persona without an `at` cookie is anonymous-user.
 */
import { STATUS_NAMES } from '../core/status.ts';
import { personas, type Persona } from '../../fixtures/personas.ts';
import { challengeDefinitions, challengeIdsFor, challengeProgress, type ChallengeProgressSeed } from '../../fixtures/brain-health/challenges.ts';
import { homeTiles, myLists } from '../../fixtures/brain-health/categories.ts';
import { contentLibrary, NEURO_TAGS_ES, PILLARS, type ContentItem } from '../../fixtures/brain-health/content.ts';
import { inboxCards, messagingLanguage, type ContentCard } from '../../fixtures/brain-health/inbox.ts';
import { topSheetHtml } from '../../fixtures/brain-health/top-sheet.ts';
import {
  assessmentScores,
  LOCKED_USER_TYPES,
  programPersonas,
  type AssessmentSeed,
  type ProgramPersonaSeed,
  type ProgramRecordSeed,
} from '../../fixtures/brain-health/users.ts';
import { bearerToken, personaOfToken, requireToken } from '../core/auth.ts';
import type { Router } from '../core/router.ts';
import { fail, json, type EmulatorContext, type EmulatorRequest, type EmulatorResponse } from '../core/types.ts';

// ---------------------------------------------------------------------------------------------
// Paths

/** The product the exported paths use: the site-config default. Routes accept any product. */
export const BRAIN_HEALTH_PRODUCT = 'member';
/** apiPathURL (brain-health 7.3). */
export const API_PATH_URL = `/applications/${BRAIN_HEALTH_PRODUCT}/api/v1`;
/** baseApiPathURL: activation is {baseApiPathURL}{product}/api/v1/activate (7.4). */
export const BASE_API_PATH_URL = '/applications/';
/** challengesBaseUrl: challenges are {baseApiPathURL}{challengesBaseUrl} (7.5). */
export const CHALLENGES_BASE_URL = `${BRAIN_HEALTH_PRODUCT}/api/v1/me/challenges`;
/** cmsApiBaseUrl (7.5, 7.6). */
export const CMS_API_BASE_URL = `/content/${BRAIN_HEALTH_PRODUCT}/api`;
/** userTypesUrl: the programme user-types service (3.1; the call is ours, docs/decisions.md). */
export const USER_TYPES_URL = `${API_PATH_URL}/user/types`;
/** challengeValidUserUrl (4.12, 7.5; CONTRACT 4c): the challenge valid-user check. */
export const CHALLENGE_VALID_USER_PATH = `${API_PATH_URL}/me/challenges/valid-user`;
/** Where the valid-user check sends a user the challenges are not open to: the programme home. */
export const CHALLENGE_LOCKED_URL = { en: '/get-started/', es: '/espanol/articulos/' } as const;
/** messagingBaseUrl (7.1). */
export const MESSAGING_BASE_URL = '/messaging/v1';
/** messagingUserApiUrl (7.1): the page replaces `{fedid}` with the fedid cookie. */
export const MESSAGING_USER_API_URL = `${MESSAGING_BASE_URL}/users/{fedid}/content-cards`;
/** messagingApiKey (7.1): any value works with the emulator. */
export const MESSAGING_API_KEY = 'emulator-messaging-key';
/** Email verification, JSONP (7.2), under {servicesEndpoint}. */
export const EMAIL_VERIFICATION_STATUS_PATH = '/applications/CoreServices/WSOWebService/email/getEmailVerficationStatus';
export const EMAIL_VERIFICATION_SEND_PATH = '/applications/CoreServices/WSOWebService/email/sendEmailVerificationEmail';
/** Assessment (7.3). */
export const ASSESSMENT_COMPLETE_PATH = `${API_PATH_URL}/assessments/assessment_complete`;
export const CBS_START_PATH = `${API_PATH_URL}/cbs/start`;
export const CBS_SCORES_SYNC_PATH = `${API_PATH_URL}/cbs/scores/sync`;
/** Activation (7.4), without the ?locale= query. */
export const ACTIVATE_PATH = `${BASE_API_PATH_URL}${BRAIN_HEALTH_PRODUCT}/api/v1/activate`;
/** Challenge progress (7.5). */
export const CHALLENGES_PATH = `${BASE_API_PATH_URL}${CHALLENGES_BASE_URL}`;
/** The categories JSON (7.6) on the CMS host ({cms} = same origin). */
export const CATEGORIES_BASE_PATH = `/etc/${BRAIN_HEALTH_PRODUCT}/categories`;
export const HOME_TILES_PATH = `${CATEGORIES_BASE_PATH}/categories.5.json`;
export const MY_LIST_PATH = `${CATEGORIES_BASE_PATH}/categories.24.json`;

/** The #site-config fields of brain-health 7 for the emulator, for `product`. */
export function brainHealthSiteConfig(product: string = BRAIN_HEALTH_PRODUCT) {
  return {
    apiPathURL: `/applications/${product}/api/v1`,
    baseApiPathURL: BASE_API_PATH_URL,
    challengesBaseUrl: `${product}/api/v1/me/challenges`,
    challengeValidUserUrl: `/applications/${product}/api/v1/me/challenges/valid-user`,
    cmsApiBaseUrl: `/content/${product}/api`,
    messagingApiKey: MESSAGING_API_KEY,
    messagingBaseUrl: MESSAGING_BASE_URL,
    messagingUserApiUrl: MESSAGING_USER_API_URL,
    userTypesUrl: `/applications/${product}/api/v1/user/types`,
  };
}

// ---------------------------------------------------------------------------------------------
// State

/**
 * The programme user types of brain-health 4.3, plus 'exclusive' and 'rnma': the spec's list,
 * written out here again on purpose. The emulator is a second reading of the contract, so it
 * never imports the library's copy (src/domain/program.ts): a contract test then catches the
 * two drifting apart.
 */
const USER_TYPES = [
  'anonymous-user',
  'registered-non-member',
  'cancelled-or-expired-member',
  'registered-non-activated-member',
  'first-time-member',
  'returning-member-content-access',
  'returning-member-no-assessment-started',
  'mbs-assessment-inProgress',
  'lifestyle-completed-mbs-inProgress',
  'returning-member-assessment-inProgress',
  'returning-member-noAssessment-inProgress',
  'assessment-taken-more-than-90-days-ago',
  'mbs-completed-lifestyle-inProgress',
  'exclusive',
  'rnma',
] as const;

/** The user type an assessment completion moves a user to. */
const TYPE_AFTER_ASSESSMENT: Readonly<Record<string, string>> = {
  'mbs-assessment-inProgress': 'mbs-completed-lifestyle-inProgress',
  'lifestyle-completed-mbs-inProgress': 'returning-member-content-access',
};

/** Checks after which an assessment started with cbs/start completes. */
const CHECKS_TO_COMPLETE_AFTER_START = 3;

interface ProgramState {
  userType: string;
  hasSponsoredSubscription: string | false;
  /** undefined for anonymous-user. */
  record: ProgramRecordSeed | undefined;
}

interface EmailState {
  status: 'Q' | 'P' | 'V';
  sent: number;
}

interface AssessmentState {
  state: AssessmentSeed['state'];
  completeAfterCalls: number | null;
  calls: number;
  completedOn: string | undefined;
  starts: number;
}

const personaById = (id: string): Persona | undefined => personas.find((persona) => persona.id === id);

/** The persona's `at` cookie as an object (JSON or key=value form); undefined without one. */
function authCookie(persona: Persona | undefined): Record<string, string> | undefined {
  const at = persona?.cookies.at;
  if (at === undefined) return undefined;
  if (typeof at === 'object') return at;
  try {
    const parsed: unknown = JSON.parse(at);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // the key=value form, below
  }
  return at.includes('=') ? Object.fromEntries(new URLSearchParams(at)) : undefined;
}

/** A programme record for a persona without one in the fixtures, from its `at` cookie. */
function derivedSeed(persona: Persona | undefined): ProgramPersonaSeed | undefined {
  const at = authCookie(persona);
  if (!at) return undefined;
  const code = (at.ms ?? '').trim().toUpperCase();
  const userType =
    code === '0' ? 'registered-non-activated-member' : code === '1' || !STATUS_NAMES[code] ? 'registered-non-member' : 'cancelled-or-expired-member';
  return {
    userType,
    hasSponsoredSubscription: false,
    record: {
      membership_status: STATUS_NAMES[code] ?? 'NON-MEMBER',
      auto_renew: at.mar ?? 'N',
      membership_expiration_date: at.me ?? '',
      is_registered_non_member_activated: 'false',
      created_on: '2024-01-15T12:00:00Z',
      freeTrialFlag: false,
      access_and_features: { features: [], no_of_free_trial_days: 0, free_trail_expired: false, free_trial_camppaign_id: '', sponsor: '', active: false },
    },
    email: 'verified',
    assessment: { state: 'not-started' },
  };
}

function seedOf(personaId: string): ProgramPersonaSeed | undefined {
  return programPersonas[personaId] ?? derivedSeed(personaById(personaId));
}

function programState(context: EmulatorContext, personaId: string): ProgramState {
  return context.state.slice<ProgramState>(personaId, 'brain-health:user', () => {
    const seed = seedOf(personaId);
    if (!seed) return { userType: 'anonymous-user', hasSponsoredSubscription: false, record: undefined };
    return { userType: seed.userType, hasSponsoredSubscription: seed.hasSponsoredSubscription, record: structuredClone(seed.record) };
  });
}

function emailState(context: EmulatorContext, personaId: string): EmailState {
  return context.state.slice<EmailState>(personaId, 'brain-health:email', () => ({ status: seedOf(personaId)?.email === 'unverified' ? 'Q' : 'V', sent: 0 }));
}

function assessmentState(context: EmulatorContext, personaId: string): AssessmentState {
  return context.state.slice<AssessmentState>(personaId, 'brain-health:assessment', () => {
    const seed = seedOf(personaId)?.assessment ?? { state: 'not-started' };
    return { state: seed.state, completeAfterCalls: seed.completeAfterCalls ?? null, calls: 0, completedOn: seed.completedOn, starts: 0 };
  });
}

function inboxState(context: EmulatorContext, personaId: string): ContentCard[] {
  return context.state.slice(personaId, 'brain-health:inbox', () => structuredClone([...(inboxCards[personaId] ?? [])]));
}

function challengeState(context: EmulatorContext, personaId: string): Map<string, ChallengeProgressSeed> {
  return context.state.slice(
    personaId,
    'brain-health:challenges',
    () => new Map((challengeProgress[personaId] ?? []).map((progress) => [progress.id, { ...progress }])),
  );
}

function isLocked(state: ProgramState): boolean {
  return LOCKED_USER_TYPES.has(state.userType);
}

/** The request's "now": the x-time-travel header or TimeTravelCookie when it is a date, else the clock. */
function nowOf(request: EmulatorRequest): Date {
  for (const value of [request.headers['x-time-travel'], request.cookies.TimeTravelCookie]) {
    if (!value) continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}

// ---------------------------------------------------------------------------------------------
// Answers

/** fullResponse.user as the service spells it, with the product's free-trial flag. */
function renderRecord(record: ProgramRecordSeed, product: string): Record<string, unknown> {
  const { freeTrialFlag, access_and_features, ...fields } = record;
  return { ...fields, access_and_features: { ...access_and_features, [`activate_free_trail_${product}`]: freeTrialFlag } };
}

function userTypesBody(state: ProgramState, product: string): Record<string, unknown> {
  return {
    userType: state.userType,
    hasSponsoredSubscription: state.hasSponsoredSubscription,
    fullResponse: state.record ? { user: renderRecord(state.record, product) } : {},
  };
}

const JS_RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(
    ' ',
  ),
);

/** A callback name that is safe to put in a script: an identifier or a dotted path of them. */
export function isSafeCallback(name: string | null): name is string {
  if (!name || name.length > 100) return false;
  const parts = name.split('.');
  return parts.every((part) => /^[A-Za-z_$][\w$]*$/.test(part) && !JS_RESERVED.has(part));
}

function jsonp(callback: string, payload: Record<string, unknown>): EmulatorResponse {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    raw: `${callback}(${JSON.stringify(payload)});`,
  };
}

/** The persona logged in for a JSONP call (cookie or header token); undefined when none. */
function jsonpCaller(request: EmulatorRequest): string | undefined {
  return personaOfToken(bearerToken(request));
}

/** 7.4 / 8: activation errors carry status 'error'; token errors say 'invalid' and 'token'. */
function activationError(status: number, message: string): EmulatorResponse {
  const response = fail(status, message);
  return { ...response, body: { status: 'error', ...(response.body as Record<string, unknown>) } };
}

/** The messaging user API's own authorization: the token itself, no Bearer prefix (7.1). */
function messagingCaller(
  request: EmulatorRequest,
  fedid: string,
  needsJson: boolean,
): { ok: true; personaId: string } | { ok: false; response: EmulatorResponse } {
  const header = (request.headers.authorization ?? '').trim();
  if (!header) return { ok: false, response: fail(401, 'missing authorization header') };
  if (/^bearer\s/i.test(header))
    return { ok: false, response: fail(401, 'authorization carries the token itself, without a Bearer prefix (brain-health 7.1)') };
  const personaId = personaOfToken(header);
  if (!personaId) return { ok: false, response: fail(401, 'invalid or expired token') };
  if (fedid !== `fed-${personaId}`) return { ok: false, response: fail(403, 'the token does not belong to this user') };
  if (needsJson && !/\bjson\b/i.test(request.headers['content-type'] ?? '')) return { ok: false, response: fail(415, 'content-type must be application/json') };
  return { ok: true, personaId };
}

function messagingUser(context: EmulatorContext, personaId: string): Record<string, unknown> {
  const at = authCookie(personaById(personaId)) ?? {};
  const program = programState(context, personaId);
  return {
    external_id: `fed-${personaId}`,
    first_name: at.f ?? '',
    last_name: 'Example',
    email: `${personaId}@example.org`,
    home_city: 'Washington',
    country: 'US',
    dob: '1957-05-14',
    gender: 'U',
    language: messagingLanguage[personaId] ?? 'en',
    phone: '',
    custom_attributes: {
      user_type: program.userType,
      membership_status: program.record?.membership_status ?? '',
      sponsor: program.record?.access_and_features.sponsor ?? '',
      assessment_state: assessmentState(context, personaId).state,
    },
  };
}

function canonicalUserType(value: string): string | undefined {
  const lower = value.trim().toLowerCase();
  return USER_TYPES.find((type) => type.toLowerCase() === lower);
}

/** Tags compare in any case, with `_`, `-` and spaces alike; old pillar names become new. */
function normaliseTag(tag: string): string {
  const plain = tag
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  for (const [pillar, old] of Object.entries(PILLARS)) if (old && plain === old) return pillar.replace(/_/g, '-');
  return plain;
}

function itemTags(item: ContentItem): string[] {
  return [item.pillarTag, item.neuroTag, item.outcomeTag, item.gameTag].filter((tag): tag is string => !!tag).map(normaliseTag);
}

/** Parses `{tags}{userType}[.es]` (the part between `pillars.upnext.` and `.json`). */
export function parseUpNextName(name: string): { tags: string[]; userType: string; locale: 'en' | 'es' } | undefined {
  let rest = name;
  let locale: 'en' | 'es' = 'en';
  if (/\.es$/i.test(rest)) {
    locale = 'es';
    rest = rest.slice(0, -3);
  }
  const lower = rest.toLowerCase();
  const userType = [...USER_TYPES].sort((a, b) => b.length - a.length).find((type) => lower.endsWith(type.toLowerCase()));
  if (!userType) return undefined;
  const tags = rest
    .slice(0, rest.length - userType.length)
    .split(/[.,+|;]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { tags, userType, locale };
}

function upNextTile(item: ContentItem, locale: 'en' | 'es'): Record<string, unknown> {
  const es = locale === 'es';
  return {
    id: es ? item.id_es : item.id,
    category: item.category,
    title: (es && item.title_es) || item.title,
    description: (es && item.description_es) || item.description,
    url: (es && item.url_es) || item.url,
    image: item.image,
    pillarTag: item.pillarTag,
    ...(item.neuroTag ? { neuroTag: es ? (NEURO_TAGS_ES[item.neuroTag] ?? item.neuroTag) : item.neuroTag } : {}),
    ...(item.outcomeTag ? { outcomeTag: item.outcomeTag } : {}),
    ...(item.gameTag ? { gameTag: item.gameTag } : {}),
    membersOnly: item.membersOnly,
    duration: item.duration,
  };
}

const UP_NEXT_LIMIT = 8;

/** Validates the challenge string of 7.5; the parsed challenge or the reason it is refused. */
function parseChallenge(
  body: unknown,
): { ok: true; challenge: { id: string; steps_completed: number; total_steps: number; completed: boolean } } | { ok: false; status: number; message: string } {
  const bad = (message: string) => ({ ok: false as const, status: 400, message });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad('body must be { data: "<challenge JSON>" }');
  const data = (body as Record<string, unknown>).data;
  if (typeof data !== 'string') return bad('data must be the challenge as a JSON string');
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return bad('data is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return bad('data must hold a JSON object');
  const challenge = parsed as Record<string, unknown>;
  if ('data' in challenge) return bad('the challenge is sent without its data field (brain-health 7.5)');
  const { id, steps_completed: done, total_steps: total, completed } = challenge;
  if (!((typeof id === 'string' && id.trim() !== '') || typeof id === 'number')) return bad('id is required');
  if (!Number.isInteger(done) || (done as number) < 0) return bad('steps_completed must be a whole number from 0');
  if (!Number.isInteger(total) || (total as number) < 1) return bad('total_steps must be a whole number from 1');
  if (typeof completed !== 'boolean') return bad('completed must be true or false');
  if ((done as number) > (total as number)) return bad('steps_completed must not exceed total_steps (brain-health 5)');
  if (completed && done !== total) return bad('a completed challenge has every step completed (brain-health 4.12)');
  const definition = challengeDefinitions.find((candidate) => candidate.id === String(id));
  if (!definition) return { ok: false, status: 404, message: `no such challenge: ${String(id)}` };
  if (definition.total_steps !== total) return bad(`total_steps must be ${definition.total_steps} for ${definition.id}`);
  return { ok: true, challenge: { id: definition.id, steps_completed: done as number, total_steps: total as number, completed } };
}

function isJsonObjectBody(body: unknown): boolean {
  if (body === undefined || body === '') return true;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !('__malformed' in body);
}

// ---------------------------------------------------------------------------------------------
// Routes

export function registerBrainHealth(router: Router): void {
  router
    // 3.1: programme user types (call not shown in the spec; docs/decisions.md).
    .get('/applications/{product}/api/v1/user/types', (request, params, context) => {
      const token = bearerToken(request);
      if (!token) return json(userTypesBody({ userType: 'anonymous-user', hasSponsoredSubscription: false, record: undefined }, params.product!));
      const personaId = personaOfToken(token);
      if (!personaId) return fail(401, 'invalid or expired token');
      return json(userTypesBody(programState(context, personaId), params.product!));
    })

    // 7.1: the message inbox.
    .get('/messaging/v1/users/{fedid}/content-cards', (request, params, context) => {
      const auth = messagingCaller(request, params.fedid!, true);
      if (!auth.ok) return auth.response;
      const cards = inboxState(context, auth.personaId);
      if (!cards.length) return { status: 204 };
      return json({ users: [messagingUser(context, auth.personaId)], cards });
    })
    .post('/messaging/v1/users/{fedid}/content-cards/{cardId}/viewed', (request, params, context) => {
      const auth = messagingCaller(request, params.fedid!, false);
      if (!auth.ok) return auth.response;
      const card = inboxState(context, auth.personaId).find((candidate) => candidate.id === params.cardId);
      if (!card) return fail(404, `no such card: ${params.cardId}`);
      card.viewed = true;
      return { status: 204 };
    })

    // 7.2: email verification, JSONP.
    .get(EMAIL_VERIFICATION_STATUS_PATH, (request, _params, context) => {
      const callback = request.query.get('callback');
      if (!isSafeCallback(callback)) return fail(400, 'callback must be a JavaScript identifier');
      const personaId = jsonpCaller(request);
      if (!personaId) return jsonp(callback, { result: 'failure', message: 'not logged in' });
      const email = emailState(context, personaId);
      if (email.status === 'V') return jsonp(callback, { result: 'verified', status: 'V', popup: false, emailVerified: true });
      return jsonp(callback, { result: 'success', status: email.status, popup: email.status === 'Q', emailVerified: false, sentCount: email.sent });
    })
    .get(EMAIL_VERIFICATION_SEND_PATH, (request, _params, context) => {
      const callback = request.query.get('callback');
      if (!isSafeCallback(callback)) return fail(400, 'callback must be a JavaScript identifier');
      const personaId = jsonpCaller(request);
      if (!personaId) return jsonp(callback, { result: 'failure', message: 'not logged in' });
      const email = emailState(context, personaId);
      if (email.status === 'V') return jsonp(callback, { result: 'failure', status: 'V', message: 'email already verified' });
      email.status = 'P';
      email.sent += 1;
      return jsonp(callback, { result: 'success', status: 'P', message: 'A verification email is waiting for you in your inbox.' });
    })

    // 7.3: assessment.
    .get('/applications/{product}/api/v1/assessments/assessment_complete', (request, _params, context) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      const assessment = assessmentState(context, auth.personaId);
      const program = programState(context, auth.personaId);
      if (assessment.state === 'in-progress') {
        assessment.calls += 1;
        if (assessment.completeAfterCalls !== null && assessment.calls >= assessment.completeAfterCalls) {
          assessment.state = 'complete';
          assessment.completedOn = nowOf(request).toISOString();
          program.userType = TYPE_AFTER_ASSESSMENT[program.userType] ?? program.userType;
        }
      }
      if (assessment.state === 'complete') {
        return json({ status: 'success', assessment_complete: true, completed_on: assessment.completedOn ?? '', userType: program.userType });
      }
      return json({ status: 'failure', assessment_complete: false, assessment_state: assessment.state, attempts: assessment.calls });
    })
    .post('/applications/{product}/api/v1/cbs/start', (request, _params, context) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      if (!isJsonObjectBody(request.body)) return fail(400, 'body must be a JSON object');
      const locale = (request.body as { locale?: unknown } | undefined)?.locale ?? 'en';
      if (locale !== 'en' && locale !== 'es') return fail(400, 'locale must be en or es');
      const program = programState(context, auth.personaId);
      if (isLocked(program)) return fail(403, `the programme is not open to ${program.userType}`);
      const assessment = assessmentState(context, auth.personaId);
      Object.assign(assessment, {
        state: 'in-progress',
        completeAfterCalls: CHECKS_TO_COMPLETE_AFTER_START,
        calls: 0,
        completedOn: undefined,
        starts: assessment.starts + 1,
      });
      if (program.userType !== 'lifestyle-completed-mbs-inProgress') program.userType = 'mbs-assessment-inProgress';
      const back = locale === 'es' ? '/espanol/evaluacion/cuestionario-estilo-de-vida/comenzar' : '/assessment/lifestyle-questionnaire/start';
      return json({ status: 'success', session_id: `cbs-${auth.personaId}-${assessment.starts}`, redirect_url: back });
    })
    .post('/applications/{product}/api/v1/cbs/scores/sync', (request, _params, context) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      if (!isJsonObjectBody(request.body)) return fail(400, 'body must be a JSON object');
      const assessment = assessmentState(context, auth.personaId);
      if (assessment.state !== 'complete') return json({ status: 'pending' });
      return json({ status: 'success', synced_on: nowOf(request).toISOString(), scores: assessmentScores });
    })

    // 7.4: activation.
    .get('/applications/{product}/api/v1/activate', (request, params, context) => {
      const personaId = personaOfToken(bearerToken(request));
      if (!personaId) return activationError(401, bearerToken(request) ? 'invalid token' : 'invalid token: no bearer token sent');
      const locale = request.query.get('locale');
      if (locale !== 'en' && locale !== 'es') return activationError(400, 'locale must be en or es');
      const program = programState(context, personaId);
      if (!program.record || program.userType === 'anonymous-user') return activationError(403, 'only registered users can activate the programme');
      if (program.userType === 'cancelled-or-expired-member') return activationError(403, 'membership is not active: renew to activate the programme');
      if (program.userType === 'registered-non-activated-member') {
        program.userType = 'first-time-member';
        program.record.membership_status = 'ACTIVE';
        program.record.access_and_features.active = true;
        program.record.access_and_features.features = ['content', 'assessment', 'challenges'];
      } else if (program.userType === 'registered-non-member') {
        program.userType = 'rnma';
        program.record.is_registered_non_member_activated = 'true';
      }
      return json({ status: 'success', userType: program.userType, user: renderRecord(program.record, params.product!) });
    })

    // 7.5: challenges.
    .post('/applications/{product}/api/v1/me/challenges', (request, _params, context) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      const program = programState(context, auth.personaId);
      if (isLocked(program)) return fail(403, `challenges are not open to ${program.userType}`);
      const parsed = parseChallenge(request.body);
      if (!parsed.ok) return fail(parsed.status, parsed.message);
      const saved = { ...parsed.challenge, updated_on: nowOf(request).toISOString() };
      challengeState(context, auth.personaId).set(saved.id, saved);
      return json({ status: 'success', challenge: saved });
    })
    .get('/applications/{product}/api/v1/me/challenges/valid-user', (request, _params, context) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      if (!isLocked(programState(context, auth.personaId))) return json({});
      return json({ url: CHALLENGE_LOCKED_URL[request.query.get('locale') === 'es' ? 'es' : 'en'] });
    })
    .get('/applications/{product}/api/v1/me/challenges', (request, _params, context) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      return json({ challenges: [...challengeState(context, auth.personaId).values()] });
    })
    .get('/content/{product}/api/challenges.{userType}.json', (request, params) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      const userType = canonicalUserType(params.userType!);
      if (!userType) return fail(404, `unknown user type: ${params.userType}`);
      const ids = challengeIdsFor(userType);
      if (!ids) return { status: 204 };
      return json({ userType, challenges: challengeDefinitions.filter((definition) => ids.includes(definition.id)) });
    })

    // 7.6: recommendations and categories.
    .get('/content/{product}/api/pillars.upnext.{name}.json', (request, params) => {
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      const parsed = parseUpNextName(params.name!);
      if (!parsed) return fail(404, `no user type in ${params.name}`);
      const wanted = new Set(parsed.tags.map(normaliseTag));
      const items = contentLibrary
        .filter((item) => parsed.locale === 'en' || item.id_es)
        .filter((item) => !wanted.size || itemTags(item).some((tag) => wanted.has(tag)))
        .slice(0, UP_NEXT_LIMIT)
        .map((item) => upNextTile(item, parsed.locale));
      if (!items.length) return { status: 204 };
      return json({ userType: parsed.userType, locale: parsed.locale, tags: parsed.tags, items });
    })
    .get('/etc/{product}/categories/categories.{id}.json', (request, params) => {
      if (params.id === '5') return json(homeTiles);
      if (params.id !== '24') return fail(404, `no such category list: ${params.id}`);
      const auth = requireToken(request);
      if (!auth.ok) return auth.response;
      const items = myLists[auth.personaId] ?? [];
      return json({ id: 24, name: 'my-list', item_response_list: items, count: items.length });
    })

    // 1: the promotional top sheet, an HTML fragment of the CMS.
    .get('/content/{product}/{locale}/fragments/top-sheet.html', (_request, params) => {
      const locale = params.locale;
      if (locale !== 'en' && locale !== 'es') return fail(404, `no top sheet for locale ${locale}`);
      return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, raw: topSheetHtml[locale] };
    });
}
