/**
 * Who may use a rewards page (domain/rewards-pages.ts `rewardsAccess`), from the one identity
 * store: loading until identity's first reading, then signed-out, not-participant or
 * participant; it follows logins and logouts in this tab and others.
 */
import { computed } from 'nanostores';
import { rewardsAccess } from '../domain/rewards-pages.ts';
import { $identity, $identityReady } from './identity.ts';

export const $rewardsAccess = computed([$identity, $identityReady], (identity, ready) =>
  rewardsAccess({ ready, isLoggedIn: identity.isLoggedIn, participant: identity.rewardsParticipant }),
);
