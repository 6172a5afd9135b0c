/**
 * Shared state (nanostores): the only way features talk to each other. Identity, membership,
 * user types, rewards balance and saved offers arrive with their issues; every store is
 * exported from here so the build keeps them in the one runtime chunk.
 */
export {};
