/**
 * The membership number of the member strip (site 2.4, 5, 8): hidden ('view') -> loading ->
 * shown, or failed when the session request fails. A store, not component state: r2wc unmounts
 * the strip when the CMS editor moves or re-inserts it, and the number the visitor revealed
 * stays revealed. Every strip of the page shows the same state.
 *
 * The state belongs to the access token it was fetched with: after a login or logout without a
 * reload (another tab, the page API) the strip is back to 'view', and an answer that arrives
 * for an earlier visitor is never shown to the next.
 */
import { atom, computed } from 'nanostores';
import { fetchCoreUser, fetchLastPasswordVerification } from '../../api/member-number.ts';
import { describeError } from '../../core/error-text.ts';
import type { SiteConfig } from '../../core/site-config.ts';
import { $identitySources } from '../../stores/index.ts';
import { goToLogin } from './member-strip.browser.ts';
import { numberFromCoreUser, passwordRecentlyVerified } from './member-strip.logic.ts';

export type NumberStep = 'hidden' | 'loading' | 'shown' | 'failed';
/** What the strip's live region says (the view words it through the dictionary). */
export type NumberNotice = 'none' | 'loading' | 'shown' | 'copied' | 'copy-failed';

export interface MemberNumberState {
  step: NumberStep;
  /** The number once shown, else ''. */
  number: string;
  notice: NumberNotice;
}

const HIDDEN: MemberNumberState = Object.freeze({ step: 'hidden', number: '', notice: 'none' });

/** The state with the access token it belongs to. */
const $reveal = atom<MemberNumberState & { token: string | undefined }>({ ...HIDDEN, token: undefined });

/** The membership number as the current visitor sees it. */
export const $memberNumber = computed([$reveal, $identitySources], (reveal, sources): MemberNumberState =>
  reveal.token === sources.accessToken ? { step: reveal.step, number: reveal.number, notice: reveal.notice } : HIDDEN,
);

function update(token: string | undefined, state: MemberNumberState): void {
  // An answer for an earlier visitor (the token changed while it was on its way) is dropped.
  if (token !== $identitySources.get().accessToken) return;
  $reveal.set({ ...state, token });
}

/**
 * 'View' (site 2.4, 5, 8): asks the identity session when the password was last verified; more
 * than 3,540,000 ms ago (or unknown) sends the visitor to `loginTarget`. Otherwise the core user
 * record gives the number; status 'ERROR', no number or a failed request also go to log in. A
 * failed session request is logged only: the number stays hidden and the state says 'failed'.
 * Ignored while a number is loading or shown.
 */
export async function revealNumber(site: SiteConfig, loginTarget: string): Promise<void> {
  const { step } = $memberNumber.get();
  if (step === 'loading' || step === 'shown') return;
  const token = $identitySources.get().accessToken;
  update(token, { step: 'loading', number: '', notice: 'loading' });
  let verifiedAt: number | undefined;
  try {
    verifiedAt = await fetchLastPasswordVerification(site);
  } catch (error) {
    console.warn(`<member-strip> session request failed: ${describeError(error)}`);
    update(token, { step: 'failed', number: '', notice: 'none' });
    return;
  }
  // Real time, not the TimeTravelCookie clock: the identity service stamps the verification
  // with its own clock, and how long ago a password was typed is a security fact.
  if (!passwordRecentlyVerified(verifiedAt, Date.now())) {
    goToLogin(loginTarget);
    return;
  }
  let number: string | undefined;
  try {
    number = numberFromCoreUser(await fetchCoreUser(site, { token }));
  } catch (error) {
    console.warn(`<member-strip> core user request failed: ${describeError(error)}`);
  }
  if (number === undefined) {
    goToLogin(loginTarget);
    return;
  }
  update(token, { step: 'shown', number, notice: 'shown' });
}

/** Once shown, a click copies the number to the clipboard (site 2.4); the notice says whether it worked. */
export async function copyNumber(clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<void> {
  const state = $memberNumber.get();
  if (state.step !== 'shown') return;
  const token = $identitySources.get().accessToken;
  let notice: NumberNotice = 'copied';
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(state.number);
  } catch {
    notice = 'copy-failed';
  }
  const now = $memberNumber.get();
  if (now.step === 'shown') update(token, { ...now, notice });
}

/** Back to 'view' (tests, and a page that wants the number hidden again). */
export function hideNumber(): void {
  $reveal.set({ ...HIDDEN, token: $identitySources.get().accessToken });
}
