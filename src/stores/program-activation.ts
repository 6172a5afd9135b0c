/**
 * The programme activation flow (brain-health 4.13, 7.4, 8): program-gate's activate modal and
 * issue 34's `activate-button` call `activate()`, which never rejects.
 *
 * - The activation call (api/program.ts) with the visitor's bearer token and the page's locale.
 * - What the answer means is domain/activation.ts `activationOutcome` (the one rule, shared with
 *   issue 34's `activate-button`). user.membership_status ACTIVE: the first-time-member flag and
 *   the three 'clean' flags set, the loyalty activity recorded (3.10, 7.4: POST
 *   {servicesEndpoint}/applications/loyalty-catalog/activity with the fedid and the fixed activity
 *   id, X-Loyalty-Backend when the LoyaltyBackend cookie or the page's data-loyalty-plus asks for
 *   it; its errors only logged), then the visitor is sent to the programme login (7.7, state =
 *   this page). A 2xx that is not ACTIVE: the clean flags set
 *   and the page loaded again, so the gate reads the new user type ('not-active').
 * - An invalid-token error (8): sent to login. Any other error, a 2xx that is not an object
 *   included: 'failed', so the caller removes its loading state (4.13) and says so.
 * - One activation at a time on a page: a second call while one runs shares it.
 */
import { describeError } from '../core/error-text.ts';
import { pageLocale } from '../core/locale.ts';
import { siteConfig } from '../core/site-config.ts';
import { writeStorage } from '../core/storage.ts';
import { windowStorage } from '../core/window-storage.ts';
import { readCookie } from '../core/cookies.ts';
import { isOn } from '../core/values.ts';
import { activateProgram, ActivationError, recordLoyaltyActivity } from '../api/program.ts';
import { activationOutcome } from '../domain/activation.ts';
import { programLoginUrl } from '../domain/program-links.ts';
import { $identitySources } from './identity.ts';

export type ActivationOutcome = 'activated' | 'invalid-token' | 'not-active' | 'failed';

const running = new WeakMap<Window, Promise<ActivationOutcome>>();

/** Records the activation's loyalty activity (3.10, 7.4); errors are logged only. */
async function recordActivity(win: Window, token: string): Promise<void> {
  const doc = win.document;
  const loyaltyPlus = Boolean(readCookie('LoyaltyBackend', doc.cookie)?.trim()) || isOn(doc.documentElement.getAttribute('data-loyalty-plus'));
  try {
    await recordLoyaltyActivity(siteConfig(doc), $identitySources.get().fedid ?? '', { token, loyaltyPlus });
  } catch (error) {
    console.warn(`member-elements: the programme activation's loyalty activity was not recorded: ${describeError(error)}`);
  }
}

// The flags are hints for the next page: a refused write leaves the activation standing.
const setFlags = (win: Window, writes: ReadonlyArray<readonly [string, string]>) => writeStorage(windowStorage('localStorage', win), writes);

async function run(win: Window, navigate: (url: string) => void): Promise<ActivationOutcome> {
  const config = siteConfig(win.document);
  const token = $identitySources.get().accessToken;
  const login = () => navigate(programLoginUrl(config, win.location.href));
  let answer: unknown;
  try {
    answer = await activateProgram(config, pageLocale(win), { token });
  } catch (error) {
    if (error instanceof ActivationError && error.invalidToken) {
      login();
      return 'invalid-token';
    }
    console.warn(`member-elements: the programme could not be activated: ${describeError(error)}`);
    return 'failed';
  }
  // The call resolved, so the answer was a 2xx.
  const outcome = activationOutcome(200, answer);
  if (outcome.kind === 'error' || outcome.kind === 'invalid-token') {
    console.warn('member-elements: the programme activation answered with a body that is not an object');
    return 'failed';
  }
  setFlags(win, outcome.set);
  if (outcome.kind === 'not-active') {
    navigate(win.location.href);
    return 'not-active';
  }
  await recordActivity(win, token ?? '');
  login();
  return 'activated';
}

/** Activates the programme (see the module comment); resolves with the outcome, never rejects. */
export function activate(win: Window = window, navigate: (url: string) => void = (url) => win.location.assign(url)): Promise<ActivationOutcome> {
  const current = running.get(win);
  if (current) return current;
  const started = run(win, navigate).finally(() => running.delete(win));
  running.set(win, started);
  return started;
}
