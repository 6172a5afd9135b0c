/**
 * The page API (CONTRACT section 5): what the site's other scripts read through
 * `window.memberElements`, and what module code imports from the package. Importing this module
 * starts identity for the page (once).
 */
import { $identity, startIdentity } from '../stores/identity-session.ts';
import type { IdentitySnapshot } from '../domain/identity.types.ts';
import type { ConfirmOptions } from '../features/confirm-modal/confirm-modal.logic.ts';

export type { IdentitySnapshot, MemberState, MembershipStatusName, AnalyticsSegment } from '../domain/identity.types.ts';
export { $identity, $identityReady } from '../stores/identity-session.ts';

// startIdentity listens for TOKEN_REPLACE first, so the first one is never missed.
const session = startIdentity(window);
// A visitor with identity cookies on a page whose elements do not read identity: the rules load
// first, so `identity()` is the cookie-derived snapshot as soon as the loader exposes it.
await session.cookiesRead;

/** Resolves when the identity state is known (cookies read, services answered or timed out). */
export const ready: Promise<void> = session.ready;

/** A plain snapshot of the visitor's identity and membership, recomputed from the cookies and the services. */
export function identity(): IdentitySnapshot {
  return { ...$identity.get() };
}

/**
 * The logout of site 2.15 and 4.11. Its code loads when asked for (it ends in a navigation);
 * the promise settles once the browser has been sent to the logout page (or the logout was
 * refused). A logout that cannot load is reported, and the visitor stays logged in on this page.
 */
export function logout(): Promise<void> {
  return import('../stores/logout.ts')
    .then((module) => module.logout(window))
    .catch((error: unknown) => console.error('member-elements: logout could not load', error));
}

export type { ConfirmOptions } from '../features/confirm-modal/confirm-modal.logic.ts';

/**
 * The generic confirmation modal of brain-health 2.5 and 3.5 (CONTRACT 5): `{ title, message,
 * positiveButtonText, negativeButtonText }`, resolving true for yes and false for no, Escape or
 * close. Its code (and React) loads when asked for; one that cannot load is reported and answers false.
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  return import('../features/confirm-modal/confirm.tsx')
    .then((module) => module.openConfirm(window, options))
    .catch((error: unknown) => {
      console.error('member-elements: the confirmation modal could not load', error);
      return false;
    });
}

export interface MemberElementsApi {
  ready: Promise<void>;
  identity: () => IdentitySnapshot;
  /** Settles once the browser has been sent to the logout page (or the logout was refused). */
  logout: () => Promise<void>;
  /** Resolves true (yes) or false (no, Escape, close). */
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
}

declare global {
  interface Window {
    memberElements?: MemberElementsApi;
  }
}
