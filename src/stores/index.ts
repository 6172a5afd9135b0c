/**
 * Shared state (nanostores): the only way features talk to each other. Everything here is
 * bundled into the one runtime chunk, so each atom is a singleton across lazily loaded elements.
 */
export { $identity, $identityReady, $identitySources, $pageContext, $rewardsBalance, startIdentity } from './identity.ts';
export { logout } from './logout.ts';
