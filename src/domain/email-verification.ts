/**
 * The email-verification flow (brain-health 2.5, 3.2, 4.8, 4.9, 7.2, 8; CONTRACT 4c
 * `<email-verification>` and its "Fixed details": the evs `popup` comes from the status answer).
 * Pure: the element reads the cookies, the query and the referrer, makes the JSONP calls and opens
 * the modals; these functions decide.
 *
 * The rows of 4.8:
 * 1. emo=email_verification opened on a rewards page or on the new site version, with no
 *    referrer -> the email-confirmed thank-you modal (showsThankYou);
 * 2. logged in with evs status P or Q, or with no evs cookie -> the status check runs
 *    (statusCheckRuns; the evs cookie read in both forms by auth-cookie.ts `parseEvs`);
 * 3. the check answers success and popup=true -> the verify modal (statusCheckOutcome), titled
 *    'Hi {firstName}', or 'Please confirm your email address' without a first name (2.5, 8;
 *    verifyHeading);
 * 4. SEND EMAIL -> the send call; success -> 'A verification email is waiting for you in your
 *    inbox...', otherwise the error overlay (sendOutcome);
 * 5. the check not a success -> the modal flags cleared and the COI-updated event
 *    (NOT_SUCCESS_CLEARS, COI_UPDATED_EVENT).
 * 4.9: suppressed while a legal, free-trial, free-trial-assessment or assessment-reminder modal is
 * active, or when EXP carries the programme-app value (verifyModalMayOpen, on program-modals.ts).
 * 7.2: the two JSONP addresses, `result` must equal 'success'; a random callback name that is a
 * JavaScript identifier and never reused (jsonpCallbackName), an answer of another shape ignored
 * (readJsonpAnswer).
 *
 * Decisions where the spec is silent (docs/decisions.md "Brain-health flow rules (issue 34)"):
 * - "The new site version" is every page this library runs on, so row 1 holds on any page when
 *   the element is told so (newSiteVersion, true by default); a rewards page is rewards-rules.ts
 *   (rewards-path.ts) `isRewardsPage`. "No referrer" is an empty (or blank) document.referrer. emo's value is
 *   compared trimmed, in any case.
 * - A page that shows the thank-you does not run the status check (the visitor has just verified).
 * - An evs cookie with no readable status counts as no evs cookie (the check runs); statuses are
 *   compared trimmed, in any case. Nothing runs in authoring mode (1).
 * - The thank-you modal follows the same 4.9 suppression as the verify modal (modals never stack).
 * - "Modal flags cleared" (row 5) is the COIMODAL session flag: the other flags belong to modals
 *   that may be open. An answer that is not the expected shape, or none before the time-out, is
 *   ignored: no modal, no error, nothing cleared, no event.
 * - popup is on when it is `true` or 'true'; result must be exactly 'success' (7.2 "must equal").
 * - The send call's time-out or an answer of another shape is a failed send: the error overlay.
 * - JSONP time-out: 10 s (JSONP_TIMEOUT_MS).
 */
import { queryValue, type QueryInput } from '../core/query-values.ts';
import { asRecord, isOn, ownValue, text, upperText } from '../core/values.ts';
import { parseEvs } from './auth-cookie.ts';
import { MODAL_FLAGS, carriesProgramAppValue, mayOpenModal } from './program-modals.ts';
import { isRewardsPage } from './rewards-path.ts';

/** 4.8 row 1: the query parameter and value of an email-verification link. */
export const EMAIL_VERIFICATION_PARAM = 'emo';
export const EMAIL_VERIFICATION_VALUE = 'email_verification';

/** 4.8 row 2: the evs statuses that run the check. */
export const EVS_CHECK_STATUSES: readonly string[] = Object.freeze(['P', 'Q']);

/** 2.5 / 8: the verify modal's title, and its title without a first name. */
export const VERIFY_HEADING = 'Hi {firstName}';
export const VERIFY_HEADING_NO_NAME = 'Please confirm your email address';
/** 2.5: the verify modal's button. */
export const SEND_EMAIL_TEXT = 'SEND EMAIL';
/** 4.8 row 4: shown after the send call succeeds. */
export const VERIFICATION_SENT_TEXT = 'A verification email is waiting for you in your inbox...';

/** 4.8 row 5 / 8: what a status check that is not a success clears, and the event it fires. */
export const NOT_SUCCESS_CLEARS: readonly string[] = Object.freeze([MODAL_FLAGS.emailVerification]);
export const COI_UPDATED_EVENT = 'coi-updated';

/** 7.2: the JSONP calls, under {servicesEndpoint}. */
export const EMAIL_VERIFICATION_PATHS = Object.freeze({
  status: '/applications/CoreServices/WSOWebService/email/getEmailVerficationStatus',
  send: '/applications/CoreServices/WSOWebService/email/sendEmailVerificationEmail',
} as const);
export type EmailVerificationCall = keyof typeof EMAIL_VERIFICATION_PATHS;

/** 7.2: the answer's result that counts. */
export const SUCCESS_RESULT = 'success';

/** How long a JSONP call may take before it counts as unanswered (ms). */
export const JSONP_TIMEOUT_MS = 10_000;
/** Every JSONP callback name starts so (a JavaScript identifier). */
export const JSONP_CALLBACK_PREFIX = 'memberElementsJsonp_';
/** The longest callback name (the emulator's limit too). */
export const MAX_CALLBACK_LENGTH = 100;
/** Base-36 digits of randomness in a callback name. */
const CALLBACK_DIGITS = 10;

export interface ThankYouFacts {
  search: QueryInput | null | undefined;
  pathname: string;
  /** document.referrer. */
  referrer: string;
  /** The page is on the new site version (default: true, every page of this library). */
  newSiteVersion?: boolean;
  authoring: boolean;
}

/** 4.8 row 1: the email-confirmed thank-you modal shows. */
export function showsThankYou({ search, pathname, referrer, newSiteVersion = true, authoring }: ThankYouFacts): boolean {
  if (authoring === true) return false;
  if ((queryValue(search, EMAIL_VERIFICATION_PARAM) ?? '').toLowerCase() !== EMAIL_VERIFICATION_VALUE) return false;
  if (text(referrer) !== '') return false;
  return newSiteVersion === true || isRewardsPage(pathname);
}

/** 3.2: the evs cookie's status (either form), upper case; '' when there is none. */
export function evsStatus(evs: unknown): string {
  return upperText(ownValue(parseEvs(evs), 'status'));
}

export interface StatusCheckFacts {
  /** The `at` cookie parsed to something. */
  loggedIn: boolean;
  /** The evs cookie as read (text in either form, or an object); undefined when absent. */
  evs: unknown;
  authoring: boolean;
}

/** 4.8 row 2: logged in with evs status P or Q, or with no evs cookie (none with a status). */
export function statusCheckRuns({ loggedIn, evs, authoring }: StatusCheckFacts): boolean {
  if (authoring === true || loggedIn !== true) return false;
  const status = evsStatus(evs);
  return status === '' || EVS_CHECK_STATUSES.includes(status);
}

/** The page's plan: the thank-you modal, or else the status check (never both). */
export function emailVerificationPlan(facts: ThankYouFacts & StatusCheckFacts): { thankYou: boolean; statusCheck: boolean } {
  const thankYou = showsThankYou(facts);
  return { thankYou, statusCheck: !thankYou && statusCheckRuns(facts) };
}

/** 4.9: the email-verification modals may open with these session flags set and this query. */
export function verifyModalMayOpen(activeFlags: Iterable<string>, search: QueryInput | null | undefined, product: string): boolean {
  return mayOpenModal('emailVerification', activeFlags, carriesProgramAppValue(search, product));
}

/** 2.5 / 8: the verify modal's title from the configured one ('Hi {firstName}') and the first name (`at.f`). */
export function verifyHeading(firstName: unknown, template: string = VERIFY_HEADING): string {
  const name = text(firstName);
  if (name === '') return VERIFY_HEADING_NO_NAME;
  return (text(template) || VERIFY_HEADING).replaceAll('{firstName}', name);
}

/** A JSONP answer as the flows read it. */
export interface JsonpAnswer {
  result: string;
  popup: boolean;
  status: string;
}

/** 7.2: the answer when it is the expected shape (an object with a string `result`), else undefined. */
export function readJsonpAnswer(value: unknown): JsonpAnswer | undefined {
  const record = asRecord(value);
  const result = ownValue(record, 'result');
  if (!record || typeof result !== 'string') return undefined;
  return { result, popup: isOn(ownValue(record, 'popup')), status: upperText(ownValue(record, 'status')) };
}

/** What a status check leads to (4.8 rows 3 and 5). */
export type StatusCheckOutcome = 'verify-modal' | 'no-modal' | 'not-success' | 'ignored';

/**
 * 4.8 rows 3 and 5: success and popup -> the verify modal; success without popup -> nothing;
 * any other result -> not-success (clear NOT_SUCCESS_CLEARS, fire COI_UPDATED_EVENT); no answer
 * or another shape -> ignored.
 */
export function statusCheckOutcome(value: unknown): StatusCheckOutcome {
  const answer = readJsonpAnswer(value);
  if (!answer) return 'ignored';
  if (answer.result !== SUCCESS_RESULT) return 'not-success';
  return answer.popup ? 'verify-modal' : 'no-modal';
}

/** 4.8 row 4 / 7.2: the send call's answer: 'sent' on result 'success', else 'error' (no answer too). */
export function sendOutcome(value: unknown): 'sent' | 'error' {
  return readJsonpAnswer(value)?.result === SUCCESS_RESULT ? 'sent' : 'error';
}

/** 7.2: the JSONP address of `call` with the callback name (one slash after the endpoint). */
export function emailVerificationUrl(servicesEndpoint: string, call: EmailVerificationCall, callback: string): string {
  const base = text(servicesEndpoint).replace(/\/+$/, '');
  return `${base}${EMAIL_VERIFICATION_PATHS[call]}?callback=${encodeURIComponent(callback)}`;
}

const RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'implements import in instanceof interface let new null package private protected public return static super switch this ' +
    'throw true try typeof var void while with yield await arguments eval undefined NaN Infinity'
  ).split(' '),
);

/** A name a JSONP answer may call: a JavaScript identifier (letters, digits, _ and $), not a reserved word, at most 100 characters. */
export function isJsonpCallbackName(name: unknown): boolean {
  return typeof name === 'string' && name.length <= MAX_CALLBACK_LENGTH && /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED_WORDS.has(name);
}

/**
 * A fresh JSONP callback name: the prefix and 10 base-36 digits from `random` (a source like
 * Math.random, in [0, 1); anything else counts as 0), with `_2`, `_3`... added while `taken`
 * says the name is in use (a name already used on the page, or a property of window), so a name
 * is never reused.
 */
export function jsonpCallbackName(random: () => number, taken: (name: string) => boolean = () => false): string {
  const draw = random();
  const unit = Number.isFinite(draw) && draw >= 0 && draw < 1 ? draw : 0;
  const base = `${JSONP_CALLBACK_PREFIX}${Math.floor(unit * 36 ** CALLBACK_DIGITS)
    .toString(36)
    .padStart(CALLBACK_DIGITS, '0')}`;
  let name = base;
  for (let n = 2; taken(name); n += 1) name = `${base}_${n}`;
  return name;
}
