/**
 * Programme activation (brain-health 3.10, 4.3, 4.13, 6, 7.4, 8; CONTRACT 4c `<activate-button>`
 * and its "Fixed details": an invalid-token activation error is a non-2xx answer whose body has
 * status 'error' and a message containing 'invalid' and 'token'). Pure: the element makes the
 * calls, writes storage and navigates as these functions say.
 *
 * The rules:
 * - 7.4: GET {baseApiPathURL}{product}/api/v1/activate?locale={locale} (activationUrl); the
 *   answer's user.membership_status is read.
 * - 4.13: ACTIVE -> the first-time-member flag set, the caches flagged to clean
 *   (program-caches.ts), the loyalty activity recorded, the user redirected to login
 *   (activationOutcome).
 * - 4.13 / 8: any error removes the button's loading state; an invalid-token error (isInvalidTokenError)
 *   redirects to login; any other error says so (ACTIVATION_ERROR_TEXT).
 * - 3.10 / 7.4: the loyalty activity, POST {services-host}/applications/loyalty-catalog/activity
 *   with JSON content type, Authorization Bearer {token}, optionally X-Loyalty-Backend:
 *   LoyaltyPlus, body { userIdentifier, activityIdentifier (a fixed id) }; errors only logged
 *   (loyaltyActivityUrl, loyaltyActivityHeaders, loyaltyActivityBody).
 * - Issue 34: never two activations from a double click (nextActivationState).
 *
 * Decisions where the spec is silent (docs/decisions.md "Brain-health flow rules (issue 34)"):
 * - The activity's fixed id is the emulator's (fixtures/rewards PROGRAM_ACTIVATION_ACTIVITY_ID),
 *   overridable by configuration; the userIdentifier is the fedid (3.2: the user id).
 * - The invalid-token check: status 'error' in any case, 'invalid' and 'token' anywhere in the
 *   message in any case ('Invalid or expired TOKEN' counts); a 2xx is never an error.
 * - A 2xx whose user is not ACTIVE (a registered non-member becomes rnma and stays NON-MEMBER):
 *   the caches are flagged to clean and the page reloads, so the gate reads the new user type;
 *   no first-time-member flag and no loyalty activity (that is the member's activation).
 * - A 2xx whose body is not an object is an error. The locale sent is 'es' on Spanish pages, else
 *   'en' (the pseudo-locale too).
 * - After a success the button stays busy until the page navigates (a second click does nothing).
 */
import type { Locale } from '../core/locale.ts';
import { asRecord, ownValue, text, upperText } from '../core/values.ts';
import { PROGRAM_LOCAL_KEYS, cacheCleanWrites } from './program-caches.ts';

/** 4.13: the membership status that completes an activation. */
export const ACTIVE_STATUS = 'ACTIVE';
/** 3.10 / 7.4: the programme activation's fixed loyalty activity (the emulator's id). */
export const PROGRAM_ACTIVATION_ACTIVITY_ID = '5be6128e-18c2-4797-a142-ea7d17be3111';
/** 7.4: the loyalty activity, under {services-host}. */
export const LOYALTY_ACTIVITY_PATH = '/applications/loyalty-catalog/activity';
/** 4.13 / 8: what the button says when activation fails (the spec shows no text). */
export const ACTIVATION_ERROR_TEXT = 'We could not activate the programme. Please try again.';

/** 7.4: the activation address, one slash between {baseApiPathURL} and {product}. */
export function activationUrl(baseApiPathURL: string, product: string, locale: Locale): string {
  const base = text(baseApiPathURL).replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(text(product))}/api/v1/activate?locale=${locale === 'es' ? 'es' : 'en'}`;
}

function bodyRecord(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'string') return asRecord(body);
  try {
    return asRecord(JSON.parse(body));
  } catch {
    return undefined;
  }
}

/** CONTRACT 4c / 8: a non-2xx answer whose body has status 'error' and a message with 'invalid' and 'token'. */
export function isInvalidTokenError(status: number, body: unknown): boolean {
  if (status >= 200 && status < 300) return false;
  const record = bodyRecord(body);
  const message = text(ownValue(record, 'message')).toLowerCase();
  return upperText(ownValue(record, 'status')) === 'ERROR' && message.includes('invalid') && message.includes('token');
}

/** What an activation answer leads to. */
export type ActivationOutcome =
  | { kind: 'activated'; set: Array<[string, string]>; recordLoyalty: true; redirectToLogin: true }
  | { kind: 'not-active'; set: Array<[string, string]>; reload: true }
  | { kind: 'invalid-token'; redirectToLogin: true }
  | { kind: 'error'; message: string };

/** 4.13 / 8: the outcome of the activation answer (status and body, parsed or as text). */
export function activationOutcome(status: number, body: unknown): ActivationOutcome {
  if (status < 200 || status >= 300) {
    return isInvalidTokenError(status, body) ? { kind: 'invalid-token', redirectToLogin: true } : { kind: 'error', message: ACTIVATION_ERROR_TEXT };
  }
  const record = bodyRecord(body);
  if (!record) return { kind: 'error', message: ACTIVATION_ERROR_TEXT };
  if (upperText(ownValue(ownValue(record, 'user'), 'membership_status')) === ACTIVE_STATUS) {
    return { kind: 'activated', set: [[PROGRAM_LOCAL_KEYS.firstTimeMember, 'true'], ...cacheCleanWrites()], recordLoyalty: true, redirectToLogin: true };
  }
  return { kind: 'not-active', set: cacheCleanWrites(), reload: true };
}

/** 7.4: {services-host}/applications/loyalty-catalog/activity. */
export function loyaltyActivityUrl(servicesHost: string): string {
  return `${text(servicesHost).replace(/\/+$/, '')}${LOYALTY_ACTIVITY_PATH}`;
}

/** 7.4: the activity's headers; X-Loyalty-Backend only when the LoyaltyPlus backend is chosen. */
export function loyaltyActivityHeaders(token: string, loyaltyPlus = false): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${text(token)}`,
    ...(loyaltyPlus ? { 'X-Loyalty-Backend': 'LoyaltyPlus' } : {}),
  };
}

/** 3.10 / 7.4: the activity's body. */
export function loyaltyActivityBody(
  userIdentifier: string,
  activityIdentifier: string = PROGRAM_ACTIVATION_ACTIVITY_ID,
): { userIdentifier: string; activityIdentifier: string } {
  return { userIdentifier: text(userIdentifier), activityIdentifier: text(activityIdentifier) || PROGRAM_ACTIVATION_ACTIVITY_ID };
}

/** The button: idle, loading (a call under way) or done (navigating). */
export type ActivationState = 'idle' | 'loading' | 'done';
export type ActivationEvent = 'click' | ActivationOutcome['kind'];

/**
 * The button's next state. Only a click while idle starts a call (the caller starts one exactly
 * when the state goes from idle to loading); any error, the invalid token too, goes back to idle
 * (4.13: the loading state removed); the other outcomes navigate away, so the button stays done.
 */
export function nextActivationState(state: ActivationState, event: ActivationEvent): ActivationState {
  if (event === 'click') return state === 'idle' ? 'loading' : state;
  if (state !== 'loading') return state;
  return event === 'error' || event === 'invalid-token' ? 'idle' : 'done';
}
