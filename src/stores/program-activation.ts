/**
 * The programme activation flow (brain-health 4.13, 7.4, 8): program-gate's activate modal and
 * issue 34's `activate-button` call `activate()`, which never rejects.
 *
 * - The activation call (api/program.ts) with the visitor's bearer token and the page's locale.
 * - user.membership_status ACTIVE: the first-time-member flag and the three 'clean' flags set
 *   (domain/program-activation.ts ACTIVATION_FLAGS), the loyalty activity recorded (7.4: through
 *   the rewards deposit of stores/rewards-deposits.ts, loaded only now; its errors only logged),
 *   then the visitor is sent to the programme login (7.7, state = this page).
 * - An invalid-token error (8): sent to login. Any other error: 'failed', so the caller removes
 *   its loading state (4.13) and says so. An answer that is not ACTIVE: 'not-active'.
 * - One activation at a time on a page: a second call while one runs shares it.
 */
import { describeError } from '../core/error-text.ts';
import { pageLocale } from '../core/locale.ts';
import { siteConfig } from '../core/site-config.ts';
import { windowStorage } from '../core/window-storage.ts';
import { activateProgram, ActivationError } from '../api/program.ts';
import { ACTIVATION_ACTIVITY_ID, ACTIVATION_FLAGS, activationSucceeded } from '../domain/program-activation.ts';
import { programLoginUrl } from '../domain/program-links.ts';
import { $identitySources } from './identity.ts';

export type ActivationOutcome = 'activated' | 'invalid-token' | 'not-active' | 'failed';

const running = new WeakMap<Window, Promise<ActivationOutcome>>();

/** Records the activation's loyalty activity (7.4); errors are logged only. */
async function recordActivity(win: Window): Promise<void> {
  try {
    const { deposit } = await import('./rewards-deposits.ts');
    await deposit({ activityIdentifier: ACTIVATION_ACTIVITY_ID, hide_notification: true }, win.document);
  } catch (error) {
    console.warn(`member-elements: the programme activation's loyalty activity was not recorded: ${describeError(error)}`);
  }
}

function setFlags(win: Window): void {
  const storage = windowStorage('localStorage', win);
  for (const key of Object.values(ACTIVATION_FLAGS)) {
    try {
      storage?.setItem(key, 'true');
    } catch {
      // Storage refused: the flags are hints for the next page, the activation stands.
    }
  }
}

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
  if (!activationSucceeded(answer)) return 'not-active';
  setFlags(win);
  await recordActivity(win);
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
